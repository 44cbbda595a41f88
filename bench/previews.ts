/**
 * Previews: what one `publishDeltas` call costs the server, over graphql-ws (one socket kept
 * open, as a worker streaming a reply keeps one) and over HTTP (keep-alive), with 2 subscribers
 * per task following the previews (`taskEvents(deltas: [WORKER_MESSAGE])`) over graphql-ws.
 *
 *   npx tsx bench/previews.ts                 # PostgreSQL (BENCH_DATABASE_URL) + Redis pub/sub
 *   npx tsx bench/previews.ts -- --embedded   # PGlite and the in-process bus
 *   options: --tasks=20 --concurrency=16 (calls in flight) --duration=10 --warmup=2 --out=NAME
 *            --rate=R: calls at R per second in an open loop (the tasks in turn) instead of a
 *            closed loop, and a raw Redis baseline beside them (issue 14's scenario B:
 *            --tasks=100 --rate=1000)
 *            --transports=graphql-ws,redis: only these of graphql-ws, http and redis
 *            --rounds=N: the transports N times in turn (fresh tasks each round), each round's rows
 *            and ratio, and the median of the rounds' delivery p99s: on a shared 2-core VM the
 *            API's p99 varies several-fold from one round to the next (its GC pauses and the
 *            machine's), so one round says little
 *            --cpu-profile=DIR: the server's CPU profile of each API round's window, for DevTools
 *            --alloc-profile=DIR: the server's sampled allocations in each API round's window (what
 *            fills the young generation), for DevTools' Memory tab
 *
 * The app runs in this process (NODE_ENV=production unless set, see production-env.ts); the worker and the subscribers run in one forked child, so the
 * server's CPU (process.cpuUsage over the measured window) is the server's alone. Reported per
 * transport: calls/s, server CPU per call, call latency p50/p99, preview items delivered to
 * subscribers per second, and delivery latency: each preview's text carries the moment the worker
 * sent it, and each subscriber (same process, same clock) compares it with its own on receipt.
 * After the window, the deliveries of the calls made in it are awaited (at most 10 s).
 * And the server's garbage collections in the window (Node's perf_hooks "gc" entries): young-
 * generation collections with their pauses, major ones with the longest, and the share of the
 * window the server spent paused in any of them; a delivery that meets a pause waits it out. Of
 * the deliveries at or above p99, the share that met a pause of the server's and of the client
 * process's (the subscribers' and the worker's): how much of the tail the collections explain.
 * And both processes' event-loop delay in the window (p99 and max, 1 ms resolution) and the
 * client process's CPU per call: on 2 cores the server, the client, PostgreSQL and Redis share the
 * machine, and a server stall the server's own profile cannot explain (a long stretch with few
 * samples) is the process waiting for a core.
 * Raw baseline (with --rate): Redis PUBLISH → SUBSCRIBE with one channel per task, two subscriber
 * connections per channel and one publisher connection in the same child, the same rate and a
 * message of the same size as the API's graphql-ws `next` message.
 */
import "./production-env.js";
import { fork } from "node:child_process";
import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import { allocationProfile, cpuProfile, gitInfo, gitLine, machineInfo, markdownTable, parseOptions, percentile, progress, round, sleep, startBenchApp, watchGc, writeResults } from "./lib.js";

const DELTAS = `mutation($input: PublishDeltasInput!) { publishDeltas(input: $input) { eventId } }`;
const FOLLOW = `subscription($t: ID!) { taskEvents(taskId: $t, deltas: [WORKER_MESSAGE]) { __typename ... on EventDelta { text } } }`;

