import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createTask, createThread, send, textMessage, writeEvents } from "./helpers/events.js";

/** Paging forward, backward and newest-first over 1,000 events, with every filter. */
let t: TestApp;
let taskId: string;
let threadId: string;
let all: { id: string; sequence: string; type: string; createdAt: string; threadId: string | null }[];
let otherTaskId: string;

const ENUM: Record<string, string> = {
  "user.message": "USER_MESSAGE",
  "system.message": "SYSTEM_MESSAGE",
  "user.interrupt": "USER_INTERRUPT",
  "user.define_outcome": "USER_DEFINE_OUTCOME",
  "worker.message": "WORKER_MESSAGE",
  "worker.thinking": "WORKER_THINKING",
};

beforeAll(async () => {
  t = await startTestApp();
  taskId = await createTask(t);
  otherTaskId = await createTask(t);
  ({ id: threadId } = await createThread(t, taskId));
  // 1,000 events in 20 batches of 50: a mix of client types, and thread events written directly.
  for (let b = 0; b < 20; b++) {
    if (b % 5 === 4) {
      await writeEvents(
        t,
        taskId,
        Array.from({ length: 50 }, (_, i) =>
          i % 2
            ? { type: "worker.thinking", threadId }
            : { type: "worker.message", threadId, payload: { content: [{ type: "text", text: `t${b}.${i}` }] } },
        ),
      );
    } else {
      const events = Array.from({ length: 50 }, (_, i) =>
        i === 1
          ? { systemMessage: { content: [{ text: "sys" }] } }
          : i % 7 === 3
            ? { userInterrupt: { reason: `r${i}` } }
            : i % 13 === 5
              ? { userDefineOutcome: { description: "d" } }
              : textMessage(`m${b}.${i}`),
      );
      // a system.message must follow a user.message: fix up any that would not
      for (let i = 1; i < events.length; i++) if ("systemMessage" in events[i]! && !("userMessage" in events[i - 1]!)) events[i] = textMessage("x");
      await send(t, taskId, events);
    }
    await send(t, otherTaskId, [textMessage(`other ${b}`)]);
    // spread createdAt so time filters have something to cut
    await new Promise((r) => setTimeout(r, 15));
  }
  const rows = await t.app.services().db.prisma.event.findMany({ where: { taskId }, orderBy: { sequence: "asc" } });
  all = rows.map((r) => ({ id: r.id, sequence: r.sequence.toString(), type: r.type, createdAt: r.createdAt.toISOString(), threadId: r.threadId }));
});
afterAll(() => t?.stop());

