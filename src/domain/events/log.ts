import type { Database, Statement, TxSql } from "../../db/client.js";
import { sqlThrough, type SqlQuery } from "../../db/replicas.js";
import type { Prisma } from "../../db/generated/prisma/client.js";
import type { PubSub } from "../../pubsub/index.js";
import { newId } from "../ids.js";
import { DomainError } from "../errors.js";
import { sequencerSeconds } from "../../metrics.js";
import { LiveRunCache, liveRunCheck } from "../live-runs.js";
import { RecentCommits } from "./recent.js";

export type Tx = Prisma.TransactionClient;

/** Plain SQL on a transaction's own connection, where the database offers it (see Database.transaction). */
const plainSql = new WeakMap<Tx, TxSql>();

/** The plain-SQL path of a transaction EventLog.transact opened on PostgreSQL (undefined elsewhere). */
export const plainSqlOf = (tx: Tx): TxSql | undefined => plainSql.get(tx);

/**
 * Plain SQL inside the transaction `tx`: on the transaction's connection without Prisma's layers
 * when it was opened by EventLog.transact on PostgreSQL, else through Prisma's client.
 */
export function sqlIn(tx: Tx): SqlQuery {
  return plainSqlOf(tx) ?? sqlThrough(tx);
}

export interface EventRow {
  id: string;
  sequence: bigint;
  workspaceId: string;
  taskId: string;
  runId: string | null;
  threadId: string | null;
  type: string;
  payload: Prisma.JsonValue;
  processedAt: Date | null;
  createdAt: Date;
  /**
   * Where a list or stream places the event when that is not its sequence: the newest
   * history.purged is listed first, at the position just before the first kept event, and this
   * is its cursor (and a stream's resume position) there. Never stored.
   */
  listedAt?: bigint;
}

export interface NewEvent {
  /** A reserved id (a preview announced the finished event's id); a fresh one otherwise. */
  id?: string;
  type: string;
  payload?: Record<string, unknown>;
  runId?: string | null;
  threadId?: string | null;
  /** Defaults to now; null for a message that waits for a run. */
  processedAt?: Date | null;
}

export interface StreamRef {
  workspaceId: string;
  taskId: string;
}

/** The signal published after a commit: "the log of this task grew up to `sequence`". */
export interface AppendedSignal {
  workspaceId: string;
  taskId: string;
  sequence: string;
  /** True when the task was deleted by this commit; followers end. */
  deleted?: boolean;
}

/** Channels, with hash tags: on a Redis Cluster a task's two channels live on one shard. */
export const topics = {
  task: (taskId: string) => `events:task:{${taskId}}`,
  workspace: (workspaceId: string) => `events:ws:{${workspaceId}}`,
  /** Previews of events being written; never stored. */
  deltas: (taskId: string) => `deltas:task:{${taskId}}`,
} as const;

/**
 * Appends events in the transaction. `last: true` says the append is the transaction's last
 * statement: on PostgreSQL its COMMIT goes with it in one round trip, so the global sequencer row
 * is held only while PostgreSQL works, never while this process gets round to committing; after
 * it the transaction must not be used again (a statement fails). `before` are writes that belong
 * just before the append, in order: with `last`, on PostgreSQL, they go in the same message (they
 * run before the sequencer is taken, so the row is not held any longer).
 */
export type Append = (stream: StreamRef, events: NewEvent[], opts?: { last?: boolean; before?: readonly Before[] }) => Promise<EventRow[]>;

/** A statement that runs just before an append, in order with the others (see Append). */
export interface Before {
  text: string;
  values: unknown[];
  /** The name it is PREPAREd under on each connection. */
  name: string;
  /** Handed the rows the statement returned, for one whose answer the caller needs. */
  rows?: (rows: Record<string, unknown>[]) => void;
}

