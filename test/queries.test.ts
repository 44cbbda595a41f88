import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createRun, createTask, createThread, writeEvents } from "./helpers/events.js";
import { TestWorker } from "./helpers/worker.js";

/** A page of 100 events with their task, run and thread costs a small, fixed number of queries. */
let t: TestApp;
beforeAll(async () => {
  // Background jobs (lease and drain checks, retention) would query in the middle of a count.
  t = await startTestApp({ jobIntervalMs: 600_000, retentionIntervalMs: 86_400_000 });
});
afterAll(() => t?.stop());

const PAGE = `query($taskId: ID!, $first: Int) {
  events(taskId: $taskId, first: $first) {
    edges { node {
      __typename
      ... on TaskEvent { id sequence type task { id title status } run { id status kind } thread { id workerName status } }
    } }
  }
}`;

async function seedTask(events: number) {
  const taskId = await createTask(t);
  // events spread over 10 runs and 10 threads, so every row links to a different pair
  const runs = await Promise.all(Array.from({ length: 10 }, () => createRun(t, taskId, "FINISHED")));
  const threads = await Promise.all(Array.from({ length: 10 }, (_, i) => createThread(t, taskId, `h${i}`)));
  await writeEvents(
    t,
    taskId,
    Array.from({ length: events }, (_, i) => ({ type: "worker.thinking", runId: runs[i % 10]!.id, threadId: threads[(i * 3) % 10]!.id })),
  );
  return taskId;
}

async function countQueries(fn: () => Promise<unknown>) {
  let n = 0;
  // The key lookup (and its once-a-minute lastUsedAt write) is per request, not per page: leave it out.
  const off = t.app.services().db.onQuery((sql) => {
    if (!sql.includes('"ApiKey"')) n++;
  });
  try {
    await fn();
  } finally {
    off();
  }
  return n;
}

describe("no N+1", () => {
  it("a page of 100 events with task, run and thread costs the same few queries as a page of 5", async () => {
    const big = await seedTask(100);
    const small = await seedTask(5);
    let page: any;
    const many = await countQueries(async () => {
      page = await t.ok(PAGE, { taskId: big, first: 100 });
    });
    const few = await countQueries(() => t.ok(PAGE, { taskId: small, first: 5 }));
    expect(page.events.edges).toHaveLength(100);
    expect(page.events.edges.every((e: any) => e.node.run && e.node.thread && e.node.task?.id === big)).toBe(true);
    // task, events, and one batched query each for tasks, runs and threads
    expect(many).toBeLessThanOrEqual(6);
    expect(many).toBe(few);
  });
});

// ---------------------------------------------------------------------------------------------
// Statements per write and per page: the global sequencer serialises every append in the
// deployment, and each round trip inside a write's transaction is held against it. These pin
// the counts that matter, so a change that adds one fails here.
// ---------------------------------------------------------------------------------------------

/** Counts the statements matching `pattern` while fn runs. */
async function countMatching(pattern: RegExp, fn: () => Promise<unknown>) {
  const seen: string[] = [];
  const off = t.app.services().db.onQuery((sql) => {
    if (pattern.test(sql)) seen.push(sql);
  });
  try {
    await fn();
  } finally {
    off();
  }
  return seen;
}

/** Takes the global sequencer: the append's `UPDATE "EventSequencer"`. */
const TAKES_SEQUENCER = /UPDATE\s+"EventSequencer"/i;
/** Reads the committed sequence (a SELECT of the sequencer row, not the append's UPDATE). */
const READS_COMMITTED = /^\s*SELECT\b[\s\S]*\bFROM\s+("public"\.)?"EventSequencer"/i;
/** Reads events (not the sequencer). */
const READS_EVENTS = /^\s*SELECT\b[\s\S]*\bFROM\s+("public"\.)?"Event"(?!\w)/i;
/** Reads the task row, whether to lock it or not. */
const READS_TASK = /^\s*SELECT\b[\s\S]*\bFROM\s+("public"\.)?"Task"/i;

