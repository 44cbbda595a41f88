import { createHash } from "node:crypto";
import type { PrismaClient } from "../../db/client.js";
import { sqlLiterals } from "../../db/prepared.js";
import type { SqlQuery } from "../../db/replicas.js";
import { DomainError, badInput } from "../errors.js";
import type { Before, EventRow } from "./log.js";
import { CATALOG, EVENT_TYPES, WAITING_TYPES } from "./catalog.js";

const CLIENT_TYPES = CATALOG.filter((d) => d.writer === "client").map((d) => d.type);

/** The one place page sizes are set, for every connection. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

export interface DateTimeFilter {
  gt?: Date | null;
  gte?: Date | null;
  lt?: Date | null;
  lte?: Date | null;
}

export interface EventQuery {
  workspaceId: string;
  taskId?: string;
  runId?: string;
  threadId?: string | null;
  types?: readonly string[] | null;
  /** Deprecated: compares createdAt (a waiting message has one). */
  createdAt?: DateTimeFilter | null;
  /** Compares processedAt: a message still waiting has none, so it matches no time filter. */
  processedAt?: DateTimeFilter | null;
  order?: "ASC" | "DESC";
  /**
   * Only the events that belong to an agent (events(agentId:)): what runs of the task wrote and
   * what clients sent, when the task targets that agent; nothing when it does not.
   */
  agent?: { targetsTask: boolean } | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  /**
   * Whether hasPreviousPage (forward) or hasNextPage (backward) is wanted: when not, the probe
   * beyond the cursor is not run and that flag is false. Default true.
   */
  probeBeyondCursor?: boolean;
  /**
   * Check the task (q.taskId, in the workspace, not deleted) in the page's own statement, and
   * answer `task`: one round trip for the check and the page instead of two (an empty page reads
   * the task apart). The page is read as if the task had never been purged; `task.purged` says
   * when it must be read again with its purge fields.
   */
  checkTask?: boolean;
}

