import { builder } from "../builder.js";
import type { GraphQLResolveInfo } from "graphql";
import { selectedPageInfo, toConnection } from "../connections.js";
import { callerOf, type GraphQLContext } from "../context.js";
import { bindingOf, cursorFor, pagedTask, positionOfEvent, readEvents, type EventQuery, type PagedTask } from "../../domain/events/read.js";
import { getAgent } from "../../domain/agents.js";
import { DomainError, badInput, notFound } from "../../domain/errors.js";
import { EventUnion, EventTypeEnum } from "./event.js";
import { DateTimeFilter, SortOrder } from "./scalars.js";

export const EventConnection = builder.connectionObject({
  type: EventUnion,
  name: "EventConnection",
  description:
    "A page of events. An edge's cursor begins with the event's sequence (the digits before any `:`). On an ascending page without a time filter it is the bare sequence; on a page made with order DESC or a createdAt/processedAt filter it is `<sequence>:<order>.<filter digest>` and is valid only with that order and filter (INVALID_CURSOR otherwise). A bare sequence seen anywhere is a valid after/before for any order and filter. After a purge, the newest history.purged is listed first (last with DESC), before the events that were kept: its cursor there is the position just before the first kept event, so paging on from it neither repeats nor loses one, while its `sequence` field stays its own.",
});

/** The filters every events connection takes (Query.events, Task.events, Run.events, Thread.events). */
// biome-ignore lint: the arg builder of any field
export const eventFilterArgs = (arg: any) => ({
  types: arg({ type: [EventTypeEnum], required: false, description: "Only these types." }),
  createdAt: arg({
    type: DateTimeFilter,
    required: false,
    deprecationReason: "Use processedAt: createdAt compares when an event was accepted, so a message still waiting matches it.",
  }),
  processedAt: arg({
    type: DateTimeFilter,
    required: false,
    description: "Compares each event's processedAt. A message still waiting for a run has none, so it matches no time filter.",
  }),
  threadId: arg.id({ required: false, description: "Only the events of this thread." }),
  agentId: arg.id({
    required: false,
    description:
      "Only the events that belong to this agent: what its runs wrote, and what clients sent to a task that targets it (the inbox an agent reads). An unknown or foreign agent is NOT_FOUND.",
  }),
  afterEventId: arg.id({
    required: false,
    description: "After this event (the reference's last_processed_event_id); an id that is not an event of this task is INVALID_CURSOR. Not with `after`.",
  }),
  order: arg({ type: SortOrder, required: false, defaultValue: "ASC" }),
});

export type EventArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  types?: readonly string[] | null;
  createdAt?: EventQuery["createdAt"];
  processedAt?: EventQuery["processedAt"];
  threadId?: string | number | null;
  agentId?: string | number | null;
  afterEventId?: string | number | null;
  order?: "ASC" | "DESC" | null;
};

type EventScope = { taskId: string; purgedThrough: bigint | null; purgeMarker?: bigint | null; agentId?: string | null; runId?: string; threadId?: string };

/** The scope of a page of a task (a pagedTask row, or the Task object): its purge fields and its agent. */
export const scopeOfTask = (task: PagedTask): EventScope => ({
  taskId: task.id,
  purgedThrough: task.purgedThroughSequence,
  purgeMarker: task.purgeMarkerSequence,
  agentId: task.agentId,
});

/**
 * Reads one page for a task (already checked to be the caller's) and shapes it as a connection.
 * With `info`, the probe beyond the cursor runs only when the flag it answers is selected.
 * With `checkTask`, the task is not checked yet: the page's statement reads it too (NOT_FOUND
 * when it is not the caller's), and a purged task's page is read again with its purge fields.
 */
