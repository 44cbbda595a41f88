-- The runs of a task by the AG-UI runId their input carried (Run.input, set by an AG-UI run). Every
-- AG-UI run first asks, under the task's lock, whether the thread already has a run of that id (then
-- it is a reattach and writes nothing); without this index that read went through every run of the
-- task and each input's JSON (its tools, context and state): 5 ms of PostgreSQL's time on a thread
-- of 1,000 runs with 1.2 KB inputs, growing with the thread.
--
-- One key, "<taskId> <runId>", as "Event_taskId_messageId_key" (see its migration): no other index
-- can serve a lookup by it, so every plan takes this one. UNIQUE: a thread has one run per AG-UI
-- runId (the reattach check above, under the task's lock). IF NOT EXISTS: it can be built
-- beforehand with CREATE UNIQUE INDEX CONCURRENTLY (README, "Upgrading"). Prisma's schema cannot
-- state it, so it lives here only (see the Run model in schema.prisma).
CREATE UNIQUE INDEX IF NOT EXISTS "Run_taskId_aguiRunId_key" ON "Run" (("taskId" || ' ' || ("input"->>'runId')))
  WHERE "input" IS NOT NULL;
