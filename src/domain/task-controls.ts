import type { Prisma, Task } from "../db/generated/prisma/client.js";
import type { Caller } from "./auth.js";
import { DomainError, badInput, notFound } from "./errors.js";
import type { EventLog, NewEvent, Tx } from "./events/log.js";
import { parsePayload } from "./events/catalog.js";
import { BatchError } from "./events/client-input.js";
import { newId } from "./ids.js";
import { Transition, UNENDED_RUN_STATUSES, applyClientEvents, assertOpen, lockTask, openSpanIds, runSpans } from "./lifecycle.js";

/** Deletes a task: writes task.deleted (its open streams read it and end), then hides it. */
export async function deleteTask(log: EventLog, c: Caller, taskId: string) {
  const { result } = await log.transact(async (tx, append) => {
    const task = await lockTask(tx, c.workspaceId, taskId);
    await tx.task.update({ where: { id: task.id }, data: { deletedAt: new Date() } });
    await tx.run.updateMany({
      where: { taskId: task.id, status: { in: [...UNENDED_RUN_STATUSES] } },
      data: { status: "CANCELLED", endedAt: new Date(), leaseExpiresAt: null },
    });
    // Appended last, with the COMMIT: the global sequencer is held for the insert only.
    const [event] = await append({ workspaceId: c.workspaceId, taskId: task.id }, [{ type: "task.deleted" }], { last: true });
    return { taskId: task.id, event: event! };
  });
  return result;
}

const BUDGET_KEYS = new Set(["maxTokens", "maxCostUsd"]);

function checkBudget(budget: unknown) {
  if (budget == null) return null;
  if (typeof budget !== "object" || Array.isArray(budget)) throw badInput("budget must be an object { maxTokens?, maxCostUsd? }");
  for (const [k, v] of Object.entries(budget)) {
    if (!BUDGET_KEYS.has(k)) throw badInput(`budget has no field ${k}`);
    if (typeof v !== "number" || v < 0) throw badInput(`budget.${k} must be a number ≥ 0`);
  }
  return budget as Prisma.InputJsonObject;
}

/** Changes a task's title, metadata or budget; writes task.updated with what was set. */
export async function updateTask(
  log: EventLog,
  c: Caller,
  input: { taskId: string; title?: string | null; metadata?: unknown; budget?: unknown },
) {
  const set: Record<string, unknown> = {};
  if (input.title !== undefined) {
    if (input.title != null && input.title.length > 500) throw badInput("title is limited to 500 characters");
    set.title = input.title;
  }
  if (input.metadata !== undefined) {
    if (input.metadata == null || typeof input.metadata !== "object" || Array.isArray(input.metadata)) throw badInput("metadata must be an object");
    if (JSON.stringify(input.metadata).length > 16_000) throw badInput("metadata is limited to 16 kB");
    set.metadata = input.metadata;
  }
  if (input.budget !== undefined) set.budget = checkBudget(input.budget);
  if (Object.keys(set).length === 0) throw badInput("nothing to update: give title, metadata or budget");
  const payload = parsePayload("task.updated", set);
  if (!payload.ok) throw badInput(payload.reason);
  const { result } = await log.transact(async (tx, append) => {
    const task = await lockTask(tx, c.workspaceId, input.taskId);
    const updated = await tx.task.update({
      where: { id: task.id },
      data: {
        ...(set.title !== undefined ? { title: set.title as string | null } : {}),
        ...(set.metadata !== undefined ? { metadata: set.metadata as Prisma.InputJsonObject } : {}),
        ...(set.budget !== undefined ? { budget: (set.budget ?? undefined) as Prisma.InputJsonObject } : {}),
      },
    });
    const [event] = await append({ workspaceId: c.workspaceId, taskId: task.id }, [{ type: "task.updated", payload: payload.value }], { last: true });
    return { task: updated, event: event! };
  });
  return result;
}

/** The open spans of the run a command stops, for the machine to close. */
async function openSpansOf(tx: Tx, tr: Transition) {
  const run = tr.state.run && tr.state.run.status !== "QUEUED" ? tr.state.run.id : null;
  if (!run) return { openSpans: [] as string[], spans: undefined };
  const spans = await runSpans(tx, run);
  return { openSpans: openSpanIds(spans), spans };
}