export async function resolveEventPage(
  ctx: GraphQLContext,
  scope: EventScope,
  args: EventArgs,
  info?: GraphQLResolveInfo,
  checkTask = false,
) {
  const wanted = info ? selectedPageInfo(info) : undefined;
  const { db, log } = ctx.services;
  let agent: EventQuery["agent"] = null;
  if (args.agentId != null) {
    const asked = await getAgent(db.prisma, callerOf(ctx), String(args.agentId));
    // Run.events and Thread.events do not select the task's agent; look it up then.
    const target =
      scope.agentId !== undefined
        ? scope.agentId
        : ((await db.prisma.task.findUnique({ where: { id: scope.taskId }, select: { agentId: true } }))?.agentId ?? null);
    agent = { targetsTask: target === asked.id };
  }
  let after = args.after;
  if (args.afterEventId != null) {
    if (after != null) throw badInput("pass after or afterEventId, not both", { argument: "afterEventId" });
    after = await positionOfEvent(db.prisma, scope, String(args.afterEventId));
  }
  // A replica serves the page when it has replayed the cursors and the task's last purge, and the
  // caller's own writes; CURSOR_AHEAD is always judged against the primary's committed sequence.
  const readPage = (scope: EventScope, checkTask = false) => {
    const need = [after, args.before].reduce((m, c) => {
      const digits = c != null ? /^\d{1,19}/.exec(c)?.[0] : undefined;
      return digits && BigInt(digits) > m ? BigInt(digits) : m;
    }, scope.purgeMarker ?? 0n);
    return db.reads.run({ sequence: need, workspaceId: callerOf(ctx).workspaceId }, (_prisma, _holds, sql) => readEvents(
      sql,
      {
        workspaceId: callerOf(ctx).workspaceId,
        taskId: scope.taskId,
        runId: scope.runId,
        threadId: scope.threadId ?? (args.threadId != null ? String(args.threadId) : undefined),
        types: args.types,
        createdAt: args.createdAt,
        processedAt: args.processedAt,
        order: args.order ?? "ASC",
        agent,
        first: args.first,
        after,
        last: args.last,
        before: args.before,
        probeBeyondCursor: wanted ? wanted.has(args.last != null ? "hasNextPage" : "hasPreviousPage") : true,
        checkTask,
      },
      { committed: () => log.committedSequence(), purgedThrough: scope.purgedThrough, purgeMarker: scope.purgeMarker },
    ));
  };
  /** The page with the task's check in its statement; the task's purge fields only when purged. */
  async function readCheckingTask() {
    const scoped = async () => {
      const task = await pagedTask(db.query, callerOf(ctx).workspaceId, scope.taskId);
      if (!task) throw notFound("task", scope.taskId);
      scope = scopeOfTask(task);
      return readPage(scope);
    };
    let checked;
    try {
      checked = await readPage(scope, true);
    } catch (err) {
      // Refused before the statement ran (a bad cursor or type): a missing task is still NOT_FOUND first.
      if (err instanceof DomainError) return scoped();
      throw err;
    }
    // No such task, as far as the server that read the page knows: the primary has the last word
    // (a replica may not have replayed a task just made through another instance). A purged task's
    // page is listed with its purge fields; an empty page (first: 0) checks no task.
    return checked.task == null || checked.task.purged ? scoped() : checked;
  }
  let page = checkTask ? await readCheckingTask() : await readPage(scope);
  // The task's purge fields were read before the page: a purge that committed in between shows
  // its history.purged at its own sequence instead of first. Read the fields again and the page
  // once more (a purge is rare; the second read sees it, as both now come after its commit).
  if (!scope.runId && !scope.threadId && page.events.some((e) => e.type === "history.purged" && e.listedAt == null && e.sequence > (scope.purgeMarker ?? -1n))) {
    const fresh = await db.prisma.task.findUnique({
      where: { id: scope.taskId },
      select: { purgedThroughSequence: true, purgeMarkerSequence: true },
    });
    if (fresh) {
      scope = { ...scope, purgedThrough: fresh.purgedThroughSequence, purgeMarker: fresh.purgeMarkerSequence };
      page = await readPage(scope);
    }
  }
  const binding = bindingOf({ order: args.order ?? "ASC", createdAt: args.createdAt, processedAt: args.processedAt });
  return toConnection({ ...page, rows: page.events }, (e) => cursorFor(binding, e.listedAt ?? e.sequence));
}
