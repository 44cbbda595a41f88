-- The user messages of a task by their messageId (every user.message written since messageId exists
-- has one: the client's, or the server's msg_… when the client left it out; older ones have none and
-- are not in this index). A write that gives message ids (sendEvents with a messageId, and every
-- AG-UI run, whose input repeats the conversation's ids) reads under the task's lock which of them
-- the task holds; without this index that read went through every user message of the task and
-- each row's payload (6-34 ms of PostgreSQL's time per write on a task with 8,760 messages).
--
-- One key, "<taskId> <messageId>" (a task id has no space, so the key names one pair), rather than
-- two columns: a lookup by it can use no other index, so every plan takes this one whatever the
-- statistics say. With ("taskId", messageId) columns, a plan made without statistics of the table
-- (a new table, or autovacuum off), and a prepared statement's generic plan, went through the
-- task's ("taskId", "type", "sequence") index instead and read each of its messages. UNIQUE, as the
-- API promises (a messageId is unique in its task, checked under the task's lock since it exists).
--
-- Prisma's schema cannot state an expression or partial index, so it lives here only (see the
-- Event model in schema.prisma). IF NOT EXISTS: an operator with a large log can build it first
-- with CREATE UNIQUE INDEX CONCURRENTLY and the same definition, without blocking writes (README,
-- "Upgrading"); this migration then finds it.
CREATE UNIQUE INDEX IF NOT EXISTS "Event_taskId_messageId_key" ON "Event" (("taskId" || ' ' || ("payload"->>'messageId')))
  WHERE "type" = 'user.message';
