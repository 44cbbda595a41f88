import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import type { EventRow } from "../../domain/events/log.js";
import type { Run, Task, Workspace } from "../../db/generated/prisma/client.js";
import { answerInterrupts, cancelRun, deleteTask, setRetention, startRun, terminateTask, updateTask } from "../../domain/task-controls.js";
import { EventUnion, memberTypes } from "../types/event.js";
import { ContentBlockInput, toContentBlocks } from "../types/content.js";
import { RunKindEnum, RunRef } from "../types/run.js";
import { TaskRef } from "../types/task.js";
import { WorkspaceRef } from "../types/workspace.js";
import { validateClientBatch } from "../../domain/events/client-input.js";

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
    authScopes: { client: true },
    resolve: (_root, { input }, ctx) => deleteTask(ctx.services.log, callerOf(ctx), String(input.taskId)),
  }),
);

const TaskEventsPayload = builder.objectRef<{ task: Task; events: EventRow[] }>("TaskEventsPayload").implement({
  description: "A task as a control left it, with the events the control wrote.",
  fields: (t) => ({
    task: t.field({ type: TaskRef, resolve: (p) => p.task }),
    events: t.field({ type: [EventUnion], resolve: (p) => p.events }),
  }),
});

const taskIdInput = (name: string, extra: (t: PothosSchemaTypes.InputFieldBuilder<never, "InputObject">) => Record<string, unknown> = () => ({})) =>
  builder.inputType(name, { fields: (t) => ({ taskId: t.id({ required: true }), ...(extra(t as never) as object) }) as never });

builder.mutationField("updateTask", (t) =>
  t.field({
    type: TaskEventsPayload,
    description: "Changes a task's title, metadata or budget ({ maxTokens?, maxCostUsd? }); writes task.updated.",
    args: {
      input: t.arg({
        required: true,
        type: taskIdInput("UpdateTaskInput", (t) => ({
          title: t.string({ required: false }),
          metadata: t.field({ type: "JSON", required: false }),
          budget: t.field({ type: "JSON", required: false }),
        })),
      }),
    },
    authScopes: { client: true },
    resolve: async (_root, { input }, ctx) => {
      const i = input as unknown as { taskId: string; title?: string | null; metadata?: unknown; budget?: unknown };
      const given = (k: string) => Object.prototype.hasOwnProperty.call(i, k) && (i as Record<string, unknown>)[k] !== undefined;
      const r = await updateTask(ctx.services.log, callerOf(ctx), {
        taskId: String(i.taskId),
        title: given("title") ? i.title : undefined,
        metadata: given("metadata") ? i.metadata : undefined,
        budget: given("budget") ? i.budget : undefined,
      });
      return { task: r.task, events: [r.event] };
    },
  }),
);

builder.mutationField("terminateTask", (t) =>
  t.field({
    type: TaskEventsPayload,
    description: "Takes a task back for good: its work stops and it takes nothing more (task.status_terminated).",
    args: { input: t.arg({ required: true, type: taskIdInput("TerminateTaskInput") }) },
    authScopes: { client: true },
    resolve: (_root, { input }, ctx) => terminateTask(ctx.services.log, callerOf(ctx), String((input as unknown as { taskId: string }).taskId)),
  }),
);

const CancelMode = builder.enumType("CancelMode", {
  values: {
    ABORT: { description: "Stop the turn now; the task stays warm and goes back to IDLE." },
    DRAIN: { description: "Let the turn finish, then CANCELLED; drainWithinSeconds forces it." },
  } as const,
});

builder.mutationField("cancelRun", (t) =>
  t.field({
    type: TaskEventsPayload,
    description:
      "Cancels a run (`runId`) or a task's work (`taskId`): ABORT (default) stops the turn now, writes user.interrupt naming the run, and returns the task to IDLE; DRAIN lets the turn finish, then CANCELLED.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("CancelRunInput", {
          fields: (t) => ({
            taskId: t.id({ required: false, description: "The task whose work to cancel (or give runId)." }),
            runId: t.id({ required: false, description: "The run to cancel; INVALID_STATE once it has ended." }),
            mode: t.field({ type: CancelMode, required: false, defaultValue: "ABORT" }),
            drainWithinSeconds: t.int({ required: false }),
          }),
        }),
      }),
    },
    authScopes: { client: true },
    resolve: (_root, { input }, ctx) =>
      cancelRun(ctx.services.log, callerOf(ctx), {
        taskId: input.taskId != null ? String(input.taskId) : null,
        runId: input.runId != null ? String(input.runId) : null,
        mode: input.mode,
        drainWithinSeconds: input.drainWithinSeconds,
      }),
  }),
);

