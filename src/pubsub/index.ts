import type { Logger } from "../logger.js";
import type { PubSub } from "./pubsub.js";
import { createMemoryPubSub } from "./memory.js";
import { createRedisPubSub } from "./redis.js";
import type { RedisTarget } from "./connection.js";

export type { PubSub, RedisTarget };
export type { TopicOptions } from "./pubsub.js";

/** The one place that chooses the bus: Redis (one server or a cluster) when configured, in-process otherwise. */
export function openPubSub(target: RedisTarget | undefined, logger?: Logger): Promise<PubSub> {
  return target ? createRedisPubSub(target, logger) : Promise.resolve(createMemoryPubSub());
}
