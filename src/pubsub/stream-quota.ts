import { Redis } from "ioredis";
import type { Logger } from "../logger.js";
import { Outage, retryStrategy, within } from "./outage.js";

/**
 * How many streams a workspace holds open, counted across every instance. A slot is held by a
 * lease that its instance renews; a slot whose instance vanished expires with its lease.
 */
export interface StreamQuota {
  readonly limit: number;
  /** Takes a slot, or answers how many seconds to wait before trying again. */
  acquire(workspaceId: string, streamId: string): Promise<{ ok: true } | { ok: false; retryAfter: number }>;
  release(workspaceId: string, streamId: string): Promise<void>;
  close(): Promise<void>;
}

export const STREAM_LEASE_MS = 30_000;
const RENEW_MS = 10_000;
/** Streams are long-lived: a few seconds is a fair first wait before asking again. */
const RETRY_AFTER_SECONDS = 5;
/** The longest a stream's opening waits for Redis before it counts on this instance alone. */
const ACQUIRE_WAIT_MS = 250;

export function createMemoryQuota(limit: number): StreamQuota {
  const open = new Map<string, Set<string>>();
  return {
    limit,
    async acquire(ws, id) {
      const set = open.get(ws) ?? new Set<string>();
      if (set.size >= limit) return { ok: false, retryAfter: RETRY_AFTER_SECONDS };
      set.add(id);
      open.set(ws, set);
      return { ok: true };
    },
    async release(ws, id) {
      const set = open.get(ws);
      set?.delete(id);
      if (set?.size === 0) open.delete(ws);
    },
    async close() {
      open.clear();
    },
  };
}

// Drop expired leases, then add ours if there is room. KEYS[1] = the workspace's set.
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

/**
 * The quota in Redis, shared by every instance. While Redis is away (or does not answer within
 * 250 ms) a stream still opens: this instance counts the streams it opened meanwhile against the
 * limit on its own, so during an outage a workspace may hold up to the limit on each instance.
 * When Redis is back, the next renewal enters those streams in the shared count.
 */
export async function createRedisQuota(url: string, limit: number, logger?: Logger): Promise<StreamQuota> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 5000, retryStrategy, enableOfflineQueue: false, commandTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  await redis.connect();
  const outage = new Outage(logger, "stream quota", "each instance counts its own streams against STREAMS_PER_WORKSPACE");
  const local = createMemoryQuota(limit);
  const held = new Map<string, string>(); // streamId → workspaceId: every stream this instance holds
  const localOnly = new Set<string>(); // of those, the ones opened while Redis was away
  const key = (ws: string) => `streams:${ws}`;
  const renew = setInterval(() => {
    if (redis.status !== "ready" || held.size === 0) return;
    const expires = Date.now() + STREAM_LEASE_MS;
    const batch = redis.pipeline();
    for (const [id, ws] of held) batch.zadd(key(ws), expires, id).pexpire(key(ws), STREAM_LEASE_MS * 2);
    batch.exec().then(
      () => outage.recovered(),
      (err) => outage.failed(err),
    );
  }, RENEW_MS);
  renew.unref();
  return {
    limit,
    async acquire(ws, id) {
      const now = Date.now();
      let ok: unknown;
      try {
        if (redis.status !== "ready") throw new Error(`Redis connection is ${redis.status}`);
        ok = await within(redis.eval(ACQUIRE, 1, key(ws), now, now + STREAM_LEASE_MS, limit, id, STREAM_LEASE_MS * 2), ACQUIRE_WAIT_MS, "stream quota");
        outage.recovered();
      } catch (err) {
        outage.failed(err);
        const slot = await local.acquire(ws, id);
        if (slot.ok) {
          held.set(id, ws);
          localOnly.add(id);
        }
        return slot;
      }
      if (ok !== 1) return { ok: false, retryAfter: RETRY_AFTER_SECONDS };
      held.set(id, ws);
      return { ok: true };
    },
    async release(ws, id) {
      held.delete(id);
      if (localOnly.delete(id)) await local.release(ws, id);
      if (redis.status === "ready") await redis.zrem(key(ws), id).catch(() => {});
    },
    async close() {
      clearInterval(renew);
      const byWs = [...held.entries()];
      held.clear();
      if (redis.status === "ready") await Promise.allSettled(byWs.map(([id, ws]) => redis.zrem(key(ws), id)));
      redis.disconnect();
    },
  };
}
