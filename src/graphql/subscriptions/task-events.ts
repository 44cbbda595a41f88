import { builder } from "../builder.js";
import { requireScope } from "../../domain/auth.js";
import { followEvents } from "../../domain/events/follow.js";
import { checkCursor, parseSequence } from "../../domain/events/read.js";
import { getTask } from "../../domain/tasks.js";
import { EventTypeEnum, memberTypes, resolveEventType } from "../types/event.js";
import type { EventRow } from "../../domain/events/log.js";

export const EventStart = builder.objectRef<{ kind: "start"; eventId: string; type: string; runId: string }>("EventStart").implement({
  description: "A preview of an event being written begins; the finished event will carry `eventId`.",
  isTypeOf: (v) => (v as { kind?: string }).kind === "start",
  fields: (t) => ({
    eventId: t.exposeID("eventId"),
    type: t.field({ type: EventTypeEnum, resolve: (s) => s.type as never }),
    runId: t.exposeID("runId"),
  }),
});

export const EventDelta = builder.objectRef<{ kind: "delta"; eventId: string; index: number; text: string }>("EventDelta").implement({
  description: "A piece of a preview's text. Never stored, never replayed.",
  isTypeOf: (v) => (v as { kind?: string }).kind === "delta",
  fields: (t) => ({
    eventId: t.exposeID("eventId"),
    index: t.exposeInt("index"),
    text: t.exposeString("text"),
  }),
});

export const TaskStreamItem = builder.unionType("TaskStreamItem", {
  description: "What a task stream carries: finished events, and previews when asked for.",
  types: [...Object.values(memberTypes), EventStart, EventDelta],
  resolveType: (item) => {
    const k = (item as { kind?: string }).kind;
    if (k === "start") return "EventStart";
    if (k === "delta") return "EventDelta";
    return resolveEventType(item as EventRow);
  },
});

builder.subscriptionField("taskEvents", (t) =>
  t.field({
    type: TaskStreamItem,
    description:
      "A task's events: with `after`, every kept event after it, then live, with no gap and no repeat; without it, only events committed after the subscription opened.",
    args: {
      taskId: t.arg.id({ required: true }),
      after: t.arg({ type: "Sequence", required: false }),
      types: t.arg({ type: [EventTypeEnum], required: false }),
      threadId: t.arg.id({ required: false }),
      deltas: t.arg({ type: [EventTypeEnum], required: false, description: "WORKER_MESSAGE and/or WORKER_THINKING previews." }),
    },
    subscribe: async (_root, args, ctx) => {
      const caller = requireScope(ctx.caller, "client");
      const { db, pubsub, log } = ctx.services;
      const task = await getTask(db.prisma, caller, String(args.taskId));
      let after: bigint | null = null;
      if (args.after != null) {
        after = parseSequence(args.after, "after");
        checkCursor(after, "after", await log.committedSequence(), task.purgedThroughSequence);
      }
      return followEvents(
        { prisma: db.prisma, pubsub, log },
        {
          workspaceId: caller.workspaceId,
          taskId: task.id,
          threadId: args.threadId != null ? String(args.threadId) : null,
          types: args.types as string[] | null,
          after,
        },
      );
    },
    resolve: (item) => item as EventRow,
  }),
);
