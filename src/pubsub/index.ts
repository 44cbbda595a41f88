import type { Logger } from "../logger.js";
import type { PubSub } from "./pubsub.js";
import { createMemoryPubSub } from "./memory.js";
import { createRedisPubSub } from "./redis.js";

export type { PubSub };

/** The one place that chooses the bus: Redis when configured, in-process otherwise. */
export function openPubSub(redisUrl: string | undefined, logger?: Logger): Promise<PubSub> {
  return redisUrl ? createRedisPubSub(redisUrl, logger) : Promise.resolve(createMemoryPubSub());
}
