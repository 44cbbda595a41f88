/**
 * Queries that come back run compiled (graphql-jit): after COMPILE_AFTER_RUNS runs of one document,
 * its answers, errors included, are what graphql-js answered; documents too large to compile, with
 * more than one operation, or not queries never are.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import { schema } from "../src/graphql/schema.js";
import { COMPILE_AFTER_RUNS, MAX_COMPILED_BRANCHES, compiledBranches } from "../src/server/plugins/compiled-queries.js";
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
    // graphql-jit's variable coercion does not know @oneOf: a mutation's EventInput `{}` would pass.
    { name: "a mutation", doc: `mutation { createTask(input: { title: "x" }) { task { id } } }`, compiles: false },
    { name: "a subscription", doc: `subscription { taskEvents(taskId: "t") { __typename } }`, compiles: false },
    { name: "two operations in one document", doc: "query A { __typename } query B { __typename }", operation: "A", compiles: false },
  ];
  it.each(cases)("$name: compiles $compiles", ({ doc, operation, compiles }) => {
    const n = compiledBranches(schema, parse(doc), operation ?? null, MAX_COMPILED_BRANCHES);
    expect(n <= MAX_COMPILED_BRANCHES).toBe(compiles);
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
