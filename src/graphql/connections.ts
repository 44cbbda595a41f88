import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
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

/**
 * The fields of `pageInfo` that this connection field's selection asks for (through fragments
 * too), so that a resolver can skip work for flags nobody reads.
 */
export function selectedPageInfo(info: GraphQLResolveInfo): Set<string> {
  const out = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, inPageInfo: boolean) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) {
        if (inPageInfo) out.add(sel.name.value);
        else if (sel.name.value === "pageInfo") walk(sel.selectionSet, true);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        walk(sel.selectionSet, inPageInfo);
      } else {
        walk(info.fragments[sel.name.value]?.selectionSet, inPageInfo);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet, false);
  return out;
}
