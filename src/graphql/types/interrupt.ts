import { builder } from "../builder.js";
import { TaskRef } from "./task.js";

export const InterruptKindEnum = builder.enumType("InterruptKind", { values: ["TOOL_APPROVAL", "CUSTOM_TOOL"] as const });
export const InterruptStatusEnum = builder.enumType("InterruptStatus", { values: ["PENDING", "RESOLVED", "CANCELLED"] as const });

export const PendingInterruptRef = builder.prismaObject("PendingInterrupt", {
  name: "PendingInterrupt",
  description: "A question a run stopped on: an approval for a tool use, or a custom tool's result.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.expose("kind", { type: InterruptKindEnum }),
    status: t.expose("status", { type: InterruptStatusEnum }),
    askedByEventId: t.exposeID("eventId", { description: "The worker.tool_use or worker.custom_tool_use that asked." }),
    run: t.relation("run", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    resolvedAt: t.expose("resolvedAt", { type: "DateTime", nullable: true }),
  }),
});

builder.prismaObjectField(TaskRef, "pendingInterrupts", (t) =>
  t.relation("interrupts", {
    description: "The questions the task waits on (kept when a waiting task is drained).",
    query: { where: { status: "PENDING" }, orderBy: { createdAt: "asc" } },
  }),
);

builder.prismaObjectField(TaskRef, "interrupts", (t) =>
  t.relation("interrupts", {
    description:
      "Every question the task was asked, oldest first: pending, resolved, or cancelled (answered with CANCEL, withdrawn by an abort, a terminal error or terminateTask).",
    args: { status: t.arg({ type: [InterruptStatusEnum], required: false }) },
    query: (args) => ({ where: args.status?.length ? { status: { in: [...args.status] } } : {}, orderBy: { createdAt: "asc" } }),
  }),
);
