import { builder } from "../builder.js";
import { EventUnion, TaskEventInterface } from "./event.js";
import { EventConnection, eventFilterArgs, resolveEventPage } from "./events-connection.js";

export const RunKindEnum = builder.enumType("RunKind", {
  description: "PROMPT opens a turn; STEER guides the turn in progress (PROMPT when none is); CLEAR resets the context.",
  values: ["PROMPT", "STEER", "CLEAR"] as const,
});
export const RunStatusEnum = builder.enumType("RunStatus", {
  values: ["QUEUED", "SCHEDULED", "RUNNING", "AWAITING_USER", "DRAINING", "FINISHED", "CANCELLED", "RESCHEDULED"] as const,
});

export const RunRef = builder.prismaNode("Run", {
  id: { field: "id" },
  fields: (t) => ({
    kind: t.expose("kind", { type: RunKindEnum }),
    status: t.expose("status", { type: RunStatusEnum }),
    task: t.relation("task"),
    stopReason: t.exposeString("stopReason", { nullable: true }),
    turns: t.exposeInt("turns"),
    receipt: t.expose("receipt", {
      type: "JSON",
      nullable: true,
      description: "What the finished run cost (usage) and which app actions were decided in it.",
    }),
    input: t.expose("input", {
      type: "JSON",
      nullable: true,
      description:
        "What an AG-UI input gave the run (POST /agui): { runId, threadId, tools, context, state, forwardedProps }. `tools` are the frontend tools the worker may call as custom tools (worker.custom_tool_use); null for runs started through GraphQL.",
    }),
    leaseExpiresAt: t.expose("leaseExpiresAt", { type: "DateTime", nullable: true }),
    startedAt: t.expose("startedAt", { type: "DateTime", nullable: true }),
    endedAt: t.expose("endedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    events: t.connection(
      {
        type: EventUnion,
        args: eventFilterArgs(t.arg),
        select: { taskId: true, task: { select: { purgedThroughSequence: true } } },
        resolve: (run, args, ctx, info) =>
          resolveEventPage(
            ctx,
            { taskId: run.taskId, runId: run.id, purgedThrough: run.task.purgedThroughSequence },
            args as never,
            info,
          ),
      },
      EventConnection,
    ),
  }),
});

builder.interfaceField(TaskEventInterface, "run", (t) =>
  t.field({
    type: RunRef,
    nullable: true,
    description: "The run the event belongs to.",
    resolve: (e, _a, ctx) => (e.runId ? ctx.loaders.run.load(e.runId) : null),
  }),
);
