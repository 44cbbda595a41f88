import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import { idempotencyKeyOf } from "../idempotency-key.js";
import type { Run, Task } from "../../db/generated/prisma/client.js";
import type { EventRow } from "../../domain/events/log.js";
import { createTask, sendEvents } from "../../domain/tasks.js";
import { EventUnion } from "../types/event.js";
import { EventInput, toClientEvents } from "../types/event-input.js";
import { TaskModeEnum, TaskRef } from "../types/task.js";
import { RunRef } from "../types/run.js";

const TaskIdentityInput = builder.inputType("TaskIdentityInput", {
  fields: (t) => ({ userId: t.string({ required: true, description: "Your id for the end user, 1 to 200 characters." }) }),
});

const CreateTaskPayload = builder.objectRef<{ task: Task; events: EventRow[]; replayed: boolean; run?: Run | null }>("CreateTaskPayload").implement({
  fields: (t) => ({
    task: t.field({ type: TaskRef, resolve: (p) => p.task }),
    run: t.field({
      type: RunRef,
      nullable: true,
      description: "The run that takes the first batch's message (null when the task was created without one).",
      resolve: async (p, _a, ctx) => {
        if (p.run !== undefined) return p.run;
        const taken = p.events.find((e) => e.type === "user.message");
        if (!taken) return null;
        return ctx.services.db.prisma.run.findFirst({ where: { taskId: p.task.id }, orderBy: { createdAt: "asc" } });
      },
    }),
    events: t.field({ type: [EventUnion], description: "The events sent with the task, if any.", resolve: (p) => p.events }),
    replayed: t.exposeBoolean("replayed", {
      description: "True when this answers a retry of an earlier request with the same idempotencyKey: the task is the one that request created.",
    }),
  }),
});

builder.mutationField("createTask", (t) =>
  t.field({
    type: CreateTaskPayload,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("CreateTaskInput", {
          fields: (t) => ({
            title: t.string({ required: false }),
            agentId: t.id({
              required: false,
              description: "The agent the task targets: only worker keys bound to it claim its runs. An unknown or foreign agent is NOT_FOUND.",
            }),
            model: t.string({
              required: false,
              description: "A model of the server's catalogue (MODELS; by default `demo`, which has a system role, and `demo-no-system`); the default model when left out. An unknown model is BAD_USER_INPUT.",
            }),
            mode: t.field({ type: TaskModeEnum, required: false, defaultValue: "INTERACTIVE" }),
            identity: t.field({
              type: TaskIdentityInput,
              required: false,
              description: "The end user the task acts for (filter with tasks(userId:)). Data, not authentication: the API key still decides what the caller may do.",
            }),
            metadata: t.field({ type: "JSON", required: false }),
            budget: t.field({ type: "JSON", required: false, description: "{ maxTokens?, maxCostUsd? }" }),
            events: t.field({
              type: [EventInput],
              required: false,
              description: "A first batch (e.g. the opening message), applied atomically with the creation.",
            }),
            idempotencyKey: t.string({
              required: false,
              description:
                "1 to 200 characters, unique per workspace: a retry with the same key and input returns the task first created and writes nothing; the same key with another input is IDEMPOTENCY_CONFLICT.",
            }),
          }),
        }),
      }),
    },
    authScopes: { client: true },
    resolve: async (_root, { input }, ctx) => {
      const r = await createTask(ctx.services.log, ctx.services.db.prisma, callerOf(ctx), {
        ...input,
        events: input.events ? toClientEvents(input.events as never) : null,
        idempotencyKey: idempotencyKeyOf(ctx, input.idempotencyKey),
        agentId: input.agentId != null ? String(input.agentId) : null,
        models: ctx.services.config.models,
      });
      return { task: r.task, events: r.events, replayed: r.replayed, run: "run" in r ? (r.run as Run | null) : undefined };
    },
  }),
);

const SendEventsPayload = builder.objectRef<{ task: Task; events: EventRow[]; replayed: boolean; run?: Run | null }>("SendEventsPayload").implement({
  fields: (t) => ({
    run: t.field({
      type: RunRef,
      nullable: true,
      description: "The run that takes the batch's waiting work (a message, a send back): the run it queued, or the one already waiting. Null when the work waits for a run not opened yet (the task is busy).",
      resolve: (p) => p.run ?? null,
    }),
    events: t.field({ type: [EventUnion], description: "One per event sent, in order.", resolve: (p) => p.events }),
    task: t.field({ type: TaskRef, resolve: (p) => p.task }),
    replayed: t.exposeBoolean("replayed", {
      description: "True when this answers a retry of an earlier request with the same idempotencyKey.",
    }),
  }),
});

builder.mutationField("sendEvents", (t) =>
  t.field({
    type: SendEventsPayload,
    description: "1 to 50 events, all checked before any applies, applied in order, all or nothing.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("SendEventsInput", {
          fields: (t) => ({
            taskId: t.id({ required: true }),
            events: t.field({ type: [EventInput], required: true }),
            idempotencyKey: t.string({ required: false }),
          }),
        }),
      }),
    },
    authScopes: { client: true },
    resolve: async (_root, { input }, ctx) =>
      sendEvents(ctx.services.log, ctx.services.db.prisma, callerOf(ctx), {
        taskId: String(input.taskId),
        events: toClientEvents(input.events as never),
        idempotencyKey: idempotencyKeyOf(ctx, input.idempotencyKey),
        models: ctx.services.config.models,
      }),
  }),
);
