/**
 * When a follower's item can go straight to its subscriber's sink (shared-execution.ts `hasRoom`),
 * and when it takes the path that waits for room instead (no I/O).
 */
import { describe, expect, it } from "vitest";
import { hasRoom } from "../src/server/plugins/shared-execution.js";

const HIGH_WATER = 64 * 1024;

describe("hasRoom", () => {
  it.each([
    { why: "open, empty", open: true, buffered: 0, room: true },
    { why: "open, just under the high-water mark", open: true, buffered: HIGH_WATER - 1, room: true },
    { why: "at the high-water mark: waits for room", open: true, buffered: HIGH_WATER, room: false },
    { why: "far past it (a client that stopped reading)", open: true, buffered: 10 * HIGH_WATER, room: false },
    { why: "the client has gone", open: false, buffered: 0, room: false },
  ])("$why → $room", ({ open, buffered, room }) => {
    expect(hasRoom({ open, bufferedAmount: buffered })).toBe(room);
  });
});
