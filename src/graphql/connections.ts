import type { Page } from "../domain/paging.js";

/** A domain page as a Relay connection: one edge per row, its cursor from `cursorOf`. */
export function toConnection<T>(page: Page<T>, cursorOf: (row: T) => string) {
  const edges = page.rows.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
