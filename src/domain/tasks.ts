import type { PrismaClient } from "../db/client.js";
import type { Prisma, TaskMode, TaskStatus } from "../db/generated/prisma/client.js";
import type { Caller } from "./auth.js";
import { DomainError, badInput, notFound } from "./errors.js";
import { newId } from "./ids.js";
import { BatchError, checkSystemRole, validateClientBatch, type ClientEventIn } from "./events/client-input.js";
import type { ModelCatalog } from "../config.js";
import type { EventLog, EventRow, Tx } from "./events/log.js";
import { getAgent } from "./agents.js";
import { pageByIdNewestFirst, type IdPageQuery } from "./paging.js";
import { applyClientEvents, assertOpen, lockTask, messageIdsIn, newTaskRow } from "./lifecycle.js";
import { eventsByIds, withIdempotency } from "./idempotency.js";

const metadataSchema = (v: unknown) => {
  if (v == null) return {};
  if (typeof v !== "object" || Array.isArray(v)) throw badInput("metadata must be an object");
  if (JSON.stringify(v).length > 16_000) throw badInput("metadata is limited to 16 kB");
  return v as Prisma.InputJsonObject;
};

/** A task of the caller's workspace, or NOT_FOUND (also for another workspace's task). */
export async function getTask(prisma: PrismaClient | Tx, caller: Caller, taskId: string) {
  const task = await prisma.task.findFirst({ where: { id: taskId, workspaceId: caller.workspaceId, deletedAt: null } });
  if (!task) throw notFound("task", taskId);
  return task;
}

export interface CreateTaskInput {
  title?: string | null;
  mode?: TaskMode | null;
  metadata?: unknown;
  budget?: unknown;
  events?: ClientEventIn[] | null;
  idempotencyKey?: string | null;
  /** A model of the catalogue; the catalogue's default when left out. */
  model?: string | null;
  /** The agent the task targets (its workers claim it). */
  agentId?: string | null;
  /** The end user the task acts for: data, not authentication. */
  identity?: { userId: string } | null;
  models: ModelCatalog;
}

/** An end-user identity as stored on a task (Task.identity); its userId is 1 to 200 characters. */
export function checkIdentity(identity: { userId?: unknown } | null | undefined): { userId: string } | null {
  if (identity == null) return null;
  const userId = identity.userId;
  if (typeof userId !== "string" || userId.length < 1 || userId.length > 200) {
    throw badInput("identity.userId must be 1 to 200 characters", { argument: "identity" });
  }
  return { userId };
}

/**
 * Creates a task, with its optional first batch applied in the same transaction. A retry with the
 * same idempotency key and input returns the task first created (and its events) and writes nothing.
 */
export async function createTask(log: EventLog, prisma: PrismaClient, c: Caller, input: CreateTaskInput) {
  // Everything that needs no database is checked before the key is looked at, so a refused
  // request neither holds its key nor is answered as a replay.
  if (input.title != null && input.title.length > 500) throw badInput("title is limited to 500 characters");
  const metadata = metadataSchema(input.metadata);
  const identity = checkIdentity(input.identity);
  const initial = input.events?.length ? validateClientBatch(input.events, c) : [];
  const mode = input.mode ?? "INTERACTIVE";
  const model = input.model ?? input.models.defaultModel;
  if (!input.models.models.has(model)) {
    throw badInput(`unknown model ${model}; the models are ${[...input.models.models.keys()].join(", ")}`, { argument: "model" });
  }
  checkSystemRole(initial, model, input.models);
  // Omitting the mode (or the model) and passing its default are the same request.
  const request = { title: input.title, mode, model, agentId: input.agentId, metadata: input.metadata, budget: input.budget, events: input.events, identity };
  if (input.agentId != null) await getAgent(prisma, c, input.agentId);
  return withIdempotency(prisma, c, "createTask", input.idempotencyKey, request, {
    // The record holds the task's id, then its first batch's event ids.
    replay: async ([taskId, ...eventIds]) => {
      return { task: await getTask(prisma, c, taskId!), events: await eventsByIds(prisma, eventIds) };
    },
    apply: async (record) => {
      const { result } = await log.transact(async (tx, append) => {
        // Written by applyClientEvents, with its first batch (on PostgreSQL, in one message).
        const task = newTaskRow({
          id: newId("task"),
          workspaceId: c.workspaceId,
          title: input.title ?? null,
          mode,
          model,
          agentId: input.agentId ?? null,
          identity: identity ?? null,
          metadata: metadata as Prisma.JsonValue,
          budget: (input.budget ?? null) as Prisma.JsonValue,
        });
        // A new task has asked nothing yet: an answer in its first batch names nothing of this task.
        await checkReferences(tx, task.id, input.events ?? [], true);
        // As in sendEvents, the key is recorded before the append, so a concurrent duplicate
        // waits on the key (and then replays) without holding the global sequencer.
        return applyClientEvents(tx, append, task, initial, { beforeAppend: (ids) => record(tx, [task.id, ...ids]), last: true, insert: true });
      });
      return result;
    },
  });
}

