import { describe, expect, it } from "vitest";
import { findUnsafeInput } from "../src/server/plugins/input-guards.js";

/** `depth` arrays around a leaf: the outermost is at depth 0, the leaf at `depth`. */
const nested = (depth: number): unknown => (depth === 0 ? "leaf" : [nested(depth - 1)]);
const BAD = "contains a NUL character or an unpaired surrogate, which cannot be stored";

describe("findUnsafeInput: the first place PostgreSQL could not store, named by its path", () => {
  const cases: [string, unknown, string | null][] = [
    ["plain input", { input: { runId: "run_1", deltas: [{ index: 0, text: "hé 👋" }] } }, null],
    ["no variables", undefined, null],
    ["a NUL in a nested array", { input: { deltas: [{ text: "ok" }, { text: "a\u0000b" }] } }, `variables.input.deltas.1.text ${BAD}`],
    ["an unpaired high surrogate", { t: "\ud800" }, `variables.t ${BAD}`],
    ["an unpaired low surrogate", { t: ["x\udc00y"] }, `variables.t.0 ${BAD}`],
    ["a paired surrogate is text", { t: "\ud83d\udc4b" }, null],
    ["a key", { m: { "k\u0000": 1 } }, `a key in variables.m ${BAD}`],
    ["the first in document order", { a: { b: "\u0000" }, c: "\u0000" }, `variables.a.b ${BAD}`],
    ["a later sibling after a clean subtree", { a: { b: ["x", { c: 1 }] }, d: "\u0000" }, `variables.d ${BAD}`],
    ["64 levels", { m: nested(63) }, null],
    ["65 levels", { m: nested(64) }, `variables.m${".0".repeat(63)} is nested deeper than 64 levels`],
    ["inherited properties are not input", { m: Object.create({ x: "\u0000" }) as unknown }, null],
  ];
  it.each(cases)("%s", (_, value, expected) => {
    expect(findUnsafeInput(value, "variables")).toBe(expected);
  });
});
