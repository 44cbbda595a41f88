/**
 * Abuse, generated (fast-check): random and malformed sendEvents batches, huge strings in every
 * text field, deep and wide queries, alias floods, and invalid graphql-ws frames, 1,000 cases each.
 * Whatever comes in, the server answers with coded errors that show nothing of its insides,
 * never fails in an unexpected way (no INTERNAL_SERVER_ERROR), writes a batch whole or not at
 * all, and goes on serving.
 */
import WebSocket from "ws";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLEnumType, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, getNamedType, isInterfaceType, isObjectType, isUnionType, type GraphQLNamedType, type GraphQLInputType } from "graphql";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createTask } from "./helpers/events.js";
import { schema } from "../src/graphql/schema.js";
import { loadConfig } from "../src/config.js";

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** Cases run this many at a time (each run of a property is one group), to use the time the server waits on I/O. */
const PARALLEL = 8;
const DEFAULTS = loadConfig({});
/** Small, so that huge strings cost little to send and both sides of the limit are reached. */
const BODY_LIMIT = 1024 * 1024;

let t: TestApp;
let taskIds: string[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);

beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  t = await startTestApp({ maxBodyBytes: BODY_LIMIT });
  taskIds = await Promise.all(Array.from({ length: PARALLEL }, () => createTask(t, undefined, "fuzz")));
}, 180_000);
afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  await t?.stop();
});

/** Signs of insides: a stack frame, SQL, the ORM, a path on this machine. */
const LEAKS = [/\bat \S+ \(.*:\d+:\d+\)/, /\bat (file:|\/)/, /prisma/i, /\bSELECT\b/, /\/work\//, /node_modules/];

/** The same checks for every answer, on every transport. */
function checkErrors(errors: unknown, label: string) {
  if (errors === undefined) return [];
  expect(Array.isArray(errors), label).toBe(true);
  const codes: string[] = [];
  for (const e of errors as Array<{ message?: unknown; extensions?: { code?: unknown } }>) {
    expect(typeof e.message, label).toBe("string");
    expect(typeof e.extensions?.code, `${label}: ${JSON.stringify(e)}`).toBe("string");
    expect(e.extensions!.code, `${label}: ${JSON.stringify(e)}`).not.toBe("INTERNAL_SERVER_ERROR");
    for (const leak of LEAKS) expect(e.message as string, label).not.toMatch(leak);
    codes.push(e.extensions!.code as string);
  }
  return codes;
}

async function post(body: string) {
  const res = await fetch(t.url, { method: "POST", headers: { "content-type": "application/json", "x-api-key": t.adminKey }, body });
  const text = await res.text();
  const label = `${res.status} ${text.slice(0, 400)} ← ${body.slice(0, 300)}`;
  expect([200, 400, 401, 403, 413], label).toContain(res.status);
  for (const leak of LEAKS) expect(text, label).not.toMatch(leak);
  const json = JSON.parse(text) as { data?: any; errors?: any[] };
  const codes = checkErrors(json.errors, label);
  return { status: res.status, json, codes, label };
}

/** Checks RUNS generated cases, PARALLEL at a time; a failure shrinks to the smallest group that fails. */
function checkAll<T>(arb: fc.Arbitrary<T>, check: (c: T, slot: number) => Promise<void>) {
  return fc.assert(
    fc.asyncProperty(fc.array(arb, { minLength: PARALLEL, maxLength: PARALLEL }), async (cases) => {
      await Promise.all(cases.map((c, slot) => check(c, slot)));
    }),
    { numRuns: Math.ceil(RUNS / PARALLEL) },
  );
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** Strings of every sort: plain, any code unit (unpaired surrogates too), the awkward ones, and long. */
const str = fc.oneof(
  { weight: 8, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom("\u0000", "\ud800", "\udfff", "\u2028", "\\", '"', "é", "😀"), maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "null", "undefined", "0", "-1", "NaN", "event_01ZZZZZZZZZZZZZZZZZZZZZZZZ", "task_x", "{}", "[]") },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 3000 }).map((n) => "s".repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom(100_000, 100_001).map((n) => "t".repeat(n)) },
);
const base64 = fc.oneof(fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString("base64")), fc.constant(PNG), str);
const source = fc.record(
  {
    type: fc.oneof(fc.constantFrom("BASE64", "TEXT", "URL", "FILE"), str),
    mediaType: fc.oneof(fc.constantFrom("image/png", "application/pdf", "text/plain", "image/", "png"), str),
    data: base64,
    url: str,
    fileId: str,
  },
  { requiredKeys: ["type"] },
);
const block = fc.oneof(
  { weight: 4, arbitrary: fc.record({ text: fc.record({ text: str }) }) },
  { weight: 2, arbitrary: fc.record({ image: fc.record({ source }) }) },
  { weight: 2, arbitrary: fc.record({ document: fc.record({ source, title: fc.option(str) }, { requiredKeys: ["source"] }) }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("text", "image", "document", "video"), fc.jsonValue(), { maxKeys: 3 }) },
);
const content = fc.oneof(
  { weight: 20, arbitrary: fc.array(block, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.record({ text: fc.record({ text: fc.constant("b") }) }), { minLength: 199, maxLength: 201 }) },
);
const id = fc.oneof(str, fc.constantFrom("event_01ZZZZZZZZZZZZZZZZZZZZZZZZ", "run_01ZZZZZZZZZZZZZZZZZZZZZZZZ"));
const int = fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.constantFrom(0, 2147483647, -2147483648), fc.double());

