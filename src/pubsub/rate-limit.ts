import type { Logger } from "../logger.js";
import { connectAll, redisConnection, type RedisTarget } from "./connection.js";
import { Liveness, Outage } from "./outage.js";

/**
 * A token bucket per caller: `burst` tokens, refilled at `perSecond`; each request takes one.
 * With Redis the bucket lives there, so every instance draws from the same one (see
 * createRedisRateLimiter); otherwise it lives in this process.
 */
export interface RateLimiter {
  readonly perSecond: number;
  readonly burst: number;
  /** Takes a token for `bucket`, or says how many seconds until one is there. */
  take(bucket: string): Promise<{ ok: true } | { ok: false; retryAfter: number }>;
  close(): Promise<void>;
}

/** No limit at all (RATE_LIMIT_PER_SECOND=0). */
export function createNoRateLimit(): RateLimiter {
  return { perSecond: 0, burst: Infinity, take: async () => ({ ok: true }), close: async () => {} };
}

/** Seconds to wait for the next token, rounded up to whole seconds (as Retry-After wants). */
function secondsUntilToken(tokens: number, perSecond: number) {
  return Math.max(1, Math.ceil((1 - tokens) / perSecond));
}

export function createMemoryRateLimiter(perSecond: number, burst: number, now: () => number = () => performance.now()): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  // Forget buckets that have been full for a while, so the map does not grow with every key ever seen.
  const fullAfterMs = (burst / perSecond) * 1000;
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, b] of buckets) if (t - b.at > fullAfterMs) buckets.delete(k);
  }, Math.max(1000, Math.min(fullAfterMs, 60_000)));
  sweep.unref();
  return {
    perSecond,
    burst,
    async take(bucket) {
      const t = now();
      const b = buckets.get(bucket) ?? { tokens: burst, at: t };
      b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
      b.at = t;
      buckets.set(bucket, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfter: secondsUntilToken(b.tokens, perSecond) };
    },
    async close() {
      clearInterval(sweep);
      buckets.clear();
    },
  };
}

/**
 * Refill, give back, then take up to `want` tokens, atomically. The clock is Redis's own (TIME),
 * so instances with skewed clocks still share one pace. KEYS[1] = the bucket; ARGV = perSecond,
 * burst, want, back (unused tokens of an earlier lease). Returns {taken, tokens left} (tokens as
 * a string: Lua numbers would be truncated to integers on the way out).
 */
