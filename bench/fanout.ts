/**
 * Fan-out: one task followed by 1, 100 and 1,000 graphql-ws subscribers (`taskEvents(taskId)`)
 * on ONE server process, while events are written through the API (`sendEvents`, one event per
 * batch, open loop at a steady rate); beside it a raw Redis PUBLISH → SUBSCRIBE loop with the same
 * subscriber counts and rate.
 *
 *   npm run bench:fanout                      # PostgreSQL (BENCH_DATABASE_URL) + Redis pub/sub
 *   npm run bench:fanout -- --embedded        # the app on PGlite with the in-process bus
 *   options: --counts=1,100,1000  --rate=20 (events/s)  --events=100 (measured per cell)
 *            --scenario=dashboards --tasks=50 (every subscriber follows workspaceEvents; the writes go
 *            to 50 tasks in turn: issue 14's scenario C is --scenario=dashboards --counts=20 --rate=100)
 *            --transport=sse (subscribers over GraphQL over SSE, one HTTP stream each; default graphql-ws)
 *            --sockets=K (multiplex: at most K graphql-ws sockets per cell; default one socket per subscriber)
 *            --drain=S (seconds to wait for late deliveries after the last send; default 15)
 *            --warmup=S (seconds of warm-up at the measured rate before each cell's window; default 10)
 *            --no-raw (skip the Redis baseline)  --out=NAME (bench/results/NAME.md/.json)
 *            --cpu-profile=DIR (the server's CPU profile of each API cell's window, DIR/<scenario>-<count>.cpuprofile)
 *            --no-floor (skip the socket floor: by default, after the cells of one task over graphql-ws,
 *            bench/socket-floor.ts runs in a process of its own with the largest count, the rate and the
 *            API's message size, and the API's CPU per delivery is reported beside it, in the same run)
 *
 * Processes: the app (buildApp, port 0, fresh bench_<random> database; NODE_ENV=production unless set,
 * see production-env.ts) runs in this process, alone; every subscriber (graphql-ws clients over `ws`, or ioredis connections for the baseline)
 * runs in ONE forked child process, and the writer (the HTTP client of sendEvents, or the baseline's
 * publisher) in another, so the server's event loop, CPU and heap are not also the clients' (2 cores).
 *
 * Latency = send → receipt: the sender puts `performance.timeOrigin + performance.now()` taken just
 * before it sends (the HTTP request, or the PUBLISH) into the message text; the subscriber compares
 * it with its own clock on receipt. So API latency includes the whole sendEvents write (commit,
 * then the pub/sub signal, the follower's read, GraphQL execution and the socket). Also reported:
 * response → receipt, i.e. receipt minus the moment the sendEvents response (or the PUBLISH reply)
 * came back — negative when the subscriber had it before the writer had its answer.
 * Both processes read the same system clock; the measured offset between them is reported.
 *
 * Deliveries/s = deliveries of measured events / (first measured send → last receipt).
 * Offered = subscribers × rate. Readiness: before measuring, probe events are sent until every
 * subscriber has received one (a subscription without `after` only gets events committed after it
 * opened), then --warmup seconds (default 10) of probe events at the measured rate, so the window
 * measures a server that has been serving for a while. V8 compiles a function with its optimizing
 * tier only after it has run for a while: at 20 events a second, one second of warm-up left the
 * write's path (HTTP, GraphQL, Prisma, pg) mostly in baseline code through the window (70% of the
 * server's main thread at 1 subscriber, 22% at 1,000, in `perf`), which costs a live server only in
 * its first minute.
 *
 * Server side per API cell: CPU and event-loop utilization of this process, SQL statements per
 * event and per subscription opened (Prisma's query log), heap per subscription, and on PostgreSQL
 * the EventSequencer row's lock waiters and holder state (pg_stat_activity, sampled from the writer process). A failed write is
 * counted, not fatal; BENCH_LOG_LEVEL=error prints the app's own error logs (the cause) on stdout.
 * The writer process also asks the server's GET /health every 50 ms through the window, as a
 * load balancer would (issue 14: /health stays fast while a cell runs at twice its sustainable rate).
 *
 * Bench config: streamsPerWorkspace = 2 × the largest count + 100 (default 10), and the per-key rate
 * limit off (1,000 sockets + 1,000 subscribes on one key take 2,000 tokens = the whole default burst).
 */
