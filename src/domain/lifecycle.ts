// One file (over 300 lines): loading a task's state under its lock and applying the machine's decision
// are read together; each use case in runs.ts, task-controls.ts and jobs.ts goes through both.
import type { Run, Task } from "../db/generated/prisma/client.js";
import type { Prisma } from "../db/generated/prisma/client.js";
import { DomainError, notFound } from "./errors.js";
import { newId } from "./ids.js";
import { sqlLiterals } from "../db/prepared.js";
import { plainSqlOf, sqlIn, type Append, type Before, type EventRow, type NewEvent, type StreamRef, type Tx } from "./events/log.js";
import { UsageSchema, type Usage } from "./events/fields.js";
import { BatchError } from "./events/client-input.js";
import { Refused, decide, isClosed, type Command, type Decision, type TaskState } from "./task-machine/index.js";

/**
 * The use cases' side of the task state machine (src/domain/task-machine): load a task's state
 * under its lock, ask the machine, write what it decided (status, runs, interrupts, events) in
 * the same transaction. A task's status is changed nowhere else.
 */

/** Runs a worker holds (under a lease): claimed and preparing, running, or draining. */
export const ACTIVE_RUN_STATUSES = ["SCHEDULED", "RUNNING", "DRAINING"] as const;
export const OPEN_RUN_STATUSES = ["QUEUED", "SCHEDULED", "RUNNING", "DRAINING"] as const;
/** Every status a run holds before it ends: those the partial index "Run_taskId_open_idx" holds. */
export const UNENDED_RUN_STATUSES = ["QUEUED", "SCHEDULED", "RUNNING", "AWAITING_USER", "DRAINING"] as const;

export interface RunLimits {
  maxTurns: number;
  maxActiveMs: number;
}

/** A Task row read with plain SQL: its int8 columns arrive as text from pg, as bigint through Prisma. */
function taskRow(row: Task): Task {
  const big = (v: bigint | string | null) => (v == null ? null : BigInt(v));
  return { ...row, purgedThroughSequence: big(row.purgedThroughSequence), purgeMarkerSequence: big(row.purgeMarkerSequence) };
}

/**
 * Locks the task row for the rest of the transaction, so state changes of one task are serial,
 * and returns it. One statement does both: every write starts here, so a second read would cost
 * each of them a round trip. A task deleted while we waited for the lock is re-checked by
 * PostgreSQL against the WHERE clause and comes back as no row (NOT_FOUND). On PostgreSQL the
 * lock is a transaction's first statement and carries its BEGIN (see tx-connection.ts).
 */
export async function lockTask(tx: Tx, workspaceId: string, taskId: string, opts: { withState?: boolean } = {}): Promise<Task> {
  const lock: [string, unknown[]] = [LOCK_TASK, [taskId, workspaceId]];
  const batch = opts.withState ? plainSqlOf(tx)?.batch : undefined;
  if (!batch) {
    const [row] = await sqlIn(tx)<Task>(...lock);
    if (!row) throw notFound("task", taskId);
    return taskRow(row);
  }
  // `withState`: the task's state is read in the same round trip, after the lock is taken (each
  // statement of the message has its own snapshot), for a caller that changes nothing before its
  // Transition opens: loadState then takes it from here.
  const [[row], [state]] = (await batch([lock, [TASK_STATE, [taskId], "atg_task_state"]])) as [Task[], StateRow[]];
  if (!row) throw notFound("task", taskId);
  const task = taskRow(row);
  if (state) stateRead.set(task, state);
  return task;
}

const LOCK_TASK = `SELECT * FROM "Task" WHERE "id" = $1 AND "workspaceId" = $2 AND "deletedAt" IS NULL FOR UPDATE`;

/**
 * Which of `ids` are already the messageId of a user message of the task (read under its lock by
 * the writes that take client message ids). A lookup in the unique partial index
 * "Event_taskId_messageId_key" by its key, "<taskId> <messageId>", however long the task's history
 * (see its migration for why one key). In plain SQL, on the transaction's own connection, which
 * spends a few tenths of a millisecond of the server's CPU less per write than Prisma's raw query.
 */
export async function messageIdsIn(tx: Tx, taskId: string, ids: readonly string[]): Promise<Set<string>> {
  const rows = await sqlIn(tx)<{ id: string }>(MESSAGE_IDS_IN, [ids.map((id) => taskKey(taskId, id))]);
  return new Set(rows.map((r) => r.id));
}

/**
 * The key of the one-key indexes of ids within a task ("Event_taskId_messageId_key",
 * "Run_taskId_aguiRunId_key"), as their migrations build it: "<taskId> <id>" (a task id has no
 * space, so the key names one pair). A lookup by any other form finds nothing, silently.
 */
