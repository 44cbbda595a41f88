import type { Logger } from "../logger.js";
import { connectAll, redisConnection, type RedisTarget } from "./connection.js";
import { Liveness, Outage } from "./outage.js";

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
 * The quota in Redis, shared by every instance. While Redis is away (down, or not answering: see
 * Liveness) a stream still opens: this instance counts the streams it opened meanwhile against
 * the limit on its own, so during an outage a workspace may hold up to the limit on each instance.
 * When Redis is back, the next renewal enters those streams in the shared count.
 */
export async function createRedisQuota(target: RedisTarget, limit: number, logger?: Logger): Promise<StreamQuota> {
  const redis = redisConnection(target, { offlineQueue: false, commandTimeout: 1000 });
  await connectAll(target, [redis]);
  redis.on("error", () => {});
  const outage = new Outage(logger, "stream quota", "each instance counts its own streams against STREAMS_PER_WORKSPACE");
  const local = createMemoryQuota(limit);
  const live = new Liveness(redis, (usable, err) => (usable ? outage.recovered() : outage.failed(err)));
  const held = new Map<string, string>(); // streamId → workspaceId: every stream this instance holds
  const localOnly = new Set<string>(); // of those, the ones opened while Redis was away
  // A hash tag: on a cluster the key's slot is the workspace's.
  const key = (ws: string) => `streams:{${ws}}`;
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
        if (!live.usable) throw new Error(`Redis connection is ${redis.status}`);
        ok = await live.answer(redis.eval(ACQUIRE, 1, key(ws), now, now + STREAM_LEASE_MS, limit, id, STREAM_LEASE_MS * 2));
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
      live.close();
      const byWs = [...held.entries()];
      held.clear();
      if (redis.status === "ready") await Promise.allSettled(byWs.map(([id, ws]) => redis.zrem(key(ws), id)));
      redis.disconnect();
    },
  };
}
