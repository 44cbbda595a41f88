import { describe, expect, it } from "vitest";
import {
  Refused,
  TASK_STATUSES,
  decide,
  errorDetailsProblem,
  evolve,
  fold,
  initialState,
  workflowStepProblem,
  type Command,
  type Fact,
  type TaskState,
  type TaskStatus,
} from "../src/domain/task-machine/index.js";

/**
 * The task state machine as given/when/then tables, no database: given the events a task has
 * (folded with evolve), when a command comes, then these events (their types, and the status
 * the task ends in), or a refusal. One group per rule of tasks-and-runs.txt and
 * runs-and-events.txt. Every row also checks the machine's invariant: folding the decided
 * events gives the decided status (every change of status is on the stream).
 */

const msg: Fact = { type: "user.message", runId: "run_q" };
const claimed: Fact = { type: "task.status_changed", runId: "run_q", payload: { status: "SCHEDULED", previousStatus: "QUEUED", reason: "claimed" } };
const running: Fact = { type: "task.status_running", runId: "run_q" };
const ask: Fact = { type: "worker.tool_use", id: "event_ask", runId: "run_q", payload: { evaluatedPermission: "ASK" } };
const idle = (stopReason: string): Fact => ({ type: "task.status_idle", runId: "run_q", payload: { stopReason } });
const changed = (status: TaskStatus, reason = "x"): Fact => ({ type: "task.status_changed", payload: { status, previousStatus: "IDLE", reason } });

const given = (events: Fact[], base: Partial<TaskState> = {}) => fold({ ...initialState(), ...base }, events);
/** A task whose run is at work (claimed and written to). */
const atWork = (base: Partial<TaskState> = {}) => given([msg, claimed, running], base);

interface Row {
  name: string;
  given: TaskState;
  when: Command;
  then: string[] | { refused: true };
  status?: TaskStatus;
  check?: (d: ReturnType<typeof decide>) => void;
}

/** The client event a command comes with: it is written by the use case, and says some changes itself. */
const causeOf = (c: Command): Fact[] =>
  c.type === "SendWork" ? [{ type: c.kind === "send_back" ? "user.send_back" : "user.message" }] : c.type === "Accept" ? [{ type: "user.accept" }] : [];

function table(rows: Row[]) {
  for (const row of rows) {
    it(row.name, () => {
      if ("refused" in row.then) {
        expect(() => decide(row.given, row.when)).toThrow(Refused);
        return;
      }
      const d = decide(row.given, row.when);
      expect(d.events.map((e) => e.type)).toEqual(row.then);
      if (row.status) expect(d.state.status).toBe(row.status);
      // The invariant: the stream says every change of status (with the client's own event, which
      // the use case writes before what the machine decides).
      expect(fold(row.given, [...causeOf(row.when), ...d.events]).status).toBe(d.state.status);
      row.check?.(d);
    });
  }
}

