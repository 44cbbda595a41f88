import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { textMessage } from "./helpers/events.js";
import { TestWorker } from "./helpers/worker.js";
import { inJsonbOrder } from "../src/domain/lifecycle.js";

// A write's answer is built from the row it wrote (not read back): its JSON columns are put in the
// key order PostgreSQL's jsonb keeps, so the answer's text and a later read's are the same.

describe("jsonb's key order, as a table", () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ["shorter keys first", { zeta: 1, a: 2, bb: 3 }, ["a", "bb", "zeta"]],
    ["one length: by bytes (capitals before lower case)", { b: 1, B: 2, a: 3 }, ["B", "a", "b"]],
    ["length in UTF-8 bytes, not characters", { "é": 1, ab: 2, c: 3 }, ["c", "ab", "é"]],
    ["integer-like keys: JavaScript lists them first, as in a row read back", { ab: 1, "100": 2, "7": 3 }, ["7", "100", "ab"]],
    ["empty", {}, []],
  ];
  it.each(cases)("%s", (_name, value, keys) => {
    expect(Object.keys(inJsonbOrder(value))).toEqual(keys);
  });

  it("nested objects and objects in arrays are ordered too; other values are left as they are", () => {
    const at = new Date(0);
    const ordered = inJsonbOrder({ zz: [{ yy: 1, x: null }, "text", 3], a: { cc: true, b: at } });
    expect(JSON.stringify(ordered)).toBe(`{"a":{"b":"1970-01-01T00:00:00.000Z","cc":true},"zz":[{"x":null,"yy":1},"text",3]}`);
    expect(ordered.a.b).toBe(at);
    expect(inJsonbOrder(null)).toBeNull();
    expect(inJsonbOrder("s")).toBe("s");
  });
});

describe("a write's answer reads as the row does later", () => {
  let t: TestApp;
  let w: TestWorker;
  beforeAll(async () => {
    t = await startTestApp();
    w = await TestWorker.create(t);
  });
  afterAll(() => t?.stop());

  const scrambled = { zeta: 1, a: { yy: [{ q2: 1, q: 2 }], b: "x" }, "é": 3, bb: 4, B: 5, "10": 6 };

  it("the database orders keys as inJsonbOrder does", async () => {
    const { db } = t.app.services();
    const [{ text }] = await db.sql.query<{ text: string }>("SELECT $1::jsonb::text AS text", [JSON.stringify(scrambled)]);
    expect(JSON.stringify(JSON.parse(text))).toBe(JSON.stringify(inJsonbOrder(scrambled)));
  });

  it("createTask's metadata and finishRun's receipt, as answered and as read back", async () => {
    const created = await t.ok<any>(
      `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id metadata } } }`,
      { input: { metadata: scrambled, events: [textMessage("order")] } },
    );
    const taskId = created.createTask.task.id;
    const claim = await w.claim(taskId);
    const runId = claim.run!.id;
    const fin = await w.finish(runId, { usage: { outputTokens: 5, inputTokens: 10 }, appActions: [scrambled] });
    expect(fin.errors).toBeUndefined();

    const read = await t.ok<any>(`query($id: ID!) { task(id: $id) { metadata runs { edges { node { id receipt } } } } }`, { id: taskId });
    const stored = read.task.runs.edges.find((e: any) => e.node.id === runId).node.receipt;
    expect(JSON.stringify(created.createTask.task.metadata)).toBe(JSON.stringify(read.task.metadata));
    expect(JSON.stringify(fin.data.finishRun.run.receipt)).toBe(JSON.stringify(stored));
    expect(Object.keys(read.task.metadata)).toEqual(["10", "B", "a", "bb", "é", "zeta"]);
    expect(stored.appActions).toEqual([scrambled]);
  });
});
