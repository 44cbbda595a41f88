import { builder } from "../builder.js";
import { requireScope } from "../../domain/auth.js";
import { checkCursor, parseSequence } from "../../domain/events/read.js";
import type { StreamItem } from "../../domain/events/follow.js";
import type { DeltaItem } from "../../domain/deltas.js";
import { PREVIEW_TYPES } from "../../domain/deltas.js";
import { badInput } from "../../domain/errors.js";
import type { EventRow } from "../../domain/events/log.js";
import { getTask } from "../../domain/tasks.js";
import { placePurgeMarker } from "../../domain/events/purge-marker.js";
import type { GraphQLContext } from "../context.js";
import { openStream, resumeCursor } from "../streams.js";
import { EventTypeEnum, EventUnion, memberTypes, resolveEventType } from "../types/event.js";

/** The most entries `deltas` takes. */
export const MAX_DELTAS = 100;

type StartItem = Extract<DeltaItem, { kind: "start" }>;
type DeltaPiece = Extract<DeltaItem, { kind: "delta" }>;

export const EventStart = builder.objectRef<StartItem>("EventStart").implement({
  description: "A preview of an event being written begins; the finished event will carry `eventId`.",
  fields: (t) => ({
    eventId: t.exposeID("eventId"),
    type: t.field({ type: EventTypeEnum, resolve: (s) => s.type as never }),
    runId: t.exposeID("runId"),
  }),
});

export const EventDelta = builder.objectRef<DeltaPiece>("EventDelta").implement({
  description: "A piece of a preview's text. Never stored, never replayed; may be dropped under load.",
  fields: (t) => ({
    eventId: t.exposeID("eventId"),
    type: t.field({ type: EventTypeEnum, resolve: (s) => s.type as never }),
    index: t.exposeInt("index"),
    text: t.exposeString("text"),
  }),
});

export const TaskStreamItem = builder.unionType("TaskStreamItem", {
  description: "What a task stream carries: finished events, and previews when asked for.",
  types: [...Object.values(memberTypes), EventStart, EventDelta],
  resolveType: (item) => {
    const kind = (item as { kind?: string }).kind;
    if (kind === "start") return "EventStart";
    if (kind === "delta") return "EventDelta";
    return resolveEventType(item as EventRow);
  },
});

/**
 * Notes the sequence of the item being sent, for SSE ids and result extensions. The root
 * subscription resolvers pass the item on and nothing else: they ignore their arguments, which
 * only choose the events (src/graphql/shared-execution.ts relies on that to share executions).
 */
export function passOn<T extends StreamItem>(item: T, ctx: GraphQLContext): T {
  // The purge marker listed first resumes from its listed position, not its own sequence.
  ctx.stream.sequence = "sequence" in item ? (item.listedAt ?? item.sequence).toString() : undefined;
  return item;
}

async function startingPoint(ctx: GraphQLContext, after: string | null, purgedThrough: bigint | null) {
  if (after == null) return null;
  const seq = parseSequence(after, "after");
  checkCursor(seq, "after", await ctx.services.log.committedSequence(), purgedThrough);
  return seq;
}

builder.subscriptionField("taskEvents", (t) =>
  t.field({
    type: TaskStreamItem,
    description:
      "A task's events: with `after`, every kept event after it, then live, with no gap and no repeat; without it, only events committed after the subscription opened. Each result's `extensions.sequence` is the event's sequence (over SSE also its `id:`). After a purge, `after: \"0\"` starts with the newest history.purged, whose resume position there is the position just before the first kept event (its `sequence` field stays its own), then the kept events.",
    args: {
      taskId: t.arg.id({ required: true }),
      after: t.arg({ type: "Sequence", required: false }),
      types: t.arg({ type: [EventTypeEnum], required: false }),
      threadId: t.arg.id({ required: false }),
      deltas: t.arg({ type: [EventTypeEnum], required: false, description: "WORKER_MESSAGE and/or WORKER_THINKING previews; at most 100 entries." }),
    },
    subscribe: async (_root, args, ctx) => {
      const caller = requireScope(ctx.caller, "client");
      // Repeats count: the reference refuses more than 100 event_deltas[] entries, whatever they say.
      if ((args.deltas?.length ?? 0) > MAX_DELTAS) {
        throw badInput(`deltas takes at most ${MAX_DELTAS} entries, not ${args.deltas!.length}`, { argument: "deltas", max: MAX_DELTAS });
      }
      for (const d of args.deltas ?? []) {
        if (!(PREVIEW_TYPES as readonly string[]).includes(d)) throw badInput(`deltas take ${PREVIEW_TYPES.join(", ")} only`);
      }
      const task = await getTask(ctx.services.db.prisma, caller, String(args.taskId));
      const after = await startingPoint(ctx, resumeCursor(ctx, args.after), task.purgedThroughSequence);
      const q = {
        workspaceId: caller.workspaceId,
        taskId: task.id,
        threadId: args.threadId != null ? String(args.threadId) : null,
        types: args.types as string[] | null,
        deltas: args.deltas as string[] | null,
        after,
      };
      const stream = await openStream(ctx, q);
      try {
        return await placePurgeMarker(ctx.services.db.prisma, stream, task, q);
      } catch (err) {
        await stream.return(undefined as never); // gives the stream's slot back
        throw err;
      }
    },
    resolve: (item, _args, ctx) => passOn(item as StreamItem, ctx) as never,
  }),
);

builder.subscriptionField("workspaceEvents", (t) =>
  t.field({
    type: EventUnion,
    description:
      "Every task's events in the caller's workspace, for dashboards: with `after`, history first, then live; no gap, no repeat.",
    args: {
      after: t.arg({ type: "Sequence", required: false }),
      types: t.arg({ type: [EventTypeEnum], required: false }),
    },
    subscribe: async (_root, args, ctx) => {
      const caller = requireScope(ctx.caller, "client");
      const after = await startingPoint(ctx, resumeCursor(ctx, args.after), null);
      return openStream(ctx, { workspaceId: caller.workspaceId, types: args.types as string[] | null, after });
    },
    resolve: (item, _args, ctx) => passOn(item as EventRow, ctx),
  }),
);
