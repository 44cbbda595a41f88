// The worker side of the protocol: claimRun, renewLease, appendRunEvents, finishRun and their guards.
// One file (over 300 lines) because the four share the run checks (the key holds the run, the lease is
// live, the run is not over) and are read together as the worker protocol of API.md.
import type { PrismaClient } from "../db/client.js";
import { Prisma, type Run, type Task } from "../db/generated/prisma/client.js";
import type { PubSub } from "../pubsub/index.js";
import type { Caller } from "./auth.js";
import { badInput, notFound } from "./errors.js";
import { newId } from "./ids.js";
import { EVENT_TYPES, parsePayload } from "./events/catalog.js";
import { BatchError, MAX_BATCH } from "./events/client-input.js";
import { plainSqlOf, sqlIn, topics, type Append, type Before, type EventLog, type EventRow, type NewEvent, type Tx } from "./events/log.js";
import { takeWaiting } from "./events/read.js";
import {
  ACTIVE_RUN_STATUSES,
  assertLive,
  Transition,
  lockedLiveRun,
  lockTask,
  lockTaskOf,
  lockTaskOfRun,
  lockTaskThroughRun,
  openSpanIds,
  overBudget,
  runSpans,
  spansUsage,
  type RunLimits,
  type RunSpans,
  type StoredSpan,
} from "./lifecycle.js";
import { errorDetailsProblem, workflowStepProblem, type StopReason } from "./task-machine/index.js";
import { eventsByIds, withIdempotency } from "./idempotency.js";
import { getTask } from "./tasks.js";

const MAX_LEASE_SECONDS = 600;
const MAX_WAIT_SECONDS = 30;

function leaseUntil(seconds: number | null | undefined) {
  const s = seconds ?? 30;
  if (!Number.isInteger(s) || s < 5 || s > MAX_LEASE_SECONDS) throw badInput(`leaseSeconds must be 5 to ${MAX_LEASE_SECONDS}`);
  return new Date(Date.now() + s * 1000);
}

export interface ClaimInput {
  taskId?: string | null;
  waitSeconds?: number | null;
  leaseSeconds?: number | null;
}

/**
 * Takes the oldest waiting run (of one task, or of any task in the workspace) and the messages
 * waiting for it. Exclusive: the task row is locked and the run re-checked under the lock, so two
 * workers never take the same run or message. With waitSeconds, waits for work to arrive.
 *
 * `signal` is the caller's request: once it is aborted nobody will receive a run, so the wait
 * ends and nothing more is taken. A run taken just as the caller left (the abort comes after the
 * take but before the answer was sent) is rescheduled at once rather than when its lease lapses.
 */
export async function claimRun(
  log: EventLog,
  prisma: PrismaClient,
  pubsub: PubSub,
  c: Caller,
  input: ClaimInput,
  signal?: AbortSignal,
) {
  const wait = input.waitSeconds ?? 0;
  if (!Number.isInteger(wait) || wait < 0 || wait > MAX_WAIT_SECONDS) throw badInput(`waitSeconds must be 0 to ${MAX_WAIT_SECONDS}`);
  const lease = leaseUntil(input.leaseSeconds);
  if (input.taskId) await getTask(prisma, c, input.taskId);
  const nothing = () => ({ run: null, task: null, events: [] as EventRow[] });
  const deadline = Date.now() + wait * 1000;
  let wake: (() => void) | null = null;
  const off = wait > 0 ? await pubsub.subscribe(topics.workspace(c.workspaceId), () => wake?.()) : null;
  try {
    for (;;) {
      if (signal?.aborted) return nothing();
      const taken = await tryClaim(log, c, input.taskId ?? null, lease, signal);
      if (taken) {
        if (signal?.aborted) {
          await handBack(log, c, taken);
          return nothing();
        }
        // Aborted later means the connection closed before the answer was written out. The
        // transports stop aborting once the answer is out (HTTP: the response finished;
        // graphql-ws: the operation completed), so a later close leaves the run to its lease.
        signal?.addEventListener("abort", () => void handBack(log, c, taken), { once: true });
        return { run: taken.run, task: taken.task, events: taken.events };
      }
      if (Date.now() >= deadline || signal?.aborted) return nothing();
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(1000, Math.max(0, deadline - Date.now())));
        wake = done;
        signal?.addEventListener("abort", done, { once: true });
      });
      wake = null;
    }
  } finally {
    await off?.();
  }
}

