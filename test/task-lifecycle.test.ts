import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { send, textMessage } from "./helpers/events.js";
import { CreateTaskDocument, type TaskMode } from "./generated/graphql.js";
import { TestWorker, eventTypes, taskState } from "./helpers/worker.js";
import { sseSubscribe, wsClient, wsSubscribe } from "./helpers/live.js";

/**
 * The lifecycle rules of tasks-and-runs.txt and runs-and-events.txt that the server used to get
 * wrong (issue 12), each through the public API. The rules themselves are specified without a
 * database in test/task-machine.test.ts.
 */
let t: TestApp;
let w: TestWorker;
beforeAll(async () => {
  t = await startTestApp({ jobIntervalMs: 200, runLimits: { maxTurns: 200, maxActiveMs: 1500 } });
  w = await TestWorker.create(t);
});
afterAll(() => t?.stop());

async function taskWith(text: string | null, mode: TaskMode = "INTERACTIVE") {
  const d = await t.ok(CreateTaskDocument, { input: { mode, events: text ? [textMessage(text)] : undefined } });
  return d.createTask.task;
}

/** A task whose first turn has ended (IDLE, or COMPLETED for one-shot). */
async function afterOneTurn(mode: TaskMode = "INTERACTIVE") {
  const { id } = await taskWith("first", mode);
  const run = (await w.claim(id)).run!.id;
  await w.ok(run, [{ workerMessage: { content: [{ text: "done" }] } }]);
  await w.finish(run);
  return { taskId: id, runId: run };
}

const STATUS_CHANGES = `query($id: ID!) { events(taskId: $id, types: [TASK_STATUS_CHANGED], first: 100) { edges { node {
  ... on TaskStatusChangedEvent { status previousStatus reason run { id } } } } } }`;
const statusChanges = async (taskId: string) =>
  (await t.ok<any>(STATUS_CHANGES, { id: taskId })).events.edges.map((e: any) => e.node as { status: string; previousStatus: string; reason: string });

