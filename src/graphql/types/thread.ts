import { builder } from "../builder.js";
import { EventUnion, TaskEventInterface } from "./event.js";
import { EventConnection, eventFilterArgs, resolveEventPage } from "./events-connection.js";

export const ThreadStatusEnum = builder.enumType("ThreadStatus", {
  values: ["RUNNING", "RESCHEDULED", "IDLE", "TERMINATED"] as const,
});

export const ThreadRef = builder.prismaNode("Thread", {
  id: { field: "id" },
  fields: (t) => ({
    workerName: t.exposeString("workerName"),
    status: t.expose("status", { type: ThreadStatusEnum }),
    stopReason: t.exposeString("stopReason", { nullable: true }),
    task: t.relation("task"),
    workflowRun: t.relation("workflowRun", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    events: t.connection(
      {
        type: EventUnion,
        args: eventFilterArgs(t.arg),
        select: { taskId: true, task: { select: { purgedThroughSequence: true } } },
        resolve: (thread, args, ctx, info) =>
          resolveEventPage(
            ctx,
            { taskId: thread.taskId, threadId: thread.id, purgedThrough: thread.task.purgedThroughSequence },
            args as never,
            info,
          ),
      },
      EventConnection,
    ),
  }),
});

builder.interfaceField(TaskEventInterface, "thread", (t) =>
  t.field({
    type: ThreadRef,
    nullable: true,
    description: "The helper thread the event belongs to, if any.",
    resolve: (e, _a, ctx) => (e.threadId ? ctx.loaders.thread.load(e.threadId) : null),
  }),
);
