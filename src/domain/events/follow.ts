import type { PubSub } from "../../pubsub/index.js";
import { topics, type AppendedSignal, type EventLog, type EventRow } from "./log.js";
import type { DeltaItem } from "../deltas.js";
import type { LogWatcher } from "./watch.js";
import type { ReadRouter, SqlQuery } from "../../db/replicas.js";
import { deliverySlot } from "./delivery-budget.js";
import { SingleFlight } from "../single-flight.js";
import { eventsAfter, isOfThreadAndTypes, type FollowedEvents } from "./read.js";

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
  takeAtOnce(take: (item: StreamItem) => boolean, prepare?: Prepare): void;
}

/**
 * Gets an item ready to be taken at once (its group's wire text made): undefined if it is ready,
 * else a promise that settles when it is (or when it will not be: the item is then declined). A
 * consumer that has it lets its stream be read by a FollowGroup.
 */
export type Prepare = (item: StreamItem) => Promise<unknown> | undefined;

/** What a stream's consumer gave `takeAtOnce`. */
interface Consumer {
  take?: (item: StreamItem) => boolean;
  prepare?: Prepare;
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
 * Caught up, a stream whose consumer takes rows at once (and takes no previews) is read for by
 * its query's FollowGroup, with the other followers of that query on this server, until it does
 * not take one.
 *
 * A task stream ends after the task's `task.deleted` event.
 */
export function followEvents(deps: FollowDeps, q: FollowQuery): FollowStream {
  const consumer: Consumer = {};
  const stream = follow(deps, q, consumer) as FollowStream;
  stream.takeAtOnce = (take, prepare) => {
    consumer.take = take;
    consumer.prepare = prepare;
  };
  return stream;
}

/** Which followers read the log together (see readShared) and can be read for by one FollowGroup. */
function queryKeyOf(q: FollowQuery): string {
  return JSON.stringify([q.workspaceId, q.taskId ?? null, q.threadId ?? null, q.types ?? null]);
}

/**
 * One read of the log after `cursor` for a follower of `q` that heard the log reached `heard`:
 * on a replica that holds everything up to the word heard, else one that holds more than the
 * cursor (a part of a catch-up), else the primary; never one that holds nothing past the cursor
 * (reading it would find nothing and ask again). Before all of them, this instance's own last
 * commits, when they hold the whole log from the cursor to the word (not for a read that must look
 * at the log itself, `look`, as after a reconnect). Followers with the same query at the same
 * cursor read together (readShared); a read joined so may have been started by another follower
 * on an earlier word, and carries what it was started with (see afterWholeRead).
 */
function readAfter(
  deps: Pick<FollowDeps, "log">,
  reads: ReadRouter,
  q: FollowQuery,
  queryKey: string,
  cursor: bigint,
  heard: bigint,
  look: boolean,
): Promise<FollowRead> {
  // The rows this instance just committed, while they are the whole log past the cursor (see
  // RecentCommits). Not for a stream that picks rows by what a claim writes later (`primary`), nor
  // for a read that must look at the log itself (`look`: signals may have been lost).
  if (!q.primary && !look && heard > cursor) {
    const rows = deps.log.recent.after(q, cursor, heard, BATCH, q.holds);
    if (rows) return Promise.resolve({ rows, heard, holds: null });
  }
  const floor = q.holds ?? 0n;
  const need = heard > cursor ? heard : cursor + 1n;
  const part = cursor + 1n;
  return reads.run({ sequence: need > floor ? need : floor, partial: part > floor ? part : floor }, (_prisma, holds, sql) =>
    readShared(sql, `${queryKey} ${cursor}`, async () => ({ rows: await eventsAfter(sql, q, cursor, BATCH), heard, holds })),
  );
}

/**
 * Has `poke` told of new events of `q`'s log past `cursor()`: the bus's signals (with the sequence
 * they name), its reconnects (when signals may have been missed) and the watcher (which looks at
 * the log itself). While `deaf()`, signals are dropped unread (a grouped follower's group hears
 * them; one check per follower on the bus's hot path). What to undo goes on `offs`, each as soon
 * as it is done.
 */
async function listen(deps: FollowDeps, q: FollowQuery, cursor: () => bigint, poke: (upTo?: bigint) => void, offs: Array<() => unknown>, deaf?: () => boolean) {
  const topic = q.taskId ? topics.task(q.taskId) : topics.workspace(q.workspaceId);
  offs.push(
    await deps.pubsub.subscribe(topic, (msg) => {
      if (deaf?.()) return;
      const seq = signalSequence(msg);
      if (seq == null || seq > cursor()) poke(seq);
    }),
  );
  offs.push(deps.pubsub.onReconnect(() => poke()));
  offs.push(await deps.watcher.add({ workspaceId: q.workspaceId, taskId: q.taskId, cursor, poke }));
}

/**
 * What a reader of the log (a follower reading for itself, or a group) has been told and not read
 * yet. Signals and the watcher only mark it; the reader's loop reads when it is `dirty`.
 */
class Unread {
  /** Something may have been committed after the reader's cursor: read. */
  dirty = true;
  /**
   * The highest sequence a signal or the watcher said the log reached. Once a read after such a
   * word comes back whole (less than a batch), every event up to it has been read, so a filtered
   * stream moves its cursor there too and is not woken again for events it skips.
   */
  heard = -1n;
  /**
   * The next read looks at the log itself, not at what this instance committed last (see
   * readAfter): a word that named no sequence (a bus reconnect, a malformed signal), or a follower
   * leaving its group, which may have heard of events it did not read.
   */
  private look = false;

