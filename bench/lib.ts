/**
 * Shared pieces of the benchmarks: starting the real app in-process on a fresh database,
 * a lean keep-alive HTTP GraphQL client, timing helpers, percentiles and result files.
 */
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { Session } from "node:inspector";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { PerformanceObserver, constants as perfConstants } from "node:perf_hooks";
import vm from "node:vm";
import pg from "pg";
import type { GraphQLFormattedError } from "graphql";
import { TaskApiError } from "../sdk/index.js";
import type { App } from "../src/server/app.js";
import type { Config } from "../src/config.js";
import type { Logger } from "../src/logger.js";
import { buildDist, cpuMsOf } from "./processes.js";

export const RESULTS_DIR = fileURLToPath(new URL("./results", import.meta.url));

export interface BenchOptions {
  embedded: boolean;
  /** Admin URL of the PostgreSQL server; a fresh database is created on it. */
  databaseUrl: string;
  /** Redis for the app's pub/sub; undefined = the in-process bus. */
  redisUrl: string | undefined;
  /** Seconds measured per cell. */
  duration: number;
  /** Seconds of warm-up per cell. */
  warmup: number;
  /** Free-form numeric options (--name=value). */
  extra: Record<string, string>;
}

/**
 * --embedded            run the app on PGlite (default: PostgreSQL)
 * --duration=S          seconds measured per cell
 * --warmup=S            seconds of warm-up per cell
 * --redis / --no-redis  pub/sub on Redis (default: on with PostgreSQL, off with --embedded)
 * Environment: BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test),
 *              BENCH_REDIS_URL (default redis://127.0.0.1:6379).
 */
export function parseOptions(argv: string[], defaults: { duration: number; warmup: number }): BenchOptions {
  const flags = new Set(argv.filter((a) => a.startsWith("--") && !a.includes("=")));
  const kv: Record<string, string> = {};
  for (const a of argv) {
    const m = /^--([^=]+)=(.*)$/.exec(a);
    if (m) kv[m[1]!] = m[2]!;
  }
  const embedded = flags.has("--embedded");
  const useRedis = flags.has("--redis") ? true : flags.has("--no-redis") ? false : !embedded;
  return {
    embedded,
    databaseUrl: process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test",
    redisUrl: useRedis ? process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379" : undefined,
    duration: kv.duration ? Number(kv.duration) : defaults.duration,
    warmup: kv.warmup ? Number(kv.warmup) : defaults.warmup,
    extra: kv,
  };
}

