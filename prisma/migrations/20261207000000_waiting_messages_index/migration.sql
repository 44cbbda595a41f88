-- The messages of a task that wait for a run to take them (processedAt null), by task. Every write
-- to a task reads whether one waits (under the task's lock), and a claim takes them; without this
-- index both went through every message the task ever had (the (taskId, type, sequence) index and
-- a look at each row's processedAt): 4.3-4.7 ms of PostgreSQL's time per write on a task with
-- 8,760 messages, against 0.04-0.1 ms with it. Prisma's schema cannot state a partial index, so it
-- lives here only (see the Event model in schema.prisma). Its predicate lists every type a claim
-- takes (WAITING_TYPES in src/domain/lifecycle.ts); a query's own list must be within it.
CREATE INDEX "Event_taskId_waiting_idx" ON "Event" ("taskId")
  WHERE "processedAt" IS NULL AND "type" IN ('user.message', 'system.message', 'user.send_back');