describe("statuses: a task goes pending → queued → scheduled → running → …", () => {
  table([
    { name: "a message to a new (PENDING) task queues it; the message says so", given: given([]), when: { type: "SendWork", kind: "message", count: 1, newRunId: "run_q" }, then: [], status: "QUEUED",
      check: (d) => expect(d.runs).toEqual([{ op: "create", id: "run_q", kind: "PROMPT" }]) },
    { name: "a claim schedules the run (SCHEDULED, task.status_changed)", given: given([msg]), when: { type: "Claim", runId: "run_q" }, then: ["task.status_changed"], status: "SCHEDULED" },
    { name: "the worker's first write makes it RUNNING (task.status_running)", given: given([msg, claimed]), when: { type: "Start" }, then: ["task.status_running"], status: "RUNNING" },
    { name: "an interactive task goes back to IDLE at the end of a turn", given: atWork(), when: { type: "Stop", reason: "END_TURN" }, then: ["task.usage", "task.status_idle"], status: "IDLE" },
    { name: "a one-shot task completes: queued → scheduled → running → completed", given: atWork({ mode: "ONE_SHOT" }), when: { type: "Stop", reason: "END_TURN" }, then: ["task.usage", "task.status_idle", "task.status_changed"], status: "COMPLETED" },
    { name: "a one-shot task that is refused fails", given: atWork({ mode: "ONE_SHOT" }), when: { type: "Stop", reason: "REFUSAL" }, then: ["task.usage", "task.status_idle", "task.status_changed"], status: "FAILED" },
    { name: "a worker that finishes a claimed run without writing still opens it", given: given([msg, claimed]), when: { type: "Stop", reason: "END_TURN" }, then: ["task.status_running", "task.usage", "task.status_idle"], status: "IDLE" },
    { name: "a message while the task is at work waits; the status stays", given: atWork(), when: { type: "SendWork", kind: "message", count: 1, newRunId: "run_2" }, then: [], status: "RUNNING" },
    { name: "a stop with messages waiting queues the next run", given: { ...atWork(), waiting: 1 }, when: { type: "Stop", reason: "END_TURN", newRunId: "run_2" }, then: ["task.usage", "task.status_idle", "task.status_changed"], status: "QUEUED",
      check: (d) => expect(d.run).toEqual({ id: "run_2", status: "QUEUED" }) },
    { name: "a message to a finished task opens a new turn", given: given([changed("COMPLETED")]), when: { type: "SendWork", kind: "message", count: 1, newRunId: "run_2" }, then: [], status: "QUEUED" },
  ]);
  it("every status is reachable from a new task", () => {
    const reached = new Set<TaskStatus>(["PENDING"]);
    const commands: Command[] = [
      { type: "SendWork", kind: "message", count: 1, newRunId: "run_n" }, { type: "Claim", runId: "run_n" }, { type: "Start" },
      { type: "Stop", reason: "END_TURN" }, { type: "Stop", reason: "REQUIRES_ACTION", asked: ["event_a"] }, { type: "Cancel", mode: "DRAIN" },
      { type: "Cancel", mode: "ABORT" }, { type: "Accept" }, { type: "Terminate" }, { type: "Provision" }, { type: "Reschedule", reason: "r" },
      { type: "Stop", reason: "RETRIES_EXHAUSTED", cause: { type: "task.error", payload: { retryStatus: "TERMINAL" } } },
      { type: "ForceDrain" },
    ];
    let frontier: TaskState[] = [initialState(), initialState("ONE_SHOT")];
    for (let depth = 0; depth < 6; depth++) {
      const next: TaskState[] = [];
      for (const s of frontier) {
        for (const c of commands) {
          try {
            const d = decide(s, c.type === "Claim" && s.run ? { ...c, runId: s.run.id } : c);
            reached.add(d.state.status);
            expect(fold(s, [...causeOf(c), ...d.events]).status).toBe(d.state.status);
            next.push(d.state);
          } catch (err) {
            if (!(err instanceof Refused)) throw err;
          }
        }
      }
      frontier = next.slice(0, 80);
    }
    expect([...reached].sort()).toEqual([...TASK_STATUSES].sort());
  });
});