type Job = {
  url: string;
  apiKey: string;
  workerKey: string;
  runs: { runId: string; taskId: string }[];
  transport: "graphql-ws" | "http" | "redis";
  concurrency: number;
  /** Calls per second in an open loop; closed loop (concurrency in flight) when absent. */
  rate?: number;
  redisUrl?: string;
  /** The raw baseline's message size (the API's graphql-ws message). */
  messageBytes?: number;
  warmupMs: number;
  durationMs: number;
  subscribersPerTask: number;
};
type ChildOut = {
  calls: number;
  errors: string[];
  latencies: number[];
  delivered: number;
  windowMs: number;
  /** Send → receipt of the previews of calls made in the window, ms. */
  deliveryLatencies: number[];
  /** When each of those previews was sent (epoch ms), in the same order. */
  deliverySent: number[];
  /** This (the client) process's collections while it ran. */
  gcPauses: GcPause[];
  /** Deliveries the window's successful calls should make (subscribers per task × calls). */
  expectedDeliveries: number;
  messageBytes: number;
  /** This (the subscribers' and worker's) process's event-loop delay in the window: a delivery that meets it waits it out too. */
  loopDelay: LoopDelay;
  /** This process's CPU over the window, ms (user + system). */
  cpuMs: number;
};

type LoopDelay = { p99Ms: number; maxMs: number };
type GcPause = { start: number; ms: number };

/**
 * How late the event loop ran what was due (perf_hooks' monitorEventLoopDelay at 1 ms resolution),
 * from `reset()` on: the server's stalls (GC, long ticks) and the subscribers' process's own.
 */
function watchLoop() {
  const h: IntervalHistogram = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  return {
    reset: () => h.reset(),
    stop(): LoopDelay {
      h.disable();
      return { p99Ms: round(h.percentile(99) / 1e6, 1), maxMs: round(h.max / 1e6, 1) };
    },
  };
}

const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};

const clock = () => performance.timeOrigin + performance.now();

/**
 * Calls `call(k)` until `end`: `concurrency` in flight (closed loop), or at `rate` per second
 * (open loop: a slow answer does not delay the next call).
 */
async function load(job: Job, end: number, call: (k: number) => Promise<void>) {
  let n = 0;
  if (job.rate) {
    const t0 = performance.now();
    const pending: Promise<void>[] = [];
    for (let k = 0; ; k++) {
      const due = t0 + (k * 1000) / job.rate;
      if (due >= end) break;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(call(n++));
    }
    await Promise.all(pending);
    return;
  }
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (performance.now() < end) await call(n++);
    }),
  );
}

/** The raw baseline: PUBLISH → SUBSCRIBE, one channel per task, the same subscribers and rate. */
async function redisChild(job: Job): Promise<ChildOut> {
  const { Redis } = await import("ioredis");
  const channels = job.runs.map((r) => `bench:previews:${r.taskId}`);
  const subs: InstanceType<typeof Redis>[] = [];
  const gcs = watchGc();
  const measured = { from: Infinity };
  const deliveryLatencies: number[] = [];
  const deliverySent: number[] = [];
  let delivered = 0;
  for (const channel of channels) {
    for (let k = 0; k < job.subscribersPerTask; k++) {
      const c = new Redis(job.redisUrl!);
      await c.subscribe(channel);
      c.on("message", (_ch: string, msg: string) => {
        const at = clock();
        const sent = Number(msg.slice(2, msg.indexOf(" ", 2)));
        if (sent >= measured.from) {
          delivered++;
          deliveryLatencies.push(at - sent);
          deliverySent.push(sent);
        }
      });
      subs.push(c);
    }
  }
  const pub = new Redis(job.redisUrl!);
  const pad = "x".repeat(Math.max(0, (job.messageBytes ?? 200) - 40));
  const start = performance.now();
  const measureFrom = start + job.warmupMs;
  const end = measureFrom + job.durationMs;
  measured.from = performance.timeOrigin + measureFrom;
  let calls = 0;
  const latencies: number[] = [];
  const loop = watchLoop();
  let looping = false;
  let cpu0 = process.cpuUsage();
  await load(job, end, async (k) => {
    const t0 = performance.now();
    if (!looping && t0 >= measureFrom) (looping = true), loop.reset(), (cpu0 = process.cpuUsage());
    await pub.publish(channels[k % channels.length]!, `w ${clock()} ${pad}`);
    if (t0 >= measureFrom) {
      calls++;
      latencies.push(performance.now() - t0);
    }
  });
  const windowMs = performance.now() - measureFrom;
  const loopDelay = loop.stop();
  const cpuMs = cpuMsSince(cpu0);
  const expectedDeliveries = calls * job.subscribersPerTask;
  for (const until = performance.now() + 10_000; delivered < expectedDeliveries && performance.now() < until; ) await sleep(20);
  pub.disconnect();
  for (const c of subs) c.disconnect();
  return { calls, errors: [], latencies, delivered, windowMs, deliveryLatencies, deliverySent, gcPauses: gcs.stop().pauses, expectedDeliveries, messageBytes: pad.length + 40, loopDelay, cpuMs };
}