import "./production-env.js";
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { forkRpc, serveRpc } from "./fork-rpc.js";
import { fileURLToPath } from "node:url";
import { monitorEventLoopDelay, performance as nodePerformance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import v8 from "node:v8";
import http from "node:http";
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import { Redis } from "ioredis";
import { pino } from "pino";
import type { BenchApp, LockSample } from "./lib.js";

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const r3 = (x: number) => (Number.isFinite(x) ? Math.round(x * 1000) / 1000 : x);

// ───────────────────────────── shared: statistics ─────────────────────────────

interface Dist {
  n: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles (like lib.ts), on a typed-array copy. */
function dist(values: Float64Array): Dist {
  const n = values.length;
  if (n === 0) return { n: 0, mean: NaN, p50: NaN, p90: NaN, p99: NaN, max: NaN };
  const s = Float64Array.from(values).sort();
  let sum = 0;
  for (let i = 0; i < n; i++) sum += s[i]!;
  const at = (q: number) => s[Math.min(n - 1, Math.max(0, Math.ceil((q / 100) * n) - 1))]!;
  return { n, mean: r3(sum / n), p50: r3(at(50)), p90: r3(at(90)), p99: r3(at(99)), max: r3(s[n - 1]!) };
}

// ───────────────────────────── the subscriber process ─────────────────────────────

type ToChild =
  | { cmd: "clock" }
  | { cmd: "ws-open"; url: string; apiKey: string; taskId: string; n: number; sockets: number; query: string }
  | { cmd: "sse-open"; url: string; apiKey: string; taskId: string; n: number; query: string }
  | { cmd: "redis-open"; url: string; channel: string; n: number }
  | { cmd: "status" }
  | { cmd: "start"; events: number }
  | { cmd: "finish"; responded: number[] }
  | { cmd: "close" };

interface Status {
  subscribers: number;
  /** Subscribers that received at least one probe. */
  ready: number;
  probes: number;
  deliveries: number;
  errors: string[];
  closes: string[];
}

interface ChildResult {
  deliveries: number;
  expected: number;
  /** Measured events every subscriber received. */
  eventsComplete: number;
  /** Deliveries that arrived out of order or twice for the same subscriber (by sequence for the API, by send order for Redis). */
  outOfOrder: number;
  sendToReceiptMs: Dist;
  responseToReceiptMs: Dist;
  firstReceipt: number;
  lastReceipt: number;
  /** Approximate bytes of one delivered message (the graphql-ws `next` payload, or the Redis message). */
  messageBytes: number;
  clientCpuMs: number;
  /** start → finish in the subscriber process. */
  windowMs: number;
  clientEventLoopDelayP99Ms: number;
  errors: string[];
  closes: string[];
}

function runSubscribers() {
  let subs = 0;
  let probed = new Uint8Array(0);
  let ready = 0;
  let probes = 0;
  let measuring = false;
  let events = 0;
  let count = 0;
  let lat = new Float64Array(0);
  let recvAt = new Float64Array(0);
  let recvIdx = new Int32Array(0);
  let lastOrder = new Float64Array(0);
  let perEvent = new Int32Array(0);
  let outOfOrder = 0;
  let firstReceipt = Infinity;
  let lastReceipt = -Infinity;
  let messageBytes = 0;
  let errors: string[] = [];
  let closes: string[] = [];
  let cpu0 = process.cpuUsage();
  let startedAt = now();
  const eld = monitorEventLoopDelay({ resolution: 10 });
  let closers: Array<() => Promise<void> | void> = [];

  const reset = (n: number) => {
    subs = n;
    probed = new Uint8Array(n);
    ready = 0;
    probes = 0;
    measuring = false;
    count = 0;
    errors = [];
    closes = [];
    messageBytes = 0;
  };

  /**
   * Text "P <k>" = probe; "M <i> <sentAt> [padding]" = measured event i. `order` is what must grow
   * per subscriber: the event's sequence (API), or i (Redis: one publisher connection, in order).
   */
  const receive = (j: number, text: string, order: number, bytes: () => number) => {
    const t = now();
    if (text.charCodeAt(0) === 80 /* P */) {
      probes++;
      if (!probed[j]) {
        probed[j] = 1;
        ready++;
      }
      if (!messageBytes) messageBytes = bytes();
      return;
    }
    if (!measuring) return;
    const sp1 = text.indexOf(" ");
    const sp2 = text.indexOf(" ", sp1 + 1);
    const sp3 = text.indexOf(" ", sp2 + 1);
    const i = Number(text.slice(sp1 + 1, sp2));
    const sentAt = Number(text.slice(sp2 + 1, sp3 < 0 ? undefined : sp3));
    if (count >= lat.length || !(i >= 0 && i < events)) return;
    lat[count] = t - sentAt;
    recvAt[count] = t;
    recvIdx[count] = i;
    count++;
    perEvent[i]!++;
    if (!(order > lastOrder[j]!)) outOfOrder++;
    lastOrder[j] = order;
    if (t < firstReceipt) firstReceipt = t;
    if (t > lastReceipt) lastReceipt = t;
  };

  async function wsOpen(m: Extract<ToChild, { cmd: "ws-open" }>) {
    reset(m.n);
    const clients: Client[] = [];
    for (let c = 0; c < m.sockets; c++) {
      clients.push(
        createClient({
          url: m.url,
          webSocketImpl: WebSocket,
          connectionParams: { apiKey: m.apiKey },
          retryAttempts: 0,
          lazy: true,
          // Our own dispose closes with 1000; anything else (4008 slow consumer, 4429, 1006…) is recorded.
          on: { closed: (e) => void ((e as { code?: number }).code !== 1000 && closes.length < 20 && closes.push(describeClose(e))) },
        }),
      );
    }
    const unsubscribes: Array<() => void> = [];
    const subscribeOne = (j: number) =>
      unsubscribes.push(
        clients[j % m.sockets]!.subscribe(
          { query: m.query, variables: { t: m.taskId } },
          {
            next: (r) => {
              // taskEvents or workspaceEvents: the subscription's one root field.
              const data = r.data as Record<string, { sequence?: string; content?: Array<{ text?: string }> }> | null | undefined;
              const ev = data ? Object.values(data)[0] : undefined;
              const text = ev?.content?.[0]?.text;
              if (typeof text === "string") receive(j, text, Number(ev!.sequence), () => JSON.stringify({ id: "x", type: "next", payload: r }).length);
              else if (r.errors && errors.length < 20) errors.push(JSON.stringify(r.errors).slice(0, 300));
            },
            error: (e) => void (errors.length < 20 && errors.push(describeError(e))),
            complete: () => void (errors.length < 20 && errors.push(`subscriber ${j} completed`)),
          },
        ),
      );
    // Open the sockets 50 at a time (each: connection_init, then its subscribes).
    for (let c0 = 0; c0 < m.sockets; c0 += 50) {
      const batch: Promise<void>[] = [];
      for (let c = c0; c < Math.min(m.sockets, c0 + 50); c++) {
        batch.push(
          new Promise<void>((resolve) => {
            const offs = [clients[c]!.on("connected", () => (offs.forEach((f) => f()), resolve())), clients[c]!.on("closed", () => (offs.forEach((f) => f()), resolve()))];
          }),
        );
        for (let j = c; j < m.n; j += m.sockets) subscribeOne(j);
      }
      await Promise.all(batch);
    }
    closers = [
      async () => {
        for (const u of unsubscribes) u();
        await Promise.all(clients.map((c) => c.dispose()));
      },
    ];
  }

  /** GraphQL over SSE, distinct connections: one HTTP stream per subscriber (POST, Accept: text/event-stream). */
  async function sseOpen(m: Extract<ToChild, { cmd: "sse-open" }>) {
    reset(m.n);
    const agent = new http.Agent({ keepAlive: false });
    const requests: http.ClientRequest[] = [];
    let closing = false;
    const body = JSON.stringify({ query: m.query, variables: { t: m.taskId } });
    const openOne = (j: number) =>
      new Promise<void>((resolve) => {
        const req = http.request(
          m.url,
          {
            method: "POST",
            agent,
            headers: { "content-type": "application/json", accept: "text/event-stream", "x-api-key": m.apiKey, "content-length": Buffer.byteLength(body) },
          },
          (res) => {
            if (res.statusCode !== 200) {
              if (errors.length < 20) errors.push(`subscriber ${j}: HTTP ${res.statusCode}`);
              res.resume();
              return resolve();
            }
            res.setEncoding("utf8");
            let buffered = "";
            res.on("data", (chunk: string) => {
              buffered += chunk;
              for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
                const frame = buffered.slice(0, end);
                buffered = buffered.slice(end + 2);
                if (frame.includes("event: complete")) {
                  if (errors.length < 20) errors.push(`subscriber ${j} completed`);
                  continue;
                }
                const at = frame.indexOf("\ndata: ");
                if (at < 0 || !frame.includes("event: next")) continue; // a ping comment
                const r = JSON.parse(frame.slice(at + 7)) as { data?: Record<string, { sequence?: string; content?: Array<{ text?: string }> }> | null; errors?: unknown };
                const ev = r.data ? Object.values(r.data)[0] : undefined;
                const text = ev?.content?.[0]?.text;
                if (typeof text === "string") receive(j, text, Number(ev!.sequence), () => frame.length + 2);
                else if (r.errors && errors.length < 20) errors.push(JSON.stringify(r.errors).slice(0, 300));
              }
            });
            res.on("close", () => void (!closing && closes.length < 20 && closes.push(`subscriber ${j}: stream closed`)));
            resolve();
          },
        );
        req.on("error", (e) => {
          if (!closing && errors.length < 20) errors.push(`subscriber ${j}: ${e.message}`);
          resolve();
        });
        req.end(body);
        requests.push(req);
      });
    // 50 streams at a time, as the sockets above.
    for (let j0 = 0; j0 < m.n; j0 += 50) await Promise.all(Array.from({ length: Math.min(50, m.n - j0) }, (_, k) => openOne(j0 + k)));
    closers = [
      () => {
        closing = true;
        for (const r of requests) r.destroy();
        agent.destroy();
      },
    ];
  }

  async function redisOpen(m: Extract<ToChild, { cmd: "redis-open" }>) {
    reset(m.n);
    const conns: Redis[] = [];
    for (let j0 = 0; j0 < m.n; j0 += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, m.n - j0) }, async (_, k) => {
          const j = j0 + k;
          const r = new Redis(m.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
          r.on("error", (e) => void (errors.length < 20 && errors.push(String(e))));
          conns.push(r);
          await r.connect();
          r.on("message", (_ch: string, msg: string) => receive(j, msg, Number(msg.split(" ", 2)[1]), () => msg.length));
          await r.subscribe(m.channel);
        }),
      );
    }
    closers = [() => void conns.forEach((r) => r.disconnect())];
  }

  const handlers: Record<ToChild["cmd"], (m: never) => Promise<unknown> | unknown> = {
    clock: () => ({ t: now() }),
    "ws-open": (m: Extract<ToChild, { cmd: "ws-open" }>) => wsOpen(m).then(() => ({})),
    "sse-open": (m: Extract<ToChild, { cmd: "sse-open" }>) => sseOpen(m).then(() => ({})),
    "redis-open": (m: Extract<ToChild, { cmd: "redis-open" }>) => redisOpen(m).then(() => ({})),
    status: (): Status => ({ subscribers: subs, ready, probes, deliveries: count, errors, closes }),
    start: (m: Extract<ToChild, { cmd: "start" }>) => {
      events = m.events;
      const cap = subs * events;
      lat = new Float64Array(cap);
      recvAt = new Float64Array(cap);
      recvIdx = new Int32Array(cap);
      lastOrder = new Float64Array(subs).fill(-1);
      perEvent = new Int32Array(events);
      count = 0;
      outOfOrder = 0;
      firstReceipt = Infinity;
      lastReceipt = -Infinity;
      cpu0 = process.cpuUsage();
      startedAt = now();
      eld.reset();
      eld.enable();
      measuring = true;
      return {};
    },
    finish: async (m: Extract<ToChild, { cmd: "finish" }>): Promise<ChildResult> => {
      measuring = false;
      eld.disable();
      const cpu = process.cpuUsage(cpu0);
      const rtr = new Float64Array(count);
      for (let k = 0; k < count; k++) rtr[k] = recvAt[k]! - (m.responded[recvIdx[k]!] ?? NaN);
      let complete = 0;
      for (let i = 0; i < events; i++) if (perEvent[i] === subs) complete++;
      return {
        deliveries: count,
        expected: subs * events,
        eventsComplete: complete,
        outOfOrder,
        sendToReceiptMs: dist(lat.subarray(0, count)),
        responseToReceiptMs: dist(rtr.filter(Number.isFinite)),
        firstReceipt,
        lastReceipt,
        messageBytes,
        clientCpuMs: r3((cpu.user + cpu.system) / 1000),
        windowMs: r3(now() - startedAt),
        clientEventLoopDelayP99Ms: r3(eld.percentile(99) / 1e6),
        errors,
        closes,
      };
    },
    close: async () => {
      for (const c of closers) await c();
      closers = [];
      return {};
    },
  };

  serveRpc<ToChild>(handlers);
}