/**
 * The append-only event log.
 *
 * Commit-ordered sequences: every append takes the next numbers from the single EventSequencer
 * row with `UPDATE … RETURNING`. The row lock that UPDATE takes is held until the transaction
 * commits or rolls back, so a second appender waits, and reads the counter only after the first
 * is visible (PostgreSQL releases a transaction's locks after its commit is visible). Sequences
 * therefore become visible in exactly the order they were handed out, and a rolled-back append
 * returns its numbers too: once a reader has seen N, nothing ≤ N can appear later.
 * The cost is that appends to the whole deployment are serialised for the time between the
 * UPDATE and the commit; appenders do all their reads and checks first and take the sequence
 * as the last step before inserting, so that window is one INSERT and the commit. A batch of 50
 * events takes the lock once. Where the append is the transaction's last statement (a client's
 * write), its COMMIT goes with it (Append's `last`), so the window does not include the wait for
 * this process to send the COMMIT while its event loop is busy.
 */
export class EventLog {
  /** Runs known to take previews; every commit here tells it what changed (see LiveRunCache). */
  readonly liveRuns: LiveRunCache;
  /** What this instance committed last, while it is the whole log there: its followers read it here (see RecentCommits). */
  readonly recent = new RecentCommits();

  constructor(
    private readonly db: Database,
    private readonly pubsub: PubSub,
  ) {
    this.liveRuns = new LiveRunCache(pubsub, liveRunCheck(db.query));
  }

  /**
   * Runs fn in one transaction; everything it appends commits with it or not at all, and is
   * announced on pub/sub only after the commit (a signal lost on the way is repaired by the
   * followers' poll, see LogWatcher).
   */
  async transact<T>(fn: (tx: Tx, append: Append) => Promise<T>): Promise<{ result: T; events: EventRow[] }> {
    const appended: EventRow[] = [];
    let committed: (() => boolean) | undefined;
    let done: { value: T } | undefined;
    let result: T;
    try {
      result = await this.db.transaction(
        async (tx, sql) => {
          if (sql) plainSql.set(tx, sql);
          committed = sql?.committed;
          const value = await fn(tx, async (stream, events, opts) => {
            const rows = await appendInTx(tx, stream, events, opts?.last === true, opts?.before);
            appended.push(...rows);
            return rows;
          });
          done = { value };
          return value;
        },
        { timeout: 30_000, maxWait: 30_000 },
      );
    } catch (err) {
      // Committed with its last append, then failed (Prisma's timer fired while it committed):
      // what committed is announced, and the answer is the write's when it has one.
      if (!committed?.()) throw err;
      this.announce(appended);
      if (!done) throw err;
      return { result: done.value, events: appended };
    }
    // The answer does not wait for the signal: publishing never waits on the bus (see PubSub).
    this.announce(appended);
    return { result, events: appended };
  }

  /** The highest committed sequence. */
  async committedSequence(): Promise<bigint> {
    const row = await this.db.prisma.eventSequencer.findUnique({ where: { id: 1 } });
    return row?.last ?? 0n;
  }

  private announce(rows: EventRow[]) {
    this.liveRuns.committed(rows);
    // Before the signals: a follower they wake here reads these rows from the window.
    this.recent.committed(rows);
    // Read-your-writes for every write committed here, not only mutations': a periodic job's
    // stop or a worker's append is then read from the primary until a replica has replayed it.
    for (const workspaceId of new Set(rows.map((r) => r.workspaceId))) this.db.reads.wrote(workspaceId);
    const last = new Map<string, AppendedSignal>();
    for (const r of rows) {
      last.set(r.taskId, {
        workspaceId: r.workspaceId,
        taskId: r.taskId,
        sequence: r.sequence.toString(),
        deleted: r.type === "task.deleted" || last.get(r.taskId)?.deleted,
      });
    }
    for (const signal of last.values()) {
      const msg = JSON.stringify(signal);
      this.pubsub.publish(topics.task(signal.taskId), msg);
      this.pubsub.publish(topics.workspace(signal.workspaceId), msg);
    }
  }
}

