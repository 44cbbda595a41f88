/**
 * DATABASE_READ_URL: history pages, followers' reads and node lookups on a streaming replica of
 * the test's own (a primary and a replica made with pg_basebackup -R, whatever the suite targets),
 * with replay paused to prove the routing: a key reads its own writes, a cursor the replica has not
 * replayed is answered by the primary (never CURSOR_AHEAD), followers do not wait for replay, and
 * a stopped or lagging replica is skipped while /ready stays 200 and says "degraded".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { OwnPostgresPair } from "./helpers/own-postgres.js";
import { createTask, send, textMessage } from "./helpers/events.js";
import { wsClient, wsSubscribe, sequencesOf } from "./helpers/live.js";
import { OwnRedis } from "./helpers/own-redis.js";

const PAGE = `query($taskId: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  events(taskId: $taskId, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { ... on TaskEvent { id sequence } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const FOLLOW = `subscription($taskId: ID!, $after: Sequence) { taskEvents(taskId: $taskId, after: $after) { ... on TaskEvent { id sequence } } }`;

type Page = { events: { edges: { cursor: string; node: { id: string; sequence: string } }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null } } };

const TOKEN = "replica-metrics-token-0123";
let pair: OwnPostgresPair;
const apps: TestApp[] = [];

/** Polls until `check` holds (a generous overall limit; never a fixed sleep). */
async function until<T>(what: string, check: () => Promise<T | false | null | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** An instance on the pair's database `db` (made on the first call), reading on its replica. */
async function startOn(db: string, maxLagMs: number, bootstrapApiKey?: string, overrides: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  if (!bootstrapApiKey) await pair.createDatabase(db);
  const t = await startTestApp(
    {
      ...(bootstrapApiKey ? { bootstrapApiKey } : {}),
      // Instances here share no bus: a follower learns of another instance's writes from the log poll.
      followPollMs: 200,
      databaseUrl: pair.primaryUrl(db),
      databaseReadUrls: [pair.replicaUrl(db)],
      databaseReadMaxLagMs: maxLagMs,
      dataDir: "",
      redisUrl: undefined,
      redisClusterNodes: undefined,
      metrics: { token: TOKEN, port: undefined },
      ...overrides,
    },
    { config: { databaseUrl: pair.primaryUrl(db), dataDir: "" }, drop: async () => {} },
  );
  apps.push(t);
  return t;
}

async function ready(t: TestApp) {
  const res = await fetch(`${t.origin}/ready`);
  return { status: res.status, body: (await res.json()) as { status: string; replicas?: { state: string; lagSeconds: number | null; replayedSequence: string | null }[] } };
}

async function metricsOf(t: TestApp): Promise<string> {
  const res = await fetch(`${t.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The reads a replica could serve, by the server that served them (from /metrics). */
async function routed(t: TestApp): Promise<{ replica: number; primary: number }> {
  const text = await metricsOf(t);
  const of = (server: string) => Number(new RegExp(`^atg_db_routed_reads_total\\{server="${server}"\\} (\\S+)$`, "m").exec(text)?.[1] ?? 0);
  return { replica: of("replica"), primary: of("primary") };
}

async function readerKey(t: TestApp): Promise<string> {
  const d = await t.ok<{ createApiKey: { key: string } }>(`mutation { createApiKey(input: { name: "reader", scopes: [CLIENT] }) { key } }`);
  return d.createApiKey.key;
}

beforeAll(async () => {
  pair = await OwnPostgresPair.start();
}, 120_000);

afterAll(async () => {
  for (const t of apps) await t.stop().catch(() => {});
  await pair?.stop();
});

describe("reads on a streaming replica", () => {
  /** The instance under test; `writer` is another instance on the same database. */
  let t: TestApp;
  let writer: TestApp;
  let reader: string;
  let taskId: string;
  let before: string[];

  beforeAll(async () => {
    // A lag limit far above the test's length: a paused replica stays in use, so what routes a read is the rule under test.
    t = await startOn("routing", 600_000);
    writer = await startOn("routing", 600_000, t.adminKey);
    reader = await readerKey(t);
    // Written through the other instance: this one knows nothing of these writes but what the replica shows.
    taskId = await createTask(writer);
    before = await send(writer, taskId, [textMessage("one"), textMessage("two"), textMessage("three")]);
    // Served by the replica, not only seen: the reader key was just made through this instance, so
    // the workspace's reads go to the primary until this instance has seen the replica replay it.
    await until("the replica to serve the first events", async () => {
      const r = await routed(t);
      const p = await t.ok<Page>(PAGE, { taskId, first: 10 }, reader);
      return p.events.edges.length === 3 && (await routed(t)).replica > r.replica;
    });
  });

  it("serves reads from the replica as far as it has replayed; a cursor beyond that goes to the primary (not CURSOR_AHEAD); a workspace reads its own writes", async () => {
    const { body, status } = await ready(t);
    expect(status).toBe(200);
    expect(body.status).toBe("ready");
    expect(body.replicas).toEqual([expect.objectContaining({ state: "ok" })]);
    const r0 = await routed(t);
    await pair.pauseReplay();
    try {
      const written = await send(writer, taskId, [textMessage("four"), textMessage("five")]);
      // A page without a cursor is answered from the paused replica: the new events are not there yet.
      const page = await t.ok<Page>(PAGE, { taskId, first: 10 }, reader);
      expect(page.events.edges.map((e) => e.node.sequence)).toEqual(before);
      expect((await routed(t)).replica).toBeGreaterThan(r0.replica);
      // A task made through the other instance, which the paused replica has not replayed: the
      // primary has the last word on whether it exists (a page, not NOT_FOUND).
      const fresh = await createTask(writer);
      const freshPage = await t.gql<Page>(PAGE, { taskId: fresh, first: 10 }, reader);
      expect(freshPage.errors).toBeUndefined();
      expect(Array.isArray(freshPage.data?.events.edges)).toBe(true);

      // A cursor the replica has not replayed goes to the primary: the page, not CURSOR_AHEAD.
      const after = await t.ok<Page>(PAGE, { taskId, after: written[0] }, reader);
      expect(after.events.edges.map((e) => e.node.sequence)).toEqual([written[1]]);
      const atEnd = await t.ok<Page>(PAGE, { taskId, after: written[1] }, reader);
      expect(atEnd.events.edges).toEqual([]);
      const back = await t.ok<Page>(PAGE, { taskId, last: 10, before: written[1] }, reader);
      expect(back.events.edges.map((e) => e.node.sequence)).toEqual([...before, written[0]]);
      // Beyond the primary's history is still CURSOR_AHEAD.
      const ahead = await t.gql(PAGE, { taskId, after: String(BigInt(written[1]!) + 1000n) }, reader);
      expect(ahead.errors?.[0]?.extensions?.code).toBe("CURSOR_AHEAD");

      // node: an event the replica does not hold yet is found on the primary.
      const eventId = after.events.edges[0]!.node.id;
      const node = await t.ok<{ node: { id: string } | null }>(`query($id: ID!) { node(id: $id) { id } }`, { id: eventId }, reader);
      expect(node.node?.id).toBe(eventId);

      // A write through this instance: the workspace's reads (any of its keys) go to the primary until the replica has replayed it.
      const own = await send(t, taskId, [textMessage("six")]);
      const mine = await t.ok<Page>(PAGE, { taskId, first: 10 }, reader);
      expect(mine.events.edges.map((e) => e.node.sequence)).toEqual([...before, ...written, ...own]);
      // Another workspace's reads still go to the replica.
      const other = await t.newWorkspace("elsewhere");
      const r1 = await routed(t);
      await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: eventId }, other.key);
      expect((await routed(t)).replica).toBeGreaterThan(r1.replica);

      // /ready: the paused replica is within the lag limit, so still in use.
      expect((await ready(t)).body.status).toBe("ready");
    } finally {
      await pair.resumeReplay();
    }
    // Replayed: the reader sees the events from the replica again.
    await until("the replica to replay the writes", async () => (await t.ok<Page>(PAGE, { taskId, first: 10 }, reader)).events.edges.length === 6);
  });

  it("followers never wait for replay: catch-up and live events arrive in order while the replica is paused", async () => {
    const task = await createTask(writer);
    const first = await send(writer, task, [textMessage("a"), textMessage("b")]);
    await until("the replica to hold the first events", async () => (await t.ok<Page>(PAGE, { taskId: task, first: 10 }, reader)).events.edges.length === 2);
    await pair.pauseReplay();
    const client = wsClient(t.wsUrl, reader);
    try {
      // Written while paused, before the follower subscribes: only the primary has them, and no signal will come for them.
      const unreplayed = await send(writer, task, [textMessage("c"), textMessage("d")]);
      const sub = wsSubscribe(client, FOLLOW, { taskId: task, after: "0" });
      await sub.until((items) => items.length >= 4, 20_000);
      const live = await send(writer, task, [textMessage("e")]);
      const more = await send(writer, task, [textMessage("f"), textMessage("g")]);
      const all = [...first, ...unreplayed, ...live, ...more];
      await sub.until((items) => items.length >= all.length, 20_000);
      expect(sequencesOf(sub.items)).toEqual(all);
      // A follower from the newest event the replica holds also gets everything after it.
      const late = wsSubscribe(client, FOLLOW, { taskId: task, after: first.at(-1) });
      await late.until((items) => items.length >= all.length - 2, 20_000);
      expect(sequencesOf(late.items)).toEqual(all.slice(2));
      await sub.close();
      await late.close();
    } finally {
      await pair.resumeReplay();
      await client.dispose();
    }
  });

  it("a follower of a task purged while the replica is paused gets the marker and the kept events only, never the deleted ones", async () => {
    const task = await createTask(writer);
    const times = async () => {
      // Through the writer: its own writes are read from the primary.
      const r = await writer.ok<{ events: { edges: { node: { sequence: string; createdAt: string } }[] } }>(
        `query($taskId: ID!) { events(taskId: $taskId) { edges { node { ... on TaskEvent { sequence createdAt } } } } }`,
        { taskId: task },
      );
      return new Map(r.events.edges.map((e) => [e.node.sequence, e.node.createdAt]));
    };
    const old = await send(writer, task, [textMessage("old 1"), textMessage("old 2")]);
    // The kept events are written once the clock (the machine's, shared with PostgreSQL) has
    // passed the old ones' millisecond, so that "older than the first kept event" is the old ones.
    const lastOld = Date.parse((await times()).get(old[1]!)!);
    while (Date.now() <= lastOld + 1) await new Promise((r) => setImmediate(r));
    const kept = await send(writer, task, [textMessage("kept 1"), textMessage("kept 2")]);
    const createdAt = await times();
    // Everything older than the first kept event is purged.
    const cutoff = createdAt.get(kept[0]!)!;
    expect(old.every((sq) => createdAt.get(sq)! < cutoff)).toBe(true);
    // Paused once this instance knows the replica holds the events (its probe has seen them), so
    // that the replica is a place the follower may read them from.
    await until("this instance to see the replica hold the events", async () => {
      const replicas = (await ready(t)).body.replicas as Array<{ replayedSequence: string | null }>;
      return BigInt(replicas[0]?.replayedSequence ?? "0") >= BigInt(kept[1]!);
    });
    await pair.pauseReplay();
    const client = wsClient(t.wsUrl, reader);
    try {
      // Purged through the other instance: this one has no write of its own to read from the primary for.
      const purged = await writer.ok<{ purgeHistory: { event: { sequence: string } } }>(
        `mutation($input: PurgeHistoryInput!) { purgeHistory(input: $input) { event { sequence } } }`,
        { input: { taskId: task, before: cutoff } },
      );
      const marker = purged.purgeHistory.event.sequence;
      const sub = wsSubscribe(client, FOLLOW, { taskId: task, after: "0" });
      await sub.until((items) => items.length >= 3, 20_000);
      // The marker first (its resume position is the one before the first kept event), then the kept events.
      expect(sub.items.map((i) => i.data.taskEvents.sequence)).toEqual([marker, ...kept]);
      expect(sequencesOf(sub.items)).toEqual([String(BigInt(kept[0]!) - 1n), ...kept]);
      await sub.close();
    } finally {
      await pair.resumeReplay();
      await client.dispose();
    }
  });

  it("pages forward and backward with reads on the replica: no gap, no repeat", async () => {
    const task = await createTask(writer);
    const all: string[] = [];
    for (let b = 0; b < 5; b++) all.push(...(await send(writer, task, Array.from({ length: 10 }, (_, i) => textMessage(`m${b}.${i}`)))));
    // Routing knows what the replica holds from its last probe (/ready shows it).
    await until("the replica to have replayed the events", async () => BigInt((await ready(t)).body.replicas?.[0]?.replayedSequence ?? -1) >= BigInt(all.at(-1)!));
    const r0 = await routed(t);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const p: Page = await t.ok<Page>(PAGE, { taskId: task, first: 7, after }, reader);
      seen.push(...p.events.edges.map((e) => e.node.sequence));
      if (!p.events.pageInfo.hasNextPage) break;
      after = p.events.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
    const back: string[] = [];
    let beforeCursor: string | null = null;
    for (;;) {
      const p: Page = await t.ok<Page>(PAGE, { taskId: task, last: 9, before: beforeCursor }, reader);
      back.unshift(...p.events.edges.map((e) => e.node.sequence));
      if (!p.events.pageInfo.hasPreviousPage) break;
      beforeCursor = p.events.edges[0]!.cursor;
    }
    expect(back).toEqual(all);
    const r1 = await routed(t);
    expect(r1.replica - r0.replica).toBeGreaterThanOrEqual(8 + 6);
  });

  it("skips a stopped replica: reads go to the primary, /ready stays 200 and says degraded; back in use once it returns", async () => {
    await pair.stopReplica();
    try {
      const { status, body } = await until("/ready to name the replica down", async () => {
        const r = await ready(t);
        return r.body.replicas?.[0]?.state === "down" && r;
      });
      expect(status).toBe(200);
      expect(body.status).toBe("degraded");
      // Reads and followers go on, from the primary.
      const written = await send(writer, taskId, [textMessage("while the replica is away")]);
      const page = await t.ok<Page>(PAGE, { taskId, after: String(BigInt(written[0]!) - 1n) }, reader);
      expect(page.events.edges.map((e) => e.node.sequence)).toEqual(written);
      const all = await t.ok<Page>(PAGE, { taskId, first: 100 }, reader);
      expect(all.events.edges.at(-1)?.node.sequence).toBe(written[0]);
      expect(await metricsOf(t)).toMatch(/^atg_db_replica_up\{replica="127\.0\.0\.1:\d+\/routing"\} 0$/m);
    } finally {
      await pair.startReplica();
    }
    await until("/ready to say ready again", async () => (await ready(t)).body.status === "ready");
  });
});

describe("a replica further behind than DATABASE_READ_MAX_LAG_SECONDS", () => {
  it("is skipped (its reads go to the primary) and /ready says degraded until it catches up", async () => {
    const t = await startOn("lagging", 500);
    const reader = await readerKey(t);
    const taskId = await createTask(t);
    await until("the replica in use", async () => (await ready(t)).body.status === "ready");
    await pair.pauseReplay();
    const written: string[] = [];
    try {
      // Writes keep the primary's WAL moving past the paused replica until it is over the limit.
      const r = await until("/ready to name the replica lagging", async () => {
        written.push(...(await send(t, taskId, [textMessage("tick")])));
        const x = await ready(t);
        return x.body.replicas?.[0]?.state === "lagging" && x;
      });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe("degraded");
      expect(r.body.replicas![0]!.lagSeconds).toBeGreaterThan(0.5);
      // The reader did not write, yet sees every event: the lagging replica is not read.
      const page = await t.ok<Page>(PAGE, { taskId, first: 100 }, reader);
      expect(page.events.edges.map((e) => e.node.sequence)).toEqual(written);
    } finally {
      await pair.resumeReplay();
    }
    await until("/ready to say ready once replayed", async () => (await ready(t)).body.status === "ready");
    const text = await metricsOf(t);
    expect(text).toMatch(/^atg_db_replica_up\{replica="127\.0\.0\.1:\d+\/lagging"\} 1$/m);
    expect(text).toMatch(/^atg_db_replica_lag_seconds\{replica="127\.0\.0\.1:\d+\/lagging"\} \d/m);
  });
});

describe("instances that share a bus", () => {
  it("read each other's writes: a workspace written in through one instance is read from the primary by the other until the replica has replayed the write; other workspaces still read the replica", async () => {
    const redis = await OwnRedis.start();
    try {
      const a = await startOn("shared", 600_000, undefined, { redisUrl: redis.url });
      const b = await startOn("shared", 600_000, a.adminKey, { redisUrl: redis.url });
      const reader = await readerKey(a);
      const taskId = await createTask(a);
      const first = await send(a, taskId, [textMessage("one")]);
      const doomed = await createTask(a);
      const other = await a.newWorkspace("elsewhere");
      // b serves the workspace from the replica once the replica holds a's writes (b writes
      // nothing in this test: its own write would send the workspace's reads to the primary).
      await until("b to serve the workspace from the replica", async () => {
        const r = await routed(b);
        const p = await b.ok<Page>(PAGE, { taskId, first: 10 }, reader);
        return p.events.edges.length === 1 && (await routed(b)).replica > r.replica;
      });
      await pair.pauseReplay();
      try {
        const written = await send(a, taskId, [textMessage("two")]);
        await a.ok(`mutation($input: DeleteTaskInput!) { deleteTask(input: $input) { deletedTaskId } }`, { input: { taskId: doomed } });
        // Only the primary has these (replay is paused): b reads them because a said it wrote.
        // Waited for, not assumed: a says so before its answer leaves, but b hears it on its own
        // connection to Redis. Without the bus b would read the replica for as long as it is paused.
        const page = await until("b to read a's new event", async () => {
          const p = await b.ok<Page>(PAGE, { taskId, first: 10 }, reader);
          return p.events.edges.length === 2 && p;
        }, 10_000);
        expect(page.events.edges.map((e) => e.node.sequence)).toEqual([...first, ...written]);
        const gone = await b.ok<{ node: { id: string } | null }>(`query($id: ID!) { node(id: $id) { id } }`, { id: doomed }, reader);
        expect(gone.node).toBeNull();
        // Another workspace's reads still go to the replica.
        const r1 = await routed(b);
        await b.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: taskId }, other.key);
        expect((await routed(b)).replica).toBeGreaterThan(r1.replica);

        // Writes said while the bus was away went unheard: once b is back on it, every workspace
        // reads from the primary until the replica has replayed past that moment.
        await redis.down();
        await redis.up();
        await until("b to read every workspace from the primary after the bus came back", async () => {
          const r = await routed(b);
          await b.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: taskId }, other.key);
          const r2 = await routed(b);
          return r2.replica === r.replica && r2.primary > r.primary;
        }, 20_000);
      } finally {
        await pair.resumeReplay();
      }
    } finally {
      await redis.stop();
    }
  });
});

describe("the replica lag probe", () => {
  it("samples the primary on a connection of its own: with the pool's only connection taken, a stopped replica is still seen down", async () => {
    // One pooled connection, and a wait for it far longer than the test: a probe that took its
    // sample from the request pool would wait all along, and the replica's state would stand still.
    const t = await startOn("probe", 600_000, undefined, { databasePool: { size: 1, timeoutMs: 300_000 } });
    const up = (v: 0 | 1) => new RegExp(`^atg_db_replica_up\\{replica="127\\.0\\.0\\.1:\\d+/probe"\\} ${v}$`, "m");
    await until("the replica up", async () => up(1).test(await metricsOf(t)));
    await t.app.services().db.sql.withConnection(async () => {
      await pair.stopReplica();
      try {
        await until("the replica seen down while every pooled connection is taken", async () => up(0).test(await metricsOf(t)));
      } finally {
        await pair.startReplica();
      }
    });
    await until("the replica up again", async () => up(1).test(await metricsOf(t)));
  });
});
