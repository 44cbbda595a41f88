import { Redis } from "ioredis";

/**
 * A token bucket per caller: `burst` tokens, refilled at `perSecond`; each request takes one.
 * With Redis the bucket lives there, so every instance draws from the same one; otherwise it
 * lives in this process.
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
 * Refill, then take one token, atomically. The clock is Redis's own (TIME), so instances with
 * skewed clocks still share one pace. KEYS[1] = the bucket; ARGV = perSecond, burst.
 * Returns {1, tokens} when taken, {0, tokens} when not (tokens as a string: Lua numbers
 * would be truncated to integers on the way out).
 */
const TAKE = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
tokens = math.min(burst, tokens + math.max(0, now - at) * rate / 1000)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return {taken, tostring(tokens)}
`;

export async function createRedisRateLimiter(
  url: string,
  perSecond: number,
  burst: number,
  onError: (err: unknown) => void = () => {},
): Promise<RateLimiter> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000, commandTimeout: 1000 });
  redis.on("error", () => {});
  await redis.connect();
  redis.defineCommand("takeToken", { numberOfKeys: 1, lua: TAKE });
  const take = (redis as unknown as { takeToken(key: string, rate: number, burst: number): Promise<[number, string]> }).takeToken.bind(redis);
  return {
    perSecond,
    burst,
    async take(bucket) {
      try {
        // The pace is part of the key: deployments (or tests) with different limits never share a bucket.
        const [taken, tokens] = await take(`ratelimit:${perSecond}:${burst}:${bucket}`, perSecond, burst);
        return taken === 1 ? { ok: true } : { ok: false, retryAfter: secondsUntilToken(Number(tokens), perSecond) };
      } catch (err) {
        // Redis is away: serve rather than refuse everyone (readiness already reports the outage).
        onError(err);
        return { ok: true };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
