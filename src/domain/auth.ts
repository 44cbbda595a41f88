import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "../db/client.js";
import { DomainError } from "./errors.js";
import { newId } from "./ids.js";
import { SingleFlight } from "./single-flight.js";

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

/** The topic on the bus that says "this key id was revoked: forget it". */
export const KEY_REVOKED_TOPIC = "apikey:revoked";

interface CachedKey {
  caller: Caller;
  /** The stored lastUsedAt as this process last knew it (ms, or null). */
  lastUsedAt: number | null;
  expiresAt: number;
}

/**
 * Keys looked up recently, by hash, in this process: a request with a known key costs no
 * database read. An entry lives `ttlMs` at most, so a revocation this process did not hear of
 * (the bus away) takes effect within that bound; a revocation heard on the bus (`forgetKey`) or
 * made here takes effect at once. Only valid keys are kept (random wrong keys cannot fill it);
 * `max` bounds it all the same. A hand-written map: the rule is three lines and a dependency
 * would not make it shorter.
 */
export class ApiKeyCache {
  private byHash = new Map<string, CachedKey>();
  private readonly reads = new SingleFlight<string, Caller | null>();
  /** Counts the revocations heard (and clears): a read begun before one is neither joined nor kept. */
  private generation = 0;
  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly max = 10_000,
  ) {}

  get(hash: string): CachedKey | undefined {
    const e = this.byHash.get(hash);
    if (!e) return undefined;
    if (this.now() >= e.expiresAt) {
      this.byHash.delete(hash);
      return undefined;
    }
    return e;
  }

  /**
   * Runs `read` for a key, or joins the read of it under way, so the requests that miss one key
   * together (it expired under steady use) send one read, not one each. `read` is handed the
   * generation to pass to `set`.
   */
  readOnce(hash: string, read: (generation: number) => Promise<Caller | null>): Promise<Caller | null> {
    const generation = this.generation;
    return this.reads.run(`${generation} ${hash}`, () => read(generation));
  }

  /** Keeps a key read in `generation`, unless a revocation was heard since. */
  set(hash: string, caller: Caller, lastUsedAt: number | null, generation = this.generation) {
    if (this.ttlMs <= 0 || generation !== this.generation) return;
    if (this.byHash.size >= this.max) this.byHash.clear();
    this.byHash.set(hash, { caller, lastUsedAt, expiresAt: this.now() + this.ttlMs });
  }

  /** Drops the key with this id (revoked). */
  forgetKey(keyId: string) {
    this.generation++;
    for (const [hash, e] of this.byHash) if (e.caller.keyId === keyId) this.byHash.delete(hash);
  }

  /** Drops everything (the bus reconnected: a revocation may have been missed). */
  clear() {
    this.generation++;
    this.byHash.clear();
  }
}

/**
 * Looks a key up by its hash; a missing, wrong or revoked key is null. Runs on every request
 * and every graphql-ws connect and subscribe. With a cache, a key seen within its bound is not
 * read again; revocations reach every instance's cache through the bus (KEY_REVOKED_TOPIC).
 */
export async function authenticate(
  prisma: PrismaClient,
  secret: string | undefined | null,
  cache?: ApiKeyCache,
): Promise<Caller | null> {
  const hash = hashOfPresentedKey(secret);
  return hash === null ? null : authenticateHash(prisma, hash, cache);
}

/** The hash to look a presented key up by; null for what cannot be a key (missing, not text, too long). */
export function hashOfPresentedKey(secret: string | undefined | null): string | null {
  return !secret || typeof secret !== "string" || secret.length > 200 ? null : hashApiKey(secret);
}

/**
 * `authenticate` for a key already hashed (`hashOfPresentedKey`): a graphql-ws connection hashes
 * its key once and checks it again for every operation by the hash, without hashing it again.
 */
export async function authenticateHash(prisma: PrismaClient, hash: string, cache?: ApiKeyCache): Promise<Caller | null> {
  const cached = cache?.get(hash);
  if (cached) {
    const written = await noteUse(prisma, { id: cached.caller.keyId, lastUsedAt: cached.lastUsedAt === null ? null : new Date(cached.lastUsedAt) });
    if (written !== undefined) cached.lastUsedAt = written;
    return cached.caller;
  }
  return cache ? cache.readOnce(hash, (generation) => readKey(prisma, hash, cache, generation)) : readKey(prisma, hash);
}

async function readKey(prisma: PrismaClient, hash: string, cache?: ApiKeyCache, generation?: number): Promise<Caller | null> {
  const key = await prisma.apiKey.findUnique({ where: { hash } });
  if (!key || key.revokedAt) return null;
  // The lookup is by hash; compare once more in constant time so timing says nothing either way.
  if (!timingSafeEqual(Buffer.from(key.hash), Buffer.from(hash))) return null;
  const written = await noteUse(prisma, key);
  const caller: Caller = { workspaceId: key.workspaceId, keyId: key.id, scopes: new Set(key.scopes as Scope[]), agentId: key.agentId };
  cache?.set(hash, caller, written ?? key.lastUsedAt?.getTime() ?? null, generation);
  return caller;
}

/**
 * Records that a key was used, at most once per LAST_USED_RESOLUTION_MS (across instances too: the
 * write is conditional). Returns the time written, or undefined when nothing was written.
 */
async function noteUse(prisma: PrismaClient, key: { id: string; lastUsedAt: Date | null }): Promise<number | undefined> {
  const now = Date.now();
  const seen = key.lastUsedAt?.getTime() ?? null;
  if (seen !== null && now - seen < LAST_USED_RESOLUTION_MS) return undefined;
  if (replacing.get(key.id) === seen) return undefined;
  if (replacing.size >= 10_000) replacing.clear(); // a bound, not a correctness matter: the write is conditional
  replacing.set(key.id, seen);
  try {
    const stale = new Date(now - LAST_USED_RESOLUTION_MS);
    await prisma.apiKey.updateMany({
      where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] },
      data: { lastUsedAt: new Date(now) },
    });
    return now;
  } catch {
    // Bookkeeping only: a failed write must not fail the request; the next use tries again.
    if (replacing.get(key.id) === seen) replacing.delete(key.id);
    return undefined;
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
