import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import { checkCursor, parseSequence } from "../../domain/events/read.js";
import type { StreamItem } from "../../domain/events/follow.js";
import type { DeltaItem } from "../../domain/deltas.js";
import { PREVIEW_TYPES } from "../../domain/deltas.js";
import { badInput } from "../../domain/errors.js";
import type { EventRow } from "../../domain/events/log.js";
import { getTask } from "../../domain/tasks.js";
import { notFound } from "../../domain/errors.js";
import { onlyRun, replayEndedRun, runHasEnded, runStartSequence, waitForRunStart } from "../../domain/events/follow-run.js";
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
 * only choose the events (src/server/plugins/shared-execution.ts relies on that to share executions).
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
      runId: t.arg.id({
        required: false,
        description:
          "Follow one run: without `after`, its events from its start (the messages it took included), then live with its previews (WORKER_MESSAGE and WORKER_THINKING unless `deltas` says otherwise); the stream completes when the run ends (at once, after the replay, for a run that has ended).",
      }),
      waitForStartSeconds: t.arg.int({
        required: false,
        description:
          "With runId: how long to wait for a run that is not live yet (QUEUED or SCHEDULED). Unset: as long as the stream stays open. 0: answer RUN_NOT_STARTED with retryAfter at once (over SSE: HTTP 429 with Retry-After); a positive value waits that long, then answers the same.",
      }),
    },
    authScopes: { client: true },
    subscribe: async (_root, args, ctx) => {
      const caller = callerOf(ctx);
      // Repeats count: the reference refuses more than 100 event_deltas[] entries, whatever they say.
      if ((args.deltas?.length ?? 0) > MAX_DELTAS) {
        throw badInput(`deltas takes at most ${MAX_DELTAS} entries, not ${args.deltas!.length}`, { argument: "deltas", max: MAX_DELTAS });
      }
      for (const d of args.deltas ?? []) {
        if (!(PREVIEW_TYPES as readonly string[]).includes(d)) throw badInput(`deltas take ${PREVIEW_TYPES.join(", ")} only`);
      }
      const task = await getTask(ctx.services.db.prisma, caller, String(args.taskId));
      if (args.runId != null) return followRun(ctx, task, String(args.runId), args);
      const after = await startingPoint(ctx, resumeCursor(ctx, args.after), task.purgedThroughSequence);
      const q = {
        workspaceId: caller.workspaceId,
        taskId: task.id,
        threadId: args.threadId != null ? String(args.threadId) : null,
        types: args.types as string[] | null,
        deltas: args.deltas as string[] | null,
        after,
        holds: task.purgeMarkerSequence,
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

/** One run's stream (see the `runId` argument). */
async function followRun(
  ctx: GraphQLContext,
  task: { id: string; workspaceId: string; purgedThroughSequence: bigint | null },
  runId: string,
  args: { after?: string | null; types?: readonly string[] | null; threadId?: string | number | null; deltas?: readonly string[] | null; waitForStartSeconds?: number | null },
) {
  const { prisma } = ctx.services.db;
  const wait = args.waitForStartSeconds;
  if (wait != null && (!Number.isInteger(wait) || wait < 0 || wait > 3600)) throw badInput("waitForStartSeconds must be 0 to 3600");
  const found = await prisma.run.findFirst({ where: { id: runId, taskId: task.id } });
  if (!found) throw notFound("run", runId);
  const run = await waitForRunStart({ prisma, pubsub: ctx.services.pubsub }, found, wait ?? null, ctx.callerGone());
  const resume = await startingPoint(ctx, resumeCursor(ctx, args.after), task.purgedThroughSequence);
  const after = resume ?? (await runStartSequence(prisma, run.id));
  const types = args.types as string[] | null | undefined;
  if (runHasEnded(run)) return replayEndedRun(prisma, run.id, after, types);
  const stream = await openStream(ctx, {
    workspaceId: task.workspaceId,
    taskId: task.id,
    threadId: args.threadId != null ? String(args.threadId) : null,
    types: types?.length ? [...types, "task.status_idle", "task.status_terminated"] : null,
    deltas: (args.deltas as string[] | null | undefined) ?? [...PREVIEW_TYPES],
    after,
    primary: true,
  });
  const narrowed = onlyRun(stream, run.id);
  if (!types?.length) return narrowed;
  // The run's end is read to know when to stop, and shown only when asked for.
  const wanted = new Set(types);
  const inner = narrowed;
  const filtered = {
    async next(): Promise<IteratorResult<StreamItem>> {
      for (;;) {
        const r = await inner.next();
        if (r.done || "kind" in r.value || wanted.has((r.value as EventRow).type)) return r;
      }
    },
    return: (v?: unknown) => inner.return(v as never),
    throw: (e: unknown) => inner.throw(e),
    [Symbol.asyncIterator]() {
      return filtered;
    },
  } as AsyncGenerator<StreamItem>;
  return filtered;
}

builder.subscriptionField("workspaceEvents", (t) =>
  t.field({
    type: EventUnion,
    description:
      "Every task's events in the caller's workspace, for dashboards: with `after`, history first, then live; no gap, no repeat.",
    args: {
      after: t.arg({ type: "Sequence", required: false }),
      types: t.arg({ type: [EventTypeEnum], required: false }),
    },
    authScopes: { client: true },
    subscribe: async (_root, args, ctx) => {
      const caller = callerOf(ctx);
      const after = await startingPoint(ctx, resumeCursor(ctx, args.after), null);
      return openStream(ctx, { workspaceId: caller.workspaceId, types: args.types as string[] | null, after });
    },
    resolve: (item, _args, ctx) => passOn(item as EventRow, ctx),
  }),
);