/** The oldest queued run a worker (of agent $2) may take in workspace $1: its task open to work, no other run of it under a lease. */
const claimCandidate = (andTask: string) => `SELECT r."taskId" FROM "Run" r JOIN "Task" t ON t."id" = r."taskId"
  WHERE r."workspaceId" = $1 AND r."status" = 'QUEUED' AND t."deletedAt" IS NULL
    AND t."status" NOT IN ('TERMINATED', 'AWAITING_USER', 'CANCELLING')${andTask}
    AND t."agentId" IS NOT DISTINCT FROM $2::text
    AND NOT EXISTS (SELECT 1 FROM "Run" a WHERE a."taskId" = r."taskId" AND a."status" IN ('SCHEDULED', 'RUNNING', 'DRAINING'))
  ORDER BY r."createdAt" LIMIT 1`;
const CLAIM_CANDIDATE = claimCandidate("");
/** The same, of task $3 only. */
const CLAIM_CANDIDATE_OF_TASK = claimCandidate(`\n    AND r."taskId" = $3`);

/** Thrown inside a claim's transaction to roll the take back: the caller has gone. */
class ClaimAbandoned extends Error {}

async function tryClaim(log: EventLog, c: Caller, taskId: string | null, lease: Date, signal?: AbortSignal) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const transaction = log.transact(async (tx, append) => {
      // In plain SQL, so the transaction's BEGIN goes with it.
      const candidates = await sqlIn(tx)<{ taskId: string }>(
        taskId ? CLAIM_CANDIDATE_OF_TASK : CLAIM_CANDIDATE,
        taskId ? [c.workspaceId, c.agentId ?? null, taskId] : [c.workspaceId, c.agentId ?? null],
      );
      if (candidates.length === 0) return { done: true as const, claimed: null };
      const task = await lockTask(tx, c.workspaceId, candidates[0]!.taskId, { withState: true });
      // Re-check under the task lock: another worker may have taken it meanwhile. The run's
      // schedule and the task's status are written with the append, in its message.
      const tr = await Transition.open(tx, task, { deferWrites: true });
      const run = tr.state.run?.status === "QUEUED" ? tr.state.run : null;
      if (!run || ["TERMINATED", "AWAITING_USER", "CANCELLING"].includes(task.status) || (task.status === "FAILED" && task.terminal)) {
        return { done: false as const, claimed: null };
      }
      // The messages the run takes are marked and read in the claim's last message, first.
      let taken: EventRow[] = [];
      const take = takeWaiting(task.id, run.id, new Date(), (rows) => (taken = rows));
      // The run is SCHEDULED: claimed, preparing; its first write makes it RUNNING.
      await tr.do({ type: "Claim", runId: run.id }, { lease: { workerKeyId: c.keyId, until: lease } });
      const started = await tr.row(run.id);
      // The last moment a take can still be undone for free: the caller left while we worked.
      if (signal?.aborted) throw new ClaimAbandoned();
      const rows = await append(tr.stream, tr.events, { last: true, before: [take, ...tr.takeWrites()] });
      return { done: true as const, claimed: { run: started, task: tr.task, events: taken, runningSequence: rows.at(-1)!.sequence } };
    });
    const result = await transaction.then(
      (r) => r.result,
      (err: unknown) => {
        if (err instanceof ClaimAbandoned) return { done: true as const, claimed: null };
        throw err;
      },
    );
    if (result.done) return result.claimed;
  }
  return null;
}

/**
 * Reschedules a run whose claim never reached its worker, unless the worker has shown it has the
 * run (renewed its lease, or written to it since the take). Best effort: if this fails, the
 * lease lapses and the periodic job reschedules the run instead.
 */
