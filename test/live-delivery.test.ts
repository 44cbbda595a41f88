import WebSocket from "ws";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TARGET, isolatedDatabase, startTestApp, type TestApp } from "./helpers/app.js";
import { textMessage } from "./helpers/events.js";
import { CreateTaskDocument } from "./generated/graphql.js";
import { TestWorker, eventTypes, taskState } from "./helpers/worker.js";
import { heardWhile, wsClient, wsSubscribe, type LiveSubscription } from "./helpers/live.js";
import { Redis } from "ioredis";
import { LIVE_RUNS_TOPIC } from "../src/domain/live-runs.js";
import { topics } from "../src/domain/events/log.js";
import { RECHECK_MS } from "../src/pubsub/unheard.js";
import { RedisMonitor } from "./helpers/redis-monitor.js";
import { groupedFollowers } from "../src/domain/events/follow.js";

/** Live delivery at scale: the claim over graphql-ws, cheap previews, the overload answers. */
const multiInstance = !!TARGET.databaseUrl && TARGET.redis;
let t: TestApp;
/** A second instance on the same database and Redis (with PostgreSQL and Redis), else `t` again. */
let other: TestApp;
let w: TestWorker;
beforeAll(async () => {
  const db = await isolatedDatabase();
  // No periodic job: it reads runs too, and the previews' statements are counted here.
  const quiet = { jobIntervalMs: 600_000, retentionIntervalMs: 600_000 };
  t = await startTestApp(quiet, db);
  other = multiInstance ? await startTestApp({ ...quiet, bootstrapApiKey: t.adminKey }, { config: db.config, drop: async () => {} }) : t;
  w = await TestWorker.create(t);
});
afterAll(async () => {
  if (other !== t) await other?.stop();
  await t?.stop();
});

async function taskWith(text: string) {
  const d = await t.ok(CreateTaskDocument, { input: { events: [textMessage(text)] } });
  return d.createTask.task.id;
}

/** graphql-ws's default client: lazy, it opens a socket for an operation and closes it right after. */
function lazyClient(key: string) {
  return createClient({ url: t.wsUrl, webSocketImpl: WebSocket, connectionParams: { apiKey: key }, retryAttempts: 0 });
}

/** One operation on a fresh lazy client; resolves once its socket has closed again. */
async function once<T = any>(key: string, query: string, variables: Record<string, unknown>) {
  const client = lazyClient(key);
  const closed = new Promise<void>((resolve) => client.on("closed", () => resolve()));
  const result = await new Promise<{ data?: T; errors?: any[] }>((resolve, reject) => {
    let got: { data?: T; errors?: any[] } = {};
    client.subscribe<T>({ query, variables }, { next: (r) => (got = r as never), error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)), complete: () => resolve(got) });
  });
  await closed;
  await client.dispose();
  return result;
}

const CLAIM = `mutation($input: ClaimRunInput!) { claimRun(input: $input) { run { id status } task { id status } } }`;
const DELTAS = `mutation($input: PublishDeltasInput!) { publishDeltas(input: $input) { eventId } }`;