const eventInput = fc.oneof(
  { weight: 6, arbitrary: fc.record({ userMessage: fc.record({ content }) }) },
  { weight: 2, arbitrary: fc.record({ userInterrupt: fc.record({ reason: str }, { requiredKeys: [] }) }) },
  { weight: 2, arbitrary: fc.record({ userApproval: fc.record({ toolUseId: id, result: fc.oneof(fc.constantFrom("ALLOW", "DENY"), str), denyMessage: fc.option(str) }, { requiredKeys: ["toolUseId", "result"] }) }) },
  { weight: 1, arbitrary: fc.record({ userCustomToolResult: fc.record({ customToolUseId: id, content, isError: fc.boolean() }, { requiredKeys: ["customToolUseId", "content"] }) }) },
  { weight: 1, arbitrary: fc.record({ userToolResult: fc.record({ toolUseId: id, content, isError: fc.boolean() }, { requiredKeys: ["toolUseId", "content"] }) }) },
  { weight: 2, arbitrary: fc.record({ userDefineOutcome: fc.record({ description: str, rubric: str, doneMeans: str, maxIterations: int }, { requiredKeys: ["description"] }) }) },
  { weight: 1, arbitrary: fc.record({ userAccept: fc.record({ comment: str }, { requiredKeys: [] }) }) },
  { weight: 1, arbitrary: fc.record({ userSendBack: fc.record({ reason: str }) }) },
  { weight: 2, arbitrary: fc.record({ systemMessage: fc.record({ content: fc.array(fc.record({ text: str }), { maxLength: 4 }) }) }) },
  // malformed: no member, two members, wrong types, anything at all
  { weight: 1, arbitrary: fc.constantFrom({}, { userMessage: {} }, { userMessage: null }) },
  { weight: 1, arbitrary: fc.record({ userMessage: fc.record({ content }), userInterrupt: fc.record({ reason: str }) }) },
  { weight: 1, arbitrary: fc.record({ userMessage: fc.jsonValue({ maxDepth: 3 }) }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const batch = fc.record(
  {
    events: fc.oneof(
      { weight: 20, arbitrary: fc.array(eventInput, { minLength: 1, maxLength: 4 }) },
      { weight: 2, arbitrary: fc.array(eventInput, { maxLength: 55 }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    ),
    idempotencyKey: fc.option(str),
    taskChoice: fc.oneof({ weight: 9, arbitrary: fc.constant("own") }, { weight: 1, arbitrary: str }),
  },
  { requiredKeys: ["events", "taskChoice"] },
);

// ---------------------------------------------------------------------------------------------

const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { replayed events { ... on TaskEvent { id } } } }`;

describe("fuzz", () => {
  it(`sendEvents: ${RUNS} random and malformed batches; all or nothing, coded errors, no internals`, async () => {
    const prisma = t.app.services().db.prisma;
    let accepted = 0;
    // each slot writes to its own task, so the number of events there changes only by its own batches
    const counts = await Promise.all(taskIds.map((id) => prisma.event.count({ where: { taskId: id } })));
    await checkAll(batch, async ({ events, idempotencyKey, taskChoice }, slot) => {
      const ours = taskChoice === "own";
      const taskId = ours ? taskIds[slot]! : taskChoice;
      const input: Record<string, unknown> = { taskId, events };
      if (idempotencyKey != null) input.idempotencyKey = idempotencyKey;
      const r = await post(JSON.stringify({ query: SEND, variables: { input } }));
      if (!ours) {
        expect(r.json.errors?.length, `a made-up task id: ${r.label}`).toBeGreaterThan(0);
        return;
      }
      const before = counts[slot]!;
      const after = (counts[slot] = await prisma.event.count({ where: { taskId } }));
      if (r.json.errors?.length) {
        expect(after, `nothing written on ${r.label}`).toBe(before);
        expect(r.json.data?.sendEvents ?? null).toBeNull();
        // a batch may have closed the task (user.accept): the next batch of this slot gets a new one
        if (r.codes.includes("INVALID_STATE")) {
          taskIds[slot] = await createTask(t, undefined, "fuzz");
          counts[slot] = await prisma.event.count({ where: { taskId: taskIds[slot] } });
        }
      } else {
        accepted++;
        const written = r.json.data.sendEvents.events as Array<{ id: string }>;
        expect(written).toHaveLength((events as unknown[]).length);
        if (r.json.data.sendEvents.replayed) expect(after).toBe(before);
        else expect(after - before, r.label).toBeGreaterThanOrEqual(written.length);
        const stored = await prisma.event.count({ where: { taskId, id: { in: written.map((e) => e.id) } } });
        expect(stored).toBe(new Set(written.map((e) => e.id)).size);
      }
    });
    // the generators reach past validation too
    expect(accepted).toBeGreaterThan(RUNS / 50);
  }, 300_000);

  it(`huge strings: ${RUNS} cases in every text field, up to twice the body limit`, async () => {
    const FIELDS: Array<(s: string) => { query: string; variables: Record<string, unknown> }> = [
      (s) => ({ query: `mutation($v: String) { createTask(input: { title: $v }) { task { id } } }`, variables: { v: s } }),
      (s) => ({ query: `mutation($v: JSON) { createTask(input: { metadata: $v }) { task { id } } }`, variables: { v: { note: s } } }),
      (s) => ({ query: `mutation($v: JSON) { createTask(input: { metadata: $v }) { task { id } } }`, variables: { v: { [s]: 1 } } }),
      (s) => ({ query: SEND, variables: { input: { taskId: taskIds[0], events: [{ userMessage: { content: [{ text: { text: s } }] } }] } } }),
      (s) => ({ query: SEND, variables: { input: { taskId: taskIds[0], idempotencyKey: s, events: [{ userInterrupt: { reason: "x" } }] } } }),
      (s) => ({ query: SEND, variables: { input: { taskId: taskIds[0], events: [{ userInterrupt: { reason: s } }] } } }),
      (s) => ({ query: SEND, variables: { input: { taskId: s, events: [{ userInterrupt: {} }] } } }),
      (s) => ({ query: SEND, variables: { input: { taskId: taskIds[0], events: [{ userApproval: { toolUseId: s, result: "DENY", denyMessage: s } }] } } }),
      (s) => ({
        query: SEND,
        variables: { input: { taskId: taskIds[0], events: [{ userMessage: { content: [{ document: { title: s, source: { type: "TEXT", mediaType: s, data: s } } }] } }] } },
      }),
      (s) => ({ query: `mutation($v: String!) { createWorkspace(input: { name: $v }) { apiKey } }`, variables: { v: s } }),
      (s) => ({ query: `mutation($v: String!) { createApiKey(input: { name: $v, scopes: [CLIENT] }) { key } }`, variables: { v: s } }),
      (s) => ({ query: `query($v: ID!) { node(id: $v) { id } }`, variables: { v: s } }),
      (s) => ({ query: `query($v: String) { tasks(after: $v) { edges { cursor } } }`, variables: { v: s } }),
      (s) => ({ query: `query($v: ID!, $c: String) { events(taskId: $v, after: $c) { edges { cursor } } }`, variables: { v: taskIds[1], c: s } }),
      (s) => ({ query: `{ task(id: ${JSON.stringify(s)}) { id } }`, variables: {} }),
    ];
    const huge = fc.record({
      field: fc.nat(FIELDS.length - 1),
      // mostly below the limit, where the domain's own limits answer; some above it
      exponent: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 17 }) }, { weight: 1, arbitrary: fc.integer({ min: 18, max: 21 }) }),
      jitter: fc.integer({ min: -3, max: 3 }),
      char: fc.constantFrom("x", "é", "😀", " ", "\u0000", "\ud800", "\\", '"'),
    });
    await checkAll(huge, async ({ field, exponent, jitter, char }) => {
        // about 2^exponent bytes once in JSON, whatever the character costs there
        const bytesPerChar = Buffer.byteLength(JSON.stringify(char)) - 2;
        const n = Math.max(0, Math.floor(2 ** exponent / bytesPerChar) + jitter);
        const { query, variables } = FIELDS[field]!(char.repeat(n));
        const body = JSON.stringify({ query, variables });
        const r = await post(body);
        if (Buffer.byteLength(body) > BODY_LIMIT) {
          expect(r.status, r.label).toBe(413);
          expect(r.codes).toEqual(["PAYLOAD_TOO_LARGE"]);
        } else {
          expect(r.status, r.label).not.toBe(413);
        }
        if (char === "\u0000" && n > 0 && r.status !== 413) expect(r.codes.length, r.label).toBeGreaterThan(0);
    });
  }, 300_000);

  it(`deep and wide queries: ${RUNS} generated from the schema; the depth limit holds exactly`, async () => {
    const queryRoot = schema.getQueryType()!;
    /** Fields left to place in the query being built: wide and deep, but not exponentially large. */
    let budget = 0;
    /** A random selection set for a type, with its depth. */
    const selection = (type: GraphQLNamedType, depthLeft: number, rnd: () => number, width: number): { text: string; depth: number } => {
      if (isUnionType(type) || isInterfaceType(type)) {
        const members = schema.getPossibleTypes(type);
        const picks = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => members[Math.floor(rnd() * members.length)]!);
        const parts = picks.map((m) => {
          const inner = selection(m, depthLeft, rnd, width);
          return { text: `... on ${m.name} ${inner.text}`, depth: inner.depth };
        });
        return { text: `{ __typename ${parts.map((p) => p.text).join(" ")} }`, depth: Math.max(1, ...parts.map((p) => p.depth)) };
      }
      if (!isObjectType(type)) return { text: "", depth: 0 };
      const fields = Object.values(type.getFields());
      const chosen = Array.from({ length: 1 + Math.floor(rnd() * width) }, () => fields[Math.floor(rnd() * fields.length)]!);
      let depth = 1;
      const parts = chosen.map((f, i) => {
        const args = f.args.filter((a) => a.type instanceof GraphQLNonNull).map((a) => `${a.name}: ${literal(a.type, rnd)}`);
        if (rnd() < 0.3) {
          const first = f.args.find((a) => a.name === "first");
          if (first) args.push(`first: ${Math.floor(rnd() * 120)}`);
        }
        const named = getNamedType(f.type);
        const alias = rnd() < 0.1 ? `a${i}: ` : "";
        const head = `${alias}${f.name}${args.length ? `(${args.join(", ")})` : ""}`;
        budget--;
        if (isObjectType(named) || isInterfaceType(named) || isUnionType(named)) {
          if (depthLeft <= 1 || budget <= 0) return `${alias}__typename`;
          const inner = selection(named, depthLeft - 1, rnd, width);
          depth = Math.max(depth, 1 + inner.depth);
          return `${head} ${inner.text}`;
        }
        return head;
      });
      if (rnd() < 0.05) parts.push("notAField");
      return { text: `{ ${parts.join(" ")} }`, depth };
    };
    const literal = (type: GraphQLInputType, rnd: () => number): string => {
      if (type instanceof GraphQLNonNull) return literal(type.ofType, rnd);
      if (type instanceof GraphQLList) return `[${literal(type.ofType, rnd)}]`;
      if (type instanceof GraphQLEnumType) return type.getValues()[0]!.name;
      if (type instanceof GraphQLInputObjectType) return "{}";
      return rnd() < 0.5 ? `"task_01ZZZZZZZZZZZZZZZZZZZZZZZZ"` : `"${Math.floor(rnd() * 1e6)}"`;
    };
    const shape = fc.record({ seed: fc.integer(), depth: fc.integer({ min: 1, max: 40 }), width: fc.integer({ min: 1, max: 12 }) });
    await checkAll(shape, async ({ seed, depth, width }) => {
        // a small deterministic generator (mulberry32), seeded by fast-check so that failures replay
        let state = seed >>> 0;
        const rnd = () => {
          state = (state + 0x6d2b79f5) >>> 0;
          let x = Math.imul(state ^ (state >>> 15), 1 | state);
          x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
          return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
        };
        budget = 400;
        const sel = selection(queryRoot, depth, rnd, width);
        const r = await post(JSON.stringify({ query: `query ${sel.text}` }));
        const tooDeep = r.codes.includes("QUERY_TOO_DEEP");
        const blockedEarlier = r.codes.includes("TOO_MANY_TOKENS") || r.codes.includes("GRAPHQL_PARSE_FAILED");
        if (!blockedEarlier) expect(tooDeep, `depth ${sel.depth}: ${r.label}`).toBe(sel.depth > DEFAULTS.maxQueryDepth);
        for (const code of r.codes) {
          expect(
            ["QUERY_TOO_DEEP", "QUERY_TOO_COMPLEX", "TOO_MANY_ALIASES", "TOO_MANY_TOKENS", "GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED", "BAD_USER_INPUT", "NOT_FOUND", "INVALID_CURSOR", "CURSOR_AHEAD", "CURSOR_EXPIRED"],
            r.label,
          ).toContain(code);
        }
    });
  }, 300_000);

  it(`alias floods: ${RUNS} cases; more than ${DEFAULTS.maxAliases} aliases never run`, async () => {
    // fields whose look-ups are batched (or need none), so that the floods that do run stay cheap
    const FIELDS = [`node(id: "x") { id }`, `node(id: "run_01ZZZZZZZZZZZZZZZZZZZZZZZZ") { id }`, `node(id: "task_01ZZZZZZZZZZZZZZZZZZZZZZZZ") { id }`];
    const flood = fc.record({
      n: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 1500 })),
      field: fc.nat(FIELDS.length - 1),
      viaFragment: fc.boolean(),
      spreads: fc.integer({ min: 1, max: 5 }),
    });
    let executed = 0;
    await checkAll(flood, async ({ n, field, viaFragment, spreads }) => {
        const aliased = Array.from({ length: n }, (_, i) => `a${i}: ${FIELDS[field]}`).join(" ");
        // the same aliases counted again for each spread of a fragment
        const query = viaFragment ? `query { ${"...F ".repeat(spreads)}} fragment F on Query { __typename ${aliased} }` : `query { __typename ${aliased} }`;
        const total = viaFragment ? n * spreads : n;
        const r = await post(JSON.stringify({ query }));
        const refused = r.codes.includes("TOO_MANY_ALIASES") || r.codes.includes("TOO_MANY_TOKENS");
        expect(refused, `${total} aliases: ${r.label}`).toBe(total > DEFAULTS.maxAliases);
        if (refused) expect(r.json.data ?? null).toBeNull();
        else executed++;
    });
    expect(executed).toBeGreaterThan(0);
  }, 300_000);

  it(`graphql-ws: ${RUNS} connections sending invalid frames; closed with protocol codes, never an internal error`, async () => {
    const ALLOWED_CLOSE = new Set([1000, 1005, 1006, 1009, 4400, 4401, 4403, 4406, 4408, 4409, 4429]);
    const message = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            type: fc.oneof(fc.constantFrom("connection_init", "subscribe", "complete", "ping", "pong", "next", "error", "connection_ack"), fc.string()),
            id: fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)),
            payload: fc.oneof(
              fc.jsonValue(),
              fc.record({ query: fc.oneof(fc.string(), fc.constantFrom("{ __typename }", "subscription { workspaceEvents { __typename } }", "{ tasks(", "{ nope }")), variables: fc.jsonValue() }, { requiredKeys: [] }),
            ),
          },
          { requiredKeys: ["type"] },
        )
        .map((v) => JSON.stringify(v)),
      fc.uint8Array({ maxLength: 32 }).map((b) => Buffer.from(b)),
    );
    const connection = fc.record({ init: fc.constantFrom("valid", "invalid-key", "none", "no-payload"), frames: fc.array(message, { minLength: 1, maxLength: 3 }) });
    let internal = 0;
    await checkAll(connection, async ({ init, frames }) => {
        const ws = new WebSocket(t.wsUrl, "graphql-transport-ws");
        const received: any[] = [];
        let closed: { code: number; reason: string } | null = null;
        ws.on("message", (m) => received.push(m.toString()));
        const whenClosed = new Promise<void>((resolve) =>
          ws.once("close", (code, reason) => {
            closed = { code, reason: reason.toString() };
            resolve();
          }),
        );
        ws.on("error", () => {});
        await new Promise((r) => ws.once("open", r));
        if (init === "valid") ws.send(JSON.stringify({ type: "connection_init", payload: { apiKey: t.adminKey } }));
        if (init === "invalid-key") ws.send(JSON.stringify({ type: "connection_init", payload: { apiKey: "atk_nope" } }));
        if (init === "no-payload") ws.send(JSON.stringify({ type: "connection_init" }));
        for (const f of frames) if (ws.readyState === WebSocket.OPEN) ws.send(f);
        // answers come back within a moment: wait for a close, or a short quiet spell
        await Promise.race([whenClosed, new Promise((r) => setTimeout(r, 40))]);
        if (ws.readyState === WebSocket.OPEN) ws.close(1000);
        await whenClosed;
        const c = closed as { code: number; reason: string } | null;
        if (c && c.code === 4500) internal++;
        expect(ALLOWED_CLOSE, JSON.stringify({ closed: c, frames: frames.map(String), received })).toContain(c!.code);
        for (const leak of LEAKS) expect(c!.reason).not.toMatch(leak);
        for (const raw of received) {
          const m = JSON.parse(raw);
          expect(["connection_ack", "next", "error", "complete", "pong", "ping"], raw).toContain(m.type);
          if (m.type === "error") checkErrors(m.payload, raw);
          if (m.type === "next") checkErrors(m.payload.errors, raw);
        }
    });
    expect(internal).toBe(0);
  }, 300_000);

  it("and afterwards the server still answers, with nothing left unhandled", async () => {
    const health = await fetch(`${t.origin}/health`);
    expect(health.status).toBe(200);
    expect(await t.ok("{ __typename }")).toEqual({ __typename: "Query" });
    expect(unhandled).toEqual([]);
  });
});
