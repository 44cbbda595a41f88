import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { isStalePlan, statementNames } from "../src/db/prepared.js";
import { startTestApp, TARGET, type TestApp } from "./helpers/app.js";
import { createTask, send, textMessage } from "./helpers/events.js";
import { TestWorker } from "./helpers/worker.js";
import { SendEventsDocument, type SendEventsMutationVariables } from "./generated/graphql.js";
import { execFileSync } from "node:child_process";
import pg from "pg";
import { executionAsyncId } from "node:async_hooks";
import { plainSqlOf, sqlIn } from "../src/domain/events/log.js";
import { inlineParameters } from "../src/db/tx-connection.js";
import type { SqlQuery } from "../src/db/replicas.js";

/** The text of each message the app's pg clients sent, from the `from`th call of `query` (a spy on pg.Client's query) on. */
const sentBy = (query: MockInstance<pg.Client["query"]>) => (from: number) =>
  query.mock.calls.slice(from).map(([c]) => (typeof c === "string" ? c : ((c as pg.QueryConfig | undefined)?.text ?? "")));
/** A transaction's messages, from its BEGIN to its COMMIT (the pool's one connection is its own meanwhile). */
const transactionOf = (texts: string[]) => texts.slice(texts.findIndex((x) => x.startsWith("BEGIN")), texts.findIndex((x) => /COMMIT$/.test(x)) + 1);

describe("statement names (no I/O)", () => {
  // Each row: the texts run in turn with { after: 2, max: 2 }, and the name each run gets.
  const table: Array<{ why: string; runs: string[]; names: Array<string | undefined> }> = [
    { why: "a text is named on its second run and keeps that name", runs: ["a", "a", "a"], names: [undefined, "atg_1", "atg_1"] },
    { why: "texts are named apart", runs: ["a", "b", "b", "a"], names: [undefined, undefined, "atg_1", "atg_2"] },
    {
      why: "past max, new texts run unnamed; named ones keep their names",
      runs: ["a", "a", "b", "b", "c", "c", "c", "a"],
      names: [undefined, "atg_1", undefined, "atg_2", undefined, undefined, undefined, "atg_1"],
    },
  ];
  it.each(table)("$why", ({ runs, names }) => {
    const name = statementNames({ after: 2, max: 2 });
    expect(runs.map((t) => name(t))).toEqual(names);
  });

  it("a stale name is renewed once, however many callers met it", () => {
    const name = statementNames({ after: 1, max: 2 });
    expect([name("a"), name("b")]).toEqual(["atg_1", "atg_2"]);
    expect(name.renew("a", "atg_1")).toBe("atg_3");
    // A second caller that ran under atg_1 at the same time gets the same new name.
    expect(name.renew("a", "atg_1")).toBe("atg_3");
    expect([name("a"), name("b")]).toEqual(["atg_3", "atg_2"]);
    // Renewing takes no room from other texts: max still counts texts.
    expect(name("c")).toBeUndefined();
  });

  it.each([
    [{ code: "0A000", message: "cached plan must not change result type" }, true],
    [{ code: "0A000", routine: "RevalidateCachedQuery", message: "le plan mis en cache ne doit pas modifier le type de résultat" }, true],
    [{ code: "26000", message: `prepared statement "atg_task_state" does not exist` }, true],
    [{ code: "0A000", message: "some other unsupported feature" }, false],
    [{ code: "42P01", message: "relation does not exist" }, false],
    [new Error("cached plan must not change result type"), false],
    [null, false],
  ])("isStalePlan(%j) is %j", (err, stale) => {
    expect(isStalePlan(err)).toBe(stale);
  });

  it("forgets the counts of texts seen too few times once too many pile up", () => {
    const name = statementNames({ after: 2, max: 10, counted: 2 });
    expect([name("a"), name("b"), name("c"), name("a")]).toEqual([undefined, undefined, undefined, undefined]);
    expect(name("a")).toBe("atg_1");
  });
});

describe("parameters inlined into a transaction's last statement (no I/O)", () => {
  // Each row: a statement, its values, and the text sent (with its COMMIT) in one simple-protocol message.
  const table: Array<{ why: string; text: string; values: unknown[]; sent: string }> = [
    { why: "numbers as they are, text quoted", text: "SELECT $1 + 1, $2", values: [50, "ws_1"], sent: "SELECT 50 + 1, 'ws_1'" },
    { why: "a quote is doubled", text: "SELECT $1", values: ["it's"], sent: "SELECT 'it''s'" },
    { why: "backslashes are doubled in an E'' literal", text: "SELECT $1::jsonb", values: ['{"a":"x\\y"}'], sent: `SELECT  E'{"a":"x\\\\y"}'::jsonb` },
    { why: "null and undefined are NULL", text: "SELECT $1, $2", values: [null, undefined], sent: "SELECT NULL, NULL" },
    { why: "$10 is the tenth value, not the first and a 0", text: "SELECT $10", values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], sent: "SELECT 10" },
    { why: "a bigint", text: "SELECT $1", values: [2n ** 63n - 1n], sent: "SELECT 9223372036854775807" },
  ];
  it.each(table)("$why", ({ text, values, sent }) => {
    expect(inlineParameters(text, values)).toBe(sent);
  });

  it.each([
    ["a missing value", "SELECT $2", [1], "no value for $2"],
    ["a number that is not finite", "SELECT $1", [Number.NaN], "not a finite number"],
    ["an object", "SELECT $1", [{ a: 1 }], "only text, numbers and NULL"],
    ["a date (callers pass its ISO text)", "SELECT $1", [new Date(0)], "only text, numbers and NULL"],
  ])("refuses %s", (_why, text, values, message) => {
    expect(() => inlineParameters(text as string, values as unknown[])).toThrow(message as string);
  });
});

