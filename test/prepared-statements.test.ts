import { afterEach, describe, expect, it } from "vitest";
import { isStalePlan, statementNames } from "../src/db/prepared.js";
import { startTestApp, TARGET, type TestApp } from "./helpers/app.js";
import { createTask, send, textMessage } from "./helpers/events.js";

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
