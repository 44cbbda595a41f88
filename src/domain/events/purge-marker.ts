import type { PrismaClient } from "../../db/client.js";
import type { StreamItem } from "./follow.js";
import type { EventRow } from "./log.js";

/**
 * A task stream lists the newest history.purged the way a list does: first, at the position just
 * before the first kept event (`listedAt`, its resume position), and never again at its own
 * sequence. Only a stream that starts before that position (after: "0"; any other such cursor
 * has expired) gets it; the others resume past it.
 *
 * A wrapper object rather than an async generator: `return()` goes straight to the follower,
 * which may be waiting for events (see `guarded` in src/graphql/streams.ts).
 */
export async function placePurgeMarker(
  prisma: PrismaClient,
  inner: AsyncGenerator<StreamItem>,
  task: { id: string; purgedThroughSequence: bigint | null; purgeMarkerSequence: bigint | null },
  q: { after: bigint | null; types?: readonly string[] | null; threadId?: string | null },
): Promise<AsyncGenerator<StreamItem>> {
  const markerSequence = task.purgeMarkerSequence;
  const listedAt = task.purgedThroughSequence;
  if (markerSequence == null || listedAt == null) return inner;
  const wanted = !q.threadId && (!q.types?.length || q.types.includes("history.purged"));
  let first: EventRow | null = null;
  if (wanted && q.after != null && q.after < listedAt) {
    const row = await prisma.event.findFirst({ where: { taskId: task.id, sequence: markerSequence } });
    first = row ? { ...row, listedAt } : null;
  }
  const wrapper = {
    async next(): Promise<IteratorResult<StreamItem>> {
      if (first) {
        const value = first;
        first = null;
        return { done: false, value };
      }
      for (;;) {
        const r = await inner.next();
        if (r.done || !("sequence" in r.value) || r.value.sequence !== markerSequence) return r;
      }
    },
    return: (value?: unknown) => inner.return(value as never),
    throw: (err: unknown) => inner.throw(err),
    [Symbol.asyncIterator]() {
      return wrapper;
    },
  } as AsyncGenerator<StreamItem>;
  return wrapper;
}
