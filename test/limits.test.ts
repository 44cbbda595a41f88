/**
 * Limits: each is refused with its own code, at the boundary (the limit passes, one more does
 * not), and the server keeps serving afterwards. Defaults are checked on an app started with the
 * default configuration; the limits that need small numbers to test (body size, rate) on a
 * second and third app with small ones.
 */
import { request as httpRequest } from "node:http";
import { createHash, randomUUID } from "node:crypto";
import WebSocket from "ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TARGET, isolatedDatabase, startTestApp, type GqlResult, type TestApp } from "./helpers/app.js";
import { wsClient, wsSubscribe } from "./helpers/live.js";
import { RawWs } from "./helpers/raw-ws.js";
import { PNG_B64, createRun, createTask, image, queryOfDepth, send, sendResult, snapshot, text, textMessage } from "./helpers/events.js";
import { loadConfig } from "../src/config.js";
import { LIMITS } from "../src/domain/events/fields.js";
import { insertApiKey } from "../src/domain/auth.js";

const DEFAULTS = loadConfig({});
const SMALL = { maxBodyBytes: 64 * 1024, wsConnectionInitTimeoutMs: 600 };
const SLOW = { rateLimitPerSecond: 2, rateLimitBurst: 4 };
/** So slow a refill that no token comes back during a test, however slowly a busy machine serves it. */
const GLACIAL = { rateLimitPerSecond: 0.01, rateLimitBurst: 4 };
/** A burst wide enough that the Redis-kept bucket leases several tokens per call (a twentieth of it). */
const WIDE = { rateLimitPerSecond: 0.01, rateLimitBurst: 100 };

let t: TestApp; // default limits
let small: TestApp; // a small body limit and init timeout
let slow: TestApp; // a low rate limit
let glacial: TestApp; // a rate limit that does not refill within a test
let wide: TestApp; // the same, with a wide burst
beforeAll(async () => {
  [t, small, slow, glacial, wide] = await Promise.all([
    startTestApp(),
    startTestApp(SMALL),
    startTestApp(SLOW),
    startTestApp(GLACIAL),
    startTestApp(WIDE),
  ]);
}, 240_000);
afterAll(async () => {
  await Promise.all([t?.stop(), small?.stop(), slow?.stop(), glacial?.stop(), wide?.stop()]);
});

/** A POST with full control of headers and body; answers status, headers and the parsed body. */
async function post(app: TestApp, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(app.url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": app.adminKey, ...headers },
    body,
  });
  const textBody = await res.text();
  let json: GqlResult<any> | undefined;
  try {
    json = JSON.parse(textBody);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text: textBody };
}

const codesOf = (r: GqlResult<unknown> | undefined) => (r?.errors ?? []).map((e) => e.extensions?.code);

/** After every refusal the same server still answers (the rate-limited app checks that itself, with fresh keys). */
afterEach(async () => {
  for (const app of [t, small]) {
    if (!app) continue;
    const r = await post(app, JSON.stringify({ query: "{ __typename }" }));
    expect(r.json).toEqual({ data: { __typename: "Query" } });
  }
});

/** A key made straight in the database, so that making it costs no request against the rate limit. */
async function keyOf(app: TestApp, scopes: Array<"admin" | "client" | "worker"> = ["client", "worker"]) {
  const prisma = app.app.services().db.prisma;
  const ws = await prisma.apiKey.findFirstOrThrow({ where: { hash: createHash("sha256").update(app.adminKey).digest("hex") } });
  const { secret } = await insertApiKey(prisma, { workspaceId: ws.workspaceId, name: "rate", scopes });
  return secret;
}