export const progress = (msg: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

export interface BenchDatabase {
  kind: "postgres" | "pglite";
  /** For PostgreSQL: the URL of the fresh database. */
  url?: string;
  /** For PGlite: the app's data folder. */
  dataDir?: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh database: `bench_<random>` on the PostgreSQL server, or a new PGlite folder. */
export async function freshDatabase(opts: BenchOptions): Promise<BenchDatabase> {
  if (opts.embedded) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "atg-bench-"));
    return { kind: "pglite", dataDir: dir, name: dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `bench_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: opts.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(opts.databaseUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    kind: "postgres",
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      const c = new pg.Client({ connectionString: opts.databaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface GqlClient {
  /** Sends a ready JSON body; resolves with the parsed response, throws the SDK's TaskApiError on GraphQL errors. */
  post<T = unknown>(body: string): Promise<T>;
  request<T = unknown>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): void;
}

/**
 * A keep-alive HTTP client on node:http (lighter than fetch, so less of the client is measured);
 * the SDK's request function is fetch's. Its errors are the SDK's (TaskApiError: code, status,
 * retryAfter); it never retries, so every refusal is counted.
 */
export function gqlClient(url: string, apiKey: string): GqlClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const u = new URL(url);
  const post = <T>(body: string) =>
    new Promise<T>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: u.hostname,
          port: u.port,
          path: u.pathname,
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "content-length": Buffer.byteLength(body),
            "x-api-key": apiKey,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            try {
              const json = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data?: T; errors?: GraphQLFormattedError[] };
              if (json.errors?.length) reject(new TaskApiError(json.errors, res.statusCode));
              else resolve(json.data as T);
            } catch (err) {
              reject(err);
            }
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  return {
    post,
    request: (query, variables) => post(JSON.stringify({ query, variables })),
    close: () => agent.destroy(),
  };
}

export interface BenchApp {
  app: App;
  url: string;
  apiKey: string;
  db: BenchDatabase;
  client: GqlClient;
  stop(): Promise<void>;
}

/**
 * The server's modules as `npm start` runs them: from the production build (dist/), built from the
 * sources first. tsx, which runs the benchmark scripts, transpiles with esbuild's `keepNames`: every
 * function it creates is then named by a call that puts the function's properties in dictionary
 * mode (256 bytes each). Measured under tsx, an open subscription held ~3 KiB more heap (13 such
 * closures) and every delivery paid for the closures made on its way; users run dist/, built
 * without it.
 */
async function productionBuild() {
  await buildDist();
  const dist = new URL("../dist/", import.meta.url).href;
  const [app, config, logger] = await Promise.all([
    import(`${dist}server/app.js`) as Promise<typeof import("../src/server/app.js")>,
    import(`${dist}config.js`) as Promise<typeof import("../src/config.js")>,
    import(`${dist}logger.js`) as Promise<typeof import("../src/logger.js")>,
  ]);
  return { buildApp: app.buildApp, loadConfig: config.loadConfig, createLogger: logger.createLogger };
}

/**
 * Starts the real app (buildApp, from dist/: see productionBuild) on port 0 against a fresh database, logger silent (BENCH_LOG_LEVEL to change).
 * `overrides` replaces configuration fields (e.g. streamsPerWorkspace for the fan-out benchmark);
 * `logger` replaces the app's logger (e.g. one that collects errors for the results).
 */
export async function startBenchApp(opts: BenchOptions, overrides: Partial<Config> = {}, logger?: Logger): Promise<BenchApp> {
  const { buildApp, loadConfig, createLogger } = await productionBuild();
  const db = await freshDatabase(opts);
  const apiKey = `bench-admin-${randomUUID()}`;
  // BENCH_LOG_LEVEL (e.g. error) shows the app's logs on stdout when a run needs explaining; silent by default.
  const logLevel = (process.env.BENCH_LOG_LEVEL || "silent") as Config["logLevel"];
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: db.url,
    dataDir: db.dataDir ?? "",
    redisUrl: opts.redisUrl,
    bootstrapApiKey: apiKey,
    port: 0,
    host: "127.0.0.1",
    logLevel,
    shutdownGraceMs: 2000,
    ...overrides,
  };
  const app = buildApp(config, logger ?? createLogger(config.logLevel));
  try {
    await app.start(0);
  } catch (err) {
    await db.drop().catch(() => {});
    throw err;
  }
  const url = app.url();
  const client = gqlClient(url, apiKey);
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      client.close();
      await app.stop().catch((err) => progress(`app.stop failed: ${String(err)}`));
      await db.drop().catch((err) => progress(`dropping ${db.name} failed: ${String(err)}`));
    })());
  // Drop the database even when interrupted.
  const onSignal = () => {
    progress("interrupted; cleaning up");
    void stop().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return { app, url, apiKey, db, client, stop };
}

export async function createTask(client: GqlClient, title: string): Promise<string> {
  const d = await client.request<{ createTask: { task: { id: string } } }>(
    `mutation($title: String) { createTask(input: { title: $title }) { task { id } } }`,
    { title },
  );
  return d.createTask.task.id;
}

/** Percentile by nearest rank on a copy (q in 0..100). */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.ceil((q / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarize(values: number[]) {
  const mean = values.reduce((a, b) => a + b, 0) / (values.length || 1);
  return {
    n: values.length,
    mean: round(mean, 3),
    p50: round(percentile(values, 50), 3),
    p90: round(percentile(values, 90), 3),
    p99: round(percentile(values, 99), 3),
    max: round(values.length ? Math.max(...values) : NaN, 3),
  };
}

export const round = (x: number, digits = 2) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : x);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface CellResult {
  /** Completed operations in the measured window. */
  ops: number;
  seconds: number;
  /** Latency of each operation, ms. */
  latencies: number[];
  /** CPU time of this whole process (server and client, user + system) in the window, ms. */
  processCpuMs: number;
  /** CPU time of the database's server processes in the window, ms, where it can be read (see startLockSampler). */
  databaseCpuMs?: number;
}

/**
 * Runs `op(client)` in a closed loop on `concurrency` clients: a warm-up of `warmupS` seconds,
 * then `durationS` measured seconds. Operations that started in the window are counted.
 * The phases follow the clock, not timers, and every worker yields to the event loop after each
 * operation: an in-process database (PGlite) resolves its promises in microtasks only, which
 * would otherwise starve timers and the HTTP server.
 */
export async function closedLoop(
  concurrency: number,
  warmupS: number,
  durationS: number,
  op: (client: number) => Promise<void>,
  /** Whose CPU the result reports (ms so far): this process's by default, or a server's. */
  cpuMs: () => number = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  },
  /** The database's CPU so far (ms), when it can be read. */
  databaseCpuMs?: () => number | undefined,
): Promise<CellResult> {
  const start = performance.now();
  const measureStart = start + warmupS * 1000;
  const measureStop = measureStart + durationS * 1000;
  let ops = 0;
  const latencies: number[] = [];
  let cpuStart: number | undefined;
  let dbCpuStart: number | undefined;
  const worker = async (c: number) => {
    for (;;) {
      const t0 = performance.now();
      if (t0 >= measureStop) return;
      const counted = t0 >= measureStart;
      if (counted && cpuStart === undefined) {
        cpuStart = cpuMs();
        dbCpuStart = databaseCpuMs?.();
      }
      await op(c);
      if (counted) {
        latencies.push(performance.now() - t0);
        ops++;
      }
      await new Promise<void>((r) => setImmediate(r));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, c) => worker(c)));
  // The window ends when the last operation started in it has finished.
  const measureEnd = performance.now();
  return {
    ops,
    seconds: (measureEnd - Math.max(measureStart, start)) / 1000,
    latencies,
    processCpuMs: cpuStart === undefined ? 0 : cpuMs() - cpuStart,
    databaseCpuMs: dbCpuStart === undefined ? undefined : (databaseCpuMs?.() ?? NaN) - dbCpuStart,
  };
}

/** The commit measured, and whether src/ had uncommitted changes (others edit the tree meanwhile). */
export function gitInfo(): { commit: string; srcChanges: string[] } | undefined {
  const cwd = fileURLToPath(new URL("..", import.meta.url));
  // A copy made with `git archive` has no .git; BENCH_CODE_LABEL names what it is.
  if (process.env.BENCH_CODE_LABEL) return { commit: process.env.BENCH_CODE_LABEL, srcChanges: [] };
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const status = execFileSync("git", ["status", "--porcelain", "--", "src", "prisma"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return { commit, srcChanges: status.split("\n").filter(Boolean).map((l) => l.trim()) };
  } catch {
    return undefined;
  }
}

export function machineInfo<T extends Record<string, unknown>>(dbKind: string, extra: T = {} as T) {
  const cpus = os.cpus();
  return {
    git: gitInfo(),
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model ?? "unknown",
    totalMemoryGiB: round(os.totalmem() / 2 ** 30, 1),
    /** 1/5/15-minute load averages when the results were written (other work on the machine skews results). */
    loadAverage: os.loadavg().map((x) => round(x, 2)),
    database: dbKind,
    ...extra,
  };
}

/** A markdown table from a header row and rows. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Writes bench/results/<name>.md and .json (and prints the markdown to stdout). */
export function writeResults(name: string, markdown: string, json: unknown) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${name}.md`), markdown.endsWith("\n") ? markdown : `${markdown}\n`);
  writeFileSync(
    path.join(RESULTS_DIR, `${name}.json`),
    `${JSON.stringify(json, (_k, v) => (typeof v === "bigint" ? v.toString() : v), 2)}\n`,
  );
  process.stdout.write(`${markdown}\n`);
  progress(`wrote ${path.relative(process.cwd(), path.join(RESULTS_DIR, `${name}.md`))} and .json`);
}