/**
 * The server's /health as a load balancer sees it while the cell runs: one GET after another,
 * every 50 ms, from the writer's process (not the server's), on a kept-alive connection. A request that
 * fails or answers other than 200 counts as failed; its time is still recorded.
 */
type Health = Dist & { failed: number };

function probeHealth(url: string): { stop(): Promise<Health> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failed = 0;
  let running = true;
  const get = () =>
    new Promise<boolean>((resolve) => {
      const req = http.get(url, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === 200));
      });
      req.on("error", () => resolve(false));
    });
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      const ok = await get();
      times.push(performance.now() - t0);
      if (!ok) failed++;
      const wait = 50 - (performance.now() - t0);
      if (wait > 0 && running) await sleep(wait);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return { ...dist(Float64Array.from(times)), failed };
    },
  };
}

function describeClose(e: unknown): string {
  const c = e as { code?: number; reason?: string };
  return c && typeof c.code === "number" ? `${c.code} ${c.reason ?? ""}`.trim() : String(e);
}

function describeError(e: unknown): string {
  if (Array.isArray(e)) return JSON.stringify(e).slice(0, 300);
  if (e instanceof Error) return e.message;
  return describeClose(e);
}

// ───────────────────────────── the writer process ─────────────────────────────

type ToWriter =
  | { cmd: "clock" }
  | { cmd: "api"; url: string; apiKey: string; taskIds: string[] }
  | { cmd: "redis"; url: string; channel: string; pad: string }
  | { cmd: "send"; text: string }
  | { cmd: "paced"; count: number; rate: number; measured: boolean; prefix: string }
  | { cmd: "locks-start"; url: string }
  | { cmd: "locks-stop" }
  | { cmd: "health-start"; url: string }
  | { cmd: "health-stop" };

interface Paced {
  /** Per message, the writer's clock just before it was sent, and when its answer came back (NaN: it failed). */
  sentAt: number[];
  responded: number[];
  failed: number;
  /** The first few error texts. */
  first: string[];
  /** The writer process's CPU while sending, ms. */
  cpuMs: number;
}

/**
 * The writer: `sendEvents` over HTTP (or PUBLISH for the baseline), in a process of its own so the
 * server's process holds the server only (its CPU, heap and garbage collections are the server's,
 * not the HTTP client's too).
 */
function runWriter() {
  let send: (text: string) => Promise<unknown> = () => Promise.reject(new Error("no target"));
  let close = () => {};
  let locks: { stop(): Promise<LockSample> } | undefined;
  let health: { stop(): Promise<Health> } | undefined;
  const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 400);
  const handlers: Record<ToWriter["cmd"], (m: never) => Promise<unknown> | unknown> = {
    clock: () => ({ t: now() }),
    api: async (m: Extract<ToWriter, { cmd: "api" }>) => {
      close();
      const { gqlClient } = await import("./lib.js");
      const client = gqlClient(m.url, m.apiKey);
      let turn = 0;
      // The writes go to the tasks in turn (one task unless the scenario is dashboards).
      send = (text) =>
        client.post(JSON.stringify({ query: SEND, variables: { input: { taskId: m.taskIds[turn++ % m.taskIds.length], events: [{ userMessage: { content: [{ text: { text } }] } }] } } }));
      close = () => client.close();
    },
    redis: async (m: Extract<ToWriter, { cmd: "redis" }>) => {
      close();
      const pub = new Redis(m.url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 });
      pub.on("error", () => {});
      await pub.connect();
      // The same bytes per delivery as the API's message (measured events only).
      send = (text) => pub.publish(m.channel, text.startsWith("M ") ? `${text}${m.pad}` : text);
      close = () => pub.disconnect();
    },
    send: async (m: Extract<ToWriter, { cmd: "send" }>) => {
      try {
        await send(m.text);
        return {};
      } catch (err) {
        return { error: describe(err) };
      }
    },
    /** `count` messages at `rate`/s, open loop (a slow answer does not delay the next send); answers when all were answered. */
    paced: async (m: Extract<ToWriter, { cmd: "paced" }>): Promise<Paced> => {
      const sentAt = new Array<number>(m.count).fill(NaN);
      const responded = new Array<number>(m.count).fill(NaN);
      const out = { failed: 0, first: [] as string[] };
      const cpu0 = process.cpuUsage();
      const interval = 1000 / m.rate;
      const t0 = performance.now();
      const pending: Promise<unknown>[] = [];
      for (let k = 0; k < m.count; k++) {
        const wait = t0 + k * interval - performance.now();
        if (wait > 0) await sleep(wait);
        const at = (sentAt[k] = now());
        const text = m.measured ? `M ${k} ${at.toFixed(3)}` : `${m.prefix} ${k}`;
        pending.push(
          send(text).then(
            () => (responded[k] = now()),
            (err) => {
              out.failed++;
              if (out.first.length < 5) out.first.push(describe(err));
            },
          ),
        );
      }
      await Promise.all(pending);
      const cpu = process.cpuUsage(cpu0);
      return { sentAt, responded, ...out, cpuMs: (cpu.user + cpu.system) / 1000 };
    },
    // The sequencer row's lock sampling (a query every 25 ms) runs here too, not in the server's process.
    "locks-start": async (m: Extract<ToWriter, { cmd: "locks-start" }>) => {
      const { startLockSampler } = await import("./lib.js");
      locks = await startLockSampler(m.url);
    },
    "locks-stop": async () => {
      const sample = await locks?.stop();
      locks = undefined;
      return sample;
    },
    // So is the load balancer's look at /health: a process of its own that is not busy, as a load
    // balancer is (the subscribers' process is near a full core in the large cells, and its own
    // event loop would add its waits to every answer's time).
    "health-start": (m: Extract<ToWriter, { cmd: "health-start" }>) => {
      health = probeHealth(m.url);
      return {};
    },
    "health-stop": async () => {
      const h = await health?.stop();
      health = undefined;
      return h;
    },
  };
  serveRpc<ToWriter>(handlers, () => close());
}