export interface SendEventsInput {
  taskId: string;
  events: ClientEventIn[];
  idempotencyKey?: string | null;
  models: ModelCatalog;
}

/**
 * Applies a client batch: every event checked before any applies, in order, all or nothing.
 * A retry with the same idempotency key and input returns the first result and writes nothing.
 */
export async function sendEvents(log: EventLog, prisma: PrismaClient, c: Caller, input: SendEventsInput) {
  const newEvents = validateClientBatch(input.events, c);
  // The key names the batch and its task: the same key on another task is another input.
  const request = { taskId: input.taskId, events: input.events };
  return withIdempotency(prisma, c, "sendEvents", input.idempotencyKey, request, {
    replay: async (ids) => {
      const events = await eventsByIds(prisma, ids);
      // The run that took (or will take) the batch's waiting work, as the first answer named it.
      const waiting = events.find((e) => e.type === "user.send_back" || e.type === "user.message");
      const run = waiting?.runId
        ? await prisma.run.findUnique({ where: { id: waiting.runId } })
        : waiting && !waiting.processedAt
          ? await prisma.run.findFirst({ where: { taskId: input.taskId, status: "QUEUED" }, orderBy: { createdAt: "asc" } })
          : null;
      return { task: await getTask(prisma, c, input.taskId), events, run };
    },
    apply: async (record) => {
      const { result } = await log.transact(async (tx, append) => {
        // Nothing is written before the transition opens: its state comes with the lock.
        const task = await lockTask(tx, c.workspaceId, input.taskId, { withState: true });
        assertOpen(task, "more events");
        checkSystemRole(newEvents, task.model, input.models);
        await checkReferences(tx, task.id, input.events);
        // The key is recorded before the append, so the global sequencer is held for the insert only.
        const applied = await applyClientEvents(tx, append, task, newEvents, { beforeAppend: (ids) => record(tx, ids), last: true });
        return { task: applied.task, events: applied.events, run: applied.run };
      });
      return result;
    },
  });
}

const REFERENCES: Record<string, { field: string; types: string[] }> = {
  "user.approval": { field: "toolUseId", types: ["worker.tool_use", "worker.mcp_tool_use"] },
  "user.custom_tool_result": { field: "customToolUseId", types: ["worker.custom_tool_use"] },
  "user.tool_result": { field: "toolUseId", types: ["worker.tool_use"] },
};

/**
 * Answers must name a question of the same task, and a message id a client gives must be new
 * in the task (checked under the task's lock, so two batches cannot both take one). `fresh`: the
 * task is being created in this transaction and holds nothing yet, so nothing is read.
 */
async function checkReferences(tx: Tx, taskId: string, events: ClientEventIn[], fresh = false) {
  const given = events.flatMap((e, index) => (e.type === "user.message" && e.fields.messageId != null ? [{ index, id: String(e.fields.messageId) }] : []));
  if (given.length > 0 && !fresh) {
    const used = await messageIdsIn(tx, taskId, given.map((g) => g.id));
    const clash = given.find((g) => used.has(g.id));
    if (clash) throw new BatchError(clash.index, `messageId ${clash.id} is already a message of this task`);
  }
  const wanted = events.flatMap((e, index) => {
    const ref = REFERENCES[e.type];
    return ref ? [{ index, id: String(e.fields[ref.field]), types: ref.types }] : [];
  });
  if (wanted.length === 0) return;
  const found = fresh
    ? []
    : await tx.event.findMany({
        where: { taskId, id: { in: wanted.map((w) => w.id) } },
        select: { id: true, type: true },
      });
  const byId = new Map(found.map((f) => [f.id, f.type]));
  for (const w of wanted) {
    const type = byId.get(w.id);
    if (!type || !w.types.includes(type)) {
      throw new BatchError(w.index, `${w.id} is not a ${w.types.join(" or ")} of this task`);
    }
  }
}

export interface TaskListQuery extends IdPageQuery {
  status?: readonly TaskStatus[] | null;
  /** Only the tasks acting for this end user (Task.identity.userId). */
  userId?: string | null;
}

/** The caller's tasks, newest first; the cursor is the task id (ids sort by creation). */
export async function listTasks(prisma: PrismaClient, c: Caller, q: TaskListQuery) {
  return pageByIdNewestFirst(q, { prefix: "task", name: "a task" }, (id, order, take) => {
    const where: Prisma.TaskWhereInput = { workspaceId: c.workspaceId, deletedAt: null };
    if (id) where.id = id;
    if (q.status?.length) where.status = { in: [...q.status] };
    if (q.userId != null) where.identity = { path: ["userId"], equals: q.userId };
    return prisma.task.findMany({ where, orderBy: { id: order }, take });
  });
}

