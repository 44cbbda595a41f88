import type { PubSub } from "../../pubsub/index.js";
import { topics, type AppendedSignal, type EventLog, type EventRow } from "./log.js";
import type { DeltaItem } from "../deltas.js";
import type { LogWatcher } from "./watch.js";
import type { ReadRouter, SqlQuery } from "../../db/replicas.js";
import { deliverySlot } from "./delivery-budget.js";
import { SingleFlight } from "../single-flight.js";
import { eventsAfter, type FollowedEvents } from "./read.js";

export interface FollowQuery extends FollowedEvents {
  /** Replay everything after this sequence first; null → only events committed from now on. */
  after?: bigint | null;
  /** Preview types to pass on (worker.message, worker.thinking); task streams only. */
  deltas?: readonly string[] | null;
  /**
   * Read on the primary only. A run's stream picks events by their run, and a claim sets the run
   * of the messages it takes after they were written: a replica that replayed the message but
   * not yet the claim would show it outside the run, and the stream would pass it by for good.
   */
  primary?: boolean;
  /**
   * A replica serves this stream only once it has replayed this sequence: the task's last purge.
   * The stream places the purge marker from the task's row on the primary; a replica from before
   * the purge would still hold the events it deleted, and pass them on after the marker.
   */
  holds?: bigint | null;
}

export interface FollowDeps {
  /** Where the log is read: a read replica when it holds what the follower needs, else the primary. */
  reads: ReadRouter;
  /** Where a stream that must read the primary (`primary`) reads. */
  primary: ReadRouter;
  pubsub: PubSub;
  log: EventLog;
  /** Wakes the follower when the log moved past it and its signal was lost. */
  watcher: LogWatcher;
  /** Ends the stream (server shutdown, client gone). */
  signal?: AbortSignal;
}

export type StreamItem = EventRow | DeltaItem;

/**
 * A followed stream whose consumer may also take items at once: `takeAtOnce(take)` has the follower
 * offer each item to `take` first, and yield only those it declines (returns false for). A
 * consumer that can write an item to its connection without waiting (a shared result already on
 * the wire, a socket with room) takes it there, and the item costs no promise between the follower
 * and the socket; one that must wait declines, and gets the item from `next()` as before, in order:
 * after a declined item the follower offers nothing until it is asked for the next one.
 */
export interface FollowStream extends AsyncGenerator<StreamItem> {
  takeAtOnce(take: (item: StreamItem) => boolean): void;
}

const BATCH = 100;

/**
 * A read of the log after a cursor, as the follower that started it asked for it: what it had
 * heard the log reached (`heard`) and, on a replica, what the replica held (`holds`; null on the
 * primary). The read sees everything up to both, and nothing more is known of it.
 */
export interface FollowRead {
  rows: EventRow[];
  heard: bigint;
  holds: bigint | null;
}

const inFlight = new WeakMap<SqlQuery, SingleFlight<string, FollowRead>>();

/**
 * Followers of one task are woken by the same signal at the same moment and ask the same
 * question (the rows after the same cursor) of the same server: they share one query instead of
 * each sending it, so a thousand subscribers to a task cost one read per new event, not a thousand.
 */
function readShared(sql: SqlQuery, key: string, read: () => Promise<FollowRead>): Promise<FollowRead> {
  let queries = inFlight.get(sql);
  if (!queries) inFlight.set(sql, (queries = new SingleFlight()));
  return queries.run(key, read);
}

/**
 * Where a follower's cursor goes after a read that came back whole (less than a batch), and
 * whether it must read again. The read holds every event up to the word its starter had heard and
 * (on a replica) what the replica held, so the cursor moves there, never further: a follower that
 * joined a read started before it heard a later word must not move past events the read could
 * not see (it reads again). Events the read did return may have moved the cursor further already.
 */
export function afterWholeRead(cursor: bigint, heard: bigint, read: Pick<FollowRead, "heard" | "holds">): { cursor: bigint; again: boolean } {
  let whole = read.heard < heard ? read.heard : heard;
  if (read.holds != null && read.holds < whole) whole = read.holds;
  const next = whole > cursor ? whole : cursor;
  return { cursor: next, again: next < heard };
}

/**
 * `parse` run once per bus message, however many followers ask: the bus hands one message to
 * every follower of its topic, one after the other, so the last message's result is kept.
 */
function parsedOnce<T>(parse: (msg: string) => T): (msg: string) => T {
  let last: string | undefined;
  let value: T;
  return (msg) => {
    if (msg !== last) {
      value = parse(msg);
      last = msg;
    }
    return value;
  };
}

/** The sequence a log signal carries; undefined for a malformed signal, which still means "look". */
const signalSequence = parsedOnce((msg): bigint | undefined => {
  try {
    return BigInt((JSON.parse(msg) as AppendedSignal).sequence);
  } catch {
    return undefined;
  }
});

/**
 * A preview as its followers get it: all of them hold the same object, which lets subscribers with
 * the same selection share its execution and its wire text (src/server/plugins/shared-execution.ts).
 */
const deltaItem = parsedOnce((msg) => JSON.parse(msg) as DeltaItem);

/** Previews held for one subscriber at most; past that they are dropped (the finished event is the record). */
const MAX_PENDING_DELTAS = 1000;

/**
 * Follows the log: first what is already committed after the cursor, then live, with no gap and
 * no repeat. Pub/sub only wakes the follower; every event is read from the log by sequence, and
 * sequences become visible in commit order (see log.ts), so reading `sequence > cursor` can
 * neither skip nor repeat. A lost signal (Redis away, a dropped message) costs at most one poll
 * interval: the instance's LogWatcher looks at the log every FOLLOW_POLL_MS for all its
 * followers at once and wakes those left behind. A reconnect of the bus triggers a read at once.
 *
 * Memory is bounded: one batch of at most 100 events and at most 1,000 previews are held; the
 * next batch is read only when the consumer asked for more or took the last at once (which it
 * does only while its connection has room), so a slow consumer falls behind to catch-up reads
 * instead of queueing.
 *
 * A task stream ends after the task's `task.deleted` event.
 */