const PAGE = `query($taskId: ID!, $after: String) {
  events(taskId: $taskId, first: 2, after: $after) { edges { node { ... on TaskEvent { sequence } } } pageInfo { hasNextPage } }
}`;
type Page = { events: { edges: { node: { sequence: string } }[]; pageInfo: { hasNextPage: boolean } } };

describe.runIf(TARGET.databaseUrl)("prepared statements on PostgreSQL", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.stop();
    t = undefined;
  });

  /** The statements prepared on the app's only pooled connection. */
  const prepared = async (app: TestApp) =>
    (await app.app.services().db.sql.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements")).map((r) => r.statement);

  it("a page read again runs as a prepared statement and answers as before", async () => {
    t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
    const taskId = await createTask(t);
    const seqs = await send(t, taskId, [textMessage("a"), textMessage("b"), textMessage("c")]);
    const pages: Page[] = [];
    for (let i = 0; i < 6; i++) pages.push(await t.ok<Page>(PAGE, { taskId, after: seqs[0] }));
    for (const p of pages) {
      expect(p.events.edges.map((e) => e.node.sequence)).toEqual(seqs.slice(1));
      expect(p.events.pageInfo.hasNextPage).toBe(false);
    }
    expect((await prepared(t)).some((s) => s.includes(`FROM "Event"`) && s.includes("ORDER BY"))).toBe(true);
    // Another task and cursor bind other values to the same prepared statement.
    const other = await createTask(t);
    const more = await send(t, other, [textMessage("x"), textMessage("y"), textMessage("z")]);
    const p = await t.ok<Page>(PAGE, { taskId: other, after: more[0] });
    expect(p.events.edges.map((e) => e.node.sequence)).toEqual(more.slice(1));
  });

  it("a page prepared before a migration changed a column's type answers as before, prepared again", async () => {
    t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
    const taskId = await createTask(t);
    const seqs = await send(t, taskId, [textMessage("a"), textMessage("b"), textMessage("c")]);
    const read = async () => (await t!.ok<Page>(PAGE, { taskId, after: seqs[0] })).events.edges.map((e) => e.node.sequence);
    for (let i = 0; i < 4; i++) expect(await read()).toEqual(seqs.slice(1));
    const names = async () => (await t!.app.services().db.sql.query<{ name: string }>("SELECT name FROM pg_prepared_statements")).map((r) => r.name);
    const before = await names();
    expect(before.length).toBeGreaterThan(0);
    // As another instance's migration would during a rolling upgrade: a returned column changes
    // type under the statement this (only) connection prepared.
    await t.app.services().db.sql.exec(`ALTER TABLE "Event" ALTER COLUMN "type" TYPE varchar(200)`);
    expect(await read()).toEqual(seqs.slice(1));
    expect(await read()).toEqual(seqs.slice(1));
    // It runs prepared again, under a name it did not have before.
    expect((await names()).some((n) => !before.includes(n))).toBe(true);
  });

  it("a write whose prepared statement the session lost is answered SERVICE_UNAVAILABLE, and its retry is written", async () => {
    t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
    const taskId = await createTask(t);
    // The task's state and the append are prepared on the only connection.
    for (let i = 0; i < 4; i++) await send(t, taskId, [textMessage(`m${i}`)]);
    const names = (await t.app.services().db.sql.query<{ name: string }>("SELECT name FROM pg_prepared_statements")).map((r) => r.name);
    expect(names).toContain("atg_task_state");
    expect(names.some((n) => /^atgs_\d+$/.test(n))).toBe(true);
    // As a pooler's DISCARD or a stray DEALLOCATE would: the session no longer has it.
    await t.app.services().db.sql.exec(`DEALLOCATE atg_task_state`);
    // The failure aborted the transaction, so it cannot run again inside it: the client is told to retry.
    const first = await t.gql(SendEventsDocument, { input: { taskId, events: [textMessage("after the loss")] } } as SendEventsMutationVariables);
    expect(first.errors?.[0]?.extensions).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryAfter: expect.any(Number) });
    const retried = await send(t, taskId, [textMessage("after the loss")]);
    expect(retried).toHaveLength(1);
    const page = await t.ok<Page>(PAGE, { taskId, after: null });
    expect(page.events.pageInfo.hasNextPage).toBe(true); // 5 messages, 2 a page: nothing of the failed try was kept
    const all = await t.app.services().db.prisma.event.count({ where: { taskId, type: "user.message" } });
    expect(all).toBe(5);
    // The connection goes on with its writes, the task's state read unprepared there.
    expect(await send(t, taskId, [textMessage("and on")])).toHaveLength(1);
  });

  it("a write whose lock statement a migration would make stale is not prepared: it travels with its BEGIN", async () => {
    t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
    const taskId = await createTask(t);
    for (let i = 0; i < 4; i++) await send(t, taskId, [textMessage(`m${i}`)]);
    await t.app.services().db.sql.exec(`ALTER TABLE "Task" ALTER COLUMN "title" TYPE varchar(500)`);
    // SELECT * FROM "Task" … FOR UPDATE returns another row type now; it was never prepared, so the write goes through.
    expect(await send(t, taskId, [textMessage("after the migration")])).toHaveLength(1);
    expect(await t.app.services().db.prisma.event.count({ where: { taskId, type: "user.message" } })).toBe(5);
  });

  it("DATABASE_PREPARED_STATEMENTS=false runs every statement unnamed", async () => {
    t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000, preparedStatements: false }, databaseReadUrls: [] });
    const taskId = await createTask(t);
    const seqs = await send(t, taskId, [textMessage("a"), textMessage("b"), textMessage("c")]);
    for (let i = 0; i < 6; i++) {
      const p = await t.ok<Page>(PAGE, { taskId, after: seqs[0] });
      expect(p.events.edges.map((e) => e.node.sequence)).toEqual(seqs.slice(1));
    }
    expect(await prepared(t)).toEqual([]);
  });
});