const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { id sequence } } } }`;
const sendText = (taskId: string, text: string) =>
  t.ok<any>(SEND, { input: { taskId, events: [{ userMessage: { content: [{ text: { text } }] } }] } });

describe("statements per write", () => {
  it("a write locks and reads its task in one statement", async () => {
    const taskId = await createTask(t);
    const reads = await countMatching(READS_TASK, () => sendText(taskId, "hello"));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/FOR UPDATE/i);
  });

  it("purgeHistory takes the task's lock like every other write: one statement reads and locks it", async () => {
    const taskId = await createTask(t);
    await sendText(taskId, "old");
    const purge = `mutation($input: PurgeHistoryInput!) { purgeHistory(input: $input) { deletedCount } }`;
    const reads = await countMatching(READS_TASK, () => t.ok(purge, { input: { taskId, before: new Date(Date.now() + 60_000).toISOString() } }));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/FOR UPDATE/i);
    // Another workspace's task, and a deleted one, are not found, as with any write.
    const other = await t.newWorkspace("purge-other");
    const foreign = await t.gql(purge, { input: { taskId, before: new Date().toISOString() } }, other.key);
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    await t.ok(`mutation($id: ID!) { deleteTask(input: { taskId: $id }) { __typename } }`, { id: taskId });
    const gone = await t.gql(purge, { input: { taskId, before: new Date().toISOString() } });
    expect(gone.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("a worker batch that stops the run takes the sequencer once, in the order the contract fixes", async () => {
    const w = await TestWorker.create(t);
    const taskId = await createTask(t);
    await sendText(taskId, "go");
    const { run } = await w.claim(taskId);
    await w.ok(run!.id, [{ spanModelRequestStart: {} }]);
    let result: any;
    // The model request still open, a tool use that asks, and an exhausted error: the batch and
    // the stop it causes (span end, usage, the error, idle) are one append.
    const takes = await countMatching(TAKES_SEQUENCER, async () => {
      result = await w.append(run!.id, [
        { workerToolUse: { name: "rm", input: {}, evaluatedPermission: "ALLOW" } },
        { taskError: { errorType: "MODEL_OVERLOADED_ERROR", message: "gave up", retryStatus: "EXHAUSTED" } },
      ]);
    });
    expect(result.errors).toBeUndefined();
    expect(takes).toHaveLength(1);
    // The payload lists the events sent first (in the order sent), then what the server added;
    // in the log they are one run of sequences in the contract's order.
    expect(result.data.appendRunEvents.events.map((e: any) => e.type)).toEqual([
      "WORKER_TOOL_USE", "TASK_ERROR", "SPAN_MODEL_REQUEST_END", "TASK_USAGE", "TASK_STATUS_IDLE",
    ]);
    const inLog = [...result.data.appendRunEvents.events].sort((a: any, b: any) => (BigInt(a.sequence) < BigInt(b.sequence) ? -1 : 1));
    expect(inLog.map((e: any) => e.type)).toEqual(["WORKER_TOOL_USE", "SPAN_MODEL_REQUEST_END", "TASK_USAGE", "TASK_ERROR", "TASK_STATUS_IDLE"]);
    const sequences = inLog.map((e: any) => BigInt(e.sequence));
    expect(sequences).toEqual(sequences.map((_: bigint, i: number) => sequences[0] + BigInt(i)));
    expect(result.data.appendRunEvents.run.status).toBe("FINISHED");

    // A tool use that asks stops the run too, with one take.
    await sendText(taskId, "again");
    const second = (await w.claim(taskId)).run!.id;
    const asks = await countMatching(TAKES_SEQUENCER, async () => {
      result = await w.append(second, [{ workerToolUse: { name: "deploy", input: {}, evaluatedPermission: "ASK" } }]);
    });
    expect(result.errors).toBeUndefined();
    expect(asks).toHaveLength(1);
    // The worker's first write to the claimed run also starts it (task.status_running), and the
    // wait for the user is a status change no idle says (task.status_changed).
    expect(result.data.appendRunEvents.events.map((e: any) => e.type)).toEqual([
      "WORKER_TOOL_USE", "TASK_STATUS_RUNNING", "TASK_USAGE", "TASK_STATUS_IDLE", "TASK_STATUS_CHANGED",
    ]);
    expect(result.data.appendRunEvents.task.status).toBe("AWAITING_USER");
  });
});

describe("a client's stop of a run in flight appends last, once", () => {
  /** The statements of the call, from the sequencer's take on: it is held from there to the commit. */
  async function afterTheTake(fn: () => Promise<unknown>) {
    const all = await countMatching(/./, fn);
    return all.slice(all.findIndex((sql) => TAKES_SEQUENCER.test(sql)));
  }

  /**
   * Runs the write; expects it to take the sequencer once, with the COMMIT next to the take, and
   * (`last`) nothing at all after it: no field of the answer read afterwards either.
   */
  async function commitsWithItsAppend<T>(name: string, call: () => Promise<T>, opts: { last?: boolean } = {}): Promise<T> {
    let answer!: T;
    const tail = await afterTheTake(async () => (answer = await call()));
    expect(tail.filter((sql) => TAKES_SEQUENCER.test(sql)), name).toHaveLength(1);
    expect(tail[1], name).toMatch(/COMMIT/i);
    if (opts.last) expect(tail.slice(1), name).toHaveLength(1);
    return answer;
  }

  it("terminateTask and cancelRun ABORT: one take, then only COMMIT", async () => {
    const w = await TestWorker.create(t);
    for (const [name, doc, variables] of [
      ["terminateTask", `mutation($taskId: ID!) { terminateTask(input: { taskId: $taskId }) { events { __typename } task { status } } }`, {}],
      ["cancelRun", `mutation($taskId: ID!) { cancelRun(input: { taskId: $taskId, mode: ABORT }) { events { __typename } task { status } } }`, {}],
    ] as const) {
      const taskId = await createTask(t);
      await sendText(taskId, "go");
      await w.claim(taskId);
      const result = await commitsWithItsAppend(name, () => t.ok<any>(doc, { taskId, ...variables }), { last: true });
      expect(result[name].task.status, name).toBe(name === "terminateTask" ? "TERMINATED" : "IDLE");
    }
  });

  // Every write that appends does so as its last statement (a task's deletion, its update, a
  // claim, a run started, steered or cleared): the COMMIT follows the take, and the answer is
  // what the write left (read before the append). Before, a deletion cancelled the task's runs
  // while it held the sequencer, and a steer or a clear read its run there.
  it("claimRun, deleteTask, updateTask and startRun (provision, steer, clear): one take, then only COMMIT", async () => {
    const w = await TestWorker.create(t);
    const START = `mutation($input: StartRunInput!) { startRun(input: $input) { task { status } run { id kind status } events { ... on TaskEvent { type processedAt } } } }`;
    // A one-shot task: it completes with its first run, and a provision call then returns it to PENDING.
    const created = await t.ok<any>(`mutation { createTask(input: { mode: ONE_SHOT, events: [{ userMessage: { content: [{ text: { text: "go" } }] } }] }) { task { id } } }`);
    const taskId: string = created.createTask.task.id;
    const claimed = await commitsWithItsAppend("claimRun", () => w.claim(taskId));
    expect(claimed.run).toMatchObject({ status: "SCHEDULED" });
    const steer = await commitsWithItsAppend("startRun STEER", () => t.ok<any>(START, { input: { taskId, kind: "STEER", content: [{ text: { text: "focus" } }] } }));
    // The answer names the run as the write left it: the steer is the claimed run's.
    expect(steer.startRun.run).toMatchObject({ id: claimed.run!.id, status: "SCHEDULED" });
    expect(steer.startRun.events[0].processedAt).not.toBeNull();
    await w.finish(claimed.run!.id);
    const provision = await commitsWithItsAppend("startRun (provision)", () => t.ok<any>(START, { input: { taskId } }));
    expect(provision.startRun.task.status).toBe("PENDING");

    const other = await createTask(t);
    const clear = await commitsWithItsAppend("startRun CLEAR", () => t.ok<any>(START, { input: { taskId: other, kind: "CLEAR" } }));
    expect(clear.startRun.run).toMatchObject({ kind: "CLEAR", status: "QUEUED" });
    await commitsWithItsAppend("updateTask", () => t.ok(`mutation($id: ID!) { updateTask(input: { taskId: $id, title: "renamed" }) { task { title } } }`, { id: other }));
    // A deletion cancels the task's runs first (the queued CLEAR among them), then appends.
    await commitsWithItsAppend("deleteTask", () => t.ok(`mutation($id: ID!) { deleteTask(input: { taskId: $id }) { deletedTaskId } }`, { id: other }));
    const gone = await t.gql(`query($id: ID!) { task(id: $id) { id } }`, { id: other });
    expect(gone.data?.task ?? null).toBeNull();
    const cancelled = await t.app.services().db.sql.query<{ status: string }>(`SELECT "status"::text AS status FROM "Run" WHERE "id" = $1`, [clear.startRun.run.id]);
    expect(cancelled).toEqual([{ status: "CANCELLED" }]);
  });

  // A worker's writes answer the run as it ends up, read before the append: nothing runs between
  // the sequencer's take and the COMMIT (before, the run was read again in that window, and the
  // COMMIT was a round trip of its own: every other appender in the deployment waited for both).
  it("a worker's batch (plain, or one that stops the run) and finishRun: one take, then only COMMIT, and the run as it ends", async () => {
    const w = await TestWorker.create(t);
    const taskId = await createTask(t);
    await sendText(taskId, "go");
    const runId = (await w.claim(taskId)).run!.id;
    const cases: Array<[string, () => Promise<any>, (r: any) => void]> = [
      ["a first batch", () => w.append(runId, [{ spanModelRequestStart: {} }]), (r) => expect(r.data.appendRunEvents.run).toMatchObject({ id: runId, status: "RUNNING", turns: 1 })],
      ["a plain batch", () => w.append(runId, [{ workerMessage: { content: [{ text: "hi" }] } }]), (r) => expect(r.data.appendRunEvents.run).toMatchObject({ status: "RUNNING", turns: 1 })],
      ["finishRun", () => w.finish(runId), (r) => expect(r.data.finishRun.run).toMatchObject({ id: runId, status: "FINISHED" })],
    ];
    for (const [name, call, check] of cases) {
      // Next to the take, the COMMIT (what follows it is the answer's fields, read after it).
      const result = await commitsWithItsAppend(name, call);
      expect(result.errors, name).toBeUndefined();
      check(result);
    }
    // A batch whose tool use asks stops the run: the run it answers has stopped.
    await sendText(taskId, "again");
    const second = (await w.claim(taskId)).run!.id;
    const stopped = await commitsWithItsAppend("a stopping batch", () =>
      w.append(second, [{ workerToolUse: { name: "deploy", input: {}, evaluatedPermission: "ASK" } }]),
    );
    expect(stopped.errors).toBeUndefined();
    expect(stopped.data.appendRunEvents.run).toMatchObject({ id: second, status: "FINISHED" });
  });
});

/**
 * Reads runs: a statement whose rows are runs (its first FROM). The task's state, which gathers
 * its open runs, and a lock that finds the task through its run, are not counted.
 */
const READS_RUNS = (sql: string) => /^\s*SELECT\b(?:(?!\bFROM\b)[\s\S])*\bFROM\s+("public"\.)?"Run"/i.test(sql) && !/json_agg/i.test(sql);

// A run a write changes is known by the row its update returned, and an open run by the task's
// state read with the lock: none is read again to answer the write (before, a claim read its run
// twice more, a stop once more, a steer once and a lease's renewal once more). On PostgreSQL a
// worker's write finds its task through the run in the lock's own statement, with the task's
// state and the run's model requests in the same round trip (before: three round trips); a lease's
// renewal too (before, it read its run before the lock and again after).
describe("a write reads a run no more than it must", () => {
  it("a claim, a steer, a worker's batches, finishRun and renewLease", async () => {
    const w = await TestWorker.create(t);
    const taskId = await createTask(t);
    await sendText(taskId, "go");
    /** A worker's write reads its run to learn its task where statements are not sent together (embedded). */
    const toLearnItsTask = t.app.services().db.kind === "postgres" ? 0 : 1;
    const runReads = async (name: string, call: () => Promise<any>) => {
      let answer: any;
      const all = await countMatching(/./, async () => (answer = await call()));
      expect(answer?.errors, name).toBeUndefined();
      // The write's own statements: those up to its COMMIT (the answer's fields are read after).
      const commit = all.findIndex((sql) => /\bCOMMIT\b/i.test(sql));
      expect(commit, name).toBeGreaterThan(0);
      return { answer, reads: all.slice(0, commit + 1).filter(READS_RUNS).length };
    };
    // The claim's search for a queued run reads runs; the run it schedules is not read again.
    const claim = await runReads("claimRun", () => w.claim(taskId));
    expect(claim.reads, "claimRun").toBe(1);
    const runId: string = claim.answer.run.id;
    expect(claim.answer.run.status).toBe("SCHEDULED");
    const steer = await runReads("startRun STEER", () =>
      t.gql(`mutation($taskId: ID!) { startRun(input: { taskId: $taskId, kind: STEER, content: [{ text: { text: "focus" } }] }) { run { id status } } }`, { taskId }),
    );
    expect(steer.reads, "startRun STEER").toBe(0);
    expect(steer.answer.data.startRun.run).toEqual({ id: runId, status: "SCHEDULED" });
    const first = await runReads("a first batch", () => w.append(runId, [{ spanModelRequestStart: {} }]));
    expect(first.reads, "a first batch").toBe(toLearnItsTask);
    expect(first.answer.data.appendRunEvents.run).toMatchObject({ id: runId, status: "RUNNING", turns: 1 });
    const renew = await runReads("renewLease", () => w.renew(runId, 60));
    expect(renew.reads, "renewLease").toBe(toLearnItsTask);
    expect(renew.answer.data.renewLease).toMatchObject({ run: { id: runId, status: "RUNNING" }, stopped: false });
    const finish = await runReads("finishRun", () => w.finish(runId));
    expect(finish.reads, "finishRun").toBe(toLearnItsTask);
    expect(finish.answer.data.finishRun.run).toMatchObject({ id: runId, status: "FINISHED" });
    // A batch that stops its run answers the row the stop wrote.
    await sendText(taskId, "again");
    const second = (await w.claim(taskId)).run!.id;
    const stop = await runReads("a stopping batch", () => w.append(second, [{ workerToolUse: { name: "deploy", input: {}, evaluatedPermission: "ASK" } }]));
    expect(stop.reads, "a stopping batch").toBe(toLearnItsTask);
    expect(stop.answer.data.appendRunEvents.run).toMatchObject({ id: second, status: "FINISHED" });
  });
  // The lock that finds the task through the run finds nothing; the refusal says why.
  it("a worker's write to a run unknown, ended or of a deleted task is refused as before", async () => {
    const w = await TestWorker.create(t);
    const code = (r: any) => r.errors?.[0]?.extensions?.code;
    expect(code(await w.append("run_01J0000000000000000000000", [{ workerThinking: {} }]))).toBe("NOT_FOUND");
    expect(code(await w.finish("run_01J0000000000000000000000"))).toBe("NOT_FOUND");
    const taskId = await createTask(t);
    await sendText(taskId, "go");
    const runId = (await w.claim(taskId)).run!.id;
    await t.ok(`mutation($id: ID!) { deleteTask(input: { taskId: $id }) { deletedTaskId } }`, { id: taskId });
    // The deletion cancelled the run: it takes no more events.
    const after = await w.append(runId, [{ workerThinking: {} }]);
    expect(code(after)).toBe("INVALID_STATE");
    expect(after.errors?.[0]?.message).toMatch(/CANCELLED/);
    expect(code(await w.finish(runId))).toBe("INVALID_STATE");
  });

  // The claim's take is one statement: the waiting messages marked the run's, and the run's
  // messages answered (those it took before a reschedule too). Before: an update, then a read.
  it("a claim takes the task's waiting messages in one statement", async () => {
    const w = await TestWorker.create(t);
    const taskId = await createTask(t);
    await sendText(taskId, "one");
    await sendText(taskId, "two");
    let claimed: any;
    // Statements that update messages or read them as rows (not the task state's count of them).
    const messageRows = /UPDATE\s+("public"\.)?"Event"|FROM\s+("public"\.)?"Event"\s+WHERE/i;
    const all = await countMatching(/./, async () => (claimed = await w.claim(taskId)));
    const take = all.findIndex((sql) => TAKES_SEQUENCER.test(sql));
    const beforeTheAppend = all.slice(0, take).filter((sql) => messageRows.test(sql));
    expect(beforeTheAppend).toHaveLength(1);
    expect(beforeTheAppend[0]).toMatch(/^\s*WITH took AS \(UPDATE "Event"/);
    expect(claimed.events.map((e: any) => e.content[0].text)).toEqual(["one", "two"]);
    expect(claimed.events.every((e: any) => e.processedAt !== null && e.run.id === claimed.run.id)).toBe(true);
  });
});

describe("statements per page", () => {
  const PAGE_AFTER = `query($taskId: ID!, $after: String, $first: Int, $order: SortOrder) {
    events(taskId: $taskId, after: $after, first: $first, order: $order) { edges { cursor } }
  }`;

  it("a page after a cursor that holds events does not read the committed sequence", async () => {
    const taskId = await createTask(t);
    const sent = await t.ok<any>(SEND, {
      input: { taskId, events: ["a", "b", "c"].map((s) => ({ userMessage: { content: [{ text: { text: s } }] } })) },
    });
    const [first, , last] = sent.sendEvents.events.map((e: any) => e.sequence as string);
    let page: any;
    expect(await countMatching(READS_COMMITTED, async () => (page = await t.ok(PAGE_AFTER, { taskId, after: first })))).toHaveLength(0);
    expect(page.events.edges).toHaveLength(2);
    // An empty page proves nothing about its cursor: then, and only then, the committed sequence is read.
    expect(await countMatching(READS_COMMITTED, async () => (page = await t.ok(PAGE_AFTER, { taskId, after: last })))).toHaveLength(1);
    expect(page.events.edges).toHaveLength(0);
  });

  it("a cursor costs one indexed probe for the far side's page flag; no cursor and after: \"0\" cost none", async () => {
    const taskId = await createTask(t);
    const sent = await t.ok<any>(SEND, {
      input: { taskId, events: ["a", "b", "c"].map((s) => ({ userMessage: { content: [{ text: { text: s } }] } })) },
    });
    const [first, middle] = sent.sendEvents.events.map((e: any) => e.sequence as string);
    const PAGE_INFO = `query($taskId: ID!, $after: String, $last: Int, $before: String) {
      events(taskId: $taskId, after: $after, last: $last, before: $before) { edges { cursor } pageInfo { hasNextPage hasPreviousPage } }
    }`;
    let page: any;
    const read = (vars: Record<string, unknown>) => countMatching(READS_EVENTS, async () => (page = await t.ok(PAGE_INFO, { taskId, ...vars })));
    expect(await read({})).toHaveLength(1);
    expect(await read({ after: "0" })).toHaveLength(1);
    expect(page.events.pageInfo.hasPreviousPage).toBe(false);
    const probed = await read({ after: first });
    expect(probed).toHaveLength(2);
    expect(probed.some((sql) => /LIMIT/i.test(sql) && /"sequence"\s*<=/.test(sql))).toBe(true);
    expect(page.events.pageInfo.hasPreviousPage).toBe(true);
    expect(await read({ last: 1, before: middle })).toHaveLength(2);
    expect(page.events.pageInfo.hasNextPage).toBe(true);
  });

  it("the probe runs only when its flag is selected (through a fragment too), and the task check goes out with the page", async () => {
    const taskId = await createTask(t);
    const sent = await t.ok<any>(SEND, {
      input: { taskId, events: ["a", "b", "c"].map((s) => ({ userMessage: { content: [{ text: { text: s } }] } })) },
    });
    const [first, middle] = sent.sendEvents.events.map((e: any) => e.sequence as string);
    const doc = (pageInfo: string) => `query($taskId: ID!, $after: String, $last: Int, $before: String) {
      events(taskId: $taskId, after: $after, last: $last, before: $before) { edges { cursor } ${pageInfo} }
    }${pageInfo.includes("...Flags") ? " fragment Flags on PageInfo { hasPreviousPage hasNextPage }" : ""}`;
    const read = (pageInfo: string, vars: Record<string, unknown>) => countMatching(READS_EVENTS, () => t.ok(doc(pageInfo), { taskId, ...vars }));
    expect(await read("pageInfo { hasNextPage endCursor }", { after: first })).toHaveLength(1);
    expect(await read("", { after: first })).toHaveLength(1);
    expect(await read("pageInfo { ...Flags }", { after: first })).toHaveLength(2);
    expect(await read("pageInfo { ... on PageInfo { hasPreviousPage } }", { after: first })).toHaveLength(2);
    // Backward, the probe answers hasNextPage.
    expect(await read("pageInfo { hasPreviousPage }", { last: 1, before: middle })).toHaveLength(1);
    expect(await read("pageInfo { hasNextPage }", { last: 1, before: middle })).toHaveLength(2);
    // The task lookup and the page are sent together; another workspace's task is still NOT_FOUND,
    // and an expired cursor is still CURSOR_EXPIRED.
    const other = await t.newWorkspace("other");
    const refused = await t.gql(doc(""), { taskId, after: first }, other.key);
    expect(refused.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(refused.data).toBeNull();
  });

  it("a page is one statement, the task's check inside it: NOT_FOUND and the argument errors are answered as before", async () => {
    const taskId = await createTask(t);
    await sendText(taskId, "x");
    const PAGE = `query($taskId: ID!, $after: String) {
      events(taskId: $taskId, first: 10, after: $after) { edges { node { __typename } } }
    }`;
    let page: any;
    // Every statement but the key's bookkeeping (its lastUsedAt is written once a minute, which a
    // slow run of this file can reach during the page).
    const all = await countMatching(/^(?![\s\S]*"ApiKey")/, async () => (page = await t.ok(PAGE, { taskId })));
    expect(all, all.join("\n---\n")).toHaveLength(1);
    expect(all[0]).toMatch(READS_TASK);
    expect(all[0]).toMatch(READS_EVENTS);
    expect(page.events.edges.length).toBeGreaterThan(0);
    // A task with no event after the cursor is an empty page, not NOT_FOUND.
    const committed = String(await t.app.services().log.committedSequence());
    expect((await t.ok<any>(PAGE, { taskId, after: committed })).events.edges).toEqual([]);
    // Another workspace's task, a deleted task and no task at all are NOT_FOUND, also with a bad cursor.
    const other = await t.newWorkspace("paging-other");
    const deleted = await createTask(t);
    await t.ok(`mutation($id: ID!) { deleteTask(input: { taskId: $id }) { deletedTaskId } }`, { id: deleted });
    for (const [id, key] of [[taskId, other.key], [deleted, undefined], ["tsk_nope", undefined]] as const) {
      for (const vars of [{}, { after: "not-a-cursor" }]) {
        const r = await t.gql(PAGE, { taskId: id, ...vars }, key);
        expect(r.errors?.map((e) => e.extensions?.code), `${id} ${JSON.stringify(vars)}`).toEqual(["NOT_FOUND"]);
      }
    }
    // The caller's own task with the same bad arguments: the argument's error.
    expect((await t.gql(PAGE, { taskId, after: "not-a-cursor" })).errors?.[0]?.extensions?.code).toBe("INVALID_CURSOR");
  });

  it("a cursor ahead of the log is refused whatever the page would hold", async () => {
    const taskId = await createTask(t);
    await sendText(taskId, "x");
    const committed = await t.app.services().log.committedSequence();
    const ahead = String(committed + 1000n);
    for (const vars of [{}, { first: 0 }, { order: "DESC" }]) {
      const r = await t.gql(PAGE_AFTER, { taskId, after: ahead, ...vars });
      expect(r.errors?.map((e) => e.extensions?.code)).toEqual(["CURSOR_AHEAD"]);
    }
    // The newest committed sequence itself is not ahead: an empty page.
    const r = await t.ok<any>(PAGE_AFTER, { taskId, after: String(await t.app.services().log.committedSequence()) });
    expect(r.events.edges).toEqual([]);
  });
});