const QUERY = `query($taskId: ID!, $first: Int, $after: String, $last: Int, $before: String, $types: [EventType!], $createdAt: DateTimeFilter, $threadId: ID, $order: SortOrder) {
  events(taskId: $taskId, first: $first, after: $after, last: $last, before: $before, types: $types, createdAt: $createdAt, threadId: $threadId, order: $order) {
    edges { cursor node { ... on TaskEvent { id sequence } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

type Conn = {
  edges: { cursor: string; node: { id: string; sequence: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

async function pageAll(filters: Record<string, unknown>, direction: "forward" | "backward", size: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 1000; i++) {
    const vars =
      direction === "forward"
        ? { taskId, ...filters, first: size, after: cursor }
        : { taskId, ...filters, last: size, before: cursor };
    const d: { events: Conn } = await t.ok(QUERY, vars);
    const page = d.events.edges.map((e) => e.node.id);
    // A cursor begins with the sequence; only an ascending page without a time filter has it bare
    // (a DESC or time-filtered page's cursors also carry that order and filter).
    const bound = filters.order === "DESC" || filters.createdAt != null;
    for (const e of d.events.edges) {
      if (bound) expect(e.cursor.startsWith(`${e.node.sequence}:`)).toBe(true);
      else expect(e.cursor).toBe(e.node.sequence);
    }
    // Exact, not "a cursor was given": every cursor here is an edge of this list, on the far side of its page.
    if (direction === "forward") expect(d.events.pageInfo.hasPreviousPage).toBe(cursor !== null);
    else expect(d.events.pageInfo.hasNextPage).toBe(cursor !== null);
    if (direction === "forward") {
      ids.push(...page);
      if (!d.events.pageInfo.hasNextPage) return ids;
      cursor = d.events.pageInfo.endCursor;
    } else {
      ids.unshift(...page);
      if (!d.events.pageInfo.hasPreviousPage) return ids;
      cursor = d.events.pageInfo.startCursor;
    }
  }
  throw new Error("paging did not end");
}

describe("events connection over 1,000 events", () => {
  it("holds the 1,000 events the test wrote", () => {
    expect(all.length).toBe(1000);
  });

  const cases: [string, Record<string, unknown>, (e: (typeof all)[number]) => boolean][] = [
    ["no filter", {}, () => true],
    ["types", { types: ["USER_INTERRUPT", "WORKER_MESSAGE"] }, (e) => e.type === "user.interrupt" || e.type === "worker.message"],
    ["threadId", {}, (e) => e.threadId !== null],
    ["createdAt gt/lte", {}, () => true],
    ["createdAt gte/lt", {}, () => true],
    ["types and threadId", { types: ["WORKER_THINKING"] }, (e) => e.type === "worker.thinking" && e.threadId !== null],
  ];

  for (const [name, baseFilters, baseKeep] of cases) {
    for (const order of ["ASC", "DESC"] as const) {
      for (const direction of ["forward", "backward"] as const) {
        it(`${name}, ${order}, paging ${direction}`, async () => {
          let filters: Record<string, unknown> = { ...baseFilters, order };
          let keep = baseKeep;
          if (name.startsWith("threadId") || name.includes("threadId")) filters = { ...filters, threadId };
          const mid = all[400]!.createdAt;
          const late = all[800]!.createdAt;
          if (name === "createdAt gt/lte") {
            filters = { ...filters, createdAt: { gt: mid, lte: late } };
            keep = (e) => e.createdAt > mid && e.createdAt <= late;
          }
          if (name === "createdAt gte/lt") {
            filters = { ...filters, createdAt: { gte: mid, lt: late } };
            keep = (e) => e.createdAt >= mid && e.createdAt < late;
          }
          const expected = all.filter(keep).map((e) => e.id);
          if (order === "DESC") expected.reverse();
          expect(expected.length).toBeGreaterThan(0);
          const got = await pageAll(filters, direction, 37);
          expect(got).toEqual(expected);
        });
      }
    }
  }

  it("pages from a cursor seen elsewhere, and after: \"0\" lists from the start", async () => {
    const d: { events: Conn } = await t.ok(QUERY, { taskId, first: 5, after: all[99]!.sequence });
    expect(d.events.edges.map((e) => e.node.id)).toEqual(all.slice(100, 105).map((e) => e.id));
    expect(d.events.pageInfo.hasPreviousPage).toBe(true);
    const z: { events: Conn } = await t.ok(QUERY, { taskId, first: 3, after: "0" });
    expect(z.events.edges.map((e) => e.node.id)).toEqual(all.slice(0, 3).map((e) => e.id));
  });

  it("defaults to 20 and refuses more than 100", async () => {
    const d: { events: Conn } = await t.ok(QUERY, { taskId });
    expect(d.events.edges.length).toBe(20);
    const r = await t.gql(QUERY, { taskId, first: 101 });
    expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const l = await t.gql(QUERY, { taskId, last: 101 });
    expect(l.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const tasks = await t.gql("{ tasks(first: 101) { edges { node { id } } } }");
    expect(tasks.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("answers unreadable and future cursors with their codes", async () => {
    for (const after of ["abc", "-1", "1.5", ""]) {
      const r = await t.gql(QUERY, { taskId, first: 1, after });
      expect(r.errors?.[0]?.extensions?.code, after).toBe("INVALID_CURSOR");
    }
    const ahead = await t.gql(QUERY, { taskId, first: 1, after: "9999999999" });
    expect(ahead.errors?.[0]?.extensions?.code).toBe("CURSOR_AHEAD");
  });

  it("expires cursors from before a purge, but never after: \"0\"", async () => {
    const purgeTask = await createTask(t);
    const early = await send(t, purgeTask, [textMessage("a"), textMessage("b")]);
    await new Promise((r) => setTimeout(r, 20));
    const cut = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const kept = await send(t, purgeTask, [textMessage("c")]);
    const purged = await t.ok<{ purgeHistory: { deletedCount: number; event: { sequence: string; before: string } } }>(
      `mutation($taskId: ID!, $before: DateTime!) { purgeHistory(input: { taskId: $taskId, before: $before }) { deletedCount event { sequence before } } }`,
      { taskId: purgeTask, before: cut },
    );
    expect(purged.purgeHistory.deletedCount).toBe(2);
    expect(purged.purgeHistory.event.before).toBe(cut);
    const expired = await t.gql(QUERY, { taskId: purgeTask, first: 5, after: early[0] });
    expect(expired.errors?.[0]?.extensions?.code).toBe("CURSOR_EXPIRED");
    const fromStart: { events: Conn } = await t.ok(QUERY, { taskId: purgeTask, first: 5, after: "0" });
    // The marker is listed first (before the kept events), as the reference lists it.
    expect(fromStart.events.edges.map((e) => e.node.sequence)).toEqual([purged.purgeHistory.event.sequence, kept[0]]);
    const fromPurge: { events: Conn } = await t.ok(QUERY, { taskId: purgeTask, first: 5, after: purged.purgeHistory.event.sequence });
    expect(fromPurge.events.edges).toEqual([]);
  });

  it("Task.events, Run.events and Thread.events page the same way", async () => {
    const d = await t.ok<{ task: { events: Conn } }>(
      `query($id: ID!) { task(id: $id) { events(first: 10, after: "0", types: [WORKER_MESSAGE]) { edges { cursor node { ... on TaskEvent { id sequence } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`,
      { id: taskId },
    );
    expect(d.task.events.edges.map((e) => e.node.id)).toEqual(all.filter((e) => e.type === "worker.message").slice(0, 10).map((e) => e.id));
    const th = await t.ok<{ node: { events: Conn } }>(
      `query($id: ID!) { node(id: $id) { ... on Thread { events(last: 3, order: DESC) { edges { node { ... on TaskEvent { id } } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }`,
      { id: threadId },
    );
    const threadEvents = all.filter((e) => e.threadId === threadId).map((e) => e.id).reverse();
    expect(th.node.events.edges.map((e) => e.node.id)).toEqual(threadEvents.slice(-3));
    expect(th.node.events.pageInfo.hasPreviousPage).toBe(true);
  });
});

describe("hasPreviousPage and hasNextPage are exact on the cursor's side", () => {
  const page = async (vars: Record<string, unknown>) => (await t.ok<{ events: Conn }>(QUERY, { taskId, ...vars })).events;
  const firstOf = (type: string) => all.findIndex((e) => e.type === type);
  const lastOf = (type: string) => all.findLastIndex((e) => e.type === type);

  it("forward: after \"0\" has nothing before it; a middle cursor has; a filter with nothing before the cursor has not", async () => {
    expect((await page({ first: 5, after: "0" })).pageInfo.hasPreviousPage).toBe(false);
    expect((await page({ first: 5, after: all[499]!.sequence })).pageInfo.hasPreviousPage).toBe(true);
    // The first worker.message comes after hundreds of client events: none of its type lies before them.
    const firstWorker = firstOf("worker.message");
    expect(firstWorker).toBeGreaterThan(100);
    const typed = await page({ first: 5, after: all[firstWorker - 1]!.sequence, types: ["WORKER_MESSAGE"] });
    expect(typed.edges[0]!.node.id).toBe(all[firstWorker]!.id);
    expect(typed.pageInfo.hasPreviousPage).toBe(false);
    // The cursor's own event is before the page: paging back from here finds it.
    const fromIt = await page({ first: 5, after: all[firstWorker]!.sequence, types: ["WORKER_MESSAGE"] });
    expect(fromIt.pageInfo.hasPreviousPage).toBe(true);
    const back = await page({ last: 5, before: fromIt.pageInfo.startCursor, types: ["WORKER_MESSAGE"] });
    expect(back.edges.map((e) => e.node.id)).toEqual([all[firstWorker]!.id]);
    // The other filters count too: the thread's events, and a time window.
    const thread = await page({ first: 5, after: all[firstWorker - 1]!.sequence, threadId });
    expect(thread.pageInfo.hasPreviousPage).toBe(false);
    const window = await page({ first: 5, after: all[100]!.sequence, createdAt: { gt: all[600]!.createdAt } });
    expect(window.pageInfo.hasPreviousPage).toBe(false);
    expect((await page({ first: 5, after: all[700]!.sequence, createdAt: { gt: all[600]!.createdAt } })).pageInfo.hasPreviousPage).toBe(true);
  });

  it("backward: hasNextPage only when an event of the list lies at or past `before`", async () => {
    const committed = await t.app.services().log.committedSequence();
    expect((await page({ last: 5, before: String(committed + 1n) })).pageInfo.hasNextPage).toBe(false);
    expect((await page({ last: 5, before: all[499]!.sequence })).pageInfo.hasNextPage).toBe(true);
    const lastInterrupt = lastOf("user.interrupt");
    expect(lastInterrupt).toBeLessThan(all.length - 50);
    const typed = await page({ last: 5, before: all[lastInterrupt + 1]!.sequence, types: ["USER_INTERRUPT"] });
    expect(typed.edges.at(-1)!.node.id).toBe(all[lastInterrupt]!.id);
    expect(typed.pageInfo.hasNextPage).toBe(false);
    expect((await page({ last: 5, before: all[lastInterrupt]!.sequence, types: ["USER_INTERRUPT"] })).pageInfo.hasNextPage).toBe(true);
  });

  it("newest first (DESC) mirrors both", async () => {
    // Forward from the newest event: it is before the page. With only user.interrupt, nothing is.
    expect((await page({ order: "DESC", first: 5, after: all[999]!.sequence })).pageInfo.hasPreviousPage).toBe(true);
    const lastInterrupt = lastOf("user.interrupt");
    const fwd = await page({ order: "DESC", first: 5, after: all[lastInterrupt + 1]!.sequence, types: ["USER_INTERRUPT"] });
    expect(fwd.edges[0]!.node.id).toBe(all[lastInterrupt]!.id);
    expect(fwd.pageInfo.hasPreviousPage).toBe(false);
    // Backward toward the newest: past `before` are the older events.
    expect((await page({ order: "DESC", last: 5, before: all[0]!.sequence })).pageInfo.hasNextPage).toBe(true);
    const firstWorker = firstOf("worker.message");
    const back = await page({ order: "DESC", last: 5, before: all[firstWorker - 1]!.sequence, types: ["WORKER_MESSAGE"] });
    expect(back.edges.at(-1)!.node.id).toBe(all[firstWorker]!.id);
    expect(back.pageInfo.hasNextPage).toBe(false);
  });
});

describe("every connection refuses more than 100", () => {
  it("Task.runs, Task.threads and Task.workflowRuns answer first: 101 with BAD_USER_INPUT", async () => {
    for (const field of ["runs", "threads", "workflowRuns"]) {
      const r = await t.gql(`query($id: ID!) { task(id: $id) { ${field}(first: 101) { edges { cursor } } } }`, { id: taskId });
      expect(r.errors?.[0]?.extensions?.code, field).toBe("BAD_USER_INPUT");
      const ok = await t.gql(`query($id: ID!) { task(id: $id) { ${field}(first: 100) { edges { cursor } } } }`, { id: taskId });
      expect(ok.errors, field).toBeUndefined();
    }
  });
});

describe("tasks connection", () => {
  it("pages a workspace's tasks newest first, forward and backward, with a status filter", async () => {
    const { key } = await t.newWorkspace("paging tasks");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createTask(t, key, `t${i}`));
    const newestFirst = [...ids].reverse();
    const Q = `query($first: Int, $after: String, $last: Int, $before: String, $status: [TaskStatus!]) {
      tasks(first: $first, after: $after, last: $last, before: $before, status: $status) {
        edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`;
    const forward: string[] = [];
    let after: string | null = null;
    for (;;) {
      const d: any = await t.ok(Q, { first: 2, after }, key);
      forward.push(...d.tasks.edges.map((e: any) => e.node.id));
      if (!d.tasks.pageInfo.hasNextPage) break;
      after = d.tasks.pageInfo.endCursor;
    }
    expect(forward).toEqual(newestFirst);
    const backward: string[] = [];
    let before: string | null = null;
    for (;;) {
      const d: any = await t.ok(Q, { last: 2, before }, key);
      backward.unshift(...d.tasks.edges.map((e: any) => e.node.id));
      if (!d.tasks.pageInfo.hasPreviousPage) break;
      before = d.tasks.pageInfo.startCursor;
    }
    expect(backward).toEqual(newestFirst);
    await send(t, ids[1]!, [textMessage("queue me")], key);
    const queued: any = await t.ok(Q, { status: ["QUEUED"] }, key);
    expect(queued.tasks.edges.map((e: any) => e.node.id)).toEqual([ids[1]]);
    // Exact on the cursor's side: with a status filter, the tasks beyond the cursor may all be filtered out.
    const info = async (vars: Record<string, unknown>) => ((await t.ok(Q, vars, key)) as any).tasks as { edges: any[]; pageInfo: any };
    expect((await info({ first: 2, after: ids[3] })).pageInfo.hasPreviousPage).toBe(true);
    const queuedAfter = await info({ first: 2, after: ids[3], status: ["QUEUED"] });
    expect(queuedAfter.edges.map((e: any) => e.node.id)).toEqual([ids[1]]);
    expect(queuedAfter.pageInfo.hasPreviousPage).toBe(false);
    expect((await info({ first: 2, after: ids[1], status: ["QUEUED"] })).pageInfo.hasPreviousPage).toBe(true);
    expect((await info({ last: 2, before: ids[0] })).pageInfo.hasNextPage).toBe(true);
    const queuedBefore = await info({ last: 2, before: ids[0], status: ["QUEUED"] });
    expect(queuedBefore.edges.map((e: any) => e.node.id)).toEqual([ids[1]]);
    expect(queuedBefore.pageInfo.hasNextPage).toBe(false);
    expect((await info({ last: 2, before: ids[1], status: ["QUEUED"] })).pageInfo.hasNextPage).toBe(true);
    const bad = await t.gql(Q, { first: 2, after: "not-a-cursor" }, key);
    expect(bad.errors?.[0]?.extensions?.code).toBe("INVALID_CURSOR");
  });
});
