/**
 * Read latency: one 100-event page of a task's log through the public HTTP GraphQL API
 * (`events(taskId, first: 100, after: …)`), beside the same page read with raw SQL, in one process.
 *
 *   npm run bench:read                       # PostgreSQL (BENCH_DATABASE_URL), Redis pub/sub
 *   npm run bench:read -- --embedded         # the app on PGlite; raw SQL on the app's PGlite instance
 *   options: --events=5000 --samples=600 --warmup=S (seconds) --max-seconds=60 --redis / --no-redis,
 *            --out=NAME (bench/results/NAME.md/.json; default read, or read-embedded)
 *
 * Seeds one task with N user.message events through the API in 50-event batches, then reads the
 * 50 pages of it in a loop, one request at a time, the variants interleaved (order rotated every round)
 * so that all see the same conditions. Also measured, to show where the time goes:
 *   - prisma.event.findMany with the arguments readEvents builds (in-process, no HTTP/GraphQL);
 *   - `{ __typename }` over HTTP with the same key (the fixed cost of any authenticated request).
 */
import "./production-env.js";
import os from "node:os";
import pg from "pg";
import {
  countStatements,
  createTask,
  machineInfo,
  markdownTable,
  parseOptions,
  progress,
  round,
  gitLine,
  startBenchApp,
  summarize,
  writeResults,
  type BenchApp,
} from "./lib.js";

const opts = parseOptions(process.argv.slice(2), { duration: 0, warmup: 2 });
const EVENTS = Number(opts.extra.events ?? 5000);
const SAMPLES = Number(opts.extra.samples ?? 600);
const MAX_SECONDS = Number(opts.extra["max-seconds"] ?? 60);
const PAGE = 100;

