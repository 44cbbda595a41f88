import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import type { ApiKey, Workspace } from "../../db/generated/prisma/client.js";
import { createApiKey, createWorkspace, revokeApiKey } from "../../domain/workspaces.js";
import { KEY_REVOKED_TOPIC } from "../../domain/auth.js";
import { ApiKeyRef, ApiKeyScopeEnum, WorkspaceRef } from "../types/workspace.js";

const CreateWorkspacePayload = builder
  .objectRef<{ workspace: Workspace; apiKey: string; apiKeyInfo: ApiKey }>("CreateWorkspacePayload")
  .implement({
    fields: (t) => ({
      workspace: t.field({ type: WorkspaceRef, resolve: (p) => p.workspace }),
      apiKey: t.exposeString("apiKey", {
        description: "The new workspace's first key (scopes client and worker). Shown once.",
      }),
      apiKeyInfo: t.field({ type: ApiKeyRef, resolve: (p) => p.apiKeyInfo }),
    }),
  });

builder.mutationField("createWorkspace", (t) =>
  t.field({
    type: CreateWorkspacePayload,
    description: "Admin only: a new workspace and its first key.",
    args: {
      input: t.arg({
        type: builder.inputType("CreateWorkspaceInput", { fields: (t) => ({ name: t.string({ required: true }) }) }),
        required: true,
      }),
    },
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => {
      const r = await createWorkspace(ctx.services.db.prisma, callerOf(ctx), input);
      return { workspace: r.workspace, apiKey: r.key, apiKeyInfo: r.apiKey };
    },
  }),
);

const CreateApiKeyPayload = builder.objectRef<{ apiKey: ApiKey; key: string }>("CreateApiKeyPayload").implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyRef, resolve: (p) => p.apiKey }),
    key: t.exposeString("key", { description: "The secret. Shown once." }),
  }),
});

builder.mutationField("createApiKey", (t) =>
  t.field({
    type: CreateApiKeyPayload,
    description: "Admin only: a new key for the caller's workspace.",
    args: {
      input: t.arg({
        type: builder.inputType("CreateApiKeyInput", {
          fields: (t) => ({
            name: t.string({ required: true }),
            scopes: t.field({ type: [ApiKeyScopeEnum], required: true }),
            agentId: t.id({
              required: false,
              description: "Binds a worker key to an agent: it claims only that agent's tasks (a key without the worker scope is BAD_USER_INPUT; an unknown agent NOT_FOUND).",
            }),
          }),
        }),
        required: true,
      }),
    },
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => {
      const r = await createApiKey(ctx.services.db.prisma, callerOf(ctx), { ...input, agentId: input.agentId != null ? String(input.agentId) : null });
      return { apiKey: r.apiKey, key: r.secret };
    },
  }),
);

const RevokeApiKeyPayload = builder.objectRef<{ apiKey: ApiKey }>("RevokeApiKeyPayload").implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyRef, resolve: (p) => p.apiKey, description: "The key, with revokedAt set." }),
  }),
});

builder.mutationField("revokeApiKey", (t) =>
  t.field({
    type: RevokeApiKeyPayload,
    description:
      "Admin only: revokes a key of the caller's workspace. It is refused (UNAUTHENTICATED) at once on HTTP, on graphql-ws connect and on every new subscription. Revoking a revoked key changes nothing.",
    args: {
      input: t.arg({
        type: builder.inputType("RevokeApiKeyInput", { fields: (t) => ({ id: t.id({ required: true }) }) }),
        required: true,
      }),
    },
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => {
      const { db, keys, pubsub } = ctx.services;
      const apiKey = await revokeApiKey(db.prisma, callerOf(ctx), { id: String(input.id) });
      // Every instance's key cache forgets it at once; with the bus away (the publish is then
      // dropped, and the bus logs the outage), within API_KEY_CACHE_SECONDS.
      keys.forgetKey(apiKey.id);
      pubsub.publish(KEY_REVOKED_TOPIC, apiKey.id);
      return { apiKey };
    },
  }),
);