async function handBack(log: EventLog, c: Caller, claimed: { run: Run; task: Task; runningSequence: bigint }) {
  await log
    .transact(async (tx, append) => {
      const task = await lockTask(tx, c.workspaceId, claimed.task.id);
      const run = await tx.run.findUnique({ where: { id: claimed.run.id } });
      const untouched =
        run?.status === "SCHEDULED" &&
        run.workerKeyId === c.keyId &&
        run.leaseExpiresAt?.getTime() === claimed.run.leaseExpiresAt?.getTime();
      if (!untouched) return;
      const written = await tx.event.findFirst({ where: { runId: run.id, sequence: { gt: claimed.runningSequence } }, select: { id: true } });
      if (written) return;
      const tr = await Transition.open(tx, task);
      await tr.do({ type: "Reschedule", reason: "the worker left before it received the run; the run waits for another worker" });
      await append(tr.stream, tr.events, { last: true });
    })
    .catch(() => {});
}

/**
 * Extends a run's lease; tells the worker whether a drain was asked for, and whether the run has
 * stopped (a stop the worker did not make: a limit reached by the server's clock, an interrupt,
 * a cancel). The run limits are checked here too, so a worker that only renews learns of its
 * time limit at once.
 */
export async function renewLease(log: EventLog, c: Caller, input: { runId: string; leaseSeconds?: number | null }, limits: RunLimits) {
  const lease = leaseUntil(input.leaseSeconds);
  const { result } = await log.transact(async (tx, append) => {
    /** A run this worker held that has stopped (its time limit, a cancel) answers that it stopped. */
    const stoppedFor = (run: Run) =>
      (run.status === "FINISHED" || run.status === "CANCELLED") && run.workerKeyId === c.keyId ? { run, cancelRequested: false, stopped: true } : null;
    // Whether the run is live is judged only under the task's lock: the periodic job may stop it
    // at any moment before that, and then this answers that it stopped, not INVALID_STATE.
    let locked = await lockTaskThroughRun(tx, c.workspaceId, input.runId);
    if (!locked) {
      // Not in one round trip (embedded), or no task locked: the run unknown, or its task deleted
      // (which cancelled the run: its worker is told so).
      const found = await tx.run.findFirst({ where: { id: input.runId, workspaceId: c.workspaceId } });
      if (!found) throw notFound("run", input.runId);
      const stopped = stoppedFor(found);
      if (stopped) return stopped;
      locked = await lockTaskOf(tx, found);
    }
    const tr = await Transition.open(tx, locked.task);
    // Open, it was read with the task's state; ended, it is read now.
    const found = await tr.row(input.runId);
    const stopped = stoppedFor(found);
    if (stopped) return stopped;
    const run = assertLive(found);
    const overTime = await stopIfOverTime(append, tr, run, limits, locked.stored);
    if (overTime) return { run: overTime, cancelRequested: false, stopped: true };
    // The lease's update is the transaction's last statement: on PostgreSQL it carries the COMMIT.
    // The task's lock keeps every other write off the run, so the row is as answered here.
    await (plainSqlOf(tx)?.thenCommit ?? sqlIn(tx))(RENEW_LEASE, [run.id, lease.toISOString()]);
    return { run: { ...run, leaseExpiresAt: lease }, cancelRequested: run.status === "DRAINING", stopped: false };
  });
  return result;
}

const RENEW_LEASE = `UPDATE "Run" SET "leaseExpiresAt" = $2::timestamptz WHERE "id" = $1`;

/** Active model time: the sum of the run's model requests, an open one counting up to `now`. */
export function activeMsOf(spans: RunSpans, now = new Date()) {
  const endOf = new Map(spans.ends.map((e) => [e.startId, e.createdAt]));
  return spans.starts.reduce((ms, s) => ms + ((endOf.get(s.id) ?? now).getTime() - s.createdAt.getTime()), 0);
}

/**
 * Stops a run whose active model time has reached the limit, by the server's clock (open model
 * requests are closed by the stop). Used by renewLease and by the periodic job, so a run is
 * stopped whether or not its worker writes. `tr` holds the run's task; `stored`, the run's model
 * requests when the caller read them with the lock. Returns the stopped run, or null.
 */