describe("interrupts: a run pauses for the human in the loop", () => {
  table([
    { name: "a tool use that asks stops the run: requires_action names the tool uses, AWAITING_USER", given: atWork(), when: { type: "Stop", reason: "REQUIRES_ACTION", asked: ["event_ask"] },
      then: ["task.usage", "task.status_idle", "task.status_changed"], status: "AWAITING_USER",
      check: (d) => expect(d.events[1]!.payload).toMatchObject({ stopReason: "REQUIRES_ACTION", toolUseIds: ["event_ask"] }) },
    { name: "answering only some keeps it AWAITING_USER", given: given([msg, claimed, running, ask, { ...ask, id: "event_ask2" }, idle("REQUIRES_ACTION"), changed("AWAITING_USER")]),
      when: { type: "Answer", toolUseIds: ["event_ask"], newRunId: "run_2" }, then: [], status: "AWAITING_USER" },
    { name: "answering every one queues the task again", given: given([msg, claimed, running, ask, idle("REQUIRES_ACTION"), changed("AWAITING_USER")]),
      when: { type: "Answer", toolUseIds: ["event_ask"], newRunId: "run_2" }, then: ["task.status_changed"], status: "QUEUED" },
    { name: "re-sending an answered batch changes nothing", given: given([msg, claimed, running, ask, idle("REQUIRES_ACTION"), changed("AWAITING_USER"), changed("QUEUED")]),
      when: { type: "Answer", toolUseIds: ["event_ask"], newRunId: "run_3" }, then: [], status: "QUEUED" },
    { name: "a message while awaiting the user waits", given: given([msg, claimed, running, ask, idle("REQUIRES_ACTION"), changed("AWAITING_USER")]),
      when: { type: "SendWork", kind: "message", count: 1, newRunId: "run_2" }, then: [], status: "AWAITING_USER" },
    { name: "a user.interrupt stops the turn in hand (end_turn)", given: atWork(), when: { type: "Interrupt" }, then: ["task.usage", "task.status_idle"], status: "IDLE" },
    { name: "a user.interrupt with nothing at work changes nothing", given: given([]), when: { type: "Interrupt" }, then: [], status: "PENDING" },
  ]);
});

describe("run kinds: prompt, steer, clear; provision", () => {
  table([
    { name: "clear queues a context reset on an idle task", given: given([msg, claimed, running, idle("END_TURN")]), when: { type: "QueueClear", newRunId: "run_c" }, then: ["task.status_changed"], status: "QUEUED",
      check: (d) => expect(d.runs).toEqual([{ op: "create", id: "run_c", kind: "CLEAR" }]) },
    { name: "provision returns a completed task to PENDING, with no run", given: given([changed("COMPLETED")]), when: { type: "Provision" }, then: ["task.status_changed"], status: "PENDING",
      check: (d) => { expect(d.runs).toEqual([]); expect(d.run).toBeNull(); } },
    { name: "provision returns a cancelled task to PENDING", given: given([changed("CANCELLED")]), when: { type: "Provision" }, then: ["task.status_changed"], status: "PENDING" },
    { name: "provision returns a task failed by exhaustion to PENDING", given: given([changed("FAILED", "retries_exhausted")]), when: { type: "Provision" }, then: ["task.status_changed"], status: "PENDING" },
    ...(["PENDING", "QUEUED", "SCHEDULED", "RUNNING", "AWAITING_USER", "IDLE", "CANCELLING"] as const).map((status) => ({
      name: `provision on an active task (${status}) writes nothing and reports the status`,
      given: { ...initialState(), status }, when: { type: "Provision" } as Command, then: [] as string[], status,
    })),
    { name: "provision on a terminated task is refused", given: given([{ type: "task.status_terminated" }]), when: { type: "Provision" }, then: { refused: true } },
    { name: "provision on a task failed for good is refused", given: given([changed("FAILED", "terminal_error")]), when: { type: "Provision" }, then: { refused: true } },
  ]);
});

