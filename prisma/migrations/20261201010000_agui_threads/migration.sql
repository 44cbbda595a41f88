-- AG-UI threads: a task remembers the thread id a client chose; a run keeps what the input gave it.
ALTER TABLE "Task" ADD COLUMN "externalThreadId" TEXT;
ALTER TABLE "Task" ADD COLUMN "identity" JSONB;
ALTER TABLE "Run" ADD COLUMN "input" JSONB;

CREATE UNIQUE INDEX "Task_workspaceId_externalThreadId_key" ON "Task"("workspaceId", "externalThreadId");
-- Tasks listed by the end user they act for (tasks(userId:)).
CREATE INDEX "Task_workspaceId_identity_userId_idx" ON "Task"("workspaceId", ("identity"->>'userId'));
-- A reattach finds the run of an AG-UI run id.
CREATE INDEX "Run_taskId_input_runId_idx" ON "Run"("taskId", ("input"->>'runId'));
