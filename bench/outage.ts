/**
 * A Redis outage as an operator sees it: two instances on one PostgreSQL and a Redis of this
 * script's own; followers on both instances over graphql-ws and SSE; writers sending events to
 * both instances throughout; Redis killed for 8 s in the middle, then started again.
 *
 * Measured: for every committed event, how long after its write was sent each follower had it
 * (so the delay of lost signals, repaired by the log poll every FOLLOW_POLL_MS); sendEvents
 * latency before, during and after the outage; and every error code answered.
 *
 *   npm run bench:outage [-- --outage=8 --followers=4 --writers=4 --rate=5]
 *
 * followers: per instance and transport; rate: sendEvents per second per writer.
 */
import "./production-env.js";
import WebSocket from "ws";
import { createClient as createWsClient } from "graphql-ws";
import { createClient as createSseClient } from "graphql-sse";
import { buildApp } from "../src/server/app.js";
import { loadConfig, type Config } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { OwnRedis } from "../test/helpers/own-redis.js";
import { TaskApiError } from "../sdk/index.js";
import { createTask, gqlClient, machineInfo, markdownTable, parseOptions, progress, round, sleep, startBenchApp, summarize, writeResults } from "./lib.js";

const opts = parseOptions(process.argv.slice(2), { duration: 0, warmup: 0 });
const OUTAGE_S = Number(opts.extra.outage ?? 8);
const FOLLOWERS = Number(opts.extra.followers ?? 4);
const WRITERS = Number(opts.extra.writers ?? 4);
const RATE = Number(opts.extra.rate ?? 5);
const BEFORE_S = 3;
const AFTER_S = 3;