describe("cancel modes: abort keeps the task warm, drain releases it", () => {
  table([
    { name: "ABORT writes user.interrupt naming the run, then the stop: IDLE", given: atWork(), when: { type: "Cancel", mode: "ABORT" }, then: ["user.interrupt", "task.usage", "task.status_idle"], status: "IDLE",
      check: (d) => { expect(d.events[0]!.runId).toBe("run_q"); expect(d.events[2]!.payload).toMatchObject({ stopReason: "INTERRUPTED" }); } },
    { name: "ABORT of a one-shot task also keeps it warm (IDLE)", given: atWork({ mode: "ONE_SHOT" }), when: { type: "Cancel", mode: "ABORT" }, then: ["user.interrupt", "task.usage", "task.status_idle"], status: "IDLE" },
    { name: "ABORT of a claimed run that has not started", given: given([msg, claimed]), when: { type: "Cancel", mode: "ABORT" }, then: ["user.interrupt", "task.usage", "task.status_idle"], status: "IDLE" },
    { name: "ABORT of queued work: back to IDLE by task.status_changed", given: given([msg]), when: { type: "Cancel", mode: "ABORT" }, then: ["task.status_changed"], status: "IDLE" },
    { name: "ABORT of a task awaiting the user withdraws its questions", given: given([msg, claimed, running, ask, idle("REQUIRES_ACTION"), changed("AWAITING_USER")]),
      when: { type: "Cancel", mode: "ABORT" }, then: ["task.status_changed"], status: "IDLE", check: (d) => expect(d.withdrawn).toEqual(["event_ask"]) },
    { name: "DRAIN of a running turn: CANCELLING", given: atWork(), when: { type: "Cancel", mode: "DRAIN" }, then: ["task.status_changed"], status: "CANCELLING" },
    { name: "the drained turn ends: CANCELLED", given: given([msg, claimed, running, changed("CANCELLING")]), when: { type: "Stop", reason: "END_TURN" }, then: ["task.usage", "task.status_idle", "task.status_changed"], status: "CANCELLED" },
    { name: "a forced drain: CANCELLED", given: given([msg, claimed, running, changed("CANCELLING")]), when: { type: "ForceDrain" }, then: ["task.usage", "task.status_idle", "task.status_changed"], status: "CANCELLED" },
    { name: "DRAIN of a task awaiting the user keeps its questions", given: given([msg, claimed, running, ask, idle("REQUIRES_ACTION"), changed("AWAITING_USER")]),
      when: { type: "Cancel", mode: "DRAIN" }, then: ["task.status_changed"], status: "CANCELLED", check: (d) => { expect(d.withdrawn).toEqual([]); expect(d.state.asks).toEqual(["event_ask"]); } },
    { name: "cancel names a run that is not in progress: refused", given: atWork(), when: { type: "Cancel", mode: "ABORT", runId: "run_other" }, then: { refused: true } },
    { name: "terminate stops the turn and ends the task", given: atWork(), when: { type: "Terminate" }, then: ["task.usage", "task.status_idle", "task.status_terminated"], status: "TERMINATED" },
    { name: "terminate withdraws pending questions", given: given([msg, claimed, running, ask, idle("REQUIRES_ACTION"), changed("AWAITING_USER")]),
      when: { type: "Terminate" }, then: ["task.status_terminated"], status: "TERMINATED", check: (d) => expect(d.withdrawn).toEqual(["event_ask"]) },
    { name: "a terminated task cannot be terminated again", given: given([{ type: "task.status_terminated" }]), when: { type: "Terminate" }, then: { refused: true } },
  ]);
});

