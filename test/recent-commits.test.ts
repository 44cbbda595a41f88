import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RecentCommits, compareJsonbKeys, storedJson } from "../src/domain/events/recent.js";
import type { EventRow } from "../src/domain/events/log.js";
import { startTestApp, type TestApp } from "./helpers/app.js";

/** The window of an instance's own last commits that its followers read (src/domain/events/recent.ts). */

function row(sequence: number, o: Partial<EventRow> = {}): EventRow {
  return {
    id: `event_${sequence}`,
    sequence: BigInt(sequence),
    workspaceId: "ws_a",
    taskId: "task_a",
    runId: null,
    threadId: null,
    type: "user.message",
    payload: { n: sequence },
    processedAt: new Date(0),
    createdAt: new Date(0),
    ...o,
  };
}

const seqs = (rows: EventRow[] | undefined) => rows?.map((r) => Number(r.sequence));
const taskA = { workspaceId: "ws_a", taskId: "task_a" };
const workspaceA = { workspaceId: "ws_a" };

describe("jsonb's key order, as a table", () => {
  it.each([
    ["b", "a", 1],
    ["a", "b", -1],
    ["a", "a", 0],
    ["zz", "a", 1], // shorter first, whatever the letters
    ["a", "zz", -1],
    ["B", "a", -1], // bytewise: upper case before lower case
    ["é", "z", 1], // two bytes in UTF-8: longer than "z"
    ["é", "ab", 1], // same length in bytes: 0xC3 0xA9 against 0x61 0x62
  ])("%j against %j", (a, b, sign) => {
    expect(Math.sign(compareJsonbKeys(a, b))).toBe(sign);
  });

  it.each([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ long: 1, z: 2 }, '{"z":2,"long":1}'],
    [{ a: [{ y: 1, x: 2 }, 3] }, '{"a":[{"x":2,"y":1},3]}'],
    [[{ b: null, a: "s" }], '[{"a":"s","b":null}]'],
    [7, "7"],
    ["text", '"text"'],
  ])("%j is stored as %s", (value, text) => {
    expect(JSON.stringify(storedJson(structuredClone(value)))).toBe(text);
  });

  it("keeps a __proto__ key a key", () => {
    const v = storedJson(JSON.parse('{"z":1,"__proto__":{"b":1,"a":2}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(JSON.stringify(v)).toBe('{"z":1,"__proto__":{"a":2,"b":1}}');
  });
});

describe("the window, as a table", () => {
  it("holds contiguous commits, and answers after a cursor inside it up to what was heard", () => {
    const w = new RecentCommits();
    w.committed([row(10), row(11)]);
    w.committed([row(12)]);
    expect(seqs(w.after(taskA, 9n, 12n, 100))).toEqual([10, 11, 12]);
    expect(seqs(w.after(taskA, 11n, 12n, 100))).toEqual([12]);
    expect(seqs(w.after(taskA, 10n, 11n, 1))).toEqual([11]);
    // Before the window, or heard past it: the log must be read.
    expect(w.after(taskA, 8n, 12n, 100)).toBeUndefined();
    expect(w.after(taskA, 11n, 13n, 100)).toBeUndefined();
    expect(w.after(taskA, 13n, 13n, 100)).toBeUndefined();
  });

  it("starts again after a gap (another instance's commit), and ignores a commit answered after a later one", () => {
    const w = new RecentCommits();
    w.committed([row(10), row(11)]);
    w.committed([row(14)]);
    expect(w.after(taskA, 11n, 14n, 100)).toBeUndefined();
    expect(seqs(w.after(taskA, 13n, 14n, 100))).toEqual([14]);
    w.committed([row(12), row(13)]);
    expect(seqs(w.after(taskA, 13n, 14n, 100))).toEqual([14]);
    expect(w.after(taskA, 11n, 14n, 100)).toBeUndefined();
  });

  it("passes on what the follower's query picks, and a task's task.deleted whatever its filter", () => {
    const w = new RecentCommits();
    w.committed([
      row(1, { type: "worker.message", threadId: "thread_1" }),
      row(2, { taskId: "task_b" }),
      row(3, { workspaceId: "ws_b", taskId: "task_c" }),
      row(4, { type: "worker.message" }),
      row(5, { type: "task.deleted" }),
    ]);
    expect(seqs(w.after(taskA, 0n, 5n, 100))).toEqual([1, 4, 5]);
    expect(seqs(w.after(workspaceA, 0n, 5n, 100))).toEqual([1, 2, 4, 5]);
    expect(seqs(w.after({ ...taskA, types: ["worker.message"] }, 0n, 5n, 100))).toEqual([1, 4, 5]);
    expect(seqs(w.after({ ...taskA, threadId: "thread_1" }, 0n, 5n, 100))).toEqual([1, 5]);
    expect(seqs(w.after({ ...workspaceA, types: ["worker.message"] }, 0n, 5n, 100))).toEqual([1, 4]);
  });

  it("starts again after a purge, and serves a stream bound to a purge only after it", () => {
    const w = new RecentCommits();
    w.committed([row(1), row(2, { type: "history.purged" }), row(3)]);
    expect(w.after(taskA, 0n, 3n, 100)).toBeUndefined();
    expect(seqs(w.after(taskA, 2n, 3n, 100))).toEqual([3]);
    expect(seqs(w.after(taskA, 2n, 3n, 100, 2n))).toEqual([3]);
    expect(w.after(taskA, 2n, 3n, 100, 3n)).toBeUndefined();
  });

  it("keeps at most its bound of rows, and no large payload", () => {
    const w = new RecentCommits(3);
    w.committed([row(1), row(2), row(3), row(4)]);
    expect(w.after(taskA, 0n, 4n, 100)).toBeUndefined();
    expect(seqs(w.after(taskA, 1n, 4n, 100))).toEqual([2, 3, 4]);
    w.committed([row(5, { payload: { text: "x".repeat(70_000) } }), row(6)]);
    expect(w.after(taskA, 4n, 6n, 100)).toBeUndefined();
    expect(seqs(w.after(taskA, 5n, 6n, 100))).toEqual([6]);
  });

  it("hands out copies: the writer's rows are not the followers'", () => {
    const w = new RecentCommits();
    const written = row(1, { payload: { b: { y: 1 }, a: 1 } });
    w.committed([written]);
    const [read] = w.after(taskA, 0n, 1n, 100)!;
    expect(read!.payload).toEqual({ a: 1, b: { y: 1 } });
    expect(read!.payload).not.toBe(written.payload);
    expect(JSON.stringify(written.payload)).toBe('{"b":{"y":1},"a":1}');
  });
});

describe("storedJson against the database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("gives what a jsonb column hands back", async () => {
    const values = [
      { zeta: 1, a: { bb: 2, a: [{ y: 1, x: 2 }, "s"] }, é: 3, e: 4, ab: 5, B: 6 },
      { "": 0, longer: { k: [1, 2.5, -0, 1e21, 5e-324, 0.1] }, k: null, "😀": true, "\uffff": false },
      [{ b: 1, a: { d: 1, c: 2 } }, [], {}],
      "plain",
      12.25,
    ];
    for (const v of values) {
      const [r] = await t.app.services().db.sql.query<{ v: string }>(`SELECT $1::jsonb::text AS v`, [JSON.stringify(v)]);
      const fromDb = JSON.stringify(JSON.parse(r!.v));
      expect(JSON.stringify(storedJson(JSON.parse(JSON.stringify(v))))).toBe(fromDb);
    }
  });
});
