import { describe, expect, it } from "vitest";
import { Outage, within } from "../src/pubsub/outage.js";
import type { Logger } from "../src/logger.js";

/** A logger that keeps what was logged. */
function recorder() {
  const lines: Array<{ level: string; msg: string }> = [];
  const at = (level: string) => (_fields: unknown, msg: string) => void lines.push({ level, msg });
  return { lines, logger: { warn: at("warn"), info: at("info") } as unknown as Logger };
}

describe("Outage: a Redis outage is logged once when it starts and once when it ends", () => {
  const cases: Array<{ given: Array<"failed" | "recovered">; then: string[] }> = [
    { given: [], then: [] },
    { given: ["recovered"], then: [] },
    { given: ["failed"], then: ["warn: rate limit: Redis is away; counting here until it is back"] },
    { given: ["failed", "failed", "failed"], then: ["warn: rate limit: Redis is away; counting here until it is back"] },
    {
      given: ["failed", "failed", "recovered", "recovered"],
      then: ["warn: rate limit: Redis is away; counting here until it is back", "info: rate limit: Redis is back"],
    },
    {
      given: ["failed", "recovered", "failed"],
      then: [
        "warn: rate limit: Redis is away; counting here until it is back",
        "info: rate limit: Redis is back",
        "warn: rate limit: Redis is away; counting here until it is back",
      ],
    },
  ];
  for (const c of cases) {
    it(`given ${c.given.join(", ") || "nothing"}: ${c.then.length} line(s)`, () => {
      const { lines, logger } = recorder();
      const o = new Outage(logger, "rate limit", "counting here");
      for (const step of c.given) step === "failed" ? o.failed(new Error("ECONNREFUSED")) : o.recovered();
      expect(lines.map((l) => `${l.level}: ${l.msg}`)).toEqual(c.then);
      expect(o.isAway).toBe(c.given.at(-1) === "failed");
    });
  }
});

describe("within", () => {
  it("passes a prompt answer on", async () => {
    await expect(within(Promise.resolve(7), 1000, "x")).resolves.toBe(7);
  });
  it("gives up on an answer that does not come", async () => {
    await expect(within(new Promise(() => {}), 5, "PING")).rejects.toThrow(/PING: Redis did not answer within 5 ms/);
  });
});