const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { sequence } } } }`;
const PAGE_QUERY = `query Page($taskId: ID!, $after: String) {
  events(taskId: $taskId, first: ${PAGE}, after: $after) {
    edges {
      cursor
      node {
        __typename
        ... on TaskEvent { id sequence type taskId processedAt createdAt }
        ... on UserMessageEvent { content { __typename ... on TextBlock { text } } }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;
const RAW_SQL = `SELECT "id", "sequence", "workspaceId", "taskId", "runId", "threadId", "type", "payload", "processedAt", "createdAt"
  FROM "Event" WHERE "taskId" = $1 AND "sequence" > $2 ORDER BY "sequence" LIMIT ${PAGE}`;

type PageData = { events: { edges: { cursor: string }[]; pageInfo: { endCursor: string | null } } };

async function main() {
  const started = performance.now();
  const loadAtStart = os.loadavg().map((x) => round(x, 2));
  progress(`read benchmark: ${opts.embedded ? "embedded PGlite" : "PostgreSQL"}, ${EVENTS} events, ${SAMPLES} samples per variant`);
  const bench: BenchApp = await startBenchApp(opts);
  let pool: pg.Pool | undefined;
  try {
    const svc = bench.app.services();
    progress(`app on ${bench.url} (${svc.db.kind}, pub/sub ${opts.redisUrl ? "redis" : "memory"})`);

    // Seed through the API.
    const taskId = await createTask(bench.client, "read bench");
    const t0 = performance.now();
    for (let b = 0; b < EVENTS / 50; b++) {
      const events = Array.from({ length: 50 }, (_, i) => ({ userMessage: { content: [{ text: { text: `message ${b * 50 + i}: a short text block` } }] } }));
      await bench.client.post(JSON.stringify({ query: SEND, variables: { input: { taskId, events } } }));
      if ((b + 1) % 20 === 0) progress(`  seeded ${(b + 1) * 50} events`);
    }
    const seedSeconds = (performance.now() - t0) / 1000;
    progress(`seeded ${EVENTS} events in ${round(seedSeconds, 1)} s (${round(EVENTS / seedSeconds, 0)} events/s)`);

    // Page-start cursors: "0", then the last sequence of each page.
    const seqs = (
      await svc.db.sql.query<{ seq: string }>(`SELECT "sequence"::text AS seq FROM "Event" WHERE "taskId" = $1 ORDER BY "sequence"`, [taskId])
    ).map((r) => r.seq);
    const cursors = ["0"];
    for (let i = PAGE - 1; i + PAGE < seqs.length; i += PAGE) cursors.push(seqs[i]!);
    const task = await svc.db.prisma.task.findUniqueOrThrow({ where: { id: taskId } });

    // The baseline's connection: node-postgres on the same database, or the app's own PGlite.
    let rawQuery: (after: string) => Promise<unknown[]>;
    if (bench.db.kind === "postgres") {
      pool = new pg.Pool({ connectionString: bench.db.url!, max: 2 });
      rawQuery = async (after) => (await pool!.query(RAW_SQL, [taskId, after])).rows;
    } else {
      rawQuery = (after) => svc.db.sql.query(RAW_SQL, [taskId, after]);
    }
    const prismaQuery = (after: string) =>
      svc.db.prisma.event.findMany({
        where: { workspaceId: task.workspaceId, taskId, sequence: { gt: BigInt(after) } },
        orderBy: { sequence: "asc" },
        take: PAGE + 1,
      });
    const bodies = cursors.map((after) => JSON.stringify({ query: PAGE_QUERY, variables: { taskId, after } }));
    const TYPENAME = JSON.stringify({ query: "{ __typename }" });
    let responseBytes = 0;

    const variants: { name: string; run: (i: number) => Promise<void> }[] = [
      {
        name: "api",
        run: async (i) => {
          const d = await bench.client.post<PageData>(bodies[i % bodies.length]!);
          if (d.events.edges.length !== PAGE) throw new Error(`API page ${i % bodies.length} has ${d.events.edges.length} edges`);
        },
      },
      {
        name: "raw",
        run: async (i) => {
          const rows = await rawQuery(cursors[i % cursors.length]!);
          if (rows.length !== PAGE) throw new Error(`raw page has ${rows.length} rows`);
        },
      },
      {
        name: "prisma",
        run: async (i) => {
          const rows = await prismaQuery(cursors[i % cursors.length]!);
          if (rows.length !== PAGE + 1 && rows.length !== PAGE) throw new Error(`prisma page has ${rows.length} rows`);
        },
      },
      { name: "typename", run: async () => void (await bench.client.post(TYPENAME)) },
    ];
    {
      const sample = JSON.stringify(await bench.client.post(bodies[1]!));
      responseBytes = Buffer.byteLength(sample);
    }

    // Warm-up: every variant, interleaved, for opts.warmup seconds.
    progress(`warm-up ${opts.warmup}s`);
    const warmEnd = performance.now() + opts.warmup * 1000;
    for (let i = 0; performance.now() < warmEnd; i++) for (const v of variants) await v.run(i);

    // Measurement: round-robin over the variants, one request at a time.
    const latencies: Record<string, number[]> = Object.fromEntries(variants.map((v) => [v.name, []]));
    const cpuMs: Record<string, number> = Object.fromEntries(variants.map((v) => [v.name, 0]));
    const counting = countStatements(bench.app);
    let apiRequests = 0;
    const deadline = performance.now() + MAX_SECONDS * 1000;
    let i = 0;
    for (; i < SAMPLES && performance.now() < deadline; i++) {
      // Rotate the order each round so no variant always follows the API's request (and its GC).
      for (let j = 0; j < variants.length; j++) {
        const v = variants[(i + j) % variants.length]!;
        const c0 = process.cpuUsage();
        const s = performance.now();
        await v.run(i);
        latencies[v.name]!.push(performance.now() - s);
        const c = process.cpuUsage(c0);
        cpuMs[v.name]! += (c.user + c.system) / 1000;
        if (v.name === "api") apiRequests++;
      }
      if ((i + 1) % 200 === 0) progress(`  ${i + 1} rounds; API p50 so far ${round(summarize(latencies.api!).p50, 2)} ms`);
    }
    const stmts = counting.stop();
    if (i < SAMPLES) progress(`stopped after ${i} rounds (--max-seconds=${MAX_SECONDS})`);
    // Statements of one API page request: all statements minus those of the other Prisma variant,
    // less the key lookup of the { __typename } requests.
    const perApi = {
      total: round((stmts.total - i /* prisma variant */ - i /* typename: key lookup */) / apiRequests, 2),
      byKind: stmts.byKind,
    };

    const s = Object.fromEntries(Object.entries(latencies).map(([k, v]) => [k, summarize(v)])) as Record<string, ReturnType<typeof summarize>>;
    const cpuPer = Object.fromEntries(Object.entries(cpuMs).map(([k, v]) => [k, round(v / latencies[k]!.length, 3)]));
    const api = s.api!;
    const raw = s.raw!;
    const ratios = {
      p50: round(api.p50 / raw.p50, 2),
      p99: round(api.p99 / raw.p99, 2),
      mean: round(api.mean / raw.mean, 2),
    };

    const dbKind = opts.embedded ? "pglite (embedded)" : "postgresql";
    const [ver] = opts.embedded ? [undefined] : await svc.db.sql.query<{ v: string }>(`SHOW server_version`);
    const info = machineInfo(dbKind, {
      postgresServer: ver?.v,
      pubsub: opts.redisUrl ? "redis" : "memory",
      rawBaseline: bench.db.kind === "postgres" ? "pg (node-postgres Pool) on the app's database" : "the app's PGlite instance (services().db.sql.query)",
      events: EVENTS,
      pages: cursors.length,
      rounds: i,
      warmupSeconds: opts.warmup,
      loadAverageAtStart: loadAtStart,
      seedSeconds: round(seedSeconds, 2),
    });

    const row = (label: string, k: string) => [label, s[k]!.n, s[k]!.p50, s[k]!.p90, s[k]!.p99, s[k]!.mean, cpuPer[k]!];
    const table = markdownTable(
      ["100-event page", "n", "p50 ms", "p90 ms", "p99 ms", "mean ms", "Node CPU ms/request"],
      [
        row("API: `events(taskId, first: 100, after)` over HTTP", "api"),
        row("raw SQL `SELECT … LIMIT 100` (pg)".replace("(pg)", bench.db.kind === "postgres" ? "(pg)" : "(PGlite)"), "raw"),
        row("ref: Prisma `event.findMany` as readEvents builds it, in-process", "prisma"),
        row("ref: `{ __typename }` over HTTP with x-api-key", "typename"),
      ],
    );
    const ratioTable = markdownTable(
      ["ratio API/raw", "p50", "p99", "mean"],
      [["", `**${ratios.p50}×**`, `**${ratios.p99}×**`, `${ratios.mean}×`]],
    );
    const md = [
      `# Read latency (100-event page) — ${dbKind}`,
      "",
      `${info.date} · Node ${info.node} · ${info.cpuCount} × ${info.cpuModel} · ${info.database}${info.postgresServer ? ` ${info.postgresServer}` : ""} · pub/sub ${info.pubsub} · load average at start ${loadAtStart.join(" ")}, at end ${info.loadAverage.join(" ")}`,
      "",
      gitLine(info.git),
      "",
      `One task with ${EVENTS} user.message events (seeded through the API in 50-event batches in ${round(seedSeconds, 1)} s); the ${cursors.length} pages read in a loop, one request at a time, the variants interleaved, order rotated each round (${i} rounds after ${opts.warmup}s warm-up). API response: ${responseBytes} bytes per page. The HTTP client runs in the same Node process as the server.`,
      "",
      table,
      "",
      ratioTable,
      "",
      `SQL statements per API page request (Prisma query log): ${perApi.total} — all statements in the window by kind: ${Object.entries(stmts.byKind).map(([k, v]) => `${k} ×${v}`).join(", ")} (the findMany reference adds 1 "SELECT Event" per round, each { __typename } 1 "SELECT ApiKey").`,
      "",
    ].join("\n");
    writeResults(opts.extra.out ?? (opts.embedded ? "read-embedded" : "read"), md, {
      machine: info,
      latencyMs: s,
      nodeCpuMsPerRequest: cpuPer,
      ratiosApiOverRaw: ratios,
      apiStatementsPerRequest: perApi,
      apiResponseBytes: responseBytes,
    });
    progress(`done in ${round((performance.now() - started) / 1000, 1)} s`);
  } finally {
    await pool?.end().catch(() => {});
    await bench.stop();
  }
}

main().catch((err) => {
  progress(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
