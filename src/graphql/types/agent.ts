import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import { toConnection } from "../connections.js";
import { listAgents } from "../../domain/agents.js";
import { CATALOG } from "../../domain/events/catalog.js";
import type { EventRow } from "../../domain/events/log.js";
import { TaskEventInterface } from "./event.js";

export const AgentRef = builder.prismaNode("Agent", {
  id: { field: "id" },
  description: "A named agent runtime: tasks target it (createTask agentId), worker keys are bound to it (createApiKey agentId).",
  fields: (t) => ({
    name: t.exposeString("name"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const AgentConnection = builder.connectionObject({ type: AgentRef, name: "AgentConnection" });

builder.queryField("agents", (t) =>
  t.connection(
    {
      type: AgentRef,
      description: "The workspace's agents, newest first (client scope).",
      authScopes: { client: true },
      resolve: async (_root, args, ctx) => toConnection(await listAgents(ctx.services.db.prisma, callerOf(ctx), args), (a) => a.id),
    },
    AgentConnection,
  ),
);

const WRITTEN_BY_CLIENTS = new Set(CATALOG.filter((d) => d.writer === "client").map((d) => d.type));

builder.interfaceField(TaskEventInterface, "agent", (t) =>
  t.field({
    type: AgentRef,
    nullable: true,
    description:
      "The agent whose run wrote the event (the worker's events and what the server wrote for the run: usage, stops). Null for events clients sent and for runs of tasks that target no agent.",
    resolve: async (e, _a, ctx) => {
      const row = e as EventRow;
      if (row.runId == null || WRITTEN_BY_CLIENTS.has(row.type)) return null;
      // Only workers bound to a task's agent run it (claimRun), so a run's agent is its task's.
      const task = await ctx.loaders.task.load(row.taskId);
      return task?.agentId ? ctx.loaders.agent.load(task.agentId) : null;
    },
  }),
);
