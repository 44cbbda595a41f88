import WebSocket from "ws";
import { createClient as createWsClient, type Client as WsClient } from "graphql-ws";
import { createClient as createSseClient } from "graphql-sse";
import type { TestApp } from "./app.js";

export interface Received {
  data: any;
  extensions?: Record<string, unknown>;
}

export interface LiveSubscription {
  items: Received[];
  errors: unknown[];
  completed: boolean;
  /** Resolves when `pred` holds for the items received so far (checked on every arrival). */
  until(pred: (items: Received[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function collector(): LiveSubscription & { push(r: Received): void; fail(e: unknown): void; done(): void; onClose?: () => Promise<void> | void } {
  const waiters = new Set<() => void>();
  const s = {
    items: [] as Received[],
    errors: [] as unknown[],
    completed: false,
    push(r: Received) {
      s.items.push(r);
      for (const w of waiters) w();
    },
    fail(e: unknown) {
      s.errors.push(e);
      for (const w of waiters) w();
    },
    done() {
      s.completed = true;
      for (const w of waiters) w();
    },
    onClose: undefined as undefined | (() => Promise<void> | void),
    until(pred: (items: Received[]) => boolean, timeoutMs = 20_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (pred(s.items)) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          } else if (s.errors.length || s.completed) {
            clearTimeout(timer);
            waiters.delete(check);
            pred(s.items) ? resolve() : reject(new Error(`stream ended early: ${JSON.stringify(s.errors)} after ${s.items.length} items`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out with ${s.items.length} items; errors: ${JSON.stringify(s.errors)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      await s.onClose?.();
    },
  };
  return s;
}

/** A graphql-ws client (the real library) over the `ws` WebSocket. */
export function wsClient(url: string, apiKey: string, opts: { retryAttempts?: number } = {}): WsClient {
  return createWsClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { apiKey },
    retryAttempts: opts.retryAttempts ?? 0,
    lazy: true,
  });
}

export function wsSubscribe(client: WsClient, query: string, variables: Record<string, unknown>): LiveSubscription {
  const s = collector();
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (r) => s.push(r as Received),
      error: (e) => s.fail(e),
      complete: () => s.done(),
    },
  );
  s.onClose = () => unsubscribe();
  return s;
}

/** A graphql-sse client (the real library, distinct connections mode) with the key as a header. */
export function sseSubscribe(url: string, apiKey: string, query: string, variables: Record<string, unknown>): LiveSubscription {
  const client = createSseClient({ url, headers: { "x-api-key": apiKey }, retryAttempts: 0 });
  const s = collector();
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (r) => s.push(r as Received),
      error: (e) => s.fail(e),
      complete: () => s.done(),
    },
  );
  s.onClose = () => {
    unsubscribe();
    client.dispose();
  };
  return s;
}

export const sequencesOf = (items: Received[]) =>
  items.map((i) => i.extensions?.sequence as string | undefined).filter((x): x is string => x != null);

/**
 * Runs `fn` and counts the messages heard on `topic` meanwhile, by this app's bus: everything
 * it heard until `fn` settled (the marker it publishes then reaches its own handlers right after
 * whatever they had heard). Tests of a cache use it to allow for the invalidations
 * that other tests, sharing the bus, send while they measure.
 */
export async function heardWhile<T>(t: TestApp, topic: string, marker: string, fn: () => Promise<T>): Promise<{ result: T; heard: number }> {
  const pubsub = t.app.services().pubsub;
  let heard = 0;
  let markerHeard!: () => void;
  const seen = new Promise<void>((resolve) => (markerHeard = resolve));
  const off = await pubsub.subscribe(topic, (message) => (message === marker ? markerHeard() : heard++));
  try {
    const result = await fn();
    pubsub.publish(topic, marker);
    await seen;
    return { result, heard };
  } finally {
    await off();
  }
}
