/**
 * Append throughput: events per second written through the public HTTP GraphQL API
 * (`sendEvents`, user.message events with one short text block), beside the same rows written
 * with raw SQL in the same process.
 *
 *   npm run bench:append                      # PostgreSQL (BENCH_DATABASE_URL), Redis pub/sub
 *   npm run bench:append -- --embedded        # the app on PGlite; the baseline on its own PGlite
 *   options: --duration=S --warmup=S (per cell), --global-warmup=S (once, first), --redis / --no-redis,
 *            --out=NAME (bench/results/NAME.md/.json; default append, or append-embedded),
 *            --batches=1,50 --clients=1,8 (the cells),
 *            --api=process|in-process (PostgreSQL: where the API runs, see below; default process),
 *            --writer=client|worker|new-task: whose write the API cells make (default client:
 *            `sendEvents` of user.message events; worker: `appendRunEvents` of worker.message events
 *            to a run claimed for each client's task, the write an agent's output takes; new-task:
 *            `createTask` with the batch's user.message events, each request a new conversation:
 *            the task, the run its messages queue, the messages; turn: a whole turn per request
 *            of the loop, on each client's own task: `sendEvents` of the batch's messages,
 *            `claimRun`, `appendRunEvents` of as many worker.message events, `finishRun`)
 *   --message-ids: every user message carries a messageId of the client's own (a frontend's
 *            optimistic ids; the server checks each is new in its task)
 *   --db-rtt=MS (PostgreSQL): the API server and the raw baseline reach the database through a proxy
 *            that adds MS of round trip (even, at least 2): a database on another host.
 *   BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the API server's process.
 *
 * On PostgreSQL the API is a server of its own, as `npm start` runs it (dist/main.js, built first;
 * NODE_ENV=production, no demo worker, the Node that runs this script), on the benchmark's
 * database; the HTTP clients and the raw baseline run in this process. Its "Node CPU" is the
 * server process's own (from /proc). `--api=in-process` runs the API inside this process instead,
 * as this benchmark did until 2026-12-02: its CPU then includes the HTTP clients'. Either way an
 * in-process app prepares the database, counts the statements of a request (Prisma's query log,
 * over a short pass of its own) and checks the log at the end. With --embedded the API is always
 * in-process (PGlite is one process's database).
 *
 * Cells: batch size {1, 50} × clients {1, 8}; each client appends to its own task in a closed loop.
 *
 * The raw baseline, per batch, in one transaction:
 *   BEGIN; UPDATE "EventSequencer" SET "last" = "last" + n WHERE "id" = 1 RETURNING "last";
 *   INSERT INTO bench_event (…10 columns…) VALUES (…), (…) …;  -- one statement for the batch
 *   COMMIT
 * bench_event is `LIKE "Event" INCLUDING ALL` (same columns, defaults and the same indexes) plus
 * the same 4 foreign keys, so it pays the same index and FK maintenance. It takes its numbers from
 * the app's own EventSequencer row (PostgreSQL) — cells never overlap, so the row lock is the
 * same one the API takes. With --embedded the baseline is a second PGlite instance (its own data
 * folder, migrated with the app's migrations) driven through PGlite's query/transaction API.
 * Row values are built the way the app builds them (newId("event") ids, the stored payload shape).
 * On PostgreSQL each cell also samples pg_stat_activity: sessions waiting for the sequencer row
 * and what the session holding it is doing (executing, or idle in transaction = waiting for Node).
 */
import "./production-env.js";
import os from "node:os";
import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { newId } from "../src/domain/ids.js";
import { listMigrations } from "../src/db/migrate.js";
import { buildDist, freePort, httpOk, latencyProxy, startChild, type Child } from "./processes.js";
import {
  closedLoop,
  gqlClient,
  countStatements,
  createTask,
  machineInfo,
  markdownTable,
  parseOptions,
  progress,
  round,
  gitLine,
  startBenchApp,
  startLockSampler,
  summarize,
  writeResults,
  type BenchApp,
  type CellResult,
  type GqlClient,
  type LockSample,
} from "./lib.js";

