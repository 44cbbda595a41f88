import { Redis } from "ioredis";
import type { Logger } from "../logger.js";
import { Outage, retryStrategy, within } from "./outage.js";
import type { PubSub } from "./pubsub.js";

/** The longest a subscriber waits for Redis to confirm a SUBSCRIBE before it goes on without it. */
const SUBSCRIBE_WAIT_MS = 500;

/**
 * Redis pub/sub through ioredis: one connection publishes, one subscribes.
 *
 * Redis is only the signal, so its faults degrade latency, never answers: a publish that Redis
 * cannot take now is dropped (the publisher keeps no offline queue and gives up after a second),
 * a subscription made while Redis is away is kept here and made when it is back, and every
 * follower reads the log again after a reconnect. Followers repair lost signals from the log.
 */
export async function createRedisPubSub(url: string, logger?: Logger): Promise<PubSub> {
  const pub = new Redis(url, { lazyConnect: true, connectTimeout: 5000, retryStrategy, enableOfflineQueue: false, commandTimeout: 1000, maxRetriesPerRequest: 1 });
  // The subscriptions are this module's to restore (below), including those made while Redis was away.
  const sub = new Redis(url, { lazyConnect: true, connectTimeout: 5000, retryStrategy, autoResubscribe: false, maxRetriesPerRequest: 1 });
  let lastError: Error | undefined;
  const remember = (err: Error) => {
    lastError = err;
  };
  pub.on("error", remember);
  sub.on("error", remember);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    // Left alone, ioredis would retry the first connection forever and keep the process alive.
    pub.disconnect();
    sub.disconnect();
    const { hostname, port } = new URL(url);
    const e = (lastError ?? err) as NodeJS.ErrnoException;
    const reason = e.message || e.code || String(e);
    throw new Error(`cannot reach Redis at ${hostname}:${port || 6379} (${reason})`);
  }
  const publishing = new Outage(logger, "live signals", "followers read the log every FOLLOW_POLL_MS");

  const handlers = new Map<string, Set<(m: string) => void>>();
  /** Topics whose SUBSCRIBE Redis has not confirmed yet. */
  const confirming = new Map<string, Promise<unknown>>();
  const reconnectHandlers = new Set<() => void>();
  const subscribeNow = (topics: string[]) => {
    const p = sub.subscribe(...topics).catch((err) => publishing.failed(err));
    for (const t of topics) confirming.set(t, p);
    void p.then(() => {
      for (const t of topics) if (confirming.get(t) === p) confirming.delete(t);
    });
    return p;
  };
  sub.on("ready", () => {
    // Back after an outage: subscribe to every topic with handlers, then have followers look.
    const topics = [...handlers.keys()];
    void (topics.length ? subscribeNow(topics) : Promise.resolve()).then(() => {
      for (const h of reconnectHandlers) h();
    });
  });
  sub.on("message", (topic: string, message: string) => {
    for (const h of handlers.get(topic) ?? []) h(message);
  });

  return {
    publish(topic, message) {
      if (pub.status !== "ready") return publishing.failed(lastError ?? new Error(`Redis connection is ${pub.status}`));
      pub.publish(topic, message).then(
        () => publishing.recovered(),
        (err) => publishing.failed(err),
      );
    },
    async subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        handlers.set(topic, (set = new Set()));
        if (sub.status === "ready") subscribeNow([topic]);
      }
      set.add(handler);
      // Confirmed before the caller reads its starting point, so nothing committed in between is
      // missed; if Redis is slow or away, the follower's poll covers the gap instead.
      const pending = confirming.get(topic);
      if (pending) await within(pending, SUBSCRIBE_WAIT_MS, "SUBSCRIBE").catch(() => {});
      const mine = set;
      return async () => {
        mine.delete(handler);
        if (mine.size === 0 && handlers.get(topic) === mine) {
          handlers.delete(topic);
          if (sub.status === "ready") await sub.unsubscribe(topic).catch(() => {});
        }
      };
    },
    async ping() {
      await pub.ping();
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}