const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) {
  run { id status } task { status } events { ... on TaskEvent { id type processedAt run { id } } } } }`;
const START_RUN = `mutation($input: StartRunInput!) { startRun(input: $input) { run { id } task { status } events { ... on TaskEvent { type } } } }`;
const ANSWER = `mutation($input: AnswerInterruptsInput!) { answerInterrupts(input: $input) { task { status } } }`;
const CANCEL = `mutation($input: CancelRunInput!) { cancelRun(input: $input) { task { status } events { ... on TaskEvent { type run { id } } ... on TaskStatusIdleEvent { stopReason } } } }`;
const INTERRUPTS = `query($id: ID!) { task(id: $id) { status pendingInterrupts { id status } interrupts { id status } } }`;

describe("statuses: pending → queued → scheduled → running → …", () => {
  it("a task without work is PENDING; a message queues it; a claim SCHEDULES it; the first write runs it; a one-shot completes", async () => {
    expect((await taskWith(null)).status).toBe("PENDING");
    const { id, status } = await taskWith("go", "ONE_SHOT");
    expect(status).toBe("QUEUED");
    const claim = await w.claim(id);
    expect(claim.task!.status).toBe("SCHEDULED");
    expect(claim.run!.status).toBe("SCHEDULED");
    expect((await taskState(t, id)).status).toBe("SCHEDULED");
    const wrote = await w.ok(claim.run!.id, [{ workerMessage: { content: [{ text: "hi" }] } }]);
    expect(wrote.task.status).toBe("RUNNING");
    expect(wrote.run.status).toBe("RUNNING");
    const fin = await w.finish(claim.run!.id);
    expect(fin.data.finishRun.task.status).toBe("COMPLETED");
    expect(await eventTypes(t, id)).toEqual([
      "USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_RUNNING", "WORKER_MESSAGE", "TASK_USAGE", "TASK_STATUS_IDLE", "TASK_STATUS_CHANGED",
    ]);
    expect(await statusChanges(id)).toEqual([
      { status: "SCHEDULED", previousStatus: "QUEUED", reason: "claimed", run: { id: claim.run!.id } },
      { status: "COMPLETED", previousStatus: "RUNNING", reason: "end_turn", run: { id: claim.run!.id } },
    ]);
  });

  it("a first preview also starts the run (task.status_running)", async () => {
    const { id } = await taskWith("preview");
    const run = (await w.claim(id)).run!.id;
    await w.deltas(run, "WORKER_MESSAGE", [{ index: 0, text: "He" }]);
    expect((await taskState(t, id)).status).toBe("RUNNING");
    expect(await eventTypes(t, id)).toEqual(["USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_RUNNING"]);
  });

  it("every change of status is on the stream, live: AWAITING_USER, CANCELLING, CANCELLED", async () => {
    const { id } = await taskWith("ask me");
    const client = wsClient(t.wsUrl, t.adminKey);
    const live = wsSubscribe(client, `subscription($taskId: ID!) { taskEvents(taskId: $taskId, after: "0") {
      ... on TaskEvent { type } ... on TaskStatusChangedEvent { status previousStatus } } }`, { taskId: id });
    try {
      const run = (await w.claim(id)).run!.id;
      const asked = await w.ok(run, [{ workerToolUse: { name: "rm", input: {}, evaluatedPermission: "ASK" } }]);
      await t.ok(CANCEL, { input: { taskId: id, mode: "DRAIN" } });
      const changes = () => live.items.map((i) => i.data.taskEvents).filter((e: any) => e.type === "TASK_STATUS_CHANGED").map((e: any) => e.status);
      await live.until(() => changes().includes("CANCELLED"));
      expect(changes()).toEqual(["SCHEDULED", "AWAITING_USER", "CANCELLED"]);
      // the drain kept the question; answering it resumes the task
      expect((await t.ok<any>(INTERRUPTS, { id })).task.pendingInterrupts).toHaveLength(1);
      await send(t, id, [{ userApproval: { toolUseId: asked.events[0].id, result: "ALLOW" } }]);
      await live.until(() => changes().includes("QUEUED"));
      expect((await taskState(t, id)).status).toBe("QUEUED");
    } finally {
      await live.close();
      await client.dispose();
    }
  });
});

describe("send back", () => {
  it("waits like a message, names the new run, and the re-run takes it", async () => {
    const { taskId, runId } = await afterOneTurn();
    const r = await t.ok<any>(SEND, { input: { taskId, events: [{ userSendBack: { reason: "the tests still fail" } }] } });
    const sent = r.sendEvents.events[0];
    expect(sent.type).toBe("USER_SEND_BACK");
    expect(sent.processedAt).toBeNull();
    expect(r.sendEvents.run).toMatchObject({ status: "QUEUED" });
    expect(r.sendEvents.run.id).not.toBe(runId);
    expect(r.sendEvents.task.status).toBe("QUEUED");
    const claim = await w.claim(taskId);
    expect(claim.run!.id).toBe(r.sendEvents.run.id);
    expect(claim.events.map((e) => [e.type, e.id])).toEqual([["USER_SEND_BACK", sent.id]]);
    expect(claim.events[0].processedAt).not.toBeNull();
  });

  it("is refused while the task is at work, nothing written", async () => {
    const { id } = await taskWith("busy");
    await w.claim(id);
    const before = await eventTypes(t, id);
    const r = await t.gql(SEND, { input: { taskId: id, events: [{ userSendBack: { reason: "no" } }] } });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_STATE", index: 0 });
    expect(await eventTypes(t, id)).toEqual(before);
  });
});

describe("errors: terminal ends the task, exhausted takes another message", () => {
  it("a TERMINAL task.error fails the task for good: no message, answer or run; its questions are withdrawn", async () => {
    const { id } = await taskWith("fragile");
    const run = (await w.claim(id)).run!.id;
    const r = await w.ok(run, [
      { workerToolUse: { name: "deploy", input: {}, evaluatedPermission: "ASK" } },
      { taskError: { errorType: "UNKNOWN_ERROR", message: "the sandbox is gone", retryStatus: "TERMINAL" } },
    ]);
    expect(r.task.status).toBe("FAILED");
    const state = await t.ok<any>(INTERRUPTS, { id });
    expect(state.task.pendingInterrupts).toEqual([]);
    expect(state.task.interrupts).toEqual([expect.objectContaining({ status: "CANCELLED" })]);
    const before = await eventTypes(t, id);
    const message = await t.gql(SEND, { input: { taskId: id, events: [textMessage("again?")] } });
    expect(message.errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
    const answer = await t.gql(ANSWER, { input: { taskId: id, answers: [{ interruptId: state.task.interrupts[0].id, action: "RESOLVE", payload: { result: "ALLOW" } }] } });
    expect(answer.errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
    const clear = await t.gql(START_RUN, { input: { taskId: id, kind: "CLEAR" } });
    expect(clear.errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
    const provision = await t.gql(START_RUN, { input: { taskId: id } });
    expect(provision.errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
    expect(await eventTypes(t, id)).toEqual(before);
    expect((await taskState(t, id)).status).toBe("FAILED");
  });

  it("an EXHAUSTED error on a one-shot task fails it, and it takes another message", async () => {
    const { id } = await taskWith("try", "ONE_SHOT");
    const run = (await w.claim(id)).run!.id;
    const r = await w.ok(run, [{ taskError: { errorType: "MODEL_OVERLOADED_ERROR", message: "busy", retryStatus: "EXHAUSTED" } }]);
    expect(r.task.status).toBe("FAILED");
    const again = await t.ok<any>(SEND, { input: { taskId: id, events: [textMessage("again")] } });
    expect(again.sendEvents.task.status).toBe("QUEUED");
  });

  it("a TERMINATED task takes no answers either", async () => {
    const { id } = await taskWith("ask then go");
    const run = (await w.claim(id)).run!.id;
    await w.ok(run, [{ workerToolUse: { name: "rm", input: {}, evaluatedPermission: "ASK" } }]);
    const interruptId = (await t.ok<any>(INTERRUPTS, { id })).task.pendingInterrupts[0].id;
    await t.ok(`mutation($input: TerminateTaskInput!) { terminateTask(input: $input) { task { status } } }`, { input: { taskId: id } });
    const before = await eventTypes(t, id);
    const answer = await t.gql(ANSWER, { input: { taskId: id, answers: [{ interruptId, action: "RESOLVE", payload: { result: "ALLOW" } }] } });
    expect(answer.errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
    expect(await eventTypes(t, id)).toEqual(before);
    expect((await t.ok<any>(INTERRUPTS, { id })).task.interrupts).toEqual([expect.objectContaining({ status: "CANCELLED" })]);
  });
});

describe("stops are visible on the stream", () => {
  it("ABORT writes user.interrupt naming the stopped run before the idle", async () => {
    const { id } = await taskWith("long");
    const run = (await w.claim(id)).run!.id;
    await w.ok(run, [{ workerThinking: {} }]);
    const r = await t.ok<any>(CANCEL, { input: { runId: run } });
    expect(r.cancelRun.task.status).toBe("IDLE");
    expect(r.cancelRun.events.map((e: any) => [e.type, e.run?.id ?? null])).toEqual([
      ["USER_INTERRUPT", run], ["TASK_USAGE", run], ["TASK_STATUS_IDLE", run],
    ]);
    expect(r.cancelRun.events[2].stopReason).toBe("INTERRUPTED");
    // cancelling a run that has ended is refused
    expect((await t.gql(CANCEL, { input: { runId: run } })).errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
  });

  it("ABORT of queued work returns the task to IDLE with task.status_changed", async () => {
    const { id } = await taskWith("queued");
    const r = await t.ok<any>(CANCEL, { input: { taskId: id } });
    expect(r.cancelRun.task.status).toBe("IDLE");
    expect(await statusChanges(id)).toEqual([expect.objectContaining({ status: "IDLE", previousStatus: "QUEUED", reason: "aborted" })]);
  });

  it("a requires_action idle names the tool uses it waits on", async () => {
    const { id } = await taskWith("two tools");
    const run = (await w.claim(id)).run!.id;
    const r = await w.ok(run, [
      { workerToolUse: { name: "write", input: {}, evaluatedPermission: "ASK" } },
      { workerCustomToolUse: { name: "lookup", input: {} } },
    ]);
    const asked = r.events.slice(0, 2).map((e: any) => e.id);
    const d = await t.ok<any>(`query($id: ID!) { events(taskId: $id, types: [TASK_STATUS_IDLE]) { edges { node { ... on TaskStatusIdleEvent { stopReason toolUseIds } } } } }`, { id });
    expect(d.events.edges[0].node).toEqual({ stopReason: "REQUIRES_ACTION", toolUseIds: asked });
  });
});

describe("provision", () => {
  it("returns a finished task to PENDING without a run; a no-op on an active task; refused once terminated", async () => {
    const { taskId } = await afterOneTurn("ONE_SHOT");
    expect((await taskState(t, taskId)).status).toBe("COMPLETED");
    const runsBefore = (await t.ok<any>(`query($id: ID!) { task(id: $id) { runs { edges { node { id } } } } }`, { id: taskId })).task.runs.edges.length;
    const p = await t.ok<any>(START_RUN, { input: { taskId } });
    expect(p.startRun).toEqual({ run: null, task: { status: "PENDING" }, events: [{ type: "TASK_STATUS_CHANGED" }] });
    expect((await statusChanges(taskId)).at(-1)).toEqual(expect.objectContaining({ status: "PENDING", previousStatus: "COMPLETED", reason: "provision" }));
    const runsAfter = (await t.ok<any>(`query($id: ID!) { task(id: $id) { runs { edges { node { id } } } } }`, { id: taskId })).task.runs.edges.length;
    expect(runsAfter).toBe(runsBefore);

    const idle = await afterOneTurn();
    const before = await eventTypes(t, idle.taskId);
    expect((await t.ok<any>(START_RUN, { input: { taskId: idle.taskId } })).startRun).toEqual({ run: null, task: { status: "IDLE" }, events: [] });
    expect(await eventTypes(t, idle.taskId)).toEqual(before);

    await t.ok(`mutation($input: TerminateTaskInput!) { terminateTask(input: $input) { task { status } } }`, { input: { taskId: idle.taskId } });
    expect((await t.gql(START_RUN, { input: { taskId: idle.taskId } })).errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
  });
});

describe("run limits by the server's clock", () => {
  it("a worker that opens a model request and only renews its lease is stopped with TIME_LIMIT; renewLease says so", async () => {
    const { id } = await taskWith("think forever");
    const run = (await w.claim(id)).run!.id;
    const start = await w.ok(run, [{ spanModelRequestStart: {} }]);
    let renewed: any;
    for (let i = 0; i < 60; i++) {
      const r = await w.renew(run);
      // A worker retries what is retryable (the periodic job may be stopping the run at the same moment).
      expect(r.errors?.map((e: any) => e.extensions?.code).filter((code: string) => code !== "SERVICE_UNAVAILABLE") ?? []).toEqual([]);
      renewed = r.data?.renewLease;
      if (renewed?.stopped) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(renewed).toMatchObject({ stopped: true, run: { status: "FINISHED", stopReason: "time_limit" } });
    const types = await eventTypes(t, id);
    expect(types.slice(-3)).toEqual(["SPAN_MODEL_REQUEST_END", "TASK_USAGE", "TASK_STATUS_IDLE"]);
    const end = await t.ok<any>(`query($id: ID!) { events(taskId: $id, types: [SPAN_MODEL_REQUEST_END]) { edges { node { ... on SpanModelRequestEndEvent { modelRequestStartId isError } } } } }`, { id });
    expect(end.events.edges[0].node).toEqual({ modelRequestStartId: start.events[0].id, isError: true });
  });

  it("also without any renewal: the periodic job stops it", async () => {
    const { id } = await taskWith("silent");
    const run = (await w.claim(id, { leaseSeconds: 60 })).run!.id;
    await w.ok(run, [{ spanModelRequestStart: {} }]);
    for (let i = 0; i < 60 && (await taskState(t, id)).status !== "IDLE"; i++) await new Promise((r) => setTimeout(r, 200));
    const d = await t.ok<any>(`query($id: ID!) { events(taskId: $id, types: [TASK_STATUS_IDLE]) { edges { node { ... on TaskStatusIdleEvent { stopReason } } } } }`, { id });
    expect(d.events.edges.map((e: any) => e.node.stopReason)).toEqual(["TIME_LIMIT"]);
  });
});

describe("runs are the unit of streaming", () => {
  const RUN_STREAM = `subscription($taskId: ID!, $runId: ID!, $wait: Int) { taskEvents(taskId: $taskId, runId: $runId, waitForStartSeconds: $wait) {
    __typename ... on TaskEvent { type run { id } } } }`;

  it("an ended run's stream replays its events from its start, then completes", async () => {
    const { taskId, runId } = await afterOneTurn();
    await send(t, taskId, [textMessage("second")]);
    const live = sseSubscribe(t.url, t.adminKey, RUN_STREAM, { taskId, runId });
    await live.until(() => live.completed);
    expect(live.items.map((i) => i.data.taskEvents.type)).toEqual([
      "USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_RUNNING", "WORKER_MESSAGE", "TASK_USAGE", "TASK_STATUS_IDLE",
    ]);
  });

  it("a live run's stream waits for it to start, follows it, and completes when it ends", async () => {
    const { id } = await taskWith("stream me");
    const claim = await w.claim(id);
    const run = claim.run!.id;
    const live = sseSubscribe(t.url, t.adminKey, RUN_STREAM, { taskId: id, runId: run });
    await new Promise((r) => setTimeout(r, 300));
    expect(live.items).toEqual([]);
    await w.ok(run, [{ workerMessage: { content: [{ text: "hello" }] } }]);
    await send(t, id, [textMessage("for the next run")]);
    await w.finish(run);
    await live.until(() => live.completed);
    const seen = live.items.map((i) => i.data.taskEvents);
    expect(seen.map((e: any) => e.type)).toEqual([
      "USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_RUNNING", "WORKER_MESSAGE", "TASK_USAGE", "TASK_STATUS_IDLE",
    ]);
    expect(seen.every((e: any) => e.run?.id === run)).toBe(true);
  });

  it("waitForStartSeconds: 0 on a run not live yet is RUN_NOT_STARTED; over SSE 429 with Retry-After", async () => {
    const { id } = await taskWith("not yet");
    const claim = await w.claim(id);
    const res = await fetch(t.url, {
      method: "POST",
      headers: { accept: "text/event-stream", "content-type": "application/json", "x-api-key": t.adminKey },
      body: JSON.stringify({ query: RUN_STREAM, variables: { taskId: id, runId: claim.run!.id, wait: 0 } }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.text()).toContain("RUN_NOT_STARTED");
    const client = wsClient(t.wsUrl, t.adminKey);
    const ws = wsSubscribe(client, RUN_STREAM, { taskId: id, runId: claim.run!.id, wait: 1 });
    const started = Date.now();
    await ws.until(() => false, 5000).catch(() => {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const answered = JSON.stringify([ws.errors, ws.items]);
    expect(answered).toContain("RUN_NOT_STARTED");
    expect(answered).toContain("retryAfter");
    await client.dispose();
  });
});

describe("workflow-run order rules and task.error details", () => {
  it("refuses what the reference's order forbids, with extensions.index and nothing written", async () => {
    const { id } = await taskWith("workflow");
    const run = (await w.claim(id)).run!.id;
    const wf = await w.ok(run, [{ workflowRunCreated: { name: "ship", phases: ["build"] } }]);
    const { workflowRunId, phases } = wf.events[0];
    const phaseId = phases[0].id;
    const started = (await w.ok(run, [{ workflowRunPhaseStarted: { workflowRunId, workflowRunPhaseId: phaseId } }])).events[0].id;
    const refused = async (events: unknown[], index: number, reason: RegExp) => {
      const before = await eventTypes(t, id);
      const r = await w.append(run, events);
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", index });
      expect(r.errors?.[0]?.message).toMatch(reason);
      expect(await eventTypes(t, id)).toEqual(before);
    };
    // phase_ended names a phase_started of that run
    await refused([{ workerThinking: {} }, { workflowRunPhaseEnded: { workflowRunId, workflowRunPhaseId: phaseId, phaseStartedId: wf.events[0].id } }], 1, /phase_started/);
    // after workflow_run.error only its status_ended
    await w.ok(run, [{ workflowRunError: { workflowRunId, message: "build broke" } }]);
    await refused([{ workflowRunPhaseEnded: { workflowRunId, workflowRunPhaseId: phaseId, phaseStartedId: started } }], 0, /workflow_run.error/);
    await w.ok(run, [{ workflowRunStatusEnded: { workflowRunId, result: "ERROR", error: "build broke" } }]);
    // nothing of the run after its end
    await refused([{ workflowRunStatusRunning: { workflowRunId } }], 0, /ended/);
    // per-type task.error details
    await refused([{ taskError: { errorType: "BILLING_ERROR", message: "cap", retryStatus: "RETRYING" } }], 0, /cap/);
    await refused([{ taskError: { errorType: "REPOSITORY_CLONE_ERROR", message: "x", retryStatus: "RETRYING", details: {} } }], 0, /repositoryUrl/);
    await w.ok(run, [{ taskError: { errorType: "APP_CONNECTION_FAILED_ERROR", message: "mail down", retryStatus: "RETRYING", details: { appName: "mail" } } }]);
  });
});