export const taskKey = (taskId: string, id: string) => `${taskId} ${id}`;

export const MESSAGE_IDS_IN = `SELECT "payload"->>'messageId' AS id FROM "Event"
  WHERE "type" = 'user.message' AND ("taskId" || ' ' || ("payload"->>'messageId')) = ANY($1::text[])`;

/**
 * For a worker's write to run `runId`: locks the run's task and returns it with the run's model
 * requests as the log holds them, read after the lock (a Transition then opens on the state read
 * with it). On PostgreSQL that is one round trip, where reading the run to learn its task, then
 * locking, then reading the requests took three. The run itself is checked under the lock by the
 * caller (lockedLiveRun); a run not found, or not live, is refused as liveRun refuses it.
 */
export async function lockTaskOfRun(tx: Tx, workspaceId: string, runId: string): Promise<{ task: Task; stored: StoredSpan[] }> {
  return (await lockTaskThroughRun(tx, workspaceId, runId)) ?? lockTaskOf(tx, await liveRun(tx, workspaceId, runId));
}

/**
 * lockTaskOfRun's one round trip, where statements go together (PostgreSQL): undefined elsewhere,
 * and when no task was locked (the run unknown in the workspace, or its task deleted), for the
 * caller to say why.
 */
export async function lockTaskThroughRun(tx: Tx, workspaceId: string, runId: string): Promise<{ task: Task; stored: StoredSpan[] } | undefined> {
  const batch = plainSqlOf(tx)?.batch;
  if (!batch) return undefined;
  const [[row], [state], stored] = (await batch([
    [LOCK_RUN_TASK, [runId, workspaceId]],
    [RUN_TASK_STATE, [runId, workspaceId], "atg_run_task_state"],
    [RUN_SPANS, [runId], "atg_run_spans"],
  ])) as [Task[], StateRow[], StoredSpan[]];
  if (!row) return undefined;
  const task = taskRow(row);
  if (state) stateRead.set(task, state);
  return { task, stored };
}

/** lockTaskOfRun in steps, for a run already read: its task locked with its state, then its model requests. */
export async function lockTaskOf(tx: Tx, run: Run): Promise<{ task: Task; stored: StoredSpan[] }> {
  const task = await lockTask(tx, run.workspaceId, run.taskId, { withState: true });
  return { task, stored: await storedSpans(tx, run.id) };
}

/**
 * A task's state in one statement (one round trip, while the task's lock is held): its open runs
 * (oldest first, as the machine picks the one in hand), whether a message waits (0 or 1: the
 * machine only asks whether any does, and the read stops at the first, through the partial index
 * "Event_taskId_waiting_idx", whatever the task's history holds), its pending interrupts (in the
 * order they were asked). The statuses are constants, written into the text and compared as the
 * enums they are (no cast), so the open runs are read through the partial index
 * "Run_taskId_open_idx" in every plan, and the interrupts through ("taskId", "status").
 */
const taskState = (taskId: string) => `SELECT
      (SELECT json_agg(to_jsonb(r) ORDER BY r."createdAt", r."id")
         FROM "Run" r WHERE r."taskId" = ${taskId} AND r."status" IN (${sqlLiterals(OPEN_RUN_STATUSES)})) AS runs,
      (SELECT count(*)::int FROM (SELECT 1 FROM "Event" e
         WHERE e."taskId" = ${taskId} AND e."processedAt" IS NULL AND e."type" IN ('user.message', 'user.send_back') LIMIT 1) w) AS waiting,
      (SELECT json_agg(p."eventId" ORDER BY p."createdAt", p."id")
         FROM "PendingInterrupt" p WHERE p."taskId" = ${taskId} AND p."status" = 'PENDING') AS asks`;
export const TASK_STATE = taskState("$1");

/**
 * The runs of task $1 that have not ended (a few at most), through "Run_taskId_open_idx" in any
 * plan. No ORDER BY or LIMIT: with them a plan made without statistics walks all the task's runs
 * backwards by time, filtering each, where none is open; latestUnendedRun orders what it gets.
 */
export const UNENDED_RUNS_OF_TASK = `SELECT to_jsonb(r) AS run FROM "Run" r
  WHERE r."taskId" = $1 AND r."status" IN (${sqlLiterals(UNENDED_RUN_STATUSES)})`;

/** The task's latest run that has not ended, if any. */
export async function latestUnendedRun(tx: Tx, taskId: string): Promise<Run | null> {
  const rows = await sqlIn(tx)<{ run: RunJson }>(UNENDED_RUNS_OF_TASK, [taskId]);
  const runs = rows.map((r) => runFromJson(r.run));
  runs.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return runs[0] ?? null;
}