describe("defaults", () => {
  it("are the documented ones", () => {
    expect(DEFAULTS).toMatchObject({
      maxQueryDepth: 15,
      maxQueryCost: 50_000,
      maxAliases: 30,
      maxQueryTokens: 10_000,
      maxDirectives: 50,
      maxBodyBytes: 10 * 1024 * 1024,
      rateLimitPerSecond: 1000,
      rateLimitBurst: 2000,
      streamsPerWorkspace: 10,
      wsConnectionInitTimeoutMs: 10_000,
      corsOrigins: "*",
      introspection: true,
    });
    expect(loadConfig({ NODE_ENV: "production" }).introspection).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", INTROSPECTION: "true" }).introspection).toBe(true);
    expect(
      loadConfig({ RATE_LIMIT_PER_SECOND: "5", RATE_LIMIT_BURST: "7", MAX_QUERY_DEPTH: "8", CORS_ORIGINS: "https://a.example, https://b.example" }),
    ).toMatchObject({ rateLimitPerSecond: 5, rateLimitBurst: 7, maxQueryDepth: 8, corsOrigins: ["https://a.example", "https://b.example"] });
    expect(() => loadConfig({ CORS_ORIGINS: "not an origin" })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ RATE_LIMIT_BURST: "0" })).toThrow(/RATE_LIMIT_BURST/);
  });
});