export async function stopIfOverTime(append: Append, tr: Transition, run: Run, limits: RunLimits, stored?: StoredSpan[]) {
  if (!(ACTIVE_RUN_STATUSES as readonly string[]).includes(run.status)) return null;
  const spans = await runSpans(tr.tx, run.id, [], stored);
  if (activeMsOf(spans) < limits.maxActiveMs) return null;
  if (tr.state.run?.id !== run.id) return null;
  await tr.do({ type: "Stop", reason: "TIME_LIMIT", openSpans: openSpanIds(spans), newRunId: newId("run") }, { spans });
  await append(tr.stream, tr.events, { last: true });
  return tr.row(run.id);
}

/** A worker event as the GraphQL layer hands it over: its dotted type and its payload fields. */
export interface WorkerEventIn {
  type: string;
  fields: Record<string, unknown>;
  threadId?: string | null;
  /** The id reserved by publishDeltas, for worker.message and worker.thinking. */
  eventId?: string | null;
}

const ASKS = (e: NewEvent) =>
  e.type === "worker.custom_tool_use" ||
  ((e.type === "worker.tool_use" || e.type === "worker.mcp_tool_use") && (e.payload as { evaluatedPermission?: string }).evaluatedPermission === "ASK");

/**
 * Appends a worker's batch to its run: all checked before any applies, all or nothing. A tool use
 * that asks for permission (or a custom tool use) stops the run with requires_action; an
 * exhausted or terminal task.error stops it with retries_exhausted; the run limits and the task's
 * budget stop it with turn_limit, time_limit or budget_exceeded.
 */