const opts = parseOptions(process.argv.slice(2), { duration: 4, warmup: 1 });
// --batches=50 --clients=4 measures one cell (e.g. the write check of bench:peer's changes).
const BATCH_SIZES = (opts.extra.batches ?? "1,50").split(",").map(Number);
const CONCURRENCIES = (opts.extra.clients ?? "1,8").split(",").map(Number);
const COLUMNS = ["id", "sequence", "workspaceId", "taskId", "runId", "threadId", "type", "payload", "processedAt", "createdAt"];

const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { id sequence } } } }`;

const APPEND = `mutation($input: AppendRunEventsInput!) { appendRunEvents(input: $input) { events { ... on TaskEvent { id sequence } } } }`;

const CLAIM = `mutation($t: ID!) { claimRun(input: { taskId: $t, leaseSeconds: 600 }) { run { id } } }`;
const FINISH = `mutation($input: FinishRunInput!) { finishRun(input: $input) { run { id status } } }`;
const CREATE = `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } events { ... on TaskEvent { id sequence } } } }`;
/** --message-ids: each user message carries an id of the client's own (checked new in its task, as a frontend's optimistic ids are). */
const MESSAGE_IDS = process.argv.includes("--message-ids");
let messageIds = 0;
const textMessage = (text: string) => ({
  userMessage: { content: [{ text: { text } }], ...(MESSAGE_IDS ? { messageId: `bench-${process.pid}-${++messageIds}` } : {}) },
});

const WRITER = (["worker", "new-task", "turn"] as const).find((w) => w === opts.extra.writer) ?? "client";
/** Round trip added between the API (and the raw baseline) and PostgreSQL, ms (0: none). */
const DB_RTT = Number(opts.extra["db-rtt"] ?? 0);
if (!(DB_RTT === 0 || (DB_RTT >= 2 && DB_RTT % 2 === 0))) throw new Error("--db-rtt is 0 or an even number of ms, at least 2");
const WRITE_NAME = { client: "sendEvents", worker: "appendRunEvents", "new-task": "createTask", turn: "turn (sendEvents, claimRun, appendRunEvents, finishRun)" }[WRITER];

/**
 * Where an API client writes: a task (client, turn), a run claimed for a task with a waiting
 * message (worker), or new tasks (new-task), made on `client`'s server. The function returned makes
 * one write of `texts` there through `on` (a turn's four requests, for turn).
 */
async function newStream(client: GqlClient, title: string): Promise<(on: GqlClient, texts: string[]) => Promise<unknown>> {
  const post = (body: (texts: string[]) => string) => (on: GqlClient, texts: string[]) => on.post(body(texts));
  if (WRITER === "new-task") {
    return post((texts) => JSON.stringify({ query: CREATE, variables: { input: { title, events: texts.map(textMessage) } } }));
  }
  const taskId = await createTask(client, title);
  if (WRITER === "client") {
    return post((texts) => JSON.stringify({ query: SEND, variables: { input: { taskId, events: texts.map(textMessage) } } }));
  }
  const claim = (on: GqlClient) =>
    on.request<{ claimRun: { run: { id: string } } }>(CLAIM, { t: taskId }).then((d) => d.claimRun.run.id);
  const answer = (texts: string[]) => ({ events: texts.map((text) => ({ workerMessage: { content: [{ text }] } })) });
  if (WRITER === "turn") {
    // The user's message, the worker's claim, its answer, its finish: the task is idle again.
    return async (on, texts) => {
      await on.request(SEND, { input: { taskId, events: texts.map(textMessage) } });
      const runId = await claim(on);
      await on.request(APPEND, { input: { runId, ...answer(texts) } });
      await on.request(FINISH, { input: { runId } });
    };
  }
  await client.request(SEND, { input: { taskId, events: [textMessage("work")] } });
  const runId = await claim(client);
  return post((texts) => JSON.stringify({ query: APPEND, variables: { input: { runId, ...answer(texts) } } }));
}

interface RawTarget {
  kind: string;
  /** A workspace and task rows for the baseline's FKs. */
  newTask(): Promise<{ workspaceId: string; taskId: string }>;
  /** One batch: sequencer UPDATE … RETURNING and one INSERT, in a transaction. */
  insertBatch(stream: { workspaceId: string; taskId: string }, payloads: string[]): Promise<void>;
  /** For reference only: the same INSERT with sequences from nextval() (no global row lock). */
  insertBatchNoLock(stream: { workspaceId: string; taskId: string }, payloads: string[]): Promise<void>;
  close(): Promise<void>;
}

const SETUP_SQL = `
  CREATE TABLE bench_event (LIKE "Event" INCLUDING ALL);
  ALTER TABLE bench_event ADD FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
  ALTER TABLE bench_event ADD FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;
  ALTER TABLE bench_event ADD FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE SET NULL ON UPDATE CASCADE;
  ALTER TABLE bench_event ADD FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE SET NULL ON UPDATE CASCADE;
  INSERT INTO "Workspace" ("id", "name") VALUES ('ws_bench_raw', 'raw baseline');
  CREATE TABLE bench_event_nolock (LIKE "Event" INCLUDING ALL);
  ALTER TABLE bench_event_nolock ADD FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
  ALTER TABLE bench_event_nolock ADD FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;
  ALTER TABLE bench_event_nolock ADD FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE SET NULL ON UPDATE CASCADE;
  ALTER TABLE bench_event_nolock ADD FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE SET NULL ON UPDATE CASCADE;
  CREATE SEQUENCE bench_seq;