// ───────────────────────────── the main process ─────────────────────────────

const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { sequence } } } }`;
const SUBSCRIBE = `subscription($t: ID!) { taskEvents(taskId: $t) { ... on UserMessageEvent { id sequence content { ... on TextBlock { text } } } } }`;
/** Scenario "dashboards": the workspace's stream, every task's events (the variable `t` is unused there). */
const SUBSCRIBE_WORKSPACE = `subscription { workspaceEvents { ... on UserMessageEvent { id sequence content { ... on TextBlock { text } } } } }`;

interface Child {
  rpc<T = unknown>(msg: ToChild): Promise<T>;
  exit(): void;
}

function startChild(): Child {
  return forkRpc<ToChild>(fileURLToPath(import.meta.url), ["--role=subscribers"], "subscriber process");
}

interface CellReport {
  path: "api" | "redis";
  subscribers: number;
  sockets: number;
  rate: number;
  events: number;
  openSeconds: number;
  readySeconds: number;
  /** Server (this process) heap and RSS growth per open subscription, after a full GC (API only). */
  serverHeapKiBPerSubscription?: number;
  /** The same, still open, after the window's events (what a subscription keeps of what it delivered). */
  serverHeapKiBPerSubscriptionAfterWindow?: number;
  serverRssKiBPerSubscription?: number;
  /** SQL statements per subscription while opening them until all were live, the readiness probes' writes subtracted (API only). */
  statementsPerSubscriptionOpened?: { total: number; byKind: Record<string, number> };
  sendSeconds: number;
  /** First measured send → end of the drain wait (the window CPU and ELU are measured over). */
  windowSeconds: number;
  /** First measured send → last receipt. */
  wallSeconds: number;
  deliveriesPerSecond: number;
  offeredDeliveriesPerSecond: number;
  writeLatencyMs: Dist;
  /** This process (the server; idle in the Redis cells) during the measured window. */
  mainCpuPercent: number;
  /** This process's CPU time in the window per measured event (the write itself, plus its fan-out). */
  mainCpuMsPerEvent: number;
  /** This process's CPU time per measured delivery (server work per subscriber per event, plus the write's share). */
  mainCpuMicrosPerDelivery: number;
  /**
   * The Redis cells' server: redis-server's CPU time in the window (INFO cpu, all its threads) per
   * delivery, the peer's cost of the same fan-out (every subscriber one write per message).
   */
  redisServerCpuMicrosPerDelivery?: number;
  /**
   * The server's CPU time per delivery (the main process for the API, redis-server for Redis) in
   * user and kernel (system) time: a delivery's socket write is mostly the kernel's, so the user
   * part is what the server's own code costs.
   */
  serverCpuMicrosPerDeliverySplit?: { user: number; system: number };
  mainEventLoopUtilization: number;
  mainEventLoopDelayP99Ms: number;
  /**
   * This process's major (mark-compact) garbage collections in the window and their pauses: where
   * their marking runs, the writes in flight wait (see HEAP_GROWING_PERCENT, src/gc.ts).
   */
  mainMajorGcs: { count: number; pauseMs: number };
  /** This process's largest JavaScript heap in the window (sampled every 100 ms), and its largest resident set so far. */
  mainPeakHeapMiB: number;
  mainMaxRssMiB: number;
  /** PostgreSQL: the EventSequencer row's lock waiters and what its holder was doing (pg_stat_activity every 25 ms). */
  locks?: LockSample;
  /** SQL statements the app sent per measured event (API only). */
  statementsPerEvent?: { total: number; byKind: Record<string, number> };
  child: ChildResult;
  /** GET /health from the writer's process during the window, one after another every 50 ms (API cells). */
  healthMs?: Dist & { failed: number };
  childCpuPercent: number;
  /** The writer process's CPU while it sent the measured events (sendEvents' HTTP client, or the publisher), % of a core. */
  writerCpuPercent: number;
  /** Measured events whose write succeeded. */
  committedEvents: number;
  /** Deliveries / (subscribers × committed events). */
  delivered: string;
  /** The app's error logs during the cell (message: error → count). */
  appErrors: Record<string, number>;
  /** Measured writes (sendEvents / PUBLISH) that failed, and the first error texts. */
  failedWrites: { count: number; first: string[] };
  /** Probe writes (readiness, warm-up) that failed. */
  setupFailedWrites: { count: number; first: string[] };
}

async function main() {
  const lib = await import("./lib.js");
  const opts = lib.parseOptions(process.argv.slice(2), { duration: 0, warmup: 10 });
  const { progress, round } = lib;
  const counts = (opts.extra.counts ?? "1,100,1000").split(",").map(Number).filter((n) => n > 0);
  // "task": every subscriber follows one task (taskEvents). "dashboards": every subscriber follows the
  // workspace (workspaceEvents) while the writes go to --tasks tasks in turn (issue 14's scenario C:
  // 20 dashboards, 50 tasks × 2 events/s = --counts=20 --tasks=50 --rate=100).
  const scenario = opts.extra.scenario === "dashboards" ? "dashboards" : "task";
  const taskCount = scenario === "dashboards" ? Number(opts.extra.tasks ?? 50) : 1;
  const rate = Number(opts.extra.rate ?? 20);
  const events = Number(opts.extra.events ?? 100);
  const transport = opts.extra.transport === "sse" ? "sse" : "graphql-ws";
  const socketCap = transport === "sse" ? undefined : opts.extra.sockets ? Number(opts.extra.sockets) : undefined;
  const drainS = Number(opts.extra.drain ?? 15);
  const runRaw = !process.argv.includes("--no-raw");
  const rawRedisUrl = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379";
  const maxN = Math.max(...counts);
  const started = performance.now();
  const loadAtStart = (await import("node:os")).default.loadavg().map((x) => round(x, 2));

  // Each subscriber socket is one descriptor in each process (2 × with the baseline's Redis connections in the child).
  const fdLimit = Number(execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim());
  if (Number.isFinite(fdLimit) && fdLimit < maxN + 200) {
    throw new Error(`open-file limit ${fdLimit} is too low for ${maxN} subscribers; raise it (ulimit -n ${maxN * 2 + 500}) and run again`);
  }

  progress(
    `fan-out benchmark: ${opts.embedded ? "embedded PGlite + in-process bus" : `PostgreSQL + ${opts.redisUrl ? "Redis" : "in-process"} pub/sub`}; subscribers ${counts.join(", ")}; ${rate} events/s × ${events}; ${socketCap ? `≤ ${socketCap} sockets per cell` : "one socket per subscriber"}`,
  );
  const streamsPerWorkspace = maxN * 2 + 100;
  // The app's error logs, collected (message → count) so the results can say why a write failed.
  const appErrors = new Map<string, number>();
  const logger = pino(
    { level: process.env.BENCH_LOG_LEVEL || "error" },
    {
      write(line: string) {
        let key = line.slice(0, 200);
        try {
          const j = JSON.parse(line) as { msg?: string; err?: { message?: string } };
          key = `${j.msg ?? ""}: ${j.err?.message ?? ""}`.slice(0, 200);
        } catch {
          // not JSON: keep the raw start
        }
        appErrors.set(key, (appErrors.get(key) ?? 0) + 1);
        if (process.env.BENCH_LOG_LEVEL) process.stdout.write(line);
      },
    },
  );
  const bench: BenchApp = await lib.startBenchApp(opts, { streamsPerWorkspace, rateLimitPerSecond: 0 }, logger);
  const child = startChild();
  const writer = forkRpc<ToWriter>(fileURLToPath(import.meta.url), ["--role=writer"], "writer process");
  let rawOk = false;
  /** Asks the baseline's redis-server for its own CPU time (INFO cpu), in ms. */
  let redisServerCpuMs: (() => Promise<{ user: number; system: number }>) | undefined;
  let redisInfo: Redis | undefined;
  try {
    const wsUrl = bench.url.replace(/^http/, "ws");
    progress(`app on ${bench.url} (${bench.app.services().db.kind}, pub/sub ${opts.redisUrl ? "redis" : "memory"}), streamsPerWorkspace ${streamsPerWorkspace}`);
    const gc = lib.gcFunction();

    // Clock offset between the processes (both read the system clock): the IPC round trip with the smallest RTT.
    const offset = async (ask: () => Promise<{ t: number }>) => {
      let best = { offsetMs: NaN, rttMs: Infinity };
      for (let k = 0; k < 30; k++) {
        const a = now();
        const { t } = await ask();
        const b = now();
        if (b - a < best.rttMs) best = { offsetMs: r3(t - (a + b) / 2), rttMs: r3(b - a) };
      }
      return best;
    };
    const clock = await offset(() => child.rpc({ cmd: "clock" }));
    progress(`clock offset child − main ${clock.offsetMs} ms (IPC round trip ${clock.rttMs} ms)`);
    const writerClock = await offset(() => writer.rpc({ cmd: "clock" }));
    progress(`clock offset writer − main ${writerClock.offsetMs} ms (IPC round trip ${writerClock.rttMs} ms)`);

    if (runRaw) {
      try {
        await writer.rpc({ cmd: "redis", url: rawRedisUrl, channel: `bench:fanout:${randomUUID()}`, pad: "" });
        rawOk = true;
        const info = (redisInfo = new Redis(rawRedisUrl, { maxRetriesPerRequest: 1 }));
        redisServerCpuMs = async () => {
          const text = await info.info("cpu");
          const field = (name: string) => Number(new RegExp(`^${name}:([0-9.]+)`, "m").exec(text)?.[1] ?? NaN);
          return { user: field("used_cpu_user") * 1000, system: field("used_cpu_sys") * 1000 };
        };
      } catch (err) {
        progress(`raw Redis baseline skipped: cannot reach ${rawRedisUrl} (${String(err)})`);
      }
    }

    /** Writes that failed (the error text, first few), per cell. */
    let writeErrors: string[] = [];
    let writeErrorCount = 0;
    const noteWriteErrors = (count: number, first: string[]) => {
      writeErrorCount += count;
      for (const e of first) if (writeErrors.length < 5) writeErrors.push(e);
    };
    /** One write from the writer process; a failed one is counted, not fatal. */
    const send = async (text: string) => {
      const { error } = await writer.rpc<{ error?: string }>({ cmd: "send", text });
      if (error !== undefined) noteWriteErrors(1, [error]);
    };
    /** `count` writes at the measured rate from the writer process (open loop); resolves when all were answered. */
    const paced = async (count: number, measured: boolean, prefix = "") => {
      const r = await writer.rpc<Paced>({ cmd: "paced", count, rate, measured, prefix });
      noteWriteErrors(r.failed, r.first);
      return r;
    };

    // Global warm-up: the write path (JIT, Prisma, pools) before any cell.
    {
      const t = await lib.createTask(bench.client, "fanout warm-up");
      await writer.rpc({ cmd: "api", url: bench.url, apiKey: bench.apiKey, taskIds: [t] });
      for (let k = 0; k < 20; k++) await send(`P warm ${k}`);
    }

    async function cell(
      path: "api" | "redis",
      n: number,
      open: () => Promise<{ sockets: number }>,
      target: Extract<ToWriter, { cmd: "api" | "redis" }>,
    ): Promise<CellReport> {
      const label = `${path === "api" ? "API  " : "Redis"} ${n} subscriber(s)`;
      writeErrors = [];
      writeErrorCount = 0;
      appErrors.clear();
      gc();
      const mem0 = process.memoryUsage();
      const openCounting = path === "api" ? lib.countStatements(bench.app) : undefined;
      const tOpen = performance.now();
      const { sockets } = await open();
      await writer.rpc(target);
      const openSeconds = (performance.now() - tOpen) / 1000;

      // Readiness: probes until every subscriber got one (bounded).
      const tReady = performance.now();
      let status = await child.rpc<Status>({ cmd: "status" });
      let readyProbes = 0;
      for (let k = 0; status.ready < n && performance.now() - tReady < 60_000; k++) {
        readyProbes++;
        await send(`P ready ${k}`);
        await sleep(100);
        status = await child.rpc<Status>({ cmd: "status" });
      }
      const readySeconds = (performance.now() - tReady) / 1000;
      // Statements while opening, until every subscription was live (the probe writes are subtracted below).
      const openStmts = openCounting?.stop();
      if (status.ready < n) throw new Error(`${label}: only ${status.ready} of ${n} subscribers live after 60 s; errors ${JSON.stringify(status.errors)} closes ${JSON.stringify(status.closes)}`);
      gc();
      const mem1 = process.memoryUsage();
      progress(`${label}: opened in ${round(openSeconds, 2)} s (${sockets} socket(s)), all live after ${round(readySeconds, 2)} s`);

      // Warm-up: probes at the measured rate for --warmup seconds, then let them drain (at most 15 s).
      const warm = Math.max(1, Math.round(rate * opts.warmup));
      const probesBefore = status.probes;
      const failedBefore = writeErrorCount;
      await paced(warm, false, "P warm");
      const warmWritten = warm - (writeErrorCount - failedBefore);
      for (const end = performance.now() + 15_000; performance.now() < end; ) {
        status = await child.rpc<Status>({ cmd: "status" });
        if (status.probes >= probesBefore + warmWritten * n) break;
        await sleep(50);
      }

      // Measured window: from the first send until every delivery arrived or --drain s after the last send.
      await child.rpc({ cmd: "start", events });
      if (path === "api") await writer.rpc({ cmd: "health-start", url: `${bench.url}/health` });
      const counting = path === "api" ? lib.countStatements(bench.app) : undefined;
      const sampleLocks = path === "api" && bench.db.kind === "postgres";
      if (sampleLocks) await writer.rpc({ cmd: "locks-start", url: bench.db.url! });
      const eld = monitorEventLoopDelay({ resolution: 10 });
      eld.enable();
      const gcWatch = lib.watchGc();
      let peakHeap = 0;
      const heapSampler = setInterval(() => (peakHeap = Math.max(peakHeap, v8.getHeapStatistics().used_heap_size)), 100);
      const elu0 = nodePerformance.eventLoopUtilization();
      const redisCpu0 = path === "redis" ? await redisServerCpuMs?.() : undefined;
      const profile = path === "api" && opts.extra["cpu-profile"] ? lib.cpuProfile(String(opts.extra["cpu-profile"])) : undefined;
      profile?.start();
      const cpu0 = process.cpuUsage();
      const firstSend = now();
      const setupFailedWrites = { count: writeErrorCount, first: writeErrors };
      writeErrors = [];
      writeErrorCount = 0;
      const { sentAt, responded, cpuMs: writerCpuMs } = await paced(events, true);
      const failedWrites = { count: writeErrorCount, first: writeErrors };
      const lastSend = now();
      // Every subscriber should get every committed event (a failed write commits nothing).
      const committed = events - failedWrites.count;
      for (const end = performance.now() + drainS * 1000; performance.now() < end; ) {
        status = await child.rpc<Status>({ cmd: "status" });
        if (status.deliveries >= n * committed) break;
        await sleep(50);
      }
      const mainCpu = process.cpuUsage(cpu0);
      profile?.stop(`${scenario}-${n}`);
      const redisCpu1 = redisCpu0 !== undefined ? await redisServerCpuMs!() : undefined;
      const redisCpu = redisCpu0 && redisCpu1 ? { user: redisCpu1.user - redisCpu0.user, system: redisCpu1.system - redisCpu0.system } : undefined;
      const elu = nodePerformance.eventLoopUtilization(elu0);
      clearInterval(heapSampler);
      const majorGcs = gcWatch.stop().major;
      const windowSeconds = (now() - firstSend) / 1000;
      eld.disable();
      const stmts = counting?.stop();
      const lockSample = sampleLocks ? await writer.rpc<LockSample>({ cmd: "locks-stop" }) : undefined;
      const healthMs = path === "api" ? await writer.rpc<Health>({ cmd: "health-stop" }) : undefined;
      // The subscriptions are still open: what they hold after the window's events (after a full GC).
      gc();
      const mem2 = process.memoryUsage();
      const result = await child.rpc<ChildResult>({ cmd: "finish", responded });
      await child.rpc({ cmd: "close" });
      const end = Number.isFinite(result.lastReceipt) ? result.lastReceipt : lastSend;
      const wallSeconds = (end - firstSend) / 1000;
      const writes = new Float64Array(events);
      for (let i = 0; i < events; i++) writes[i] = responded[i]! - sentAt[i]!;
      const mainCpuMs = (mainCpu.user + mainCpu.system) / 1000;
      // The server's CPU time in the window, ms: this process's for the API, redis-server's for Redis.
      const serverCpu = path === "api" ? { user: mainCpu.user / 1000, system: mainCpu.system / 1000 } : redisCpu;
      const perDeliveryMicros = (ms: number) => round((ms * 1000) / result.deliveries, 1);
      const report: CellReport = {
        path,
        subscribers: n,
        sockets,
        rate,
        events,
        openSeconds: round(openSeconds, 3),
        readySeconds: round(readySeconds, 3),
        ...(path === "api"
          ? {
              serverHeapKiBPerSubscription: round((mem1.heapUsed - mem0.heapUsed) / 1024 / n, 1),
              serverHeapKiBPerSubscriptionAfterWindow: round((mem2.heapUsed - mem0.heapUsed) / 1024 / n, 1),
              serverRssKiBPerSubscription: round((mem1.rss - mem0.rss) / 1024 / n, 1),
              statementsPerSubscriptionOpened:
                openStmts && stmts
                  ? {
                      total: round((openStmts.total - (readyProbes * stmts.total) / events) / n, 2),
                      byKind: Object.fromEntries(
                        Object.entries(openStmts.byKind)
                          .map(([k, v]) => [k, round((v - (readyProbes * (stmts.byKind[k] ?? 0)) / events) / n, 2)] as const)
                          .filter(([, v]) => v > 0.005),
                      ),
                    }
                  : undefined,
            }
          : {}),
        sendSeconds: round((lastSend - firstSend) / 1000, 3),
        windowSeconds: round(windowSeconds, 3),
        wallSeconds: round(wallSeconds, 3),
        deliveriesPerSecond: round(result.deliveries / wallSeconds, 1),
        offeredDeliveriesPerSecond: n * rate,
        writeLatencyMs: dist(writes.filter(Number.isFinite)),
        mainCpuPercent: round(mainCpuMs / 10 / windowSeconds, 1),
        mainCpuMsPerEvent: round(mainCpuMs / Math.max(1, committed), 2),
        mainCpuMicrosPerDelivery: result.deliveries ? round((mainCpuMs * 1000) / result.deliveries, 1) : NaN,
        redisServerCpuMicrosPerDelivery: redisCpu && result.deliveries ? perDeliveryMicros(redisCpu.user + redisCpu.system) : undefined,
        serverCpuMicrosPerDeliverySplit:
          serverCpu && result.deliveries ? { user: perDeliveryMicros(serverCpu.user), system: perDeliveryMicros(serverCpu.system) } : undefined,
        mainEventLoopUtilization: round(elu.utilization, 3),
        mainEventLoopDelayP99Ms: r3(eld.percentile(99) / 1e6),
        mainMajorGcs: { count: majorGcs.count, pauseMs: majorGcs.totalMs },
        mainPeakHeapMiB: round(peakHeap / 2 ** 20, 1),
        mainMaxRssMiB: round(process.resourceUsage().maxRSS / 1024, 1),
        statementsPerEvent: stmts && {
          total: round(stmts.total / events, 2),
          byKind: Object.fromEntries(Object.entries(stmts.byKind).map(([k, v]) => [k, round(v / events, 2)])),
        },
        locks: lockSample,
        child: result,
        healthMs,
        childCpuPercent: round(result.clientCpuMs / result.windowMs * 100, 1),
        writerCpuPercent: round(writerCpuMs / 10 / ((lastSend - firstSend) / 1000), 1),
        committedEvents: committed,
        delivered: `${result.deliveries}/${n * committed}`,
        appErrors: Object.fromEntries(appErrors),
        failedWrites,
        setupFailedWrites,
      };
      progress(
        `${label}: send→receipt p50 ${result.sendToReceiptMs.p50} ms p99 ${result.sendToReceiptMs.p99} ms; ${report.deliveriesPerSecond} deliveries/s (offered ${n * rate}); delivered ${report.delivered}; sendEvents p50 ${report.writeLatencyMs.p50} ms; main CPU ${report.mainCpuPercent}% (ELU ${report.mainEventLoopUtilization}; ${report.mainMajorGcs.count} major GCs, ${report.mainMajorGcs.pauseMs} ms; heap peak ${report.mainPeakHeapMiB} MiB, max RSS ${report.mainMaxRssMiB} MiB), subscribers' CPU ${report.childCpuPercent}%; server CPU per delivery ${path === "api" ? report.mainCpuMicrosPerDelivery : (report.redisServerCpuMicrosPerDelivery ?? "?")} µs${healthMs ? `; /health p99 ${healthMs.p99} ms (${healthMs.failed} failed)` : ""}`,
      );
      if (lockSample) progress(`  sequencer row: ${lockSample.meanLockWaiters} waiting on average; holder ${JSON.stringify(lockSample.holderState)}`);
      if (result.errors.length || result.closes.length) progress(`  errors ${JSON.stringify(result.errors)} closes ${JSON.stringify(result.closes)}`);
      if (failedWrites.count || setupFailedWrites.count) {
        progress(`  failed writes: ${failedWrites.count} measured, ${setupFailedWrites.count} probes; ${JSON.stringify([...failedWrites.first, ...setupFailedWrites.first].slice(0, 1))}`);
      }
      if (appErrors.size) progress(`  app error log: ${JSON.stringify(Object.fromEntries(appErrors))}`);
      return report;
    }

    const rows: Array<{ n: number; api: CellReport; raw?: CellReport }> = [];
    for (const n of counts) {
      const sockets = socketCap ? Math.min(n, socketCap) : n;
      const taskIds: string[] = [];
      for (let k = 0; k < taskCount; k++) taskIds.push(await lib.createTask(bench.client, `fanout ${n} ${k}`));
      const taskId = taskIds[0]!;
      const api = await cell(
        "api",
        n,
        async () => {
          const query = scenario === "dashboards" ? SUBSCRIBE_WORKSPACE : SUBSCRIBE;
          if (transport === "sse") await child.rpc({ cmd: "sse-open", url: bench.url, apiKey: bench.apiKey, taskId, n, query });
          else await child.rpc({ cmd: "ws-open", url: wsUrl, apiKey: bench.apiKey, taskId, n, sockets, query });
          return { sockets };
        },
        // The writes go to the tasks in turn (one task unless the scenario is dashboards).
        { cmd: "api", url: bench.url, apiKey: bench.apiKey, taskIds },
      );
      let raw: CellReport | undefined;
      if (rawOk) {
        const channel = `bench:fanout:${randomUUID()}`;
        // The same bytes per delivery as the API's graphql-ws message.
        const pad = " ".padEnd(Math.max(0, api.child.messageBytes - 40), "x");
        raw = await cell(
          "redis",
          n,
          async () => {
            await child.rpc({ cmd: "redis-open", url: rawRedisUrl, channel, n });
            return { sockets: n };
          },
          { cmd: "redis", url: rawRedisUrl, channel, pad },
        );
      }
      rows.push({ n, api, raw });
      // Let the server end the closed streams (quota slots, pub/sub handlers) before the next cell.
      await sleep(500);
    }

    const dbKind = opts.embedded ? "pglite (embedded)" : "postgresql";
    const pubsubKind = opts.redisUrl ? "redis" : "memory";
    const info = lib.machineInfo(dbKind, {
      pubsub: pubsubKind,
      rawBaseline: rawOk ? `Redis PUBLISH → SUBSCRIBE at ${new URL(rawRedisUrl).host}: one ioredis connection per subscriber, one publisher connection` : "skipped",
      scenario: scenario === "dashboards" ? `dashboards: workspaceEvents, writes to ${taskCount} tasks in turn` : "one task: taskEvents(taskId)",
      ratePerSecond: rate,
      eventsPerCell: events,
      warmupSeconds: opts.warmup,
      drainSeconds: drainS,
      sockets: transport === "sse" ? "one GraphQL over SSE stream (HTTP connection) per subscriber" : socketCap ? `at most ${socketCap} graphql-ws sockets per cell (subscriptions multiplexed)` : "one graphql-ws socket per subscriber",
      streamsPerWorkspace,
      rateLimit: "off (rateLimitPerSecond 0)",
      clockOffsetChildMinusMainMs: clock.offsetMs,
      clockOffsetWriterMinusMainMs: writerClock.offsetMs,
      clockCheckRoundTripMs: clock.rttMs,
      loadAverageAtStart: loadAtStart,
      openFileLimit: fdLimit,
    });

    const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(a / b >= 10 ? 0 : 1)}×` : "n/a");
    const table = lib.markdownTable(
      [
        "subscribers",
        "API send→receipt p50 / p99 ms",
        "Redis p50 / p99 ms",
        "latency ratio p50 / p99 (API ÷ Redis)",
        "API deliveries/s",
        "Redis deliveries/s",
        "throughput ratio (API ÷ Redis)",
        "offered/s",
        "API delivered / expected (events every subscriber got / committed)",
        "API response→receipt p50 / p99 ms",
        "sendEvents p50 / p99 ms",
      ],
      rows.map(({ n, api, raw }) => [
        n,
        `${api.child.sendToReceiptMs.p50} / ${api.child.sendToReceiptMs.p99}`,
        raw ? `${raw.child.sendToReceiptMs.p50} / ${raw.child.sendToReceiptMs.p99}` : "n/a",
        raw ? `${ratio(api.child.sendToReceiptMs.p50, raw.child.sendToReceiptMs.p50)} / ${ratio(api.child.sendToReceiptMs.p99, raw.child.sendToReceiptMs.p99)}` : "n/a",
        fmt(api.deliveriesPerSecond),
        raw ? fmt(raw.deliveriesPerSecond) : "n/a",
        raw ? (api.deliveriesPerSecond / raw.deliveriesPerSecond).toFixed(2) : "n/a",
        fmt(n * rate),
        `${api.delivered} (${api.child.eventsComplete}/${api.committedEvents}${api.committedEvents < events ? `; ${events - api.committedEvents} writes failed` : ""})`,
        `${api.child.responseToReceiptMs.p50} / ${api.child.responseToReceiptMs.p99}`,
        `${api.writeLatencyMs.p50} / ${api.writeLatencyMs.p99}`,
      ]),
    );
    const kinds = (x?: { total: number; byKind: Record<string, number> }) =>
      x ? `${x.total}: ${Object.entries(x.byKind).map(([k, v]) => `${k} ×${v}`).join(", ")}` : "—";
    const holderText = (l?: LockSample) =>
      l
        ? `${l.meanLockWaiters} waiting (${Math.round(l.contendedShare * 100)}% of samples); holder ${Object.entries(l.holderState)
            .map(([k, v]) => `${k} ${Math.round(v * 100)}%`)
            .join(", ") || "—"}`
        : "—";
    /** CPU per extra subscriber per event: (ms per event at N − ms per event at the smallest count) ÷ (N − that count). */
    const marginal = (c: CellReport) => {
      const base = rows[0] && (c.path === "api" ? rows[0].api : rows[0].raw);
      if (!base || base.subscribers >= c.subscribers) return `${c.mainCpuMsPerEvent}`;
      return `${c.mainCpuMsPerEvent} (${round(((c.mainCpuMsPerEvent - base.mainCpuMsPerEvent) * 1000) / (c.subscribers - base.subscribers), 1)})`;
    };
    const perDelivery = (c: CellReport) => {
      const total = c.path === "api" ? c.mainCpuMicrosPerDelivery : c.redisServerCpuMicrosPerDelivery;
      const split = c.serverCpuMicrosPerDeliverySplit;
      return total == null ? "–" : split ? `${total} (${split.user} + ${split.system})` : `${total}`;
    };
    const failedText = (c: CellReport) => {
      if (!c.failedWrites.count && !c.setupFailedWrites.count) return "0";
      const code = /"code":"([A-Z_]+)"/.exec([...c.failedWrites.first, ...c.setupFailedWrites.first][0] ?? "")?.[1] ?? "error";
      const cause = Object.entries(c.appErrors).sort((a, b) => b[1] - a[1])[0];
      return `${c.failedWrites.count} of ${c.events} (+${c.setupFailedWrites.count} probes): ${code}${cause ? `; app log: "${cause[0]}" ×${cause[1]}` : ""}`.replace(/\|/g, "\\|");
    };
    const costTable = lib.markdownTable(
      [
        "subscribers",
        "path",
        "sockets",
        "open s / all live s",
        "main process CPU % / ELU (the server)",
        "main CPU ms per event (marginal µs per extra subscriber per event, vs. 1 subscriber)",
        "server CPU µs per delivery (user + system) (API: the main process; raw Redis: redis-server, INFO cpu)",
        "main event-loop delay p99 ms",
        "GET /health p50 / p99 / max ms (failed), from the writer process",
        "subscriber process CPU %",
        "writer process CPU %",
        "failed writes",
        "out of order / errors / closes",
      ],
      rows.flatMap(({ n, api, raw }) =>
        [api, ...(raw ? [raw] : [])].map((c) => [
          n,
          c.path === "api" ? `API (${transport === "sse" ? "SSE" : "graphql-ws"})` : "raw Redis",
          c.sockets,
          `${c.openSeconds} / ${c.readySeconds}`,
          `${c.mainCpuPercent} / ${c.mainEventLoopUtilization}`,
          marginal(c),
          perDelivery(c),
          c.mainEventLoopDelayP99Ms,
          c.healthMs ? `${c.healthMs.p50} / ${c.healthMs.p99} / ${c.healthMs.max} (${c.healthMs.failed} of ${c.healthMs.n})` : "–",
          c.childCpuPercent,
          c.writerCpuPercent,
          failedText(c),
          `${c.child.outOfOrder} / ${c.child.errors.length} / ${c.child.closes.length}`,
        ]),
      ),
    );
    const serverTable = lib.markdownTable(
      [
        "subscribers",
        "server heap KiB per subscription (idle / after the window)",
        "SQL statements per subscription opened",
        "SQL statements per measured event",
        "EventSequencer row during the window (pg_stat_activity)",
      ],
      rows.map(({ n, api }) => [
        n,
        // Per-subscription figures from one or a few subscriptions are noise (GC, the task's first write creating its run).
        n >= 100 ? `${api.serverHeapKiBPerSubscription} / ${api.serverHeapKiBPerSubscriptionAfterWindow}` : "— (too few subscriptions)",
        n >= 100 ? kinds(api.statementsPerSubscriptionOpened) : "— (too few subscriptions)",
        kinds(api.statementsPerEvent),
        holderText(api.locks),
      ]),
    );
    const floor = scenario === "task" && transport !== "sse" && !process.argv.includes("--no-floor") ? await socketFloor(maxN, rate, rows[0]?.api.child.messageBytes, progress) : undefined;
    const largest = rows.at(-1)?.api;
    const floorText = !floor
      ? []
      : [
          `Socket floor in this run (\`npx tsx bench/socket-floor.ts --count=${floor.count} --rate=${floor.rate} --bytes=${floor.bytes}\`, a process of its own once the cells were done: Node.js alone writing one WebSocket frame of the API's size to each of ${floor.count} loopback connections, ${floor.rate} times a second): ${floor.cpuMicrosPerWrite.total} µs of CPU per write (${floor.cpuMicrosPerWrite.user} user + ${floor.cpuMicrosPerWrite.system} system)${largest?.mainCpuMicrosPerDelivery != null ? `; the API's ${largest.mainCpuMicrosPerDelivery} µs per delivery at ${largest.subscribers} subscribers is ${(largest.mainCpuMicrosPerDelivery / floor.cpuMicrosPerWrite.total).toFixed(2)}× it` : ""}.`,
          "",
        ];
    const md = [
      `# Fan-out — ${dbKind}, pub/sub ${pubsubKind}`,
      "",
      `${info.date} · Node ${info.node} · ${info.cpuCount} × ${info.cpuModel} · ${round(info.totalMemoryGiB, 1)} GiB · load average at start ${loadAtStart.join(" ")}, at end ${info.loadAverage.join(" ")}`,
      "",
      lib.gitLine(info.git),
      "",
      `- One server process (buildApp on port 0, fresh database); ${scenario === "dashboards" ? `all subscribers follow the workspace with \`workspaceEvents\` (dashboards) while the writes go to ${taskCount} tasks in turn,` : "all subscribers follow ONE task with \`taskEvents(taskId)\`"} ${transport === "sse" ? "over GraphQL over SSE (distinct connections: one HTTP stream per subscriber)" : `over graphql-ws (${socketCap ? `at most ${socketCap} sockets, subscriptions multiplexed` : "one socket per subscriber"})`}, selecting \`id sequence content { text }\`. Subscribers run in one forked child process, the writer (sendEvents' HTTP client, or the baseline's publisher) in another; the server alone in the main process.`,
      `- Writes: \`sendEvents\` over HTTP, one user.message per batch, open loop at ${rate}/s, ${events} measured events per cell after ${opts.warmup}s of warm-up probes. Late deliveries are awaited up to ${drainS}s after the last send.`,
      "- Latency = send → receipt: the send time (`performance.timeOrigin + performance.now()` just before the HTTP request / PUBLISH) is in the message text and compared on receipt in the subscriber process; it includes the sendEvents write itself. \"response→receipt\" = receipt − the moment the sendEvents response arrived (negative: the subscriber had the event before the writer had its answer).",
      `- Raw baseline: ${rawOk ? `Redis PUBLISH → SUBSCRIBE, one ioredis subscriber connection per subscriber (N connections), one publisher connection, same rate and count; message padded to the API's delivered message size (${rows[0]?.api.child.messageBytes ?? "?"} bytes).` : "skipped."}`,
      "- Deliveries/s = measured deliveries ÷ (first measured send → last receipt); offered = subscribers × rate. Ratios are API ÷ Redis (latency: how many times slower; throughput: share of the baseline's rate).",
      `- Config: streamsPerWorkspace ${streamsPerWorkspace} (default 10), per-key rate limit off. Clock offset subscriber − main process ${clock.offsetMs} ms (IPC round trip ${clock.rttMs} ms), writer − main process ${writerClock.offsetMs} ms (${writerClock.rttMs} ms).`,
      "",
      table,
      "",
      "Cost and behaviour per cell (measured window: first send → all delivered or the drain limit; ELU = event-loop utilization; out of order = a subscriber received a sequence not above its previous one (API) or a message before an earlier one (Redis); errors/closes = subscription errors and unexpected socket closes seen by the subscribers):",
      "",
      costTable,
      "",
      "Server side of the API cells (heap: after a full GC, before opening the subscriptions vs. after opening them, and vs. after the measured window with them still open; statements from Prisma's query log; \"idle in transaction\" = a transaction holding the sequencer row waits for the Node process):",
      "",
      serverTable,
      "",
      ...floorText,
    ].join("\n");
    lib.writeResults(opts.extra.out ?? (opts.embedded ? "fanout-embedded" : "fanout"), md, { machine: info, cells: rows, socketFloor: floor ?? null });
    progress(`done in ${round((performance.now() - started) / 1000, 1)} s`);
  } finally {
    redisInfo?.disconnect();
    child.exit();
    writer.exit();
    await bench.stop();
  }
}

