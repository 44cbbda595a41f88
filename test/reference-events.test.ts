import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createTask, send, textMessage, writeEvents } from "./helpers/events.js";
import WebSocket from "ws";
import { createClient as createWsClient } from "graphql-ws";
import { createClient as createSseClient } from "graphql-sse";
import { wsClient, wsSubscribe } from "./helpers/live.js";

/** Reading events as ../shared/reference (runs-and-events, events-list-api) defines it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

type Edge = { cursor: string; node: { id: string; sequence: string; type: string; processedAt: string | null } };
const PAGE = `query($taskId: ID!, $first: Int, $after: String, $last: Int, $before: String, $order: SortOrder, $processedAt: DateTimeFilter, $createdAt: DateTimeFilter, $types: [EventType!]) {
  events(taskId: $taskId, first: $first, after: $after, last: $last, before: $before, order: $order, processedAt: $processedAt, createdAt: $createdAt, types: $types) {
    edges { cursor node { ... on TaskEvent { id sequence type processedAt } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const page = async (vars: Record<string, unknown>, key?: string) => {
  const d = await t.ok<{ events: { edges: Edge[]; pageInfo: Record<string, unknown> } }>(PAGE, vars, key);
  return d.events;
};
const eventCount = async (taskId: string) => t.app.services().db.prisma.event.count({ where: { taskId } });

describe("time filters compare processedAt", () => {
  it("processedAt: a waiting message matches no time filter; createdAt keeps its meaning", async () => {
    const taskId = await createTask(t);
    const start = new Date(Date.now() - 1000).toISOString();
    const [waiting] = await send(t, taskId, [textMessage("waiting")]);
    const [written] = await writeEvents(t, taskId, [{ type: "worker.thinking" }]);
    const byProcessed = await page({ taskId, processedAt: { gte: start } });
    expect(byProcessed.edges.map((e) => e.node.sequence)).toEqual([written!.sequence.toString()]);
    // Even a filter with no bound is a time filter: the waiting message has no processedAt.
    expect((await page({ taskId, processedAt: {} })).edges.map((e) => e.node.type)).toEqual(["WORKER_THINKING"]);
    // The deprecated createdAt still compares createdAt, so existing clients see what they saw.
    const byCreated = await page({ taskId, createdAt: { gte: start } });
    expect(byCreated.edges.map((e) => e.node.sequence)).toEqual([waiting, written!.sequence.toString()]);
    // processedAt cuts by when the event was written.
    const later = new Date(written!.processedAt!.getTime() + 1).toISOString();
    expect((await page({ taskId, processedAt: { gte: later } })).edges).toEqual([]);
    expect((await page({ taskId, processedAt: { lt: later } })).edges.map((e) => e.node.type)).toEqual(["WORKER_THINKING"]);
  });

  it("Task.events, Run.events and Thread.events take processedAt; createdAt is deprecated in favour of it", async () => {
    const d = await t.ok<any>(`{ __schema { types { name fields { name args(includeDeprecated: true) { name isDeprecated deprecationReason } } } } }`);
    const fieldsWithEvents = d.__schema.types.flatMap((ty: any) => (ty.fields ?? []).filter((f: any) => f.name === "events" && ["Query", "Task", "Run", "Thread"].includes(ty.name)).map((f: any) => [ty.name, f]));
    expect(fieldsWithEvents.map(([n]: [string]) => n).sort()).toEqual(["Query", "Run", "Task", "Thread"]);
    for (const [, f] of fieldsWithEvents) {
      const args = Object.fromEntries(f.args.map((a: any) => [a.name, a]));
      expect(args.processedAt?.isDeprecated).toBe(false);
      expect(args.createdAt?.isDeprecated).toBe(true);
      expect(args.createdAt?.deprecationReason).toMatch(/processedAt/);
    }
  });
});

describe("cursors are bound to the order and time filter of their page", () => {
  let taskId: string;
  let seqs: string[];
  beforeAll(async () => {
    taskId = await createTask(t);
    seqs = (await writeEvents(t, taskId, Array.from({ length: 6 }, () => ({ type: "worker.thinking" })))).map((r) => r.sequence.toString());
  });

  it("an ascending page without a time filter has bare sequences as cursors", async () => {
    const p = await page({ taskId, first: 2 });
    expect(p.edges.map((e) => e.cursor)).toEqual(seqs.slice(0, 2));
  });

  it("a DESC page's cursors begin with the sequence and page on with the same order", async () => {
    const p = await page({ taskId, first: 2, order: "DESC" });
    expect(p.edges.map((e) => e.cursor.split(":")[0])).toEqual([seqs[5], seqs[4]]);
    expect(p.edges[0]!.cursor).not.toBe(seqs[5]);
    const next = await page({ taskId, first: 2, order: "DESC", after: p.pageInfo.endCursor });
    expect(next.edges.map((e) => e.node.sequence)).toEqual([seqs[3], seqs[2]]);
    const back = await page({ taskId, last: 1, order: "DESC", before: next.pageInfo.startCursor });
    expect(back.edges.map((e) => e.node.sequence)).toEqual([seqs[4]]);
  });

  it("a cursor reused with another order or time filter is INVALID_CURSOR and says why", async () => {
    const desc = await page({ taskId, first: 2, order: "DESC" });
    const asc = await t.gql(PAGE, { taskId, first: 2, after: desc.pageInfo.endCursor });
    expect(asc.errors?.[0]?.extensions?.code).toBe("INVALID_CURSOR");
    expect(asc.errors?.[0]?.message).toMatch(/DESC order; this one is ASC/);
    const filter = { gte: new Date(0).toISOString() };
    const filtered = await page({ taskId, first: 2, processedAt: filter });
    expect(filtered.edges[0]!.cursor.startsWith(`${seqs[0]}:`)).toBe(true);
    const otherFilter = await t.gql(PAGE, { taskId, first: 2, after: filtered.pageInfo.endCursor, processedAt: { gte: new Date(1).toISOString() } });
    expect(otherFilter.errors?.[0]?.extensions?.code).toBe("INVALID_CURSOR");
    expect(otherFilter.errors?.[0]?.message).toMatch(/another createdAt\/processedAt filter/);
    const noFilter = await t.gql(PAGE, { taskId, first: 2, before: filtered.pageInfo.endCursor });
    expect(noFilter.errors?.[0]?.extensions?.code).toBe("INVALID_CURSOR");
    const same = await page({ taskId, first: 2, after: filtered.pageInfo.endCursor, processedAt: filter });
    expect(same.edges.map((e) => e.node.sequence)).toEqual([seqs[2], seqs[3]]);
    // A DESC cursor with a filter is bound to both.
    const descFiltered = await page({ taskId, first: 1, order: "DESC", processedAt: filter });
    const lostFilter = await t.gql(PAGE, { taskId, first: 1, order: "DESC", after: descFiltered.pageInfo.endCursor });
    expect(lostFilter.errors?.[0]?.extensions?.code).toBe("INVALID_CURSOR");
  });

  it("a bare sequence is a valid after/before for any order and filter", async () => {
    expect((await page({ taskId, first: 1, after: seqs[2], order: "DESC" })).edges.map((e) => e.node.sequence)).toEqual([seqs[1]]);
    expect((await page({ taskId, first: 1, after: seqs[2], processedAt: { gte: new Date(0).toISOString() } })).edges.map((e) => e.node.sequence)).toEqual([seqs[3]]);
    expect((await page({ taskId, last: 1, before: seqs[2], order: "DESC", createdAt: { gte: new Date(0).toISOString() } })).edges.map((e) => e.node.sequence)).toEqual([seqs[3]]);
  });
});

describe("taskEvents(deltas:)", () => {
  it("takes at most 100 entries (repeats count): 101 is BAD_USER_INPUT, 100 opens the stream", async () => {
    const taskId = await createTask(t);
    const client = wsClient(t.wsUrl, t.adminKey);
    try {
      const q = `subscription($taskId: ID!, $deltas: [EventType!]) { taskEvents(taskId: $taskId, after: "0", deltas: $deltas) { __typename } }`;
      const tooMany = wsSubscribe(client, q, { taskId, deltas: Array(101).fill("WORKER_MESSAGE") });
      await tooMany.until(() => tooMany.completed || tooMany.errors.length > 0 || tooMany.items.some((i: any) => i.errors)).catch(() => {});
      const refusal = JSON.stringify([tooMany.errors, tooMany.items]);
      expect(refusal).toMatch(/BAD_USER_INPUT/);
      expect(refusal).toMatch(/at most 100 entries/);
      await send(t, taskId, [textMessage("hi")]);
      const fine = wsSubscribe(client, q, { taskId, deltas: Array(100).fill("WORKER_MESSAGE") });
      await fine.until((items) => items.length === 1);
      expect(fine.errors).toEqual([]);
      await fine.close();
    } finally {
      await client.dispose();
    }
  });
});

describe("UserMessageEvent.messageId", () => {
  const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on UserMessageEvent { id messageId } } } }`;
  const msg = (text: string, messageId?: string) => ({ userMessage: { content: [{ text: { text } }], messageId } });

  it("is the client's own id, or a msg_… the server makes", async () => {
    const taskId = await createTask(t);
    const d = await t.ok<any>(SEND, { input: { taskId, events: [msg("a", "client-1"), msg("b")] } });
    expect(d.sendEvents.events[0].messageId).toBe("client-1");
    expect(d.sendEvents.events[1].messageId).toMatch(/^msg_[0-9A-Z]{26}$/);
    const listed = await t.ok<any>(`query($id: ID!) { events(taskId: $id) { edges { node { ... on UserMessageEvent { messageId } } } } }`, { id: taskId });
    expect(listed.events.edges.map((e: any) => e.node.messageId)).toEqual(["client-1", d.sendEvents.events[1].messageId]);
  });

  it("is unique in its task: a second message with it is BAD_USER_INPUT with its index, and nothing is written", async () => {
    const taskId = await createTask(t);
    await t.ok(SEND, { input: { taskId, events: [msg("a", "m-1")] } });
    const before = await eventCount(taskId);
    const again = await t.gql(SEND, { input: { taskId, events: [msg("b", "m-2"), msg("c", "m-1")] } });
    expect(again.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(again.errors?.[0]?.extensions?.index).toBe(1);
    expect(again.errors?.[0]?.message).toMatch(/m-1/);
    const twiceInBatch = await t.gql(SEND, { input: { taskId, events: [msg("b", "m-3"), msg("c", "m-3")] } });
    expect(twiceInBatch.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await eventCount(taskId)).toBe(before);
    // Another task may use the same id.
    const other = await createTask(t);
    await t.ok(SEND, { input: { taskId: other, events: [msg("a", "m-1")] } });
  });
});

describe("models", () => {
  const CREATE = `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id model } } }`;
  const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { __typename } } }`;
  const withSystem = [textMessage("hi"), { systemMessage: { content: [{ text: "be brief" }] } }];

  it("a task runs on demo unless it names another model of the catalogue", async () => {
    const d = await t.ok<any>(CREATE, { input: { title: "m" } });
    expect(d.createTask.task.model).toBe("demo");
    const n = await t.ok<any>(CREATE, { input: { model: "demo-no-system" } });
    expect(n.createTask.task.model).toBe("demo-no-system");
    const read = await t.ok<any>(`query($id: ID!) { task(id: $id) { model } }`, { id: n.createTask.task.id });
    expect(read.task.model).toBe("demo-no-system");
  });

  it("an unknown model is BAD_USER_INPUT and creates nothing", async () => {
    const tasks = await t.app.services().db.prisma.task.count();
    const r = await t.gql(CREATE, { input: { model: "gpt-unknown", events: [textMessage("hi")] } });
    expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0]?.message).toMatch(/unknown model gpt-unknown/);
    expect(await t.app.services().db.prisma.task.count()).toBe(tasks);
  });

  it("a system.message to a model without a system role is MODEL_DOES_NOT_SUPPORT_MID_CONVERSATION_SYSTEM with its index, nothing written", async () => {
    const n = await t.ok<any>(CREATE, { input: { model: "demo-no-system" } });
    const taskId = n.createTask.task.id;
    const r = await t.gql(SEND, { input: { taskId, events: withSystem } });
    expect(r.errors?.[0]?.extensions?.code).toBe("MODEL_DOES_NOT_SUPPORT_MID_CONVERSATION_SYSTEM");
    expect(r.errors?.[0]?.extensions?.index).toBe(1);
    expect(await eventCount(taskId)).toBe(0);
    // In the first batch of createTask too: no task is created.
    const tasks = await t.app.services().db.prisma.task.count();
    const c = await t.gql(CREATE, { input: { model: "demo-no-system", events: withSystem } });
    expect(c.errors?.[0]?.extensions?.code).toBe("MODEL_DOES_NOT_SUPPORT_MID_CONVERSATION_SYSTEM");
    expect(await t.app.services().db.prisma.task.count()).toBe(tasks);
    // A model with a system role takes it.
    const ok = await t.ok<any>(CREATE, { input: { model: "demo", events: withSystem } });
    expect(ok.createTask.task.model).toBe("demo");
  });
});

/** A GraphQL POST with the headers given and nothing else. */
async function post(headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(t.url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
}

describe("Authorization: Bearer", () => {
  const WHO = `{ tasks(first: 1) { edges { node { id } } } }`;

  it("is accepted over HTTP wherever x-api-key is; the same key in both is fine, different keys are UNAUTHENTICATED", async () => {
    const bearer = await post({ authorization: `Bearer ${t.adminKey}` }, WHO);
    expect(bearer.status).toBe(200);
    expect(bearer.body.errors).toBeUndefined();
    expect((await post({ authorization: `bearer ${t.adminKey}`, "x-api-key": t.adminKey }, WHO)).body.errors).toBeUndefined();
    const other = await t.newWorkspace("bearer-other");
    const both = await post({ authorization: `Bearer ${other.key}`, "x-api-key": t.adminKey }, WHO);
    expect(both.status).toBe(401);
    expect(both.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(both.body.errors?.[0]?.message).toMatch(/different API keys/);
    const wrong = await post({ authorization: "Bearer atk_not_a_key" }, WHO);
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    // A GET (not preflighted by a browser) passes the CSRF guard with a Bearer key as with x-api-key.
    const get = await fetch(`${t.url}?query=${encodeURIComponent(WHO)}`, { headers: { authorization: `Bearer ${t.adminKey}`, accept: "application/json" } });
    expect(get.status).toBe(200);
    expect(((await get.json()) as any).errors).toBeUndefined();
  });

  it("is accepted over GraphQL over SSE and as connectionParams.authorization over graphql-ws", async () => {
    const taskId = await createTask(t);
    await send(t, taskId, [textMessage("over sse")]);
    const q = `subscription($taskId: ID!) { taskEvents(taskId: $taskId, after: "0") { ... on TaskEvent { type } } }`;
    const sse = createSseClient({ url: t.url, headers: { authorization: `Bearer ${t.adminKey}` }, retryAttempts: 0 });
    const first = await new Promise<any>((resolve, reject) => {
      const stop = sse.subscribe({ query: q, variables: { taskId } }, { next: (r) => { stop(); resolve(r); }, error: reject, complete: () => {} });
    });
    sse.dispose();
    expect(first.data?.taskEvents?.type).toBe("USER_MESSAGE");

    for (const authorization of [`Bearer ${t.adminKey}`, t.adminKey]) {
      const ws = createWsClient({ url: t.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization }, retryAttempts: 0, lazy: true });
      const got = await new Promise<any>((resolve, reject) => {
        const stop = ws.subscribe({ query: q, variables: { taskId } }, { next: (r) => { stop(); resolve(r); }, error: reject, complete: () => {} });
      });
      await ws.dispose();
      expect(got.data?.taskEvents?.type).toBe("USER_MESSAGE");
    }

    const other = await t.newWorkspace("ws-bearer-other");
    const conflicting = createWsClient({
      url: t.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { apiKey: t.adminKey, authorization: `Bearer ${other.key}` },
      retryAttempts: 0,
      lazy: true,
    });
    const closed = await new Promise<any>((resolve) => {
      conflicting.subscribe({ query: q, variables: { taskId } }, { next: () => {}, error: resolve, complete: () => resolve(null) });
    });
    await conflicting.dispose();
    expect(closed?.code).toBe(4401);
    expect(closed?.reason).toMatch(/different API keys/);
  });
});

describe("the Idempotency-Key header", () => {
  const CREATE = `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } replayed } }`;
  const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { id } } replayed } }`;

  it("acts as the idempotencyKey of the request's one mutation field", async () => {
    const key = `idem-${Date.now()}`;
    const a = await post({ "x-api-key": t.adminKey, "idempotency-key": key }, CREATE, { input: { title: "once" } });
    const b = await post({ "x-api-key": t.adminKey, "idempotency-key": key }, CREATE, { input: { title: "once" } });
    expect(a.body.errors).toBeUndefined();
    expect(b.body.data.createTask).toEqual({ task: { id: a.body.data.createTask.task.id }, replayed: true });
    // The same key as the argument is the same request.
    const c = await post({ "x-api-key": t.adminKey, "idempotency-key": key }, CREATE, { input: { title: "once", idempotencyKey: key } });
    expect(c.body.data.createTask.replayed).toBe(true);
    const taskId = a.body.data.createTask.task.id;
    const s1 = await post({ "x-api-key": t.adminKey, "idempotency-key": "send-1" }, SEND, { input: { taskId, events: [textMessage("x")] } });
    const s2 = await post({ "x-api-key": t.adminKey, "idempotency-key": "send-1" }, SEND, { input: { taskId, events: [textMessage("x")] } });
    expect(s2.body.data.sendEvents).toEqual({ events: s1.body.data.sendEvents.events, replayed: true });
    expect(await eventCount(taskId)).toBe(1);
  });

  it("contradicting the argument, or with several mutation fields, or on a field without a key, is BAD_USER_INPUT and writes nothing", async () => {
    const taskId = await createTask(t);
    const tasks = await t.app.services().db.prisma.task.count();
    const differ = await post({ "x-api-key": t.adminKey, "idempotency-key": "h-1" }, SEND, { input: { taskId, events: [textMessage("x")], idempotencyKey: "a-1" } });
    expect(differ.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(differ.body.errors?.[0]?.message).toMatch(/Idempotency-Key header and the idempotencyKey argument differ/);
    const two = await post(
      { "x-api-key": t.adminKey, "idempotency-key": "h-2" },
      `mutation($taskId: ID!) { a: createTask(input: { title: "a" }) { task { id } } b: sendEvents(input: { taskId: $taskId, events: [{ userMessage: { content: [{ text: { text: "y" } }] } }] }) { replayed } }`,
      { taskId },
    );
    expect(two.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(two.body.errors?.[0]?.message).toMatch(/2 mutation fields/);
    const unsupported = await post({ "x-api-key": t.adminKey, "idempotency-key": "h-3" }, `mutation($id: ID!) { terminateTask(input: { taskId: $id }) { task { status } } }`, { id: taskId });
    expect(unsupported.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await eventCount(taskId)).toBe(0);
    expect(await t.app.services().db.prisma.task.count()).toBe(tasks);
    expect(await t.app.services().db.prisma.idempotencyRecord.count({ where: { key: { in: ["h-1", "a-1", "h-2", "h-3"] } } })).toBe(0);
    // A query ignores the header.
    expect((await post({ "x-api-key": t.adminKey, "idempotency-key": "h-4" }, `{ tasks(first: 1) { edges { cursor } } }`)).body.errors).toBeUndefined();
  });
});

describe("the purge marker is listed first", () => {
  let taskId: string;
  let early: string[];
  let kept: string[];
  let later: string[];
  let marker: string;
  const sequences = (edges: Edge[]) => edges.map((e) => e.node.sequence);

  beforeAll(async () => {
    taskId = await createTask(t);
    early = await send(t, taskId, [textMessage("a"), textMessage("b")]);
    // Another task's event between, so the position before the first kept event is not this task's.
    await send(t, await createTask(t), [textMessage("elsewhere")]);
    const svc = t.app.services();
    // Age the early events (the clock cannot be turned through the API).
    await svc.db.prisma.event.updateMany({ where: { taskId, sequence: { in: early.map(BigInt) } }, data: { createdAt: new Date(Date.now() - 60_000) } });
    kept = await send(t, taskId, [textMessage("c"), textMessage("d")]);
    const purged = await t.ok<any>(
      `mutation($taskId: ID!, $before: DateTime!) { purgeHistory(input: { taskId: $taskId, before: $before }) { deletedCount event { sequence } } }`,
      { taskId, before: new Date(Date.now() - 30_000).toISOString() },
    );
    expect(purged.purgeHistory.deletedCount).toBe(2);
    marker = purged.purgeHistory.event.sequence;
    later = await send(t, taskId, [textMessage("e")]);
  });

  const listedAt = () => (BigInt(kept[0]!) - 1n).toString();

  it("oldest first with no cursor: the newest history.purged, then the kept events; its cursor is the position before the first kept one", async () => {
    const p = await page({ taskId });
    expect(sequences(p.edges)).toEqual([marker, ...kept, ...later]);
    expect(p.edges[0]!.node.type).toBe("HISTORY_PURGED");
    expect(p.edges[0]!.node.sequence).toBe(marker); // its own
    expect(p.edges[0]!.cursor).toBe(listedAt());
    expect(p.pageInfo.hasPreviousPage).toBe(false);
    // after: "0" is the same list.
    expect(sequences((await page({ taskId, after: "0" })).edges)).toEqual([marker, ...kept, ...later]);
  });

  it("paging on from the marker's cursor continues with the kept events, neither repeating nor losing one", async () => {
    const first = await page({ taskId, first: 1 });
    expect(sequences(first.edges)).toEqual([marker]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await page({ taskId, first: 10, after: first.pageInfo.endCursor });
    expect(sequences(rest.edges)).toEqual([...kept, ...later]);
    expect(rest.pageInfo.hasPreviousPage).toBe(true);
    // Backward from the end reaches the marker last.
    const tail = await page({ taskId, last: 2 });
    expect(sequences(tail.edges)).toEqual([kept[1], later[0]]);
    const head = await page({ taskId, last: 5, before: tail.pageInfo.startCursor });
    expect(sequences(head.edges)).toEqual([marker, kept[0]]);
    expect(head.pageInfo.hasPreviousPage).toBe(false);
    expect(head.pageInfo.hasNextPage).toBe(true);
  });

  it("newest first is the exact reverse, page by page", async () => {
    const all = await page({ taskId, order: "DESC" });
    expect(sequences(all.edges)).toEqual([later[0], kept[1], kept[0], marker]);
    const got: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const p = await page({ taskId, order: "DESC", first: 1, after });
      got.push(...sequences(p.edges));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor as string;
    }
    expect(got).toEqual([later[0], kept[1], kept[0], marker]);
  });

  it("types and cursors: the marker only where its type is asked for; cursors older than its position expire", async () => {
    expect(sequences((await page({ taskId, types: ["HISTORY_PURGED"] })).edges)).toEqual([marker]);
    expect(sequences((await page({ taskId, types: ["USER_MESSAGE"] })).edges)).toEqual([...kept, ...later]);
    const expired = await t.gql(PAGE, { taskId, after: early[0] });
    expect(expired.errors?.[0]?.extensions?.code).toBe("CURSOR_EXPIRED");
    // A cursor at or after the marker's position does not list it again.
    expect(sequences((await page({ taskId, after: kept[0] })).edges)).toEqual([kept[1], ...later]);
    expect(sequences((await page({ taskId, after: marker })).edges)).toEqual(later);
  });

  it("a follower from after: \"0\" gets the same order; the marker's resume position is the one before the first kept event", async () => {
    const client = wsClient(t.wsUrl, t.adminKey);
    try {
      const q = `subscription($taskId: ID!, $after: Sequence) { taskEvents(taskId: $taskId, after: $after) { ... on TaskEvent { sequence type } } }`;
      const s = wsSubscribe(client, q, { taskId, after: "0" });
      await s.until((items) => items.length === 4);
      expect(s.items.map((i) => i.data.taskEvents.sequence)).toEqual([marker, ...kept, ...later]);
      expect(s.items.map((i) => i.extensions?.sequence)).toEqual([listedAt(), ...kept, ...later]);
      await s.close();
      // Resuming from the marker's position continues with the kept events.
      const resumed = wsSubscribe(client, q, { taskId, after: listedAt() });
      await resumed.until((items) => items.length === 3);
      expect(resumed.items.map((i) => i.data.taskEvents.sequence)).toEqual([...kept, ...later]);
      await resumed.close();
    } finally {
      await client.dispose();
    }
  });
});

describe("TaskEvent.messageContent", () => {
  it("gives a conversation in one shape, every member's fields selectable together, tool responses named by their request", async () => {
    const taskId = await createTask(t);
    await send(t, taskId, [
      { userMessage: { content: [{ text: { text: "look at this" } }, { document: { source: { type: "TEXT", data: "notes" }, title: "n.txt" } }] } },
      { systemMessage: { content: [{ text: "be brief" }] } },
    ]);
    const [use] = await writeEvents(t, taskId, [{ type: "worker.tool_use", payload: { name: "bash", input: { cmd: "ls" } } }]);
    await writeEvents(t, taskId, [
      { type: "worker.tool_result", payload: { toolUseId: use!.id, status: "SUCCEEDED", output: { files: 2 } } },
      { type: "worker.thinking", payload: { summary: ["two files"] } },
      { type: "worker.message", payload: { content: [{ type: "text", text: "Two **files**." }] } },
      { type: "task.usage", payload: { usage: { inputTokens: 1, outputTokens: 1, cacheReadTokens: 0, cacheWriteTokens: 0, costUsd: 0 } } },
    ]);
    const d = await t.ok<any>(
      `query($id: ID!) { events(taskId: $id) { edges { node { ... on TaskEvent { type messageContent {
        __typename
        ... on TextContent { author text format style attachments { fileId name size type } }
        ... on ReasoningContent { author summary reasoning style }
        ... on DataContent { author data style }
        ... on ToolRequestContent { author name toolCallId arguments style }
        ... on ToolResponseContent { author name toolCallId output isError style }
      } } } } } }`,
      { id: taskId },
    );
    const contents = d.events.edges.map((e: any) => e.node.messageContent);
    expect(contents).toEqual([
      { __typename: "TextContent", author: "USER", text: "look at this", format: "PLAIN", style: "STATIC", attachments: [expect.objectContaining({ name: "n.txt", size: 5, type: "text/plain" })] },
      { __typename: "TextContent", author: "SYSTEM", text: "be brief", format: "PLAIN", style: "STATIC", attachments: [] },
      { __typename: "ToolRequestContent", author: "AGENT", name: "bash", toolCallId: use!.id, arguments: { cmd: "ls" }, style: "STATIC" },
      { __typename: "ToolResponseContent", author: "AGENT", name: "bash", toolCallId: use!.id, output: { files: 2 }, isError: false, style: "STATIC" },
      { __typename: "ReasoningContent", author: "AGENT", summary: ["two files"], reasoning: [], style: "STATIC" },
      { __typename: "TextContent", author: "AGENT", text: "Two **files**.", format: "MARKDOWN", style: "STATIC", attachments: [] },
      null,
    ]);
  });
});
