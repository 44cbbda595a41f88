import { randomUUID } from "node:crypto";
import { DomainError } from "../domain/errors.js";
import { followEvents, onStreamClose, type FollowQuery, type StreamItem } from "../domain/events/follow.js";
import type { GraphQLContext } from "./context.js";
import type { Loaders } from "./loaders.js";
import { deliveries, openSubscriptions } from "../metrics.js";

const OPEN = 1;

/**
 * graphql-ws sends one result at a time and asks for the next only once the socket took the
 * last, so a client that stops reading costs the server one message, not a queue. A stream
 * whose last message has not gone out within the timeout is closed with 4008 and a reason;
 * the client resumes with `after`.
 */
function closeWhenStuck<T>(inner: AsyncGenerator<T>, timeoutMs: number, onStuck: () => void): AsyncGenerator<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wrapper = {
    async next() {
      clearTimeout(timer);
      const r = await inner.next();
      if (!r.done) timer = setTimeout(onStuck, timeoutMs);
      return r;
    },
    async return(value?: unknown) {
      clearTimeout(timer);
      return inner.return(value as never);
    },
    async throw(err: unknown) {
      clearTimeout(timer);
      return inner.throw(err);
    },
    [Symbol.asyncIterator]() {
      return wrapper;
    },
  } as AsyncGenerator<T>;
  return wrapper;
}

/**
 * Opens a followed stream for a subscription: takes one of the workspace's stream slots (or
 * refuses with TOO_MANY_STREAMS and retryAfter), closes a graphql-ws stream whose client stopped
 * reading, and gives the slot back however the stream ends.
 */
export async function openStream(ctx: GraphQLContext, q: FollowQuery): Promise<AsyncGenerator<StreamItem>> {
  const { quota, config, db, pubsub, log, watcher, shutdown } = ctx.services;
  const streamId = randomUUID();
  const slot = await quota.acquire(q.workspaceId, streamId);
  if (!slot.ok) {
    throw new DomainError("TOO_MANY_STREAMS", `this workspace already holds ${quota.limit} open streams`, {
      retryAfter: slot.retryAfter,
      limit: quota.limit,
      http: { status: 429, headers: { "Retry-After": String(slot.retryAfter) } },
    });
  }
  try {
    // Ends when the client closes the stream or the server stops.
    const stop = new AbortController();
    const onShutdown = () => stop.abort();
    shutdown.addEventListener("abort", onShutdown, { once: true });
    const stream = followEvents({ prisma: db.prisma, reads: db.reads, pubsub, log, watcher, signal: stop.signal }, q);
    const guarded = onStreamClose(stream, stop, async () => {
      shutdown.removeEventListener("abort", onShutdown);
      await quota.release(q.workspaceId, streamId);
    });
    const socket = ctx.stream.socket;
    const counted = counting(guarded, socket ? "graphql-ws" : "sse", ctx.loaders);
    if (!socket) return counted; // SSE is pull-based: a slow reader is simply read from slower
    return closeWhenStuck(counted, config.slowConsumerTimeoutMs, () => {
      if (socket.readyState === OPEN) {
        socket.close(4008, "slow consumer: subscribe again with after set to the last sequence you received");
      }
    });
  } catch (err) {
    await quota.release(q.workspaceId, streamId);
    throw err;
  }
}

/**
 * Counts the stream as open until it ends, and each item it hands on as a delivery. Before an item
 * goes on to be executed, the subscription's loaders forget what they read for the items before it.
 */
function counting<T>(inner: AsyncGenerator<T>, transport: "graphql-ws" | "sse", loaders: Loaders): AsyncGenerator<T> {
  openSubscriptions.inc({ transport });
  const delivered = deliveries.labels({ transport });
  let open = true;
  const closed = () => {
    if (open) openSubscriptions.dec({ transport });
    open = false;
  };
  const wrapper = {
    async next() {
      try {
        const r = await inner.next();
        if (r.done) closed();
        else {
          delivered.inc();
          loaders.forget();
        }
        return r;
      } catch (err) {
        closed();
        throw err;
      }
    },
    async return(value?: unknown) {
      closed();
      return inner.return(value as never);
    },
    async throw(err: unknown) {
      closed();
      return inner.throw(err);
    },
    [Symbol.asyncIterator]() {
      return wrapper;
    },
  } as AsyncGenerator<T>;
  return wrapper;
}

/** The resume point of a subscription: `after` if given, else SSE's Last-Event-ID. */
export function resumeCursor(ctx: GraphQLContext, after: string | null | undefined): string | null {
  if (after != null) return after;
  const id = ctx.stream.lastEventId;
  return id != null && id !== "" ? id : null;
}