describe("a claim over graphql-ws", () => {
  it("survives the lazy client closing its socket after the answer: the run stays the worker's", async () => {
    const taskId = await taskWith("claimed over a socket");
    const claimed = await once(w.key, CLAIM, { input: { taskId, leaseSeconds: 60 } });
    expect(claimed.errors).toBeUndefined();
    const runId = claimed.data.claimRun.run.id as string;
    expect(claimed.data.claimRun.run.status).toBe("SCHEDULED");
    // The socket is closed now. A new socket for the next call: by the time it is acknowledged,
    // the server has long seen the close of the first one.
    const preview = await once(w.key, DELTAS, { input: { runId, type: "WORKER_MESSAGE", deltas: [{ index: 0, text: "Hi" }] } });
    expect(preview.errors).toBeUndefined();
    const eventId = preview.data.publishDeltas.eventId as string;
    const written = await w.ok(runId, [{ workerMessage: { eventId, content: [{ text: "Hi there" }] } }]);
    expect(written.events[0].id).toBe(eventId);
    expect((await w.finish(runId)).errors).toBeUndefined();
    const types = await eventTypes(t, taskId);
    expect(types).not.toContain("TASK_STATUS_RESCHEDULED");
    expect(types).toEqual(["USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_RUNNING", "WORKER_MESSAGE", "TASK_USAGE", "TASK_STATUS_IDLE"]);
    expect((await taskState(t, taskId)).status).toBe("IDLE");
  });

  it("a long poll whose socket closes before any run came takes nothing", async () => {
    const client = lazyClient(w.key);
    const connected = new Promise<WebSocket>((resolve) => client.on("connected", (s) => resolve(s as WebSocket)));
    const answer = new Promise<unknown>((resolve) => {
      client.subscribe({ query: CLAIM, variables: { input: { waitSeconds: 30 } } }, { next: resolve, error: resolve, complete: () => {} });
    });
    const socket = await connected;
    socket.terminate();
    await answer.catch(() => {});
    await client.dispose();
    // Work arriving after the caller left is not taken by the gone long poll.
    const taskId = await taskWith("after the poll left");
    const other = await TestWorker.create(t);
    const claim = await other.claim(taskId);
    expect(claim.run).not.toBeNull();
  });
});

/** A socket kept open, as a worker streaming previews keeps one. */
function openClient(key: string, url = t.wsUrl) {
  return createClient({ url, webSocketImpl: WebSocket, connectionParams: { apiKey: key }, retryAttempts: 0, lazy: false });
}
function request<T = any>(client: ReturnType<typeof createClient>, query: string, variables: Record<string, unknown>) {
  return new Promise<{ data?: T; errors?: any[] }>((resolve, reject) => {
    let got: { data?: T; errors?: any[] } = {};
    client.subscribe<T>({ query, variables }, { next: (r) => (got = r as never), error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)), complete: () => resolve(got) });
  });
}

