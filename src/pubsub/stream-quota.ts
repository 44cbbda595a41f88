import { Redis } from "ioredis";

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
      open.get(ws)?.delete(id);
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

export async function createRedisQuota(url: string, limit: number): Promise<StreamQuota> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 });
  redis.on("error", () => {});
  await redis.connect();
  const held = new Map<string, string>(); // streamId → workspaceId
  const key = (ws: string) => `streams:${ws}`;
  const renew = setInterval(() => {
    const expires = Date.now() + STREAM_LEASE_MS;
    for (const [id, ws] of held) void redis.zadd(key(ws), "XX", expires, id).catch(() => {});
  }, RENEW_MS);
  renew.unref();
  return {
    limit,
    async acquire(ws, id) {
      const now = Date.now();
      const ok = await redis.eval(ACQUIRE, 1, key(ws), now, now + STREAM_LEASE_MS, limit, id, STREAM_LEASE_MS * 2);
      if (ok !== 1) return { ok: false, retryAfter: RETRY_AFTER_SECONDS };
      held.set(id, ws);
      return { ok: true };
    },
    async release(ws, id) {
      held.delete(id);
      await redis.zrem(key(ws), id).catch(() => {});
    },
    async close() {
      clearInterval(renew);
      const byWs = [...held.entries()];
      held.clear();
      await Promise.allSettled(byWs.map(([id, ws]) => redis.zrem(key(ws), id)));
      redis.disconnect();
    },
  };
}
