import { builder } from "../builder.js";

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
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true }),
  }),
});