export interface EventPage {
  events: EventRow[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** With `checkTask`: null when there is no such task (the page is then empty). */
  task?: { purged: boolean } | null;
}

export function pageSize(first: number | null | undefined, last: number | null | undefined): { size: number; backward: boolean } {
  if (first != null && last != null) throw badInput("pass first or last, not both");
  const n = first ?? last ?? PAGE_SIZE.default;
  const name = last != null ? "last" : "first";
  if (!Number.isInteger(n) || n < 0) throw badInput(`${name} must be a whole number ≥ 0`, { argument: name });
  if (n > PAGE_SIZE.max) {
    throw badInput(`${name} may be at most ${PAGE_SIZE.max}`, { argument: name, max: PAGE_SIZE.max });
  }
  return { size: n, backward: last != null };
}

/**
 * The list position of an event of the task, as a bare sequence for `after` (afterEventId, the
 * reference's last_processed_event_id): its sequence, or for the purge marker listed first, its
 * listed position. Another task's event, or none, is INVALID_CURSOR.
 */
export async function positionOfEvent(
  prisma: PrismaClient,
  scope: { taskId: string; purgedThrough: bigint | null; purgeMarker?: bigint | null },
  eventId: string,
): Promise<string> {
  const e = await prisma.event.findFirst({ where: { id: eventId, taskId: scope.taskId }, select: { sequence: true } });
  if (!e) throw new DomainError("INVALID_CURSOR", `afterEventId ${eventId} is not an event of this task`, { argument: "afterEventId" });
  const listedFirst = scope.purgeMarker != null && e.sequence === scope.purgeMarker && scope.purgedThrough != null;
  return (listedFirst ? scope.purgedThrough! : e.sequence).toString();
}

/** What a page of a task's events needs of the task: its purge fields and its agent. */
export interface PagedTask {
  id: string;
  purgedThroughSequence: bigint | null;
  purgeMarkerSequence: bigint | null;
  agentId: string | null;
}

/** The task of an events page, if it is the workspace's and not deleted (plain SQL: see Where). */
export async function pagedTask(sql: SqlQuery, workspaceId: string, taskId: string): Promise<PagedTask | null> {
  const [row] = await sql<{ id: string; purgedThrough: string | null; purgeMarker: string | null; agentId: string | null }>(
    `SELECT "id", "purgedThroughSequence"::text AS "purgedThrough", "purgeMarkerSequence"::text AS "purgeMarker", "agentId"
       FROM "Task" WHERE "id" = $1 AND "workspaceId" = $2 AND "deletedAt" IS NULL`,
    [taskId, workspaceId],
  );
  if (!row) return null;
  const big = (v: string | null) => (v == null ? null : BigInt(v));
  return { id: row.id, purgedThroughSequence: big(row.purgedThrough), purgeMarkerSequence: big(row.purgeMarker), agentId: row.agentId };
}

/** Parses a cursor (a sequence as a decimal string). */
export function parseSequence(cursor: string, argument: string): bigint {
  if (!/^\d{1,19}$/.test(cursor)) {
    throw new DomainError("INVALID_CURSOR", `${argument} is not a sequence`, { argument });
  }
  return BigInt(cursor);
}

type Binding = Pick<EventQuery, "order" | "createdAt" | "processedAt">;

/**
 * What a page's cursors are bound to: its order and time filters. An ascending page without a
 * time filter binds nothing (its cursors are bare sequences); any other carries
 * `<order>.<digest of the time filters>`, so that a cursor reused with another order or filter
 * is refused rather than silently read as a place in a different list.
 */
export function bindingOf(q: Binding): string | null {
  const order = q.order === "DESC" ? "DESC" : "ASC";
  const filters = [["createdAt", q.createdAt], ["processedAt", q.processedAt]] as const;
  const parts = filters.flatMap(([name, f]) =>
    f ? (["gt", "gte", "lt", "lte"] as const).filter((k) => f[k]).map((k) => `${name}.${k}=${f[k]!.toISOString()}`) : [],
  );
  if (order === "ASC" && parts.length === 0) return null;
  const digest = parts.length ? createHash("sha256").update(parts.join("&")).digest("base64url").slice(0, 12) : "-";
  return `${order}.${digest}`;
}

/** An edge cursor of a page: the sequence, then `:` and the page's binding when it has one. */
export function cursorFor(binding: string | null, sequence: bigint): string {
  return binding ? `${sequence}:${binding}` : sequence.toString();
}

/**
 * Parses an `after`/`before` of a connection: a bare sequence (valid for any order and filter:
 * it is what subscriptions resume from), or a cursor of a page bound to its order and time
 * filters, valid only with the same ones.
 */
export function parseCursor(cursor: string, argument: string, binding: string | null): bigint {
  const m = /^(\d{1,19}):(ASC|DESC)\.([A-Za-z0-9_-]{12}|-)$/.exec(cursor);
  if (!m) return parseSequence(cursor, argument);
  const made = `${m[2]}.${m[3]}`;
  if (made !== binding) {
    const [order] = (binding ?? "ASC.-").split(".");
    const reason =
      m[2] !== order
        ? `${argument} was made by a page in ${m[2]} order; this one is ${order}`
        : `${argument} was made by a page with another createdAt/processedAt filter`;
    throw new DomainError("INVALID_CURSOR", `${reason} (pass the same order and filters, or a bare sequence)`, { argument, reason });
  }
  return BigInt(m[1]!);
}

/**
 * Checks a cursor against the log: beyond the committed history is CURSOR_AHEAD; at or before
 * the task's last purge is CURSOR_EXPIRED (except 0, which never expires).
 */
export function checkCursor(seq: bigint, argument: string, committed: bigint, purgedThrough: bigint | null) {
  if (seq > committed) {
    throw new DomainError("CURSOR_AHEAD", `${argument} is beyond the committed history`, { argument });
  }
  checkNotExpired(seq, argument, purgedThrough);
}

export function checkNotExpired(seq: bigint, argument: string, purgedThrough: bigint | null) {
  if (seq !== 0n && purgedThrough != null && seq < purgedThrough) {
    throw new DomainError("CURSOR_EXPIRED", `${argument} is older than the history kept; list again from the start`, {
      argument,
    });
  }
}

/**
 * One page of a task's events (or a run's, or a thread's) in sequence order. The caller has
 * already checked that the task belongs to the caller's workspace.
 */
export async function readEvents(
  sql: SqlQuery,
  q: EventQuery,
  ctx: { committed: () => Promise<bigint>; purgedThrough: bigint | null; purgeMarker?: bigint | null },
): Promise<EventPage> {
  const { size, backward } = pageSize(q.first, q.last);
  const binding = bindingOf(q);
  const after = q.after != null ? parseCursor(q.after, "after", binding) : null;
  const before = q.before != null ? parseCursor(q.before, "before", binding) : null;
  // An `after` cursor needs the committed sequence only when the page holds no event above it:
  // a visible event's sequence is committed, so one above the cursor proves the cursor is not
  // ahead, and the common page costs no extra read (a DESC page lies below its cursor, so it
  // always reads). `before` is checked against the committed sequence up front.
  let afterUnproven = after != null;
  const checkAfterAhead = async (committed?: bigint) => {
    if (!afterUnproven) return;
    checkCursor(after!, "after", committed ?? (await ctx.committed()), ctx.purgedThrough);
    afterUnproven = false;
  };
  if (before != null) {
    const committed = await ctx.committed();
    await checkAfterAhead(committed);
    checkCursor(before, "before", committed + 1n, ctx.purgedThrough);
  }
  if (after != null) checkNotExpired(after, "after", ctx.purgedThrough);
  if (q.types) {
    for (const t of q.types) {
      if (EVENT_TYPES.has(t)) continue;
      // A cursor ahead of the log is refused before the types are looked at, as it always was.
      await checkAfterAhead();
      throw badInput(`unknown event type ${t}`);
    }
  }

  const where = new Where();
  where.equals("workspaceId", q.workspaceId);
  if (q.taskId) where.equals("taskId", q.taskId);
  if (q.runId) where.equals("runId", q.runId);
  if (q.threadId) where.equals("threadId", q.threadId);
  if (q.types && q.types.length > 0) where.add(`"type" IN (${where.list(q.types)})`);
  if (q.agent) {
    if (!q.agent.targetsTask) where.add("FALSE");
    else where.add(`("type" IN (${where.list(CLIENT_TYPES)}) OR "runId" IS NOT NULL)`);
  }
  for (const column of ["createdAt", "processedAt"] as const) {
    const filter = q[column];
    if (!filter) continue;
    for (const [k, op] of TIME_OPERATORS) if (filter[k]) where.add(`"${column}" ${op} ${where.param(filter[k]!.toISOString())}::timestamptz`);
    // A time filter on processedAt never matches a waiting message (its processedAt is null).
    if (column === "processedAt") where.add(`"processedAt" IS NOT NULL`);
  }

  // In list order, `after` comes before the page and `before` after it. DESC flips the numbers.
  const desc = q.order === "DESC";
  // The newest history.purged is listed at `purgedThrough` (just before the first kept event), not
  // at its own sequence: read apart from the others, and placed where its position falls.
  const markerSequence = ctx.purgeMarker != null && ctx.purgedThrough != null ? ctx.purgeMarker : null;
  const marker =
    markerSequence != null && !q.runId && !q.threadId && !q.agent && (!q.types?.length || q.types.includes("history.purged"))
      ? { sequence: markerSequence, listedAt: ctx.purgedThrough! }
      : null;
  const listed = where.copy();
  if (after != null) listed.sequence(desc ? "<" : ">", after);
  if (before != null) listed.sequence(desc ? ">" : "<", before);
  if (markerSequence != null) listed.sequence("<>", markerSequence);
  if (size === 0) {
    await checkAfterAhead();
    return { events: [], hasNextPage: false, hasPreviousPage: false };
  }

  // Paging backward reads from the far end and turns the page round.
  const ascending = desc === backward;
  const markerAt = marker ? where.copy().sequence("=", marker.sequence) : null;
  // With checkTask, every row also carries the task's state (a subquery PostgreSQL runs once).
  const gate = q.checkTask ? listed.copy() : null;
  const taskState = gate ? `, (${taskStateSql(gate, q)}) AS "taskPurged"` : "";
  const [fetched, beyondCursor, markerRows] = await Promise.all([
    sql<RawEventRow & { taskPurged?: boolean | null }>(
      `SELECT ${EVENT_COLUMNS}${taskState} FROM "Event" WHERE ${listed.text()} ORDER BY "Event"."sequence" ${ascending ? "ASC" : "DESC"} LIMIT ${size + 1}`,
      (gate ?? listed).params,
    ),
    q.probeBeyondCursor === false ? false : anyBeyondCursor(sql, where, desc, backward ? { before } : { after }, markerSequence),
    markerAt ? sql<RawEventRow>(`SELECT ${EVENT_COLUMNS} FROM "Event" WHERE ${markerAt.text()}`, markerAt.params) : [],
  ]);
  let task: EventPage["task"];
  if (q.checkTask) {
    // An empty page has no row to carry it: then the task is read on its own.
    const alone = new Where();
    const [state] = fetched.length ? fetched : await sql<{ taskPurged: boolean | null }>(`SELECT (${taskStateSql(alone, q)}) AS "taskPurged"`, alone.params);
    if (state?.taskPurged == null) return { events: [], hasNextPage: false, hasPreviousPage: false, task: null };
    task = { purged: state.taskPurged };
  }
  let rows: EventRow[] = fetched.map(eventRowOf);
  const markerRow = markerRows[0] ? eventRowOf(markerRows[0]) : null;
  let markerBeyond = false;
  if (markerRow) {
    // The marker's position is below every listed sequence: first in ascending order, last in descending.
    const at = marker!.listedAt;
    const inRange = desc
      ? (after == null || at < after) && (before == null || at > before)
      : (after == null || at > after) && (before == null || at < before);
    if (inRange) {
      const listed = { ...markerRow, listedAt: at };
      if (ascending) rows = [listed, ...rows];
      else if (rows.length <= size) rows = [...rows, listed];
    } else {
      markerBeyond = true;
    }
  }
  if (afterUnproven && !rows.some((r) => r.sequence > after!)) await checkAfterAhead();
  const more = rows.length > size;
  const page = more ? rows.slice(0, size) : rows;
  if (backward) page.reverse();
  return {
    events: page,
    hasNextPage: backward ? beyondCursor || markerBeyond : more,
    hasPreviousPage: backward ? more : beyondCursor || markerBeyond,
    task,
  };
}

/**
 * Whether q's task (in the workspace, not deleted) has been purged: NULL when there is no such
 * task. Its parameters are added to `where`.
 */
function taskStateSql(where: Where, q: EventQuery): string {
  return `SELECT t."purgedThroughSequence" IS NOT NULL OR t."purgeMarkerSequence" IS NOT NULL FROM "Task" t
    WHERE t."id" = ${where.param(q.taskId)} AND t."workspaceId" = ${where.param(q.workspaceId)} AND t."deletedAt" IS NULL`;
}

/**
 * Whether the list holds an event on the far side of the cursor the page starts from (before
 * `after`, or past `before`, in list order), the cursor's own event included: the edge that
 * hasPreviousPage (forward) or hasNextPage (backward) promises. Relay lets a server answer "a
 * cursor was given", but a client that pages toward the start would then ask for a page that
 * is empty. One indexed probe with the page's filters, taken only when there is a cursor;
 * `after: "0"` has nothing before it.
 */
async function anyBeyondCursor(
  sql: SqlQuery,
  where: Where,
  desc: boolean,
  cursor: { after?: bigint | null; before?: bigint | null },
  /** The purge marker's own sequence: it is not listed there (see readEvents). */
  exclude: bigint | null,
): Promise<boolean> {
  const { after, before } = cursor;
  const probe = where.copy();
  if (after != null) {
    if (after === 0n && !desc) return false;
    probe.sequence(desc ? ">=" : "<=", after);
  } else if (before != null) {
    probe.sequence(desc ? "<=" : ">=", before);
  } else {
    return false;
  }
  if (exclude != null) probe.sequence("<>", exclude);
  const hit = await sql(`SELECT 1 FROM "Event" WHERE ${probe.text()} LIMIT 1`, probe.params);
  return hit.length > 0;
}

/**
 * Which events a follower follows (see followEvents): those of a workspace, or of one of its tasks,
 * and its filters. follow.ts's FollowQuery adds where it starts and how it reads.
 */
export interface FollowedEvents {
  workspaceId: string;
  /** One task's events; without it, every task of the workspace. */
  taskId?: string;
  threadId?: string | null;
  types?: readonly string[] | null;
}

/**
 * The next events a follower gets: those of `f` after the sequence `after`, oldest first, at most
 * `take`. A filtered task stream still gets its task.deleted, so that it learns it ends. Plain SQL
 * like a page (about half Prisma's CPU for the same rows), ordered by the column, not by the text
 * the sequence is selected as: this read runs once per new event for every group of followers.
 */
export async function eventsAfter(sql: SqlQuery, f: FollowedEvents, after: bigint, take: number): Promise<EventRow[]> {
  const where = new Where().equals("workspaceId", f.workspaceId).sequence(">", after);
  if (f.taskId) where.equals("taskId", f.taskId);
  const filters: string[] = [];
  if (f.threadId) filters.push(`"threadId" = ${where.param(f.threadId)}`);
  if (f.types?.length) filters.push(`"type" IN (${where.list(f.types)})`);
  if (filters.length > 0) where.add(`((${filters.join(" AND ")})${f.taskId ? ` OR "type" = 'task.deleted'` : ""})`);
  const rows = await sql<RawEventRow>(`SELECT ${EVENT_COLUMNS} FROM "Event" WHERE ${where.text()} ORDER BY "Event"."sequence" ASC LIMIT ${take}`, where.params);
  return rows.map(eventRowOf);
}

/** eventsAfter's choice of rows (but the sequence), for a row in memory (recent.ts): keep the two alike. */
export function isFollowed(f: FollowedEvents, e: EventRow): boolean {
  if (e.workspaceId !== f.workspaceId || (f.taskId && e.taskId !== f.taskId)) return false;
  if (f.taskId && e.type === "task.deleted") return true;
  return isOfThreadAndTypes(f, e);
}

/**
 * Whether a row of `f`'s task or workspace is of its thread and types: the rows its follower is
 * handed (a task's task.deleted, read whatever the types, ends the stream without this).
 */
export function isOfThreadAndTypes(f: FollowedEvents, e: EventRow): boolean {
  return (!f.threadId || e.threadId === f.threadId) && (!f.types?.length || f.types.includes(e.type));
}

const TIME_OPERATORS = [["gt", ">"], ["gte", ">="], ["lt", "<"], ["lte", "<="]] as const;

/**
 * The columns of an EventRow, as pg and PGlite both hand them over: the sequence as text (so a
 * page orders by "Event"."sequence", not by this text), times as whole milliseconds since the
 * epoch (exact: `extract` gives a numeric), which cost far less to turn into a Date than a
 * timestamp's text.
 */
const EVENT_COLUMNS = `"id", "sequence"::text AS "sequence", "workspaceId", "taskId", "runId", "threadId", "type", "payload",
  floor(extract(epoch FROM "processedAt") * 1000)::float8 AS "processedAt", floor(extract(epoch FROM "createdAt") * 1000)::float8 AS "createdAt"`;

type RawEventRow = Omit<EventRow, "sequence" | "processedAt" | "createdAt"> & {
  sequence: string;
  processedAt: number | null;
  createdAt: number;
};

function eventRowOf(r: RawEventRow): EventRow {
  return {
    id: r.id,
    sequence: BigInt(r.sequence),
    workspaceId: r.workspaceId,
    taskId: r.taskId,
    runId: r.runId,
    threadId: r.threadId,
    type: r.type,
    payload: r.payload,
    processedAt: r.processedAt == null ? null : new Date(r.processedAt),
    createdAt: new Date(r.createdAt),
  };
}

/**
 * A claim's take, in one statement: the task's waiting messages (WAITING_TYPES, not processed yet)
 * are marked processed by `runId`, and the answer is every such message the run holds, in sequence
 * order: those taken now (the UPDATE's RETURNING) and those it took before it was rescheduled (the
 * SELECT, which reads the rows as they were when the statement began, before the ones taken now
 * were the run's; so the two parts never hold the same row). Before, an update and then a read: two
 * round trips inside the task's lock.
 *
 * The types are written into the text as literals, not parameters, so that the planner can match
 * them with the partial index "Event_taskId_waiting_idx", whose predicate lists the same types (a
 * parameter's value is not known when a prepared statement's generic plan is made).
 */
const TAKE_TYPES = sqlLiterals(WAITING_TYPES);
const TAKE_WAITING = {
  name: "atg_take_waiting",
  text: `WITH took AS (UPDATE "Event" SET "processedAt" = $3::timestamptz, "runId" = $2
       WHERE "taskId" = $1 AND "processedAt" IS NULL AND "type" IN (${TAKE_TYPES}) RETURNING ${EVENT_COLUMNS})
     SELECT * FROM took
     UNION ALL SELECT ${EVENT_COLUMNS} FROM "Event" WHERE "runId" = $2 AND "processedAt" IS NOT NULL AND "type" IN (${TAKE_TYPES})`,
};

/**
 * The take as a statement for the claim's last message (Append's `before`): the claim decides
 * without its answer, so it goes with the run's schedule, the append and the COMMIT, and `took` is
 * handed the messages once that message is answered (one round trip fewer than sending it alone).
 */
export function takeWaiting(taskId: string, runId: string, at: Date, took: (rows: EventRow[]) => void): Before {
  return {
    ...TAKE_WAITING,
    values: [taskId, runId, at.toISOString()],
    rows: (rows) => took((rows as unknown as RawEventRow[]).map(eventRowOf).sort((a, b) => (a.sequence < b.sequence ? -1 : a.sequence > b.sequence ? 1 : 0))),
  };
}

/**
 * The conditions of an events read, as SQL with numbered parameters. A page is read in plain SQL
 * rather than through Prisma: the same rows cost about half the CPU (bench/peer.ts, README), and
 * the page is the hottest read there is. Every value is a parameter; names are constants.
 */
class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  list(values: readonly string[]): string {
    return values.map((v) => this.param(v)).join(", ");
  }
  add(condition: string): this {
    this.parts.push(condition);
    return this;
  }
  equals(column: "workspaceId" | "taskId" | "runId" | "threadId", value: string): this {
    return this.add(`"${column}" = ${this.param(value)}`);
  }
  sequence(op: "<" | ">" | "<=" | ">=" | "=" | "<>", value: bigint): this {
    return this.add(`"sequence" ${op} ${this.param(value.toString())}::bigint`);
  }
  copy(): Where {
    const w = new Where();
    w.params.push(...this.params);
    w.parts.push(...this.parts);
    return w;
  }
  text(): string {
    return this.parts.join(" AND ");
  }
}