/** The task of run $1 (of workspace $2), locked; and, after the lock, its state and the run's model requests. */
const RUN_TASK = `(SELECT "taskId" FROM "Run" WHERE "id" = $1 AND "workspaceId" = $2)`;
const LOCK_RUN_TASK = `SELECT * FROM "Task" WHERE "id" = ${RUN_TASK} AND "workspaceId" = $2 AND "deletedAt" IS NULL FOR UPDATE`;
const RUN_TASK_STATE = taskState(RUN_TASK);
const RUN_SPANS = `SELECT "id", "type", "payload", "createdAt" FROM "Event"
      WHERE "runId" = $1 AND "type" IN ('span.model_request_start', 'span.model_request_end') ORDER BY "sequence"`;

type StateRow = { runs: RunJson[] | null; waiting: number; asks: string[] | null };

/** States read with their task's lock (lockTask's `withState`), taken once by loadState. */
const stateRead = new WeakMap<Task, StateRow>();

const addUsage = (a: Partial<Usage>, b: Partial<Usage>): Usage => ({
  inputTokens: (a.inputTokens ?? 0) + (b.inputTokens ?? 0),
  outputTokens: (a.outputTokens ?? 0) + (b.outputTokens ?? 0),
  cacheReadTokens: (a.cacheReadTokens ?? 0) + (b.cacheReadTokens ?? 0),
  cacheWriteTokens: (a.cacheWriteTokens ?? 0) + (b.cacheWriteTokens ?? 0),
  costUsd: Math.round(((a.costUsd ?? 0) + (b.costUsd ?? 0)) * 1e6) / 1e6,
});

/** A run's model requests: each start, and each end with the start it closes and what it used. */
export interface RunSpans {
  starts: { id: string; createdAt: Date }[];
  ends: { startId: string | undefined; usage: Partial<Usage>; createdAt: Date }[];
}

/**
 * A run's model requests as the log holds them, plus `pending`: events of the run that this
 * transaction will append, so that a stop can be decided and its events built before the one
 * append that writes both (the sequencer is taken once per write, as the last step).
 */
export async function runSpans(tx: Tx, runId: string, pending: NewEvent[] = [], stored?: StoredSpan[]): Promise<RunSpans> {
  stored ??= await storedSpans(tx, runId);
  const now = new Date();
  const spans: RunSpans = { starts: [], ends: [] };
  for (const e of [...stored, ...pending.map((p) => ({ id: p.id!, type: p.type, payload: p.payload ?? {}, createdAt: now }))]) {
    if (e.type === "span.model_request_start") spans.starts.push({ id: e.id, createdAt: e.createdAt });
    if (e.type === "span.model_request_end") {
      const p = (e.payload ?? {}) as { modelRequestStartId?: string; modelUsage?: Partial<Usage> };
      spans.ends.push({ startId: p.modelRequestStartId, usage: p.modelUsage ?? {}, createdAt: e.createdAt });
    }
  }
  return spans;
}

/** A model request's start or end as the log holds it. */
export type StoredSpan = { id: string; type: string; payload: Prisma.JsonValue; createdAt: Date };

const storedSpans = (tx: Tx, runId: string) => sqlIn(tx)<StoredSpan>(RUN_SPANS, [runId]);

/** What a run used so far: the usage of its finished model requests. */
export const spansUsage = (spans: RunSpans): Usage => spans.ends.reduce<Usage>((sum, e) => addUsage(sum, e.usage), addUsage({}, {}));

/** Whether the task's totals plus `extra` pass its budget ({ maxTokens?, maxCostUsd? }). */
export function overBudget(task: Task, extra: Usage): boolean {
  const budget = (task.budget ?? null) as { maxTokens?: number; maxCostUsd?: number } | null;
  if (!budget) return false;
  const total = addUsage((task.usage ?? {}) as Usage, extra);
  const tokens = total.inputTokens + total.outputTokens;
  return (budget.maxTokens != null && tokens > budget.maxTokens) || (budget.maxCostUsd != null && total.costUsd > budget.maxCostUsd);
}

/** The ids of a run's model requests that have not ended. */
export const openSpanIds = (spans: RunSpans) => {
  const closed = new Set(spans.ends.map((e) => e.startId));
  return spans.starts.filter((s) => !closed.has(s.id)).map((s) => s.id);
};

/**
 * A task's state as the machine sees it, read under the task's lock, with the rows of its open
 * runs (a client's answer names one of them; reading them here saves a round trip per request).
 */
