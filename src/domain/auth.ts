import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "../db/client.js";
import { DomainError } from "./errors.js";
import { newId } from "./ids.js";

export const SCOPES = ["admin", "client", "worker"] as const;
export type Scope = (typeof SCOPES)[number];

/** Who is calling: resolved from the API key on every request and every subscription. */
export interface Caller {
  workspaceId: string;
  keyId: string;
  scopes: ReadonlySet<Scope>;
  /** The agent a worker key is bound to: it claims only that agent's tasks (unbound: only tasks without one). */
  agentId?: string | null;
}

const KEY_PREFIX = "atk_";

/** 192 random bits, URL-safe. */
export function generateApiKey(): string {
  return KEY_PREFIX + randomBytes(24).toString("base64url");
}

export function hashApiKey(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function requireScope(caller: Caller | null, scope: Scope): Caller {
  if (!caller) throw new DomainError("UNAUTHENTICATED", "an API key is required (x-api-key or Authorization: Bearer header)");
  if (!caller.scopes.has(scope)) {
    throw new DomainError("FORBIDDEN", `this API key lacks the ${scope} scope`, { requiredScope: scope });
  }
  return caller;
}

/** `lastUsedAt` is kept to this resolution: a key in steady use costs one write a minute, not one per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
/**
 * Per key, the stored lastUsedAt (ms, or null) that this process last set out to replace. A burst
 * of requests that all read the same stale value before the first write committed then writes
 * once, not once per request that raced the write. Another value (set by another instance, or a
 * minute later by this one) is written over as usual.
 */
const replacing = new Map<string, number | null>();

/**
 * Looks a key up by its hash; a missing, wrong or revoked key is null. Runs on every request
 * and every graphql-ws connect and subscribe, so a revocation takes effect at once everywhere.
 */
export async function authenticate(prisma: PrismaClient, secret: string | undefined | null): Promise<Caller | null> {
  if (!secret || typeof secret !== "string" || secret.length > 200) return null;
  const hash = hashApiKey(secret);
  const key = await prisma.apiKey.findUnique({ where: { hash } });
  if (!key || key.revokedAt) return null;
  // The lookup is by hash; compare once more in constant time so timing says nothing either way.
  if (!timingSafeEqual(Buffer.from(key.hash), Buffer.from(hash))) return null;
  await noteUse(prisma, key);
  return { workspaceId: key.workspaceId, keyId: key.id, scopes: new Set(key.scopes as Scope[]), agentId: key.agentId };
}

/** Records that a key was used, at most once per LAST_USED_RESOLUTION_MS (across instances too: the write is conditional). */
async function noteUse(prisma: PrismaClient, key: { id: string; lastUsedAt: Date | null }) {
  const now = Date.now();
  const seen = key.lastUsedAt?.getTime() ?? null;
  if (seen !== null && now - seen < LAST_USED_RESOLUTION_MS) return;
  if (replacing.get(key.id) === seen) return;
  if (replacing.size >= 10_000) replacing.clear(); // a bound, not a correctness matter: the write is conditional
  replacing.set(key.id, seen);
  try {
    const stale = new Date(now - LAST_USED_RESOLUTION_MS);
    await prisma.apiKey.updateMany({
      where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] },
      data: { lastUsedAt: new Date(now) },
    });
  } catch {
    // Bookkeeping only: a failed write must not fail the request; the next use tries again.
    if (replacing.get(key.id) === seen) replacing.delete(key.id);
  }
}

export async function insertApiKey(
  prisma: Pick<PrismaClient, "apiKey">,
  input: { workspaceId: string; name: string; scopes: readonly Scope[]; secret?: string; agentId?: string | null },
) {
  const secret = input.secret ?? generateApiKey();
  const apiKey = await prisma.apiKey.create({
    data: {
      id: newId("apiKey"),
      workspaceId: input.workspaceId,
      name: input.name,
      prefix: secret.slice(0, 8),
      hash: hashApiKey(secret),
      scopes: [...new Set(input.scopes)],
      agentId: input.agentId ?? null,
    },
  });
  return { apiKey, secret };
}

/**
 * Makes sure someone can call the API: with BOOTSTRAP_API_KEY, a workspace holding that key with
 * every scope; with no key anywhere, a new one, returned so the caller can print it once.
 * Serialised by a transaction advisory lock so instances starting together agree.
 */
export async function bootstrapAccess(
  prisma: PrismaClient,
  bootstrapKey: string | undefined,
): Promise<{ createdKey?: string; workspaceId?: string }> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(72707370)");
    if (bootstrapKey) {
      const existing = await tx.apiKey.findUnique({ where: { hash: hashApiKey(bootstrapKey) } });
      if (existing) return { workspaceId: existing.workspaceId };
      const ws = await tx.workspace.create({ data: { id: newId("workspace"), name: "Bootstrap" } });
      await insertApiKey(tx, { workspaceId: ws.id, name: "bootstrap", scopes: SCOPES, secret: bootstrapKey });
      return { workspaceId: ws.id };
    }
    if ((await tx.apiKey.count()) > 0) return {};
    const ws = await tx.workspace.create({ data: { id: newId("workspace"), name: "Default" } });
    const { secret } = await insertApiKey(tx, { workspaceId: ws.id, name: "first-start", scopes: SCOPES });
    return { createdKey: secret, workspaceId: ws.id };
  });
}
