import type { PubSub } from "./pubsub.js";

/** In-process pub/sub for the embedded default (one instance). */
export function createMemoryPubSub(): PubSub {
  const topics = new Map<string, Set<(m: string) => void>>();
  return {
    publish(topic, message) {
      for (const h of topics.get(topic) ?? []) queueMicrotask(() => h(message));
    },
    async subscribe(topic, handler) {
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) topics.delete(topic);
      };
    },
    connected: () => true,
    async ping() {},
    onReconnect() {
      return () => {};
    },
    async close() {
      topics.clear();
    },
  };
}