async function child(job: Job): Promise<ChildOut> {
  if (job.transport === "redis") return redisChild(job);
  const wsUrl = job.url.replace(/^http/, "ws");
  /** Sent at or after this (epoch ms) = a call of the measured window. */
  let measuredFrom = Infinity;
  const gcs = watchGc();
  const deliveryLatencies: number[] = [];
  const deliverySent: number[] = [];
  let measuredDeliveries = 0;
  let messageBytes = 0;
  // The subscribers: one socket each, following the task's previews.
  const subs: Client[] = [];
  let delivered = 0;
  let ready = 0;
  for (const r of job.runs) {
    for (let k = 0; k < job.subscribersPerTask; k++) {
      const c = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { apiKey: job.apiKey }, retryAttempts: 0, lazy: false });
      await new Promise<void>((resolve) => c.on("connected", () => resolve()));
      let first = true;
      c.subscribe(
        { query: FOLLOW, variables: { t: r.taskId } },
        {
          next: (result: any) => {
            const at = clock();
            if (first) {
              first = false;
              ready++;
            }
            delivered++;
            const text = result.data?.taskEvents?.text as string | undefined;
            const sent = text?.startsWith("w ") ? Number(text.slice(2, text.indexOf(" ", 2))) : NaN;
            if (sent >= measuredFrom) {
              measuredDeliveries++;
              deliveryLatencies.push(at - sent);
              deliverySent.push(sent);
              messageBytes ||= JSON.stringify({ id: "00000000-0000-0000-0000-000000000000", type: "next", payload: result }).length;
            }
          },
          error: () => {},
          complete: () => {},
        },
      );
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
  const httpCall = (variables: Record<string, unknown>): Promise<{ eventId?: string; error?: string }> =>
    fetch(job.url, { method: "POST", headers: { "content-type": "application/json", "x-api-key": job.workerKey }, body: JSON.stringify({ query: DELTAS, variables }) })
      .then((r) => r.json() as Promise<any>)
      .then((j) => (j.errors ? { error: JSON.stringify(j.errors).slice(0, 200) } : { eventId: j.data.publishDeltas.eventId as string }))
      .catch((err: Error) => ({ error: `${err.message}: ${String((err.cause as Error | undefined)?.message ?? "")}` }));
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
  measuredFrom = performance.timeOrigin + measureFrom;
  let calls = 0;
  let failed = 0;
  const errors: string[] = [];
  const latencies: number[] = [];
  let deliveredAtStart = 0;
  let marked = false;
  const loop = watchLoop();
  let cpu0 = process.cpuUsage();
  await load(job, end, async (k) => {
    const r = job.runs[k % job.runs.length]!;
    const t0 = performance.now();
    const text = `w ${clock()} a few words of a reply`;
    const res = await call({ input: { runId: r.runId, type: "WORKER_MESSAGE", eventId: eventIds.get(r.runId), deltas: [{ index: 0, text }] } });
    const t1 = performance.now();
    if (t0 >= measureFrom) {
      if (!marked) {
        marked = true;
        deliveredAtStart = delivered;
        loop.reset();
        cpu0 = process.cpuUsage();
        process.send!({ mark: true });
      }
      calls++;
      latencies.push(t1 - t0);
      if (res.error) {
        failed++;
        if (errors.length < 5) errors.push(res.error);
      }
    }
  });
  const windowMs = performance.now() - measureFrom;
  const loopDelay = loop.stop();
  const cpuMs = cpuMsSince(cpu0);
  process.send!({ markEnd: true });
  const deliveredInWindow = delivered - deliveredAtStart;
  // The previews of the window's calls still on their way.
  const expectedDeliveries = (calls - failed) * job.subscribersPerTask;
  for (const until = performance.now() + 10_000; measuredDeliveries < expectedDeliveries && performance.now() < until; ) await sleep(20);
  const out: ChildOut = { calls, errors, latencies, delivered: deliveredInWindow, windowMs, deliveryLatencies, deliverySent, gcPauses: gcs.stop().pauses, expectedDeliveries, messageBytes, loopDelay, cpuMs };
  await worker.dispose();
  await Promise.all(subs.map((s) => s.dispose()));
  void ready;
  return out;
}

