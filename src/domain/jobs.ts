import type { PrismaClient } from "../db/client.js";
import type { Logger } from "../logger.js";
import type { Run } from "../db/generated/prisma/client.js";
import type { Append, EventLog } from "./events/log.js";
import { purgeHistory } from "./history.js";
import { Transition, lockTask, openSpanIds, runSpans, type RunLimits } from "./lifecycle.js";
import { stopIfOverTime } from "./runs.js";

/**
 * Background work every instance runs: runs whose lease lapsed are rescheduled (the same run,
 * its messages with it, for another worker), drains past their deadline are forced, and history
 * older than a workspace's retention is purged, and idempotency keys past their time are forgotten. Each item is re-checked under its task's lock, so
 * instances running the same job at once do each thing once.
 */
export function startJobs(
  deps: { prisma: PrismaClient; log: EventLog; logger: Logger },
  intervalMs: number,
  retentionIntervalMs = 60_000,
  idempotencyTtlMs = 86_400_000,
  runLimits?: RunLimits,
) {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let retainedAt = 0;
  const tick = async () => {
    try {
      await rescheduleLapsedRuns(deps);
      await forceDrains(deps);
      if (runLimits) await enforceTimeLimits(deps, runLimits);
      if (Date.now() - retainedAt >= retentionIntervalMs) {
        retainedAt = Date.now();
        await applyRetention(deps);
        await expireIdempotencyKeys(deps, idempotencyTtlMs);
      }
    } catch (err) {
      if (!stopped) deps.logger.warn({ err }, "background job failed; retrying next tick");
    }
  };
  const timer = setInterval(() => {
    running = running.then(tick);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export async function rescheduleLapsedRuns({ prisma, log }: { prisma: PrismaClient; log: EventLog }) {
  const lapsed = await prisma.run.findMany({
    where: { status: { in: ["SCHEDULED", "RUNNING", "DRAINING"] }, leaseExpiresAt: { lt: new Date() } },
    select: { id: true, taskId: true, workspaceId: true },
    take: 50,
  });
  for (const r of lapsed) {
    await onOpenRun(log, r, async (tr, run, append) => {
      if (!run.leaseExpiresAt || run.leaseExpiresAt > new Date() || tr.state.run?.id !== run.id) return;
      if (run.status === "DRAINING") {
        await forceDrain(tr, run); // cancelled anyway: the drain ends here
      } else if (run.status === "SCHEDULED" || run.status === "RUNNING") {
        await tr.do({ type: "Reschedule", reason: "the worker's lease lapsed; the run waits for another worker" });
      }
      await append(tr.stream, tr.events, { last: true });
    });
  }
}

export async function forceDrains({ prisma, log }: { prisma: PrismaClient; log: EventLog }) {
  const due = await prisma.run.findMany({
    where: { status: "DRAINING", drainDeadline: { lt: new Date() } },
    select: { id: true, taskId: true, workspaceId: true },
    take: 50,
  });
  for (const r of due) {
    await onOpenRun(log, r, async (tr, run, append) => {
      if (run.status !== "DRAINING") return;
      await forceDrain(tr, run);
      await append(tr.stream, tr.events, { last: true });
    });
  }
}

/** Ends a DRAINING run without waiting further: its model requests still open are closed with it. */
async function forceDrain(tr: Transition, run: Run) {
  const spans = await runSpans(tr.tx, run.id);
  await tr.do({ type: "ForceDrain", openSpans: openSpanIds(spans) }, { spans });
}

/**
 * `act` on run `r`, found by a query outside any lock, if the run is still open once its task is
 * locked: the row is the one read with the task's state, after the lock. A task deleted meanwhile
 * (its runs cancelled with it) is passed over.
 */
async function onOpenRun(
  log: EventLog,
  r: { id: string; taskId: string; workspaceId: string },
  act: (tr: Transition, run: Run, append: Append) => Promise<unknown>,
) {
  await log.transact(async (tx, append) => {
    const task = await lockTask(tx, r.workspaceId, r.taskId, { withState: true }).catch(() => null);
    if (!task) return;
    const tr = await Transition.open(tx, task);
    const run = tr.known(r.id);
    if (run) await act(tr, run, append);
  });
}

/**
 * Stops runs whose active model time has reached the limit by now, whether or not their worker
 * writes: a run with a model request open is a candidate once the time counted at its last write
 * plus the open requests' time since then reaches the limit (`openSpans`, `activeAt`).
 */
export async function enforceTimeLimits({ prisma, log }: { prisma: PrismaClient; log: EventLog }, limits: RunLimits) {
  const now = new Date();
  const due = await prisma.$queryRaw<{ id: string; taskId: string; workspaceId: string }[]>`
    SELECT "id", "taskId", "workspaceId" FROM "Run"
    WHERE "status" IN ('SCHEDULED', 'RUNNING', 'DRAINING') AND "openSpans" > 0 AND "activeAt" IS NOT NULL
      AND "activeMs" + "openSpans" * EXTRACT(EPOCH FROM (${now}::timestamptz - "activeAt")) * 1000 >= ${limits.maxActiveMs}
    LIMIT 50`;
  for (const r of due) await onOpenRun(log, r, (tr, run, append) => stopIfOverTime(append, tr, run, limits));
}

export async function applyRetention({ prisma, log, logger }: { prisma: PrismaClient; log: EventLog; logger: Logger }) {
  const workspaces = await prisma.workspace.findMany({ where: { retentionDays: { not: null } }, select: { id: true, retentionDays: true } });
  for (const ws of workspaces) {
    const cutoff = new Date(Date.now() - ws.retentionDays! * 86_400_000);
    const tasks = await prisma.event.findMany({
      where: { workspaceId: ws.id, createdAt: { lt: cutoff }, type: { not: "history.purged" } },
      distinct: ["taskId"],
      select: { taskId: true },
      take: 100,
    });
    for (const t of tasks) {
      // One task's failure does not hold back the others; it is logged and tried again next run.
      await purgeHistory(log, { workspaceId: ws.id }, { taskId: t.taskId, before: cutoff }).catch((err) =>
        logger.warn({ err, workspaceId: ws.id, taskId: t.taskId }, "retention: purging a task's history failed; retrying next run"),
      );
    }
  }
}

/** Rows deleted per statement when forgetting idempotency keys, so no statement holds many locks. */
const EXPIRE_BATCH = 1000;

/**
 * Forgets idempotency keys older than the TTL (by the createdAt index), a batch at a time and at
 * most a few batches a run, so a backlog is worked off over several runs rather than in one long one.
 */
export async function expireIdempotencyKeys({ prisma }: { prisma: PrismaClient }, ttlMs: number) {
  const cutoff = new Date(Date.now() - ttlMs);
  for (let i = 0; i < 10; i++) {
    const deleted = await prisma.$executeRaw`
      DELETE FROM "IdempotencyRecord" WHERE ("workspaceId", "scope", "key") IN (
        SELECT "workspaceId", "scope", "key" FROM "IdempotencyRecord" WHERE "createdAt" < ${cutoff} LIMIT ${EXPIRE_BATCH}
      )`;
    if (deleted < EXPIRE_BATCH) return;
  }
}