/** Takes `$1` sequences from the sequencer and inserts the events (`$5`, JSON) with them, in one statement. */
const APPEND = `WITH s AS (UPDATE "EventSequencer" SET "last" = "last" + $1 WHERE "id" = 1 RETURNING "last"),
     ins AS (
       INSERT INTO "Event" ("id", "sequence", "workspaceId", "taskId", "runId", "threadId", "type", "payload", "processedAt", "createdAt")
       SELECT u.id, s."last" - $1 + u.ord, $2, $3, u.run_id, u.thread_id, u.type, u.payload, u.processed_at, $4::timestamptz
       FROM s, ROWS FROM (jsonb_to_recordset($5::jsonb) AS (id text, run text, thread text, type text, payload jsonb, at timestamptz))
         WITH ORDINALITY AS u(id, run_id, thread_id, type, payload, processed_at, ord)
       RETURNING 1
     )
     SELECT "last" FROM s`;

async function appendInTx(tx: Tx, stream: StreamRef, events: NewEvent[], last: boolean, before: readonly Before[] = []): Promise<EventRow[]> {
  const plain = last ? plainSqlOf(tx) : undefined;
  const writesBefore = before.map((b): Statement => [b.text, b.values, b.name]);
  const handOn = (results: Record<string, unknown>[][]) => before.forEach((b, i) => b.rows?.(results[i]!));
  const oneByOne = async () => {
    for (const b of before) {
      const rows = await sqlIn(tx)<Record<string, unknown>>(b.text, b.values);
      b.rows?.(rows);
    }
  };
  if (events.length === 0) {
    if (plain && writesBefore.length > 0) handOn(await plain.batchThenCommit(writesBefore));
    else await oneByOne();
    return [];
  }
  const now = new Date();
  const rows: EventRow[] = events.map((e) => ({
    id: e.id ?? newId("event"),
    sequence: 0n,
    workspaceId: stream.workspaceId,
    taskId: stream.taskId,
    runId: e.runId ?? null,
    threadId: e.threadId ?? null,
    type: e.type,
    payload: (e.payload ?? {}) as Prisma.JsonValue,
    processedAt: e.processedAt === undefined ? now : e.processedAt,
    createdAt: now,
  }));
  // One statement takes the numbers and inserts the rows, so the sequencer row is held for the
  // insert and the commit only (the rows are built before it is taken).
  const n = rows.length;
  // The rows travel as one JSON parameter: cheaper to build, send and bind than ten arrays.
  const batch = JSON.stringify(
    rows.map((r) => ({ id: r.id, run: r.runId, thread: r.threadId, type: r.type, payload: r.payload, at: r.processedAt })),
  );
  const values = [n, stream.workspaceId, stream.taskId, now.toISOString(), batch];
  const appended = async (): Promise<{ last: bigint | string }[]> => {
    if (plain && writesBefore.length > 0) {
      // One message: the writes before, the append, the COMMIT.
      const results = await plain.batchThenCommit([...writesBefore, [APPEND, values, "atgs_append"]]);
      handOn(results);
      return results.at(-1) as { last: string }[];
    }
    // Only when there is one to wait for: with none, the append goes out before this returns.
    if (before.length > 0) await oneByOne();
    return (plain?.thenCommit ?? sqlIn(tx))<{ last: bigint | string }>(APPEND, values);
  };
  const endTimer = sequencerSeconds.startTimer();
  const [{ last: through }] = await appended().catch((err: Error) => {
    if (/Event_pkey|duplicate key/.test(String(err.message))) {
      throw new DomainError("BAD_USER_INPUT", "an event with this id already exists (an eventId can be used once)");
    }
    throw err;
  });
  endTimer();
  const first = BigInt(through) - BigInt(n) + 1n;
  rows.forEach((r, i) => (r.sequence = first + BigInt(i)));
  return rows;
}
