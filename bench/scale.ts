/**
 * Scale-out: one audience (S graphql-ws subscribers of one task) spread over 1, 2 and 3 server
 * instances that share one PostgreSQL database and one Redis (or a Redis Cluster), while events are
 * written through the API at a steady rate, each write sent to the instances in turn (as a load
 * balancer would).
 *
 *   npm run bench:scale
 *   options: --instances=1,2,3  --subscribers=600  --rate=10 (events/s)  --events=60 (measured)
 *            --drain=S (seconds to wait for late deliveries; default 20)  --out=NAME
 *   environment: BENCH_DATABASE_URL (admin URL; a fresh database per cell),
 *                BENCH_REDIS_URL (default redis://127.0.0.1:6379),
 *                BENCH_REDIS_CLUSTER_NODES (host:port,…: adds the same cells on a Redis Cluster)
 *
 * This machine has 2 cores, so the total says little: what scales is each instance's share. Per
 * instance the benchmark reads its own /metrics before and after the measured window: the
 * deliveries it made (`atg_deliveries_total`) and the CPU it used (`process_cpu_seconds_total`),
 * so CPU per delivery is each process's own, whatever else the machine runs. That CPU includes the
 * instance's share of the writes (a third of them with three instances); the writes are the same in
 * every cell, so the figure is comparable across cells.
 *
 * Every instance is `node dist/main.js` (run `npm run build` first; the script builds when dist/ is
 * missing), the demo worker off, the rate limit off. The subscribers run in one forked child process.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { forkRpc, serveRpc } from "./fork-rpc.js";
import { freePort } from "./processes.js";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import {
  freshDatabase,
  gqlClient,
  createTask,
  machineInfo,
  markdownTable,
  parseOptions,
  progress,
  round,
  sleep,
  writeResults,
  gitLine,
} from "./lib.js";

const now = () => performance.timeOrigin + performance.now();
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SUBSCRIBE = `subscription($t: ID!) { taskEvents(taskId: $t) { ... on UserMessageEvent { sequence content { ... on TextBlock { text } } } } }`;
const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { sequence } } } }`;

// ───────────────────────── the subscribers (a forked child) ─────────────────────────

type ChildMsg =
  | { cmd: "open"; urls: string[]; apiKey: string; taskId: string; n: number }
  | { cmd: "status" }
  | { cmd: "start"; events: number }
  | { cmd: "finish" }
  | { cmd: "close" };

if (process.argv.includes("--subscribers-child")) {
  let clients: Client[] = [];
  let ready = new Uint8Array(0);
  let readyCount = 0;
  let measuring = false;
  let events = 0;
  let latencies: number[] = [];
  let perSubscriber = new Int32Array(0);
  let errors: string[] = [];
  const handlers: Record<ChildMsg["cmd"], (m: never) => unknown> = {
    open: async (m: Extract<ChildMsg, { cmd: "open" }>) => {
      ready = new Uint8Array(m.n);
      perSubscriber = new Int32Array(m.n);
      const waits: Promise<void>[] = [];
      for (let j = 0; j < m.n; j++) {
        // Subscriber j connects to instance j mod N: the audience is spread evenly.
        const client = createClient({ url: m.urls[j % m.urls.length]!, webSocketImpl: WebSocket, connectionParams: { apiKey: m.apiKey }, retryAttempts: 0, lazy: true });
        clients.push(client);
        waits.push(new Promise((resolve) => { const off = client.on("connected", () => (off(), resolve())); }));
        client.subscribe(
          { query: SUBSCRIBE, variables: { t: m.taskId } },
          {
            next: (r) => {
              const text = (r.data as { taskEvents?: { content?: Array<{ text?: string }> } } | null)?.taskEvents?.content?.[0]?.text ?? "";
              if (text.startsWith("P")) {
                if (!ready[j]) (ready[j] = 1), readyCount++;
              } else if (measuring && text.startsWith("M ")) {
                latencies.push(now() - Number(text.split(" ")[2]));
                perSubscriber[j]!++;
              }
            },
            error: (e) => void (errors.length < 10 && errors.push(String((e as Error)?.message ?? JSON.stringify(e)).slice(0, 200))),
            complete: () => void (errors.length < 10 && errors.push(`subscriber ${j} completed`)),
          },
        );
        if (j % 50 === 49) await Promise.all(waits.splice(0));
      }
      await Promise.all(waits);
      return {};
    },
    status: () => ({ ready: readyCount, delivered: latencies.length, errors }),
    start: (m: Extract<ChildMsg, { cmd: "start" }>) => {
      events = m.events;
      latencies = [];
      perSubscriber.fill(0);
      measuring = true;
      return {};
    },
    finish: () => {
      measuring = false;
      let complete = 0;
      for (const c of perSubscriber) if (c === events) complete++;
      const sorted = Float64Array.from(latencies).sort();
      const p = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] ?? NaN, 1);
      return { delivered: latencies.length, subscribersComplete: complete, p50: p(50), p99: p(99), errors };
    },
    close: async () => {
      await Promise.all(clients.map((c) => c.dispose()));
      clients = [];
      return {};
    },
  };
  serveRpc<ChildMsg>(handlers);
} else {
  await main();
}

// ───────────────────────── the main process ─────────────────────────

function rpcChild() {
  return forkRpc<ChildMsg>(fileURLToPath(import.meta.url), ["--subscribers-child"], "subscriber process");
}

interface Instance { port: number; proc: ChildProcess; exited: boolean }

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const proc = spawn(process.execPath, ["dist/main.js"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env, PORT: String(port), LOG_LEVEL: "warn", DEMO_WORKER: "false" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const inst: Instance = { port, proc, exited: false };
  proc.once("exit", () => (inst.exited = true));
  for (let k = 0; k < 600; k++) {
    if (inst.exited) throw new Error(`instance on port ${port} exited while starting`);
    const ok = await fetch(`http://127.0.0.1:${port}/ready`).then((r) => r.ok, () => false);
    if (ok) return inst;
    await sleep(100);
  }
  throw new Error(`instance on port ${port} was not ready within 60 s`);
}

async function stopInstance(inst: Instance) {
  if (inst.exited) return;
  const exited = new Promise((r) => inst.proc.once("exit", r));
  inst.proc.kill("SIGTERM");
  await exited;
}

/** Sum of a metric's samples (all label sets) in a Prometheus text exposition. */
function metric(text: string, name: string): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) sum += Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return sum;
}

