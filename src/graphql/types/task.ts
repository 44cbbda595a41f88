import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import { toConnection } from "../connections.js";
import { DomainError, notFound } from "../../domain/errors.js";
import { getTask, listTasks } from "../../domain/tasks.js";
import { PAGE_SIZE, pageSize, pagedTask } from "../../domain/events/read.js";
import { EventUnion, TaskEventInterface, Usage, enumRefs } from "./event.js";
import { EventConnection, eventFilterArgs, resolveEventPage, scopeOfTask } from "./events-connection.js";

/** Defined once, with the event catalogue (task.status_changed names statuses too); see README "Task statuses". */
export const TaskStatusEnum = enumRefs.TaskStatus!;
export const TaskModeEnum = builder.enumType("TaskMode", {
  description: "INTERACTIVE goes back to IDLE between turns; ONE_SHOT runs to COMPLETED or FAILED.",
  values: ["INTERACTIVE", "ONE_SHOT"] as const,
});

/** More than the maximum page is an error, not a silent cap (the same rule as every connection). */
const strictMaxSize = (args: { first?: number | null; last?: number | null }) => {
  pageSize(args.first, args.last);
  return PAGE_SIZE.max;
};

const TaskIdentity = builder.objectRef<{ userId: string }>("TaskIdentity").implement({
  description: "The end user a task acts for: data, not authentication.",
  fields: (t) => ({ userId: t.exposeString("userId") }),
});

export const TaskRef = builder.prismaNode("Task", {
  id: { field: "id" },
  fields: (t) => ({
    title: t.exposeString("title", { nullable: true }),
    status: t.expose("status", { type: TaskStatusEnum }),
    mode: t.expose("mode", { type: TaskModeEnum }),
    agent: t.relation("agent", { nullable: true, description: "The agent the task targets, if any." }),
    model: t.exposeString("model", { description: "The model the task runs on, from the server's catalogue (MODELS)." }),
    metadata: t.expose("metadata", { type: "JSON" }),
    identity: t.field({
      type: TaskIdentity,
      nullable: true,
      description: "The end user the task acts for, as createTask gave it.",
      resolve: (task) => (task.identity as { userId: string } | null) ?? null,
    }),
    externalThreadId: t.exposeString("externalThreadId", {
      nullable: true,
      description: "The thread id an AG-UI client chose for this task (POST /agui with a threadId that is not a task id); unique in the workspace.",
    }),
    budget: t.expose("budget", { type: "JSON", nullable: true }),
    usage: t.field({ type: Usage, select: { usage: true }, resolve: (task) => (task.usage ?? {}) as object }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    events: t.connection(
      {
        type: EventUnion,
        args: eventFilterArgs(t.arg),
        select: { purgedThroughSequence: true, purgeMarkerSequence: true, agentId: true },
        resolve: (task, args, ctx, info) => resolveEventPage(ctx, scopeOfTask(task), args as never, info),
      },
      EventConnection,
    ),
    runs: t.relatedConnection("runs", {
      cursor: "id",
      defaultSize: PAGE_SIZE.default,
      maxSize: strictMaxSize,
      query: { orderBy: { id: "asc" } },
    }),
    threads: t.relatedConnection("threads", {
      cursor: "id",
      defaultSize: PAGE_SIZE.default,
      maxSize: strictMaxSize,
      query: { orderBy: { id: "asc" } },
    }),
    workflowRuns: t.relatedConnection("workflowRuns", {
      cursor: "id",
      defaultSize: PAGE_SIZE.default,
      maxSize: strictMaxSize,
      query: { orderBy: { id: "asc" } },
    }),
  }),
});

export const TaskConnection = builder.connectionObject({ type: TaskRef, name: "TaskConnection" });

builder.queryField("task", (t) =>
  t.field({
    type: TaskRef,
    nullable: true,
    description:
      "A task of the caller's workspace, or null when there is none with this id (like `node`: another workspace's task is null too, exactly as a missing one). Operations that act on a task (`events`, `sendEvents`, `taskEvents`…) answer NOT_FOUND instead.",
    args: { id: t.arg.id({ required: true }) },
    authScopes: { client: true },
    resolve: async (_root, { id }, ctx) => {
      const caller = callerOf(ctx);
      try {
        return await getTask(ctx.services.db.prisma, caller, String(id));
      } catch (err) {
        // Only "no such task" is null; anything else is a real failure and is reported (masked).
        if (err instanceof DomainError && err.code === "NOT_FOUND") return null;
        throw err;
      }
    },
  }),
);

builder.queryField("tasks", (t) =>
  t.connection(
    {
      type: TaskRef,
      args: {
        status: t.arg({ type: [TaskStatusEnum], required: false }),
        userId: t.arg.string({ required: false, description: "Only the tasks acting for this end user (createTask's identity.userId)." }),
      },
      authScopes: { client: true },
      resolve: async (_root, args, ctx) => {
        const page = await listTasks(ctx.services.db.prisma, callerOf(ctx), args as Parameters<typeof listTasks>[2]);
        return toConnection(page, (task) => task.id);
      },
    },
    TaskConnection,
  ),
);

builder.queryField("events", (t) =>
  t.connection(
    {
      type: EventUnion,
      args: { taskId: t.arg.id({ required: true }), ...eventFilterArgs(t.arg) },
      authScopes: { client: true },
      resolve: async (_root, args, ctx, info) => {
        const taskId = String(args.taskId);
        if (args.agentId != null || args.afterEventId != null) {
          const task = await pagedTask(ctx.services.db.query, callerOf(ctx).workspaceId, taskId);
          if (!task) throw notFound("task", taskId);
          return resolveEventPage(ctx, scopeOfTask(task), args as never, info);
        }
        // The task is checked in the page's own statement (one round trip, not two). The page is
        // read within the caller's workspace, so a foreign task's events are never read.
        return resolveEventPage(ctx, { taskId, purgedThrough: null, purgeMarker: null }, args as never, info, true);
      },
    },
    EventConnection,
  ),
);

builder.interfaceField(TaskEventInterface, "task", (t) =>
  t.field({ type: TaskRef, nullable: true, resolve: (e, _a, ctx) => ctx.loaders.task.load(e.taskId) }),
);
