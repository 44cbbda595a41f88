import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import { toConnection } from "../connections.js";
import { listApiKeys } from "../../domain/workspaces.js";

export const WorkspaceRef = builder.prismaNode("Workspace", {
  id: { field: "id" },
  fields: (t) => ({
    name: t.exposeString("name"),
    retentionDays: t.exposeInt("retentionDays", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const ApiKeyScopeEnum = builder.enumType("ApiKeyScope", {
  values: { ADMIN: { value: "admin" }, CLIENT: { value: "client" }, WORKER: { value: "worker" } } as const,
});

export const ApiKeyRef = builder.prismaNode("ApiKey", {
  id: { field: "id" },
  fields: (t) => ({
    name: t.exposeString("name"),
    prefix: t.exposeString("prefix", { description: "The first characters of the secret." }),
    scopes: t.field({ type: [ApiKeyScopeEnum], select: { scopes: true }, resolve: (k) => k.scopes as never }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastUsedAt: t.expose("lastUsedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the key was last used, to the minute (it is written at most once a minute).",
    }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true }),
    agent: t.relation("agent", { nullable: true, description: "The agent a worker key is bound to: it claims only that agent's tasks." }),
  }),
});

export const ApiKeyConnection = builder.connectionObject({ type: ApiKeyRef, name: "ApiKeyConnection" });

builder.queryField("apiKeys", (t) =>
  t.connection(
    {
      type: ApiKeyRef,
      description: "Admin only: the keys of the caller's workspace, newest first. Secrets are never shown, only their prefix.",
      args: { revoked: t.arg.boolean({ required: false, description: "true: only revoked keys; false: only active ones." }) },
      authScopes: { admin: true },
      resolve: async (_root, args, ctx) => {
        const page = await listApiKeys(ctx.services.db.prisma, callerOf(ctx), args);
        return toConnection(page, (key) => key.id);
      },
    },
    ApiKeyConnection,
  ),
);
