import type { RunAgentInput } from "@ag-ui/core";
import type { Prisma, Run, Task } from "../db/generated/prisma/client.js";
import type { ModelCatalog } from "../config.js";
import type { Caller } from "../domain/auth.js";
import { notFound } from "../domain/errors.js";
import { newId } from "../domain/ids.js";
import { BatchError, validateClientBatch, type ClientEventIn } from "../domain/events/client-input.js";
import { sqlIn, type EventLog, type NewEvent, type Tx } from "../domain/events/log.js";
import { applyClientEvents, assertOpen, latestUnendedRun, lockTask, messageIdsIn, taskKey } from "../domain/lifecycle.js";
import { answerEvent } from "../domain/task-controls.js";
import { userMessageEvent } from "./input.js";

/** What a POST /agui streams: a run of the thread's task, or nothing to do. */
export interface AguiStart {
  task: Task;
  /** The stored run the stream follows; null when the input asked for nothing and nothing is under way. */
  run: Run | null;
  /** The input repeats an earlier one (same thread, same run id): its run is replayed, nothing was written. */
  reattached: boolean;
}

/** What the run keeps of an AG-UI input (Run.input), and what claimRun hands the worker. */
export function runInputOf(input: RunAgentInput) {
  return {
    runId: input.runId,
    threadId: input.threadId,
    tools: input.tools ?? [],
    context: input.context ?? [],
    state: input.state ?? null,
    forwardedProps: input.forwardedProps ?? null,
  } as Prisma.InputJsonObject;
}

const isTaskId = (id: string) => /^task_/.test(id);

/**
 * The thread's run that an AG-UI input with this runId started: a lookup by "<taskId> <runId>" in
 * the unique index "Run_taskId_aguiRunId_key" (see its migration), however many runs the thread had.
 */
export const RUN_OF_AGUI_RUN_ID = `SELECT "id" FROM "Run" WHERE ("taskId" || ' ' || ("input"->>'runId')) = $1`;

/**
 * The thread's task, locked: a task id of the caller's workspace, or the task that remembers the
 * client's own thread id (created here, in the caller's transaction, when there is none yet). A
 * `task_…` id that is not the caller's is NOT_FOUND, however it is missing.
 */
async function threadTask(tx: Tx, c: Caller, threadId: string, models: ModelCatalog): Promise<Task> {
  if (isTaskId(threadId)) return lockTask(tx, c.workspaceId, threadId);
  const known = await tx.task.findFirst({ where: { workspaceId: c.workspaceId, externalThreadId: threadId } });
  if (known) {
    if (known.deletedAt) throw notFound("thread", threadId);
    return lockTask(tx, c.workspaceId, known.id);
  }
  return tx.task.create({
    data: {
      id: newId("task"),
      workspaceId: c.workspaceId,
      externalThreadId: threadId,
      mode: "INTERACTIVE",
      model: models.defaultModel,
      metadata: {},
      status: "PENDING",
    },
  });
}

/**
 * Applies an AG-UI input to its thread, all or nothing: new user messages (by id; ones the task
 * already holds are skipped), tool messages answering pending frontend tool calls, and resume
 * entries answering interrupts, as one client batch; then records the input on the run that takes
 * the work. The same thread and run id again is a reattach: nothing is written.
 */
export async function startAguiRun(log: EventLog, c: Caller, input: RunAgentInput, models: ModelCatalog): Promise<AguiStart> {
  const attempt = () =>
    log.transact(async (tx, append) => {
      const task = await threadTask(tx, c, input.threadId, models);
      const [earlierId] = await sqlIn(tx)<{ id: string }>(RUN_OF_AGUI_RUN_ID, [taskKey(task.id, input.runId)]);
      const earlier = earlierId ? await tx.run.findUnique({ where: { id: earlierId.id } }) : null;
      if (earlier) return { task, run: earlier, reattached: true };

      const events = await newEventsOf(tx, c, task, input);
      let run: Run | null = null;
      let current = task;
      if (events.length > 0) {
        assertOpen(task, "messages");
        const applied = await applyClientEvents(tx, append, task, events);
        current = applied.task;
        run = applied.run;
      }
      // Nothing new to do, or the work joined a run already under way: follow the thread's open run.
      run ??= await latestUnendedRun(tx, task.id);
      if (run && run.input == null) {
        run = await tx.run.update({ where: { id: run.id }, data: { input: runInputOf(input) } });
      }
      return { task: current, run, reattached: false };
    });
  try {
    return (await attempt()).result;
  } catch (err) {
    // Two first inputs of one new thread at once: the second finds the task the first created.
    if ((err as { code?: string }).code === "P2002" && !isTaskId(input.threadId)) return (await attempt()).result;
    throw err;
  }
}

/** The input's work that the task has not recorded yet, checked as one client batch. */
async function newEventsOf(tx: Tx, c: Caller, task: Task, input: RunAgentInput): Promise<NewEvent[]> {
  const answers: NewEvent[] = [];
  const resume = input.resume ?? [];
  for (const [index, entry] of resume.entries()) {
    const intr = await tx.pendingInterrupt.findFirst({ where: { id: entry.interruptId, taskId: task.id } });
    if (!intr) throw new BatchError(index, `resume.${index}: interrupt ${entry.interruptId} is not a question of this thread`);
    // Answered already (the same resume sent again): nothing to write.
    if (intr.status !== "PENDING") continue;
    const payload = entry.payload && typeof entry.payload === "object" && !Array.isArray(entry.payload) ? (entry.payload as Record<string, unknown>) : {};
    answers.push(
      answerEvent(intr.kind, intr.eventId, { interruptId: intr.id, action: entry.status === "cancelled" ? "CANCEL" : "RESOLVE", payload }, c.keyId, index),
    );
  }

  const userMessages = input.messages.flatMap((m, index) => (m.role === "user" ? [{ m, index }] : []));
  const ids = userMessages.map(({ m }) => m.id);
  const recorded = ids.length ? await messageIdsIn(tx, task.id, ids) : new Set<string>();

  const toolMessages = input.messages.flatMap((m, index) => (m.role === "tool" ? [{ m, index }] : []));
  const pendingCustom = toolMessages.length
    ? await tx.pendingInterrupt.findMany({
        where: { taskId: task.id, kind: "CUSTOM_TOOL", status: "PENDING", eventId: { in: toolMessages.map(({ m }) => m.toolCallId) } },
      })
    : [];
  const answeredHere = new Set(answers.map((a) => String((a.payload as Record<string, unknown>).customToolUseId ?? "")));

  // In the input's order, so a tool result and the user message after it keep their order.
  const batch: ClientEventIn[] = [];
  for (const { m, index } of [...userMessages, ...toolMessages].sort((a, b) => a.index - b.index)) {
    if (m.role === "user") {
      if (!recorded.has(m.id)) batch.push(userMessageEvent(m, index));
    } else if (m.role === "tool") {
      if (!pendingCustom.some((p) => p.eventId === m.toolCallId) || answeredHere.has(m.toolCallId)) continue;
      answeredHere.add(m.toolCallId);
      const text = typeof m.content === "string" ? m.content : m.content.map((p) => (p.type === "text" ? p.text : "")).join("");
      batch.push({
        type: "user.custom_tool_result",
        fields: { customToolUseId: m.toolCallId, content: [{ type: "text", text: text || (m.error ?? "") }], isError: m.error != null },
      });
    }
  }
  const checked = batch.length ? validateClientBatch(batch, c) : [];
  return [...answers, ...checked];
}