describe("query shape (graphql-armor and a variable-aware cost)", () => {
  it(`depth: ${DEFAULTS.maxQueryDepth} passes, one more is QUERY_TOO_DEEP`, async () => {
    const ok = await post(t, JSON.stringify({ query: queryOfDepth(DEFAULTS.maxQueryDepth) }));
    expect(ok.json?.errors).toBeUndefined();
    expect(ok.json?.data).toEqual({ task: null });
    const deep = await post(t, JSON.stringify({ query: queryOfDepth(DEFAULTS.maxQueryDepth + 1) }));
    expect(codesOf(deep.json)).toEqual(["QUERY_TOO_DEEP"]);
    expect(deep.json!.errors![0]!.extensions!.limit).toBe(DEFAULTS.maxQueryDepth);
    expect(deep.json!.data).toBeUndefined();
  });

  it("depth over graphql-ws too", async () => {
    const client = wsClient(t.wsUrl, t.adminKey);
    try {
      const r = await new Promise<any>((resolve) => {
        client.subscribe({ query: queryOfDepth(DEFAULTS.maxQueryDepth + 1) }, { next: resolve, error: resolve, complete: () => {} });
      });
      expect((Array.isArray(r) ? r : r.errors).map((e: any) => e.extensions?.code)).toEqual(["QUERY_TOO_DEEP"]);
    } finally {
      await client.dispose();
    }
  });

  const NESTED = `query($n: Int, $m: Int) {
    tasks(first: $n) { edges { node { events(first: $m) { edges { node { ... on TaskEvent { id run { events(first: $m) { edges { cursor } } } } } } } } } }
  }`;

  it("cost: a page of pages is fine; pages of pages of pages are QUERY_TOO_COMPLEX, whether the sizes are literals or variables", async () => {
    const fine = await post(t, JSON.stringify({ query: `{ tasks(first: 100) { edges { node { events(first: 100) { edges { node { ... on TaskEvent { id sequence } } } } } } } }` }));
    expect(fine.json?.errors).toBeUndefined();
    for (const variables of [{ n: 100, m: 100 }, { n: 100, m: 30 }]) {
      const r = await post(t, JSON.stringify({ query: NESTED, variables }));
      expect(codesOf(r.json)).toEqual(["QUERY_TOO_COMPLEX"]);
      expect(r.json!.errors![0]!.extensions).toMatchObject({ limit: DEFAULTS.maxQueryCost, cost: expect.any(Number) });
      expect(r.json!.errors![0]!.extensions!.cost).toBeGreaterThan(DEFAULTS.maxQueryCost);
    }
    const literal = await post(t, JSON.stringify({ query: NESTED.replace("query($n: Int, $m: Int)", "query").replace(/\$n|\$m/g, "100") }));
    expect(codesOf(literal.json)).toEqual(["QUERY_TOO_COMPLEX"]);
    // small pages of the same shape are cheap enough
    const small = await post(t, JSON.stringify({ query: NESTED, variables: { n: 5, m: 5 } }));
    expect(small.json?.errors).toBeUndefined();
  });

  it("cost applies to subscriptions over graphql-ws", async () => {
    const taskId = await createTask(t);
    const client = wsClient(t.wsUrl, t.adminKey);
    try {
      const heavy = `subscription($taskId: ID!, $n: Int) {
        taskEvents(taskId: $taskId) { ... on TaskEvent { task { events(first: $n) { edges { node { ... on TaskEvent {
          run { events(first: $n) { edges { node { ... on TaskEvent { task { events(first: $n) { edges { cursor } } } } } } } }
        } } } } } } }
      }`;
      const s = wsSubscribe(client, heavy, { taskId, n: 100 });
      await s.until(() => s.errors.length > 0 || s.items.length > 0 || s.completed);
      const errors = (s.errors[0] as any[]) ?? (s.items[0] as any)?.errors;
      expect(errors.map((e: any) => e.extensions?.code)).toEqual(["QUERY_TOO_COMPLEX"]);
      await s.close();
    } finally {
      await client.dispose();
    }
  });

  it(`aliases: ${DEFAULTS.maxAliases} pass, one more is TOO_MANY_ALIASES`, async () => {
    // (aliases of __typename cost nothing and are not counted)
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: task(id: "task_${i}") { id }`).join(" ")} }`;
    const ok = await post(t, JSON.stringify({ query: aliases(DEFAULTS.maxAliases) }));
    expect(ok.json?.errors).toBeUndefined();
    expect(Object.keys(ok.json!.data)).toHaveLength(DEFAULTS.maxAliases);
    const flood = await post(t, JSON.stringify({ query: aliases(DEFAULTS.maxAliases + 1) }));
    expect(codesOf(flood.json)).toEqual(["TOO_MANY_ALIASES"]);
  });

  it(`tokens: ${DEFAULTS.maxQueryTokens} pass, one more is TOO_MANY_TOKENS`, async () => {
    // `{ tasks(status: [IDLE …]) { edges { cursor } } }` is 15 tokens plus one per list item
    const ofTokens = (n: number) => `{ tasks(status: [${"IDLE ".repeat(n - 15)}]) { edges { cursor } } }`;
    const ok = await post(t, JSON.stringify({ query: ofTokens(DEFAULTS.maxQueryTokens) }));
    expect(ok.json?.errors).toBeUndefined();
    expect(ok.json?.data?.tasks).toBeDefined();
    const big = await post(t, JSON.stringify({ query: ofTokens(DEFAULTS.maxQueryTokens + 1) }));
    expect(codesOf(big.json)).toEqual(["TOO_MANY_TOKENS"]);
  });

  it(`directives: ${DEFAULTS.maxDirectives} pass, one more is TOO_MANY_DIRECTIVES`, async () => {
    const ofDirectives = (n: number) => `{ ${"__typename @include(if: true) ".repeat(n)}}`;
    expect((await post(t, JSON.stringify({ query: ofDirectives(DEFAULTS.maxDirectives) }))).json?.errors).toBeUndefined();
    const many = await post(t, JSON.stringify({ query: ofDirectives(DEFAULTS.maxDirectives + 1) }));
    expect(codesOf(many.json)).toEqual(["TOO_MANY_DIRECTIVES"]);
  });
});

describe("page size", () => {
  it("100 is the most a connection gives; 101 is BAD_USER_INPUT, not a silent cap", async () => {
    const taskId = await createTask(t);
    for (const q of [
      `{ tasks(first: %) { edges { cursor } } }`,
      `{ tasks(last: %) { edges { cursor } } }`,
      `{ events(taskId: "${taskId}", first: %) { edges { cursor } } }`,
      `{ task(id: "${taskId}") { events(last: %) { edges { cursor } } } }`,
      `{ apiKeys(first: %) { edges { cursor } } }`,
    ]) {
      expect((await post(t, JSON.stringify({ query: q.replace("%", "100") }))).json?.errors, q).toBeUndefined();
      const r = await post(t, JSON.stringify({ query: q.replace("%", "101") }));
      expect(codesOf(r.json), q).toEqual(["BAD_USER_INPUT"]);
      expect(r.json!.errors![0]!.message).toMatch(/at most 100/);
    }
  });
});

