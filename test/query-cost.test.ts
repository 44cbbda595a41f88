import { describe, expect, it } from "vitest";
import { parse } from "graphql";
import { schema } from "../src/graphql/schema.js";
import { operationCost } from "../src/server/plugins/query-limits.js";

/**
 * What an operation costs, as a table (no server): the costs the schema declares
 * (src/graphql/builder.ts), summed by @pothos/plugin-complexity. Each field 1; a page multiplies
 * what is under it by its size (20 when not given); a plain list does not multiply.
 */
const rows: { name: string; query: string; variables?: Record<string, unknown>; operationName?: string; cost: number }[] = [
  { name: "one field", query: `{ __typename }`, cost: 1 },
  { name: "a page of 10", query: `{ tasks(first: 10) { edges { node { id } } } }`, cost: 1 + 10 * 3 },
  { name: "a page without a size counts 20", query: `{ tasks { edges { node { id } } } }`, cost: 1 + 20 * 3 },
  { name: "`last` sizes a page too", query: `{ tasks(last: 4) { edges { cursor } } }`, cost: 1 + 4 * 2 },
  { name: "the size from a variable", query: `query($n: Int) { tasks(first: $n) { edges { cursor } } }`, variables: { n: 5 }, cost: 1 + 5 * 2 },
  { name: "a variable left out counts 20", query: `query($n: Int) { tasks(first: $n) { edges { cursor } } }`, cost: 1 + 20 * 2 },
  {
    name: "a page of pages multiplies",
    query: `{ tasks(first: 10) { edges { node { events(first: 10) { edges { cursor } } } } } }`,
    cost: 1 + 10 * (1 + (1 + (1 + 10 * 2))),
  },
  {
    name: "a plain list does not multiply",
    query: `{ task(id: "task_x") { pendingInterrupts { id } } }`,
    cost: 1 + (1 + 1),
  },
  {
    name: "only the operation that runs is costed",
    query: `query Cheap { __typename } query Dear { tasks(first: 50) { edges { cursor } } }`,
    operationName: "Dear",
    cost: 1 + 50 * 2,
  },
  {
    name: "a fragment costs where it is spread, each time",
    query: `query { a: tasks(first: 2) { ...E } b: tasks(first: 3) { ...E } } fragment E on TaskConnection { edges { cursor } }`,
    cost: 1 + 2 * 2 + (1 + 3 * 2),
  },
  {
    name: "fragments on members of a union each count",
    query: `subscription { workspaceEvents { ... on UserMessageEvent { id } ... on WorkerMessageEvent { id sequence } } }`,
    cost: 1 + (1 + 2),
  },
  {
    name: "variables that do not coerce are left for execution to report",
    query: `query($n: Int) { tasks(first: $n) { edges { cursor } } }`,
    variables: { n: "many" },
    cost: 0,
  },
];

describe("query cost (plugin-complexity with the schema's declared costs)", () => {
  it.each(rows)("$name: $cost", ({ query, variables, operationName, cost }) => {
    expect(operationCost(schema, parse(query), operationName, variables, {})).toBe(cost);
  });

  // A parsed document's costs are remembered (yoga hands back the same parsed document for the same text).
  it("one parsed document is costed by its page sizes each time", () => {
    const document = parse(`query($n: Int, $t: [TaskStatus!]) { tasks(first: $n, status: $t) { edges { cursor } } }`);
    expect(operationCost(schema, document, undefined, { n: 5 }, {})).toBe(1 + 5 * 2);
    expect(operationCost(schema, document, undefined, { n: 40, t: ["IDLE"] }, {})).toBe(1 + 40 * 2);
    expect(operationCost(schema, document, undefined, { n: 5, t: ["QUEUED"] }, {})).toBe(1 + 5 * 2);
  });

  it("a cursor does not change the cost; a page size does (a field under @include counts either way)", () => {
    const document = parse(`query($after: String, $n: Int, $full: Boolean!) {
      tasks(first: $n, after: $after) { edges { cursor node @include(if: $full) { id } } }
    }`);
    expect(operationCost(schema, document, undefined, { after: "1", n: 5, full: false }, {})).toBe(1 + 5 * 4);
    expect(operationCost(schema, document, undefined, { after: "2", n: 5, full: true }, {})).toBe(1 + 5 * 4);
    expect(operationCost(schema, document, undefined, { after: null, n: 40, full: true }, {})).toBe(1 + 40 * 4);
    expect(operationCost(schema, document, undefined, { after: "3", n: 5, full: true }, {})).toBe(1 + 5 * 4);
    // A cursor that does not coerce is costed as not coercing, whatever was remembered.
    const fresh = parse(`query($after: String, $n: Int) { tasks(first: $n, after: $after) { edges { cursor } } }`);
    expect(operationCost(schema, fresh, undefined, { after: { not: "a string" }, n: 5 }, {})).toBe(0);
    expect(operationCost(schema, fresh, undefined, { after: "4", n: 5 }, {})).toBe(1 + 5 * 2);
  });

  it("variables that did not coerce do not make a later valid request free", () => {
    const document = parse(
      `query($input: SendEventsInput!, $n: Int) { tasks(first: $n) { edges { cursor } } }`,
    );
    expect(operationCost(schema, document, undefined, { n: 50, input: { nonsense: true } }, {})).toBe(0);
    const valid = { taskId: "task_x", events: [{ userMessage: { content: [{ text: { text: "hi" } }] } }] };
    expect(operationCost(schema, document, undefined, { n: 50, input: valid }, {})).toBe(1 + 50 * 2);
  });
});