async function scrape(inst: Instance, token: string) {
  const text = await fetch(`http://127.0.0.1:${inst.port}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
  return { deliveries: metric(text, "atg_deliveries_total"), cpuSeconds: metric(text, "process_cpu_seconds_total") };
}

interface Cell {
  redis: "one Redis" | "Redis Cluster";
  instances: number;
  subscribers: number;
  expected: number;
  delivered: number;
  subscribersComplete: number;
  p50Ms: number;
  p99Ms: number;
  failedWrites: number;
  perInstance: Array<{ subscribers: number; deliveries: number; cpuMs: number; cpuMicrosPerDelivery: number }>;
  errors: string[];
}

async function main() {
  const opts = parseOptions(process.argv.slice(2), { duration: 0, warmup: 0 });
  const counts = (opts.extra.instances ?? "1,2,3").split(",").map(Number);
  const subscribers = Number(opts.extra.subscribers ?? 600);
  const rate = Number(opts.extra.rate ?? 10);
  const events = Number(opts.extra.events ?? 60);
  const drainS = Number(opts.extra.drain ?? 20);
  const redisUrl = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379";
  const clusterNodes = process.env.BENCH_REDIS_CLUSTER_NODES;
  if (!existsSync(`${ROOT}/dist/main.js`)) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });

  const modes: Array<{ label: Cell["redis"]; env: Record<string, string> }> = [{ label: "one Redis", env: { REDIS_URL: redisUrl } }];
  if (clusterNodes) modes.push({ label: "Redis Cluster", env: { REDIS_CLUSTER_NODES: clusterNodes } });

  const cells: Cell[] = [];
  for (const mode of modes) {
    for (const n of counts) {
      progress(`${mode.label}, ${n} instance(s), ${subscribers} subscribers, ${rate} events/s`);
      const db = await freshDatabase(opts);
      const apiKey = `bench_${randomBytes(16).toString("hex")}`;
      const token = randomBytes(16).toString("hex");
      const env = {
        ...mode.env,
        DATABASE_URL: db.url!,
        BOOTSTRAP_API_KEY: apiKey,
        METRICS_TOKEN: token,
        STREAMS_PER_WORKSPACE: String(subscribers * 2 + 100),
        RATE_LIMIT_PER_SECOND: "0",
      };
      const instances: Instance[] = [];
      const child = rpcChild();
      try {
        // The first instance migrates the fresh database; the others start on it.
        instances.push(await startInstance(env));
        for (let k = 1; k < n; k++) instances.push(await startInstance(env));
        const clients = instances.map((i) => gqlClient(`http://127.0.0.1:${i.port}/graphql`, apiKey));
        const taskId = await createTask(clients[0]!, "scale");
        await child.rpc({ cmd: "open", urls: instances.map((i) => `ws://127.0.0.1:${i.port}/graphql`), apiKey, taskId, n: subscribers });
        const send = (k: number, text: string) =>
          clients[k % clients.length]!.post(JSON.stringify({ query: SEND, variables: { input: { taskId, events: [{ userMessage: { content: [{ text: { text } }] } }] } } }));
        // Probe until every subscriber is live (a subscription without `after` gets only later events).
        for (let k = 0; ; k++) {
          await send(k, `P ${k}`);
          const s = await child.rpc<{ ready: number; errors: string[] }>({ cmd: "status" });
          if (s.ready === subscribers) break;
          if (k > 600) throw new Error(`only ${s.ready} of ${subscribers} subscribers live; ${s.errors.join("; ")}`);
          await sleep(100);
        }
        const before = await Promise.all(instances.map((i) => scrape(i, token)));
        await child.rpc({ cmd: "start", events });
        let failedWrites = 0;
        const writes: Promise<unknown>[] = [];
        const t0 = performance.now();
        for (let i = 0; i < events; i++) {
          const due = t0 + (i * 1000) / rate;
          const wait = due - performance.now();
          if (wait > 0) await sleep(wait);
          writes.push(send(i, `M ${i} ${now()}`).catch(() => failedWrites++));
        }
        await Promise.all(writes);
        const expected = subscribers * (events - failedWrites);
        const drainUntil = performance.now() + drainS * 1000;
        while (performance.now() < drainUntil) {
          const s = await child.rpc<{ delivered: number }>({ cmd: "status" });
          if (s.delivered >= expected) break;
          await sleep(100);
        }
        const after = await Promise.all(instances.map((i) => scrape(i, token)));
        const r = await child.rpc<{ delivered: number; subscribersComplete: number; p50: number; p99: number; errors: string[] }>({ cmd: "finish" });
        const perInstance = instances.map((_, k) => {
          const deliveries = after[k]!.deliveries - before[k]!.deliveries;
          const cpuMs = (after[k]!.cpuSeconds - before[k]!.cpuSeconds) * 1000;
          return {
            subscribers: Math.floor(subscribers / n) + (k < subscribers % n ? 1 : 0),
            deliveries,
            cpuMs: round(cpuMs, 0),
            cpuMicrosPerDelivery: round((cpuMs * 1000) / Math.max(1, deliveries), 1),
          };
        });
        cells.push({ redis: mode.label, instances: n, subscribers, expected, delivered: r.delivered, subscribersComplete: r.subscribersComplete, p50Ms: r.p50, p99Ms: r.p99, failedWrites, perInstance, errors: r.errors });
        progress(`  delivered ${r.delivered}/${expected}, p99 ${r.p99} ms; µs CPU/delivery per instance: ${perInstance.map((p) => p.cpuMicrosPerDelivery).join(", ")}`);
        clients.forEach((c) => c.close());
        await child.rpc({ cmd: "close" });
      } finally {
        child.kill();
        await Promise.all(instances.map(stopInstance));
        await db.drop();
      }
    }
  }

  const info = machineInfo("postgres", { subscribers, rate, events });
  const rows = cells.map((c) => {
    const mean = c.perInstance.reduce((s, p) => s + p.cpuMicrosPerDelivery, 0) / c.perInstance.length;
    return [
      c.redis,
      c.instances,
      `${c.delivered}/${c.expected}`,
      `${c.p50Ms} / ${c.p99Ms}`,
      c.perInstance.map((p) => p.deliveries).join(" · "),
      c.perInstance.map((p) => p.cpuMs).join(" · "),
      c.perInstance.map((p) => p.cpuMicrosPerDelivery).join(" · "),
      round(1e6 / mean, 0),
    ];
  });
  // Each instance's CPU over the window = a fixed part (reading each event from the log once,
  // executing the subscription once, its share of the writes, housekeeping) + a part per delivery.
  // A least-squares line through every instance of every cell of a pub/sub mode separates them.
  const fits = modes.map((mode) => {
    const points = cells.filter((c) => c.redis === mode.label).flatMap((c) => c.perInstance.map((p) => [p.deliveries, p.cpuMs * 1000] as const));
    const n = points.length;
    const mx = points.reduce((s, [x]) => s + x, 0) / n;
    const my = points.reduce((s, [, y]) => s + y, 0) / n;
    const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
    const perDelivery = sxx > 0 ? points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx : NaN;
    const fixed = my - perDelivery * mx;
    return { redis: mode.label, microsPerDelivery: round(perDelivery, 1), msPerEventPerInstance: round(fixed / 1000 / events, 2) };
  });
  const md = [
    `# Scale-out: ${subscribers} subscribers of one task over 1–${Math.max(...counts)} instances`,
    "",
    `${info.date.slice(0, 10)}, ${info.cpuCount} × ${info.cpuModel}, Node ${info.node}, PostgreSQL. ${gitLine(info.git)} ${events} events at ${rate}/s, writes sent to the instances in turn; subscribers spread evenly (subscriber j on instance j mod N), one graphql-ws socket each.`,
    "",
    markdownTable(
      ["pub/sub", "instances", "delivered", "send→receipt p50 / p99 ms", "deliveries per instance", "CPU ms per instance", "µs CPU per delivery, per instance", "deliveries/s per core (at that cost)"],
      rows,
    ),
    "",
    "CPU is each instance's own (`process_cpu_seconds_total` from its /metrics) over the measured window, writes included; the last column is 10⁶ ÷ the mean µs per delivery: what one core would deliver at that cost.",
    "",
    "Each instance's CPU split into a part per event it follows (its read of the log, one execution shared by its subscribers, its share of the writes) and a part per delivery (a least-squares line through every instance's CPU against its deliveries):",
    "",
    markdownTable(["pub/sub", "ms CPU per event, per instance", "µs CPU per delivery"], fits.map((f) => [f.redis, f.msPerEventPerInstance, f.microsPerDelivery])),
    ...(cells.some((c) => c.errors.length) ? ["", `Subscriber errors: ${cells.flatMap((c) => c.errors).slice(0, 5).join("; ")}`] : []),
  ].join("\n");
  writeResults(opts.extra.out ?? "scale", md, { ...info, cells, fits });
  process.exit(0);
}
