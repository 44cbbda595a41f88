import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import type { Task } from "../../db/generated/prisma/client.js";
import type { EventRow } from "../../domain/events/log.js";
import { purgeHistory } from "../../domain/history.js";
import { memberTypes } from "../types/event.js";
import { TaskRef } from "../types/task.js";

const PurgeHistoryPayload = builder
  .objectRef<{ task: Task; event: EventRow; deleted: number }>("PurgeHistoryPayload")
  .implement({
    fields: (t) => ({
      task: t.field({ type: TaskRef, resolve: (p) => p.task }),
      event: t.field({ type: memberTypes["history.purged"], resolve: (p) => p.event }),
      deletedCount: t.int({ resolve: (p) => p.deleted }),
    }),
  });

builder.mutationField("purgeHistory", (t) =>
  t.field({
    type: PurgeHistoryPayload,
    description: "Deletes a task's events created before `before` and writes history.purged; older cursors expire.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("PurgeHistoryInput", {
          fields: (t) => ({
            taskId: t.id({ required: true }),
            before: t.field({ type: "DateTime", required: true }),
          }),
        }),
      }),
    },
    authScopes: { client: true },
    resolve: (_root, { input }, ctx) =>
      purgeHistory(ctx.services.log, callerOf(ctx), { taskId: String(input.taskId), before: input.before }),
  }),
);