/** Takes a task back for good: its work stops, its questions are withdrawn, it takes nothing more. */
export async function terminateTask(log: EventLog, c: Caller, taskId: string) {
  const { result } = await log.transact(async (tx, append) => {
    const tr = await Transition.open(tx, await lockTask(tx, c.workspaceId, taskId, { withState: true }));
    const { openSpans, spans } = await openSpansOf(tx, tr);
    await tr.do({ type: "Terminate", openSpans }, { spans });
    // Queued work that is not the machine's open run (a CLEAR behind a turn) goes too.
    await tx.run.updateMany({ where: { taskId: tr.task.id, status: "QUEUED" }, data: { status: "CANCELLED", endedAt: new Date() } });
    // Appended last and once, with the COMMIT: the global sequencer is held for the insert only.
    const rows = await append(tr.stream, tr.events, { last: true });
    return { task: tr.task, events: rows.slice(-1) };
  });
  return result;
}

/**
 * Cancels the work of a task, or of one run (`runId`). ABORT stops the turn now and keeps the
 * task warm (back to IDLE), writing `user.interrupt` naming the run it stopped. DRAIN lets the
 * turn finish, then CANCELLED; drainWithinSeconds forces it after that long. A task that waits
 * for the user keeps its pending questions when drained.
 */
export async function cancelRun(
  log: EventLog,
  c: Caller,
  input: { taskId?: string | null; runId?: string | null; mode?: "ABORT" | "DRAIN" | null; drainWithinSeconds?: number | null },
) {
  const mode = input.mode ?? "ABORT";
  if (input.drainWithinSeconds != null && (mode !== "DRAIN" || input.drainWithinSeconds < 0 || input.drainWithinSeconds > 86_400)) {
    throw badInput("drainWithinSeconds goes with DRAIN, from 0 to 86400");
  }
  if (!input.taskId && !input.runId) throw badInput("give taskId or runId");
  const { result } = await log.transact(async (tx, append) => {
    let taskId = input.taskId ?? null;
    if (input.runId) {
      const run = await tx.run.findFirst({ where: { id: input.runId, workspaceId: c.workspaceId }, select: { taskId: true, status: true } });
      if (!run) throw notFound("run", input.runId);
      // A run of another task (or workspace) is no run of this one.
      if (taskId && run.taskId !== taskId) throw notFound("run", input.runId);
      taskId = run.taskId;
      if (!["QUEUED", "SCHEDULED", "RUNNING", "DRAINING"].includes(run.status)) {
        throw new DomainError("INVALID_STATE", `run ${input.runId} has ended (${run.status}); there is nothing to cancel`, { status: run.status });
      }
    }
    const tr = await Transition.open(tx, await lockTask(tx, c.workspaceId, taskId!, { withState: true }));
    const { openSpans, spans } = await openSpansOf(tx, tr);
    const drainDeadline = input.drainWithinSeconds != null ? new Date(Date.now() + input.drainWithinSeconds * 1000) : null;
    await tr.do({ type: "Cancel", mode, runId: input.runId ?? null, openSpans }, { spans, drainDeadline });
    if (!input.runId) {
      // Cancelling a task's work also drops queued work the machine does not hold (a CLEAR behind a turn).
      await tx.run.updateMany({ where: { taskId: tr.task.id, status: "QUEUED" }, data: { status: "CANCELLED", endedAt: new Date() } });
    }
    // Appended last, with the COMMIT: the global sequencer is held for the insert only.
    const events = await append(tr.stream, tr.events, { last: true });
    return { task: tr.task, events };
  });
  return result;
}

/**
 * Starts a run of a kind. PROMPT queues a turn with the message; STEER puts the message into the
 * turn in progress (a PROMPT when none is); CLEAR queues a context reset, with no message. With
 * no kind and no message it is a provision call: a finished task (COMPLETED, FAILED by
 * exhaustion, CANCELLED) goes back to PENDING without a turn; an active one is left as it is and
 * its status reported; a task that cannot go on is INVALID_STATE.
 */
