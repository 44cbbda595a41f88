import { builder } from "../builder.js";

export const WorkflowRunStatusEnum = builder.enumType("WorkflowRunStatus", { values: ["RUNNING", "IDLE", "ENDED"] as const });
export const WorkflowPhaseStatusEnum = builder.enumType("WorkflowPhaseStatus", { values: ["PENDING", "RUNNING", "ENDED"] as const });

export const WorkflowPhaseRef = builder.prismaNode("WorkflowPhase", {
  id: { field: "id" },
  fields: (t) => ({
    name: t.exposeString("name"),
    position: t.exposeInt("position"),
    status: t.expose("status", { type: WorkflowPhaseStatusEnum }),
    startedAt: t.expose("startedAt", { type: "DateTime", nullable: true }),
    endedAt: t.expose("endedAt", { type: "DateTime", nullable: true }),
  }),
});

export const WorkflowRunRef = builder.prismaNode("WorkflowRun", {
  id: { field: "id" },
  fields: (t) => ({
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    status: t.expose("status", { type: WorkflowRunStatusEnum }),
    result: t.exposeString("result", { nullable: true }),
    task: t.relation("task"),
    phases: t.relation("phases", { query: { orderBy: { position: "asc" } } }),
    threads: t.relation("threads", { query: { orderBy: { id: "asc" } } }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});