export async function loadState(tx: Tx, task: Task): Promise<{ state: TaskState; openRuns: Run[] }> {
  let row = stateRead.get(task);
  if (row) stateRead.delete(task);
  else [row] = await sqlIn(tx)<StateRow>(TASK_STATE, [task.id]);
  const openRuns = (row?.runs ?? []).map(runFromJson);
  const waiting = Number(row?.waiting ?? 0);
  const run = openRuns.find((r) => r.status !== "QUEUED") ?? openRuns[0] ?? null;
  return {
    state: {
      status: task.status,
      mode: task.mode,
      terminal: task.terminal,
      run: run ? { id: run.id, status: run.status as "QUEUED" } : null,
      waiting,
      asks: row?.asks ?? [],
    },
    openRuns,
  };
}

/** A Run row as PostgreSQL's to_jsonb writes it: times as ISO text. */
type RunJson = { [K in keyof Run]: Run[K] extends Date | null ? string | null : Run[K] };

const at = (t: string | null) => (t == null ? null : new Date(t));

function runFromJson(r: RunJson): Run {
  return {
    id: r.id,
    workspaceId: r.workspaceId,
    taskId: r.taskId,
    kind: r.kind,
    status: r.status,
    workerKeyId: r.workerKeyId,
    leaseExpiresAt: at(r.leaseExpiresAt),
    turns: r.turns,
    activeMs: r.activeMs,
    openSpans: r.openSpans,
    activeAt: at(r.activeAt),
    stopReason: r.stopReason,
    receipt: r.receipt,
    input: r.input,
    drainDeadline: at(r.drainDeadline),
    startedAt: at(r.startedAt),
    endedAt: at(r.endedAt),
    createdAt: at(r.createdAt)!,
  };
}

export interface StopFacts {
  /** Usage the worker reported for the run; otherwise the sum of its model requests. */
  usage?: Partial<Usage> | null;
  appActions?: unknown[] | null;
  /** The run's model requests (with events not yet appended), when the caller has them. */
  spans?: RunSpans;
  /** For a claim: who holds the run and until when. */
  lease?: { workerKeyId: string; until: Date };
  drainDeadline?: Date | null;
  /** The stopped run's turns and active model time as its last batch counted them, written with its end. */
  counters?: Pick<Run, "turns" | "activeMs" | "activeAt">;
}

/** Turns the machine's refusal into the API's INVALID_STATE, naming the batch entry when there is one. */
export function refusal(err: unknown, index?: number): never {
  if (err instanceof Refused) {
    if (index != null) throw new BatchError(index, err.message, "INVALID_STATE");
    throw new DomainError("INVALID_STATE", err.message, { status: err.status });
  }
  throw err;
}

/**
 * One task's changes inside one transaction: each command is decided on the state the previous
 * left, and written at once (task row, runs, interrupts); the events are collected in order and
 * appended by the caller in one call, as the last step (the global sequencer is held from the
 * append to the commit).
 */
export class Transition {
  readonly events: NewEvent[] = [];
  /**
   * Rows of the runs that were open and of those this transition created or changed, as its last
   * write to each returned them. A run's startedAt, which a schedule and an end read, is written
   * only here, so a row is good for that even after a caller's own update of the run's counters.
   */
  private readonly knownRuns = new Map<string, Run>();
  /**
   * Writes kept for the append's message instead of sent at once (`open`'s `deferWrites`, on
   * PostgreSQL): a new run, a run's schedule, start or end, and the task's new status and usage,
   * whose rows are known without asking (the schema's defaults, or the row read with the lock and
   * the values written). Any other write sends them first, so the writes keep
   * their order. The caller passes them to the append (`takeWrites`).
   */
  private deferred: Before[] | null = null;
  private constructor(
    readonly tx: Tx,
    public task: Task,
    public state: TaskState,
  ) {}

  /**
   * `insert`: `task` is a new task's row (newTaskRow), written here: with the kept writes when
   * `deferWrites` keeps them, else at once. Its state is a new task's, known without asking.
   */
  static async open(tx: Tx, task: Task, opts: { deferWrites?: boolean; insert?: boolean } = {}) {
    const deferring = opts.deferWrites === true && plainSqlOf(tx)?.batch !== undefined;
    if (opts.insert) {
      if (!deferring) {
        const { id, workspaceId, title, mode, model, agentId, createdAt, updatedAt } = task;
        const given = (v: Prisma.JsonValue) => (v ?? undefined) as Prisma.InputJsonValue | undefined;
        const data = { id, workspaceId, title, mode, model, agentId, createdAt, updatedAt, status: "PENDING" as const };
        // The row as stored (Prisma sets updatedAt itself).
        task = await tx.task.create({ data: { ...data, metadata: given(task.metadata), budget: given(task.budget), identity: given(task.identity) } });
      }
      stateRead.set(task, { runs: null, waiting: 0, asks: null });
    }
    const { state, openRuns } = await loadState(tx, task);
    const tr = new Transition(tx, task, state);
    for (const run of openRuns) tr.knownRuns.set(run.id, run);
    if (deferring) tr.deferred = opts.insert ? [{ text: INSERT_TASK, values: insertTaskValues(task), name: "atg_insert_task" }] : [];
    return tr;
  }

