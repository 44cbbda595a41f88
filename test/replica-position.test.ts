import { describe, expect, it } from "vitest";
import { parseLsn, replicaPosition } from "../src/db/replicas.js";

/** How far a replica is behind, from the primary's sampled WAL positions: plain tables. */
describe("replica position", () => {
  it.each([
    ["0/0", 0n],
    ["0/16B3748", 0x16b3748n],
    ["16/B374D848", (0x16n << 32n) + 0xb374d848n],
  ])("LSN %s is %s", (text, value) => {
    expect(parseLsn(text)).toBe(value);
  });

  const samples = [
    { at: 1000, lsn: 100n },
    { at: 2000, lsn: 200n },
    { at: 3000, lsn: 200n },
    { at: 4000, lsn: 400n },
  ];
  it.each([
    // replayed, caught up to the sample of (time), lag in ms
    [400n, 4000, 0],
    [500n, 4000, 0],
    [399n, 3000, 0 + 4000 - 4000],
    [200n, 3000, 0],
    [199n, 1000, 4000 - 2000],
    [50n, null, 4000 - 1000],
  ])("replayed %s: caught up to %s, %s ms behind", (replayed, caughtUpAt, lagMs) => {
    expect(replicaPosition(samples, replayed)).toEqual({ caughtUpAt, lagMs });
  });

  it("without samples: nothing to be behind", () => {
    expect(replicaPosition([], 5n)).toEqual({ caughtUpAt: null, lagMs: 0 });
  });
});
