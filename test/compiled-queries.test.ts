/**
 * Queries that come back run compiled (graphql-jit): after COMPILE_AFTER_RUNS runs of one document,
 * its answers, errors included, are what graphql-js answered; so do mutations (a worker's
 * publishDeltas, a client's sendEvents), where variables that break `@oneOf`'s rule still run on
 * graphql-js. Documents too large to compile, with more than one operation, and subscriptions never are.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, type GraphQLInputObjectType, type OperationDefinitionNode } from "graphql";
import { schema } from "../src/graphql/schema.js";
import { COMPILE_AFTER_RUNS, MAX_COMPILED_BRANCHES, compiledBranches, jitTakes, variablesCheck } from "../src/server/plugins/compiled-queries.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createRun, createTask, createThread, image, queryOfDepth, send, textMessage, writeEvents } from "./helpers/events.js";

const TOKEN = "metrics-token-compiled-0123456789";

const PAGE = `query Page($taskId: ID!, $first: Int, $withRun: Boolean!) {
  events(taskId: $taskId, first: $first) {
    edges {
      cursor
      node {
        __typename
        ...Common
        ... on UserMessageEvent { content { __typename ... on TextBlock { text } ... on ImageBlock { source { type mediaType } } } }
        ... on WorkerThinkingEvent { thread { id workerName } }
      }
    }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
  task(id: $taskId) { id title status }
}
fragment Common on TaskEvent { id sequence type taskId processedAt createdAt run @include(if: $withRun) { id status } }`;

describe("which documents compile (no I/O)", () => {
  const cases: { name: string; doc: string; operation?: string; compiles: boolean }[] = [
    { name: "a page of events with content, thread, run and the task", doc: PAGE, compiles: true },
    { name: "a field of one object type", doc: "{ __typename }", compiles: true },
    { name: "nesting through the event union 3 times (each level × every event type)", doc: queryOfDepth(11), compiles: false },
    { name: "the depth limit's own deepest query", doc: queryOfDepth(15), compiles: false },
    { name: "a mutation without variables (its literals are validated before it runs)", doc: `mutation { createTask(input: { title: "x" }) { task { id } } }`, compiles: true },
    { name: "a worker's previews", doc: `mutation($i: PublishDeltasInput!) { publishDeltas(input: $i) { eventId } }`, compiles: true },
    // Its variables are checked against @oneOf's rule before each compiled run (see below).
    { name: "a mutation whose variable holds a @oneOf input (EventInput inside)", doc: `mutation($i: SendEventsInput!) { sendEvents(input: $i) { events { __typename } } }`, compiles: true },
    { name: "a subscription", doc: `subscription { taskEvents(taskId: "t") { __typename } }`, compiles: false },
    { name: "two operations in one document", doc: "query A { __typename } query B { __typename }", operation: "A", compiles: false },
  ];
  it.each(cases)("$name: compiles $compiles", ({ doc, operation, compiles }) => {
    const n = compiledBranches(schema, parse(doc), operation ?? null, MAX_COMPILED_BRANCHES);
    expect(n <= MAX_COMPILED_BRANCHES).toBe(compiles);
  });
});

describe("variables graphql-jit judges as graphql-js does, checked before a compiled run (no I/O)", () => {
  const doc = parse(`mutation($i: SendEventsInput!, $e: EventInput, $n: Int) { sendEvents(input: $i) { replayed } }`);
  const check = variablesCheck(schema, doc.definitions[0] as OperationDefinitionNode)!;
  const msg = (content: unknown) => ({ userMessage: { content } });
  const text = { text: { text: "a" } };
  const cases: { name: string; variables: unknown; keeps: boolean }[] = [
    { name: "one message", variables: { i: { taskId: "t", events: [msg([text])] } }, keeps: true },
    { name: "no events variable at all", variables: { i: { taskId: "t" } }, keeps: true },
    { name: "an event of no kind", variables: { i: { taskId: "t", events: [{}] } }, keeps: false },
    { name: "an event of two kinds", variables: { i: { taskId: "t", events: [{ ...msg([text]), userInterrupt: { reason: "stop" } }] } }, keeps: false },
    { name: "an event whose kind is null", variables: { i: { taskId: "t", events: [{ userMessage: null }] } }, keeps: false },
    { name: "an event of a kind EventInput does not have", variables: { i: { taskId: "t", events: [{ userLetter: {} }] } }, keeps: false },
    { name: "an empty list for the input (graphql-jit takes it as {})", variables: { i: [] }, keeps: false },
    { name: "a content block of no kind, deep inside", variables: { i: { taskId: "t", events: [msg([text, {}])] } }, keeps: false },
    { name: "one event, not in a list (coercion lists it)", variables: { i: { taskId: "t", events: msg(text) } }, keeps: true },
    { name: "a list given for an event", variables: { i: { taskId: "t", events: [[msg([text])]] } }, keeps: false },
    { name: "the other variable, of no kind", variables: { i: { taskId: "t", events: [] }, e: {} }, keeps: false },
    { name: "the other variable null", variables: { i: { taskId: "t", events: [] }, e: null }, keeps: true },
    { name: "a field the input does not have (coercion refuses it)", variables: { i: { taskId: "t", events: [], bogus: [{}] } }, keeps: true },
    { name: "no variables", variables: undefined, keeps: true },
  ];
  it.each(cases)("$name: keeps $keeps", ({ variables, keeps }) => {
    expect(check(variables)).toBe(keeps);
  });
  it("an operation without input objects in its variables needs no check; one with them has [] refused", () => {
    const plain = parse(`query($id: ID!, $first: Int) { events(taskId: $id, first: $first) { edges { cursor } } }`);
    expect(variablesCheck(schema, plain.definitions[0] as OperationDefinitionNode)).toBeNull();
    const deltas = parse(`mutation($i: PublishDeltasInput!) { publishDeltas(input: $i) { eventId } }`);
    const checkDeltas = variablesCheck(schema, deltas.definitions[0] as OperationDefinitionNode)!;
    expect(checkDeltas({ i: { runId: "r", type: "WORKER_MESSAGE", deltas: [{ index: 0, text: "a" }] } })).toBe(true);
    expect(checkDeltas({ i: [] })).toBe(false);
    expect(jitTakes(schema.getType("EventInput") as GraphQLInputObjectType, { userMessage: { content: [] } })).toBe(true);
  });
});

let t: TestApp;
let taskId: string;
beforeAll(async () => {
  t = await startTestApp({ metrics: { token: TOKEN, port: undefined } });
  taskId = await createTask(t);
  await send(t, taskId, [textMessage("one", "two"), { userMessage: { content: [image()] } }]);
  const run = await createRun(t, taskId, "FINISHED");
  const thread = await createThread(t, taskId, "helper");
  await writeEvents(t, taskId, [
    { type: "worker.thinking", runId: run.id, threadId: thread.id },
    { type: "worker.thinking", runId: run.id, threadId: null },
  ]);
}, 120_000);
afterAll(() => t?.stop());

async function compiledSoFar(): Promise<number> {
  const res = await fetch(`${t.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const line = (await res.text()).split("\n").find((l) => l.startsWith("atg_graphql_compiled_documents_total "));
  return Number(line?.split(" ")[1]);
}

/** An answer without what differs per request (the request id of an error). */
function comparable(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value) => (key === "requestId" ? undefined : value));
}

