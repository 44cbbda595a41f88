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

/**
 * Pages rows newest first with their prefixed, sortable id as the cursor (ids sort by creation).
 * `fetch` gets the id range past the cursor, the order to read in and how many rows to take.
 */
export async function pageByIdNewestFirst<T>(
  q: IdPageQuery,
  cursor: { prefix: string; name: string },
  fetch: (id: { lt?: string; gt?: string } | undefined, order: "asc" | "desc", take: number) => Promise<T[]>,
): Promise<Page<T>> {
  const { size, backward } = pageSize(q.first, q.last);
  const shape = new RegExp(`^${cursor.prefix}_[0-9A-HJKMNP-TV-Z]{26}$`);
  for (const [argument, v] of [["after", q.after], ["before", q.before]] as const) {
    if (v != null && !shape.test(v)) throw new DomainError("INVALID_CURSOR", `${argument} is not ${cursor.name} cursor`, { argument });
  }
  const id = q.after || q.before ? { ...(q.after ? { lt: q.after } : {}), ...(q.before ? { gt: q.before } : {}) } : undefined;
  const rows = await fetch(id, backward ? "asc" : "desc", size + 1);
  const more = rows.length > size;
  const page = more ? rows.slice(0, size) : rows;
  if (backward) page.reverse();
  return {
    rows: page,
    hasNextPage: backward ? q.before != null : more,
    hasPreviousPage: backward ? more : q.after != null,
  };
}
