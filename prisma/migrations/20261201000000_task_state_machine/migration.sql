-- The task state machine (issue 12): SCHEDULED for a claimed run that has not written yet,
-- PENDING for a new task, FAILED for good after a terminal error, and what the run limits and
-- the workflow order rules need to be checked by the server.
ALTER TYPE "TaskStatus" ADD VALUE IF NOT EXISTS 'SCHEDULED' AFTER 'QUEUED';
ALTER TYPE "RunStatus" ADD VALUE IF NOT EXISTS 'SCHEDULED' AFTER 'QUEUED';
ALTER TABLE "Task" ALTER COLUMN "status" SET DEFAULT 'PENDING';
ALTER TABLE "Task" ADD COLUMN "terminal" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Run" ADD COLUMN "openSpans" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Run" ADD COLUMN "activeAt" TIMESTAMPTZ(3);
ALTER TABLE "WorkflowRun" ADD COLUMN "failed" BOOLEAN NOT NULL DEFAULT false;