describe("plain SQL inside a transaction", () => {
  let t: TestApp;
  afterEach(async () => t?.stop());

  it("runs in the transaction itself: same transaction id, sees its uncommitted rows, rolled back with it", async () => {
    t = await startTestApp();
    const taskId = await createTask(t);
    const { log, db } = t.app.services();
    const { workspaceId } = await db.prisma.task.findUniqueOrThrow({ where: { id: taskId }, select: { workspaceId: true } });
    const failed = log.transact(async (tx, append) => {
      // On PostgreSQL it runs on the transaction's connection without Prisma; on PGlite through Prisma.
      expect(plainSqlOf(tx) !== undefined).toBe(db.kind === "postgres");
      const plain = sqlIn(tx);
      const [{ id: mine }] = await plain<{ id: string }>(`SELECT txid_current()::text AS id`);
      const [{ id: prisma }] = await tx.$queryRawUnsafe<{ id: string }[]>(`SELECT txid_current()::text AS id`);
      expect(mine).toBe(prisma);
      // The task's row lock and an append through plain SQL, then a row written through Prisma:
      // each side sees the other's uncommitted work.
      const [locked] = await plain<{ id: string }>(`SELECT "id" FROM "Task" WHERE "id" = $1 FOR UPDATE`, [taskId]);
      expect(locked?.id).toBe(taskId);
      const [row] = await append({ workspaceId, taskId }, [{ type: "user.message", payload: { content: [] } }]);
      expect(await tx.event.count({ where: { id: row!.id } })).toBe(1);
      await tx.task.update({ where: { id: taskId }, data: { title: "renamed in the transaction" } });
      const [title] = await plain<{ title: string }>(`SELECT "title" FROM "Task" WHERE "id" = $1`, [taskId]);
      expect(title?.title).toBe("renamed in the transaction");
      throw new Error("roll it all back");
    });
    await expect(failed).rejects.toThrow("roll it all back");
    expect(await db.prisma.event.count({ where: { taskId, type: "user.message" } })).toBe(0);
    expect((await db.prisma.task.findUniqueOrThrow({ where: { id: taskId } })).title).not.toBe("renamed in the transaction");
  });

  it.runIf(TARGET.databaseUrl)("refuses to run once Prisma has ended the transaction (past its timeout), as Prisma's own client does", async () => {
    t = await startTestApp();
    const { db } = t.app.services();
    let plain: SqlQuery | undefined;
    let leave!: () => void;
    const left = new Promise<void>((resolve) => (leave = resolve));
    const outer = db.transaction(
      async (_tx, sql) => {
        plain = sql;
        await left; // still "running" when Prisma gives up on it
      },
      { timeout: 200, maxWait: 10_000 },
    );
    // Past the timeout Prisma sends its ROLLBACK and returns the connection to the pool: from then
    // on plain SQL of the transaction fails, and never runs outside it.
    await vi.waitFor(() => expect(plain).toBeDefined(), { timeout: 10_000, interval: 20 });
    await vi.waitFor(() => expect(plain!("SELECT 1 AS one")).rejects.toMatchObject({ code: "P2028" }), { timeout: 10_000, interval: 20 });
    leave();
    // Prisma answers the transaction itself as expired.
    await expect(outer).rejects.toMatchObject({ code: "P2028" });
    // The connection is the pool's again, as it was: transactions and plain SQL go on.
    const [{ one }] = await db.transaction(async (_tx, sql) => sql!<{ one: number }>("SELECT 1 AS one"), { timeout: 10_000, maxWait: 10_000 });
    expect(one).toBe(1);
  });

  /** psql against the app's own database (each test has one). */
  const psqlOf = async (app: TestApp) => {
    const [{ name }] = await app.app.services().db.sql.query<{ name: string }>("SELECT current_database() AS name");
    const url = new URL(TARGET.databaseUrl!);
    url.pathname = `/${name}`;
    return (sql: string) => execFileSync("psql", [url.toString(), "-v", "ON_ERROR_STOP=1", "-qAtc", sql], { encoding: "utf8" });
  };

  it.runIf(TARGET.databaseUrl)("a last append commits with its statement: the events are visible while this process does nothing more", async () => {
    t = await startTestApp();
    const taskId = await createTask(t);
    const { log, db } = t.app.services();
    const { workspaceId } = await db.prisma.task.findUniqueOrThrow({ where: { id: taskId }, select: { workspaceId: true } });
    const psql = await psqlOf(t);
    const { result, events } = await log.transact(async (_tx, append) => {
      const appending = append({ workspaceId, taskId }, [{ type: "user.message", payload: { content: [] } }, { type: "user.message", payload: { content: [] } }], { last: true });
      // The statement is on its way; this process's event loop is now blocked (execFileSync) until
      // another session sees both events committed. A COMMIT this process still had to send
      // would never arrive, and the wait would end in psql's exception.
      psql(`DO $$ BEGIN
        FOR i IN 1..400 LOOP
          IF (SELECT count(*) FROM "Event" WHERE "taskId" = '${taskId}' AND "type" = 'user.message') = 2 THEN RETURN; END IF;
          PERFORM pg_sleep(0.05);
        END LOOP;
        RAISE EXCEPTION 'the append was not committed without this process';
      END $$`);
      return (await appending).map((e) => e.sequence);
    });
    expect(events.map((e) => e.sequence)).toEqual(result);
    expect(result[1]! - result[0]!).toBe(1n);
    // The pool's connection is clean: Prisma's COMMIT, answered without a round trip, left no transaction open.
    expect(psql(`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`).trim()).toBe("0");
    expect(await send(t, taskId, [textMessage("next")])).toHaveLength(1);
  });

  it.runIf(TARGET.databaseUrl)("a last append that fails is rolled back, and its connection serves the next write", async () => {
    t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
    const taskId = await createTask(t);
    const { log, db } = t.app.services();
    const [first] = await send(t, taskId, [textMessage("first")]);
    const { id: takenId, workspaceId } = await db.prisma.event.findFirstOrThrow({ where: { taskId, sequence: BigInt(first!) } });
    const failed = log.transact(async (tx, append) => {
      await tx.task.update({ where: { id: taskId }, data: { title: "renamed in the failed write" } });
      return append({ workspaceId, taskId }, [{ type: "user.message", payload: { content: [] } }, { id: takenId, type: "user.message" }], { last: true });
    });
    await expect(failed).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await db.prisma.event.count({ where: { taskId } })).toBe(await db.prisma.event.count({ where: { taskId, sequence: { lte: BigInt(first!) } } }));
    expect((await db.prisma.task.findUniqueOrThrow({ where: { id: taskId } })).title).not.toBe("renamed in the failed write");
    // The one pooled connection was rolled back for real, not left aborted.
    expect(await send(t, taskId, [textMessage("second")])).toHaveLength(1);
  });

  it.runIf(TARGET.databaseUrl)("nothing runs in a transaction after its last append; what committed stays committed", async () => {
    t = await startTestApp();
    const taskId = await createTask(t);
    const { log, db } = t.app.services();
    const { workspaceId, title } = await db.prisma.task.findUniqueOrThrow({ where: { id: taskId } });
    const misuse = log.transact(async (tx, append) => {
      await append({ workspaceId, taskId }, [{ type: "system.message", payload: { content: [] } }], { last: true });
      await tx.task.update({ where: { id: taskId }, data: { title: "after the commit" } });
    });
    await expect(misuse).rejects.toThrow();
    expect(await db.prisma.event.count({ where: { taskId, type: "system.message" } })).toBe(1);
    expect((await db.prisma.task.findUniqueOrThrow({ where: { id: taskId } })).title).toBe(title);
    expect(await send(t, taskId, [textMessage("next")])).toHaveLength(1);
  });

  it.runIf(TARGET.databaseUrl)("a write takes two round trips on its connection: its BEGIN, the task's lock and state in one, the append and COMMIT in the other", async () => {
    // Spied before the app opens a connection: a transaction's connection keeps the query it was caught with.
    const query = vi.spyOn(pg.Client.prototype, "query");
    try {
      t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
      const taskId = await createTask(t);
      const sent = sentBy(query);
      const writes: string[][] = [];
      for (let i = 0; i < 5; i++) {
        const from = query.mock.calls.length;
        expect(await send(t, taskId, [textMessage(`m${i}`)])).toHaveLength(1);
        // What the write sent (the instance's own reads of the log may interleave).
        writes.push(sent(from).filter((text) => /^(BEGIN|COMMIT|ROLLBACK)|FOR UPDATE|"EventSequencer"|atg_task_state|^EXECUTE atgs_/.test(text)));
      }
      const lockAndState = /^BEGIN;\n(PREPARE atg_task_state AS [\s\S]*;\n)?SELECT \* FROM "Task" WHERE "id" = 'task_\w+' AND "workspaceId" = 'ws_\w+' AND "deletedAt" IS NULL FOR UPDATE;\nEXECUTE atg_task_state\('task_\w+'\)$/;
      // The first queues the task's run: the run's insert and the task's status go in the append's message.
      const appendAndCommit = /^(PREPARE atgs_\d+ AS WITH s AS \(UPDATE "EventSequencer"[\s\S]*;\nEXECUTE atgs_\d+\(1, [\s\S]*\)|WITH s AS \(UPDATE "EventSequencer"[\s\S]*|EXECUTE atgs_\d+\(1, [\s\S]*\)|[\s\S]*\nEXECUTE atg_create_run\([^\n]*\);\nEXECUTE atg_set_task_status\([^\n]*\);\nEXECUTE atgs_append\(1, [\s\S]*\));\nCOMMIT$/;
      for (const w of writes) expect(w).toEqual([expect.stringMatching(lockAndState), expect.stringMatching(appendAndCommit)]);
      expect(writes.map((w) => w[1]!.includes("EXECUTE atg_create_run("))).toEqual([true, false, false, false, false]);
      // Each is prepared once on the connection, then executed.
      const all = writes.flat();
      expect(all.filter((x) => x.includes("PREPARE atg_task_state AS"))).toHaveLength(1);
      expect(all.filter((x) => /PREPARE atgs_\d+ AS/.test(x))).toHaveLength(1);
      expect(writes[4]![1]).toMatch(/^EXECUTE atgs_\d+\(1, /);

      // A transaction that runs nothing sends nothing; one that starts with Prisma's own statement
      // sends BEGIN just before it.
      const { db } = t.app.services();
      let from = query.mock.calls.length;
      expect(await db.transaction(async () => 42, { timeout: 10_000, maxWait: 10_000 })).toBe(42);
      expect(sent(from).filter((text) => /^(BEGIN|COMMIT|ROLLBACK)/.test(text))).toEqual([]);
      from = query.mock.calls.length;
      expect(await db.transaction((tx) => tx.task.count({ where: { id: taskId } }), { timeout: 10_000, maxWait: 10_000 })).toBe(1);
      const prismaFirst = sent(from).filter((text) => /^(BEGIN|COMMIT|ROLLBACK)|FROM "public"."Task"/.test(text));
      expect(prismaFirst).toEqual(["BEGIN", expect.stringContaining(`FROM "public"."Task"`), "COMMIT"]);
      // A write refused at its first statement (no such task) is rolled back, and the only connection goes on.
      const missing = await t.gql(SendEventsDocument, { input: { taskId: "task_01M8YFC801AV15262GYFDRDPE3", events: [textMessage("x")] } } as SendEventsMutationVariables);
      expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      expect(await send(t, taskId, [textMessage("after the refusal")])).toHaveLength(1);
      expect(await db.prisma.event.count({ where: { taskId, type: "user.message" } })).toBe(6);
    } finally {
      query.mockRestore();
    }
  });

  it.runIf(TARGET.databaseUrl)("a worker's batch takes two round trips as well: the lock found through its run, with the task's state and the run's model requests; then the run's counters, the append and COMMIT. A lease's renewal too: the same lock, then its update and COMMIT", async () => {
    const query = vi.spyOn(pg.Client.prototype, "query");
    try {
      t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
      const taskId = await createTask(t);
      await send(t, taskId, [textMessage("go")]);
      const w = await TestWorker.create(t);
      const runId = (await w.claim(taskId)).run!.id;
      const sent = sentBy(query);
      /** The first message of a write to a run: its task locked through it, the task's state and the run's model requests. */
      const LOCK_MESSAGE =
        /^BEGIN;\n[\s\S]*SELECT \* FROM "Task" WHERE "id" = \(SELECT "taskId" FROM "Run" WHERE "id" = 'run_\w+'[\s\S]*FOR UPDATE;\n(EXECUTE atg_run_task_state\('run_\w+', '\w+'\)|SELECT[\s\S]*);\n(EXECUTE atg_run_spans\('run_\w+'\)|SELECT[\s\S]*"span.model_request_start"[\s\S]*)$/;
      // The first batch also starts the run: the run's status and the task's go in the append's
      // message too, before the counters (before, each was a round trip of its own).
      const first = query.mock.calls.length;
      const started = await w.append(runId, [{ spanModelRequestStart: {} }]);
      expect(started.errors).toBeUndefined();
      const starting = transactionOf(sent(first));
      expect(starting).toHaveLength(2);
      expect(starting[0]).toMatch(LOCK_MESSAGE);
      expect(starting[1]).toMatch(
        /\nEXECUTE atg_start_run\('run_\w+'\);\nEXECUTE atg_set_task_status\('task_\w+', 'RUNNING', 'false', '[^']+'\);\nEXECUTE atg_count_run\('run_\w+', 1, \d+, 1, '[^']+'\);\nEXECUTE atgs_append\([\s\S]*\);\nCOMMIT$/,
      );
      const { prisma: db } = t.app.services().db;
      expect(started.data.appendRunEvents.run).toEqual({ id: runId, status: "RUNNING", turns: 1 });
      expect((await db.run.findUniqueOrThrow({ where: { id: runId } })).status).toBe("RUNNING");
      const runningTask = await db.task.findUniqueOrThrow({ where: { id: taskId } });
      expect(runningTask.status).toBe("RUNNING");
      expect(started.data.appendRunEvents.task).toMatchObject({ status: "RUNNING" });
      for (let i = 0; i < 4; i++) {
        const from = query.mock.calls.length;
        const r = await w.append(runId, [{ workerMessage: { content: [{ text: `m${i}` }] } }]);
        expect(r.errors).toBeUndefined();
        // The run as the batch left it: the counters' update's row (one model request open, one turn).
        expect(r.data.appendRunEvents.run).toEqual({ id: runId, status: "RUNNING", turns: 1 });
        const tx = transactionOf(sent(from));
        expect(tx).toHaveLength(2);
        expect(tx[0]).toMatch(LOCK_MESSAGE);
        expect(tx[1]).toMatch(/(EXECUTE atg_count_run\('run_\w+', 1, \d+, 1, '[^']+'\)|UPDATE "Run" SET "turns"[\s\S]*);\n(EXECUTE atgs_append\(1, [\s\S]*\)|WITH s AS \(UPDATE "EventSequencer"[\s\S]*);\nCOMMIT$/);
      }
      // A lease's renewal: the same first message, then the lease's update with the COMMIT.
      for (const seconds of [60, 90]) {
        const from = query.mock.calls.length;
        const r = await t.gql<any>(
          `mutation($input: RenewLeaseInput!) { renewLease(input: $input) { run { id status leaseExpiresAt } cancelRequested stopped } }`,
          { input: { runId, leaseSeconds: seconds } },
          w.key,
        );
        expect(r.errors).toBeUndefined();
        expect(r.data.renewLease).toMatchObject({ run: { id: runId, status: "RUNNING" }, stopped: false, cancelRequested: false });
        const texts = transactionOf(sent(from));
        expect(texts).toHaveLength(2);
        expect(texts[0]).toMatch(LOCK_MESSAGE);
        expect(texts[1]).toMatch(/^UPDATE "Run" SET "leaseExpiresAt" = '[^']+'::timestamptz WHERE "id" = 'run_\w+';\nCOMMIT$/);
        // The lease answered is the lease stored.
        const stored = await t.app.services().db.prisma.run.findUniqueOrThrow({ where: { id: runId } });
        expect(stored.leaseExpiresAt!.toISOString()).toBe(r.data.renewLease.run.leaseExpiresAt);
        expect(stored.leaseExpiresAt!.getTime() - Date.now()).toBeGreaterThan((seconds - 10) * 1000);
      }
      // Each is prepared once on the connection, then executed.
      const all = sent(0);
      for (const name of ["atg_run_task_state", "atg_run_spans", "atg_count_run", "atgs_append"]) {
        expect(all.filter((x) => x.includes(`PREPARE ${name} AS`)), name).toHaveLength(1);
      }
      const events = await t.app.services().db.prisma.event.findMany({ where: { runId, type: "worker.message" }, orderBy: { sequence: "asc" } });
      expect(events.map((e) => (e.payload as any).content[0].text)).toEqual(["m0", "m1", "m2", "m3"]);
      // A batch whose append fails (an event id already used) leaves the run's counters as they
      // were: their update was in the failed message, rolled back with it. The one connection goes on.
      const { prisma } = t.app.services().db;
      const counted = await prisma.run.findUniqueOrThrow({ where: { id: runId } });
      const dup = await w.append(runId, [{ workerMessage: { content: [{ text: "again" }], eventId: events[0]!.id } }]);
      expect(dup.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect((await prisma.run.findUniqueOrThrow({ where: { id: runId } })).activeAt).toEqual(counted.activeAt);
      expect((await w.append(runId, [{ workerMessage: { content: [{ text: "m4" }] } }])).errors).toBeUndefined();
      expect((await prisma.run.findUniqueOrThrow({ where: { id: runId } })).activeAt!.getTime()).toBeGreaterThan(counted.activeAt!.getTime());
    } finally {
      query.mockRestore();
    }
  });

  it.runIf(TARGET.databaseUrl)("a message that queues a run takes two round trips too: the new run and the task's status go with the append and COMMIT; its answer is what it stored", async () => {
    const query = vi.spyOn(pg.Client.prototype, "query");
    try {
      t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
      const sent = sentBy(query);
      const SEND = `mutation($input: SendEventsInput!) {
        sendEvents(input: $input) { run { id status kind turns startedAt endedAt createdAt task { id status } } }
      }`;
      const { prisma } = t.app.services().db;
      for (let i = 0; i < 3; i++) {
        const taskId = await createTask(t);
        expect((await prisma.task.findUniqueOrThrow({ where: { id: taskId } })).status).toBe("PENDING");
        const from = query.mock.calls.length;
        const r = await t.gql<any>(SEND, { input: { taskId, events: [textMessage(`go ${i}`)] } });
        expect(r.errors).toBeUndefined();
        const texts = transactionOf(sent(from));
        expect(texts).toHaveLength(2);
        expect(texts[0]).toMatch(/^BEGIN;\n[\s\S]*SELECT \* FROM "Task" WHERE "id" = 'task_\w+'[\s\S]*FOR UPDATE;\nEXECUTE atg_task_state\('task_\w+'\)$/);
        expect(texts[1]).toMatch(
          /^(PREPARE atg_create_run AS [\s\S]*;\n)?EXECUTE atg_create_run\('run_\w+', 'ws_\w+', 'task_\w+', 'PROMPT', '[^']+'\);\n(PREPARE atg_set_task_status AS [\s\S]*;\n)?EXECUTE atg_set_task_status\('task_\w+', 'QUEUED', 'false', '[^']+'\);\n[\s\S]*(EXECUTE atgs_append\(|WITH s AS \(UPDATE "EventSequencer")[\s\S]*;\nCOMMIT$/,
        );
        // The answer is the rows as stored: the run as its insert made it, the task QUEUED.
        const run = await prisma.run.findUniqueOrThrow({ where: { id: r.data.sendEvents.run.id } });
        expect(run).toMatchObject({ taskId, status: "QUEUED", kind: "PROMPT", turns: 0, activeMs: 0, openSpans: 0, workerKeyId: null, startedAt: null });
        expect(r.data.sendEvents.run).toEqual({
          id: run.id,
          status: "QUEUED",
          kind: "PROMPT",
          turns: 0,
          startedAt: null,
          endedAt: null,
          createdAt: run.createdAt.toISOString(),
          task: { id: taskId, status: "QUEUED" },
        });
        expect((await prisma.task.findUniqueOrThrow({ where: { id: taskId } })).status).toBe("QUEUED");
      }
      const all = sent(0);
      expect(all.filter((x) => x.includes("PREPARE atg_create_run AS"))).toHaveLength(1);
      // No run is inserted, nor a task's status set, by a statement of its own.
      expect(all.filter((x) => /INSERT INTO "public"."Run"|UPDATE "public"."Task" SET "status"/.test(x))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it.runIf(TARGET.databaseUrl)("a new task is one round trip, with its first messages or without: its BEGIN, the task's insert (the run queued and the task's status), the append and COMMIT; its answer is what it stored", async () => {
    const query = vi.spyOn(pg.Client.prototype, "query");
    try {
      t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
      const sent = sentBy(query);
      const CREATE = `mutation($input: CreateTaskInput!) {
        createTask(input: $input) { task { id title status mode model metadata budget identity { userId } createdAt updatedAt } events { ... on TaskEvent { id sequence } } }
      }`;
      const { prisma } = t.app.services().db;
      const inputs = [
        { title: "with a message", metadata: { source: "test", "quote'd": "it's" }, events: [textMessage("hello")] },
        { title: "without", budget: { maxTokens: 1000 }, identity: { userId: "user-1" } },
        { events: [textMessage("one"), textMessage("two")] },
      ];
      for (const input of inputs) {
        const from = query.mock.calls.length;
        const r = await t.gql<any>(CREATE, { input });
        expect(r.errors).toBeUndefined();
        const texts = sent(from).filter((x) => !/"ApiKey"/.test(x));
        const begin = texts.findIndex((x) => x.startsWith("BEGIN"));
        expect(texts[begin]).toMatch(/^BEGIN;\n[\s\S]*EXECUTE atg_insert_task\('task_\w+', 'ws_\w+', [\s\S]*;\nCOMMIT$/);
        expect(texts.slice(begin).filter((x) => /^(BEGIN|COMMIT|ROLLBACK)|COMMIT$/.test(x))).toHaveLength(1);
        const task = await prisma.task.findUniqueOrThrow({ where: { id: r.data.createTask.task.id } });
        expect(r.data.createTask.task).toEqual({
          id: task.id,
          title: task.title,
          status: task.status,
          mode: task.mode,
          model: task.model,
          metadata: task.metadata,
          budget: task.budget,
          identity: task.identity,
          createdAt: task.createdAt.toISOString(),
          updatedAt: task.updatedAt.toISOString(),
        });
        expect(task).toMatchObject({ status: input.events ? "QUEUED" : "PENDING", terminal: false, usage: {}, deletedAt: null, title: input.title ?? null });
        expect(task.metadata).toEqual(input.metadata ?? {});
        expect(task.budget).toEqual(input.budget ?? null);
        expect(task.identity).toEqual(input.identity ?? null);
        expect(r.data.createTask.events).toHaveLength(input.events?.length ?? 0);
        expect(await prisma.run.count({ where: { taskId: task.id, status: "QUEUED" } })).toBe(input.events ? 1 : 0);
      }
      expect(sent(0).filter((x) => /INSERT INTO "public"."Task"/.test(x))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it.runIf(TARGET.databaseUrl)("a run's finish takes two round trips: the lock with the run's requests, then the run's end, the task's status and usage, the append and COMMIT in one; its answer is what it stored", async () => {
    const query = vi.spyOn(pg.Client.prototype, "query");
    try {
      t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
      const w = await TestWorker.create(t);
      const sent = sentBy(query);
      const { prisma } = t.app.services().db;
      for (const [i, waiting] of [false, true, false].entries()) {
        const taskId = await createTask(t);
        await send(t, taskId, [textMessage(`go ${i}`)]);
        const runId = (await w.claim(taskId)).run!.id;
        const started = await w.ok(runId, [{ spanModelRequestStart: {} }]);
        const startId = started.events[0].id as string;
        await w.ok(runId, [{ spanModelRequestEnd: { modelRequestStartId: startId, isError: false, modelUsage: { inputTokens: 10 * (i + 1), outputTokens: 3 } } }]);
        // A message sent meanwhile waits: the finish queues a run for it, in the same message.
        if (waiting) await send(t, taskId, [textMessage("meanwhile")]);
        const from = query.mock.calls.length;
        const r = await w.finish(runId, { appActions: [{ kind: "noted", n: i }] });
        expect(r.errors).toBeUndefined();
        const texts = transactionOf(sent(from));
        expect(texts).toHaveLength(2);
        expect(texts[0]).toMatch(/^BEGIN;\n[\s\S]*SELECT \* FROM "Task" WHERE "id" = \(SELECT "taskId" FROM "Run" WHERE "id" = 'run_\w+'[\s\S]*FOR UPDATE;\n/);
        expect(texts[1]).toMatch(/EXECUTE atg_end_run\('run_\w+', 'FINISHED', 'end_turn', '[^']+', NULL, '\{[^\n]*\}'\);\n/);
        expect(texts[1]).toMatch(waiting ? /EXECUTE atg_create_run\('run_\w+'/ : /^(?![\s\S]*EXECUTE atg_create_run)/);
        expect(texts[1]).toMatch(
          new RegExp(`EXECUTE atg_set_task_status_usage\\('task_\\w+', '${waiting ? "QUEUED" : "IDLE"}', 'false', '[^']+', '\\{[^\\n]*\\}'\\);\\n[\\s\\S]*(EXECUTE atgs_append\\(|WITH s AS \\(UPDATE "EventSequencer")[\\s\\S]*;\\nCOMMIT$`),
        );
        // The answer is the rows as stored: the run's end and receipt, the task's status and usage.
        const run = await prisma.run.findUniqueOrThrow({ where: { id: runId } });
        expect(run).toMatchObject({ status: "FINISHED", stopReason: "end_turn", leaseExpiresAt: null, openSpans: 0, turns: 1 });
        expect(run.endedAt).not.toBeNull();
        expect(run.receipt).toMatchObject({ usage: { inputTokens: 10 * (i + 1), outputTokens: 3 }, appActions: [{ kind: "noted", n: i }] });
        expect(r.data.finishRun.run).toEqual({ id: runId, status: "FINISHED", receipt: run.receipt });
        const task = await prisma.task.findUniqueOrThrow({ where: { id: taskId } });
        expect(task.status).toBe(waiting ? "QUEUED" : "IDLE");
        expect(task.usage).toMatchObject({ inputTokens: 10 * (i + 1), outputTokens: 3 });
        expect(r.data.finishRun.task).toMatchObject({ id: taskId, status: task.status, usage: { inputTokens: 10 * (i + 1), outputTokens: 3 } });
        if (waiting) expect(await prisma.run.count({ where: { taskId, status: "QUEUED" } })).toBe(1);
      }
      const all = sent(0);
      for (const name of ["atg_end_run", "atg_set_task_status_usage"]) expect(all.filter((x) => x.includes(`PREPARE ${name} AS`)), name).toHaveLength(1);
      expect(all.filter((x) => /UPDATE "public"."Run"|UPDATE "public"."Task"/.test(x))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it.runIf(TARGET.databaseUrl)("a claim takes three round trips: its BEGIN with the search, the task's lock and state, then the take of the messages, the run's schedule, the task's status, the append and COMMIT in one; its answer is what it stored", async () => {
    const query = vi.spyOn(pg.Client.prototype, "query");
    try {
      t = await startTestApp({ databasePool: { size: 1, timeoutMs: 5000 }, databaseReadUrls: [] });
      const w = await TestWorker.create(t);
      const sent = sentBy(query);
      const CLAIM = `mutation($input: ClaimRunInput!) {
        claimRun(input: $input) { run { id status leaseExpiresAt startedAt } task { id status updatedAt } events { ... on TaskEvent { id processedAt } } }
      }`;
      for (const byTask of [true, false, true]) {
        const taskId = await createTask(t);
        await send(t, taskId, [textMessage("go")]);
        const from = query.mock.calls.length;
        const r = await t.gql<any>(CLAIM, { input: byTask ? { taskId, leaseSeconds: 60 } : { leaseSeconds: 60 } }, w.key);
        expect(r.errors).toBeUndefined();
        const claimed = r.data.claimRun;
        expect(claimed.task.id).toBe(taskId);
        const texts = transactionOf(sent(from));
        expect(texts).toHaveLength(3);
        expect(texts[0]).toMatch(/^BEGIN;\n[\s\S]*SELECT r."taskId" FROM "Run" r JOIN "Task" t/);
        expect(texts[1]).toMatch(/SELECT \* FROM "Task" WHERE "id" = 'task_\w+'[\s\S]*FOR UPDATE;\n/);
        expect(texts[2]).toMatch(
          /^(PREPARE atg_take_waiting AS WITH took AS \(UPDATE "Event"[\s\S]*"type" IN \('user\.message', 'system\.message', 'user\.send_back'\)[\s\S]*;\n)?EXECUTE atg_take_waiting\('task_\w+', 'run_\w+', '[^']+'\);\n(PREPARE atg_schedule_run AS [\s\S]*;\n)?(EXECUTE atg_schedule_run\('run_\w+', '\w+', '[^']+', '[^']+'\));\n(PREPARE atg_set_task_status AS [\s\S]*;\n)?EXECUTE atg_set_task_status\('task_\w+', 'SCHEDULED', 'false', '[^']+'\);\n[\s\S]*(EXECUTE atgs_append\(|WITH s AS \(UPDATE "EventSequencer")[\s\S]*;\nCOMMIT$/,
        );
        // The answer is the rows as stored.
        const { prisma } = t.app.services().db;
        const run = await prisma.run.findUniqueOrThrow({ where: { id: claimed.run.id } });
        expect(claimed.run).toEqual({ id: run.id, status: "SCHEDULED", leaseExpiresAt: run.leaseExpiresAt!.toISOString(), startedAt: run.startedAt!.toISOString() });
        expect(run.status).toBe("SCHEDULED");
        expect(run.workerKeyId).not.toBeNull();
        expect(run.leaseExpiresAt!.getTime() - Date.now()).toBeGreaterThan(50_000);
        const task = await prisma.task.findUniqueOrThrow({ where: { id: taskId } });
        expect(claimed.task).toEqual({ id: taskId, status: task.status, updatedAt: task.updatedAt.toISOString() });
        expect(task.status).toBe("SCHEDULED");
        // The messages it took are the run's now, as stored and as answered.
        const stored = await prisma.event.findMany({ where: { taskId, type: "user.message" }, orderBy: { sequence: "asc" } });
        expect(stored.map((e) => [e.runId, e.processedAt?.toISOString()])).toEqual([[run.id, claimed.events[0].processedAt]]);
        expect(claimed.events.map((e: { id: string }) => e.id)).toEqual(stored.map((e) => e.id));
      }
      // Each is prepared once on the connection, then executed.
      const all = sent(0);
      expect(all.filter((x) => /PREPARE atg_take_waiting AS/.test(x))).toHaveLength(1);
      for (const name of ["atg_schedule_run", "atg_set_task_status", "atgs_append"]) {
        expect(all.filter((x) => x.includes(`PREPARE ${name} AS`)), name).toHaveLength(1);
      }
    } finally {
      query.mockRestore();
    }
  });

  it("writes leave no AsyncLocalStorage enabled: every promise of the process would pay for its hooks", async () => {
    // With an AsyncLocalStorage (or any async hook) enabled, a promise continuation runs as an
    // async resource of its own; without, it runs under the id of whoever resolved it.
    const tracked = async () => {
      const outside = executionAsyncId();
      const inside = await Promise.resolve().then(() => executionAsyncId());
      return inside !== 0 && inside !== outside;
    };
    const before = await tracked();
    t = await startTestApp();
    const taskId = await createTask(t);
    const other = await createTask(t);
    // Writes at once, so that one catches its connection while another is still catching its own.
    await Promise.all([send(t, taskId, [textMessage("a")]), send(t, other, [textMessage("b")]), send(t, taskId, [textMessage("c")])]);
    expect(await tracked()).toBe(before);
  });

  it("what a write carries reaches the log as it was sent, quotes, backslashes and all (its append's values travel inlined)", async () => {
    t = await startTestApp();
    const taskId = await createTask(t);
    const texts = [
      `it's'); DELETE FROM "Event"; --`,
      String.raw`back\slash \' \\' E'\x41' $1 $$ $body$`,
      `"double" ‘curly’ 🚀 \u2028 tab\tnew\nline`,
    ];
    const seqs = await send(t, taskId, texts.map((text) => textMessage(text)));
    const page = await t.ok<{ events: { edges: { node: { sequence: string; content?: { text?: string }[] } }[] } }>(
      `query($taskId: ID!) { events(taskId: $taskId, first: 10) { edges { node { ... on TaskEvent { sequence } ... on UserMessageEvent { content { ... on TextBlock { text } } } } } } }`,
      { taskId },
    );
    const sent = page.events.edges.filter((e) => seqs.includes(e.node.sequence)).map((e) => e.node.content?.[0]?.text);
    expect(sent).toEqual(texts);
    expect(await t.app.services().db.prisma.event.count({ where: { taskId, type: "user.message" } })).toBe(3);
  });
});