describe("errors: exhausted takes another message, terminal ends the task", () => {
  const terminal = { type: "task.error", payload: { retryStatus: "TERMINAL" as const, errorType: "UNKNOWN_ERROR" } };
  const exhausted = { type: "task.error", payload: { retryStatus: "EXHAUSTED" as const, errorType: "UNKNOWN_ERROR" } };
  const failedForGood = given([msg, claimed, running, terminal, idle("RETRIES_EXHAUSTED"), changed("FAILED", "terminal_error")]);
  table([
    { name: "an exhausted error comes right before the idle it caused (after the usage)", given: atWork(), when: { type: "Stop", reason: "RETRIES_EXHAUSTED", cause: exhausted },
      then: ["task.usage", "task.error", "task.status_idle"], status: "IDLE" },
    { name: "a terminal error fails the task for good", given: atWork(), when: { type: "Stop", reason: "RETRIES_EXHAUSTED", cause: terminal },
      then: ["task.usage", "task.error", "task.status_idle", "task.status_changed"], status: "FAILED", check: (d) => expect(d.state.terminal).toBe(true) },
    { name: "a terminal error withdraws the questions of the run", given: atWork(), when: { type: "Stop", reason: "RETRIES_EXHAUSTED", cause: terminal, asked: ["event_ask"] },
      then: ["task.usage", "task.error", "task.status_idle", "task.status_changed"], status: "FAILED", check: (d) => expect(d.withdrawn).toEqual(["event_ask"]) },
    { name: "a task failed for good takes no message", given: failedForGood, when: { type: "SendWork", kind: "message", count: 1, newRunId: "r" }, then: { refused: true } },
    { name: "… no answer", given: failedForGood, when: { type: "Answer", toolUseIds: ["event_ask"], newRunId: "r" }, then: { refused: true } },
    { name: "… no run", given: failedForGood, when: { type: "QueueClear", newRunId: "r" }, then: { refused: true } },
    { name: "a terminated task takes no answer", given: given([{ type: "task.status_terminated" }]), when: { type: "Answer", toolUseIds: ["x"], newRunId: "r" }, then: { refused: true } },
    { name: "a one-shot task failed by exhaustion takes another message", given: given([msg, claimed, running, exhausted, idle("RETRIES_EXHAUSTED"), changed("FAILED", "retries_exhausted")], { mode: "ONE_SHOT" }),
      when: { type: "SendWork", kind: "message", count: 1, newRunId: "run_2" }, then: [], status: "QUEUED" },
  ]);
});

describe("send back and accept: taken when the task has stopped", () => {
  const stopped = given([msg, claimed, running, idle("END_TURN")]);
  table([
    { name: "a send back waits like a message and queues the run that will take it", given: stopped, when: { type: "SendWork", kind: "send_back", count: 1, newRunId: "run_sb" }, then: [], status: "QUEUED",
      check: (d) => expect(d.run).toEqual({ id: "run_sb", status: "QUEUED" }) },
    { name: "a send back on a completed task", given: given([changed("COMPLETED")]), when: { type: "SendWork", kind: "send_back", count: 1, newRunId: "run_sb" }, then: [], status: "QUEUED" },
    { name: "a send back while the task is at work is refused", given: atWork(), when: { type: "SendWork", kind: "send_back", count: 1, newRunId: "r" }, then: { refused: true } },
    { name: "accept completes a stopped task", given: stopped, when: { type: "Accept" }, then: [], status: "COMPLETED" },
    { name: "accept while at work is refused", given: atWork(), when: { type: "Accept" }, then: { refused: true } },
    { name: "accept while awaiting the user is refused", given: given([msg, claimed, running, ask, idle("REQUIRES_ACTION"), changed("AWAITING_USER")]), when: { type: "Accept" }, then: { refused: true } },
  ]);
});

describe("leases and limits", () => {
  table([
    { name: "a lapsed lease puts the run back in the queue (task.status_rescheduled)", given: atWork(), when: { type: "Reschedule", reason: "lapsed" }, then: ["task.status_rescheduled"], status: "QUEUED" },
    { name: "the lease covers SCHEDULED like RUNNING", given: given([msg, claimed]), when: { type: "Reschedule", reason: "lapsed" }, then: ["task.status_rescheduled"], status: "QUEUED" },
    { name: "a time limit closes open model requests before the usage", given: atWork(), when: { type: "Stop", reason: "TIME_LIMIT", openSpans: ["event_span"] },
      then: ["span.model_request_end", "task.usage", "task.status_idle"], status: "IDLE",
      check: (d) => expect(d.events[0]!.payload).toMatchObject({ modelRequestStartId: "event_span", isError: true }) },
    { name: "a claim of a task awaiting the user is refused", given: given([msg, claimed, running, ask, idle("REQUIRES_ACTION"), changed("AWAITING_USER")]), when: { type: "Claim", runId: "run_q" }, then: { refused: true } },
  ]);
});

