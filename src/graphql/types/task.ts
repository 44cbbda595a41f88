import { builder } from "../builder.js";
import { toConnection } from "../connections.js";
import { requireScope } from "../../domain/auth.js";
import { DomainError } from "../../domain/errors.js";
import { getTask, listTasks } from "../../domain/tasks.js";
import { PAGE_SIZE, checkNotExpired, pageSize } from "../../domain/events/read.js";
import { EventUnion, TaskEventInterface, Usage } from "./event.js";
import { EventConnection, eventFilterArgs, resolveEventPage } from "./events-connection.js";

export const TaskStatusEnum = builder.enumType("TaskStatus", {
  values: ["PENDING", "QUEUED", "RUNNING", "AWAITING_USER", "IDLE", "COMPLETED", "FAILED", "CANCELLING", "CANCELLED", "TERMINATED"] as const,
});
export const TaskModeEnum = builder.enumType("TaskMode", {
  description: "INTERACTIVE goes back to IDLE between turns; ONE_SHOT runs to COMPLETED or FAILED.",
  values: ["INTERACTIVE", "ONE_SHOT"] as const,
});

/** More than the maximum page is an error, not a silent cap (the same rule as every connection). */
const strictMaxSize = (args: { first?: number | null; last?: number | null }) => {
  pageSize(args.first, args.last);
  return PAGE_SIZE.max;
};

export const TaskRef = builder.prismaNode("Task", {
  id: { field: "id" },
  fields: (t) => ({
    title: t.exposeString("title", { nullable: true }),
    status: t.expose("status", { type: TaskStatusEnum }),
    mode: t.expose("mode", { type: TaskModeEnum }),
    metadata: t.expose("metadata", { type: "JSON" }),
    budget: t.expose("budget", { type: "JSON", nullable: true }),
    usage: t.field({ type: Usage, select: { usage: true }, resolve: (task) => (task.usage ?? {}) as object }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    events: t.connection(
      {
        type: EventUnion,
        args: eventFilterArgs(t.arg),
        select: { purgedThroughSequence: true },
        resolve: (task, args, ctx, info) =>
          resolveEventPage(ctx, { taskId: task.id, purgedThrough: task.purgedThroughSequence }, args as never, info),
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
    resolve: async (_root, { id }, ctx) => {
      const caller = requireScope(ctx.caller, "client");
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
      args: { status: t.arg({ type: [TaskStatusEnum], required: false }) },
      resolve: async (_root, args, ctx) => {
        const page = await listTasks(ctx.services.db.prisma, ctx.caller, args);
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
      resolve: async (_root, args, ctx, info) => {
        const caller = requireScope(ctx.caller, "client");
        const taskId = String(args.taskId);
        // The task check and the page go out together (one round trip, not two): the page is read
        // within the caller's workspace, so it shows nothing of a task that is not theirs, and it
        // is answered only once the task is known. The cursors' expiry needs the task: checked after.
        const [task, page] = await Promise.allSettled([
          getTask(ctx.services.db.prisma, caller, taskId),
          resolveEventPage(ctx, { taskId, purgedThrough: null }, args as never, info),
        ]);
        if (task.status === "rejected") throw task.reason;
        for (const [argument, cursor] of [["after", args.after], ["before", args.before]] as const) {
          if (cursor != null && /^\d{1,19}$/.test(cursor)) checkNotExpired(BigInt(cursor), argument, task.value.purgedThroughSequence);
        }
        if (page.status === "rejected") throw page.reason;
        return page.value;
      },
    },
    EventConnection,
  ),
);

builder.interfaceField(TaskEventInterface, "task", (t) =>
  t.field({ type: TaskRef, nullable: true, resolve: (e, _a, ctx) => ctx.loaders.task.load(e.taskId) }),
);
