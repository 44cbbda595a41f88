/**
 * One file (over 300 lines) so that every transition can be read beside the others.
 *
 * The task state machine, as a decider: `decide(state, command)` answers with the events that
 * say what happens (or a refusal), `evolve(state, event)` folds one event into the state. No I/O:
 * the use cases (lifecycle.ts, runs.ts, task-controls.ts, jobs.ts) load a `TaskState` from the
 * database under the task's lock, ask `decide`, write the events it returns and the state it
 * leads to. The rules are those of tasks-and-runs.txt and runs-and-events.txt; test/task-machine
 * holds them as given/when/then tables.
 *
 *   PENDING ──message──▶ QUEUED ──claimRun──▶ SCHEDULED ──first write──▶ RUNNING
 *   RUNNING ──stop──▶ IDLE (interactive) | COMPLETED/FAILED (one-shot) | QUEUED (messages wait)
 *          | AWAITING_USER (requires_action) ──all answered──▶ QUEUED
 *          | FAILED for good (terminal task.error)
 *   RUNNING ──cancel DRAIN──▶ CANCELLING ──turn ends / deadline──▶ CANCELLED
 *   COMPLETED/FAILED/CANCELLED ──provision──▶ PENDING
 *   any ──terminate──▶ TERMINATED (final)
 *
 * Every change of status is on the task's stream. The fold of a task's events gives its status:
 * an event of the catalogue moves it where the catalogue says (`task.status_running` → RUNNING,
 * `task.status_idle` → IDLE, `task.status_rescheduled` → QUEUED, `task.status_terminated` →
 * TERMINATED, `user.accept` → COMPLETED, a waiting message on a task that holds no run →
 * QUEUED), and `task.status_changed` says every other change. `decide` adds a
 * `task.status_changed` exactly when the catalogue's events leave the fold short of where the
 * task goes.
 */

