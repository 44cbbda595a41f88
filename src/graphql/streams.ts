import { randomUUID } from "node:crypto";
import { DomainError } from "../domain/errors.js";
import { followEvents, type FollowQuery, type FollowStream, type Prepare, type StreamItem } from "../domain/events/follow.js";
import type { GraphQLContext } from "./context.js";
import type { Loaders } from "./loaders.js";
import { countDelivery, openSubscriptions, slowConsumerCloses } from "../metrics.js";

const OPEN = 1;

/**
 * Opens a followed stream for a subscription: takes one of the workspace's stream slots (or
 * refuses with TOO_MANY_STREAMS and retryAfter), closes a graphql-ws stream whose client stopped
 * reading, and gives the slot back however the stream ends.
 */
export async function openStream(ctx: GraphQLContext, q: FollowQuery): Promise<FollowStream> {
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
    const stream = followEvents({ reads: db.reads, primary: db.primary, pubsub, log, watcher, signal: stop.signal }, q);
    const socket = ctx.stream.socket;
    return guarded(stream, {
      stop,
      onClose: async () => {
        shutdown.removeEventListener("abort", onShutdown);
        await quota.release(q.workspaceId, streamId);
      },
      transport: socket ? "graphql-ws" : "sse",
      loaders: ctx.loaders,
      // SSE is pull-based: a slow reader is simply read from slower.
      stuck: socket && {
        timeoutMs: config.slowConsumerTimeoutMs,
        close: () => {
          if (socket.readyState === OPEN) {
            slowConsumerCloses.inc();
            socket.close(4008, "slow consumer: subscribe again with after set to the last sequence you received");
          }
        },
      },
    });
  } catch (err) {
    await quota.release(q.workspaceId, streamId);
    throw err;
  }
}

/**
 * What every followed stream of a subscription gets around it, in one layer (each layer of async
 * `next()` costs every delivery its promises, and a task with 1,000 followers makes 1,000
 * deliveries per event):
 *
 * - `onClose` runs exactly once however the stream ends: finished, failed, or closed by the client,
 *   also before it ever started (an async generator that never ran skips its own `finally`) and
 *   while it is waiting for events (an async generator's `return()` waits for its next `yield`, so
 *   the wrapper first aborts the wait through `stop`).
 * - The stream counts as open until it ends, and each item it hands on as a delivery, also those
 *   its consumer takes at once (`takeAtOnce`: written then and there, never executed for this
 *   subscriber); before an item goes on to be executed, the subscription's loaders forget what
 *   they read for the ones before it.
 * - Over graphql-ws, a stuck consumer is closed: the next item is asked for only once the socket
 *   took the last (graphql-ws's path) or holds less than 64 KiB unsent (the direct path of shared
 *   results, shared-execution.ts), so a client that stops reading costs the server that much, not
 *   a queue. A stream whose last item has not been taken within the timeout is closed with 4008
 *   and a reason; the client resumes with `after`. One timer per stream, re-armed
 *   with `refresh()`, rather than one made and cleared per delivery.
 */
function guarded(
  inner: FollowStream,
  opts: {
    stop: AbortController;
    onClose: () => Promise<void>;
    transport: "graphql-ws" | "sse";
    loaders: Loaders;
    stuck?: { timeoutMs: number; close: () => void } | null;
  },
): FollowStream {
  const { stop, onClose, transport, loaders, stuck } = opts;
  openSubscriptions.inc({ transport });
  let closed = false;
  // Armed while an item handed on has not been taken (the consumer has not asked for the next).
  let waitingForTaker = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const close = async () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    openSubscriptions.dec({ transport });
    stop.abort();
    await onClose();
  };
  const handedOn = () => {
    countDelivery(transport);
    loaders.forget();
    if (!stuck || closed) return;
    waitingForTaker = true;
    if (timer) timer.refresh();
    else timer = setTimeout(() => waitingForTaker && !closed && stuck.close(), stuck.timeoutMs);
  };
  const wrapper = {
    async next() {
      waitingForTaker = false;
      try {
        const r = await inner.next();
        if (r.done) await close();
        else handedOn();
        return r;
      } catch (err) {
        await close();
        throw err;
      }
    },
    async return(value?: unknown) {
      await close();
      return inner.return(value as never);
    },
    async throw(err: unknown) {
      await close();
      return inner.throw(err);
    },
    // An item taken at once is delivered then and there: nothing waits for a taker. An item made
    // ready ahead (its result executed, maybe on this subscriber's context) reads objects afresh too.
    takeAtOnce(take: (item: StreamItem) => boolean, prepare?: Prepare) {
      inner.takeAtOnce(
        (item) => {
          if (closed || !take(item)) return false;
          countDelivery(transport);
          return true;
        },
        prepare &&
          ((item) => {
            if (closed) return undefined;
            loaders.forget();
            return prepare(item);
          }),
      );
    },
    [Symbol.asyncIterator]() {
      return wrapper;
    },
  } as FollowStream;
  return wrapper;
}

/** The resume point of a subscription: `after` if given, else SSE's Last-Event-ID. */
export function resumeCursor(ctx: GraphQLContext, after: string | null | undefined): string | null {
  if (after != null) return after;
  const id = ctx.stream.lastEventId;
  return id != null && id !== "" ? id : null;
}