describe("the order events come in: workflow runs", () => {
  const open = { ended: false, errored: false };
  const rows: Array<[string, Parameters<typeof workflowStepProblem>[0], Parameters<typeof workflowStepProblem>[1], boolean]> = [
    ["a step of a running workflow run", open, { type: "workflow_run.phase_started" }, true],
    ["nothing after status_ended", { ended: true, errored: false }, { type: "workflow_run.phase_started" }, false],
    ["not even another status_ended", { ended: true, errored: false }, { type: "workflow_run.status_ended" }, false],
    ["after an error, only status_ended", { ended: false, errored: true }, { type: "workflow_run.status_ended" }, true],
    ["after an error, nothing else", { ended: false, errored: true }, { type: "workflow_run.phase_started" }, false],
    ["phase_ended names its phase_started", open, { type: "workflow_run.phase_ended", phaseStartedId: "event_s", startFound: true }, true],
    ["phase_ended without phaseStartedId", open, { type: "workflow_run.phase_ended", phaseStartedId: null }, false],
    ["phase_ended naming no phase_started of the run", open, { type: "workflow_run.phase_ended", phaseStartedId: "event_x", startFound: false }, false],
  ];
  for (const [name, run, step, ok] of rows) it(name, () => expect(workflowStepProblem(run, step) === undefined).toBe(ok));
});

describe("task.error details per type", () => {
  const rows: Array<[string, Record<string, unknown>, boolean]> = [
    ["a retrying billing_error names its cap", { errorType: "BILLING_ERROR", retryStatus: "RETRYING", details: { cap: "monthly" } }, true],
    ["a retrying billing_error without cap", { errorType: "BILLING_ERROR", retryStatus: "RETRYING" }, false],
    ["an exhausted billing_error needs no cap", { errorType: "BILLING_ERROR", retryStatus: "EXHAUSTED" }, true],
    ["app errors add appName", { errorType: "APP_CONNECTION_FAILED_ERROR", retryStatus: "RETRYING", details: { appName: "mail" } }, true],
    ["app errors without appName", { errorType: "APP_AUTHENTICATION_FAILED_ERROR", retryStatus: "RETRYING", details: {} }, false],
    ["password_host_unreachable adds both ids", { errorType: "PASSWORD_HOST_UNREACHABLE_ERROR", retryStatus: "RETRYING", details: { passwordId: "p", passwordSetId: "s" } }, true],
    ["… one is not enough", { errorType: "PASSWORD_HOST_UNREACHABLE_ERROR", retryStatus: "RETRYING", details: { passwordId: "p" } }, false],
    ["repository errors add repositoryUrl", { errorType: "REPOSITORY_CLONE_ERROR", retryStatus: "RETRYING", details: { repositoryUrl: "https://x/y.git" } }, true],
    ["repository errors without it", { errorType: "REPOSITORY_NOT_FOUND_ERROR", retryStatus: "EXHAUSTED" }, false],
    ["model errors need nothing", { errorType: "MODEL_OVERLOADED_ERROR", retryStatus: "RETRYING" }, true],
  ];
  for (const [name, payload, ok] of rows) it(name, () => expect(errorDetailsProblem(payload) === undefined).toBe(ok));
});

describe("evolve", () => {
  it("folds a whole interactive life to the status the stream says", () => {
    const life: Fact[] = [msg, claimed, running, idle("END_TURN"), { ...msg, runId: "run_2" }, { ...claimed, runId: "run_2" }, { ...running, runId: "run_2" },
      ask, idle("REQUIRES_ACTION"), changed("AWAITING_USER"), { type: "user.approval", payload: { toolUseId: "event_ask" } }, changed("QUEUED")];
    const s = fold(initialState(), life);
    expect(s.status).toBe("QUEUED");
    expect(s.asks).toEqual([]);
    expect(evolve(s, { type: "task.status_terminated" }).status).toBe("TERMINATED");
  });
});
