-- The runs of a task that have not ended. Every write to a task reads its state under the task's
-- lock (its open runs, whether a message waits, its pending interrupts), and a turn reads it several
-- times; without this index the open runs were found through ("taskId", "createdAt"), reading every
-- run the task ever had and filtering each by status: 0.26-0.38 ms per read on a task of 1,000 runs,
-- 2.2-2.4 ms at 10,000, against 0.07-0.09 through this index (bench/state-read.ts). A task has at
-- most a few runs that have not ended, so this index stays as small as the work in hand.
--
-- The statuses are those a run holds before it ends (QUEUED, SCHEDULED, RUNNING, AWAITING_USER,
-- DRAINING): the state read asks for a subset of them, written as constants in its text, so
-- PostgreSQL proves the condition in every plan. IF NOT EXISTS: it can be built beforehand with
-- CREATE INDEX CONCURRENTLY (README, "Upgrading"). Prisma's schema cannot state a partial index, so
-- it lives here only (see the Run model in schema.prisma).
CREATE INDEX IF NOT EXISTS "Run_taskId_open_idx" ON "Run" ("taskId")
  WHERE "status" IN ('QUEUED', 'SCHEDULED', 'RUNNING', 'AWAITING_USER', 'DRAINING');
