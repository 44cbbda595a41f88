/**
 * What a client and an operator rely on when something fails: the SDK's one retry policy
 * (RATE_LIMITED and SERVICE_UNAVAILABLE wait the server's retryAfter), the batch loader
 * passing a database failure on (never "not found"), background jobs logging their failures, and
 * the API-key cache (a revocation takes effect at once through the bus, within a bound without it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchLoader } from "../src/graphql/loaders.js";
import { ApiKeyCache, KEY_REVOKED_TOPIC, type Caller } from "../src/domain/auth.js";
import { SingleFlight } from "../src/domain/single-flight.js";
import { applyRetention } from "../src/domain/jobs.js";
import type { EventLog } from "../src/domain/events/log.js";
import type { Logger } from "../src/logger.js";
import { createRequest, retryDelayMs, SendMessageDocument, TaskApiError, TasksDocument, type RetryRequest } from "../sdk/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createTask, send, textMessage } from "./helpers/events.js";

describe("the SDK's retry policy (rules)", () => {
  type Case = [string, TaskApiError, RetryRequest, "retry after" | "back off" | "no retry", number?];
  const gqlError = (code: string, retryAfter?: number) => [{ message: code, extensions: { code, ...(retryAfter != null ? { retryAfter } : {}) } }];
  const network = () => new TaskApiError([], undefined, { message: "request failed: ECONNREFUSED", retryable: true });
  const cases: Case[] = [
    ["RATE_LIMITED with retryAfter", new TaskApiError(gqlError("RATE_LIMITED", 2), 429), {}, "retry after", 2000],
    ["SERVICE_UNAVAILABLE with retryAfter", new TaskApiError(gqlError("SERVICE_UNAVAILABLE", 1), 503), {}, "retry after", 1000],
    ["RATE_LIMITED with only the Retry-After header", new TaskApiError(gqlError("RATE_LIMITED"), 429, { retryAfter: 3 }), {}, "retry after", 3000],
    ["TOO_MANY_STREAMS with retryAfter", new TaskApiError(gqlError("TOO_MANY_STREAMS", 1), 200), {}, "retry after", 1000],
    ["a network failure", network(), {}, "back off"],
    ["a 502 without a GraphQL answer", new TaskApiError([], 502), {}, "back off"],
    ["a write with its idempotency key, refused by the rate limit", new TaskApiError(gqlError("RATE_LIMITED", 2), 429), { write: true, idempotencyKey: true }, "retry after", 2000],
    ["a write safe to repeat, after a network failure", network(), { write: true, safeToRepeat: true }, "back off"],
    ["a write without an idempotency key, after a network failure", network(), { write: true }, "no retry"],
    ["a write without an idempotency key, SERVICE_UNAVAILABLE", new TaskApiError(gqlError("SERVICE_UNAVAILABLE", 1), 503), { write: true }, "no retry"],
    ["INTERNAL_SERVER_ERROR (a bug: retrying would hide it)", new TaskApiError(gqlError("INTERNAL_SERVER_ERROR"), 200), {}, "no retry"],
    ["a code the server never sends (TOO_MANY_REQUESTS)", new TaskApiError(gqlError("TOO_MANY_REQUESTS"), 200), {}, "no retry"],
    ["BAD_USER_INPUT", new TaskApiError(gqlError("BAD_USER_INPUT"), 200), {}, "no retry"],
    ["NOT_FOUND", new TaskApiError(gqlError("NOT_FOUND"), 200), {}, "no retry"],
    ["UNAUTHENTICATED (fatal)", new TaskApiError(gqlError("UNAUTHENTICATED"), 401), {}, "no retry"],
    ["FORBIDDEN (fatal)", new TaskApiError(gqlError("FORBIDDEN"), 200), {}, "no retry"],
    ["an error that is not the client's", new Error("boom") as TaskApiError, {}, "no retry"],
  ];
  it.each(cases)("%s", (_name, err, request, expected, waitMs) => {
    const delay = retryDelayMs(err, 1, request);
    if (expected === "no retry") return void expect(delay).toBeNull();
    expect(err.retryable).toBe(true);
    expect(err.fatal).toBe(false);
    if (expected === "retry after") {
      // The server's wait, plus at most 20 % jitter.
      expect(delay!).toBeGreaterThanOrEqual(waitMs!);
      expect(delay!).toBeLessThanOrEqual(waitMs! * 1.2);
    } else {
      expect(delay!).toBeGreaterThanOrEqual(250);
      expect(delay!).toBeLessThanOrEqual(300);
    }
  });
  it("backs off exponentially, up to 15 s", () => {
    const err = new TaskApiError([], 503);
    const delays = [1, 2, 3, 10, 20].map((attempt) => retryDelayMs(err, attempt)!);
    expect(delays[0]).toBeGreaterThanOrEqual(250);
    expect(delays[1]).toBeGreaterThanOrEqual(500);
    expect(delays[2]).toBeGreaterThanOrEqual(1000);
    for (const d of delays.slice(3)) expect(d).toBeGreaterThanOrEqual(15_000);
    for (const d of delays) expect(d).toBeLessThanOrEqual(18_000);
  });
  it("UNAUTHENTICATED and FORBIDDEN are fatal", () => {
    expect(new TaskApiError(gqlError("UNAUTHENTICATED"), 401)).toMatchObject({ code: "UNAUTHENTICATED", status: 401, fatal: true, retryable: false });
    expect(new TaskApiError(gqlError("FORBIDDEN"), 200)).toMatchObject({ fatal: true, retryable: false });
    expect(new TaskApiError(gqlError("NOT_FOUND"), 200)).toMatchObject({ fatal: false, retryable: false });
  });
});

describe("the SDK's request function (against a scripted fetch)", () => {
  /** A fetch that answers from `answers` in turn and counts the calls. */
  function scripted(answers: Array<() => Response>) {
    const calls: Array<{ headers: Record<string, string>; body: { query: string; variables: Record<string, unknown> } }> = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      calls.push({ headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return answer();
    }) as typeof globalThis.fetch;
    return { fetch, calls };
  }
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
  const limited = json(429, { errors: [{ message: "slow down", extensions: { code: "RATE_LIMITED", retryAfter: 0.05 } }] });
  const unavailable = json(503, { errors: [{ message: "database away", extensions: { code: "SERVICE_UNAVAILABLE", retryAfter: 0.05 } }] });
  const sent = json(200, { data: { sendEvents: { replayed: true, task: null, events: [] } } });
  const url = "http://127.0.0.1:1/graphql";

  it("retries a read after RATE_LIMITED, with the key and the typed document", async () => {
    const { fetch, calls } = scripted([limited, json(200, { data: { tasks: { edges: [], pageInfo: {} } } })]);
    const data = await createRequest({ url, apiKey: "k", fetch })(TasksDocument, { first: 1 });
    expect(data.tasks.edges).toEqual([]);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.headers["x-api-key"]).toBe("k");
    expect(calls[0]!.body.query).toMatch(/^query Tasks/);
  });

  it("retries a write only when it carries an idempotency key", async () => {
    const keyless = scripted([unavailable, sent]);
    const refused = await createRequest({ url, apiKey: "k", fetch: keyless.fetch })(SendMessageDocument, { taskId: "t", text: "hi" }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryable: true });
    expect(keyless.calls).toHaveLength(1);

    const keyed = scripted([unavailable, sent]);
    const data = await createRequest({ url, apiKey: "k", fetch: keyed.fetch })(SendMessageDocument, { taskId: "t", text: "hi", idempotencyKey: "once" });
    expect(data.sendEvents.replayed).toBe(true);
    expect(keyed.calls.map((c) => c.body.variables.idempotencyKey)).toEqual(["once", "once"]);
  });

  it("takes the wait from the Retry-After header when the body has none, and gives up after its attempts", async () => {
    const { fetch, calls } = scripted([json(503, { errors: [{ message: "busy", extensions: { code: "SERVICE_UNAVAILABLE" } }] }, { "retry-after": "0" })]);
    const delays: number[] = [];
    const err = await createRequest({ url, apiKey: "k", fetch })(TasksDocument, {}, { attempts: 3, onRetry: (_e, _a, d) => void delays.push(d) }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryAfter: 0, status: 503 });
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([0, 0]);
  });

  it("a network failure is retryable; a refused key is fatal and not retried", async () => {
    const down = scripted([() => { throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }); }]);
    const failed = await createRequest({ url, apiKey: "k", fetch: down.fetch })(TasksDocument, {}, { attempts: 1 }).catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: undefined, status: undefined, retryable: true, fatal: false });
    expect((failed as Error).message).toMatch(/ECONNREFUSED/);

    const refused = scripted([json(401, { errors: [{ message: "no key", extensions: { code: "UNAUTHENTICATED" } }] })]);
    const err = await createRequest({ url, apiKey: "k", fetch: refused.fetch })(TasksDocument, {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "UNAUTHENTICATED", fatal: true, retryable: false });
    expect(refused.calls).toHaveLength(1);
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
  it("misses of one key share one read; a read begun before a revocation is neither joined nor kept", async () => {
    const cache = new ApiKeyCache(5_000);
    let reads = 0;
    let finish!: (c: Caller) => void;
    const read = (generation: number) => {
      reads++;
      return new Promise<Caller>((resolve) => (finish = resolve)).then((c) => (cache.set("h", c, null, generation), c));
    };
    const together = [cache.readOnce("h", read), cache.readOnce("h", read), cache.readOnce("h", read)];
    expect(reads).toBe(1);
    const before = finish;
    cache.forgetKey("k0"); // a revocation heard while the read is under way
    const after = cache.readOnce("h", read);
    expect(reads).toBe(2);
    before(caller("k1"));
    expect((await Promise.all(together)).map((c) => c?.keyId)).toEqual(["k1", "k1", "k1"]);
    expect(cache.get("h")).toBeUndefined(); // read before the revocation: not kept
    finish(caller("k1"));
    expect((await after)?.keyId).toBe("k1");
    expect(cache.get("h")?.caller.keyId).toBe("k1");
  });
});