/**
 * Counts the SQL statements Prisma sends while fn runs (through the app's own observer hook),
 * by the first words of each statement. The hook runs in the measured server, so it only counts
 * each text (a handful of distinct ones); they are classified once, at the end.
 */
export function countStatements(app: App) {
  const counts = new Map<string, number>();
  let total = 0;
  const off = app.services().db.onQuery((sql) => {
    total++;
    counts.set(sql, (counts.get(sql) ?? 0) + 1);
  });
  return {
    stop() {
      off();
      const byKind = new Map<string, number>();
      for (const [sql, n] of counts) {
        const kind = statementKind(sql);
        byKind.set(kind, (byKind.get(kind) ?? 0) + n);
      }
      return { total, byKind: Object.fromEntries([...byKind].sort((a, b) => b[1] - a[1])) };
    },
  };
}

function statementKind(sql: string): string {
  const s = sql.replace(/\s+/g, " ").trim();
  const table = /(?:FROM|INTO|UPDATE)\s+("?[\w.]+"?\.)?"?(\w+)"?/i.exec(s)?.[2];
  const verb = s.split(" ")[0]!.toUpperCase();
  return table ? `${verb} ${table}` : verb;
}

export interface LockSample {
  samples: number;
  /** Mean number of this database's sessions waiting for a lock (here: the EventSequencer row). */
  meanLockWaiters: number;
  /** Share of samples in which someone waited. */
  contendedShare: number;
  /**
   * While someone waited: what the session holding the lock was doing, as shares of those samples.
   * "idle in transaction" = the database waits for the application to send the next statement
   * (Node work inside the lock window); "active: WALSync" etc. = executing, with its wait event.
   */
  holderState: Record<string, number>;
}

