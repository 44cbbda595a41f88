import type { Run, Task, TaskStatus } from "../db/generated/prisma/client.js";
import type { Prisma } from "../db/generated/prisma/client.js";
import { DomainError, notFound } from "./errors.js";
import { newId } from "./ids.js";
import type { EventRow, NewEvent, StreamRef, Tx } from "./events/log.js";
import { UsageSchema, type Usage } from "./events/fields.js";

/**
 * The task state machine. A task's status moves only here, always together with the events that
 * say so, inside the transaction that writes them:
 *
 *   IDLE/PENDING/CANCELLED/COMPLETED/FAILED ──message──▶ QUEUED ──claimRun──▶ RUNNING
 *   RUNNING ──finishRun──▶ IDLE (interactive) | COMPLETED/FAILED (one-shot) | QUEUED (messages wait)
 *   RUNNING ──tool use that asks──▶ AWAITING_USER ──all answered──▶ QUEUED
 *   RUNNING ──cancel DRAIN──▶ CANCELLING ──turn ends / deadline──▶ CANCELLED
 *   any ──terminate──▶ TERMINATED (final)
 *
 * A run is QUEUED (waiting for a worker), RUNNING (leased to one), DRAINING (cancel requested,
 * finishing its turn), then FINISHED or CANCELLED. Work that waits is a QUEUED run.
 */

/** Messages that wait (processedAt null) until a run takes them. */
export const WAITING_TYPES = ["user.message", "system.message", "user.send_back"] as const;
export const ACTIVE_RUN_STATUSES = ["RUNNING", "DRAINING"] as const;
export const OPEN_RUN_STATUSES = ["QUEUED", "RUNNING", "DRAINING"] as const;

export interface RunLimits {
  maxTurns: number;
  maxActiveMs: number;
}

/**
 * Locks the task row for the rest of the transaction, so state changes of one task are serial,
 * and returns it. One statement does both: every write starts here, so a second read would cost
 * each of them a round trip. A task deleted while we waited for the lock is re-checked by
 * PostgreSQL against the WHERE clause and comes back as no row (NOT_FOUND).
 */
export async function lockTask(tx: Tx, workspaceId: string, taskId: string): Promise<Task> {
  const [task] = await tx.$queryRaw<Task[]>`
    SELECT * FROM "Task" WHERE "id" = ${taskId} AND "workspaceId" = ${workspaceId} AND "deletedAt" IS NULL FOR UPDATE`;
  if (!task) throw notFound("task", taskId);
  return task;
}

export async function activeRun(tx: Tx, taskId: string) {
  return tx.run.findFirst({
    where: { taskId, status: { in: [...ACTIVE_RUN_STATUSES] } },
    orderBy: { createdAt: "desc" },
  });
}

async function hasWaitingMessages(tx: Tx, taskId: string) {
  const n = await tx.event.count({ where: { taskId, processedAt: null, type: { in: [...WAITING_TYPES] } } });
  return n > 0;
}

/** Makes sure waiting work has a QUEUED run; returns the task's new status. */
export async function queueRun(tx: Tx, task: Task, kind: "PROMPT" | "STEER" | "CLEAR" = "PROMPT"): Promise<TaskStatus> {
  const queued = await tx.run.findFirst({ where: { taskId: task.id, status: "QUEUED" } });
  if (!queued) {
    await tx.run.create({ data: { id: newId("run"), workspaceId: task.workspaceId, taskId: task.id, kind, status: "QUEUED" } });
  }
  return "QUEUED";
}