describe("single flight (rules)", () => {
  it("joins a look under way, shares its failure, and forgets it once settled", async () => {
    const flight = new SingleFlight<string, number>();
    let looks = 0;
    let fail!: (e: Error) => void;
    const failing = () => (looks++, new Promise<number>((_r, reject) => (fail = reject)));
    const both = Promise.allSettled([flight.run("a", failing), flight.run("a", failing)]);
    expect([looks, flight.size]).toEqual([1, 1]);
    fail(new Error("connection terminated"));
    expect((await both).map((r) => (r as PromiseRejectedResult).reason.message)).toEqual(["connection terminated", "connection terminated"]);
    expect(flight.size).toBe(0);
    expect(await Promise.all([flight.run("a", async () => (looks++, 1)), flight.run("b", async () => (looks++, 2))])).toEqual([1, 2]);
    expect(looks).toBe(3);
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

  it("the SDK's request waits the retryAfter of RATE_LIMITED and then succeeds", async () => {
    const request = createRequest({ url: limited.url, apiKey: limited.adminKey, attempts: 1 });
    await request(TasksDocument, { first: 1 });
    const refused = await request(TasksDocument, { first: 1 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TaskApiError);
    expect(refused).toMatchObject({ code: "RATE_LIMITED", status: 429, retryable: true, fatal: false });
    expect((refused as TaskApiError).retryAfter).toBeGreaterThanOrEqual(1);
    const retries: Array<{ code?: string; delayMs: number }> = [];
    const data = await request(TasksDocument, { first: 1 }, {
      attempts: 5,
      onRetry: (err, _attempt, delayMs) => void retries.push({ code: err.code, delayMs }),
    });
    expect(data.tasks.edges).toEqual([]);
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(retries[0]!.code).toBe("RATE_LIMITED");
    expect(retries[0]!.delayMs).toBeGreaterThanOrEqual(1000);
  });

  it("a background job's failure is logged, not swallowed (retention purge)", async () => {
    const { key } = await t.newWorkspace("retention failure");
    const taskId = await createTask(t, key, "old");
    await send(t, taskId, [textMessage("old")], key);
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