export function followEvents(deps: FollowDeps, q: FollowQuery): FollowStream {
  const consumer: { take?: (item: StreamItem) => boolean } = {};
  const stream = follow(deps, q, consumer) as FollowStream;
  stream.takeAtOnce = (take) => void (consumer.take = take);
  return stream;
}

async function* follow(deps: FollowDeps, q: FollowQuery, consumer: { take?: (item: StreamItem) => boolean }): AsyncGenerator<StreamItem> {
  const { signal } = deps;
  const reads = q.primary ? deps.primary : deps.reads;
  let wake: (() => void) | null = null;
  let dirty = true;
  /**
   * The highest sequence a signal or the watcher said this stream's log reached. Once a read
   * after such a word comes back whole (less than a batch), every event up to it has been read,
   * so a filtered stream moves its cursor there too and is not woken again for events it skips.
   */
  let heard = -1n;
  const poke = (upTo?: bigint) => {
    if (upTo != null && upTo > heard) heard = upTo;
    dirty = true;
    wake?.();
  };
  let cursor = q.after ?? -1n;
  let stopped = false;
  const offs: Array<() => unknown> = [];
  const pending: DeltaItem[] = [];
  /** The task whose previews this stream takes, if it takes any. */
  const previewTask = q.deltas?.length ? q.taskId : undefined;
  /** Events already read, whose previews are dropped from now on (kept only by a stream that takes previews). */
  const closedPreviews = new Set<string>();
  try {
    const topic = q.taskId ? topics.task(q.taskId) : topics.workspace(q.workspaceId);
    offs.push(
      await deps.pubsub.subscribe(topic, (msg) => {
        const seq = signalSequence(msg);
        if (seq == null || seq > cursor) poke(seq);
      }),
    );
    if (previewTask) {
      const wanted = new Set(q.deltas);
      offs.push(
        await deps.pubsub.subscribe(topics.deltas(previewTask), (msg) => {
          const item = deltaItem(msg);
          if (!wanted.has(item.type) || closedPreviews.has(item.eventId)) return;
          if (pending.length >= MAX_PENDING_DELTAS) return;
          pending.push(item);
          wake?.();
        }),
      );
    }
    offs.push(deps.pubsub.onReconnect(() => poke()));
    offs.push(await deps.watcher.add({ workspaceId: q.workspaceId, taskId: q.taskId, cursor: () => cursor, poke }));
    // A plain flag: the loop looks at it per item, and AbortSignal's getter validates its receiver each time.
    const onAbort = () => {
      stopped = true;
      wake?.();
    };
    if (signal?.aborted) stopped = true;
    signal?.addEventListener("abort", onAbort);
    offs.push(() => signal?.removeEventListener("abort", onAbort));
    // Subscribed and watched first, then the starting point: nothing committed in between can be missed.
    if (q.after == null) cursor = await deps.log.committedSequence();
    // With replicas, what was committed before the watch began must be read from somewhere that
    // holds it: a lagging replica alone would leave those events unread until the next signal.
    else if (reads.replicated) poke(await deps.log.committedSequence());

    // Followers with the same query at the same cursor read together (readShared).
    const queryKey = JSON.stringify([q.workspaceId, q.taskId ?? null, q.threadId ?? null, q.types ?? null]);
    const wanted = (e: EventRow) =>
      (!q.threadId || e.threadId === q.threadId) && (!q.types?.length || q.types.includes(e.type));

    while (!stopped) {
      if (!dirty && pending.length === 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        if (stopped) break;
      }
      while (pending.length) {
        const item = pending.shift()!;
        if (closedPreviews.has(item.eventId)) continue;
        const turn = deliverySlot();
        if (turn) await turn;
        if (!consumer.take?.(item)) yield item;
      }
      if (!dirty) continue;
      dirty = false;
      const upTo = heard;
      // A replica that holds everything up to the word heard, else one that holds more than the
      // cursor (a part of a catch-up), else the primary. Never one that holds nothing past the
      // cursor: reading it would find nothing and ask again.
      const floor = q.holds ?? 0n;
      const need = upTo > cursor ? upTo : cursor + 1n;
      const part = cursor + 1n;
      const after = cursor;
      // A read joined here may have been started by another follower on an earlier word: it
      // carries what it was started with (see afterWholeRead).
      const read = await reads.run({ sequence: need > floor ? need : floor, partial: part > floor ? part : floor }, (_prisma, holds, sql) =>
        readShared(sql, `${queryKey} ${after}`, async () => ({ rows: await eventsAfter(sql, q, after, BATCH), heard: upTo, holds })),
      );
      const { rows } = read;
      if (rows.length === BATCH) dirty = true;
      for (const row of rows) {
        cursor = row.sequence;
        if (previewTask) closedPreviews.add(row.id);
        if (wanted(row)) {
          const turn = deliverySlot();
          if (turn) await turn;
          if (!consumer.take?.(row)) yield row;
        }
        if (q.taskId && row.type === "task.deleted") return;
      }
      if (rows.length < BATCH) {
        // Read whole up to what the read held; the rest (from the primary, or after a later word) next.
        const next = afterWholeRead(cursor, upTo, read);
        cursor = next.cursor;
        if (next.again) dirty = true;
      }
      if (closedPreviews.size > 10_000) closedPreviews.clear();
    }
  } finally {
    for (const off of offs.reverse()) await off();
  }
}