/**
 * Of the deliveries at or above the delivery p99, the share (%) whose way from send to receipt
 * overlapped a collection's pause in the server, and in the client process: what of the tail the
 * collections explain (the rest is the machine: processes waiting for one of its cores).
 */
function slowestAtGc(out: ChildOut, serverPauses: GcPause[]) {
  const p99 = percentile(out.deliveryLatencies, 99);
  const slow = out.deliveryLatencies.flatMap((ms, i) => (ms >= p99 ? [{ from: out.deliverySent[i]!, to: out.deliverySent[i]! + ms }] : []));
  const share = (pauses: GcPause[]) => {
    const met = slow.filter((d) => pauses.some((p) => p.start < d.to && p.start + p.ms > d.from)).length;
    return slow.length ? round((100 * met) / slow.length, 0) : 0;
  };
  return { n: slow.length, server: share(serverPauses), client: share(out.gcPauses) };
}

async function main() {
  const opts = parseOptions(process.argv.slice(2), { duration: 10, warmup: 2 });
  const tasks = Number(opts.extra.tasks ?? 20);
  const concurrency = Number(opts.extra.concurrency ?? 16);
  const rate = opts.extra.rate ? Number(opts.extra.rate) : undefined;
  const rounds = Math.max(1, Number(opts.extra.rounds ?? 1));
  const redisUrl = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379";
  const bench = await startBenchApp(opts, { streamsPerWorkspace: 1000, rateLimitPerSecond: 0 });
  const rows: (string | number)[][] = [];
  const json: Record<string, unknown>[] = [];
  let messageBytes = 0;
  try {
    const key = await bench.client.request<any>(`mutation { createApiKey(input: { name: "w", scopes: [WORKER] }) { key } }`);
    const workerKey = key.createApiKey.key as string;
    const { gqlClient } = await import("./lib.js");
    const worker = gqlClient(bench.url, workerKey);
    const all = rate ? (["graphql-ws", "http", "redis"] as const) : (["graphql-ws", "http"] as const);
    const only = opts.extra.transports?.split(",");
    const transports = only ? all.filter((x) => only.includes(x)) : all;
    for (let pass = 1; pass <= rounds; pass++) for (const transport of transports) {
      const runs: { runId: string; taskId: string }[] = [];
      for (let i = 0; i < tasks && transport !== "redis"; i++) {
        const d = await bench.client.request<any>(`mutation($i: CreateTaskInput!) { createTask(input: $i) { task { id } } }`, { i: { events: [{ userMessage: { content: [{ text: { text: "hi" } }] } }] } });
        const taskId = d.createTask.task.id as string;
        const c = await worker.request<any>(`mutation($t: ID!) { claimRun(input: { taskId: $t, leaseSeconds: 600 }) { run { id } } }`, { t: taskId });
        runs.push({ runId: c.claimRun.run.id, taskId });
      }
      if (transport === "redis") for (let i = 0; i < tasks; i++) runs.push({ runId: "", taskId: `t${i}` });
      progress(`${transport}: ${tasks} tasks, 2 subscribers each, ${rate ? `${rate} calls/s` : `${concurrency} calls in flight`}`);
      const p = fork(fileURLToPath(import.meta.url), ["--child"], { execArgv: process.execArgv, stdio: "inherit" });
      let cpu0 = process.cpuUsage();
      let cpuEnd: NodeJS.CpuUsage | undefined;
      // The server's collections in the window (this process is the server); the raw Redis rows
      // have them too: then the server only idles, which shows what its GC costs without the load.
      const gcs = watchGc();
      const loop = watchLoop();
      const profile = opts.extra["cpu-profile"] && transport !== "redis" ? cpuProfile(String(opts.extra["cpu-profile"])) : undefined;
      const allocs = opts.extra["alloc-profile"] && transport !== "redis" ? allocationProfile(String(opts.extra["alloc-profile"])) : undefined;
      let serverLoop: LoopDelay | undefined;
      const out = await new Promise<ChildOut>((resolve, reject) => {
        p.on("message", (m: any) => {
          if (m.mark) (cpu0 = process.cpuUsage()), gcs.from(), loop.reset(), profile?.start(), allocs?.start();
          else if (m.markEnd) (cpuEnd = process.cpuUsage(cpu0)), gcs.until(), (serverLoop = loop.stop()), profile?.stop(`${transport}-${pass}`), allocs?.stop(`${transport}-${pass}`);
          else if (m.result) resolve(m.result);
          else if (m.error) reject(new Error(m.error));
        });
        p.on("exit", (code) => code && reject(new Error(`child exited ${code}`)));
        p.send({ url: bench.url, apiKey: bench.apiKey, workerKey, runs, transport, concurrency, rate, redisUrl, messageBytes, warmupMs: opts.warmup * 1000, durationMs: opts.duration * 1000, subscribersPerTask: 2 } satisfies Job);
      });
      const gc = gcs.stop();
      const cpuMs = ((cpuEnd ?? process.cpuUsage(cpu0)).user + (cpuEnd ?? process.cpuUsage(cpu0)).system) / 1000;
      const perSec = out.calls / (out.windowMs / 1000);
      if (transport === "graphql-ws") messageBytes = out.messageBytes;
      const r = {
        transport,
        round: pass,
        calls: out.calls,
        callsPerSec: round(perSec, 0),
        serverCpuMsPerCall: transport === "redis" ? null : round(cpuMs / out.calls, 3),
        clientCpuMsPerCall: round(out.cpuMs / out.calls, 3),
        p50Ms: round(percentile(out.latencies, 50), 2),
        p99Ms: round(percentile(out.latencies, 99), 2),
        deliveredPerSec: round(out.delivered / (out.windowMs / 1000), 0),
        delivered: out.deliveryLatencies.length,
        expectedDeliveries: out.expectedDeliveries,
        deliveryP50Ms: round(percentile(out.deliveryLatencies, 50), 2),
        deliveryP99Ms: round(percentile(out.deliveryLatencies, 99), 2),
        deliveryMaxMs: round(out.deliveryLatencies.reduce((m, x) => (x > m ? x : m), 0), 2),
        messageBytes: out.messageBytes,
        serverGc: { minor: gc.minor, major: gc.major, pausedPercent: gc.pausedPercent },
        slowestAtGc: slowestAtGc(out, gc.pauses),
        serverLoopDelay: serverLoop ?? loop.stop(),
        clientLoopDelay: out.loopDelay,
        errors: out.errors,
      };
      json.push(r);
      rows.push([
        ...(rounds > 1 ? [pass] : []),
        transport === "redis" ? "raw Redis PUBLISH → SUBSCRIBE" : transport,
        r.callsPerSec,
        r.serverCpuMsPerCall ?? "–",
        r.clientCpuMsPerCall,
        r.p50Ms,
        r.p99Ms,
        r.deliveredPerSec,
        `${r.delivered}/${r.expectedDeliveries}`,
        `${r.deliveryP50Ms} / ${r.deliveryP99Ms} / ${r.deliveryMaxMs}`,
        gc.minor.count ? `${gc.minor.count}: ${gc.minor.p50Ms} / ${gc.minor.p90Ms} / ${gc.minor.maxMs}` : "0",
        `${gc.major.count}${gc.major.count ? `: ${gc.major.maxMs}` : ""}`,
        `${gc.pausedPercent}%`,
        `${r.slowestAtGc.server}% / ${r.slowestAtGc.client}% (of ${r.slowestAtGc.n})`,
        `${r.serverLoopDelay.p99Ms} / ${r.serverLoopDelay.maxMs}`,
        `${r.clientLoopDelay.p99Ms} / ${r.clientLoopDelay.maxMs}`,
        out.errors.length ? out.errors[0]! : "",
      ]);
      progress(JSON.stringify(r));
    }
    worker.close();
  } finally {
    await bench.stop();
  }
  const git = gitInfo();
  // Per round: the API's delivery p99 over Redis's in the same round; over the rounds: the medians'.
  const p99s = (transport: string) => json.filter((r) => r.transport === transport).map((r) => r.deliveryP99Ms as number);
  const [ws, raw] = [p99s("graphql-ws"), p99s("redis")];
  const ratios = ws.length && ws.length === raw.length ? ws.map((x, i) => round(x / raw[i]!, 1)) : [];
  const median = (xs: number[]) => percentile(xs, 50);
  const md = [
    `# Previews (${new Date().toISOString().slice(0, 10)}, ${opts.embedded ? "PGlite, in-process bus" : `PostgreSQL${opts.redisUrl ? " + Redis" : ""}`})`,
    "",
    `${tasks} tasks with a claimed run, 2 graphql-ws subscribers each following the previews; one worker, ${rate ? `${rate} publishDeltas calls/s (open loop, the tasks in turn)` : `${concurrency} publishDeltas calls in flight (closed loop)`}, ${opts.duration} s measured after ${opts.warmup} s warm-up. Delivery = the moment the worker sent the preview → its receipt by a subscriber (one process, one clock).${rate ? ` Raw baseline: one Redis channel per task, 2 subscriber connections each, the same rate, ${messageBytes}-byte messages (the API's graphql-ws message).` : ""} ${gitLine(git)}`,
    "",
    markdownTable([...(rounds > 1 ? ["round"] : []), "transport", "calls/s", "server CPU ms/call", "client process's CPU ms/call", "call p50 ms", "call p99 ms", "preview deliveries/s", "delivered / expected (calls of the window)", "delivery p50 / p99 / max ms", "server young-generation GCs: n: pause p50 / p90 / max ms", "server major GCs: n: longest pause ms", "server time in GC pauses", "deliveries at or above p99 that met a collection: of the server / of the client process", "server event-loop delay p99 / max ms", "client process's event-loop delay p99 / max ms", "first error"], rows),
    "",
    ...(ratios.length === 1 ? [`Delivery p99, API over graphql-ws ÷ raw Redis: ${ratios[0]}×.`, ""] : []),
    ...(ratios.length > 1
      ? [
          `Delivery p99, API over graphql-ws ÷ raw Redis, round by round: ${ratios.map((x) => `${x}×`).join(", ")}. Medians of the ${rounds} rounds: API ${round(median(ws), 2)} ms, Redis ${round(median(raw), 2)} ms, ${round(median(ws) / median(raw), 1)}×.`,
          "",
        ]
      : []),
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
