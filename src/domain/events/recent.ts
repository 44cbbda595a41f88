import type { EventRow } from "./log.js";
import { isFollowed, type FollowedEvents } from "./read.js";

/** Rows kept at most, and their payloads' JSON length at most, before the oldest go. */
const MAX_ROWS = 1000;
const MAX_BYTES = 2 * 1024 * 1024;
/** A row whose payload is longer than this is not kept: the window starts again after it. */
const MAX_ROW_BYTES = 64 * 1024;

/**
 * The events this instance committed last, as a follower's read of the log would return them, for
 * as long as they hold every sequence between the first and the last: a follower whose cursor is
 * inside that window, and which heard of nothing past it, reads here instead of from the database.
 *
 * Why: every new event woke each group of followers on the instance that wrote it into a read of
 * the rows it had just written (one round trip per event and query: a dashboard's event cost a
 * write and a read). Sequences are handed out under the sequencer's row lock and become visible
 * in that order (log.ts), so where this instance's commits hold sequences lo..hi with no gap, no
 * other event has a sequence between them: the window is the whole log there. An event another
 * instance committed leaves a gap, and the window starts again after it.
 *
 * What a read from here returns is the rows as they committed, which is what a read right after
 * the commit returns: a later change to a row (a claim setting a waiting message's run) is not
 * here, so a stream that picks rows by what a claim writes (`primary` in follow.ts) does not read
 * here. A purge committed here starts the window again after it, and a stream that must not see
 * rows from before the task's last purge (`holds`) reads here only when the window is after it.
 *
 * Payloads are copies, in the form PostgreSQL hands a jsonb back (see `storedJson`), shared by the
 * followers that read them (not with the writer's answer).
 */
export class RecentCommits {
  private rows: EventRow[] = [];
  /** Index of the first kept row in `rows` (rows before it were dropped and are compacted away). */
  private start = 0;
  private bytes: number[] = [];
  private total = 0;
  /** The last sequence the window reached (-1: none yet). */
  private hi = -1n;

  constructor(
    private readonly maxRows = MAX_ROWS,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** The first sequence the window holds (hi + 1 when it holds none). */
  private get lo(): bigint {
    return this.start < this.rows.length ? this.rows[this.start]!.sequence : this.hi + 1n;
  }

  /** Rows that committed here, in one transaction, in sequence order. */
  committed(rows: readonly EventRow[]): void {
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!.sequence;
    // Another transaction's commit (ours, answered out of order) already moved past these.
    if (last <= this.hi) return;
    for (const row of rows) {
      // A gap: another instance committed the sequences between.
      if (row.sequence !== this.hi + 1n) this.clear(row.sequence - 1n);
      const text = JSON.stringify(row.payload ?? null);
      if (text.length > MAX_ROW_BYTES || row.type === "history.purged") {
        this.clear(row.sequence);
        continue;
      }
      // The shape of a row read from the log (read.ts), with a payload of its own.
      this.rows.push({
        id: row.id,
        sequence: row.sequence,
        workspaceId: row.workspaceId,
        taskId: row.taskId,
        runId: row.runId,
        threadId: row.threadId,
        type: row.type,
        payload: storedJson(JSON.parse(text)) as EventRow["payload"],
        processedAt: row.processedAt,
        createdAt: row.createdAt,
      });
      this.bytes.push(text.length);
      this.total += text.length;
      this.hi = row.sequence;
    }
    this.trim();
  }

  /**
   * The rows of `f` after `cursor` (at most `take`), if the window holds the whole log from
   * just after the cursor to `heard` at least; undefined otherwise (read the log).
   */
  after(f: FollowedEvents, cursor: bigint, heard: bigint, take: number, holds?: bigint | null): EventRow[] | undefined {
    const lo = this.lo;
    if (this.start >= this.rows.length || cursor < lo - 1n || cursor > this.hi || heard > this.hi) return undefined;
    if (holds != null && holds >= lo) return undefined;
    const out: EventRow[] = [];
    for (let i = this.start + Number(cursor - lo + 1n); i < this.rows.length && out.length < take; i++) {
      const row = this.rows[i]!;
      if (isFollowed(f, row)) out.push(row);
    }
    return out;
  }

  /** Forgets the window; the next one starts after `through`. */
  private clear(through: bigint) {
    this.rows = [];
    this.bytes = [];
    this.start = 0;
    this.total = 0;
    this.hi = through;
  }

  private trim() {
    while (this.rows.length - this.start > this.maxRows || (this.total > this.maxBytes && this.rows.length - this.start > 1)) {
      this.total -= this.bytes[this.start]!;
      this.start++;
    }
    if (this.start > this.maxRows) {
      this.rows = this.rows.slice(this.start);
      this.bytes = this.bytes.slice(this.start);
      this.start = 0;
    }
  }
}

/**
 * A JSON value (as JSON.parse gives it) in the form PostgreSQL's jsonb hands it back: an object's
 * keys ordered shorter first, then by their UTF-8 bytes (jsonb keeps no other order). Numbers and
 * strings come back from jsonb as JSON.parse read them here. Objects that are in that order already
 * are returned as they are.
 */
export function storedJson(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = storedJson(value[i]);
    return value;
  }
  if (value === null || typeof value !== "object") return value;
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o);
  let ordered = true;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const v = o[k];
    const stored = storedJson(v);
    // Defined, not assigned: a "__proto__" key (JSON.parse makes it an own property) stays a key.
    if (stored !== v) Object.defineProperty(o, k, { value: stored, writable: true, enumerable: true, configurable: true });
    if (i > 0 && compareJsonbKeys(keys[i - 1]!, keys[i]!) > 0) ordered = false;
  }
  if (ordered) return o;
  // fromEntries defines own properties, so a "__proto__" key stays a key.
  return Object.fromEntries(keys.sort(compareJsonbKeys).map((k) => [k, o[k]]));
}

const ASCII = /^[\x00-\x7f]*$/;

/** jsonb's order of an object's keys: by length in bytes, then bytewise. */
export function compareJsonbKeys(a: string, b: string): number {
  if (ASCII.test(a) && ASCII.test(b)) {
    if (a.length !== b.length) return a.length - b.length;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length !== y.length ? x.length - y.length : Buffer.compare(x, y);
}
