import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createTask, send, textMessage } from "./helpers/events.js";
import { TestWorker, eventTypes, taskState } from "./helpers/worker.js";
import { authenticate } from "../src/domain/auth.js";
import { claimRun } from "../src/domain/runs.js";

/** The task lifecycle and the worker protocol, asserting the exact event sequence each time. */
let t: TestApp;
let w: TestWorker;
beforeAll(async () => {
  t = await startTestApp({ jobIntervalMs: 200, retentionIntervalMs: 300, runLimits: { maxTurns: 3, maxActiveMs: 7_200_000 } });
  w = await TestWorker.create(t);
});
afterAll(() => t?.stop());

async function taskWith(text: string, mode = "INTERACTIVE") {
  const d = await t.ok<any>(
    `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id status } } }`,
    { input: { mode, events: [textMessage(text)] } },
  );
  return d.createTask.task.id as string;
}

const span = async (runId: string, usage = { inputTokens: 10, outputTokens: 5 }) => {
  const start = await w.ok(runId, [{ spanModelRequestStart: {} }]);
  return { startId: start.events[0].id as string, end: { spanModelRequestEnd: { modelRequestStartId: start.events[0].id, isError: false, modelUsage: usage } } };
};

describe("a turn", () => {
  it("message → claimed → deltas → worker.message → usage → idle", async () => {
    const taskId = await taskWith("hello");
    expect((await taskState(t, taskId)).status).toBe("QUEUED");
    const claim = await w.claim(taskId);
    // Claimed: SCHEDULED (preparing) until the worker's first write or preview.
    expect(claim.run?.status).toBe("SCHEDULED");
    expect(claim.task?.status).toBe("SCHEDULED");
    expect(claim.events.map((e) => e.type)).toEqual(["USER_MESSAGE"]);
    expect(claim.events[0].processedAt).not.toBeNull();
    expect(claim.events[0].run.id).toBe(claim.run!.id);
    const runId = claim.run!.id;
    const { end } = await span(runId);
    const reserved = (await w.deltas(runId, "WORKER_MESSAGE", [{ index: 0, text: "Hi" }])).publishDeltas.eventId;
    const written = await w.ok(runId, [{ workerMessage: { eventId: reserved, content: [{ text: "Hi there" }] } }, end]);
    expect(written.events[0].id).toBe(reserved);
    const fin = await w.finish(runId, { usage: { inputTokens: 10, outputTokens: 5 }, appActions: [{ app: "mail", action: "send" }] });
    expect(fin.errors).toBeUndefined();
    expect(fin.data.finishRun.events.map((e: any) => e.type)).toEqual(["TASK_USAGE", "TASK_STATUS_IDLE"]);
    expect(fin.data.finishRun.run.receipt).toEqual({ usage: expect.objectContaining({ inputTokens: 10, outputTokens: 5 }), appActions: [{ app: "mail", action: "send" }] });
    expect(fin.data.finishRun.task).toMatchObject({ status: "IDLE", usage: { inputTokens: 10, outputTokens: 5 } });
    expect(await eventTypes(t, taskId)).toEqual([
      "USER_MESSAGE",
      "TASK_STATUS_CHANGED",
      "TASK_STATUS_RUNNING",
      "SPAN_MODEL_REQUEST_START",
      "WORKER_MESSAGE",
      "SPAN_MODEL_REQUEST_END",
      "TASK_USAGE",
      "TASK_STATUS_IDLE",
    ]);
    // the run is over: it takes nothing more
    const late = await w.append(runId, [{ workerThinking: {} }]);
    expect(late.errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
  });

  it("a message sent while running waits, and the next run takes it", async () => {
    const taskId = await taskWith("first");
    const run1 = (await w.claim(taskId)).run!.id;
    await send(t, taskId, [textMessage("second")]);
    const waiting = await t.ok<any>(`query($id: ID!) { events(taskId: $id, types: [USER_MESSAGE]) { edges { node { ... on TaskEvent { processedAt } } } } }`, { id: taskId });
    expect(waiting.events.edges.map((e: any) => e.node.processedAt === null)).toEqual([false, true]);
    expect((await taskState(t, taskId)).status).toBe("SCHEDULED");
    const fin = await w.finish(run1);
    expect(fin.data.finishRun.task.status).toBe("QUEUED");
    const claim2 = await w.claim(taskId);
    expect(claim2.run!.id).not.toBe(run1);
    expect(claim2.events.map((e) => e.content[0].text)).toEqual(["second"]);
    await w.finish(claim2.run!.id);
    expect(await eventTypes(t, taskId)).toEqual([
      "USER_MESSAGE", "TASK_STATUS_CHANGED", "USER_MESSAGE", "TASK_STATUS_RUNNING", "TASK_USAGE", "TASK_STATUS_IDLE", "TASK_STATUS_CHANGED",
      "TASK_STATUS_CHANGED", "TASK_STATUS_RUNNING", "TASK_USAGE", "TASK_STATUS_IDLE",
    ]);
  });

  it("one-shot tasks complete", async () => {
    const taskId = await taskWith("do it once", "ONE_SHOT");
    const run = (await w.claim(taskId)).run!.id;
    const fin = await w.finish(run);
    expect(fin.data.finishRun.task.status).toBe("COMPLETED");
  });
});

describe("human in the loop", () => {
  it("approval asked, answered, resumed; re-sending the answer is a no-op", async () => {
    const taskId = await taskWith("please use the tool");
    const run1 = (await w.claim(taskId)).run!.id;
    const asked = await w.ok(run1, [{ workerToolUse: { name: "rm", input: { path: "/tmp/x" }, evaluatedPermission: "ASK" } }]);
    expect(asked.events.map((e: any) => e.type)).toEqual(["WORKER_TOOL_USE", "TASK_STATUS_RUNNING", "TASK_USAGE", "TASK_STATUS_IDLE", "TASK_STATUS_CHANGED"]);
    expect(asked.events[3].stopReason).toBe("REQUIRES_ACTION");
    const toolUseId = asked.events[0].id;
    let state = await taskState(t, taskId);
    expect(state.status).toBe("AWAITING_USER");
    expect(state.pendingInterrupts).toEqual([expect.objectContaining({ kind: "TOOL_APPROVAL", askedByEventId: toolUseId })]);
    // nothing to claim while the task waits for the user
    expect((await w.claim(taskId)).run).toBeNull();
    const answer = { userApproval: { toolUseId, result: "ALLOW" } };
    const first = await send(t, taskId, [answer]);
    state = await taskState(t, taskId);
    expect(state.status).toBe("QUEUED");
    expect(state.pendingInterrupts).toEqual([]);
    const again = await send(t, taskId, [answer]);
    expect(again).toEqual(first);
    const run2 = await w.claim(taskId);
    expect(run2.run!.id).not.toBe(run1);
    await w.ok(run2.run!.id, [{ workerToolResult: { toolUseId, status: "SUCCEEDED", output: { ok: true } } }]);
    await w.finish(run2.run!.id);
    expect(await eventTypes(t, taskId)).toEqual([
      "USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_RUNNING", "WORKER_TOOL_USE", "TASK_USAGE", "TASK_STATUS_IDLE", "TASK_STATUS_CHANGED",
      "USER_APPROVAL", "TASK_STATUS_CHANGED", "TASK_STATUS_CHANGED", "TASK_STATUS_RUNNING", "WORKER_TOOL_RESULT", "TASK_USAGE", "TASK_STATUS_IDLE",
    ]);
  });

  it("custom tool result, and partial answers keep the task waiting", async () => {
    const taskId = await taskWith("two questions");
    const run = (await w.claim(taskId)).run!.id;
    const asked = await w.ok(run, [
      { workerCustomToolUse: { name: "lookup", input: { q: 1 } } },
      { workerToolUse: { name: "write", input: {}, evaluatedPermission: "ASK" } },
    ]);
    const [custom, tool] = asked.events;
    const state = await taskState(t, taskId);
    expect(state.pendingInterrupts.map((p) => p.kind)).toEqual(["CUSTOM_TOOL", "TOOL_APPROVAL"]);
    await send(t, taskId, [{ userCustomToolResult: { customToolUseId: custom.id, content: [{ text: { text: "42" } }] } }]);
    expect((await taskState(t, taskId)).status).toBe("AWAITING_USER");
    const pending = (await taskState(t, taskId)).pendingInterrupts;
    expect(pending.map((p) => p.askedByEventId)).toEqual([tool.id]);
    const answered = await t.ok<any>(
      `mutation($input: AnswerInterruptsInput!) { answerInterrupts(input: $input) { task { status } events { ... on UserApprovalEvent { type result denyMessage toolUseId } } } }`,
      { input: { taskId, answers: [{ interruptId: pending[0]!.id, action: "CANCEL" }] } },
    );
    expect(answered.answerInterrupts.task.status).toBe("QUEUED");
    expect(answered.answerInterrupts.events).toEqual([{ type: "USER_APPROVAL", result: "DENY", denyMessage: "cancelled", toolUseId: tool.id }]);
    const again = await t.ok<any>(
      `mutation($input: AnswerInterruptsInput!) { answerInterrupts(input: $input) { task { status } events { ... on TaskEvent { id } } } }`,
      { input: { taskId, answers: [{ interruptId: pending[0]!.id, action: "RESOLVE" }] } },
    );
    expect(again.answerInterrupts.task.status).toBe("QUEUED");
    expect((await eventTypes(t, taskId)).filter((x) => x === "USER_APPROVAL")).toHaveLength(1);
  });
});

describe("steering and cancelling", () => {
  const START = `mutation($input: StartRunInput!) { startRun(input: $input) { task { status } run { id kind status } events { ... on TaskEvent { type processedAt run { id } } } } }`;

  it("steer goes into the turn in progress, or becomes a prompt when none is", async () => {
    const taskId = await taskWith("start");
    const run = (await w.claim(taskId)).run!.id;
    const steer = await t.ok<any>(START, { input: { taskId, kind: "STEER", content: [{ text: { text: "focus on X" } }] } });
    expect(steer.startRun.run.id).toBe(run);
    expect(steer.startRun.events[0].processedAt).not.toBeNull();
    expect(steer.startRun.events[0].run.id).toBe(run);
    await w.finish(run);
    expect((await taskState(t, taskId)).status).toBe("IDLE");
    const fallback = await t.ok<any>(START, { input: { taskId, kind: "STEER", content: [{ text: { text: "now" } }] } });
    expect(fallback.startRun.task.status).toBe("QUEUED");
    expect(fallback.startRun.events[0].processedAt).toBeNull();
    expect(fallback.startRun.run).toMatchObject({ kind: "PROMPT", status: "QUEUED" });
    const clear = await t.ok<any>(START, { input: { taskId, kind: "CLEAR" } });
    expect(clear.startRun.run).toMatchObject({ kind: "CLEAR", status: "QUEUED" });
    const bad = await t.gql(START, { input: { taskId, kind: "CLEAR", content: [{ text: { text: "x" } }] } });
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  const CANCEL = `mutation($input: CancelRunInput!) { cancelRun(input: $input) { task { status } events { ... on TaskEvent { type } ... on TaskStatusIdleEvent { stopReason } } } }`;

  it("abort stops the turn and keeps the task warm", async () => {
    const taskId = await taskWith("long job");
    const run = (await w.claim(taskId)).run!.id;
    const r = await t.ok<any>(CANCEL, { input: { taskId, mode: "ABORT" } });
    expect(r.cancelRun.task.status).toBe("IDLE");
    // The person's Stop names the run it stopped, before the idle.
    expect(r.cancelRun.events.map((e: any) => e.type)).toEqual(["USER_INTERRUPT", "TASK_USAGE", "TASK_STATUS_IDLE"]);
    expect(r.cancelRun.events[2].stopReason).toBe("INTERRUPTED");
    expect((await w.append(run, [{ workerThinking: {} }])).errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
    // warm: the next message runs again
    await send(t, taskId, [textMessage("again")]);
    expect((await w.claim(taskId)).run).not.toBeNull();
  });

  it("user.interrupt stops the work in hand", async () => {
    const taskId = await taskWith("work");
    const run = (await w.claim(taskId)).run!.id;
    await send(t, taskId, [{ userInterrupt: { reason: "stop" } }, textMessage("do this instead")]);
    expect(await eventTypes(t, taskId)).toEqual([
      "USER_MESSAGE", "TASK_STATUS_CHANGED", "USER_INTERRUPT", "TASK_USAGE", "TASK_STATUS_IDLE", "USER_MESSAGE",
    ]);
    expect((await taskState(t, taskId)).status).toBe("QUEUED");
    // The worker learns from its next renewal that the run was stopped without it.
    expect((await w.renew(run)).data.renewLease).toMatchObject({ stopped: true, run: { status: "CANCELLED", stopReason: "end_turn" } });
  });

  it("drain lets the turn finish, then CANCELLED; drainWithinSeconds forces it", async () => {
    const taskId = await taskWith("drain me");
    const run = (await w.claim(taskId)).run!.id;
    const r = await t.ok<any>(CANCEL, { input: { taskId, mode: "DRAIN" } });
    expect(r.cancelRun.task.status).toBe("CANCELLING");
    expect((await w.renew(run)).data.renewLease.cancelRequested).toBe(true);
    await w.ok(run, [{ workerMessage: { content: [{ text: "wrapping up" }] } }]);
    const fin = await w.finish(run);
    expect(fin.data.finishRun.task.status).toBe("CANCELLED");

    const forced = await taskWith("drain fast");
    const run2 = (await w.claim(forced)).run!.id;
    await t.ok(CANCEL, { input: { taskId: forced, mode: "DRAIN", drainWithinSeconds: 0 } });
    for (let i = 0; i < 50 && (await taskState(t, forced)).status !== "CANCELLED"; i++) await new Promise((res) => setTimeout(res, 100));
    expect((await taskState(t, forced)).status).toBe("CANCELLED");
    expect(await eventTypes(t, forced)).toEqual([
      "USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_CHANGED", "TASK_USAGE", "TASK_STATUS_IDLE", "TASK_STATUS_CHANGED",
    ]);
    expect((await w.finish(run2)).errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
  });

  it("draining a task that waits for the user keeps its pending interrupts", async () => {
    const taskId = await taskWith("ask me");
    const run = (await w.claim(taskId)).run!.id;
    const asked = await w.ok(run, [{ workerToolUse: { name: "x", input: {}, evaluatedPermission: "ASK" } }]);
    await t.ok(CANCEL, { input: { taskId, mode: "DRAIN" } });
    const state = await taskState(t, taskId);
    expect(state.status).toBe("CANCELLED");
    expect(state.pendingInterrupts.map((p) => p.askedByEventId)).toEqual([asked.events[0].id]);
    await send(t, taskId, [{ userApproval: { toolUseId: asked.events[0].id, result: "ALLOW" } }]);
    expect((await taskState(t, taskId)).status).toBe("QUEUED");
  });

  it("terminate and delete", async () => {
    const taskId = await taskWith("bye");
    await w.claim(taskId);
    const r = await t.ok<any>(`mutation($id: ID!) { terminateTask(input: { taskId: $id }) { task { status } events { ... on TaskEvent { type } } } }`, { id: taskId });
    expect(r.terminateTask.task.status).toBe("TERMINATED");
    expect(await eventTypes(t, taskId)).toEqual(["USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_USAGE", "TASK_STATUS_IDLE", "TASK_STATUS_TERMINATED"]);
    const refused = await t.gql(`mutation($input: SendEventsInput!) { sendEvents(input: $input) { task { id } } }`, { input: { taskId, events: [textMessage("more")] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
    await t.ok(`mutation($id: ID!) { deleteTask(input: { taskId: $id }) { deletedTaskId } }`, { id: taskId });
    expect((await t.gql(`query($id: ID!) { events(taskId: $id) { edges { cursor } } }`, { id: taskId })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("update writes task.updated with what it set", async () => {
    const taskId = await taskWith("u");
    const r = await t.ok<any>(
      `mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { title metadata budget } events { ... on TaskUpdatedEvent { type title metadata budget } } } }`,
      { input: { taskId, title: "New", metadata: { a: 1 }, budget: { maxTokens: 1000 } } },
    );
    expect(r.updateTask.task).toEqual({ title: "New", metadata: { a: 1 }, budget: { maxTokens: 1000 } });
    expect(r.updateTask.events).toEqual([{ type: "TASK_UPDATED", title: "New", metadata: { a: 1 }, budget: { maxTokens: 1000 } }]);
  });
});

describe("limits and order rules", () => {
  it("the turn limit stops the run cleanly with TURN_LIMIT", async () => {
    const taskId = await taskWith("many turns");
    const run = (await w.claim(taskId)).run!.id;
    let last: any;
    for (let i = 0; i < 3; i++) {
      const { end } = await span(run);
      last = await w.ok(run, [end]);
    }
    expect(last.events.map((e: any) => e.type)).toEqual(["SPAN_MODEL_REQUEST_END", "TASK_USAGE", "TASK_STATUS_IDLE"]);
    expect(last.events[2].stopReason).toBe("TURN_LIMIT");
    expect(last.run).toMatchObject({ status: "FINISHED", turns: 3 });
  });

  it("a run past the task's budget stops with BUDGET_EXCEEDED", async () => {
    const taskId = await taskWith("expensive");
    await t.ok(`mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } } }`, { input: { taskId, budget: { maxTokens: 20 } } });
    const run = (await w.claim(taskId)).run!.id;
    const { end } = await span(run, { inputTokens: 15, outputTokens: 10 });
    const r = await w.ok(run, [end]);
    expect(r.events.at(-1).stopReason).toBe("BUDGET_EXCEEDED");
  });

  it("an exhausted task.error comes right before the stop it caused; a finish closes an open model request", async () => {
    const taskId = await taskWith("flaky");
    const run = (await w.claim(taskId)).run!.id;
    await span(run);
    const r = await w.ok(run, [{ taskError: { errorType: "MODEL_OVERLOADED_ERROR", message: "overloaded", retryStatus: "EXHAUSTED" } }]);
    // The payload lists what was sent first, then what the server added; the log has the contract's order.
    expect(r.events.map((e: any) => e.type)).toEqual(["TASK_ERROR", "SPAN_MODEL_REQUEST_END", "TASK_USAGE", "TASK_STATUS_IDLE"]);
    expect(r.events[3].stopReason).toBe("RETRIES_EXHAUSTED");
    expect((await eventTypes(t, taskId)).slice(-4)).toEqual(["SPAN_MODEL_REQUEST_END", "TASK_USAGE", "TASK_ERROR", "TASK_STATUS_IDLE"]);
    const bad = await w.append((await w.claim(await taskWith("x"))).run!.id, [
      { taskError: { errorType: "UNKNOWN_ERROR", message: "x", retryStatus: "EXHAUSTED" } },
      { workerThinking: {} },
    ]);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", index: 0 });
  });
});

describe("threads and workflow runs", () => {
  it("workers open threads and workflow runs; their events are on the task and on the thread", async () => {
    const taskId = await taskWith("use helpers");
    const run = (await w.claim(taskId)).run!.id;
    const wf = await w.ok(run, [{ workflowRunCreated: { name: "review", phases: ["draft", "check"] } }]);
    const { workflowRunId, phases } = wf.events[0];
    const th = await w.ok(run, [{ taskThreadCreated: { workerName: "reviewer", workflowRunId } }]);
    const threadId = th.events[0].thread.id;
    const phaseStarted = (await w.ok(run, [{ workflowRunPhaseStarted: { workflowRunId, workflowRunPhaseId: phases[0].id } }])).events[0].id;
    await w.ok(run, [
      { taskThreadStatusRunning: { threadId } },
      { workerThreadMessageSent: { toTaskThreadId: threadId, content: [{ text: { text: "check this" } }] } },
      { workerMessage: { threadId, content: [{ text: "looks fine" }] } },
      { taskThreadStatusIdle: { threadId, stopReason: "END_TURN" } },
      { workerThreadMessageReceived: { fromTaskThreadId: threadId, content: [{ text: { text: "fine" } }] } },
      { workflowRunPhaseEnded: { workflowRunId, workflowRunPhaseId: phases[0].id, phaseStartedId: phaseStarted } },
      { workflowRunStatusEnded: { workflowRunId, result: "COMPLETED" } },
    ]);
    const d = await t.ok<any>(
      `query($id: ID!) { task(id: $id) {
        threads { edges { node { id workerName status workflowRun { id } events { edges { node { ... on TaskEvent { type } } } } } } }
        workflowRuns { edges { node { id name status result phases { name status } } } }
      } }`,
      { id: taskId },
    );
    const thread = d.task.threads.edges[0].node;
    expect(thread).toMatchObject({ id: threadId, workerName: "reviewer", status: "IDLE", workflowRun: { id: workflowRunId } });
    expect(thread.events.edges.map((e: any) => e.node.type)).toEqual([
      "TASK_THREAD_CREATED", "TASK_THREAD_STATUS_RUNNING", "WORKER_MESSAGE", "TASK_THREAD_STATUS_IDLE",
    ]);
    expect(d.task.workflowRuns.edges[0].node).toEqual({
      id: workflowRunId, name: "review", status: "ENDED", result: "completed",
      phases: [{ name: "draft", status: "ENDED" }, { name: "check", status: "PENDING" }],
    });
    const bad = await w.append(run, [{ taskThreadStatusIdle: { threadId: "thread_01ARZ3NDEKTSV4RRFFQ69G5FAV", stopReason: "END_TURN" } }]);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", index: 0 });
  });
});

describe("claims and leases", () => {
  it("workers racing to claim never take the same run or message", async () => {
    const tasks = await Promise.all(Array.from({ length: 12 }, (_, i) => taskWith(`job ${i}`)));
    const workers = await Promise.all(Array.from({ length: 6 }, () => TestWorker.create(t)));
    const claimed: { run: string; messages: string[] }[] = [];
    await Promise.all(
      workers.map(async (wk) => {
        for (;;) {
          const c = await wk.claim();
          if (!c.run) return;
          claimed.push({ run: c.run.id, messages: c.events.map((e) => e.id) });
        }
      }),
    );
    const mine = claimed.filter((c) => c.messages.length > 0);
    const runs = mine.map((c) => c.run);
    const messages = mine.flatMap((c) => c.messages);
    expect(new Set(runs).size).toBe(runs.length);
    expect(new Set(messages).size).toBe(messages.length);
    for (const taskId of tasks) expect((await taskState(t, taskId)).status).toBe("SCHEDULED");
    expect(messages.length).toBeGreaterThanOrEqual(tasks.length);
  });

  it("a worker that disappears: its run is rescheduled after the lease and another worker finishes it", async () => {
    const taskId = await taskWith("survive me");
    const lost = await w.claim(taskId, { leaseSeconds: 5 });
    const runId = lost.run!.id;
    for (let i = 0; i < 100 && (await taskState(t, taskId)).status !== "QUEUED"; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await taskState(t, taskId)).status).toBe("QUEUED");
    expect((await w.append(runId, [{ workerThinking: {} }])).errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
    // A message sent while the run waits for another worker joins what it took before.
    await send(t, taskId, [textMessage("and this")]);
    const other = await TestWorker.create(t);
    const again = await other.claim(taskId);
    expect(again.run!.id).toBe(runId);
    expect(again.events.slice(0, 1).map((e) => e.id)).toEqual(lost.events.map((e) => e.id));
    expect(again.events.map((e) => e.content[0].text)).toEqual(["survive me", "and this"]);
    expect(again.events.map((e) => e.processedAt)).not.toContain(null);
    await other.ok(runId, [{ workerMessage: { content: [{ text: "done" }] } }]);
    await other.finish(runId);
    expect(await eventTypes(t, taskId)).toEqual([
      "USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_RESCHEDULED", "USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_RUNNING", "WORKER_MESSAGE", "TASK_USAGE", "TASK_STATUS_IDLE",
    ]);
  });

  it("claimRun waits for work with waitSeconds", async () => {
    const taskId = await createTask(t);
    const waiting = w.claim(taskId, { waitSeconds: 10 });
    await new Promise((r) => setTimeout(r, 300));
    await send(t, taskId, [textMessage("here you go")]);
    const c = await waiting;
    expect(c.run).not.toBeNull();
    expect(c.events.map((e) => e.content[0].text)).toEqual(["here you go"]);
  });

  it("a long poll whose caller went away takes nothing: the next worker gets the work at once", async () => {
    // A workspace of its own, so the long poll can wait for any task's work, as workers do.
    const { key } = await t.newWorkspace("abandoned-poll");
    const claim = `mutation($input: ClaimRunInput!) { claimRun(input: $input) { run { id } events { ... on TaskEvent { id } } } }`;
    const gone = new AbortController();
    const poll = fetch(t.url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": key },
      body: JSON.stringify({ query: claim, variables: { input: { waitSeconds: 20 } } }),
      signal: gone.signal,
    }).catch((err: Error) => err);
    await new Promise((r) => setTimeout(r, 300));
    gone.abort();
    expect(await poll).toBeInstanceOf(Error);
    // Give the server the moment it needs to see the connection close.
    await new Promise((r) => setTimeout(r, 300));
    const created = await t.ok<any>(
      `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }`,
      { input: { events: [textMessage("anyone there?")] } },
      key,
    );
    const taskId = created.createTask.task.id as string;
    // A waiter still running on the server would be woken by this work and take it first.
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const r = await t.ok<any>(claim, { input: { waitSeconds: 0 } }, key);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(r.claimRun.run).not.toBeNull();
    expect(r.claimRun.events).toHaveLength(1);
    // Nothing was taken and handed back: the run started once, by this worker, and it keeps it
    // (an answer that did reach its worker is never handed back).
    await new Promise((r) => setTimeout(r, 300));
    expect(await eventTypes(t, taskId, key)).toEqual(["USER_MESSAGE", "TASK_STATUS_CHANGED"]);
    expect((await taskState(t, taskId, key)).status).toBe("SCHEDULED");
  });

  it("over graphql-ws too: a long poll on a socket that closed takes nothing", async () => {
    const { key } = await t.newWorkspace("abandoned-ws-poll");
    const claim = `mutation($input: ClaimRunInput!) { claimRun(input: $input) { run { id } events { ... on TaskEvent { id } } } }`;
    const ws = new WebSocket(t.wsUrl, "graphql-transport-ws");
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    const acked = new Promise((resolve) => ws.on("message", (m) => JSON.parse(String(m)).type === "connection_ack" && resolve(true)));
    ws.send(JSON.stringify({ type: "connection_init", payload: { apiKey: key } }));
    await acked;
    ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: claim, variables: { input: { waitSeconds: 20 } } } }));
    await new Promise((r) => setTimeout(r, 300));
    ws.terminate();
    await new Promise((r) => setTimeout(r, 300));
    const created = await t.ok<any>(
      `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }`,
      { input: { events: [textMessage("still there?")] } },
      key,
    );
    const taskId = created.createTask.task.id as string;
    await new Promise((r) => setTimeout(r, 300));
    const r = await t.ok<any>(claim, { input: { waitSeconds: 0 } }, key);
    expect(r.claimRun.run).not.toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(await eventTypes(t, taskId, key)).toEqual(["USER_MESSAGE", "TASK_STATUS_CHANGED"]);
  });

  it("a run taken as its caller went away is rescheduled at once, unless the worker shows it has it", async () => {
    const svc = t.app.services();
    const caller = await authenticate(svc.db.prisma, w.key);
    if (!caller) throw new Error("the worker key did not authenticate");
    const claim = (taskId: string, signal: AbortSignal) =>
      claimRun(svc.log, svc.db.prisma, svc.pubsub, caller, { taskId, leaseSeconds: 60 }, signal);
    const statusOf = async (taskId: string, want: string) => {
      for (let i = 0; i < 50 && (await taskState(t, taskId)).status !== want; i++) await new Promise((r) => setTimeout(r, 100));
      return (await taskState(t, taskId)).status;
    };

    // The caller's connection closes after the take, before the answer is out: the run goes back
    // to the queue with its messages, long before its 60 s lease would lapse.
    const taskId = await taskWith("too late");
    const gone = new AbortController();
    const taken = await claim(taskId, gone.signal);
    expect(taken.run).not.toBeNull();
    gone.abort();
    expect(await statusOf(taskId, "QUEUED")).toBe("QUEUED");
    const other = await TestWorker.create(t);
    const again = await other.claim(taskId);
    expect(again.run!.id).toBe(taken.run!.id);
    expect(again.events.map((e) => e.id)).toEqual(taken.events.map((e) => e.id));
    expect(await eventTypes(t, taskId)).toEqual(["USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_RESCHEDULED", "TASK_STATUS_CHANGED"]);

    // Aborted already when the take would commit: nothing is taken at all.
    const early = await taskWith("never taken");
    const before = new AbortController();
    before.abort();
    expect((await claim(early, before.signal)).run).toBeNull();
    expect(await eventTypes(t, early)).toEqual(["USER_MESSAGE"]);

    // Aborted while the take is under way (after it found the run): the take rolls back.
    const midway = await taskWith("rolled back");
    const during = new AbortController();
    const off = svc.db.onQuery((sql) => {
      if (/FROM "Run" r JOIN "Task" t/.test(sql)) during.abort();
    });
    try {
      expect((await claim(midway, during.signal)).run).toBeNull();
    } finally {
      off();
    }
    expect(during.signal.aborted).toBe(true);
    expect(await eventTypes(t, midway)).toEqual(["USER_MESSAGE"]);
    expect((await taskState(t, midway)).status).toBe("QUEUED");

    // A worker that renewed its lease (or wrote to the run) has the run: a late abort leaves it be.
    const kept = await taskWith("mine");
    const late = new AbortController();
    const mine = await claim(kept, late.signal);
    expect((await w.renew(mine.run!.id, 60)).errors).toBeUndefined();
    late.abort();
    await new Promise((r) => setTimeout(r, 300));
    expect((await taskState(t, kept)).status).toBe("SCHEDULED");
    expect(await eventTypes(t, kept)).toEqual(["USER_MESSAGE", "TASK_STATUS_CHANGED"]);
  });

  it("a client key cannot claim runs", async () => {
    const client = await t.ok<any>(`mutation { createApiKey(input: { name: "c", scopes: [CLIENT] }) { key } }`);
    const r = await t.gql(`mutation { claimRun(input: {}) { run { id } } }`, {}, client.createApiKey.key);
    expect(r.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("retention", () => {
  it("a workspace's retention period is applied by the periodic job: older history goes, history.purged says so", async () => {
    const key = t.adminKey;
    const created = await t.ok<any>(
      `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }`,
      { input: { events: [textMessage("old"), textMessage("older")] } },
      key,
    );
    const taskId = created.createTask.task.id as string;
    // Age the first two events by ten days (the clock cannot be turned through the API).
    await t.app.services().db.prisma.event.updateMany({ where: { taskId }, data: { createdAt: new Date(Date.now() - 10 * 86_400_000) } });
    await send(t, taskId, [textMessage("recent")], key);
    const set = await t.ok<any>(`mutation { setWorkspaceRetention(input: { retentionDays: 7 }) { id retentionDays } }`, {}, key);
    expect(set.setWorkspaceRetention.retentionDays).toBe(7);
    let types: string[] = [];
    for (let i = 0; i < 100; i++) {
      types = await eventTypes(t, taskId, key);
      if (types.includes("HISTORY_PURGED")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // The newest history.purged is listed first, then the kept events.
    expect(types).toEqual(["HISTORY_PURGED", "USER_MESSAGE"]);
    const expired = await t.gql(`query($id: ID!) { events(taskId: $id, after: "1") { edges { cursor } } }`, { id: taskId }, key);
    expect(expired.errors?.[0]?.extensions?.code).toBe("CURSOR_EXPIRED");
    const tenant = await t.newWorkspace("not admin");
    const notAdmin = await t.gql(`mutation { setWorkspaceRetention(input: { retentionDays: 7 }) { id } }`, {}, tenant.key);
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
