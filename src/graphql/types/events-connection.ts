import { builder } from "../builder.js";
import type { GraphQLResolveInfo } from "graphql";
import { selectedPageInfo, toConnection } from "../connections.js";
import type { GraphQLContext } from "../context.js";
import { readEvents, type EventQuery } from "../../domain/events/read.js";
import { EventUnion, EventTypeEnum } from "./event.js";
import { DateTimeFilter, SortOrder } from "./scalars.js";

export const EventConnection = builder.connectionObject({ type: EventUnion, name: "EventConnection" });

/** The filters every events connection takes (Query.events, Task.events, Run.events, Thread.events). */
// biome-ignore lint: the arg builder of any field
export const eventFilterArgs = (arg: any) => ({
  types: arg({ type: [EventTypeEnum], required: false, description: "Only these types." }),
  createdAt: arg({ type: DateTimeFilter, required: false }),
  threadId: arg.id({ required: false, description: "Only the events of this thread." }),
  order: arg({ type: SortOrder, required: false, defaultValue: "ASC" }),
});

export type EventArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  types?: readonly string[] | null;
  createdAt?: EventQuery["createdAt"];
  threadId?: string | number | null;
  order?: "ASC" | "DESC" | null;
};

/**
 * Reads one page for a task (already checked to be the caller's) and shapes it as a connection.
 * With `info`, the probe beyond the cursor runs only when the flag it answers is selected.
 */
export async function resolveEventPage(
  ctx: GraphQLContext,
  scope: { taskId: string; purgedThrough: bigint | null; runId?: string; threadId?: string },
  args: EventArgs,
  info?: GraphQLResolveInfo,
) {
  const wanted = info ? selectedPageInfo(info) : undefined;
  const { db, log } = ctx.services;
  const page = await readEvents(
    db.prisma,
    {
      workspaceId: ctx.caller!.workspaceId,
      taskId: scope.taskId,
      runId: scope.runId,
      threadId: scope.threadId ?? (args.threadId != null ? String(args.threadId) : undefined),
      types: args.types,
      createdAt: args.createdAt,
      order: args.order ?? "ASC",
      first: args.first,
      after: args.after,
      last: args.last,
      before: args.before,
      probeBeyondCursor: wanted ? wanted.has(args.last != null ? "hasNextPage" : "hasPreviousPage") : true,
    },
    { committed: () => log.committedSequence(), purgedThrough: scope.purgedThrough },
  );
  return toConnection({ ...page, rows: page.events }, (e) => e.sequence.toString());
}