const StartRunPayload = builder.objectRef<{ task: Task; run: Run | null; events: EventRow[] }>("StartRunPayload").implement({
  fields: (t) => ({
    task: t.field({ type: TaskRef, resolve: (p) => p.task }),
    run: t.field({ type: RunRef, nullable: true, description: "The run that takes the message (or the queued CLEAR run).", resolve: (p) => p.run }),
    events: t.field({ type: [EventUnion], resolve: (p) => p.events }),
  }),
});

builder.mutationField("startRun", (t) =>
  t.field({
    type: StartRunPayload,
    description:
      "Starts a run of a kind: PROMPT (a message), STEER (guidance into the turn in progress; PROMPT when none is), CLEAR (reset the context, no message). With no kind and no content it is a provision call: a finished task (COMPLETED, FAILED by exhaustion, CANCELLED) goes back to PENDING with no run (`run` is null, a task.status_changed says so); an active task is left as it is and its status reported; a terminated or terminally failed task is INVALID_STATE.",
    args: {
      input: t.arg({
        required: true,
        type: taskIdInput("StartRunInput", (t) => ({
          kind: t.field({ type: RunKindEnum, required: false, description: "Omitted with no content: a provision call. Omitted with content: PROMPT." }),
          content: t.field({ type: [ContentBlockInput] as never, required: false, description: "The message, for PROMPT and STEER." }),
        })),
      }),
    },
    authScopes: { client: true },
    resolve: async (_root, { input }, ctx) => {
      const i = input as unknown as { taskId: string; kind?: "PROMPT" | "STEER" | "CLEAR" | null; content?: unknown[] | null };
      const caller = callerOf(ctx);
      const message = i.content
        ? validateClientBatch([{ type: "user.message", fields: { content: toContentBlocks(i.content as never) } }], caller)[0]!
        : null;
      return startRun(ctx.services.log, callerOf(ctx), { taskId: String(i.taskId), kind: i.kind, message });
    },
  }),
);

const InterruptAction = builder.enumType("InterruptAction", { values: ["RESOLVE", "CANCEL"] as const });
const InterruptAnswerInput = builder.inputType("InterruptAnswerInput", {
  fields: (t) => ({
    interruptId: t.id({ required: true }),
    action: t.field({ type: InterruptAction, required: true }),
    payload: t.field({
      type: "JSON",
      required: false,
      description: "Approval: { result: ALLOW|DENY, denyMessage? }. Custom tool: { content: \"text\", isError? }.",
    }),
  }),
});

builder.mutationField("answerInterrupts", (t) =>
  t.field({
    type: TaskEventsPayload,
    description: "Answers pending interrupts: each resolved (with a payload) or cancelled. All answered → the task runs again. Re-sending answered ones is a no-op.",
    args: {
      input: t.arg({
        required: true,
        type: taskIdInput("AnswerInterruptsInput", (t) => ({ answers: t.field({ type: [InterruptAnswerInput], required: true }) })),
      }),
    },
    authScopes: { client: true },
    resolve: (_root, { input }, ctx) => {
      const i = input as unknown as { taskId: string; answers: { interruptId: string; action: "RESOLVE" | "CANCEL"; payload?: Record<string, unknown> | null }[] };
      return answerInterrupts(ctx.services.log, callerOf(ctx), {
        taskId: String(i.taskId),
        answers: i.answers.map((a) => ({ ...a, interruptId: String(a.interruptId) })),
      });
    },
  }),
);

builder.mutationField("setWorkspaceRetention", (t) =>
  t.field({
    type: WorkspaceRef,
    description: "Admin: keep this many days of history (a periodic job purges older events); null keeps everything.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("SetWorkspaceRetentionInput", { fields: (t) => ({ retentionDays: t.int({ required: false }) }) }),
      }),
    },
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) => setRetention(ctx.services.db.prisma, callerOf(ctx), input.retentionDays ?? null) as Promise<Workspace>,
  }),
);
