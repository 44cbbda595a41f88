import type { PrismaClient } from "../../db/client.js";
import type { Run } from "../../db/generated/prisma/client.js";
import type { PubSub } from "../../pubsub/index.js";
import { DomainError } from "../errors.js";
import { topics, type EventRow } from "./log.js";
import type { StreamItem } from "./follow.js";

/**
 * Runs are the unit of streaming: one run's stream replays the run's events from its start, then
 * follows it live, and ends when the run does. These helpers sit around the task follower
 * (follow.ts) rather than inside it, which stays one task's or workspace's log.
 */

/** A run is live once a worker has written to it (RUNNING) — or, for a replay, once it has ended. */
const STARTED = new Set(["RUNNING", "DRAINING", "FINISHED", "CANCELLED"]);
export const runHasEnded = (run: Pick<Run, "status">) => run.status === "FINISHED" || run.status === "CANCELLED";

/** Seconds a client is told to wait before asking again for a run that has not started. */
export const RUN_RETRY_AFTER_SECONDS = 2;

export const runNotStarted = (run: Pick<Run, "id" | "status">) =>
  new DomainError("RUN_NOT_STARTED", `run ${run.id} is not live yet (${run.status}); try again in ${RUN_RETRY_AFTER_SECONDS}s`, {
    retryAfter: RUN_RETRY_AFTER_SECONDS,
    status: run.status,
    http: { status: 429, headers: { "Retry-After": String(RUN_RETRY_AFTER_SECONDS) } },
  });

/**
 * Waits until the run has started (or ended), up to `seconds` (null: as long as the caller stays),
 * woken by the task's append signals and checking the run at least every second. Answers the
 * run as it then is, or throws RUN_NOT_STARTED.
 */
export async function waitForRunStart(
  deps: { prisma: PrismaClient; pubsub: PubSub },
  run: Run,
  seconds: number | null,
  signal?: AbortSignal,
): Promise<Run> {
  if (STARTED.has(run.status)) return run;
  if (seconds === 0) throw runNotStarted(run);
  const deadline = seconds == null ? Number.POSITIVE_INFINITY : Date.now() + seconds * 1000;
  let wake: (() => void) | null = null;
  const off = await deps.pubsub.subscribe(topics.task(run.taskId), () => wake?.());
  try {
    let current = run;
    for (;;) {
      current = (await deps.prisma.run.findUnique({ where: { id: run.id } })) ?? current;
      if (STARTED.has(current.status)) return current;
      if (Date.now() >= deadline || signal?.aborted) throw runNotStarted(current);
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
    await off();
  }
}

/** The sequence just before the run's first event (its taken messages included): where its replay starts. */
export async function runStartSequence(prisma: PrismaClient, runId: string): Promise<bigint> {
  const first = await prisma.event.findFirst({ where: { runId }, orderBy: { sequence: "asc" }, select: { sequence: true } });
  return first ? first.sequence - 1n : 0n;
}

/** The events that end a run's stream. */
const endsRun = (row: EventRow, runId: string) =>
  (row.type === "task.status_idle" && row.runId === runId) || row.type === "task.status_terminated" || row.type === "task.deleted";

/** An ended run's events after `after`, in order: a finite replay, no stream slot held. */
export async function* replayEndedRun(prisma: PrismaClient, runId: string, after: bigint, types?: readonly string[] | null): AsyncGenerator<StreamItem> {
  let cursor = after;
  for (;;) {
    const rows = (await prisma.event.findMany({
      where: { runId, sequence: { gt: cursor }, ...(types?.length ? { type: { in: [...types] } } : {}) },
      orderBy: { sequence: "asc" },
      take: 100,
    })) as EventRow[];
    for (const row of rows) yield row;
    if (rows.length < 100) return;
    cursor = rows.at(-1)!.sequence;
  }
}

/**
 * Narrows a task stream to one run: its events and previews pass, the rest are skipped, and the
 * stream ends after the run's `task.status_idle` (or the task's end). Closing the wrapper closes
 * the task stream (and gives its slot back).
 */
export function onlyRun(inner: AsyncGenerator<StreamItem>, runId: string): AsyncGenerator<StreamItem> {
  let ended = false;
  const wrapper = {
    async next(): Promise<IteratorResult<StreamItem>> {
      if (ended) return { done: true, value: undefined };
      for (;;) {
        const r = await inner.next();
        if (r.done) return r;
        const item = r.value;
        if ("kind" in item) {
          if (item.runId === runId) return r;
          continue;
        }
        const row = item as EventRow;
        if (endsRun(row, runId)) {
          ended = true;
          await inner.return(undefined as never);
          if (row.runId === runId || row.type !== "task.status_idle") return { done: false, value: row };
          return { done: true, value: undefined };
        }
        if (row.runId === runId) return r;
      }
    },
    async return(value?: unknown) {
      ended = true;
      return inner.return(value as never);
    },
    async throw(err: unknown) {
      ended = true;
      return inner.throw(err);
    },
    [Symbol.asyncIterator]() {
      return wrapper;
    },
  } as AsyncGenerator<StreamItem>;
  return wrapper;
}