export async function appendRunEvents(
  log: EventLog,
  prisma: PrismaClient,
  c: Caller,
  input: { runId: string; events: WorkerEventIn[]; idempotencyKey?: string | null },
  limits: RunLimits,
) {
  if (input.events.length < 1 || input.events.length > MAX_BATCH) {
    throw badInput(`a batch holds 1 to ${MAX_BATCH} events, not ${input.events.length}`);
  }
  const drafts = input.events.map((e, index) => {
    const def = EVENT_TYPES.get(e.type);
    if (!def || def.writer !== "worker") throw new BatchError(index, `${e.type} cannot be written by a worker`);
    const fields = { ...e.fields };
    if (e.type === "workflow_run.created") {
      // The server names the workflow run and its phases.
      fields.workflowRunId = newId("workflowRun");
      if (Array.isArray(fields.phases)) {
        fields.phases = (fields.phases as { name: string }[]).map((ph) => ({ id: newId("phase"), name: ph.name }));
      }
    }
    const parsed = parsePayload(e.type, fields);
    if (!parsed.ok) throw new BatchError(index, parsed.reason);
    if (e.type === "task.error") {
      const short = errorDetailsProblem(parsed.value);
      if (short) throw new BatchError(index, short);
    }
    if (e.eventId != null && !/^event_[0-9A-HJKMNP-TV-Z]{26}$/.test(e.eventId)) throw new BatchError(index, "eventId is not an event id");
    return { index, type: e.type, payload: parsed.value, threadId: e.threadId ?? null, id: e.eventId ?? newId("event") };
  });
  drafts.forEach((d, i) => {
    const err = d.type === "task.error" && (d.payload.retryStatus as string) !== "RETRYING";
    if (err && i !== drafts.length - 1) throw new BatchError(d.index, "an exhausted or terminal task.error ends the run: send it last in its batch");
  });

  return withIdempotency(prisma, c, `appendRunEvents:${input.runId}`, input.idempotencyKey, input, {
    replay: async (ids) => {
      const rows = await eventsByIds(prisma, ids);
      const run = await prisma.run.findUniqueOrThrow({ where: { id: input.runId } });
      const task = await prisma.task.findUniqueOrThrow({ where: { id: run.taskId } });
      return { events: rows, run, task };
    },
    apply: (record) =>
      log.transact(async (tx, append) => {
        const { task, stored } = await lockTaskOfRun(tx, c.workspaceId, input.runId);
        // A run's start (the first batch) and the task's status go in the append's message.
        const tr = await Transition.open(tx, task, { deferWrites: true });
        // Checked now that the task is locked (a claim or a stop may have come in before).
        const run = await lockedLiveRun(tx, tr, input.runId);
        // The worker's first write to a claimed run: the task is RUNNING (task.status_running).
        if (run.status === "SCHEDULED") await tr.do({ type: "Start" });
        const events: NewEvent[] = [];
        let cause: (NewEvent & { payload: { retryStatus: "EXHAUSTED" | "TERMINAL" } }) | undefined;
        const batch = new Map(drafts.map((d) => [d.id, { type: d.type, payload: d.payload }]));
        for (const d of drafts) {
          const e: NewEvent = { id: d.id, type: d.type, payload: d.payload, runId: run.id, threadId: d.threadId };
          await applyWorkerEvent(tx, task, d.index, e, batch);
          if (d.type === "task.error" && d.payload.retryStatus !== "RETRYING") cause = e as typeof cause;
          else events.push(e);
        }
        // Interrupts name their events by id only, so they are written before the events are.
        for (const e of events.filter(ASKS)) {
          await tx.pendingInterrupt.create({
            data: {
              id: newId("interrupt"),
              workspaceId: c.workspaceId,
              taskId: task.id,
              runId: run.id,
              eventId: e.id!,
              kind: e.type === "worker.custom_tool_use" ? "CUSTOM_TOOL" : "TOOL_APPROVAL",
            },
          });
        }
        tr.push(...events);
        // Count turns and active model time (this batch's model requests included, though not yet
        // appended), then decide whether the run stops here. The stop's events are built before
        // anything is appended, so the batch and its stop take the global sequencer once. The
        // open requests and when they were counted are kept, so the server's clock can stop the
        // run later even if its worker writes nothing more (jobs.ts).
        const spans = await runSpans(tx, run.id, events, stored);
        const now = new Date();
        const activeMs = activeMsOf(spans, now);
        const openSpans = openSpanIds(spans);
        const counters = { turns: spans.starts.length, activeMs, openSpans: openSpans.length, activeAt: now };
        let stop: StopReason | null = null;
        if (cause) stop = "RETRIES_EXHAUSTED";
        else if (events.some(ASKS)) stop = "REQUIRES_ACTION";
        else if (activeMs >= limits.maxActiveMs) stop = "TIME_LIMIT";
        else if (openSpans.length === 0 && spans.starts.length >= limits.maxTurns) stop = "TURN_LIMIT";
        else if (openSpans.length === 0 && overBudget(task, spansUsage(spans))) stop = "BUDGET_EXCEEDED";
        // The run as the batch leaves it: the row its stop wrote, with the counters; or, when the
        // run goes on, the counters' update, which goes in the append's message. The task's lock
        // keeps every other write off its runs, so that update leaves the row as it is answered here.
        let after: Run;
        let counted: Before | undefined;
        if (stop) {
          await tr.do(
            { type: "Stop", reason: stop, cause, openSpans, asked: events.filter(ASKS).map((e) => e.id!), newRunId: newId("run") },
            { spans, counters: { turns: counters.turns, activeMs, activeAt: now } },
          );
          after = await tr.row(run.id);
        } else {
          after = { ...(await tr.row(run.id)), ...counters };
          counted = { text: COUNT_RUN, values: [run.id, counters.turns, counters.activeMs, counters.openSpans, now.toISOString()], name: "atg_count_run" };
        }
        for (const e of tr.events) e.id ??= newId("event");
        const draftIds = new Set(drafts.map((d) => d.id));
        await record(tx, [...drafts.map((d) => d.id), ...tr.events.filter((e) => !draftIds.has(e.id!)).map((e) => e.id!)]);
        // The append goes with the COMMIT: the global sequencer row is held only while PostgreSQL
        // inserts and commits (see EventLog).
        const written = await append(tr.stream, tr.events, { last: true, before: [...tr.takeWrites(), ...(counted ? [counted] : [])] });
        // The payload lists the batch's events first, one per event sent and in that order, then
        // what the server added (task.status_running before them in the log, a stop after).
        const sent = new Set(drafts.map((d) => d.id));
        const ordered = [...drafts.map((d) => written.find((w) => w.id === d.id)!), ...written.filter((w) => !sent.has(w.id))];
        return { events: ordered, run: after, task: tr.task };
      }).then((r) => r.result),
  });
}

/** A run's counters after a worker's batch: turns, active model time, open model requests, when counted. */
const COUNT_RUN = `UPDATE "Run" SET "turns" = $2, "activeMs" = $3, "openSpans" = $4, "activeAt" = $5::timestamptz WHERE "id" = $1`;

