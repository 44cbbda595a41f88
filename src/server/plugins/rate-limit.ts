import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { redisTargetOf, type Config } from "../../config.js";
import type { Services } from "../../graphql/context.js";
import { rateLimitRefusals } from "../../metrics.js";
import { createMemoryRateLimiter, createNoRateLimit, createRedisRateLimiter, type RateLimiter } from "../../pubsub/rate-limit.js";
import { apiKeyOfHeaders } from "./request-headers.js";
import type { ServerContext } from "../yoga.js";

/** The per-key rate limit: in Redis when there is one (shared by every instance), else in this process. */
export async function openRateLimiter(config: Config, svc: Services): Promise<RateLimiter> {
  if (config.rateLimitPerSecond <= 0) return createNoRateLimit();
  const redis = redisTargetOf(config);
  const limiter = redis
    ? await createRedisRateLimiter(redis, config.rateLimitPerSecond, config.rateLimitBurst, svc.logger)
    : createMemoryRateLimiter(config.rateLimitPerSecond, config.rateLimitBurst);
  return {
    ...limiter,
    async take(bucket) {
      const slot = await limiter.take(bucket);
      if (!slot.ok) rateLimitRefusals.inc();
      return slot;
    },
  };
}

/** The key a request names, for its rate bucket (a request naming two keys is refused later, by IP here). */
function keyForRateBucket(headers: Headers): string | null {
  const named = apiKeyOfHeaders(headers);
  return "key" in named ? named.key : null;
}

/** One bucket per API key (by its hash: no look-up needed to refuse), else per client address. */
export function rateBucket(apiKey: string | null, address: string | undefined): string {
  return apiKey ? `key:${createHash("sha256").update(apiKey).digest("hex").slice(0, 32)}` : `ip:${address ?? "unknown"}`;
}

export function rateLimitedError(retryAfter: number) {
  return createGraphQLError(`too many requests for this API key: retry after ${retryAfter} s`, {
    extensions: { code: "RATE_LIMITED", retryAfter, http: { status: 429, headers: { "Retry-After": String(retryAfter) } } },
  });
}

/** Refuses a request over its key's rate with 429, RATE_LIMITED and Retry-After, before any work is done. */
export function useRateLimit(limiter: RateLimiter): Plugin<ServerContext> {
  return {
    async onRequest({ request, serverContext, endResponse, fetchAPI }) {
      if (request.method === "OPTIONS") return;
      const req = (serverContext as { req?: IncomingMessage } | undefined)?.req;
      const slot = await limiter.take(rateBucket(keyForRateBucket(request.headers), req?.socket.remoteAddress));
      if (slot.ok) return;
      const { http: _http, ...extensions } = rateLimitedError(slot.retryAfter).extensions;
      const requestId = (serverContext as { requestId?: string } | undefined)?.requestId;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({ errors: [{ message: `too many requests for this API key: retry after ${slot.retryAfter} s`, extensions: { ...extensions, requestId } }] }),
          {
            status: 429,
            headers: { "content-type": "application/json; charset=utf-8", "retry-after": String(slot.retryAfter) },
          },
        ),
      );
    },
  };
}