  /** The writes kept for the append (see `deferred`): the caller's append must take them. */
  takeWrites(): Before[] {
    return this.deferred?.splice(0) ?? [];
  }

  /** Sends the writes kept so far, in one round trip (there are kept writes only where statements go together). */
  private async sendDeferred() {
    const writes = this.takeWrites();
    if (writes.length > 0) await plainSqlOf(this.tx)!.batch(writes.map((w) => [w.text, w.values, w.name] as const));
  }

  /** The row of a run that was open or that this transition created or changed, as it last wrote it. */
  known(runId: string): Run | undefined {
    return this.knownRuns.get(runId);
  }

  /** The row of run `runId` (of this task): as this transition knows it, else read. */
  async row(runId: string): Promise<Run> {
    return this.knownRuns.get(runId) ?? (await this.tx.run.findUniqueOrThrow({ where: { id: runId } }));
  }

  get stream(): StreamRef {
    return { workspaceId: this.task.workspaceId, taskId: this.task.id };
  }

  push(...events: NewEvent[]) {
    this.events.push(...events);
  }

  /** Decides a command (INVALID_STATE when refused) and writes what it changes. */
  async do(command: Command, facts: StopFacts = {}, index?: number): Promise<Decision> {
    let d: Decision;
    try {
      d = decide(this.state, command);
    } catch (err) {
      refusal(err, index);
    }
    await this.write(d, facts);
    return d;
  }

  private async write(d: Decision, facts: StopFacts) {
    const { tx } = this;
    let used: Usage | null = null;
    let totals: Usage | null = null;
    const keep = (run: Run) => this.knownRuns.set(run.id, run);
    for (const change of d.runs) {
      // A drain or a requeue is written at once, after what was kept: the writes keep their order.
      if (change.op === "drain" || change.op === "requeue") await this.sendDeferred();
      switch (change.op) {
        case "create": {
          const data = { id: change.id, workspaceId: this.task.workspaceId, taskId: this.task.id, kind: change.kind, status: "QUEUED" as const };
          if (!this.deferred) keep(await tx.run.create({ data }));
          else {
            // The row as the insert makes it: the schema's defaults, and no column left out (`Run`).
            const run: Run = {
              ...data,
              ...{ workerKeyId: null, leaseExpiresAt: null, turns: 0, activeMs: 0, openSpans: 0, activeAt: null, stopReason: null },
              ...{ receipt: null, input: null, drainDeadline: null, startedAt: null, endedAt: null, createdAt: new Date() },
            };
            const values = [run.id, run.workspaceId, run.taskId, run.kind, run.createdAt.toISOString()];
            this.deferred.push({ text: CREATE_RUN, values, name: "atg_create_run" });
            keep(run);
          }
          break;
        }
        case "schedule": {
          const run = await this.row(change.id);
          const data = { status: "SCHEDULED" as const, workerKeyId: facts.lease?.workerKeyId ?? null, leaseExpiresAt: facts.lease?.until ?? null, startedAt: run.startedAt ?? new Date() };
          if (!this.deferred) keep(await tx.run.update({ where: { id: change.id }, data }));
          else {
            const values = [run.id, data.workerKeyId, data.leaseExpiresAt?.toISOString() ?? null, data.startedAt.toISOString()];
            this.deferred.push({ text: SCHEDULE_RUN, values, name: "atg_schedule_run" });
            keep({ ...run, ...data });
          }
          break;
        }
        case "start":
          if (!this.deferred) keep(await tx.run.update({ where: { id: change.id }, data: { status: "RUNNING" } }));
          else {
            this.deferred.push({ text: START_RUN, values: [change.id], name: "atg_start_run" });
            keep({ ...(await this.row(change.id)), status: "RUNNING" });
          }
          break;
        case "drain":
          keep(await tx.run.update({ where: { id: change.id }, data: { status: "DRAINING", drainDeadline: facts.drainDeadline ?? null } }));
          break;
        case "requeue":
          keep(await tx.run.update({ where: { id: change.id }, data: { status: "QUEUED", workerKeyId: null, leaseExpiresAt: null } }));
          break;
        case "end": {
          const run = await this.row(change.id);
          const started = run.startedAt != null;
          if (started) {
            const spans = facts.spans ?? (await runSpans(tx, run.id));
            used = facts.usage ? UsageSchema.parse(facts.usage) : spansUsage(spans);
            totals = addUsage((this.task.usage ?? {}) as Usage, used);
          }
          const receipt = started ? inJsonbOrder({ usage: used ?? {}, appActions: (facts.appActions ?? []) as Prisma.InputJsonValue[] }) : undefined;
          const data = {
            status: change.status,
            stopReason: change.stopReason.toLowerCase(),
            endedAt: new Date(),
            leaseExpiresAt: null,
            ...facts.counters,
            openSpans: 0,
            ...(receipt ? { receipt } : {}),
          };
          if (!this.deferred) keep(await tx.run.update({ where: { id: run.id }, data }));
          else {
            const values = [run.id, data.status, data.stopReason, data.endedAt.toISOString(), jsonText(facts.counters), jsonText(receipt)];
            this.deferred.push({ text: END_RUN, values, name: "atg_end_run" });
            keep({ ...run, ...data, receipt: receipt ? (receipt as unknown as Prisma.JsonValue) : run.receipt });
          }
          break;
        }
      }
    }
    if (d.withdrawn.length > 0) {
      await this.sendDeferred();
      await tx.pendingInterrupt.updateMany({
        where: { taskId: this.task.id, eventId: { in: d.withdrawn }, status: "PENDING" },
        data: { status: "CANCELLED", resolvedAt: new Date(), resolution: { withdrawnBecause: d.state.status } },
      });
    }
    for (const fact of d.events) {
      const e: NewEvent = { ...fact, payload: fact.payload ? { ...fact.payload } : undefined };
      if (e.type === "task.usage") e.payload = { usage: totals ?? addUsage((this.task.usage ?? {}) as Usage, {}), budget: this.task.budget ?? null };
      this.events.push(e);
    }
    const status = d.state.status;
    const changed = status !== this.task.status || d.state.terminal !== this.task.terminal;
    if (this.deferred && (changed || totals)) {
      this.task = { ...this.task, status, terminal: d.state.terminal, updatedAt: new Date(), ...(totals ? { usage: inJsonbOrder(totals) as unknown as Prisma.JsonValue } : {}) };
      const values = [this.task.id, status, String(this.task.terminal), this.task.updatedAt.toISOString()];
      if (totals) this.deferred.push({ text: SET_TASK_STATUS_AND_USAGE, values: [...values, jsonText(totals)], name: "atg_set_task_status_usage" });
      else this.deferred.push({ text: SET_TASK_STATUS, values, name: "atg_set_task_status" });
    } else if (changed || totals) {
      await this.sendDeferred();
      this.task = await tx.task.update({
        where: { id: this.task.id },
        data: { status, terminal: d.state.terminal, ...(totals ? { usage: totals as unknown as Prisma.InputJsonValue } : {}) },
      });
    }
    this.state = d.state;
  }
}