/** Checks one worker event against the task and applies what it changes (threads, workflow runs). */
async function applyWorkerEvent(tx: Tx, task: Task, index: number, e: NewEvent, batch: Map<string, { type: string; payload: Record<string, unknown> }>) {
  const p = e.payload as Record<string, unknown>;
  const fail = (reason: string) => new BatchError(index, reason);
  /** An event of this task (in the log, or earlier in this batch) of one of `types`, with its payload. */
  const findEvent = async (id: unknown, types: string[]) => {
    if (typeof id !== "string") return null;
    const inBatch = batch.get(id);
    if (inBatch) return types.includes(inBatch.type) ? inBatch : null;
    const found = await tx.event.findFirst({ where: { id, taskId: task.id }, select: { type: true, payload: true } });
    return found && types.includes(found.type) ? { type: found.type, payload: (found.payload ?? {}) as Record<string, unknown> } : null;
  };
  const eventOfTask = async (id: unknown, types: string[]) => {
    if (typeof id !== "string") return false;
    const inBatch = batch.get(id);
    if (inBatch) return types.includes(inBatch.type);
    const found = await tx.event.findFirst({ where: { id, taskId: task.id }, select: { type: true, runId: true } });
    return !!found && types.includes(found.type);
  };
  if (e.threadId && e.type !== "task.thread_created") {
    const thread = await tx.thread.findFirst({ where: { id: e.threadId, taskId: task.id } });
    if (!thread) throw fail(`thread ${e.threadId} is not a thread of this task`);
  }
  switch (e.type) {
    case "worker.tool_result":
      if (!(await eventOfTask(p.toolUseId, ["worker.tool_use"]))) throw fail(`${p.toolUseId} is not a worker.tool_use of this task`);
      break;
    case "worker.mcp_tool_result":
      if (!(await eventOfTask(p.mcpToolUseId, ["worker.mcp_tool_use"]))) throw fail(`${p.mcpToolUseId} is not a worker.mcp_tool_use of this task`);
      break;
    case "span.model_request_end":
      if (!(await eventOfTask(p.modelRequestStartId, ["span.model_request_start"]))) {
        throw fail(`${p.modelRequestStartId} is not a span.model_request_start of this task`);
      }
      break;
    case "task.thread_created": {
      const wf = p.workflowRunId as string | null | undefined;
      if (wf && !(await tx.workflowRun.findFirst({ where: { id: wf, taskId: task.id } }))) throw fail(`workflow run ${wf} is not of this task`);
      const thread = await tx.thread.create({
        data: { id: newId("thread"), workspaceId: task.workspaceId, taskId: task.id, workerName: String(p.workerName), workflowRunId: wf ?? null },
      });
      e.threadId = thread.id;
      break;
    }
    case "task.thread_status_running":
    case "task.thread_status_rescheduled":
    case "task.thread_status_idle":
    case "task.thread_status_terminated": {
      if (!e.threadId) throw fail(`${e.type} needs threadId`);
      const status = ({ running: "RUNNING", rescheduled: "RESCHEDULED", idle: "IDLE", terminated: "TERMINATED" } as const)[
        e.type.slice("task.thread_status_".length) as "running"
      ];
      await tx.thread.update({ where: { id: e.threadId }, data: { status, stopReason: (p.stopReason as string | undefined)?.toLowerCase() ?? null } });
      break;
    }
    case "workflow_run.created": {
      const phases = (p.phases as { id: string; name: string }[]).map((ph, i) => ({ id: ph.id, name: ph.name, position: i }));
      await tx.workflowRun.create({
        data: {
          id: String(p.workflowRunId),
          workspaceId: task.workspaceId,
          taskId: task.id,
          name: String(p.name),
          description: (p.description as string | null) ?? null,
          phases: { create: phases },
        },
      });
      break;
    }
    case "workflow_run.status_running":
    case "workflow_run.status_idle":
    case "workflow_run.phase_started":
    case "workflow_run.phase_ended":
    case "workflow_run.status_ended":
    case "workflow_run.error": {
      const id = p.workflowRunId as string | null;
      if (id == null && e.type === "workflow_run.error") break;
      const wf = await tx.workflowRun.findFirst({ where: { id: id ?? "", taskId: task.id } });
      if (!wf) throw fail(`workflow run ${id} is not of this task`);
      // The order rules of a workflow run, across batches (src/domain/task-machine/order.ts).
      let startFound: boolean | undefined;
      if (e.type === "workflow_run.phase_ended") {
        const start = await findEvent(p.phaseStartedId, ["workflow_run.phase_started"]);
        startFound = !!start && start.payload.workflowRunId === wf.id && start.payload.workflowRunPhaseId === p.workflowRunPhaseId;
      }
      const problem = workflowStepProblem(
        { ended: wf.status === "ENDED", errored: wf.failed },
        { type: e.type, phaseStartedId: p.phaseStartedId as string | null | undefined, startFound },
      );
      if (problem) throw fail(problem);
      if (e.type === "workflow_run.error") await tx.workflowRun.update({ where: { id: wf.id }, data: { failed: true } });
      if (e.type === "workflow_run.status_running") await tx.workflowRun.update({ where: { id: wf.id }, data: { status: "RUNNING" } });
      if (e.type === "workflow_run.status_idle") await tx.workflowRun.update({ where: { id: wf.id }, data: { status: "IDLE" } });
      if (e.type === "workflow_run.status_ended") {
        await tx.workflowRun.update({ where: { id: wf.id }, data: { status: "ENDED", result: String(p.result).toLowerCase() } });
      }
      if (e.type === "workflow_run.phase_started" || e.type === "workflow_run.phase_ended") {
        const phase = await tx.workflowPhase.findFirst({ where: { id: String(p.workflowRunPhaseId), workflowRunId: wf.id } });
        if (!phase) throw fail(`phase ${p.workflowRunPhaseId} is not a phase of ${wf.id}`);
        await tx.workflowPhase.update({
          where: { id: phase.id },
          data: e.type === "workflow_run.phase_started" ? { status: "RUNNING", startedAt: new Date() } : { status: "ENDED", endedAt: new Date() },
        });
      }
      break;
    }
  }
}

