import { builder } from "../builder.js";
import { callerOf } from "../context.js";
import { idempotencyKeyOf } from "../idempotency-key.js";
import type { Run, Task } from "../../db/generated/prisma/client.js";
import type { EventRow } from "../../domain/events/log.js";
import { appendRunEvents, claimRun, finishRun, renewLease } from "../../domain/runs.js";
import { EventUnion } from "../types/event.js";
import { RunRef } from "../types/run.js";
import { TaskRef } from "../types/task.js";
import { UsageInput, WorkerEventInput, toWorkerEvents } from "../types/worker-input.js";

const ClaimRunPayload = builder.objectRef<{ run: Run | null; task: Task | null; events: EventRow[] }>("ClaimRunPayload").implement({
  fields: (t) => ({
    run: t.field({ type: RunRef, nullable: true, description: "Null when there was nothing to claim.", resolve: (p) => p.run }),
    task: t.field({ type: TaskRef, nullable: true, resolve: (p) => p.task }),
    events: t.field({ type: [EventUnion], description: "The messages the run took.", resolve: (p) => p.events }),
  }),
});

builder.mutationField("claimRun", (t) =>
  t.field({
    type: ClaimRunPayload,
    description:
      "Worker: takes the waiting messages of a task (or of any task of the workspace) and starts a run. Exclusive. With waitSeconds, waits up to that long for work.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("ClaimRunInput", {
          fields: (t) => ({
            taskId: t.id({ required: false }),
            waitSeconds: t.int({ required: false, defaultValue: 0, description: "0 to 30." }),
            leaseSeconds: t.int({ required: false, defaultValue: 30, description: "5 to 600; renew with renewLease." }),
          }),
        }),
      }),
    },
    authScopes: { worker: true },
    resolve: (_root, { input }, ctx) =>
      claimRun(
        ctx.services.log,
        ctx.services.db.prisma,
        ctx.services.pubsub,
        callerOf(ctx),
        {
          taskId: input.taskId != null ? String(input.taskId) : null,
          waitSeconds: input.waitSeconds,
          leaseSeconds: input.leaseSeconds,
        },
        // Aborted when the worker goes away (HTTP request aborted, graphql-ws socket closed), so a
        // long poll stops waiting for a worker that is no longer there.
        ctx.callerGone(),
      ),
  }),
);

const RenewLeasePayload = builder.objectRef<{ run: Run; cancelRequested: boolean; stopped: boolean }>("RenewLeasePayload").implement({
  fields: (t) => ({
    run: t.field({ type: RunRef, resolve: (p) => p.run }),
    cancelRequested: t.exposeBoolean("cancelRequested", { description: "A drain was asked for: finish the turn, then finishRun." }),
    stopped: t.exposeBoolean("stopped", {
      description: "The run has stopped without the worker (a run limit by the server's clock, an interrupt, a cancel): `run.stopReason` says why; stop working on it.",
    }),
  }),
});

builder.mutationField("renewLease", (t) =>
  t.field({
    type: RenewLeasePayload,
    description: "Worker: keeps a run's lease. A run whose lease lapses is rescheduled for another worker.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("RenewLeaseInput", {
          fields: (t) => ({ runId: t.id({ required: true }), leaseSeconds: t.int({ required: false, defaultValue: 30 }) }),
        }),
      }),
    },
    authScopes: { worker: true },
    resolve: (_root, { input }, ctx) =>
      renewLease(ctx.services.log, callerOf(ctx), { runId: String(input.runId), leaseSeconds: input.leaseSeconds }, ctx.services.config.runLimits),
  }),
);

const RunWritePayload = builder.objectRef<{ events: EventRow[]; run: Run; task: Task; replayed?: boolean }>("AppendRunEventsPayload").implement({
  fields: (t) => ({
    events: t.field({ type: [EventUnion], description: "What was written, with what the server added (a stop).", resolve: (p) => p.events }),
    run: t.field({ type: RunRef, resolve: (p) => p.run }),
    task: t.field({ type: TaskRef, resolve: (p) => p.task }),
    replayed: t.boolean({ resolve: (p) => p.replayed ?? false }),
  }),
});

builder.mutationField("appendRunEvents", (t) =>
  t.field({
    type: RunWritePayload,
    description: "Worker: 1 to 50 events of a run, all checked before any applies, all or nothing.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("AppendRunEventsInput", {
          fields: (t) => ({
            runId: t.id({ required: true }),
            events: t.field({ type: [WorkerEventInput], required: true }),
            idempotencyKey: t.string({ required: false }),
          }),
        }),
      }),
    },
    authScopes: { worker: true },
    resolve: (_root, { input }, ctx) =>
      appendRunEvents(
        ctx.services.log,
        ctx.services.db.prisma,
        callerOf(ctx),
        { runId: String(input.runId), events: toWorkerEvents(input.events as never), idempotencyKey: idempotencyKeyOf(ctx, input.idempotencyKey) },
        ctx.services.config.runLimits,
      ),
  }),
);

const FinishRunPayload = builder.objectRef<{ events: EventRow[]; run: Run; task: Task }>("FinishRunPayload").implement({
  fields: (t) => ({
    events: t.field({ type: [EventUnion], resolve: (p) => p.events }),
    run: t.field({ type: RunRef, resolve: (p) => p.run }),
    task: t.field({ type: TaskRef, resolve: (p) => p.task }),
  }),
});

builder.mutationField("finishRun", (t) =>
  t.field({
    type: FinishRunPayload,
    description: "Worker: ends the turn. Writes task.usage, then task.status_idle, and the run's receipt.",
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType("FinishRunInput", {
          fields: (t) => ({
            runId: t.id({ required: true }),
            stopReason: t.field({ type: "StopReason" as never, required: false, defaultValue: "END_TURN" as never }),
            stopDetails: t.field({ type: "JSON", required: false, description: "Only with REFUSAL." }),
            usage: t.field({ type: UsageInput, required: false, description: "What the run used; otherwise the sum of its model requests." }),
            appActions: t.field({ type: ["JSON"], required: false, description: "App actions decided in the run, for the receipt." }),
          }),
        }),
      }),
    },
    authScopes: { worker: true },
    resolve: (_root, { input }, ctx) =>
      finishRun(ctx.services.log, callerOf(ctx), {
        runId: String(input.runId),
        stopReason: input.stopReason as string | null,
        stopDetails: input.stopDetails,
        usage: input.usage as never,
        appActions: input.appActions,
      }),
  }),
);