/** A new task's row: what its INSERT writes (INSERT_TASK), the schema's defaults for the rest. */
export function newTaskRow(fields: Pick<Task, "id" | "workspaceId" | "title" | "mode" | "model" | "agentId" | "identity" | "metadata" | "budget">): Task {
  const now = new Date();
  return {
    ...fields,
    ...{ metadata: inJsonbOrder(fields.metadata), budget: inJsonbOrder(fields.budget), identity: inJsonbOrder(fields.identity) },
    ...{ status: "PENDING", terminal: false, usage: {}, purgedBefore: null, purgedThroughSequence: null, purgeMarkerSequence: null },
    ...{ externalThreadId: null, deletedAt: null, createdAt: now, updatedAt: now },
  };
}

const INSERT_TASK = `INSERT INTO "Task" ("id", "workspaceId", "title", "status", "mode", "terminal", "model", "metadata", "budget", "usage", "agentId", "identity", "createdAt", "updatedAt")
  VALUES ($1, $2, $3, 'PENDING', $4::"TaskMode", false, $5, $6::jsonb, $7::jsonb, '{}', $8, $9::jsonb, $10::timestamptz, $10::timestamptz)`;
/** A JSON column's value as a kept write's parameter: its text, or NULL. */
const jsonText = (v: unknown) => (v == null ? null : JSON.stringify(v));

/**
 * `value` with every object's keys in the order PostgreSQL's jsonb keeps them: shorter keys first,
 * keys of one length by their bytes (UTF-8). A row kept from a write, rather than read back,
 * holds its JSON columns so, and its answer then reads as the column does later (`metadata`, a
 * run's `receipt`: a client comparing the two as text sees the same text). JavaScript still lists
 * integer-like keys first, in a kept row as in one read back.
 */
export function inJsonbOrder<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inJsonbOrder) as T;
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const object = value as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(object).sort(jsonbKeyOrder)) ordered[key] = inJsonbOrder(object[key]);
  return ordered as T;
}

