import type { PrismaClient } from "../db/client.js";
import { insertApiKey, requireScope, SCOPES, type Caller, type Scope } from "./auth.js";
import type { Prisma } from "../db/client.js";
import { DomainError, badInput, notFound } from "./errors.js";
import { newId } from "./ids.js";
import { pageSize } from "./events/read.js";

function checkName(name: string, what: string) {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 200) throw badInput(`${what} name must be 1 to 200 characters`);
  return trimmed;
}

/** Admin only: a new workspace and its first key (client and worker scopes). */
export async function createWorkspace(prisma: PrismaClient, caller: Caller | null, input: { name: string }) {
  requireScope(caller, "admin");
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
  caller: Caller | null,
  input: { name: string; scopes: readonly string[] },
) {
  const admin = requireScope(caller, "admin");
  const name = checkName(input.name, "key");
  if (input.scopes.length === 0) throw badInput("a key needs at least one scope");
  for (const s of input.scopes) {
    if (!SCOPES.includes(s as Scope)) throw badInput(`unknown scope ${s}`);
  }
  return insertApiKey(prisma, { workspaceId: admin.workspaceId, name, scopes: input.scopes as Scope[] });
}

/**
 * Admin only: revokes a key of the caller's own workspace. From then on the key is refused
 * (UNAUTHENTICATED) on every request, graphql-ws connect and subscribe. Revoking twice is a no-op;
 * another workspace's key is NOT_FOUND, like one that does not exist.
 */
export async function revokeApiKey(prisma: PrismaClient, caller: Caller | null, input: { id: string }) {
  const admin = requireScope(caller, "admin");
  const key = await prisma.apiKey.findFirst({ where: { id: input.id, workspaceId: admin.workspaceId } });
  if (!key) throw notFound("API key", input.id);
  if (key.revokedAt) return key;
  await prisma.apiKey.updateMany({ where: { id: key.id, revokedAt: null }, data: { revokedAt: new Date() } });
  return prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } });
}

export interface ApiKeyListQuery {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  revoked?: boolean | null;
}

/** Admin only: the keys of the caller's workspace, newest first; the cursor is the key id (ids sort by creation). */
export async function listApiKeys(prisma: PrismaClient, caller: Caller | null, q: ApiKeyListQuery) {
  const admin = requireScope(caller, "admin");
  const { size, backward } = pageSize(q.first, q.last);
  for (const [name, v] of [["after", q.after], ["before", q.before]] as const) {
    if (v != null && !/^key_[0-9A-HJKMNP-TV-Z]{26}$/.test(v)) {
      throw new DomainError("INVALID_CURSOR", `${name} is not an API key cursor`, { argument: name });
    }
  }
  const where: Prisma.ApiKeyWhereInput = { workspaceId: admin.workspaceId };
  if (q.after || q.before) where.id = { ...(q.after ? { lt: q.after } : {}), ...(q.before ? { gt: q.before } : {}) };
  if (q.revoked != null) where.revokedAt = q.revoked ? { not: null } : null;
  const rows = await prisma.apiKey.findMany({ where, orderBy: { id: backward ? "asc" : "desc" }, take: size + 1 });
  const more = rows.length > size;
  const page = more ? rows.slice(0, size) : rows;
  if (backward) page.reverse();
  return { keys: page, hasNextPage: backward ? q.before != null : more, hasPreviousPage: backward ? more : q.after != null };
}