export interface FinishInput {
  runId: string;
  stopReason?: string | null;
  stopDetails?: unknown;
  usage?: Record<string, number | null | undefined> | null;
  appActions?: unknown[] | null;
}

const WORKER_STOPS = ["END_TURN", "REFUSAL", "RETRIES_EXHAUSTED", "TURN_LIMIT", "TIME_LIMIT"];

/** The worker ends its turn: task.usage, then task.status_idle, and the run's receipt. */
export async function finishRun(log: EventLog, c: Caller, input: FinishInput) {
  const stopReason = input.stopReason ?? "END_TURN";
  if (!WORKER_STOPS.includes(stopReason)) throw badInput(`a worker finishes with ${WORKER_STOPS.join(", ")}`);
  if (input.stopDetails != null && stopReason !== "REFUSAL") throw badInput("stopDetails only go with REFUSAL");
  const usage = input.usage ? Object.fromEntries(Object.entries(input.usage).filter(([, v]) => v != null)) : null;
  const { result } = await log.transact(async (tx, append) => {
    const { task, stored } = await lockTaskOfRun(tx, c.workspaceId, input.runId);
    // The run's end, the task's status and usage (and a run queued for waiting messages) go in the
    // append's message.
    const tr = await Transition.open(tx, task, { deferWrites: true });
    const run = await lockedLiveRun(tx, tr, input.runId);
    const spans = await runSpans(tx, run.id, [], stored);
    await tr.do(
      { type: "Stop", reason: stopReason as StopReason, openSpans: openSpanIds(spans), newRunId: newId("run") },
      { spans, usage, appActions: input.appActions },
    );
    const idle = tr.events.find((e) => e.type === "task.status_idle");
    if (idle && stopReason === "REFUSAL") idle.payload = { ...idle.payload, stopDetails: (input.stopDetails ?? null) as Prisma.InputJsonValue };
    // The run as it ends (the row its stop wrote), known before the append, which goes with the COMMIT.
    const ended = await tr.row(run.id);
    const events = await append(tr.stream, tr.events, { last: true, before: tr.takeWrites() });
    return { events, task: tr.task, run: ended };
  });
  return result;
}