/**
 * Samples pg_stat_activity of one PostgreSQL database every `everyMs` (a separate connection):
 * lock waiters, and what the blocking session is doing. PostgreSQL only.
 */
export async function startLockSampler(url: string, everyMs = 25) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  // The database's CPU: that of each server process of this database's sessions (but the sampler's
  // own) seen so far, read from /proc, so only where PostgreSQL runs on this machine. A session's
  // last reading is kept once it is gone; one that began between two samples is counted whole.
  const backendCpu = new Map<number, number>();
  let local = true;
  const readBackends = (pids: number[]) => {
    for (const pid of pids) {
      try {
        if (!backendCpu.has(pid) && readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "postgres") local = false;
        backendCpu.set(pid, cpuMsOf(pid));
      } catch {
        // Gone since pg_stat_activity listed it, or not a process of this machine (then none of
        // them is, and nothing is counted): either way, nothing to read.
      }
    }
  };
  let samples = 0;
  let waiters = 0;
  let contended = 0;
  const holder = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await c.query<{ waiting: number; pids: number[] | null; holder_state: string | null; holder_wait: string | null }>(
        `WITH w AS (
           SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid())
         SELECT (SELECT count(*) FROM w)::int AS waiting,
                (SELECT array_agg(pid) FROM pg_stat_activity
                  WHERE datname = current_database() AND pid <> pg_backend_pid()) AS pids,
                b.state AS holder_state,
                b.wait_event_type || ':' || b.wait_event AS holder_wait
           FROM (SELECT 1) one
           LEFT JOIN pg_stat_activity b
             ON b.pid = (SELECT (pg_blocking_pids(w.pid))[1] FROM w
                          WHERE cardinality(pg_blocking_pids(w.pid)) > 0
                            AND NOT EXISTS (SELECT 1 FROM w w2 WHERE w2.pid = (pg_blocking_pids(w.pid))[1])
                          LIMIT 1)`,
      );
      const r = rows[0]!;
      readBackends(r.pids ?? []);
      samples++;
      waiters += r.waiting;
      if (r.waiting > 0) {
        contended++;
        const key = r.holder_state == null ? "unknown" : r.holder_state === "active" ? `active: ${r.holder_wait ?? "on CPU"}` : r.holder_state;
        holder.set(key, (holder.get(key) ?? 0) + 1);
      }
      await sleep(everyMs);
    }
  })();
  return {
    /** The CPU of this database's sessions so far (ms), or undefined where PostgreSQL is not a process of this machine. */
    databaseCpuMs(): number | undefined {
      readBackends([...backendCpu.keys()].filter((pid) => existsSync(`/proc/${pid}`)));
      if (!local || backendCpu.size === 0) return undefined;
      let total = 0;
      for (const ms of backendCpu.values()) total += ms;
      return total;
    },
    async stop(): Promise<LockSample> {
      running = false;
      await loop.catch(() => {});
      await c.end().catch(() => {});
      return {
        samples,
        meanLockWaiters: round(waiters / (samples || 1), 2),
        contendedShare: round(contended / (samples || 1), 3),
        holderState: Object.fromEntries(
          [...holder].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, round(v / (contended || 1), 3)]),
        ),
      };
    },
  };
}

/** One markdown line naming the code measured. */
export function gitLine(git: ReturnType<typeof gitInfo>): string {
  if (!git) return "Code: (git unavailable)";
  return git.srcChanges.length
    ? `Code: commit ${git.commit} plus uncommitted changes in ${git.srcChanges.length} file(s) of src/ or prisma/ (${git.srcChanges.join(", ")}).`
    : `Code: commit ${git.commit}, src/ and prisma/ clean.`;
}

