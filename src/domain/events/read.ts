import type { PrismaClient } from "../../db/client.js";
import type { Prisma } from "../../db/generated/prisma/client.js";
import { DomainError, badInput } from "../errors.js";
import type { EventRow } from "./log.js";
import { EVENT_TYPES } from "./catalog.js";

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
  createdAt?: DateTimeFilter | null;
  order?: "ASC" | "DESC";
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  /**
   * Whether hasPreviousPage (forward) or hasNextPage (backward) is wanted: when not, the probe
   * beyond the cursor is not run and that flag is false. Default true.
   */
  probeBeyondCursor?: boolean;
}

export interface EventPage {
  events: EventRow[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
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

/** Parses a cursor (a sequence as a decimal string). */
export function parseSequence(cursor: string, argument: string): bigint {
  if (!/^\d{1,19}$/.test(cursor)) {
    throw new DomainError("INVALID_CURSOR", `${argument} is not a sequence`, { argument });
  }
  return BigInt(cursor);
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
  prisma: PrismaClient,
  q: EventQuery,
  ctx: { committed: () => Promise<bigint>; purgedThrough: bigint | null },
): Promise<EventPage> {
  const { size, backward } = pageSize(q.first, q.last);
  const after = q.after != null ? parseSequence(q.after, "after") : null;
  const before = q.before != null ? parseSequence(q.before, "before") : null;
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

  const where: Prisma.EventWhereInput = { workspaceId: q.workspaceId };
  if (q.taskId) where.taskId = q.taskId;
  if (q.runId) where.runId = q.runId;
  if (q.threadId) where.threadId = q.threadId;
  if (q.types && q.types.length > 0) where.type = { in: [...q.types] };
  if (q.createdAt) {
    const c: Prisma.DateTimeFilter = {};
    for (const k of ["gt", "gte", "lt", "lte"] as const) if (q.createdAt[k]) c[k] = q.createdAt[k]!;
    where.createdAt = c;
  }

  // In list order, `after` comes before the page and `before` after it. DESC flips the numbers.
  const desc = q.order === "DESC";
  const seq: Prisma.BigIntFilter = {};
  if (after != null) seq[desc ? "lt" : "gt"] = after;
  if (before != null) seq[desc ? "gt" : "lt"] = before;
  if (after != null || before != null) where.sequence = seq;
  if (size === 0) {
    await checkAfterAhead();
    return { events: [], hasNextPage: false, hasPreviousPage: false };
  }

  // Paging backward reads from the far end and turns the page round.
  const ascending = desc === backward;
  const [rows, beyondCursor] = await Promise.all([
    prisma.event.findMany({
      where,
      orderBy: { sequence: ascending ? "asc" : "desc" },
      take: size + 1,
    }),
    q.probeBeyondCursor === false ? false : anyBeyondCursor(prisma, where, desc, backward ? { before } : { after }),
  ]);
  if (afterUnproven && !rows.some((r) => r.sequence > after!)) await checkAfterAhead();
  const more = rows.length > size;
  const page = more ? rows.slice(0, size) : rows;
  if (backward) page.reverse();
  return {
    events: page,
    hasNextPage: backward ? beyondCursor : more,
    hasPreviousPage: backward ? more : beyondCursor,
  };
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
  prisma: PrismaClient,
  where: Prisma.EventWhereInput,
  desc: boolean,
  cursor: { after?: bigint | null; before?: bigint | null },
): Promise<boolean> {
  const { after, before } = cursor;
  let sequence: Prisma.BigIntFilter;
  if (after != null) {
    if (after === 0n && !desc) return false;
    sequence = desc ? { gte: after } : { lte: after };
  } else if (before != null) {
    sequence = desc ? { lte: before } : { gte: before };
  } else {
    return false;
  }
  const hit = await prisma.event.findFirst({ where: { ...where, sequence }, select: { id: true } });
  return hit != null;
}
