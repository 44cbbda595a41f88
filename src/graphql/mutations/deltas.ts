import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import { publishDeltas } from "../../domain/deltas.js";
import { EventTypeEnum } from "../types/event.js";

const DeltaInput = builder.inputType("DeltaInput", {
  fields: (t) => ({
    index: t.int({ required: true, description: "The block of the finished event this text belongs to." }),
    text: t.string({ required: true }),
  }),
});

const PublishDeltasPayload = builder.objectRef<{ eventId: string }>("PublishDeltasPayload").implement({
  fields: (t) => ({
    eventId: t.exposeID("eventId", { description: "The id the finished event must carry; pass it to later calls." }),
  }),
});

builder.mutationField("publishDeltas", (t) =>
  t.field({
    type: PublishDeltasPayload,
    description:
      "Worker only: previews of a worker.message or worker.thinking not yet written. The first call (no eventId) reserves the finished event's id and announces it as EventStart.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("PublishDeltasInput", {
          fields: (t) => ({
            runId: t.id({ required: true }),
            type: t.field({ type: EventTypeEnum, required: true }),
            eventId: t.id({ required: false }),
            deltas: t.field({ type: [DeltaInput], required: true }),
          }),
        }),
      }),
    },
    authScopes: { worker: true },
    resolve: async (_root, { input }, ctx) => {
      const r = await publishDeltas(ctx.services.db.prisma, ctx.services.pubsub, callerOf(ctx), {
        runId: String(input.runId),
        type: input.type as string,
        eventId: input.eventId != null ? String(input.eventId) : null,
        deltas: input.deltas,
      }, ctx.services.log);
      return { eventId: r.eventId };
    },
  }),
);