describe("over HTTP", () => {
  it(`a query run ${COMPILE_AFTER_RUNS} times is compiled once, and answers as graphql-js did, errors included`, async () => {
    const before = await compiledSoFar();
    const variants = [
      { taskId, first: 10, withRun: true },
      { taskId, first: 2, withRun: false },
      { taskId: "task_01ZZZZZZZZZZZZZZZZZZZZZZZZ", first: 10, withRun: true }, // NOT_FOUND
      { taskId, first: 101, withRun: true }, // BAD_USER_INPUT
      { taskId, first: "ten", withRun: true }, // BAD_USER_INPUT, refused by the variables' coercion
    ];
    const first: unknown[] = [];
    for (let i = 0; i < COMPILE_AFTER_RUNS + 2 * variants.length; i++) {
      const v = i % variants.length;
      const answer = comparable(await t.gql(PAGE, variants[v]));
      if (i < variants.length) first.push(answer);
      else expect(answer, `run ${i + 1}, variables ${JSON.stringify(variants[v])}`).toEqual(first[v]);
    }
    // What graphql-js answered first is what the test expects.
    const page = first[0] as { data: { events: { edges: { node: { __typename: string; run?: unknown } }[] }; task: { id: string } } };
    expect(page.data.task.id).toBe(taskId);
    expect(page.data.events.edges.map((e) => e.node.__typename)).toEqual(
      expect.arrayContaining(["UserMessageEvent", "WorkerThinkingEvent"]),
    );
    expect(page.data.events.edges.every((e) => "run" in e.node)).toBe(true);
    expect((first[1] as { data: { events: { edges: { node: object }[] } } }).data.events.edges.every((e) => !("run" in e.node))).toBe(true);
    expect((first[2] as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("NOT_FOUND");
    expect((first[3] as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("BAD_USER_INPUT");
    expect((first[4] as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("BAD_USER_INPUT");
    expect(await compiledSoFar()).toBe(before + 1);
  });

  it(`a worker's publishDeltas run ${COMPILE_AFTER_RUNS} times is compiled once, and answers as graphql-js did, refusals included`, async () => {
    const before = await compiledSoFar();
    const live = (await createRun(t, taskId, "RUNNING")).id;
    const over = (await createRun(t, taskId, "FINISHED")).id;
    const PUBLISH = `mutation Publish($i: PublishDeltasInput!) { publishDeltas(input: $i) { eventId } }`;
    const reserved = (await t.gql(PUBLISH, { i: { runId: live, type: "WORKER_MESSAGE", deltas: [] } })) as { data: { publishDeltas: { eventId: string } } };
    const eventId = reserved.data.publishDeltas.eventId;
    const variants: { i: unknown; code?: string }[] = [
      { i: { runId: live, type: "WORKER_MESSAGE", eventId, deltas: [{ index: 0, text: "a" }, { index: 1, text: "b" }] } },
      { i: { runId: "run_01ZZZZZZZZZZZZZZZZZZZZZZZZ", type: "WORKER_MESSAGE", eventId, deltas: [] }, code: "NOT_FOUND" },
      { i: { runId: over, type: "WORKER_MESSAGE", eventId, deltas: [] }, code: "INVALID_STATE" },
      { i: { runId: live, type: "USER_MESSAGE", eventId, deltas: [] }, code: "BAD_USER_INPUT" },
      { i: { runId: live, type: "WORKER_MESSAGE", eventId, deltas: [{ index: -1, text: "a" }] }, code: "BAD_USER_INPUT" },
      // Refused by the variables' coercion, before any resolver runs.
      { i: { runId: live, type: "WORKER_MESSAGE", eventId, deltas: [{ index: "x", text: "a" }] }, code: "BAD_USER_INPUT" },
      { i: { runId: live, type: "NOT_A_TYPE", eventId, deltas: [] }, code: "BAD_USER_INPUT" },
      { i: { type: "WORKER_MESSAGE", deltas: [] }, code: "BAD_USER_INPUT" },
      { i: [], code: "BAD_USER_INPUT" },
    ];
    const first: unknown[] = [];
    for (let i = 0; i < COMPILE_AFTER_RUNS + 2 * variants.length; i++) {
      const v = i % variants.length;
      const answer = comparable(await t.gql(PUBLISH, { i: variants[v]!.i }));
      if (i < variants.length) first.push(answer);
      else expect(answer, `run ${i + 1}, variables ${JSON.stringify(variants[v])}`).toEqual(first[v]);
    }
    // What graphql-js answered first is what the test expects.
    expect(first[0]).toEqual({ data: { publishDeltas: { eventId } } });
    for (const [v, { code }] of variants.entries()) {
      if (!code) continue;
      const answer = first[v] as { data?: unknown; errors: { extensions: { code: string } }[] };
      expect(answer.errors[0]!.extensions.code, JSON.stringify(variants[v])).toBe(code);
    }
    expect(await compiledSoFar()).toBe(before + 1);
  });

  it(`a sendEvents run ${COMPILE_AFTER_RUNS} times is compiled once; variables that break @oneOf still run on graphql-js and are refused as before`, async () => {
    const before = await compiledSoFar();
    const SEND = `mutation Send($i: SendEventsInput!) { sendEvents(input: $i) { events { __typename } } }`;
    const target = await createTask(t);
    const text = (s: string) => ({ text: { text: s } });
    const variants: { events: unknown; code?: string }[] = [
      { events: [textMessage("hello")] },
      { events: [{}], code: "BAD_USER_INPUT" },
      { events: [{ userMessage: { content: [text("a")] }, userInterrupt: { reason: "stop" } }], code: "BAD_USER_INPUT" },
      { events: [{ userMessage: null }], code: "BAD_USER_INPUT" },
      { events: [{ userMessage: { content: [{}] } }], code: "BAD_USER_INPUT" },
      { events: [{ userMessage: { content: [{ text: { text: "a" }, image: { url: "https://example.com/x.png" } }] } }], code: "BAD_USER_INPUT" },
      { events: { userMessage: { content: text("one, not in a list") } } },
      { events: "not an event", code: "BAD_USER_INPUT" },
      // graphql-jit alone would take the list as an interrupt without a reason.
      { events: [{ userInterrupt: [] }], code: "BAD_USER_INPUT" },
    ];
    const first: unknown[] = [];
    for (let i = 0; i < COMPILE_AFTER_RUNS + 2 * variants.length; i++) {
      const v = i % variants.length;
      const answer = comparable(await t.gql(SEND, { i: { taskId: target, events: variants[v]!.events } }));
      if (i < variants.length) first.push(answer);
      else expect(answer, `run ${i + 1}, events ${JSON.stringify(variants[v]!.events)}`).toEqual(first[v]);
    }
    // What graphql-js answered first is what the test expects.
    for (const [v, { code, events }] of variants.entries()) {
      const answer = first[v] as { data?: { sendEvents: { events: { __typename: string }[] } }; errors?: { extensions: { code: string } }[] };
      if (code) expect(answer.errors?.[0]?.extensions.code, JSON.stringify(events)).toBe(code);
      else expect(answer.data?.sendEvents.events.map((e) => e.__typename), JSON.stringify(events)).toEqual(["UserMessageEvent"]);
    }
    expect(await compiledSoFar()).toBe(before + 1);
  });

  it("a document of two operations runs each one it is asked for, and is never compiled", async () => {
    const before = await compiledSoFar();
    const doc = `query Title($id: ID!) { task(id: $id) { title } } query Status($id: ID!) { task(id: $id) { status } }`;
    for (let i = 0; i < COMPILE_AFTER_RUNS + 4; i++) {
      const operationName = i % 2 ? "Status" : "Title";
      const res = await fetch(t.url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": t.adminKey },
        body: JSON.stringify({ query: doc, variables: { id: taskId }, operationName }),
      });
      const body = (await res.json()) as { data: { task: Record<string, string> } };
      expect(Object.keys(body.data.task), `run ${i + 1}`).toEqual([operationName === "Title" ? "title" : "status"]);
    }
    expect(await compiledSoFar()).toBe(before);
  });
});