function jsonbKeyOrder(a: string, b: string): number {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length - y.length || Buffer.compare(x, y);
}
const insertTaskValues = (t: Task) => [t.id, t.workspaceId, t.title, t.mode, t.model, jsonText(t.metadata) ?? "{}", jsonText(t.budget), t.agentId, jsonText(t.identity), t.createdAt.toISOString()];

/** A new run, QUEUED, as Transition.write makes it with Prisma (deferred writes, see Transition). */
const CREATE_RUN = `INSERT INTO "Run" ("id", "workspaceId", "taskId", "kind", "status", "turns", "activeMs", "openSpans", "createdAt")
  VALUES ($1, $2, $3, $4::"RunKind", 'QUEUED', 0, 0, 0, $5::timestamptz)`;
/** A run's schedule, as Transition.write makes it with Prisma (deferred writes, see Transition). */
const SCHEDULE_RUN = `UPDATE "Run" SET "status" = 'SCHEDULED', "workerKeyId" = $2, "leaseExpiresAt" = $3::timestamptz, "startedAt" = $4::timestamptz WHERE "id" = $1`;
/** A run's start (its worker's first write). */
const START_RUN = `UPDATE "Run" SET "status" = 'RUNNING' WHERE "id" = $1`;
/** A task's new status; "updatedAt" as Prisma's @updatedAt would set it. */
const SET_TASK_STATUS = `UPDATE "Task" SET "status" = $2::"TaskStatus", "terminal" = $3::boolean, "updatedAt" = $4::timestamptz WHERE "id" = $1`;

/**
 * A run's end: its status, stop reason and end; its lease and open requests gone; the counters a
 * worker's batch took with it ($5: turns, activeMs, activeAt, as JSON) and its receipt ($6), when given.
 */
const END_RUN = `UPDATE "Run" SET "status" = $2::"RunStatus", "stopReason" = $3, "endedAt" = $4::timestamptz,
    "leaseExpiresAt" = NULL, "openSpans" = 0,
    "turns" = CASE WHEN $5::jsonb IS NULL THEN "turns" ELSE ($5::jsonb ->> 'turns')::int END,
    "activeMs" = CASE WHEN $5::jsonb IS NULL THEN "activeMs" ELSE ($5::jsonb ->> 'activeMs')::int END,
    "activeAt" = CASE WHEN $5::jsonb IS NULL THEN "activeAt" ELSE ($5::jsonb ->> 'activeAt')::timestamptz END,
    "receipt" = COALESCE($6::jsonb, "receipt")
  WHERE "id" = $1`;
/** A task's new status with its usage totals (a run's end). */
const SET_TASK_STATUS_AND_USAGE = `UPDATE "Task" SET "status" = $2::"TaskStatus", "terminal" = $3::boolean, "updatedAt" = $4::timestamptz, "usage" = $5::jsonb WHERE "id" = $1`;

/** Refuses everything but reads on a task that cannot go on (TERMINATED, or FAILED for good). */
export function assertOpen(task: Task, what: string) {
  if (task.status === "TERMINATED" || (task.status === "FAILED" && task.terminal)) {
    const state = { status: task.status, terminal: task.terminal } as TaskState;
    if (isClosed(state)) {
      const why = task.status === "TERMINATED" ? "is terminated" : "failed for good (a terminal error)";
      throw new DomainError("INVALID_STATE", `task ${task.id} ${why} and takes no ${what}`, { status: task.status });
    }
  }
}


/** A run that must be the caller's to write to: in its workspace, still live, lease not lapsed. */
export async function liveRun(tx: Tx, workspaceId: string, runId: string): Promise<Run> {
  const run = await tx.run.findFirst({ where: { id: runId, workspaceId } });
  if (!run) throw notFound("run", runId);
  return assertLive(run);
}

/**
 * Run `runId` of the task `tr` holds locked, live (as liveRun refuses one that is not): the row
 * the transition read with the task's state when the run is open (no round trip), else read.
 */
export async function lockedLiveRun(tx: Tx, tr: Transition, runId: string): Promise<Run> {
  const open = tr.known(runId);
  return open ? assertLive(open) : liveRun(tx, tr.task.workspaceId, runId);
}

/** The run, if a worker may still write to it (INVALID_STATE when it has ended or its lease lapsed). */
export function assertLive(run: Run): Run {
  if (!(ACTIVE_RUN_STATUSES as readonly string[]).includes(run.status)) {
    throw new DomainError("INVALID_STATE", `run ${run.id} is ${run.status}; it takes no more events`, { status: run.status });
  }
  if (run.leaseExpiresAt && run.leaseExpiresAt.getTime() < Date.now()) {
    throw new DomainError("INVALID_STATE", `the lease of run ${run.id} has lapsed; the run is being rescheduled`, {
      status: run.status,
    });
  }
  return run;
}