const TAKE = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local want = tonumber(ARGV[3])
local back = tonumber(ARGV[4])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
tokens = math.min(burst, tokens + math.max(0, now - at) * rate / 1000 + back)
local taken = math.max(0, math.min(want, math.floor(tokens)))
tokens = tokens - taken
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return {taken, tostring(tokens)}
`;

/** How long tokens taken from Redis ahead of need stay this instance's before they are given back. */
const LEASE_MS = 100;

interface SharedBucket {
  /** Tokens taken from the shared bucket and not used yet. */
  leased: number;
  leaseUntil: number;
  /** The shared bucket's level as Redis last said, refilled locally since `at`: the fallback's view. */
  tokens: number;
  at: number;
  /** Requests in the current lease window, and in the one before: the size of the next lease. */
  demand: number;
  lastDemand: number;
  windowStart: number;
  /** The lease being asked of Redis, if any: one call per bucket at a time (see take). */
  asking?: Promise<Lease>;
}

/** How a lease call ended: what it got of what it asked, or that Redis did not answer. */
type Lease = { taken: number; want: number } | { failed: true };

/**
 * One bucket per key shared by every instance through Redis, without a Redis round trip per
 * request: an instance takes tokens from the shared bucket ahead of need ("leases", sized by the
 * key's recent demand on this instance, at most a twentieth of the burst) and serves requests from
 * them; leftovers are given back with the next lease. Leased tokens are real tokens of the shared
 * bucket, so instances together never admit more than the limit; at most they refuse early by the
 * other instances' unused leases (a twentieth of the burst each, for at most LEASE_MS). A key
 * with little traffic leases one token at a time, so it is exact. An instance has at most one
 * lease call out per key: requests that arrive meanwhile wait for it and share what it brings, so
 * a burst of concurrent requests admits as many as the bucket holds.
 *
 * Redis away is not an error and holds no request: while the connection is down or Redis does
 * not answer (see Liveness), a request is decided on this instance at once, from the shared
 * level Redis last reported, counting alone until Redis answers again; the log says so once per
 * outage. Only requests already waiting when Redis hangs wait, until that is noticed (≤ 0.75 s).
 */
export async function createRedisRateLimiter(target: RedisTarget, perSecond: number, burst: number, logger?: Logger): Promise<RateLimiter> {
  const redis = redisConnection(target, { offlineQueue: false, commandTimeout: 1000 });
  await connectAll(target, [redis]);
  redis.on("error", () => {});
  redis.defineCommand("takeTokens", { numberOfKeys: 1, lua: TAKE });
  const takeTokens = (redis as unknown as { takeTokens(key: string, rate: number, burst: number, want: number, back: number): Promise<[number, string]> }).takeTokens.bind(redis);
  const outage = new Outage(logger, "rate limit", "each instance counts requests on its own");
  const live = new Liveness(redis, (usable, err) => (usable ? outage.recovered() : outage.failed(err)));
  const maxLease = Math.max(1, Math.floor(burst / 20));
  const buckets = new Map<string, SharedBucket>();
  const sweep = setInterval(() => {
    // A bucket unused for as long as a full refill takes is full again: forget it.
    const idle = performance.now() - Math.max(LEASE_MS, (burst / perSecond) * 1000);
    for (const [k, b] of buckets) if (b.windowStart < idle) buckets.delete(k);
  }, 10_000);
  sweep.unref();

  const refill = (b: SharedBucket, t: number) => {
    b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
    b.at = t;
  };
  const decideHere = (b: SharedBucket, t: number): { ok: true } | { ok: false; retryAfter: number } => {
    refill(b, t);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfter: secondsUntilToken(b.tokens, perSecond) };
  };

  /**
   * Asks Redis for a lease for `b`, sized by the key's demand, giving back what is left of the
   * last one. Applies what it got to the bucket before it settles, so every waiter sees it.
   */
  const askLease = async (bucket: string, b: SharedBucket): Promise<Lease> => {
    const back = b.leased;
    b.leased = 0;
    const want = Math.min(maxLease, Math.max(1, b.lastDemand, b.demand));
    // The pace is part of the key: deployments (or tests) with different limits never share a bucket.
    // The bucket is a hash tag: on a cluster the script touches one slot.
    const asked = takeTokens(`ratelimit:{${bucket}}:${perSecond}:${burst}`, perSecond, burst, want, back);
    const apply = ([taken, tokens]: [number, string]) => {
      const now = performance.now();
      b.tokens = Number(tokens);
      b.at = now;
      b.leased += taken;
      b.leaseUntil = now + LEASE_MS;
      outage.recovered();
      return taken;
    };
    try {
      return { taken: await live.answer(asked).then(apply), want };
    } catch (err) {
      // Hung or gone: the caller decides here; a late answer still counts its tokens as this instance's.
      asked.then(apply, () => {});
      outage.failed(err);
      return { failed: true };
    }
  };

  return {
    perSecond,
    burst,
    async take(bucket) {
      const t = performance.now();
      let b = buckets.get(bucket);
      if (!b) buckets.set(bucket, (b = { leased: 0, leaseUntil: 0, tokens: burst, at: t, demand: 0, lastDemand: 0, windowStart: t }));
      if (t - b.windowStart >= LEASE_MS) {
        b.lastDemand = t - b.windowStart < 2 * LEASE_MS ? b.demand : 0;
        b.demand = 0;
        b.windowStart = t;
      }
      b.demand++;
      // One lease call per bucket at a time: requests that arrive while one is out wait for it and
      // draw on what it brings, in the order they came. (If each asked on its own, a burst of
      // concurrent first requests would lease far more than it uses, sized by the demand counted so
      // far, and refuse the rest with tokens idle in those leases.)
      for (;;) {
        if (b.leased >= 1 && performance.now() < b.leaseUntil) {
          b.leased--;
          return { ok: true };
        }
        if (!live.usable) {
          outage.failed(new Error(`Redis connection is ${redis.status}`));
          return decideHere(b, performance.now());
        }
        const asking = (b.asking ??= askLease(bucket, b).finally(() => (b.asking = undefined)));
        const lease = await asking;
        if ("failed" in lease) return decideHere(b, performance.now());
        // Nothing left for this request, and Redis had fewer tokens than were asked for: the shared
        // bucket is empty, so is this request's turn.
        if (b.leased < 1 && lease.taken < lease.want) return { ok: false, retryAfter: secondsUntilToken(b.tokens, perSecond) };
        // A token is left (taken at the top), or the lease was used up by those ahead of this
        // request: ask again (or join whoever asks first).
      }
    },
    async close() {
      clearInterval(sweep);
      live.close();
      redis.disconnect();
    },
  };
}
