/**
 * An overloaded server says so: a wait for the database that timed out while the event loop was
 * saturated is the server's overload (SERVICE_UNAVAILABLE naming the server, retryAfter), not the
 * database's; the same timeout with an idle loop still names the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TARGET, holdTheOnlyConnection, startTestApp, type TestApp } from "./helpers/app.js";
import { SATURATED_LOOP_DELAY_MS, eventLoopDelay, isTimedOutWait, unavailableSource } from "../src/server/overload.js";
import { isTransientDatabaseError } from "../src/db/transient.js";

describe("whose fault a transient failure is", () => {
  const poolTimeout = new Error("timeout exceeded when trying to connect");
  const prismaPool = Object.assign(new Error("Timed out fetching a new connection from the connection pool"), { code: "P2024" });
  const expired = Object.assign(new Error("Transaction API error: Transaction already closed"), { code: "P2028" });
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  const restarting = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
  const conflict = Object.assign(new Error("could not serialize access"), { code: "40001" });
  const wrapped = { message: "x", meta: { driverAdapterError: { kind: "SocketTimeout" } } };
  const stalePlan = Object.assign(new Error("cached plan must not change result type"), { code: "0A000", routine: "RevalidateCachedQuery" });
  const table: [string, unknown, number, "SERVER" | "DATABASE"][] = [
    ["pool timeout, loop saturated", poolTimeout, 400, "SERVER"],
    ["pool timeout, loop at the threshold", poolTimeout, SATURATED_LOOP_DELAY_MS, "SERVER"],
    ["pool timeout, loop idle", poolTimeout, 2, "DATABASE"],
    ["Prisma pool timeout, loop saturated", prismaPool, 400, "SERVER"],
    ["expired transaction, loop saturated", expired, 400, "SERVER"],
    ["adapter socket timeout, loop saturated", wrapped, 400, "SERVER"],
    ["adapter socket timeout, loop idle", wrapped, 1, "DATABASE"],
    ["database unreachable, loop saturated", refused, 400, "DATABASE"],
    ["database restarting, loop saturated", restarting, 400, "DATABASE"],
    ["serialisation race, loop saturated", conflict, 400, "DATABASE"],
    ["prepared statement stale after a migration, loop idle", stalePlan, 1, "DATABASE"],
  ];
  it.each(table)("%s", (_name, err, delay, want) => {
    expect(isTransientDatabaseError(err)).toBe(true);
    expect(unavailableSource(isTimedOutWait(err), delay)).toBe(want);
  });
});

// The pool exists only with DATABASE_URL (PGlite is one in-process connection).
describe.runIf(TARGET.databaseUrl)("a saturated event loop", () => {
  let t: TestApp;
  beforeAll(async () => {
    // No read replica: its lag probe would take the only primary connection now and then.
    t = await startTestApp({ databasePool: { size: 1, timeoutMs: 300 }, databaseReadUrls: [], jobIntervalMs: 600_000, retentionIntervalMs: 600_000 });
  }, 120_000);
  afterAll(() => t?.stop());

  const CREATE = `mutation { createTask(input: { title: "load" }) { task { id } } }`;
  const post = async (query: string) => {
    const res = await fetch(t.url, { method: "POST", headers: { "content-type": "application/json", "x-api-key": t.adminKey }, body: JSON.stringify({ query }) });
    return { status: res.status, body: (await res.json()) as any };
  };

  /** Keeps the loop busy: every turn spends `ms` on the CPU, as a fan-out to thousands of sockets would. */
  function saturate(ms: number) {
    let on = true;
    const spin = () => {
      if (!on) return;
      const end = performance.now() + ms;
      while (performance.now() < end);
      setImmediate(spin);
    };
    setImmediate(spin);
    return () => void (on = false);
  }

  it("a write that timed out waiting for a connection is the server's overload, not the database's", async () => {
    // The key's first use reads it and records lastUsedAt, each on the only connection: done before
    // the loop is saturated, so that under saturation the writes compete for the connection only.
    const taskId = (await post(CREATE)).body.data.createTask.task.id as string;
    expect(taskId).toMatch(/^task_/);
    // A message to a task takes two round trips (its lock, then its append), so its transaction
    // holds the only connection for at least two turns of the busy loop.
    const SEND = `mutation { sendEvents(input: { taskId: "${taskId}", events: [{ userMessage: { content: [{ text: { text: "load" } }] } }] }) { events { __typename } } }`;
    expect((await post(SEND)).body.data.sendEvents.events).toHaveLength(1);
    const stop = saturate(150);
    let answers: { status: number; body: any }[];
    try {
      // Saturated for a while, as under a fan-out that outgrew the server.
      for (let i = 0; i < 100 && eventLoopDelay.recentMs() < SATURATED_LOOP_DELAY_MS; i++) await new Promise((r) => setTimeout(r, 50));
      expect(eventLoopDelay.recentMs()).toBeGreaterThanOrEqual(SATURATED_LOOP_DELAY_MS);
      // One write holds the only connection while its transaction waits on the busy loop; the
      // others time out waiting for it, with PostgreSQL idle.
      answers = await Promise.all([post(SEND), post(SEND), post(SEND), post(SEND)]);
    } finally {
      stop();
    }
    const refusals = answers.filter((a) => a.body.errors);
    expect(refusals.length).toBeGreaterThan(0);
    for (const r of refusals) {
      expect(r.status).toBe(503);
      expect(r.body.errors[0].extensions).toMatchObject({ code: "SERVICE_UNAVAILABLE", source: "SERVER", retryAfter: 2 });
      expect(r.body.errors[0].message).toBe("the server is overloaded: retry after 2 s");
    }
    expect(answers.some((a) => a.body.data?.sendEvents?.events?.length === 1)).toBe(true);
    // /health answers as soon as the loop is free again.
    expect((await fetch(`${t.origin}/health`)).status).toBe(200);
  });

  it("the same timeout with the loop idle names the database", async () => {
    // Wait for the state: the loop's recent delay has settled below the threshold.
    for (let i = 0; i < 100 && eventLoopDelay.recentMs() >= SATURATED_LOOP_DELAY_MS; i++) await new Promise((r) => setTimeout(r, 100));
    const release = await holdTheOnlyConnection(t);
    let refused: { status: number; body: any };
    try {
      refused = await post(CREATE);
    } finally {
      await release();
    }
    expect(refused.status).toBe(503);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: "SERVICE_UNAVAILABLE", source: "DATABASE", retryAfter: 1 });
    expect(refused.body.errors[0].message).toMatch(/^the database is unavailable or overloaded/);
  });
});
