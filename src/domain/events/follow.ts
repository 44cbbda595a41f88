import type { PrismaClient } from "../../db/client.js";
import type { Prisma } from "../../db/generated/prisma/client.js";
import type { PubSub } from "../../pubsub/index.js";
import { topics, type AppendedSignal, type EventLog, type EventRow } from "./log.js";

export interface FollowQuery {
  workspaceId: string;
  /** One task's events; without it, every task of the workspace. */
  taskId?: string;
  threadId?: string | null;
  types?: readonly string[] | null;
  /** Replay everything after this sequence first; null → only events committed from now on. */
  after?: bigint | null;
}

export interface FollowDeps {
  prisma: PrismaClient;
  pubsub: PubSub;
  log: EventLog;
  /** How often a quiet follower checks the log anyway, to repair a missed signal. */
  pollMs?: number;
}

const BATCH = 100;

/**
 * Follows the log: first what is already committed after the cursor, then live, with no gap and
 * no repeat. Pub/sub only wakes the follower; every event is read from the log by sequence, and
 * sequences are visible in commit order (see log.ts), so reading `sequence > cursor` can neither
 * skip nor repeat. A lost signal (a Redis restart, a dropped message) costs at most one poll
 * interval, and a reconnect of the bus triggers an immediate read.
 *
 * Memory is bounded: at most one batch is held, and the next is read only when the consumer
 * asks for more, so a slow consumer falls behind to catch-up reads instead of queueing.
 * The iterator ends after the task's `task.deleted` event.
 */
export async function* followEvents(deps: FollowDeps, q: FollowQuery, signal?: AbortSignal): AsyncGenerator<EventRow> {
  let wake: (() => void) | null = null;
  let dirty = true;
  const poke = () => {
    dirty = true;
    wake?.();
  };
  const topic = q.taskId ? topics.task(q.taskId) : topics.workspace(q.workspaceId);
  const unsubscribe = await deps.pubsub.subscribe(topic, (msg) => {
    try {
      const s = JSON.parse(msg) as AppendedSignal;
      if (BigInt(s.sequence) <= cursor) return;
    } catch {
      // A malformed signal still means "look".
    }
    poke();
  });
  const offReconnect = deps.pubsub.onReconnect(poke);
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  // Subscribed first, then the starting point: nothing committed in between can be missed.
  let cursor: bigint = q.after ?? (await deps.log.committedSequence());
  const pollMs = deps.pollMs ?? 2000;

  const where = (): Prisma.EventWhereInput => {
    const base: Prisma.EventWhereInput = { workspaceId: q.workspaceId, sequence: { gt: cursor } };
    if (q.taskId) base.taskId = q.taskId;
    const filters: Prisma.EventWhereInput[] = [];
    if (q.threadId) filters.push({ threadId: q.threadId });
    if (q.types?.length) filters.push({ type: { in: [...q.types] } });
    if (filters.length === 0) return base;
    // task.deleted always comes through, so a filtered stream still learns that it ends.
    return { ...base, OR: [{ AND: filters }, ...(q.taskId ? [{ type: "task.deleted" }] : [])] };
  };
  const wanted = (e: EventRow) =>
    (!q.threadId || e.threadId === q.threadId) && (!q.types?.length || q.types.includes(e.type));

  try {
    while (!signal?.aborted) {
      if (!dirty) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (signal?.aborted) break;
      }
      dirty = false;
      const rows = (await deps.prisma.event.findMany({
        where: where(),
        orderBy: { sequence: "asc" },
        take: BATCH,
      })) as EventRow[];
      if (rows.length === BATCH) dirty = true;
      for (const row of rows) {
        cursor = row.sequence;
        if (wanted(row)) yield row;
        if (q.taskId && row.type === "task.deleted") return;
      }
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    offReconnect();
    await unsubscribe();
  }
}
