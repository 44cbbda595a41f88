/**
 * What a client and an operator rely on when something fails: the worker client's one retry
 * policy (RATE_LIMITED and SERVICE_UNAVAILABLE wait the server's retryAfter), the batch loader
 * passing a database failure on (never "not found"), background jobs logging their failures, and
 * the API-key cache (a revocation takes effect at once through the bus, within a bound without it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchLoader } from "../src/graphql/loaders.js";
import { ApiKeyCache, KEY_REVOKED_TOPIC, type Caller } from "../src/domain/auth.js";
import { applyRetention } from "../src/domain/jobs.js";
import type { EventLog } from "../src/domain/events/log.js";
import type { Logger } from "../src/logger.js";
import { createGraphQLClient, retryDelayMs, withRetry, WorkerApiError } from "../src/worker/graphql-client.js";
import { startTestApp, type TestApp } from "./helpers/app.js";

describe("the worker client's retry policy (rules)", () => {
  const cases: Array<[string, ConstructorParameters<typeof WorkerApiError>[1], "retry after" | "back off" | "no retry"]> = [
    ["RATE_LIMITED with retryAfter", { code: "RATE_LIMITED", status: 429, retryAfterMs: 2000 }, "retry after"],
    ["SERVICE_UNAVAILABLE with retryAfter", { code: "SERVICE_UNAVAILABLE", status: 503, retryAfterMs: 1000 }, "retry after"],
    ["a network failure", { retryable: true }, "back off"],
    ["a 502 without a GraphQL answer", { status: 502, retryable: true }, "back off"],
    ["a code the server never sends (TOO_MANY_REQUESTS)", { code: "TOO_MANY_REQUESTS", status: 200 }, "no retry"],
    ["BAD_USER_INPUT", { code: "BAD_USER_INPUT", status: 200 }, "no retry"],
    ["NOT_FOUND", { code: "NOT_FOUND", status: 200 }, "no retry"],
    ["UNAUTHENTICATED (fatal)", { code: "UNAUTHENTICATED", status: 401 }, "no retry"],
    ["FORBIDDEN (fatal)", { code: "FORBIDDEN", status: 200 }, "no retry"],
  ];
  it.each(cases)("%s", (_name, opts, expected) => {
    const err = new WorkerApiError("x", opts);
    const delay = retryDelayMs(err, 1);
    if (expected === "no retry") return void expect(delay).toBeNull();
    expect(err.retryable).toBe(true);
    if (expected === "retry after") {
      // The server's wait, plus at most 20 % jitter.
      expect(delay!).toBeGreaterThanOrEqual(opts!.retryAfterMs!);
      expect(delay!).toBeLessThanOrEqual(opts!.retryAfterMs! * 1.2);
    } else {
      expect(delay!).toBeGreaterThanOrEqual(250);
      expect(delay!).toBeLessThanOrEqual(300);
    }
  });
});

describe("the API-key cache (rules)", () => {
  const caller = (keyId: string): Caller => ({ workspaceId: "ws", keyId, scopes: new Set(["client"]) });
  it("keeps a key for its bound, forgets a revoked key and everything on clear", () => {
    let now = 1_000;
    const cache = new ApiKeyCache(5_000, () => now);
    cache.set("h1", caller("k1"), null);
    cache.set("h2", caller("k2"), null);
    expect(cache.get("h1")?.caller.keyId).toBe("k1");
    now += 4_999;
    expect(cache.get("h1")?.caller.keyId).toBe("k1");
    now += 1;
    expect(cache.get("h1")).toBeUndefined();
    cache.set("h1", caller("k1"), null);
    cache.set("h2", caller("k2"), null);
    cache.forgetKey("k1");
    expect(cache.get("h1")).toBeUndefined();
    expect(cache.get("h2")?.caller.keyId).toBe("k2");
    cache.clear();
    expect(cache.get("h2")).toBeUndefined();
  });
  it("a bound of 0 keeps nothing", () => {
    const cache = new ApiKeyCache(0);
    cache.set("h", caller("k"), null);
    expect(cache.get("h")).toBeUndefined();
  });
});

describe("batch loader (rules)", () => {
  it("a missing row is null; a failed query fails every look-up of its batch and is not cached", async () => {
    let fail = true;
    let calls = 0;
    const loader = batchLoader<{ id: string }>(async (ids) => {
      calls++;
      if (fail) throw new Error("connection terminated");
      return ids.filter((id) => id !== "missing").map((id) => ({ id }));
    });
    const outage = await Promise.allSettled([loader.load("a"), loader.load("b")]);
    expect(outage.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect((outage[0] as PromiseRejectedResult).reason.message).toBe("connection terminated");
    expect(calls).toBe(1);
    fail = false;
    expect(await Promise.all([loader.load("a"), loader.load("missing")])).toEqual([{ id: "a" }, null]);
    expect(calls).toBe(2);
  });
});

describe("through the API", () => {
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    [t, limited] = await Promise.all([
      startTestApp({ jobIntervalMs: 600_000, retentionIntervalMs: 600_000, apiKeyCacheMs: 60_000 }),
      // A token every 10 s: the requests after the first are refused even when a machine slowed by
      // other work takes seconds over each (the retry then waits up to 12 s).
      startTestApp({ rateLimitPerSecond: 0.1, rateLimitBurst: 1 }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.stop(), limited?.stop()]);
  });

  it("a worker client waits the retryAfter of RATE_LIMITED and then succeeds", async () => {
    const request = createGraphQLClient({ url: limited.url, apiKey: limited.adminKey });
    await request(`{ __typename }`);
    const refused = await request(`{ __typename }`).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WorkerApiError);
    expect(refused).toMatchObject({ code: "RATE_LIMITED", status: 429, retryable: true });
    expect((refused as WorkerApiError).retryAfterMs).toBeGreaterThanOrEqual(1000);
    const retries: Array<{ code?: string; delayMs: number }> = [];
    const data = await withRetry(() => request<{ __typename: string }>(`{ __typename }`), {
      attempts: 5,
      onRetry: (err, _attempt, delayMs) => void retries.push({ code: err.code, delayMs }),
    });
    expect(data).toEqual({ __typename: "Query" });
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(retries[0]!.code).toBe("RATE_LIMITED");
    expect(retries[0]!.delayMs).toBeGreaterThanOrEqual(1000);
  });

  it("a background job's failure is logged, not swallowed (retention purge)", async () => {
    const { key } = await t.newWorkspace("retention failure");
    const created = await t.ok<any>(`mutation { createTask(input: { title: "old" }) { task { id } } }`, {}, key);
    const taskId = created.createTask.task.id as string;
    await t.ok(
      `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { id } } } }`,
      { input: { taskId, events: [{ userMessage: { content: [{ text: { text: "old" } }] } }] } },
      key,
    );
    const prisma = t.app.services().db.prisma;
    await prisma.event.updateMany({ where: { taskId }, data: { createdAt: new Date(Date.now() - 10 * 86_400_000) } });
    const ws = await prisma.task.findUniqueOrThrow({ where: { id: taskId } });
    await prisma.workspace.update({ where: { id: ws.workspaceId }, data: { retentionDays: 7 } });
    const warnings: Array<{ obj: Record<string, unknown>; msg?: string }> = [];
    const logger = { warn: (obj: Record<string, unknown>, msg?: string) => void warnings.push({ obj, msg }) } as unknown as Logger;
    const failing = { transact: async () => Promise.reject(new Error("database went away")) } as unknown as EventLog;
    await applyRetention({ prisma, log: failing, logger });
    const mine = warnings.filter((w) => w.obj.taskId === taskId);
    expect(mine).toHaveLength(1);
    expect((mine[0]!.obj.err as Error).message).toBe("database went away");
    expect(mine[0]!.msg).toMatch(/retention/);
  });

  it("a revoked key is refused at once here, and at once on an instance that hears of it on the bus", async () => {
    const d = await t.ok<any>(`mutation { createApiKey(input: { name: "c", scopes: [CLIENT] }) { apiKey { id } key } }`);
    const { id } = d.createApiKey.apiKey;
    const secret = d.createApiKey.key as string;
    expect((await t.gql(`{ __typename }`, {}, secret)).errors).toBeUndefined();
    // Revoked behind this instance's back (as another instance would): the cached key still serves…
    const prisma = t.app.services().db.prisma;
    await prisma.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    expect((await t.gql(`{ __typename }`, {}, secret)).errors).toBeUndefined();
    // …until the revocation is heard on the bus.
    await t.app.services().pubsub.publish(KEY_REVOKED_TOPIC, id);
    let refused: string | undefined;
    for (let i = 0; i < 200 && !refused; i++) {
      refused = (await t.gql(`{ __typename }`, {}, secret)).errors?.[0]?.extensions?.code as string | undefined;
      if (!refused) await new Promise((r) => setImmediate(r));
    }
    expect(refused).toBe("UNAUTHENTICATED");

    // revokeApiKey through the API: refused on the very next request.
    const e = await t.ok<any>(`mutation { createApiKey(input: { name: "e", scopes: [CLIENT] }) { apiKey { id } key } }`);
    expect((await t.gql(`{ __typename }`, {}, e.createApiKey.key)).errors).toBeUndefined();
    await t.ok(`mutation($id: ID!) { revokeApiKey(input: { id: $id }) { apiKey { id } } }`, { id: e.createApiKey.apiKey.id });
    expect((await t.gql(`{ __typename }`, {}, e.createApiKey.key)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
