import { builder } from "../builder.js";
import type { EventRow } from "../../domain/events/log.js";
import { deleteTask } from "../../domain/task-controls.js";
import { memberTypes } from "../types/event.js";

const DeleteTaskPayload = builder.objectRef<{ taskId: string; event: EventRow }>("DeleteTaskPayload").implement({
  fields: (t) => ({
    deletedTaskId: t.exposeID("taskId"),
    event: t.field({ type: memberTypes["task.deleted"], resolve: (p) => p.event }),
  }),
});

builder.mutationField("deleteTask", (t) =>
  t.field({
    type: DeleteTaskPayload,
    description: "Deletes a task: writes task.deleted, and its open streams end.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("DeleteTaskInput", { fields: (t) => ({ taskId: t.id({ required: true }) }) }),
      }),
    },
    resolve: (_root, { input }, ctx) => deleteTask(ctx.services.log, ctx.caller, String(input.taskId)),
  }),
);