describe("previews of a live run", () => {
  async function liveRun(text: string) {
    const taskId = await taskWith(text);
    const claim = await w.claim(taskId, { leaseSeconds: 60 });
    return { taskId, runId: claim.run!.id };
  }

  it("once the run is known live, a preview costs no database statement", async () => {
    // On a loaded machine 20 calls can take longer than the 2 s a look is trusted; what is
    // measured here is the cost while it is trusted: the cache's clock stands still.
    const cache = t.app.services().log.liveRuns;
    const now = Date.now();
    cache.now = () => now;
    const { runId } = await liveRun("cheap previews");
    const first = await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: "a" }]);
    const eventId = first.publishDeltas.eventId as string;
    await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: "b" }], eventId);
    const statements: string[] = [];
    const off = t.app.services().db.onQuery((sql) => statements.push(sql));
    // A look that raced an invalidation (any task's run ending, from this file's other tests or
    // the bus) is not remembered: call until one is served from the cache, then measure.
    for (let i = 0; i < 20; i++) {
      statements.length = 0;
      await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: `warm ${i}` }], eventId);
      if (!statements.some((sql) => /"Run"|"Event"/.test(sql))) break;
    }
    // The one recheck a call from memory sets off (the cache's first) is done before measuring.
    await cache.rechecked();
    statements.length = 0;
    const client = openClient(w.key);
    try {
      for (let i = 0; i < 10; i++) await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: `http ${i}` }], eventId);
      for (let i = 0; i < 10; i++) {
        const r = await request(client, DELTAS, { input: { runId, type: "WORKER_MESSAGE", eventId, deltas: [{ index: 0, text: `ws ${i}` }] } });
        expect(r.errors).toBeUndefined();
        expect(r.data.publishDeltas.eventId).toBe(eventId);
      }
    } finally {
      off();
      cache.now = Date.now;
      await client.dispose();
    }
    expect(statements.filter((sql) => /"Run"|"Event"/.test(sql)).map((s) => s.slice(0, 200))).toEqual([]);
  });

  it.runIf(multiInstance)("reach followers on the instance that took them and on another instance, each preview once", async () => {
    const { taskId, runId } = await liveRun("previews on two instances");
    const FOLLOW = `subscription($t: ID!) { taskEvents(taskId: $t, deltas: [WORKER_MESSAGE]) { __typename ... on EventDelta { text } } }`;
    const clients = [wsClient(t.wsUrl, t.adminKey), wsClient(other.wsUrl, t.adminKey)];
    const [here, there] = clients.map((c) => wsSubscribe(c, FOLLOW, { t: taskId })) as [LiveSubscription, LiveSubscription];
    const texts = (s: LiveSubscription) => s.items.map((i) => i.data.taskEvents.text as string | undefined).filter((x) => x && !x.startsWith("probe"));
    const has = (s: LiveSubscription, ...want: string[]) => s.until((items) => want.every((x) => items.some((i) => i.data.taskEvents.text === x)));
    try {
      const first = await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: "probe" }]);
      const eventId = first.publishDeltas.eventId as string;
      // Previews reach live followers only: probe until both are.
      for (let i = 0; !(here.items.length && there.items.length); i++) {
        if (i === 100) throw new Error("the followers never went live");
        await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: `probe ${i}` }], eventId);
        await new Promise((r) => setTimeout(r, 50));
      }
      const publish = (app: TestApp, text: string) => app.ok(DELTAS, { input: { runId, type: "WORKER_MESSAGE", eventId, deltas: [{ index: 0, text }] } }, w.key);
      await publish(t, "a");
      await publish(t, "b");
      // Redis hands each instance the messages in the order it took them: t hears "c" (from the
      // other instance) after the echoes of its own "a" and "b", and the other instance hears
      // "d" after the echo of its "c". An instance delivers its own at once and skips their echo.
      await publish(other, "c");
      await publish(t, "d");
      await Promise.all([has(here, "c", "d"), has(there, "c", "d")]);
      expect(texts(here).filter((x) => x !== "c")).toEqual(["a", "b", "d"]);
      expect(texts(there).filter((x) => x !== "c")).toEqual(["a", "b", "d"]);
      expect(texts(here).filter((x) => x === "c")).toEqual(["c"]);
      expect(texts(there).filter((x) => x === "c")).toEqual(["c"]);
    } finally {
      await here.close();
      await there.close();
      for (const c of clients) await c.dispose();
    }
  });

  it.runIf(TARGET.redisUrl)("followed on the worker's instance only, stay off Redis (one PUBLISH per recheck at most), and reach the follower", async () => {
    const { taskId, runId } = await liveRun("previews nobody else follows");
    const FOLLOW = `subscription($t: ID!) { taskEvents(taskId: $t, deltas: [WORKER_MESSAGE]) { __typename ... on EventDelta { text } } }`;
    const client = wsClient(t.wsUrl, t.adminKey);
    const here = wsSubscribe(client, FOLLOW, { t: taskId });
    const topic = topics.deltas(taskId);
    const url = new URL(TARGET.redisUrl!);
    const node = { host: url.hostname, port: Number(url.port || 6379) };
    const monitor = await RedisMonitor.start(node, (c) => c.some((x) => x.includes(topic)));
    const echo = new Redis(node);
    try {
      const first = await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: "probe" }]);
      const eventId = first.publishDeltas.eventId as string;
      for (let i = 0; !here.items.length; i++) {
        if (i === 100) throw new Error("the follower never went live");
        await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: `probe ${i}` }], eventId);
        await new Promise((r) => setTimeout(r, 50));
      }
      const started = Date.now();
      const texts = Array.from({ length: 20 }, (_, i) => `only here ${i}`);
      for (const text of texts) await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text }], eventId);
      await here.until((items) => texts.every((x) => items.some((i) => i.data.taskEvents.text === x)));
      const elapsed = Date.now() - started;
      // MONITOR shows commands in the order Redis ran them: after this marker, every PUBLISH before it.
      const mark = `mark ${topic}`;
      await echo.echo(mark);
      await expect.poll(() => monitor.commands.some((c) => c[0]!.toLowerCase() === "echo" && c[1] === mark)).toBe(true);
      const published = monitor.published(topic).filter((m) => texts.some((x) => m.includes(`"${x}"`)));
      // At most one message per recheck interval asks Redis whether anyone else follows now (one
      // at the start, if an interval ran out during the probes), and up to two more while the
      // instance first learns that nobody does.
      expect(published.length).toBeLessThanOrEqual(Math.ceil(elapsed / RECHECK_MS) + 3);
      expect(published.length).toBeLessThan(texts.length);
      expect(here.items.map((i) => i.data.taskEvents.text).filter((x?: string) => x?.startsWith("only here"))).toEqual(texts);
    } finally {
      await here.close();
      await client.dispose();
      monitor.close();
      echo.disconnect();
    }
  });

  it("calls that find the run's entry missing together read the run once", async () => {
    const { runId } = await liveRun("previews after an expiry");
    const first = await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: "a" }]);
    const eventId = first.publishDeltas.eventId as string;
    let runReads = 0;
    const off = t.app.services().db.onQuery((sql) => {
      if (/^SELECT\b.*FROM\s+"public"\."Run"|^SELECT\b.*FROM\s+"Run"/is.test(sql)) runReads++;
    });
    try {
      // What an expiry leaves: no entry for the run, and a worker with calls in flight.
      t.app.services().log.liveRuns.clear();
      const { result: answers, heard } = await heardWhile(t, LIVE_RUNS_TOPIC, JSON.stringify([`marker ${runId}`]), () =>
        Promise.all(Array.from({ length: 10 }, (_, i) => w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: `together ${i}` }], eventId))),
      );
      expect(answers.map((a) => a.publishDeltas.eventId)).toEqual(Array(10).fill(eventId));
      // A look begun before an invalidation (another test's run ending, heard on the bus) is not
      // joined: each one heard meanwhile may cost one more read.
      expect(runReads).toBeGreaterThanOrEqual(1);
      expect(runReads).toBeLessThanOrEqual(1 + heard);
    } finally {
      off();
    }
  });

  it("a worker streaming past the trust bound is served from memory: one statement rechecks the runs in use, and drops a run that ended unheard", async () => {
    const { db } = t.app.services();
    const cache = t.app.services().log.liveRuns;
    // The cache's clock is the test's: time passes when the test says so, however busy the machine.
    let clock = Date.now();
    cache.now = () => clock;
    // Rechecked every 2 s; an entry is trusted 4 s from its last look.
    cache.ttlMs = 4000;
    const runs: { taskId: string; runId: string }[] = [];
    for (let i = 0; i < 3; i++) runs.push(await liveRun(`rechecked ${i}`));
    let looks = 0;
    let rechecks = 0;
    const off = db.onQuery((sql) => {
      if (/\bunnest\(/.test(sql)) rechecks++;
      else if (/FROM\s+("public"\.)?"(Run|Event)"/.test(sql)) looks++;
    });
    try {
      const eventIds = new Map<string, string>();
      // The first preview starts each run; the start, heard back on the bus, forgets the run's
      // entries: remember them once it has been heard.
      await heardWhile(t, LIVE_RUNS_TOPIC, JSON.stringify(["marker rechecked"]), async () => {
        for (const r of runs) eventIds.set(r.runId, (await w.deltas(r.runId, "WORKER_MESSAGE", [{ index: 0, text: "a" }])).publishDeltas.eventId);
      });
      const preview = (runId: string) =>
        t.gql<any>(DELTAS, { input: { runId, type: "WORKER_MESSAGE", eventId: eventIds.get(runId), deltas: [{ index: 0, text: "x" }] } }, w.key);
      // Remembered once each (a look that raced another test's invalidation is not: call again).
      for (const r of runs) {
        for (let i = 0; i < 20; i++) {
          looks = 0;
          expect((await preview(r.runId)).errors).toBeUndefined();
          if (looks === 0) break;
        }
        expect(looks).toBe(0);
      }
      await cache.rechecked();
      rechecks = 0;
      // Twice the trust bound in steps of an eighth, every run called at each: without the
      // rechecks each entry would have expired at least once.
      for (let step = 0; step < 16; step++) {
        clock += cache.ttlMs / 8;
        for (const r of runs) expect((await preview(r.runId)).errors).toBeUndefined();
        await cache.rechecked();
      }
      expect(rechecks).toBeGreaterThanOrEqual(3);
      expect(looks).toBe(0);
      // A run ends without a word on the bus (as when its invalidation is lost): the next recheck drops it.
      const [ended, ...rest] = runs;
      await db.prisma.run.update({ where: { id: ended!.runId }, data: { status: "FINISHED" } });
      clock += cache.ttlMs / 2;
      // Until then it is served from memory (previews are best effort); this call sets the recheck off.
      expect((await preview(ended!.runId)).errors).toBeUndefined();
      await cache.rechecked();
      expect((await preview(ended!.runId)).errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
      looks = 0;
      for (const r of rest) expect((await preview(r.runId)).errors).toBeUndefined();
      expect(looks).toBe(0);
    } finally {
      off();
      cache.ttlMs = 2000;
      cache.now = Date.now;
    }
  });

  it("stop being accepted right after the run ends, over HTTP and over an open graphql-ws socket", async () => {
    for (const via of ["http", "graphql-ws"] as const) {
      const { runId } = await liveRun(`ends ${via}`);
      const client = openClient(w.key);
      try {
        const preview = async (eventId?: string) =>
          via === "http"
            ? t.gql<any>(DELTAS, { input: { runId, type: "WORKER_MESSAGE", eventId, deltas: [{ index: 0, text: "x" }] } }, w.key)
            : request(client, DELTAS, { input: { runId, type: "WORKER_MESSAGE", eventId, deltas: [{ index: 0, text: "x" }] } });
        const started = await preview();
        expect(started.errors).toBeUndefined();
        const eventId = started.data.publishDeltas.eventId as string;
        for (let i = 0; i < 3; i++) expect((await preview(eventId)).errors).toBeUndefined();
        expect((await preview()).errors).toBeUndefined();
        // The previewed event is written: its preview closes at once, the run still takes others.
        await w.ok(runId, [{ workerMessage: { eventId, content: [{ text: "done" }] } }]);
        expect((await preview(eventId)).errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
        expect((await preview()).errors).toBeUndefined();
        // The run ends: no preview is taken any more.
        expect((await w.finish(runId)).errors).toBeUndefined();
        const after = await preview();
        expect(after.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_STATE", status: "FINISHED" });
      } finally {
        await client.dispose();
      }
    }
  });

  it.runIf(multiInstance)("a run ended on one instance stops taking previews on another", async () => {
    const { runId } = await liveRun("two instances");
    const client = openClient(w.key, other.wsUrl);
    try {
      const preview = () => request(client, DELTAS, { input: { runId, type: "WORKER_MESSAGE", deltas: [{ index: 0, text: "x" }] } });
      expect((await preview()).errors).toBeUndefined();
      expect((await preview()).errors).toBeUndefined();
      expect((await w.finish(runId)).errors).toBeUndefined();
      // The other instance hears of it through the bus: wait for the state, not for a time.
      let code: unknown;
      for (let i = 0; i < 100 && code === undefined; i++) {
        code = (await preview()).errors?.[0]?.extensions?.code;
        if (code === undefined) await new Promise((r) => setTimeout(r, 20));
      }
      expect(code).toBe("INVALID_STATE");
    } finally {
      await client.dispose();
    }
  });
});

describe("followers on the instance that wrote", () => {
  const STREAM = `subscription($taskId: ID!) { taskEvents(taskId: $taskId) { __typename ... on TaskEvent { id sequence } ... on WorkerToolUseEvent { input } } }`;
  const LISTED = `query($taskId: ID!) { events(taskId: $taskId, first: 100) { edges { node { __typename ... on TaskEvent { id sequence } ... on WorkerToolUseEvent { input } } } } }`;
  const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { id } } } }`;
  /** A follower's read of the log after its cursor (read.ts eventsAfter), as Prisma's listeners see it. */
  const isFollowRead = (sql: string) => /ORDER BY "Event"\."sequence" ASC LIMIT 100\s*$/.test(sql);
  const idsOf = (s: LiveSubscription) => s.items.map((i) => i.data.taskEvents.id as string);

  /** A task with a live run, and a graphql-ws follower of it that is caught up and read for by its group. */
  async function followedRun(text: string) {
    const taskId = await taskWith(text);
    const { run } = await w.claim(taskId, { leaseSeconds: 60 });
    const client = wsClient(t.wsUrl, t.adminKey);
    const sub = wsSubscribe(client, STREAM, { taskId });
    // Live once a write reaches it; read for by its group once it is caught up; the group past
    // its first read of the log once a later write reached it through the group.
    for (let i = 0; sub.items.length === 0; i++) {
      await w.ok(run!.id, [{ workerMessage: { content: [{ text: `probe ${i}` }] } }]);
      await sub.until((items) => items.length > 0, 200).catch(() => {});
    }
    await waitFor(() => groupedFollowers({ taskId }) === 1);
    const caughtUp = await w.ok(run!.id, [{ workerMessage: { content: [{ text: "caught up" }] } }]);
    await sub.until(() => idsOf(sub).includes(caughtUp.events[0].id));
    return { taskId, runId: run!.id, client, sub };
  }

  it("get the events it just committed without reading them back, as the log holds them", async () => {
    const { taskId, runId, client, sub } = await followedRun("recent commits");
    try {
      // Keys in an order jsonb does not keep: the stream must hand them on as a read of the log does.
      const input = { zeta: 1, a: { bb: 2, a: [{ y: 1, x: 2 }, "s"] }, é: 3, e: 4, B: 5 };
      const statements: string[] = [];
      const off = t.app.services().db.onQuery((sql) => statements.push(sql));
      let toolUse: string;
      try {
        toolUse = (await w.ok(runId, [{ workerToolUse: { name: "probe", input } }])).events[0].id;
        await sub.until(() => idsOf(sub).includes(toolUse));
      } finally {
        off();
      }
      expect(statements.filter(isFollowRead)).toEqual([]);
      const live = sub.items.find((i) => i.data.taskEvents.id === toolUse)!.data.taskEvents;
      const listed = (await t.ok<any>(LISTED, { taskId })).events.edges.map((e: any) => e.node).find((n: any) => n.id === toolUse);
      expect(JSON.stringify(live.input)).toBe(JSON.stringify(listed.input));
      expect(live.input).toEqual(input);
      expect(JSON.stringify(live.input)).not.toBe(JSON.stringify(input));
    } finally {
      await sub.close();
      await client.dispose();
    }
  });

  it.runIf(multiInstance)("read another instance's commit from the log: between this one's, nothing is skipped or repeated", async () => {
    const { taskId, runId, client, sub } = await followedRun("two writers");
    try {
      const statements: string[] = [];
      const off = t.app.services().db.onQuery((sql) => statements.push(sql));
      const written: string[] = [];
      try {
        for (let i = 0; i < 3; i++) {
          const here = await w.ok(runId, [{ workerMessage: { content: [{ text: `here ${i}` }] } }]);
          written.push(here.events[0].id);
          const there = await other.ok<any>(SEND, { input: { taskId, events: [textMessage(`there ${i}`)] } });
          written.push(there.sendEvents.events[0].id);
        }
        await sub.until(() => written.every((id) => idsOf(sub).includes(id)));
      } finally {
        off();
      }
      // The other instance's commits were read from the log (this one's window had a gap).
      expect(statements.filter(isFollowRead).length).toBeGreaterThan(0);
      const ids = idsOf(sub);
      expect(new Set(ids).size).toBe(ids.length);
      const sequences = sub.items.map((i) => BigInt(i.data.taskEvents.sequence));
      expect(sequences).toEqual([...sequences].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const listed = (await t.ok<any>(LISTED, { taskId })).events.edges.map((e: any) => e.node.id as string);
      const from = listed.indexOf(ids[0]!);
      expect(ids).toEqual(listed.slice(from));
    } finally {
      await sub.close();
      await client.dispose();
    }
  });
});

async function waitFor(cond: () => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error("timed out waiting for the state");
    await new Promise((r) => setTimeout(r, 10));
  }
}
