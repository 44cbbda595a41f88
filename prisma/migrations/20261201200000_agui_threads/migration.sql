-- AG-UI threads: a task remembers the thread id a client chose; a run keeps what the input gave it.
ALTER TABLE "Task" ADD COLUMN "externalThreadId" TEXT;
ALTER TABLE "Task" ADD COLUMN "identity" JSONB;
ALTER TABLE "Run" ADD COLUMN "input" JSONB;

CREATE UNIQUE INDEX "Task_workspaceId_externalThreadId_key" ON "Task"("workspaceId", "externalThreadId");