/** What bench/socket-floor.ts --json prints. */
type SocketFloor = { count: number; rate: number; bytes: number; writes: number; cpuMicrosPerWrite: { total: number; user: number; system: number } };

/** bench/socket-floor.ts in a process of its own (its CPU is its own), with the same load as scenario A's largest cell. */
async function socketFloor(count: number, rate: number, bytes: number | undefined, progress: (line: string) => void): Promise<SocketFloor | undefined> {
  bytes ??= 180;
  progress(`socket floor: ${count} connections × ${rate}/s, ${bytes}-byte frames`);
  const script = fileURLToPath(new URL("./socket-floor.ts", import.meta.url));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [...process.execArgv, script, `--count=${count}`, `--rate=${rate}`, `--bytes=${bytes}`, "--json"], { encoding: "utf8" });
    return JSON.parse(stdout.trim().split("\n").at(-1)!) as SocketFloor;
  } catch (err) {
    progress(`socket floor failed: ${err instanceof Error ? err.message : String(err)}`);
    return undefined;
  }
}

const fmt = (x: number) => (Number.isFinite(x) ? x.toLocaleString("en-US", { maximumFractionDigits: 0 }) : "n/a");

if (process.argv.includes("--role=subscribers")) {
  runSubscribers();
} else if (process.argv.includes("--role=writer")) {
  runWriter();
} else {
  main().catch((err) => {
    process.stderr.write(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  });
}
