import { getAgent } from "./agents.js";
import type { PrismaClient } from "../db/client.js";
import { insertApiKey, SCOPES, type Caller, type Scope } from "./auth.js";
import type { Prisma } from "../db/client.js";
import { badInput, notFound } from "./errors.js";
import { newId } from "./ids.js";
import { pageByIdNewestFirst, type IdPageQuery } from "./paging.js";

function checkName(name: string, what: string) {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 200) throw badInput(`${what} name must be 1 to 200 characters`);
  return trimmed;
}

/** Admin only: a new workspace and its first key (client and worker scopes). */
export async function createWorkspace(prisma: PrismaClient, caller: Caller, input: { name: string }) {
  const name = checkName(input.name, "workspace");
  return prisma.$transaction(async (tx) => {
    const workspace = await tx.workspace.create({ data: { id: newId("workspace"), name } });
    const { apiKey, secret } = await insertApiKey(tx, {
      workspaceId: workspace.id,
      name: "first key",
      scopes: ["client", "worker"],
    });
    return { workspace, apiKey, key: secret };
  });
}

/** Admin only: a new key in the caller's own workspace. */
export async function createApiKey(
  prisma: PrismaClient,
  admin: Caller,
  input: { name: string; scopes: readonly string[]; agentId?: string | null },
) {
  const name = checkName(input.name, "key");
  if (input.scopes.length === 0) throw badInput("a key needs at least one scope");
  for (const s of input.scopes) {
    if (!SCOPES.includes(s as Scope)) throw badInput(`unknown scope ${s}`);
  }
  if (input.agentId != null) {
    if (!input.scopes.includes("worker")) throw badInput("agentId binds a worker key: the key needs the worker scope", { argument: "agentId" });
    await getAgent(prisma, admin, input.agentId);
  }
  return insertApiKey(prisma, { workspaceId: admin.workspaceId, name, scopes: input.scopes as Scope[], agentId: input.agentId ?? null });
}

/**
 * Admin only: revokes a key of the caller's own workspace. From then on the key is refused
 * (UNAUTHENTICATED) on every request, graphql-ws connect and subscribe. Revoking twice is a no-op;
 * another workspace's key is NOT_FOUND, like one that does not exist.
 */
export async function revokeApiKey(prisma: PrismaClient, admin: Caller, input: { id: string }) {
  const key = await prisma.apiKey.findFirst({ where: { id: input.id, workspaceId: admin.workspaceId } });
  if (!key) throw notFound("API key", input.id);
  if (key.revokedAt) return key;
  await prisma.apiKey.updateMany({ where: { id: key.id, revokedAt: null }, data: { revokedAt: new Date() } });
  return prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } });
}

export interface ApiKeyListQuery extends IdPageQuery {
  revoked?: boolean | null;
}

/** Admin only: the keys of the caller's workspace, newest first; the cursor is the key id (ids sort by creation). */
export async function listApiKeys(prisma: PrismaClient, admin: Caller, q: ApiKeyListQuery) {
  return pageByIdNewestFirst(q, { prefix: "key", name: "an API key" }, (id, order, take) => {
    const where: Prisma.ApiKeyWhereInput = { workspaceId: admin.workspaceId };
    if (id) where.id = id;
    if (q.revoked != null) where.revokedAt = q.revoked ? { not: null } : null;
    return prisma.apiKey.findMany({ where, orderBy: { id: order }, take });
  });
}