export async function startRun(
  log: EventLog,
  c: Caller,
  input: { taskId: string; kind?: "PROMPT" | "STEER" | "CLEAR" | null; message?: NewEvent | null },
) {
  if (input.kind === "CLEAR" && input.message) throw badInput("a CLEAR run takes no message");
  if ((input.kind === "PROMPT" || input.kind === "STEER") && !input.message) throw badInput(`a ${input.kind} run needs a message`);
  const kind = input.kind ?? (input.message ? "PROMPT" : null);
  const { result } = await log.transact(async (tx, append) => {
    const task = await lockTask(tx, c.workspaceId, input.taskId);
    const stream = { workspaceId: c.workspaceId, taskId: task.id };
    if (kind === null) {
      const tr = await Transition.open(tx, task);
      await tr.do({ type: "Provision" });
      const events = await append(stream, tr.events, { last: true });
      return { task: tr.task, run: null, events, kind: null };
    }
    assertOpen(task, "runs");
    const tr = await Transition.open(tx, task);
    const working = tr.state.run && tr.state.run.status !== "QUEUED" ? tr.state.run.id : null;
    if (kind === "STEER" && working) {
      // Guidance for the turn in hand: taken by the running run at once.
      // The run is the open row read with the task's state; the append goes with the COMMIT.
      const run = await tr.row(working);
      const events = await append(stream, [{ ...input.message!, runId: working, processedAt: new Date() }], { last: true });
      return { task, run, events, kind: "STEER" as const };
    }
    if (kind === "CLEAR") {
      const d = await tr.do({ type: "QueueClear", newRunId: newId("run") });
      const run = await tr.row(d.run!.id);
      const events = await append(stream, tr.events, { last: true });
      return { task: tr.task, run, events, kind: "CLEAR" as const };
    }
    const applied = await applyClientEvents(tx, append, task, [input.message!], { last: true });
    return { task: applied.task, run: applied.run, events: applied.events, kind: "PROMPT" as const };
  });
  return result;
}

export interface InterruptAnswer {
  interruptId: string;
  /** RESOLVE answers the question (approve the tool, or give the custom tool's result); CANCEL withdraws it. */
  action: "RESOLVE" | "CANCEL";
  /** For an approval: { result: "ALLOW" | "DENY", denyMessage? }; for a custom tool: { content: "text", isError? }. */
  payload?: Record<string, unknown> | null;
}

/**
 * Answers pending questions. Each becomes the event that answers it (user.approval or
 * user.custom_tool_result); all answered → the task runs again; some → it keeps waiting.
 * Answering an answered question again is a no-op.
 */
export async function answerInterrupts(log: EventLog, c: Caller, input: { taskId: string; answers: InterruptAnswer[] }) {
  if (input.answers.length < 1 || input.answers.length > 50) throw badInput("give 1 to 50 answers");
  const { result } = await log.transact(async (tx, append) => {
    const task = await lockTask(tx, c.workspaceId, input.taskId);
    assertOpen(task, "answers");
    const events: NewEvent[] = [];
    for (const [index, a] of input.answers.entries()) {
      const intr = await tx.pendingInterrupt.findFirst({ where: { id: a.interruptId, taskId: task.id } });
      if (!intr) throw new BatchError(index, `interrupt ${a.interruptId} is not a question of this task`);
      events.push(answerEvent(intr.kind, intr.eventId, a, c.keyId, index));
    }
    const applied = await applyClientEvents(tx, append, task, events, { last: true });
    return { task: applied.task, events: applied.events };
  });
  return result;
}

export function answerEvent(kind: string, askedBy: string, a: InterruptAnswer, keyId: string, index: number): NewEvent {
  const p = a.payload ?? {};
  let payload: Record<string, unknown>;
  if (kind === "TOOL_APPROVAL") {
    const result = a.action === "CANCEL" ? "DENY" : ((p.result as string | undefined) ?? "ALLOW");
    const denyMessage = a.action === "CANCEL" ? "cancelled" : ((p.denyMessage as string | undefined) ?? null);
    payload = { toolUseId: askedBy, result, denyMessage: result === "DENY" ? denyMessage : null, apiKeyId: keyId };
  } else {
    const text = a.action === "CANCEL" ? "cancelled" : String(p.content ?? "");
    payload = { customToolUseId: askedBy, content: [{ type: "text", text }], isError: a.action === "CANCEL" || p.isError === true };
  }
  const type = kind === "TOOL_APPROVAL" ? "user.approval" : "user.custom_tool_result";
  const parsed = parsePayload(type, payload);
  if (!parsed.ok) throw new BatchError(index, parsed.reason);
  return { type, payload: parsed.value };
}

/** Admin: how many days of history the workspace keeps (null keeps everything). */
export async function setRetention(prisma: Tx | import("../db/client.js").PrismaClient, c: Caller, days: number | null) {
  if (days != null && (!Number.isInteger(days) || days < 1 || days > 3650)) throw badInput("retentionDays must be 1 to 3650, or null");
  const ws = await prisma.workspace.findUnique({ where: { id: c.workspaceId } });
  if (!ws) throw notFound("workspace", c.workspaceId);
  return prisma.workspace.update({ where: { id: ws.id }, data: { retentionDays: days } });
}