describe("HTTP body size", () => {
  const limit = SMALL.maxBodyBytes;
  const bodyOf = (size: number) => {
    const head = JSON.stringify({ query: "{ __typename }", variables: { pad: "" } });
    const pad = "x".repeat(size - head.length);
    const body = JSON.stringify({ query: "{ __typename }", variables: { pad } });
    expect(body.length).toBe(size);
    return body;
  };

  it("a body of exactly the limit is served; one byte more is 413 PAYLOAD_TOO_LARGE, before the body is read", async () => {
    const ok = await post(small, bodyOf(limit));
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ data: { __typename: "Query" } });

    const big = await post(small, bodyOf(limit + 1));
    expect(big.status).toBe(413);
    expect(big.json!.errors![0]!.extensions).toMatchObject({ code: "PAYLOAD_TOO_LARGE", limit, requestId: big.headers.get("x-request-id") });
  });

  const chunked = (chunks: string[]) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(small.url, { method: "POST", headers: { "content-type": "application/json", "x-api-key": small.adminKey } }, (res) => {
        let data = "";
        res.on("data", (c) => (data += c));
        res.on("end", () => resolve({ status: res.statusCode!, body: data }));
      });
      req.on("error", reject);
      // Several writes and no content-length: Node sends the body chunked.
      for (const c of chunks.slice(0, -1)) req.write(c);
      req.end(chunks.at(-1));
    });

  it("a streamed (chunked) body without a length within the limit is served", async () => {
    const { status, body } = await chunked([`{"query":"{ __typename }",`, `"variables":{"pad":"${"x".repeat(100)}"}}`]);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ data: { __typename: "Query" } });
  });

  it("a streamed (chunked) body without a length is cut off at the limit too", async () => {
    // 4 × 32 KiB between the query and the end
    const chunk = "x".repeat(32 * 1024);
    const { status, body } = await chunked([`{"query":"{ __typename }","variables":{"pad":"`, chunk, chunk, chunk, chunk, `"}}`]);
    expect(status).toBe(413);
    expect(JSON.parse(body).errors[0].extensions.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("a graphql-ws message over the limit closes the socket with 1009 (message too big)", async () => {
    const ws = new WebSocket(small.wsUrl, "graphql-transport-ws");
    await new Promise((r) => ws.once("open", r));
    const closed = new Promise<number>((r) => ws.once("close", (code) => r(code)));
    ws.send(JSON.stringify({ type: "connection_init", payload: { apiKey: small.adminKey, pad: "x".repeat(limit) } }));
    expect(await closed).toBe(1009);
  });
});

describe("event payloads (domain LIMITS)", () => {
  it(`a text block holds ${LIMITS.textLength} characters, not one more`, async () => {
    const taskId = await createTask(t);
    expect((await sendResult(t, taskId, [textMessage("x".repeat(LIMITS.textLength))])).errors).toBeUndefined();
    const r = await sendResult(t, taskId, [textMessage("y".repeat(LIMITS.textLength + 1))]);
    expect(codesOf(r)).toEqual(["BAD_USER_INPUT"]);
    expect(r.errors![0]!.extensions!.index).toBe(0);
    expect((await snapshot(t, taskId)).eventIds).toHaveLength(1);
  });

  it(`base64 data holds ${LIMITS.base64Length} characters, not more`, async () => {
    const taskId = await createTask(t);
    // valid base64 of the longest length allowed (a multiple of 4)
    const longest = PNG_B64.slice(0, 4) + "A".repeat(LIMITS.base64Length - 4);
    expect(longest.length % 4).toBe(0);
    expect((await sendResult(t, taskId, [{ userMessage: { content: [image(longest)] } }])).errors).toBeUndefined();
    const r = await sendResult(t, taskId, [{ userMessage: { content: [image(longest + "AAAA")] } }]);
    expect(codesOf(r)).toEqual(["BAD_USER_INPUT"]);
    expect((await snapshot(t, taskId)).eventIds).toHaveLength(1);
  }, 60_000);

  it(`a message holds ${LIMITS.contentBlocks} content blocks, not one more`, async () => {
    const taskId = await createTask(t);
    const blocks = (n: number) => ({ userMessage: { content: Array.from({ length: n }, (_, i) => text(`b${i}`)) } });
    expect((await sendResult(t, taskId, [blocks(LIMITS.contentBlocks)])).errors).toBeUndefined();
    const r = await sendResult(t, taskId, [blocks(LIMITS.contentBlocks + 1)]);
    expect(codesOf(r)).toEqual(["BAD_USER_INPUT"]);
    expect(r.errors![0]!.message).toMatch(new RegExp(`at most ${LIMITS.contentBlocks} content blocks`));
  });

  it(`a document title holds ${LIMITS.shortText} characters, not one more`, async () => {
    const taskId = await createTask(t);
    const doc = (title: string) => ({ userMessage: { content: [{ document: { title, source: { type: "TEXT", data: "notes" } } }] } });
    expect((await sendResult(t, taskId, [doc("t".repeat(LIMITS.shortText))])).errors).toBeUndefined();
    expect(codesOf(await sendResult(t, taskId, [doc("t".repeat(LIMITS.shortText + 1))]))).toEqual(["BAD_USER_INPUT"]);
  });

  it(`a JSON value in a worker event holds ${LIMITS.jsonBytes} bytes, not more`, async () => {
    const taskId = await createTask(t);
    await send(t, taskId, [textMessage("go")]);
    const claim = await t.ok<any>(`mutation($i: ClaimRunInput!) { claimRun(input: $i) { run { id } } }`, { i: { taskId } });
    const runId = claim.claimRun.run.id as string;
    const toolUse = (bytes: number) => {
      const input = { s: "" };
      input.s = "j".repeat(bytes - JSON.stringify(input).length);
      expect(JSON.stringify(input).length).toBe(bytes);
      return { workerToolUse: { name: "bash", input } };
    };
    const APPEND = `mutation($i: AppendRunEventsInput!) { appendRunEvents(input: $i) { events { __typename } } }`;
    const ok = await t.gql(APPEND, { i: { runId, events: [toolUse(LIMITS.jsonBytes)] } });
    expect(ok.errors).toBeUndefined();
    const big = await t.gql(APPEND, { i: { runId, events: [toolUse(LIMITS.jsonBytes + 1)] } });
    expect(codesOf(big)).toEqual(["BAD_USER_INPUT"]);
    expect(big.errors![0]!.extensions!.index).toBe(0);
  });

  it("a batch holds 50 events, not 51, and a refused batch writes nothing", async () => {
    const taskId = await createTask(t);
    expect((await sendResult(t, taskId, Array.from({ length: 50 }, () => textMessage()))).errors).toBeUndefined();
    const r = await sendResult(t, taskId, Array.from({ length: 51 }, () => textMessage()));
    expect(codesOf(r)).toEqual(["BAD_USER_INPUT"]);
    expect((await snapshot(t, taskId)).eventIds).toHaveLength(50);
  });
});

describe("open streams per workspace", () => {
  // The 11th stream (TOO_MANY_STREAMS with retryAfter, 429 over SSE) is tested in streams.test.ts;
  // here: the quota is per workspace, so one workspace at its limit does not starve another.
  it("a workspace at its limit does not hold back another workspace", async () => {
    const a = await t.newWorkspace("full");
    const b = await t.newWorkspace("free");
    const taskA = await createTask(t, a.key);
    const taskB = await createTask(t, b.key);
    const Q = `subscription($taskId: ID!) { taskEvents(taskId: $taskId) { __typename } }`;
    const ca = wsClient(t.wsUrl, a.key);
    const cb = wsClient(t.wsUrl, b.key);
    try {
      // Each stream holds its slot once it is open, and shows it is by replaying the task's event.
      await send(t, taskA, [textMessage()], a.key);
      const FROM = `subscription($taskId: ID!, $after: Sequence) { taskEvents(taskId: $taskId, after: $after) { __typename } }`;
      const open = Array.from({ length: DEFAULTS.streamsPerWorkspace }, () => wsSubscribe(ca, FROM, { taskId: taskA, after: "0" }));
      await Promise.all(open.map((s) => s.until((items) => items.length >= 1)));
      const refused = wsSubscribe(ca, Q, { taskId: taskA });
      await refused.until(() => refused.errors.length > 0 || refused.items.length > 0);
      const err = (refused.items[0] as any)?.errors?.[0] ?? (refused.errors[0] as any)?.[0];
      expect(err.extensions.code).toBe("TOO_MANY_STREAMS");
      // Without `after` a stream gets what commits once it is open: write until an event reaches it
      // (a wait of a fixed 300 ms missed on a busy machine, and the stream then waited for nothing).
      const other = wsSubscribe(cb, Q, { taskId: taskB });
      for (let i = 0; other.items.length === 0; i++) {
        if (i === 100) throw new Error("the other workspace's stream never got an event");
        await send(t, taskB, [textMessage()], b.key);
        await other.until((items) => items.length >= 1, 200).catch(() => {});
      }
      expect(other.errors).toEqual([]);
      for (const s of [...open, other]) await s.close();
    } finally {
      await Promise.all([ca.dispose(), cb.dispose()]);
    }
  });
});

describe("requests per key per second (token bucket)", () => {
  it("a burst passes, then RATE_LIMITED with retryAfter and HTTP 429; another key is not affected; a token comes back", async () => {
    const a = { key: await keyOf(slow) };
    const b = { key: await keyOf(slow) };
    // Drain a's bucket: burst 4 at 2/s.
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await post(slow, JSON.stringify({ query: "{ __typename }" }), { "x-api-key": a.key }));
    const limited = results.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(results.slice(0, 4).every((r) => r.status === 200)).toBe(true);
    const r = limited[0]!;
    expect(r.json!.errors![0]!.extensions).toMatchObject({ code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    const retryAfter = r.json!.errors![0]!.extensions!.retryAfter as number;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(Number(r.headers.get("retry-after"))).toBe(retryAfter);
    expect(r.headers.get("x-request-id")).toBeTruthy();
    // Another key has its own bucket.
    const other = await post(slow, JSON.stringify({ query: "{ __typename }" }), { "x-api-key": b.key });
    expect(other.status).toBe(200);
    // The refused key is served again once its wait is over.
    await new Promise((res) => setTimeout(res, retryAfter * 1000 + 100));
    const again = await post(slow, JSON.stringify({ query: "{ __typename }" }), { "x-api-key": a.key });
    expect(again.status).toBe(200);
  });

  it("graphql-ws connects and subscribes draw from the same bucket", async () => {
    const a = { key: await keyOf(glacial) };
    const taskId = await createTask(glacial, a.key); // 1 token
    const raw = await RawWs.connect(glacial.wsUrl);
    raw.send({ type: "connection_init", payload: { apiKey: a.key } }); // 1 token
    await raw.waitFor(() => raw.messages.some((m) => m.type === "connection_ack"));
    const Q = `subscription($taskId: ID!) { taskEvents(taskId: $taskId) { __typename } }`;
    for (let i = 1; i <= 6; i++) raw.send({ id: String(i), type: "subscribe", payload: { query: Q, variables: { taskId } } });
    await raw.waitFor(() => raw.messages.filter((m) => m.type === "error").length >= 2);
    const errors = raw.messages.filter((m) => m.type === "error");
    expect(errors[0].payload[0].extensions).toMatchObject({ code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    // a new connection of the same key is refused while the bucket is empty
    const second = await RawWs.connect(glacial.wsUrl);
    second.send({ type: "connection_init", payload: { apiKey: a.key } });
    await second.waitFor(() => second.close !== null);
    expect(second.close!.code).toBe(4429);
    expect(second.close!.reason).toMatch(/RATE_LIMITED/);
    raw.destroy();
    second.destroy();
    // the server goes on serving other keys
    expect((await post(glacial, JSON.stringify({ query: "{ __typename }" }), { "x-api-key": await keyOf(glacial) })).status).toBe(200);
  });

  it("a burst of concurrent requests on one key is served up to the burst, no fewer", async () => {
    // Operations sent together on one graphql-ws socket reach the limiter together (HTTP requests
    // arrive spread out by their connections): each takes a token, as the connection did.
    const fire = async (app: TestApp, n: number) => {
      const raw = await RawWs.connect(app.wsUrl);
      try {
        raw.send({ type: "connection_init", payload: { apiKey: await keyOf(app) } });
        await raw.waitFor(() => raw.messages.some((m) => m.type === "connection_ack"));
        for (let i = 1; i <= n; i++) raw.send({ id: String(i), type: "subscribe", payload: { query: "{ __typename }" } });
        const answered = () => raw.messages.filter((m) => m.type === "complete" || m.type === "error");
        await raw.waitFor(() => answered().length === n, 60_000);
        const errors = raw.messages.filter((m) => m.type === "error");
        expect(new Set(errors.map((m) => m.payload[0].extensions.code))).toEqual(new Set(errors.length ? ["RATE_LIMITED"] : []));
        return { served: raw.messages.filter((m) => m.type === "next").length, limited: errors.length };
      } finally {
        raw.destroy();
      }
    };
    // Defaults (1,000/s, burst 2,000): 150 operations at once on a fresh key are all served.
    expect(await fire(t, 150)).toEqual({ served: 150, limited: 0 });
    // A bucket of 100 that does not refill within the test: the connection took one, so 99 of 150 are served.
    expect(await fire(wide, 150)).toEqual({ served: 99, limited: 51 });
  });

  it.skipIf(!TARGET.redis)("with Redis, instances share one bucket per key", async () => {
    // Two instances (own databases, same Redis) that both know the same key.
    const key = `shared-${randomUUID()}`;
    const db2 = await isolatedDatabase();
    const [one, two] = await Promise.all([
      startTestApp({ ...GLACIAL, bootstrapApiKey: key }),
      startTestApp({ ...GLACIAL, bootstrapApiKey: key }, db2),
    ]);
    try {
      const q = JSON.stringify({ query: "{ __typename }" });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(one, q, { "x-api-key": key })).status);
      for (let i = 0; i < 3; i++) statuses.push((await post(two, q, { "x-api-key": key })).status);
      // burst 4 across both: the 5th and 6th are refused, whichever instance served the first four
      expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
      expect(statuses.slice(4)).toEqual([429, 429]);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  }, 180_000);
});

describe("graphql-ws connection", () => {
  it("a connection that never sends connection_init is closed with 4408", async () => {
    const raw = await RawWs.connect(small.wsUrl);
    await raw.waitFor(() => raw.close !== null, 5000);
    expect(raw.close!.code).toBe(4408);
    raw.destroy();
  });
});

describe("previews", () => {
  it("publishDeltas takes 100 deltas per call, not 101", async () => {
    const taskId = await createTask(t);
    const { id: runId } = await createRun(t, taskId, "RUNNING");
    const PUBLISH = `mutation($i: PublishDeltasInput!) { publishDeltas(input: $i) { eventId } }`;
    const deltas = (n: number) => Array.from({ length: n }, (_, i) => ({ index: 0, text: `${i}` }));
    expect((await t.gql(PUBLISH, { i: { runId, type: "WORKER_MESSAGE", deltas: deltas(100) } })).errors).toBeUndefined();
    const r = await t.gql(PUBLISH, { i: { runId, type: "WORKER_MESSAGE", deltas: deltas(101) } });
    expect(codesOf(r)).toEqual(["BAD_USER_INPUT"]);
    expect(r.errors![0]!.message).toMatch(/at most 100 deltas/);
  });
});
