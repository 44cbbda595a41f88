import { previews } from "../metrics.js";
import type { PrismaClient } from "../db/client.js";
import type { PubSub } from "../pubsub/index.js";
import type { Caller } from "./auth.js";
import { DomainError, badInput, notFound } from "./errors.js";
import { newId } from "./ids.js";
import { topics, type EventLog } from "./events/log.js";
import { Transition, lockTask } from "./lifecycle.js";
import type { LiveRun } from "./live-runs.js";

/** A preview item as subscribers receive it. Never stored, never replayed. */
export type DeltaItem =
  | { kind: "start"; eventId: string; type: string; runId: string; taskId: string }
  | { kind: "delta"; eventId: string; type: string; runId: string; taskId: string; index: number; text: string };

export const PREVIEW_TYPES = ["worker.message", "worker.thinking"] as const;
const MAX_DELTAS = 100;
const MAX_DELTA_TEXT = 16_000;
/** Runs that can still write. */
const LIVE_RUN = ["SCHEDULED", "RUNNING", "DRAINING"] as const;

export interface PublishDeltasInput {
  runId: string;
  type: string;
  eventId?: string | null;
  deltas: { index: number; text: string }[];
}

/**
 * Publishes previews of a worker.message or worker.thinking not yet written. The first call
 * (without eventId) reserves the id the finished event will carry and announces it (EventStart).
 */
export async function publishDeltas(prisma: PrismaClient, pubsub: PubSub, c: Caller, input: PublishDeltasInput, log?: EventLog) {
  if (!(PREVIEW_TYPES as readonly string[]).includes(input.type)) {
    throw badInput(`previews exist for ${PREVIEW_TYPES.join(" and ")} only`);
  }
  if (input.deltas.length > MAX_DELTAS) throw badInput(`at most ${MAX_DELTAS} deltas per call`);
  for (const [i, d] of input.deltas.entries()) {
    if (!Number.isInteger(d.index) || d.index < 0) throw badInput(`deltas.${i}.index must be a whole number ≥ 0`);
    if (d.text.length > MAX_DELTA_TEXT) throw badInput(`deltas.${i}.text is limited to ${MAX_DELTA_TEXT} characters`);
  }
  if (input.eventId != null && !/^event_[0-9A-HJKMNP-TV-Z]{26}$/.test(input.eventId)) throw badInput("eventId is not an event id");
  // A run this instance already found live, for this eventId: no database round trip.
  const known = log?.liveRuns.get(input.runId, input.eventId ?? null);
  const run =
    known && known.workspaceId === c.workspaceId
      ? known
      : log
        ? await log.liveRuns.lookOnce(c.workspaceId, input.runId, input.eventId ?? null, () => lookUp(prisma, c, input, log))
        : await lookUp(prisma, c, input);
  let eventId = input.eventId ?? null;
  const items: DeltaItem[] = [];
  const base = { type: input.type, runId: run.id, taskId: run.taskId };
  if (eventId == null) {
    eventId = newId("event");
    items.push({ kind: "start", eventId, ...base });
  }
  for (const d of input.deltas) items.push({ kind: "delta", eventId, ...base, index: d.index, text: d.text });
  const topic = topics.deltas(run.taskId);
  // One message per item, in order, on one connection: subscribers see them in this order.
  // Ephemeral: only instances following the task's previews now get them through Redis.
  for (const item of items) pubsub.publish(topic, JSON.stringify(item), { ephemeral: true });
  previews.inc(items.length);
  return { eventId, run };
}

/** The checks of a preview in the database: the run is live, and its event not written yet. */
async function lookUp(prisma: PrismaClient, c: Caller, input: PublishDeltasInput, log?: EventLog): Promise<LiveRun> {
  const epoch = await log?.liveRuns.begin();
  const run = await prisma.run.findFirst({ where: { id: input.runId, workspaceId: c.workspaceId } });
  if (!run) throw notFound("run", input.runId);
  if (!(LIVE_RUN as readonly string[]).includes(run.status)) {
    throw new DomainError("INVALID_STATE", `run ${run.id} is ${run.status} and takes no previews`, { status: run.status });
  }
  if (run.status === "SCHEDULED" && log) {
    // The worker's first preview of a claimed run: the task is RUNNING (task.status_running),
    // written before the preview is announced so a run stream that waits for it sees it first.
    await log.transact(async (tx, append) => {
      const task = await lockTask(tx, c.workspaceId, run.taskId, { withState: true });
      const tr = await Transition.open(tx, task, { deferWrites: true });
      if (tr.state.run?.id !== run.id || tr.state.run.status !== "SCHEDULED") return;
      await tr.do({ type: "Start" });
      await append(tr.stream, tr.events, { last: true, before: tr.takeWrites() });
    });
  }
  const eventId = input.eventId ?? null;
  if (eventId != null) {
    const finished = await prisma.event.findUnique({ where: { id: eventId }, select: { id: true } });
    if (finished) throw new DomainError("INVALID_STATE", `event ${eventId} is already written; its preview is closed`);
  }
  const live = { id: run.id, taskId: run.taskId, workspaceId: run.workspaceId };
  // Only a run that was already RUNNING or DRAINING when looked at: a SCHEDULED one just changed.
  if (epoch !== undefined && run.status !== "SCHEDULED") log!.liveRuns.remember(epoch, live, eventId);
  return live;
}
