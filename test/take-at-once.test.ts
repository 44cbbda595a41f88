/**
 * When a follower's item goes straight to its subscriber's sink (shared-execution.ts
 * `takesAtOnce`), and when it takes the path that waits for room instead (no I/O).
 */
import { describe, expect, it } from "vitest";
import { takesAtOnce, WireText } from "../src/server/plugins/shared-execution.js";

const text = new WireText(`{"data":{}}`, "7");
const HIGH_WATER = 64 * 1024;

describe("takesAtOnce", () => {
  it.each([
    { why: "made, open, empty", made: true, open: true, buffered: 0, atOnce: true },
    { why: "made, open, just under the high-water mark", made: true, open: true, buffered: HIGH_WATER - 1, atOnce: true },
    { why: "at the high-water mark: waits for room", made: true, open: true, buffered: HIGH_WATER, atOnce: false },
    { why: "far past it (a client that stopped reading)", made: true, open: true, buffered: 10 * HIGH_WATER, atOnce: false },
    { why: "the group's text is not made yet: executes on the other path", made: false, open: true, buffered: 0, atOnce: false },
    { why: "the client has gone", made: true, open: false, buffered: 0, atOnce: false },
  ])("$why → $atOnce", ({ made, open, buffered, atOnce }) => {
    expect(takesAtOnce({ open, bufferedAmount: buffered }, made ? text : undefined)).toBe(atOnce);
  });
});