export const TASK_STATUSES = [
  "PENDING",
  "QUEUED",
  "SCHEDULED",
  "RUNNING",
  "AWAITING_USER",
  "IDLE",
  "COMPLETED",
  "FAILED",
  "CANCELLING",
  "CANCELLED",
  "TERMINATED",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A run that still holds work: waiting for a worker, claimed (preparing), running, or draining. */
export type OpenRunStatus = "QUEUED" | "SCHEDULED" | "RUNNING" | "DRAINING";
export type RunKind = "PROMPT" | "STEER" | "CLEAR";
export type StopReason =
  | "END_TURN"
  | "REQUIRES_ACTION"
  | "RETRIES_EXHAUSTED"
  | "TURN_LIMIT"
  | "TIME_LIMIT"
  | "REFUSAL"
  | "BUDGET_EXCEEDED"
  | "INTERRUPTED"
  | "CANCELLED";

export interface OpenRun {
  id: string;
  status: OpenRunStatus;
}

export interface TaskState {
  status: TaskStatus;
  mode: "INTERACTIVE" | "ONE_SHOT";
  /** FAILED by a terminal task.error: the task cannot go on. */
  terminal: boolean;
  /** The run that holds the task's work, if any (at most one is open at a time). */
  run: OpenRun | null;
  /**
   * Messages waiting for a run to take them (processedAt null): only whether there are any counts
   * (the database's read gives 0 or 1, src/domain/lifecycle.ts).
   */
  waiting: number;
  /** The tool uses the task waits on (its pending interrupts), by event id. */
  asks: string[];
}

/** An event as the machine decides it; the use case fills in what needs the database (usage). */
export interface Fact {
  type: string;
  runId?: string | null;
  payload?: Record<string, unknown>;
  id?: string;
  processedAt?: Date | null;
}

export type Command =
  /** A client batch brings work that waits for a run: messages, or a send back. */
  | { type: "SendWork"; kind: "message" | "send_back"; count: number; newRunId: string }
  /** startRun CLEAR: a context reset waits as a run of its own. */
  | { type: "QueueClear"; newRunId: string }
  /** Answers to some of the questions the task waits on. */
  | { type: "Answer"; toolUseIds: string[]; newRunId: string }
  | { type: "Accept" }
  /** A client's user.interrupt (its event is written by the use case, before what this decides). */
  | { type: "Interrupt"; openSpans?: string[] }
  | { type: "Claim"; runId: string }
  /** The worker's first write or preview to a claimed run. */
  | { type: "Start" }
  | {
      type: "Stop";
      reason: StopReason;
      /** The run was cut short (interrupt, cancel) rather than ending its turn. */
      cancelled?: boolean;
      /** An exhausted or terminal task.error that caused the stop. */
      cause?: Fact & { payload: { retryStatus: "EXHAUSTED" | "TERMINAL" } };
      /** Model requests of the run still open: closed before the usage. */
      openSpans?: string[];
      /** Questions the run asked in its last batch (their tool use ids). */
      asked?: string[];
      newRunId?: string;
      /** Where the task goes, when the command says so (an ABORT keeps it warm: IDLE). */
      next?: TaskStatus;
    }
  | { type: "Reschedule"; reason: string }
  | { type: "Cancel"; mode: "ABORT" | "DRAIN"; runId?: string | null; openSpans?: string[] }
  | { type: "ForceDrain"; openSpans?: string[] }
  | { type: "Terminate"; openSpans?: string[] }
  | { type: "Provision" };

export type RunChange =
  | { op: "create"; id: string; kind: RunKind }
  | { op: "schedule"; id: string }
  | { op: "start"; id: string }
  | { op: "drain"; id: string }
  | { op: "requeue"; id: string }
  | { op: "end"; id: string; status: "FINISHED" | "CANCELLED"; stopReason: StopReason };

export type Refusal = { code: "INVALID_STATE"; message: string };

export interface Decision {
  events: Fact[];
  state: TaskState;
  /** What happens to run rows, in order. */
  runs: RunChange[];
  /** The questions withdrawn (listed as cancelled). */
  withdrawn: string[];
  /** The run a client's request is answered with (a send back names the run it queued). */
  run: OpenRun | null;
}

export class Refused extends Error {
  readonly code = "INVALID_STATE" as const;
  constructor(
    message: string,
    readonly status: TaskStatus,
  ) {
    super(message);
  }
}

export const initialState = (mode: TaskState["mode"] = "INTERACTIVE"): TaskState => ({
  status: "PENDING",
  mode,
  terminal: false,
  run: null,
  waiting: 0,
  asks: [],
});

/** Statuses in which the work has ended and a new message opens a new turn. */
const FINISHED: ReadonlySet<TaskStatus> = new Set(["COMPLETED", "FAILED", "CANCELLED"]);
/** Statuses from which a provision call returns the task to PENDING. */
export const PROVISIONABLE = FINISHED;

/** Whether the task can go on at all: not terminated, not failed for good. */
export const isClosed = (s: TaskState) => s.status === "TERMINATED" || (s.status === "FAILED" && s.terminal);

function refuseClosed(s: TaskState, what: string) {
  if (s.status === "TERMINATED") throw new Refused(`the task is terminated and takes no ${what}`, s.status);
  if (s.status === "FAILED" && s.terminal) throw new Refused(`the task failed for good (a terminal error) and takes no ${what}`, s.status);
}

const changed = (status: TaskStatus, previousStatus: TaskStatus, reason: string, runId: string | null = null): Fact => ({
  type: "task.status_changed",
  runId,
  payload: { status, previousStatus, reason },
});

/** Where a stop leaves the task (before terminate, which is its own command). */
function afterStop(s: TaskState, reason: StopReason, terminal: boolean): TaskStatus {
  if (terminal) return "FAILED";
  if (reason === "REQUIRES_ACTION" && s.asks.length > 0) return "AWAITING_USER";
  if (s.status === "CANCELLING") return "CANCELLED";
  if (s.waiting > 0) return "QUEUED";
  if (s.mode === "ONE_SHOT") return ["END_TURN", "TURN_LIMIT", "TIME_LIMIT"].includes(reason) ? "COMPLETED" : "FAILED";
  return "IDLE";
}

/**
 * Folds one event into the state. Only events that carry lifecycle meaning change it; the rest
 * (worker messages, usage, spans…) leave it as it is.
 */
export function evolve(s: TaskState, e: Fact): TaskState {
  const p = (e.payload ?? {}) as Record<string, unknown>;
  switch (e.type) {
    case "user.message":
    case "system.message":
    case "user.send_back": {
      const waiting = s.waiting + (e.type === "system.message" ? 0 : 1);
      const holdsRun = s.run != null || s.status === "AWAITING_USER" || s.status === "CANCELLING" || isClosed(s);
      if (holdsRun) return { ...s, waiting };
      return { ...s, waiting, status: "QUEUED", terminal: false, run: { id: e.runId ?? "run?", status: "QUEUED" } };
    }
    case "user.accept":
      return { ...s, status: "COMPLETED" };
    case "task.status_changed": {
      const status = p.status as TaskStatus;
      const next: TaskState = { ...s, status };
      if (status === "SCHEDULED") {
        next.run = { id: e.runId ?? s.run?.id ?? "run?", status: "SCHEDULED" };
        next.waiting = 0;
      }
      if (status === "QUEUED" && !s.run) next.run = { id: e.runId ?? "run?", status: "QUEUED" };
      if (status === "CANCELLING" && s.run) next.run = { ...s.run, status: "DRAINING" };
      if (status === "FAILED") next.terminal = p.reason === "terminal_error";
      if (["IDLE", "CANCELLED", "PENDING"].includes(status) && s.run && s.run.status === "QUEUED") next.run = null;
      if (status === "IDLE" && s.status === "AWAITING_USER") next.asks = [];
      if (status === "FAILED" && next.terminal) next.asks = [];
      return next;
    }
    case "task.status_running":
      return { ...s, status: s.status === "CANCELLING" ? "CANCELLING" : "RUNNING", run: s.run ? { ...s.run, status: s.run.status === "DRAINING" ? "DRAINING" : "RUNNING" } : null };
    case "task.status_idle":
      return { ...s, status: "IDLE", run: null };
    case "task.status_rescheduled":
      return { ...s, status: "QUEUED", run: s.run ? { ...s.run, status: "QUEUED" } : s.run };
    case "task.status_terminated":
      return { ...s, status: "TERMINATED", run: null, asks: [] };
    case "worker.tool_use":
    case "worker.mcp_tool_use":
      return p.evaluatedPermission === "ASK" && e.id ? { ...s, asks: [...s.asks, e.id] } : s;
    case "worker.custom_tool_use":
      return e.id ? { ...s, asks: [...s.asks, e.id] } : s;
    case "user.approval":
      return { ...s, asks: s.asks.filter((id) => id !== p.toolUseId) };
    case "user.custom_tool_result":
      return { ...s, asks: s.asks.filter((id) => id !== p.customToolUseId) };
    default:
      return s;
  }
}

export const fold = (s: TaskState, events: readonly Fact[]) => events.reduce(evolve, s);

/**
 * Ends the turn of the open run: span ends for open model requests, `task.usage` (its payload
 * filled by the caller), the cause of an exhausted stop, `task.status_idle`, then whatever
 * status change the idle does not say.
 */
function stopEvents(
  s: TaskState,
  run: OpenRun,
  opts: { reason: StopReason; openSpans?: string[]; cause?: Fact; asks: string[]; next: TaskStatus; because?: string; byWorker?: boolean },
): Fact[] {
  const events: Fact[] = [];
  // A worker that finishes a claimed run without writing first still opened a stretch of work.
  const started = opts.byWorker && run.status === "SCHEDULED";
  if (started) events.push({ type: "task.status_running", runId: run.id });
  for (const start of opts.openSpans ?? []) {
    events.push({ type: "span.model_request_end", runId: run.id, payload: { modelRequestStartId: start, isError: true } });
  }
  events.push({ type: "task.usage", runId: run.id });
  if (opts.cause) events.push(opts.cause);
  events.push({
    type: "task.status_idle",
    runId: run.id,
    payload: { stopReason: opts.reason, stopDetails: null, ...(opts.reason === "REQUIRES_ACTION" ? { toolUseIds: opts.asks } : {}) },
  });
  if (opts.next !== "IDLE") events.push(changed(opts.next, started ? "RUNNING" : s.status, opts.because ?? opts.reason.toLowerCase(), run.id));
  return events;
}

const nothing = (s: TaskState): Decision => ({ events: [], state: s, runs: [], withdrawn: [], run: s.run });

/** The decisions, one per command. Throws `Refused` for a command the state does not take. */
export function decide(s: TaskState, c: Command): Decision {
  switch (c.type) {
    case "SendWork": {
      refuseClosed(s, c.kind === "send_back" ? "send back" : "messages");
      if (c.kind === "send_back" && (s.run != null || s.status === "AWAITING_USER")) {
        throw new Refused("a result can be sent back once the task has stopped", s.status);
      }
      const holds = s.run != null || s.status === "AWAITING_USER" || s.status === "CANCELLING";
      const state: TaskState = { ...s, waiting: s.waiting + c.count };
      if (holds) return { events: [], state, runs: [], withdrawn: [], run: s.run };
      // The message itself says the task is queued (see evolve).
      const run: OpenRun = { id: c.newRunId, status: "QUEUED" };
      return { events: [], state: { ...state, status: "QUEUED", run }, runs: [{ op: "create", id: run.id, kind: "PROMPT" }], withdrawn: [], run };
    }
    case "QueueClear": {
      refuseClosed(s, "runs");
      const run: OpenRun = { id: c.newRunId, status: "QUEUED" };
      const runs: RunChange[] = [{ op: "create", id: run.id, kind: "CLEAR" }];
      if (s.run || s.status === "AWAITING_USER" || s.status === "CANCELLING") return { events: [], state: s, runs, withdrawn: [], run };
      return { events: [changed("QUEUED", s.status, "clear", run.id)], state: { ...s, status: "QUEUED", run }, runs, withdrawn: [], run };
    }
    case "Answer": {
      refuseClosed(s, "answers");
      const asks = s.asks.filter((id) => !c.toolUseIds.includes(id));
      const state: TaskState = { ...s, asks };
      const answeredAll = c.toolUseIds.some((id) => s.asks.includes(id)) && asks.length === 0;
      if (!answeredAll || s.run || !(s.status === "AWAITING_USER" || s.status === "CANCELLED")) return { events: [], state, runs: [], withdrawn: [], run: s.run };
      const run: OpenRun = { id: c.newRunId, status: "QUEUED" };
      return {
        events: [changed("QUEUED", s.status, "answered", run.id)],
        state: { ...state, status: "QUEUED", run },
        runs: [{ op: "create", id: run.id, kind: "PROMPT" }],
        withdrawn: [],
        run,
      };
    }
    case "Accept": {
      refuseClosed(s, "accept");
      if (s.run || s.status === "AWAITING_USER") throw new Refused("a result can be accepted once the task has stopped", s.status);
      return { events: [], state: { ...s, status: "COMPLETED" }, runs: [], withdrawn: [], run: null };
    }
    case "Interrupt": {
      refuseClosed(s, "interrupts");
      if (!s.run || s.run.status === "QUEUED") return nothing(s);
      return decide(s, { type: "Stop", reason: "END_TURN", cancelled: true, openSpans: c.openSpans });
    }
    case "Claim": {
      if (isClosed(s) || s.status === "AWAITING_USER" || s.status === "CANCELLING") throw new Refused("the task takes no claim now", s.status);
      if (!s.run || s.run.id !== c.runId || s.run.status !== "QUEUED") throw new Refused(`run ${c.runId} is not waiting`, s.status);
      const run: OpenRun = { id: c.runId, status: "SCHEDULED" };
      return {
        events: [changed("SCHEDULED", s.status, "claimed", c.runId)],
        state: { ...s, status: "SCHEDULED", run, waiting: 0 },
        runs: [{ op: "schedule", id: c.runId }],
        withdrawn: [],
        run,
      };
    }
    case "Start": {
      if (!s.run || s.run.status !== "SCHEDULED" && s.run.status !== "DRAINING") throw new Refused("no claimed run to start", s.status);
      if (s.run.status === "DRAINING") return nothing(s);
      const run: OpenRun = { id: s.run.id, status: "RUNNING" };
      return {
        events: [{ type: "task.status_running", runId: run.id }],
        state: { ...s, status: "RUNNING", run },
        runs: [{ op: "start", id: run.id }],
        withdrawn: [],
        run,
      };
    }
    case "Stop": {
      if (!s.run || s.run.status === "QUEUED") throw new Refused("no run is at work", s.status);
      const terminal = c.cause?.payload.retryStatus === "TERMINAL";
      const asks = [...s.asks];
      for (const id of c.asked ?? []) if (!asks.includes(id)) asks.push(id);
      const next = c.next ?? afterStop({ ...s, asks }, c.reason, terminal);
      const stopped = s.run;
      const events = stopEvents(s, stopped, {
        reason: c.reason,
        openSpans: c.openSpans,
        cause: c.cause,
        asks: c.reason === "REQUIRES_ACTION" ? asks : [],
        next,
        because: terminal ? "terminal_error" : undefined,
        byWorker: !c.cancelled,
      });
      const runs: RunChange[] = [{ op: "end", id: stopped.id, status: c.cancelled ? "CANCELLED" : "FINISHED", stopReason: c.reason }];
      let run: OpenRun | null = null;
      if (next === "QUEUED") {
        run = { id: c.newRunId ?? `${stopped.id}+1`, status: "QUEUED" };
        runs.push({ op: "create", id: run.id, kind: "PROMPT" });
      }
      const withdrawn = terminal ? asks : [];
      return {
        events,
        state: { ...s, status: next, terminal, run, asks: terminal ? [] : asks },
        runs,
        withdrawn,
        run,
      };
    }
    case "Reschedule": {
      if (!s.run || (s.run.status !== "SCHEDULED" && s.run.status !== "RUNNING")) throw new Refused("no run to reschedule", s.status);
      const run: OpenRun = { id: s.run.id, status: "QUEUED" };
      return {
        events: [{ type: "task.status_rescheduled", runId: run.id, payload: { reason: c.reason } }],
        state: { ...s, status: "QUEUED", run },
        runs: [{ op: "requeue", id: run.id }],
        withdrawn: [],
        run,
      };
    }
    case "Cancel": {
      if (s.status === "TERMINATED") throw new Refused("the task is terminated", s.status);
      if (c.runId && s.run?.id !== c.runId) throw new Refused(`run ${c.runId} is not in progress`, s.status);
      if (c.mode === "ABORT") {
        if (s.run && s.run.status !== "QUEUED") {
          // The person's Stop: the stream says which run it stopped, then the stop itself.
          // Waiting messages keep waiting for the next message to start a run.
          const stop = decide(s, { type: "Stop", reason: "INTERRUPTED", cancelled: true, openSpans: c.openSpans, next: "IDLE" });
          return { ...stop, events: [{ type: "user.interrupt", runId: s.run.id, payload: { reason: "stopped" } }, ...stop.events] };
        }
        if (s.run?.status === "QUEUED") {
          const runs: RunChange[] = [{ op: "end", id: s.run.id, status: "CANCELLED", stopReason: "INTERRUPTED" }];
          return {
            events: [changed("IDLE", s.status, "aborted", s.run.id)],
            state: { ...s, status: "IDLE", run: null },
            runs,
            withdrawn: [],
            run: null,
          };
        }
        if (s.status === "AWAITING_USER") {
          return { events: [changed("IDLE", s.status, "aborted")], state: { ...s, status: "IDLE", asks: [] }, runs: [], withdrawn: s.asks, run: null };
        }
        if (s.status === "CANCELLING") return { events: [changed("IDLE", s.status, "aborted")], state: { ...s, status: "IDLE" }, runs: [], withdrawn: [], run: null };
        return nothing(s);
      }
      // DRAIN: the turn in progress finishes, then CANCELLED; questions are kept for a later resume.
      if (s.run && (s.run.status === "SCHEDULED" || s.run.status === "RUNNING")) {
        const run: OpenRun = { id: s.run.id, status: "DRAINING" };
        return {
          events: [changed("CANCELLING", s.status, "drain", run.id)],
          state: { ...s, status: "CANCELLING", run },
          runs: [{ op: "drain", id: run.id }],
          withdrawn: [],
          run,
        };
      }
      if (s.run?.status === "DRAINING") return nothing(s);
      const runs: RunChange[] = s.run ? [{ op: "end", id: s.run.id, status: "CANCELLED", stopReason: "CANCELLED" }] : [];
      if (s.status === "CANCELLED" || isClosed(s)) return { ...nothing(s), runs };
      return { events: [changed("CANCELLED", s.status, "drain", s.run?.id ?? null)], state: { ...s, status: "CANCELLED", run: null }, runs, withdrawn: [], run: null };
    }
    case "ForceDrain":
      if (!s.run || s.run.status !== "DRAINING") return nothing(s);
      return decide(s, { type: "Stop", reason: "CANCELLED", cancelled: true, openSpans: c.openSpans });
    case "Terminate": {
      if (s.status === "TERMINATED") throw new Refused("the task is already terminated", s.status);
      const events: Fact[] = [];
      const runs: RunChange[] = [];
      if (s.run && s.run.status !== "QUEUED") {
        events.push(...stopEvents(s, s.run, { reason: "CANCELLED", openSpans: c.openSpans, asks: [], next: "IDLE" }));
        runs.push({ op: "end", id: s.run.id, status: "CANCELLED", stopReason: "CANCELLED" });
      } else if (s.run) {
        runs.push({ op: "end", id: s.run.id, status: "CANCELLED", stopReason: "CANCELLED" });
      }
      events.push({ type: "task.status_terminated", runId: s.run && s.run.status !== "QUEUED" ? s.run.id : null });
      return { events, state: { ...s, status: "TERMINATED", run: null, asks: [] }, runs, withdrawn: s.asks, run: null };
    }
    case "Provision": {
      refuseClosed(s, "provision");
      if (!PROVISIONABLE.has(s.status)) return nothing(s);
      return { events: [changed("PENDING", s.status, "provision")], state: { ...s, status: "PENDING" }, runs: [], withdrawn: [], run: null };
    }
  }
}