const ANSWER_OF: Record<string, string> = { "user.approval": "toolUseId", "user.custom_tool_result": "customToolUseId" };

/**
 * Applies a checked client batch to a locked task, in order, returning one event per input event
 * (an answer to an already-answered question is a no-op that returns the first answer), the task
 * as it ends up, and the run that takes the batch's work (a send back names the run it queued).
 * Server events the batch causes (an interrupt's stop, a status change) follow their cause.
 * Every decision and state change is made first; the events are appended in one call at the end,
 * so the global sequencer is held only for that insert and the commit. `beforeAppend` gets the
 * ids of the events the batch returns (new ones are assigned here), for writes that must name
 * them yet belong before the sequencer is taken, such as an idempotency record. `last: true`
 * (the caller writes nothing after it) sends the transaction's COMMIT with the append.
 */
export async function applyClientEvents(
  tx: Tx,
  append: Append,
  task0: Task,
  events: NewEvent[],
  opts: { beforeAppend?: (ids: string[]) => Promise<void>; last?: boolean; insert?: boolean } = {},
) {
  assertOpen(task0, "events");
  // The new run and the task's status (and, for a new task, its row) go with the append (on
  // PostgreSQL, in its message).
  const tr = await Transition.open(tx, task0, { deferWrites: true, insert: opts.insert });
  /** For each input event: its place in `tr.events`, or the earlier event that already answered. */
  const slots: Array<{ at: number } | { prior: EventRow }> = [];
  const push = (e: NewEvent) => {
    tr.push(e);
    return tr.events.length - 1;
  };
  let run: { id: string } | null = null;
  for (const [index, e] of events.entries()) {
    const answerField = ANSWER_OF[e.type];
    if (answerField) {
      const askedBy = String((e.payload as Record<string, unknown>)[answerField]);
      const interrupt = await tx.pendingInterrupt.findUnique({ where: { eventId: askedBy } });
      if (interrupt && interrupt.status !== "PENDING") {
        const first = (interrupt.resolution as { answerEventId?: string } | null)?.answerEventId;
        const prior = first ? ((await tx.event.findUnique({ where: { id: first } })) as EventRow | null) : null;
        if (prior) {
          slots.push({ prior });
          continue;
        }
      }
      e.id ??= newId("event");
      slots.push({ at: push(e) });
      if (interrupt?.status === "PENDING") {
        await tx.pendingInterrupt.update({
          where: { id: interrupt.id },
          data: { status: "RESOLVED", resolvedAt: new Date(), resolution: { answerEventId: e.id, type: e.type } },
        });
        const d = await tr.do({ type: "Answer", toolUseIds: [askedBy], newRunId: newId("run") }, {}, index);
        if (d.run?.status === "QUEUED") run = d.run;
      }
      continue;
    }
    if (e.type === "user.interrupt") {
      // The run it stops, if one is at work.
      const working = tr.state.run && tr.state.run.status !== "QUEUED" ? tr.state.run.id : null;
      e.runId = working;
      slots.push({ at: push(e) });
      const spans = working ? await runSpans(tx, working) : undefined;
      await tr.do({ type: "Interrupt", openSpans: spans ? openSpanIds(spans) : [] }, { spans }, index);
      continue;
    }
    if (e.type === "user.accept") {
      await tr.do({ type: "Accept" }, {}, index);
      slots.push({ at: push(e) });
      continue;
    }
    if (e.type === "user.message" || e.type === "user.send_back" || e.type === "system.message") {
      const kind = e.type === "user.send_back" ? "send_back" : "message";
      const d = await tr.do({ type: "SendWork", kind, count: e.type === "system.message" ? 0 : 1, newRunId: newId("run") }, {}, index);
      if (d.run?.status === "QUEUED") run = d.run;
      // Waits (processedAt null) until a run takes it (claimRun names the run on it).
      slots.push({ at: push({ ...e, processedAt: null }) });
      continue;
    }
    slots.push({ at: push(e) });
  }
  if (opts.beforeAppend) {
    for (const e of tr.events) e.id ??= newId("event");
    await opts.beforeAppend(slots.map((s) => ("prior" in s ? s.prior.id : tr.events[s.at]!.id!)));
  }
  // The run is read before the append: the append takes the global sequencer row, which is then
  // held until the commit, so nothing else may wait between the two (see EventLog).
  const runRow = run ? await tr.row(run.id) : null;
  const rows = await append(tr.stream, tr.events, { last: opts.last, before: tr.takeWrites() });
  return { events: slots.map((s) => ("prior" in s ? s.prior : rows[s.at]!)), task: tr.task, run: runRow };
}