  /** A word: the log reached `upTo`; with none, something may have changed, and the log is looked at. */
  heardOf(upTo?: bigint) {
    if (upTo == null) this.look = true;
    else if (upTo > this.heard) this.heard = upTo;
    this.dirty = true;
  }

  /** A read begins: it is owed nothing more until another word; whether it must look at the log itself. */
  begin(): boolean {
    const looking = this.look;
    this.dirty = false;
    this.look = false;
    return looking;
  }
}

async function* follow(deps: FollowDeps, q: FollowQuery, consumer: Consumer): AsyncGenerator<StreamItem> {
  const { signal } = deps;
  const reads = q.primary ? deps.primary : deps.reads;
  let wake: (() => void) | null = null;
  const unread = new Unread();
  /** The group this stream is read by while it is caught up (see FollowGroup); null: it reads itself. */
  let group: FollowGroup | null = null;
  const poke = (upTo?: bigint) => {
    // A stream in a group is read for: the group hears the same words, and hands on what it
    // heard when the stream leaves.
    if (group) return;
    unread.heardOf(upTo);
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
  /** The row its group handed on and this stream's consumer did not take at once: yielded next. */
  let handed: EventRow | undefined;
  let groupEnded = false;
  const member: GroupMember = {
    since: -1n,
    take: (row) => consumer.take!(row),
    prepare: (row) => consumer.prepare!(row),
    leave(g, row, ended) {
      if (group !== g) return;
      group = null;
      // It may have joined ahead of the group (see FollowGroup.join).
      if (g.cursor > cursor) cursor = g.cursor;
      handed = row;
      groupEnded = ended;
      // What the group heard, and one read on its own from the log: the group may have heard of
      // events it did not read yet.
      unread.heardOf(g.unread.heard);
      unread.heardOf();
      wake?.();
    },
  };
  try {
    // In a group, the group's cursor is the stream's (the watcher's lag counts from it).
    const grouped = () => group !== null;
    await listen(deps, q, () => (group && group.cursor > cursor ? group.cursor : cursor), poke, offs, grouped);
    if (previewTask) {
      const wanted = new Set(q.deltas);
      const onPreview = (msg: string) => {
        const item = deltaItem(msg);
        if (!wanted.has(item.type) || closedPreviews.has(item.eventId)) return;
        if (pending.length >= MAX_PENDING_DELTAS) return;
        pending.push(item);
        wake?.();
      };
      // Ephemeral: previews reach this instance through Redis only while it follows them (unheard.ts).
      offs.push(await deps.pubsub.subscribe(topics.deltas(previewTask), onPreview, { ephemeral: true }));
    }
    // A plain flag: the loop looks at it per item, and AbortSignal's getter validates its receiver each time.
    const onAbort = () => {
      stopped = true;
      group?.remove(member);
      group = null;
      wake?.();
    };
    if (signal?.aborted) stopped = true;
    signal?.addEventListener("abort", onAbort);
    offs.push(() => signal?.removeEventListener("abort", onAbort));
    offs.push(() => {
      group?.remove(member);
      group = null;
    });
    // Subscribed and watched first, then the starting point: nothing committed in between can be missed.
    if (q.after == null) cursor = await deps.log.committedSequence();
    // With replicas, what was committed before the watch began must be read from somewhere that
    // holds it: a lagging replica alone would leave those events unread until the next signal.
    else if (reads.replicated) poke(await deps.log.committedSequence());

    const queryKey = queryKeyOf(q);
    // A stream whose consumer takes rows at once, and takes no previews, can be read for by a group.
    const groupKey = !previewTask && consumer.take && consumer.prepare ? `${queryKey} ${q.primary ? "primary" : "reads"} ${q.holds ?? ""}` : null;

    while (!stopped) {
      if (!unread.dirty && pending.length === 0) {
        // Caught up: the group of this query reads for it from here, if it is where this stream is.
        if (groupKey !== null) group = FollowGroup.join(deps, q, groupKey, cursor, member);
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        if (stopped) break;
      }
      if (handed) {
        const row = handed;
        handed = undefined;
        if (!consumer.take?.(row)) yield row;
        if (q.taskId && row.type === "task.deleted") return;
      }
      if (groupEnded) return;
      while (pending.length) {
        const item = pending.shift()!;
        if (closedPreviews.has(item.eventId)) continue;
        const turn = deliverySlot();
        if (turn) await turn;
        // Its text made first (once for the item's followers), then taken at once: the item then
        // reaches the socket without a round through the consumer's `next()`, whose chain of
        // pending promises (the transport's loop down to here) lived from one preview to the next,
        // long enough to be copied out of V8's young generation.
        const ready = consumer.take && consumer.prepare?.(item);
        if (ready) await ready;
        if (!consumer.take?.(item)) yield item;
      }
      if (!unread.dirty) continue;
      const upTo = unread.heard;
      const looking = unread.begin();
      const read = await readAfter(deps, reads, q, queryKey, cursor, upTo, looking);
      const { rows } = read;
      if (rows.length === BATCH) unread.dirty = true;
      for (const row of rows) {
        cursor = row.sequence;
        if (previewTask) closedPreviews.add(row.id);
        if (isOfThreadAndTypes(q, row)) {
          const turn = deliverySlot();
          if (turn) await turn;
          const ready = consumer.take && consumer.prepare?.(row);
          if (ready) await ready;
          if (!consumer.take?.(row)) yield row;
        }
        if (q.taskId && row.type === "task.deleted") return;
      }
      if (rows.length < BATCH) {
        // Read whole up to what the read held; the rest (from the primary, or after a later word) next.
        const next = afterWholeRead(cursor, upTo, read);
        cursor = next.cursor;
        if (next.again) unread.dirty = true;
      }
      if (closedPreviews.size > 10_000) closedPreviews.clear();
    }
  } finally {
    for (const off of offs.reverse()) await off();
  }
}

/** A follower as its group sees it. */
interface GroupMember {
  /** The cursor it joined its group at: it is offered the rows after it. */
  since: bigint;
  /** Takes a row at once (see FollowStream.takeAtOnce); false: the member leaves with it. */
  take(row: EventRow): boolean;
  prepare: Prepare;
  /**
   * The group no longer reads for this member: from `g.cursor`, or with `row` (the first it did
   * not take) still to be handed on; `ended`: the task was deleted and its stream ends.
   */
  leave(g: FollowGroup, row: EventRow | undefined, ended: boolean): void;
}

/** What the groups did (tests read it to see that caught-up followers are read for together). */
export const followGroupStats = { left: 0, delivered: 0 };

const groups = new WeakMap<EventLog, Map<string, FollowGroup>>();
/** Every running group of the process, for `groupedFollowers`. */
const running = new Set<FollowGroup>();

/**
 * How many followers groups read for now, in this process: of one task (tests wait on it), of one
 * server's log (the atg_followers_grouped gauge), or all.
 */
export function groupedFollowers(of: { taskId?: string; log?: EventLog } = {}): number {
  let n = 0;
  for (const g of running) if ((of.taskId === undefined || g.taskId === of.taskId) && (of.log === undefined || g.log === of.log)) n += g.members.size;
  return n;
}

/**
 * The followers of one query on this server that are caught up, read for by one reader.
 * Without it, each of a task's 1,000 followers is woken by the signal of a new event, joins the
 * shared read, takes its turn (delivery-budget.ts) and hands the row to its consumer, each step a
 * promise per follower. The group is woken once, reads once, gets the row's wire
 * text made once for each selection (`prepare`), then offers the row to every member in turn,
 * synchronously, within the process's delivery budget: the work per member is the consumer's
 * write.
 *
 * A follower joins when it is caught up (nothing to read, nothing pending) at or ahead of the
 * group's cursor (it may have read an event the group is still handing on): it is offered only
 * the rows after its own cursor. It keeps its own subscription and watch, which only mark it as
 * having something to read. It leaves when it does not take a row at once (its socket is full,
 * or its result is not shareable): with that row, which its own loop hands on as before, and
 * from there it reads for itself (the slow-consumer rules apply as ever) until it is caught up
 * again. A read that fails lets every member go, to read (and meet the error) on its own. A
 * group with no member left stops.
 */
class FollowGroup {
  readonly members = new Set<GroupMember>();
  private stopped = false;
  /** What the group's signals and watch told it, shared by its members (see Unread). */
  readonly unread = new Unread();
  private wake: (() => void) | null = null;

  private constructor(
    private readonly deps: FollowDeps,
    private readonly q: FollowQuery,
    private readonly key: string,
    private readonly all: Map<string, FollowGroup>,
    public cursor: bigint,
  ) {
    running.add(this);
  }

  get taskId(): string | undefined {
    return this.q.taskId;
  }

  get log(): EventLog {
    return this.deps.log;
  }

  /** Adds `m`, caught up at `cursor`, to its query's group: the group, or null if that is behind `m`'s cursor. */
  static join(deps: FollowDeps, q: FollowQuery, key: string, cursor: bigint, m: GroupMember): FollowGroup | null {
    let all = groups.get(deps.log);
    if (!all) groups.set(deps.log, (all = new Map()));
    let g = all.get(key);
    if (!g) {
      g = new FollowGroup({ ...deps, signal: undefined }, q, key, all, cursor);
      all.set(key, g);
      void g.run();
    }
    // A member behind the group would miss the rows between; one ahead skips those it has.
    if (g.stopped || cursor < g.cursor) return null;
    m.since = cursor;
    g.members.add(m);
    return g;
  }

  /** `m` leaves (its stream ended). */
  remove(m: GroupMember) {
    if (!this.members.delete(m)) return;
    if (this.members.size === 0) this.stop();
  }

  private stop() {
    this.stopped = true;
    running.delete(this);
    if (this.all.get(this.key) === this) this.all.delete(this.key);
    this.wake?.();
  }

  private poke = (upTo?: bigint) => {
    this.unread.heardOf(upTo);
    this.wake?.();
  };

  private async run() {
    const { deps, q } = this;
    const reads = q.primary ? deps.primary : deps.reads;
    const offs: Array<() => unknown> = [];
    let ended = false;
    try {
      await listen(deps, q, () => this.cursor, this.poke, offs);
      // Subscribed and watched: whatever was committed after the cursor before that is read now (dirty).
      const queryKey = queryKeyOf(q);
      while (!this.stopped) {
        if (!this.unread.dirty) {
          await new Promise<void>((resolve) => (this.wake = resolve));
          this.wake = null;
          continue;
        }
        const upTo = this.unread.heard;
        const looking = this.unread.begin();
        const read = await readAfter(deps, reads, q, queryKey, this.cursor, upTo, looking);
        const { rows } = read;
        if (rows.length === BATCH) this.unread.dirty = true;
        for (const row of rows) {
          if (this.stopped) return;
          this.cursor = row.sequence;
          if (isOfThreadAndTypes(q, row)) await this.deliver(row);
          if (q.taskId && row.type === "task.deleted") {
            ended = true;
            return;
          }
        }
        if (rows.length < BATCH) {
          const next = afterWholeRead(this.cursor, upTo, read);
          this.cursor = next.cursor;
          if (next.again) this.unread.dirty = true;
        }
      }
    } catch {
      // The read failed: every member reads on its own again, and meets the error there.
    } finally {
      this.stop();
      for (const m of [...this.members]) this.dismiss(m, undefined, ended);
      for (const off of offs.reverse()) await off();
    }
  }

  /**
   * Offers `row` to every member. One that does not take it is asked to get it ready (the first of
   * each selection: its text is made then, once, for all that share it) and offered it again; one
   * that still does not take it (its socket is full, or its result cannot be shared) leaves with it.
   */
  private async deliver(row: EventRow) {
    // Members that join meanwhile are at or past this row (join), and skip it.
    for (const m of this.members) {
      if (m.since >= row.sequence) continue;
      const turn = deliverySlot();
      if (turn) await turn;
      if (this.stopped) return;
      // Gone while this waited.
      if (!this.members.has(m)) continue;
      let taken = this.offer(m, row);
      if (!taken) {
        const ready = m.prepare(row);
        if (ready) {
          await ready.catch(() => {});
          if (this.stopped) return;
          if (!this.members.has(m)) continue;
          taken = this.offer(m, row);
        }
      }
      if (taken) followGroupStats.delivered++;
      else this.dismiss(m, row, false);
    }
  }

  private offer(m: GroupMember, row: EventRow): boolean {
    try {
      return m.take(row);
    } catch {
      // Handed on by the member's own loop instead, where an error ends its stream.
      return false;
    }
  }

  private dismiss(m: GroupMember, row: EventRow | undefined, ended: boolean) {
    this.members.delete(m);
    followGroupStats.left++;
    m.leave(this, row, ended);
    if (this.members.size === 0) this.stop();
  }
}