export async function setStatus(tx: Tx, task: Task, status: TaskStatus): Promise<Task> {
  if (task.status === status) return task;
  return tx.task.update({ where: { id: task.id }, data: { status } });
}

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
export async function runSpans(tx: Tx, runId: string, pending: NewEvent[] = []): Promise<RunSpans> {
  const stored = await tx.event.findMany({
    where: { runId, type: { in: ["span.model_request_start", "span.model_request_end"] } },
    select: { id: true, type: true, payload: true, createdAt: true },
    orderBy: { sequence: "asc" },
  });
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

export interface StopOptions {
  stopReason: string;
  stopDetails?: Prisma.InputJsonValue | null;
  /** FINISHED when the turn ended; CANCELLED when it was cut short. */
  runStatus?: "FINISHED" | "CANCELLED";
  /** Usage the worker reported for the run; otherwise the sum of its model requests. */
  usage?: Partial<Usage> | null;
  appActions?: unknown[] | null;
  /** An exhausted task.error that caused the stop: it goes between task.usage and task.status_idle. */
  cause?: NewEvent;
  /** The run's model requests, when the caller has them (with events not yet appended); read otherwise. */
  spans?: RunSpans;
}

/**
 * Ends a run and returns the events that say so, in the order the contract fixes: an open model
 * request is closed first, then `task.usage` (with the cause of an exhausted stop between), then
 * `task.status_idle`. Also writes the run's receipt and moves the task to where it goes next.
 */
export async function stopRun(
  tx: Tx,
  task: Task,
  run: Run,
  opts: StopOptions,
): Promise<{ events: NewEvent[]; task: Task; run: Run }> {
  const events: NewEvent[] = [];
  const spans = opts.spans ?? (await runSpans(tx, run.id));
  const closed = new Set(spans.ends.map((e) => e.startId));
  for (const s of spans.starts) {
    if (!closed.has(s.id)) {
      events.push({ type: "span.model_request_end", runId: run.id, payload: { modelRequestStartId: s.id, isError: true } });
    }
  }
  const used = opts.usage ? UsageSchema.parse(opts.usage) : spansUsage(spans);
  const totals = addUsage((task.usage ?? {}) as Usage, used);
  events.push({ type: "task.usage", runId: run.id, payload: { usage: totals, budget: task.budget ?? null } });
  if (opts.cause) events.push(opts.cause);
  events.push({
    type: "task.status_idle",
    runId: run.id,
    payload: { stopReason: opts.stopReason, stopDetails: opts.stopReason === "REFUSAL" ? (opts.stopDetails ?? null) : null },
  });
  const stopped = await tx.run.update({
    where: { id: run.id },
    data: {
      status: opts.runStatus ?? "FINISHED",
      stopReason: opts.stopReason.toLowerCase(),
      endedAt: new Date(),
      leaseExpiresAt: null,
      receipt: { usage: used, appActions: (opts.appActions ?? []) as Prisma.InputJsonValue[] },
    },
  });
  let next: TaskStatus;
  const pending = await tx.pendingInterrupt.count({ where: { taskId: task.id, status: "PENDING" } });
  if (task.status === "TERMINATED") next = "TERMINATED";
  else if (pending > 0 && opts.stopReason === "REQUIRES_ACTION") next = "AWAITING_USER";
  else if (task.status === "CANCELLING") next = "CANCELLED";
  else if (await hasWaitingMessages(tx, task.id)) next = await queueRun(tx, task);
  else if (task.mode === "ONE_SHOT") {
    next = ["END_TURN", "TURN_LIMIT", "TIME_LIMIT"].includes(opts.stopReason) ? "COMPLETED" : "FAILED";
  } else next = "IDLE";
  const updated = await tx.task.update({
    where: { id: task.id },
    data: { status: next, usage: totals as unknown as Prisma.InputJsonValue },
  });
  return { events, task: updated, run: stopped };
}

/**
 * Puts a RUNNING run back in the queue, with the messages it took, for another worker to claim,
 * and says why (`task.status_rescheduled`). For a worker that is gone: its lease lapsed, or it
 * left before the claim's answer reached it.
 */
export async function rescheduleRun(tx: Tx, append: AppendFn, task: Task, run: Run, reason: string) {
  await tx.run.update({ where: { id: run.id }, data: { status: "QUEUED", workerKeyId: null, leaseExpiresAt: null } });
  await setStatus(tx, task, "QUEUED");
  await append({ workspaceId: task.workspaceId, taskId: task.id }, [{ type: "task.status_rescheduled", runId: run.id, payload: { reason } }]);
}

/** A run that must be the caller's to write to: in its workspace, still live, lease not lapsed. */
export async function liveRun(tx: Tx, workspaceId: string, runId: string): Promise<Run> {
  const run = await tx.run.findFirst({ where: { id: runId, workspaceId } });
  if (!run) throw notFound("run", runId);
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

type AppendFn = (stream: StreamRef, events: NewEvent[]) => Promise<EventRow[]>;

const ANSWER_OF: Record<string, string> = { "user.approval": "toolUseId", "user.custom_tool_result": "customToolUseId" };

/**
 * Applies a checked client batch to a locked task, in order, returning one event per input event
 * (an answer to an already-answered question is a no-op that returns the first answer) and the
 * task as it ends up. Server events the batch causes (an interrupt's stop) follow their cause.
 * Every decision and state change is made first; the events are appended in one call at the end,
 * so the global sequencer is held only for that insert and the commit. `beforeAppend` gets the
 * ids of the events the batch returns (new ones are assigned here), for writes that must name
 * them yet belong before the sequencer is taken, such as an idempotency record.
 */
export async function applyClientEvents(
  tx: Tx,
  append: AppendFn,
  task0: Task,
  events: NewEvent[],
  opts: { beforeAppend?: (ids: string[]) => Promise<void> } = {},
) {
  let task = task0;
  const stream = { workspaceId: task.workspaceId, taskId: task.id };
  /** For each input event: its place in `toAppend`, or the earlier event that already answered. */
  const slots: Array<{ at: number } | { prior: EventRow }> = [];
  const toAppend: NewEvent[] = [];
  const push = (e: NewEvent) => {
    toAppend.push(e);
    return toAppend.length - 1;
  };
  let waiting = false;
  let answered = false;
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
        answered = true;
      }
      continue;
    }
    if (e.type === "user.interrupt") {
      const run = await activeRun(tx, task.id);
      e.runId = run?.id ?? null;
      slots.push({ at: push(e) });
      if (run) {
        const stopped = await stopRun(tx, task, run, { stopReason: "END_TURN", runStatus: "CANCELLED" });
        stopped.events.forEach(push);
        task = stopped.task;
      }
      continue;
    }
    if (e.type === "user.accept") {
      const open = await tx.run.count({ where: { taskId: task.id, status: { in: [...OPEN_RUN_STATUSES] } } });
      if (open > 0 || task.status === "AWAITING_USER") {
        throw new DomainError("INVALID_STATE", `event ${index}: a result can be accepted once the task has stopped`, {
          index,
          status: task.status,
        });
      }
      slots.push({ at: push(e) });
      task = await setStatus(tx, task, "COMPLETED");
      continue;
    }
    slots.push({ at: push(e) });
    if ((WAITING_TYPES as readonly string[]).includes(e.type)) waiting = true;
  }
  const pending = answered ? await tx.pendingInterrupt.count({ where: { taskId: task.id, status: "PENDING" } }) : 1;
  const resumable = answered && pending === 0 && (task.status === "AWAITING_USER" || task.status === "CANCELLED");
  if (resumable || (waiting && !["AWAITING_USER", "CANCELLING"].includes(task.status))) {
    const open = await tx.run.count({ where: { taskId: task.id, status: { in: [...OPEN_RUN_STATUSES] } } });
    if (open === 0) task = await setStatus(tx, task, await queueRun(tx, task));
  }
  if (opts.beforeAppend) {
    for (const e of toAppend) e.id ??= newId("event");
    await opts.beforeAppend(slots.map((s) => ("prior" in s ? s.prior.id : toAppend[s.at]!.id!)));
  }
  const rows = await append(stream, toAppend);
  return { events: slots.map((s) => ("prior" in s ? s.prior : rows[s.at]!)), task };
}
