import { DomainError } from "./errors.js";
import { pageSize } from "./events/read.js";

export interface IdPageQuery {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Page<T> {
  rows: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** An id range: the page's side of its cursors, or (inclusive) the far side of one. */
export type IdRange = { lt?: string; gt?: string; lte?: string; gte?: string };

/**
 * Pages rows newest first with their prefixed, sortable id as the cursor (ids sort by creation).
 * `fetch` gets the id range past the cursor, the order to read in and how many rows to take.
 * When a cursor was given, one more `fetch` of a single row looks on the cursor's far side, so
 * hasPreviousPage (forward) and hasNextPage (backward) say whether such rows exist rather than
 * only that a cursor was passed: a client paging back toward the start then never asks for an
 * empty page. The cursor's own row counts, as it is not on this page.
 */
export async function pageByIdNewestFirst<T>(
  q: IdPageQuery,
  cursor: { prefix: string; name: string },
  fetch: (id: IdRange | undefined, order: "asc" | "desc", take: number) => Promise<T[]>,
): Promise<Page<T>> {
  const { size, backward } = pageSize(q.first, q.last);
  const shape = new RegExp(`^${cursor.prefix}_[0-9A-HJKMNP-TV-Z]{26}$`);
  for (const [argument, v] of [["after", q.after], ["before", q.before]] as const) {
    if (v != null && !shape.test(v)) throw new DomainError("INVALID_CURSOR", `${argument} is not ${cursor.name} cursor`, { argument });
  }
  const id = q.after || q.before ? { ...(q.after ? { lt: q.after } : {}), ...(q.before ? { gt: q.before } : {}) } : undefined;
  // Newest first: rows before `after` in list order have ids ≥ it, rows past `before` ids ≤ it.
  const farSide = backward ? (q.before ? { lte: q.before } : null) : q.after ? { gte: q.after } : null;
  const [rows, beyond] = await Promise.all([
    fetch(id, backward ? "asc" : "desc", size + 1),
    farSide ? fetch(farSide, "asc", 1) : [],
  ]);
  const more = rows.length > size;
  const page = more ? rows.slice(0, size) : rows;
  if (backward) page.reverse();
  return {
    rows: page,
    hasNextPage: backward ? beyond.length > 0 : more,
    hasPreviousPage: backward ? more : beyond.length > 0,
  };
}