/**
 * The --cpu-profile=DIR option of the benchmarks: this process's (the server's) CPU profile over a
 * measured window, `start()` to `stop(name)`, written as DIR/<name>.cpuprofile (Chrome DevTools
 * opens it), sampled every 100 µs. A stretch of the window the server was busy but has few samples
 * in is the process waiting for a core.
 */
export function cpuProfile(dir: string) {
  return inspectorProfile(
    dir,
    "cpuprofile",
    (post) => post("Profiler.enable").then(() => post("Profiler.setSamplingInterval", { interval: 100 })).then(() => post("Profiler.start")),
    (post) => post("Profiler.stop"),
  );
}

type InspectorPost = (method: string, params?: object) => Promise<any>;

/**
 * A profile of this process taken through the inspector: `begin` starts it, `end` stops it and
 * hands it back; `stop(name)` writes it as DIR/<name>.<extension>.
 */
function inspectorProfile(dir: string, extension: string, begin: (post: InspectorPost) => Promise<unknown>, end: (post: InspectorPost) => Promise<{ profile: unknown }>) {
  const session = new Session();
  session.connect();
  const post: InspectorPost = (method, params) =>
    new Promise<any>((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));
  return {
    start: () => void begin(post),
    stop: (name: string) =>
      void end(post).then(({ profile }) => {
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, `${name}.${extension}`), JSON.stringify(profile));
        session.disconnect();
      }),
  };
}

/**
 * The allocations made in a window, sampled (V8's sampling heap profiler, one sample per
 * `intervalBytes` on average) with the stack that made them, those already collected included:
 * what the young generation fills with, so what sets how often it is collected. Written as
 * DIR/<name>.heapprofile for DevTools' Memory tab (Allocation sampling).
 */
export function allocationProfile(dir: string, intervalBytes = 4096) {
  return inspectorProfile(
    dir,
    "heapprofile",
    (post) =>
      post("HeapProfiler.enable").then(() =>
        post("HeapProfiler.startSampling", { samplingInterval: intervalBytes, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }),
      ),
    (post) => post("HeapProfiler.stopSampling"),
  );
}

/** Forces a full GC (for the memory readings) without needing --expose-gc on the command line. */
export function gcFunction(): () => void {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

/**
 * This process's garbage collections as Node reports them (perf_hooks "gc" entries: each pause's
 * kind and duration), in a window from the watch's start (or `from()`) to `until()` (or `stop()`): young
 * and major collections counted, with their pauses' p50, p90, max and total, and the share of the
 * window spent paused (every kind, incremental marking steps and weak callbacks too). Entries not
 * yet handed to the observer when it stops are taken from it, so none is lost.
 */
export function watchGc() {
  const seen: { at: number; ms: number; kind: number | undefined }[] = [];
  let from = performance.now();
  let until = Infinity;
  const note = (entries: PerformanceEntry[]) => {
    for (const e of entries) seen.push({ at: e.startTime, ms: e.duration, kind: (e as { detail?: { kind?: number } }).detail?.kind });
  };
  const observer = new PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ entryTypes: ["gc"] });
  const summary = (xs: number[]) => ({
    count: xs.length,
    p50Ms: round(percentile(xs, 50), 1),
    p90Ms: round(percentile(xs, 90), 1),
    maxMs: round(xs.reduce((m, x) => (x > m ? x : m), 0), 1),
    totalMs: round(xs.reduce((t, x) => t + x, 0), 1),
  });
  return {
    from: () => void (from = performance.now()),
    until: () => void (until = performance.now()),
    stop() {
      note(observer.takeRecords());
      observer.disconnect();
      const end = Math.min(until, performance.now());
      const inWindow = seen.filter((g) => g.at >= from && g.at < end);
      const pausedMs = inWindow.reduce((t, g) => t + g.ms, 0);
      return {
        minor: summary(inWindow.filter((g) => g.kind === perfConstants.NODE_PERFORMANCE_GC_MINOR).map((g) => g.ms)),
        major: summary(inWindow.filter((g) => g.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR).map((g) => g.ms)),
        pausedPercent: end > from ? round((100 * pausedMs) / (end - from), 1) : 0,
        /** Every pause of the window, its start as epoch ms (comparable across processes). */
        pauses: inWindow.map((g) => ({ start: performance.timeOrigin + g.at, ms: g.ms })),
      };
    },
  };
}