const STREAM = `subscription($taskId: ID!) { taskEvents(taskId: $taskId, after: "0") { ... on TaskEvent { sequence } } }`;
const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { sequence } } } }`;

type Phase = "before" | "during" | "after";

async function main() {
  const redis = await OwnRedis.start();
  const one = await startBenchApp({ ...opts, redisUrl: redis.url }, { streamsPerWorkspace: 1000 });
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: one.db.url,
    redisUrl: redis.url,
    bootstrapApiKey: one.apiKey,
    port: 0,
    host: "127.0.0.1",
    shutdownGraceMs: 2000,
    streamsPerWorkspace: 1000,
  };
  const twoApp = buildApp(config, createLogger("silent"));
  await twoApp.start(0);
  const instances = [one.url, twoApp.url()];
  const pollMs = config.followPollMs;
  const taskId = await createTask(one.client, "outage");
  // Warm-up on another task, through both instances, so first-call costs are not measured.
  const warm = await createTask(one.client, "warm-up");
  for (let i = 0; i < 20; i++) {
    await gqlClient(instances[i % 2]!, one.apiKey).request(SEND, { input: { taskId: warm, events: [{ userMessage: { content: [{ text: { text: "warm" } }] } }] } });
  }

  // Followers: when each sequence arrived, per follower.
  const followers: Array<{ name: string; got: Map<string, number>; order: string[]; errors: unknown[] }> = [];
  const disposers: Array<() => void> = [];
  for (const [i, url] of instances.entries()) {
    for (let f = 0; f < FOLLOWERS; f++) {
      const ws = createWsClient({ url: url.replace(/^http/, "ws"), webSocketImpl: WebSocket, connectionParams: { apiKey: one.apiKey }, retryAttempts: 0 });
      const sse = createSseClient({ url, headers: { "x-api-key": one.apiKey }, retryAttempts: 0 });
      for (const [transport, client] of [["graphql-ws", ws], ["sse", sse]] as const) {
        const rec = { name: `instance ${i + 1} ${transport} #${f + 1}`, got: new Map<string, number>(), order: [] as string[], errors: [] as unknown[] };
        followers.push(rec);
        disposers.push(
          client.subscribe(
            { query: STREAM, variables: { taskId } },
            {
              next: (r: any) => {
                const seq = r.data?.taskEvents?.sequence as string;
                rec.got.set(seq, performance.now());
                rec.order.push(seq);
              },
              error: (e) => rec.errors.push(e),
              complete: () => {},
            },
          ),
        );
      }
      disposers.push(() => void ws.dispose(), () => sse.dispose());
    }
  }
  await sleep(1000);

  // Writers, paced, alternating instances; each write remembers when it was sent.
  const sent = new Map<string, { at: number; phase: Phase }>();
  const latency: Record<Phase, number[]> = { before: [], during: [], after: [] };
  const codes = new Map<string, number>();
  let phase: Phase = "before";
  let stop = false;
  const clients = instances.map((u) => gqlClient(u, one.apiKey));
  const writers = Array.from({ length: WRITERS }, async (_, w) => {
    for (let n = 0; !stop; n++) {
      const client = clients[(w + n) % clients.length]!;
      const at = performance.now();
      const p = phase;
      try {
        const d = await client.request<any>(SEND, { input: { taskId, events: [{ userMessage: { content: [{ text: { text: `w${w} ${n}` } }] } }] } });
        latency[p].push(performance.now() - at);
        for (const e of d.sendEvents.events) sent.set(e.sequence, { at, phase: p });
      } catch (err) {
        const code = err instanceof TaskApiError ? (err.code ?? `HTTP_${err.status}`) : "NETWORK";
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
      await sleep(Math.max(0, 1000 / RATE - (performance.now() - at)));
    }
  });

  progress(`Redis up for ${BEFORE_S} s`);
  await sleep(BEFORE_S * 1000);
  phase = "during";
  await redis.down();
  progress(`Redis down for ${OUTAGE_S} s`);
  await sleep(OUTAGE_S * 1000);
  await redis.up();
  phase = "after";
  progress(`Redis up again for ${AFTER_S} s`);
  await sleep(AFTER_S * 1000);
  stop = true;
  await Promise.all(writers);
  // Let the last events arrive (at most a poll interval and a bit).
  await sleep(pollMs + 1000);

  const delivery: Record<Phase, number[]> = { before: [], during: [], after: [] };
  let missing = 0;
  let outOfOrder = 0;
  for (const f of followers) {
    for (const [seq, w] of sent) {
      const t = f.got.get(seq);
      if (t == null) missing++;
      else delivery[w.phase].push(t - w.at);
    }
    const sorted = [...f.order].sort((a, b) => Number(BigInt(a) - BigInt(b)));
    if (new Set(f.order).size !== f.order.length || sorted.join() !== f.order.join()) outOfOrder++;
  }
  const rows = (["before", "during", "after"] as Phase[]).map((p) => {
    const d = summarize(delivery[p]);
    const l = summarize(latency[p]);
    return [p, latency[p].length, round(l.p50, 1), round(l.p99, 1), round(l.max, 1), d.n, round(d.p50, 1), round(d.p99, 1), round(d.max, 1)];
  });
  const errorLine = codes.size ? [...codes].map(([c, n]) => `${c} × ${n}`).join(", ") : "none";
  const info = machineInfo("postgres", { redis: "own redis-server", outageSeconds: OUTAGE_S, followPollMs: pollMs, followers: followers.length, writers: WRITERS, ratePerWriter: RATE });
  const md = [
    `# Redis outage (${OUTAGE_S} s), two instances, ${followers.length} followers (graphql-ws and SSE on each), ${WRITERS} writers × ${RATE}/s`,
    "",
    `${info.date}, ${info.cpuCount} × ${info.cpuModel}, Node ${info.node}, FOLLOW_POLL_MS ${pollMs}.`,
    "",
    markdownTable(
      ["phase", "sendEvents", "p50 ms", "p99 ms", "max ms", "deliveries", "delay p50 ms", "delay p99 ms", "delay max ms"],
      rows,
    ),
    "",
    `Delay: from sending the write to a follower having its event. Missing deliveries: ${missing}. Followers with a repeat or out of order: ${outOfOrder}. Follower errors: ${followers.reduce((n, f) => n + f.errors.length, 0)}. Error codes answered to writers: ${errorLine}.`,
  ].join("\n");
  writeResults("outage", md, { info, rows, missing, outOfOrder, codes: Object.fromEntries(codes), latency: Object.fromEntries(Object.entries(latency).map(([k, v]) => [k, summarize(v)])), delivery: Object.fromEntries(Object.entries(delivery).map(([k, v]) => [k, summarize(v)])) });

  for (const d of disposers) d();
  for (const c of clients) c.close();
  await twoApp.stop();
  await one.stop();
  await redis.stop();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