`;

const insertSql = (n: number, noLock: boolean) => {
  const rows: string[] = [];
  const cols = noLock ? COLUMNS.filter((c) => c !== "sequence") : COLUMNS;
  for (let r = 0; r < n; r++) {
    const values = cols.map((_, c) => `$${r * cols.length + c + 1}`);
    if (noLock) values.splice(1, 0, "nextval('bench_seq')");
    rows.push(`(${values.join(", ")})`);
  }
  return `INSERT INTO ${noLock ? "bench_event_nolock" : "bench_event"} (${COLUMNS.map((c) => `"${c}"`).join(", ")}) VALUES ${rows.join(", ")}`;
};
const insertSqlCache = new Map<string, string>();
const insertSqlFor = (n: number, noLock = false) => {
  const key = `${n}:${noLock}`;
  return insertSqlCache.get(key) ?? insertSqlCache.set(key, insertSql(n, noLock)).get(key)!;
};

function rowParams(stream: { workspaceId: string; taskId: string }, payloads: string[], last: bigint): unknown[] {
  const n = BigInt(payloads.length);
  const first = last - n + 1n;
  const now = new Date();
  const params: unknown[] = [];
  payloads.forEach((payload, i) => {
    params.push(newId("event"), (first + BigInt(i)).toString(), stream.workspaceId, stream.taskId, null, null, "user.message", payload, null, now);
  });
  return params;
}

function rowParamsNoLock(stream: { workspaceId: string; taskId: string }, payloads: string[]): unknown[] {
  const now = new Date();
  const params: unknown[] = [];
  for (const payload of payloads) params.push(newId("event"), stream.workspaceId, stream.taskId, null, null, "user.message", payload, null, now);
  return params;
}

const SEQ_SQL = `UPDATE "EventSequencer" SET "last" = "last" + $1 WHERE "id" = 1 RETURNING "last"`;

let taskCounter = 0;

async function postgresRaw(url: string): Promise<RawTarget> {
  // The same pool size the app uses (src/db/client.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(SETUP_SQL);
  return {
    kind: "pg (node-postgres Pool, max 10)",
    async newTask() {
      const taskId = `task_bench_raw_${++taskCounter}`;
      await pool.query(`INSERT INTO "Task" ("id", "workspaceId", "title") VALUES ($1, 'ws_bench_raw', 'raw')`, [taskId]);
      return { workspaceId: "ws_bench_raw", taskId };
    },
    async insertBatch(stream, payloads) {
      const c = await pool.connect();
      try {
        await c.query("BEGIN");
        const { rows } = await c.query<{ last: string }>(SEQ_SQL, [payloads.length]);
        await c.query(insertSqlFor(payloads.length), rowParams(stream, payloads, BigInt(rows[0]!.last)));
        await c.query("COMMIT");
      } catch (err) {
        await c.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        c.release();
      }
    },
    async insertBatchNoLock(stream, payloads) {
      const c = await pool.connect();
      try {
        await c.query("BEGIN");
        await c.query(insertSqlFor(payloads.length, true), rowParamsNoLock(stream, payloads));
        await c.query("COMMIT");
      } catch (err) {
        await c.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        c.release();
      }
    },
    close: () => pool.end(),
  };
}

async function pgliteRaw(): Promise<RawTarget> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "atg-bench-raw-"));
  const lite = await PGlite.create(dir);
  for (const m of await listMigrations()) await lite.exec(m.sql);
  await lite.exec(SETUP_SQL);
  return {
    kind: "PGlite (second instance, own data folder, lite.transaction/tx.query)",
    async newTask() {
      const taskId = `task_bench_raw_${++taskCounter}`;
      await lite.query(`INSERT INTO "Task" ("id", "workspaceId", "title") VALUES ($1, 'ws_bench_raw', 'raw')`, [taskId]);
      return { workspaceId: "ws_bench_raw", taskId };
    },
    async insertBatch(stream, payloads) {
      await lite.transaction(async (tx) => {
        const { rows } = await tx.query<{ last: string | number | bigint }>(SEQ_SQL, [payloads.length]);
        await tx.query(insertSqlFor(payloads.length), rowParams(stream, payloads, BigInt(rows[0]!.last)));
      });
    },
    async insertBatchNoLock(stream, payloads) {
      await lite.transaction(async (tx) => {
        await tx.query(insertSqlFor(payloads.length, true), rowParamsNoLock(stream, payloads));
      });
    },
    async close() {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface CellRow {
  batch: number;
  clients: number;
  api: ReturnType<typeof describeCell>;
  raw: ReturnType<typeof describeCell>;
  rawNoLock: ReturnType<typeof describeCell>;
  ratio: number;
  apiStatementsPerRequest: { total: number; byKind: Record<string, number> };
}

function describeCell(r: CellResult & { locks?: LockSample }, batch: number) {
  return {
    locks: r.locks,
    batches: r.ops,
    events: r.ops * batch,
    seconds: round(r.seconds, 3),
    eventsPerSecond: round((r.ops * batch) / r.seconds, 1),
    batchesPerSecond: round(r.ops / r.seconds, 1),
    latencyMs: summarize(r.latencies),
    /** Node CPU per batch: the API server process's (app and HTTP clients when in-process), or this process's for raw (the pg client). */
    processCpuMsPerBatch: r.ops > 0 ? round(r.processCpuMs / r.ops, 3) : NaN,
    processCpuPercent: round((r.processCpuMs / 10 / r.seconds), 1),
    /** PostgreSQL's CPU per batch: all server processes of the benchmark's database (local PostgreSQL only). */
    databaseCpuMsPerBatch: r.databaseCpuMs !== undefined && r.ops > 0 ? round(r.databaseCpuMs / r.ops, 3) : undefined,
  };
}

async function main() {
  const started = performance.now();
  const loadAtStart = os.loadavg().map((x) => round(x, 2));
  progress(`append benchmark: ${opts.embedded ? "embedded PGlite" : "PostgreSQL"}, ${opts.warmup}s warm-up + ${opts.duration}s per cell`);
  const bench: BenchApp = await startBenchApp(opts);
  let raw: RawTarget | undefined;
  const proxy = DB_RTT > 0 && bench.db.kind === "postgres" ? await latencyProxy(bench.db.url!, DB_RTT / 2) : undefined;
  /** Where the measured writes reach PostgreSQL: through the proxy when there is one. */
  const writesUrl = proxy?.url ?? bench.db.url!;
  try {
    progress(`app on ${bench.url} (${bench.app.services().db.kind}, pub/sub ${opts.redisUrl ? "redis" : "memory"})`);
    raw = bench.db.kind === "postgres" ? await postgresRaw(writesUrl) : await pgliteRaw();

    // The stored payload shape of a user.message, so the baseline writes the same bytes.
    const probeTask = await createTask(bench.client, "probe");
    await bench.client.request(SEND, { input: { taskId: probeTask, events: [textMessage("__TEXT__")] } });
    const [{ payload: template }] = await bench.app
      .services()
      .db.sql.query<{ payload: string }>(`SELECT "payload"::text AS payload FROM "Event" WHERE "taskId" = $1`, [probeTask]);
    // Each row its own messageId, as the API's rows have (unique in a task: "Event_taskId_messageId_key").
    const stored = JSON.parse(template!) as { messageId?: string };
    const payloadFor = (text: string) =>
      template!.replace("__TEXT__", text).replace(JSON.stringify(stored.messageId), JSON.stringify(newId("message")));
    progress(`stored payload: ${template}`);

    // The API the cells measure: a server process of its own (PostgreSQL), or the app in this process.
    const separate = bench.db.kind === "postgres" && (opts.extra.api ?? "process") === "process";
    let server: Child | undefined;
    let target = { client: bench.client, cpuMs: undefined as (() => number) | undefined, where: "in this process (its CPU includes the HTTP clients')" };
    if (separate) {
      await buildDist();
      const port = await freePort();
      server = await startChild(
        "the API server",
        process.execPath,
        [...(process.env.BENCH_API_NODE_ARGS ?? "").split(" ").filter(Boolean), "dist/main.js", "--no-demo-worker"],
        {
          DATABASE_URL: writesUrl,
          ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
          BOOTSTRAP_API_KEY: bench.apiKey,
          PORT: String(port),
          HOST: "127.0.0.1",
          LOG_LEVEL: "warn",
          NODE_ENV: "production",
        },
        port,
        () => httpOk(`http://127.0.0.1:${port}/health`),
      );
      target = { client: gqlClient(server.url, bench.apiKey), cpuMs: server.cpuMs, where: `a server process of its own (pid ${server.proc.pid}; \`node dist/main.js\`, NODE_ENV=production)` };
      progress(`API server on ${server.url} (pid ${server.proc.pid})`);
    }
    const cells: CellRow[] = [];
    try {
      // Global warm-up (JIT, Prisma's query plans, pools), before any cell: both batch sizes, both paths.
      const globalWarmup = Number(opts.extra["global-warmup"] ?? 3);
      progress(`global warm-up ${globalWarmup}s`);
      {
        const wBody = await newStream(target.client, "warm-up");
        const wRaw = await raw.newTask();
        const end = performance.now() + globalWarmup * 1000;
        for (let k = 0; performance.now() < end; k++) {
          const n = k % 2 === 0 ? 1 : 50;
          await wBody(target.client, Array.from({ length: n }, (_, i) => `warm ${k}.${i}`));
          const payloads = Array.from({ length: n }, (_, i) => payloadFor(`warm ${k}.${i}`));
          await raw.insertBatch(wRaw, payloads);
          await raw.insertBatchNoLock(wRaw, payloads);
        }
      }

      // PostgreSQL: sample pg_stat_activity during each cell (lock waiters and what the holder does).
      // Also the database's CPU in the cell, where PostgreSQL runs on this machine.
      const sampled = async (run: (databaseCpuMs?: () => number | undefined) => Promise<CellResult>): Promise<CellResult & { locks?: LockSample }> => {
        if (bench.db.kind !== "postgres") return run();
        const sampler = await startLockSampler(bench.db.url!);
        try {
          const r = await run(() => sampler.databaseCpuMs());
          return { ...r, locks: await sampler.stop() };
        } finally {
          await sampler.stop();
        }
      };

      for (const batch of BATCH_SIZES) {
        for (const clients of CONCURRENCIES) {
          // API: each client its own task; bodies pre-built except for the text.
          const apiStreams = await Promise.all(Array.from({ length: clients }, (_, i) => newStream(target.client, `api-${batch}x${clients}-${i}`)));
          let counter = 0;
          const write = (on: GqlClient, c: number) => {
            const k = ++counter;
            return apiStreams[c]!(on, Array.from({ length: batch }, (_, i) => `hello ${k}.${i}`));
          };
          const apiOp = async (c: number) => void (await write(target.client, c));
          progress(`API  batch=${batch} clients=${clients} …`);
          const apiResult = await sampled((dbCpu) => closedLoop(clients, opts.warmup, opts.duration, apiOp, target.cpuMs, dbCpu));
          // Statements per request: a short pass on the in-process app, counted through its query log.
          const counting = countStatements(bench.app);
          const requests = 20;
          for (let i = 0; i < requests; i++) await write(bench.client, 0);
          const stmts = counting.stop();
          const perRequest = {
            total: round(stmts.total / requests, 2),
            byKind: Object.fromEntries(Object.entries(stmts.byKind).map(([k, v]) => [k, round(v / requests, 2)])),
          };
          const api = describeCell(apiResult, batch);
          if (api.locks) progress(`  sequencer row: ${api.locks.meanLockWaiters} waiting on average; holder ${JSON.stringify(api.locks.holderState)}`);
          progress(`  API ${api.eventsPerSecond} events/s (p50 ${api.latencyMs.p50} ms/batch), ${perRequest.total} statements/request`);

          const rawTasks = await Promise.all(Array.from({ length: clients }, () => raw!.newTask()));
          let rawCounter = 0;
          const rawOp = async (c: number) => {
            const k = ++rawCounter;
            const payloads = Array.from({ length: batch }, (_, i) => payloadFor(`hello ${k}.${i}`));
            await raw!.insertBatch(rawTasks[c]!, payloads);
          };
          progress(`raw  batch=${batch} clients=${clients} …`);
          const rawDesc = describeCell(await sampled((dbCpu) => closedLoop(clients, opts.warmup, opts.duration, rawOp, undefined, dbCpu)), batch);
          progress(`  raw ${rawDesc.eventsPerSecond} events/s (p50 ${rawDesc.latencyMs.p50} ms/batch)`);

          const noLockTasks = await Promise.all(Array.from({ length: clients }, () => raw!.newTask()));
          const noLockOp = async (c: number) => {
            const k = ++rawCounter;
            const payloads = Array.from({ length: batch }, (_, i) => payloadFor(`hello ${k}.${i}`));
            await raw!.insertBatchNoLock(noLockTasks[c]!, payloads);
          };
          progress(`raw without sequencer lock  batch=${batch} clients=${clients} …`);
          const rawNoLock = describeCell(await closedLoop(clients, opts.warmup, opts.duration, noLockOp), batch);
          progress(`  raw (nextval) ${rawNoLock.eventsPerSecond} events/s (p50 ${rawNoLock.latencyMs.p50} ms/batch)`);
          cells.push({
            batch,
            clients,
            api,
            raw: rawDesc,
            rawNoLock,
            ratio: rawDesc.eventsPerSecond > 0 ? round(api.eventsPerSecond / rawDesc.eventsPerSecond, 3) : NaN,
            apiStatementsPerRequest: perRequest,
          });
        }
      }

    } finally {
      target.client.close();
      await server?.stop();
    }
    // Sanity: everything the API acknowledged is in the log, sequences unique.
    const [check] = await bench.app
      .services()
      .db.sql.query<{ n: string; distinct: string }>(`SELECT count(*)::text AS n, count(DISTINCT "sequence")::text AS distinct FROM "Event"`);

    const dbKind = opts.embedded ? "pglite (embedded)" : "postgresql";
    const info = machineInfo(dbKind, {
      postgresServer: opts.embedded ? undefined : await serverVersion(bench),
      pubsub: opts.redisUrl ? "redis" : "memory",
      rawBaseline: raw.kind,
      warmupSeconds: opts.warmup,
      durationSeconds: opts.duration,
      loadAverageAtStart: loadAtStart,
    });

    const rows = cells.map((c) => [
      c.batch,
      c.clients,
      fmt(c.api.eventsPerSecond),
      fmt(c.raw.eventsPerSecond),
      c.ratio > 0 ? `**${c.ratio.toFixed(3)}** (${(1 / c.ratio).toFixed(1)}× slower)` : "n/a (no API batch completed in the window)",
      `${c.api.latencyMs.p50} / ${c.api.latencyMs.p99}`,
      `${c.raw.latencyMs.p50} / ${c.raw.latencyMs.p99}`,
      `${c.api.processCpuMsPerBatch} / ${c.raw.processCpuMsPerBatch}`,
      `${c.api.databaseCpuMsPerBatch ?? "n/a"} / ${c.raw.databaseCpuMsPerBatch ?? "n/a"}`,
      fmt(c.rawNoLock.eventsPerSecond),
    ]);
    const table = markdownTable(
      [
        "batch",
        "clients",
        "API events/s",
        "raw SQL events/s",
        "API/raw",
        "API ms/batch p50 / p99",
        "raw ms/batch p50 / p99",
        "Node CPU ms/batch API / raw",
        "PostgreSQL CPU ms/batch API / raw",
        "ref: raw, nextval() instead of the sequencer row, events/s",
      ],
      rows,
    );
    const stmtTable = markdownTable(
      ["batch", "clients", `SQL statements per ${WRITE_NAME} request (Prisma query log; BEGIN is not logged)`],
      cells.map((c) => [
        c.batch,
        c.clients,
        `${c.apiStatementsPerRequest.total}: ${Object.entries(c.apiStatementsPerRequest.byKind).map(([k, v]) => `${k} ×${v}`).join(", ")}`,
      ]),
    );
    const holderText = (l?: LockSample) =>
      l
        ? `${l.meanLockWaiters} (${Math.round(l.contendedShare * 100)}% of samples); holder: ${Object.entries(l.holderState)
            .map(([k, v]) => `${k} ${Math.round(v * 100)}%`)
            .join(", ")}`
        : "n/a";
    const lockTable = markdownTable(
      ["batch", "clients", "API: sessions waiting for the sequencer row (mean) and what the lock holder was doing", "raw: same"],
      cells.map((c) => [c.batch, c.clients, holderText(c.api.locks), holderText(c.raw.locks)]),
    );
    const md = [
      `# Append throughput — ${dbKind}`,
      "",
      `${info.date} · Node ${info.node} · ${info.cpuCount} × ${info.cpuModel} · ${info.database}${info.postgresServer ? ` ${info.postgresServer}` : ""} · pub/sub ${info.pubsub} · ${opts.warmup}s warm-up + ${opts.duration}s per cell · load average at start ${loadAtStart.join(" ")}, at end ${info.loadAverage.join(" ")}`,
      "",
      gitLine(info.git),
      "",
      `- API: ${WRITER === "worker" ? "\`appendRunEvents\` over HTTP (keep-alive, \`x-api-key\`), worker.message events with one short text block; each client appends to a run claimed for its own task" : WRITER === "new-task" ? "\`createTask\` over HTTP (keep-alive, \`x-api-key\`) with user.message events of one short text block; each request a new task (its row, the run its messages queue, the messages)" : WRITER === "turn" ? "a whole turn over HTTP (keep-alive, \`x-api-key\`) on each client's own task: \`sendEvents\` of user.message events, \`claimRun\`, \`appendRunEvents\` of as many worker.message events, \`finishRun\` (events/s counts the user's messages: turns/s at batch 1; statements are per turn)" : "\`sendEvents\` over HTTP (keep-alive, \`x-api-key\`), user.message events with one short text block; each client appends to its own task"} in a closed loop. The API runs ${target.where}; the HTTP clients run in the benchmark's process.`,
      `- Raw: ${raw.kind}; per batch one transaction: \`UPDATE "EventSequencer" SET "last" = "last" + n … RETURNING\` + one multi-row \`INSERT\` into \`bench_event\` (LIKE "Event" INCLUDING ALL + the same 4 FKs), then COMMIT.`,
      "- ref column: the raw INSERT with `nextval()` for the sequence (no global row lock) — not a fair baseline, it shows what the single-row sequencer costs.",
      "- PostgreSQL CPU: user + system time of the server processes of the benchmark database's sessions in the cell (read from /proc each 25 ms; n/a where PostgreSQL is not a process of this machine), per batch (per turn for turns).",
      ...(MESSAGE_IDS ? ["- Every user message carries a `messageId` of the client's own, which the server checks is new in its task."] : []),
      ...(proxy ? [`- Database across a network: the API server and the raw baseline reach PostgreSQL through a proxy in the benchmark's process that holds each packet ${DB_RTT / 2} ms each way (${DB_RTT} ms of round trip added).`] : []),
      "",
      table,
      "",
      stmtTable,
      "",
      ...(bench.db.kind === "postgres"
        ? [
            "Lock sampling (pg_stat_activity every 25 ms during each cell, warm-up included). \"idle in transaction\" = PostgreSQL is waiting for the Node process to send the next statement while the row lock is held; \"active: IO:WALSync\" etc. = executing (COMMIT flushing WAL).",
            "",
            lockTable,
            "",
          ]
        : []),
      `Check: "Event" holds ${check?.n} rows with ${check?.distinct} distinct sequences.`,
      "",
    ].join("\n");
    writeResults(opts.extra.out ?? (opts.embedded ? "append-embedded" : "append"), md, { machine: info, dbRttMs: DB_RTT, messageIds: MESSAGE_IDS, cells, eventTableCheck: check });
    progress(`done in ${round((performance.now() - started) / 1000, 1)} s`);
  } finally {
    await raw?.close().catch(() => {});
    await proxy?.close();
    await bench.stop();
  }
}

async function serverVersion(bench: BenchApp) {
  const [row] = await bench.app.services().db.sql.query<{ v: string }>(`SHOW server_version`);
  return row?.v;
}

const fmt = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: 0 });

main().catch((err) => {
  progress(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
