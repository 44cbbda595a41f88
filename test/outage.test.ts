import { describe, expect, it, vi } from "vitest";
import { Liveness, Outage, within } from "../src/pubsub/outage.js";
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

describe("Liveness: requests wait on Redis only while it answers", () => {
  /** A connection whose PINGs are answered or not, as the test says. */
  function fakeConnection() {
    const conn = {
      status: "ready",
      answering: true,
      pending: [] as Array<() => void>,
      ping() {
        return new Promise<void>((resolve) => (conn.answering ? resolve() : conn.pending.push(resolve)));
      },
    };
    return conn;
  }

  it("usable while PINGs are answered; unresponsive after one goes unanswered 500 ms, letting waiting requests go; usable again on the next answer", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "setImmediate", "performance"] });
    try {
      const conn = fakeConnection();
      const changes: boolean[] = [];
      const live = new Liveness(conn, (usable) => changes.push(usable));
      await vi.advanceTimersByTimeAsync(1000);
      expect(live.usable).toBe(true);

      conn.answering = false; // hung: sockets open, nothing answered
      const waiting = live.answer(new Promise(() => {}));
      const outcome = waiting.then(() => "answered", (e: Error) => e.message);
      await vi.advanceTimersByTimeAsync(300);
      expect(live.usable).toBe(true); // not yet: one PING may be slow
      await vi.advanceTimersByTimeAsync(600);
      expect(live.usable).toBe(false);
      expect(await outcome).toMatch(/did not answer a PING within 500 ms/);

      conn.answering = true;
      for (const r of conn.pending.splice(0)) r();
      await vi.advanceTimersByTimeAsync(300);
      expect(live.usable).toBe(true);
      expect(changes).toEqual([false, true]);
      live.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("is not usable while the connection is down, and answers pass through while it is up", async () => {
    const conn = fakeConnection();
    const live = new Liveness(conn);
    await expect(live.answer(Promise.resolve(3))).resolves.toBe(3);
    await expect(live.answer(Promise.reject(new Error("NOPERM")))).rejects.toThrow("NOPERM");
    conn.status = "reconnecting";
    expect(live.usable).toBe(false);
    live.close();
  });
});
