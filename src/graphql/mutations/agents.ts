import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import type { Agent } from "../../db/generated/prisma/client.js";
import { createAgent } from "../../domain/agents.js";
import { AgentRef } from "../types/agent.js";

const CreateAgentPayload = builder.objectRef<{ agent: Agent }>("CreateAgentPayload").implement({
  fields: (t) => ({ agent: t.field({ type: AgentRef, resolve: (p) => p.agent }) }),
});

builder.mutationField("createAgent", (t) =>
  t.field({
    type: CreateAgentPayload,
    description: "Admin only: a new agent of the caller's workspace; its name is unique there (a second is BAD_USER_INPUT).",
    args: {
      input: t.arg({
        type: builder.inputType("CreateAgentInput", { fields: (t) => ({ name: t.string({ required: true }) }) }),
        required: true,
      }),
    },
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => ({ agent: await createAgent(ctx.services.db.prisma, callerOf(ctx), input) }),
  }),
);
