import { Redis } from "ioredis";
import type { PubSub } from "./pubsub.js";

/** Redis pub/sub through ioredis: one connection publishes, one subscribes. */
export async function createRedisPubSub(url: string): Promise<PubSub> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  // Once connected, ioredis reconnects by itself; errors surface through ping() and /ready.
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

  const handlers = new Map<string, Set<(m: string) => void>>();
  const reconnectHandlers = new Set<() => void>();
  let connectedOnce = false;
  sub.on("ready", () => {
    if (connectedOnce) for (const h of reconnectHandlers) h();
    connectedOnce = true;
  });
  connectedOnce = true;
  sub.on("message", (topic: string, message: string) => {
    for (const h of handlers.get(topic) ?? []) h(message);
  });

  return {
    async publish(topic, message) {
      await pub.publish(topic, message);
    },
    async subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        handlers.set(topic, (set = new Set()));
        await sub.subscribe(topic);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(topic) === set) {
          handlers.delete(topic);
          await sub.unsubscribe(topic).catch(() => {});
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
