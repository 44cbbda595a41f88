/**
 * Previews: what one `publishDeltas` call costs the server, over graphql-ws (one socket kept
 * open, as a worker streaming a reply keeps one) and over HTTP (keep-alive), with 2 subscribers
 * per task following the previews (`taskEvents(deltas: [WORKER_MESSAGE])`) over graphql-ws.
 *
 *   npx tsx bench/previews.ts                 # PostgreSQL (BENCH_DATABASE_URL) + Redis pub/sub
 *   npx tsx bench/previews.ts -- --embedded   # PGlite and the in-process bus
 *   options: --tasks=20 --concurrency=16 (calls in flight) --duration=10 --warmup=2 --out=NAME
 *
 * The app runs in this process; the worker and the subscribers run in one forked child, so the
 * server's CPU (process.cpuUsage over the measured window) is the server's alone. Reported per
 * transport: calls/s (closed loop), server CPU per call, call latency p50/p99, preview items
 * delivered to subscribers per second.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import { gitInfo, gitLine, machineInfo, markdownTable, parseOptions, percentile, progress, round, startBenchApp, writeResults } from "./lib.js";

const DELTAS = `mutation($input: PublishDeltasInput!) { publishDeltas(input: $input) { eventId } }`;
const FOLLOW = `subscription($t: ID!) { taskEvents(taskId: $t, deltas: [WORKER_MESSAGE]) { __typename } }`;

type Job = { url: string; apiKey: string; workerKey: string; runs: { runId: string; taskId: string }[]; transport: "graphql-ws" | "http"; concurrency: number; warmupMs: number; durationMs: number; subscribersPerTask: number };
type ChildOut = { calls: number; errors: string[]; latencies: number[]; delivered: number; windowMs: number };

async function child(job: Job): Promise<ChildOut> {
  const wsUrl = job.url.replace(/^http/, "ws");
  // The subscribers: one socket each, following the task's previews.
  const subs: Client[] = [];
  let delivered = 0;
  let ready = 0;
  for (const r of job.runs) {
    for (let k = 0; k < job.subscribersPerTask; k++) {
      const c = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { apiKey: job.apiKey }, retryAttempts: 0, lazy: false });
      await new Promise<void>((resolve) => c.on("connected", () => resolve()));
      let first = true;
      c.subscribe({ query: FOLLOW, variables: { t: r.taskId } }, { next: () => { if (first) { first = false; ready++; } delivered++; }, error: () => {}, complete: () => {} });
      subs.push(c);
    }
  }
  const worker = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { apiKey: job.workerKey }, retryAttempts: 0, lazy: false });
  const wsCall = (variables: Record<string, unknown>) =>
    new Promise<{ eventId?: string; error?: string }>((resolve) => {
      let got: any;
      worker.subscribe({ query: DELTAS, variables }, { next: (r) => (got = r), error: (e) => resolve({ error: JSON.stringify(e).slice(0, 200) }), complete: () => resolve(got?.errors ? { error: JSON.stringify(got.errors).slice(0, 200) } : { eventId: got?.data?.publishDeltas?.eventId }) });
    });
  const agent = new (await import("node:http")).Agent({ keepAlive: true, maxSockets: job.concurrency });
  const httpCall = (variables: Record<string, unknown>) =>
    fetch(job.url, { method: "POST", headers: { "content-type": "application/json", "x-api-key": job.workerKey }, body: JSON.stringify({ query: DELTAS, variables }) })
      .then((r) => r.json() as Promise<any>)
      .then((j) => (j.errors ? { error: JSON.stringify(j.errors).slice(0, 200) } : { eventId: j.data.publishDeltas.eventId as string }));
  void agent;
  const call = job.transport === "graphql-ws" ? wsCall : httpCall;
  // One reserved message per run, then deltas to it.
  const eventIds = new Map<string, string>();
  for (const r of job.runs) {
    const first = await call({ input: { runId: r.runId, type: "WORKER_MESSAGE", deltas: [{ index: 0, text: "start" }] } });
    if (!first.eventId) throw new Error(`first preview failed: ${first.error}`);
    eventIds.set(r.runId, first.eventId);
  }
  const start = performance.now();
  const measureFrom = start + job.warmupMs;
  const end = measureFrom + job.durationMs;
  let calls = 0;
  const errors: string[] = [];
  const latencies: number[] = [];
  let deliveredAtStart = 0;
  let marked = false;
  let n = 0;
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (performance.now() < end) {
        const r = job.runs[n++ % job.runs.length]!;
        const t0 = performance.now();
        const res = await call({ input: { runId: r.runId, type: "WORKER_MESSAGE", eventId: eventIds.get(r.runId), deltas: [{ index: 0, text: "a few words of a reply " }] } });
        const t1 = performance.now();
        if (t0 >= measureFrom) {
          if (!marked) {
            marked = true;
            deliveredAtStart = delivered;
            process.send!({ mark: true });
          }
          calls++;
          latencies.push(t1 - t0);
          if (res.error && errors.length < 5) errors.push(res.error);
        }
      }
    }),
  );
  const windowMs = performance.now() - measureFrom;
  process.send!({ markEnd: true });
  const out = { calls, errors, latencies, delivered: delivered - deliveredAtStart, windowMs };
  await worker.dispose();
  await Promise.all(subs.map((s) => s.dispose()));
  void ready;
  return out;
}

async function main() {
  const opts = parseOptions(process.argv.slice(2), { duration: 10, warmup: 2 });
  const tasks = Number(opts.extra.tasks ?? 20);
  const concurrency = Number(opts.extra.concurrency ?? 16);
  const bench = await startBenchApp(opts, { streamsPerWorkspace: 1000, rateLimitPerSecond: 0 });
  const rows: (string | number)[][] = [];
  const json: Record<string, unknown>[] = [];
  try {
    const key = await bench.client.request<any>(`mutation { createApiKey(input: { name: "w", scopes: [WORKER] }) { key } }`);
    const workerKey = key.createApiKey.key as string;
    const { gqlClient } = await import("./lib.js");
    const worker = gqlClient(bench.url, workerKey);
    for (const transport of ["graphql-ws", "http"] as const) {
      const runs: { runId: string; taskId: string }[] = [];
      for (let i = 0; i < tasks; i++) {
        const d = await bench.client.request<any>(`mutation($i: CreateTaskInput!) { createTask(input: $i) { task { id } } }`, { i: { events: [{ userMessage: { content: [{ text: { text: "hi" } }] } }] } });
        const taskId = d.createTask.task.id as string;
        const c = await worker.request<any>(`mutation($t: ID!) { claimRun(input: { taskId: $t, leaseSeconds: 600 }) { run { id } } }`, { t: taskId });
        runs.push({ runId: c.claimRun.run.id, taskId });
      }
      progress(`${transport}: ${tasks} tasks, 2 subscribers each, ${concurrency} calls in flight`);
      const p = fork(fileURLToPath(import.meta.url), ["--child"], { execArgv: process.execArgv, stdio: "inherit" });
      let cpu0 = process.cpuUsage();
      let cpuEnd: NodeJS.CpuUsage | undefined;
      const out = await new Promise<ChildOut>((resolve, reject) => {
        p.on("message", (m: any) => {
          if (m.mark) cpu0 = process.cpuUsage();
          else if (m.markEnd) cpuEnd = process.cpuUsage(cpu0);
          else if (m.result) resolve(m.result);
          else if (m.error) reject(new Error(m.error));
        });
        p.on("exit", (code) => code && reject(new Error(`child exited ${code}`)));
        p.send({ url: bench.url, apiKey: bench.apiKey, workerKey, runs, transport, concurrency, warmupMs: opts.warmup * 1000, durationMs: opts.duration * 1000, subscribersPerTask: 2 } satisfies Job);
      });
      const cpuMs = ((cpuEnd ?? process.cpuUsage(cpu0)).user + (cpuEnd ?? process.cpuUsage(cpu0)).system) / 1000;
      const perSec = out.calls / (out.windowMs / 1000);
      const r = {
        transport,
        calls: out.calls,
        callsPerSec: round(perSec, 0),
        serverCpuMsPerCall: round(cpuMs / out.calls, 3),
        p50Ms: round(percentile(out.latencies, 50), 2),
        p99Ms: round(percentile(out.latencies, 99), 2),
        deliveredPerSec: round(out.delivered / (out.windowMs / 1000), 0),
        errors: out.errors,
      };
      json.push(r);
      rows.push([transport, r.callsPerSec, r.serverCpuMsPerCall, r.p50Ms, r.p99Ms, r.deliveredPerSec, out.errors.length ? out.errors[0]! : ""]);
      progress(JSON.stringify(r));
    }
    worker.close();
  } finally {
    await bench.stop();
  }
  const git = gitInfo();
  const md = [
    `# Previews (${new Date().toISOString().slice(0, 10)}, ${opts.embedded ? "PGlite, in-process bus" : `PostgreSQL${opts.redisUrl ? " + Redis" : ""}`})`,
    "",
    `${tasks} tasks with a claimed run, 2 graphql-ws subscribers each following the previews; one worker, ${concurrency} publishDeltas calls in flight (closed loop), ${opts.duration} s measured after ${opts.warmup} s warm-up. ${gitLine(git)}`,
    "",
    markdownTable(["transport", "calls/s", "server CPU ms/call", "p50 ms", "p99 ms", "preview deliveries/s", "first error"], rows),
    "",
  ].join("\n");
  writeResults(opts.extra.out ?? (opts.embedded ? "previews-embedded" : "previews"), md, { machine: machineInfo(opts.embedded ? "pglite" : "postgres"), git, results: json });
  process.stdout.write(md);
}

if (process.argv.includes("--child")) {
  process.once("message", (job: Job) => {
    child(job).then(
      (result) => process.send!({ result }, () => process.exit(0)),
      (err) => process.send!({ error: String(err?.stack ?? err) }, () => process.exit(1)),
    );
  });
} else {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
