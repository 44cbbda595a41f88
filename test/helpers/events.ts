/**
 * The tests' fixtures for tasks and events, one way each: creating a task and sending events over
 * GraphQL (the typed documents of test/operations/), writing worker and system events through the
 * domain (until a worker API exists), and selections built from the catalog.
 */
import { expect } from "vitest";
import { CATALOG, parsePayload, typeNameOf, type EventTypeDef } from "../../src/domain/events/catalog.js";
import type { FieldDef } from "../../src/domain/events/fields.js";
import type { EventRow, NewEvent } from "../../src/domain/events/log.js";
import { newId } from "../../src/domain/ids.js";
import {
  CreateTaskDocument,
  SendEventsDocument,
  type CreateTaskMutation,
  type CreateTaskMutationVariables,
  type SendEventsMutation,
  type SendEventsMutationVariables,
} from "../generated/graphql.js";
import type { GqlResult, ServedApi, TestApp } from "./app.js";

export const CATALOG_DEFS: readonly EventTypeDef[] = CATALOG;

/**
 * The fields every member of `union Event` has (interface TaskEvent), as a selection on a field
 * of type Event (a union) or Node (an interface).
 */
export const TASK_EVENT_SELECTION = `
  __typename
  ... on TaskEvent {
    id
    sequence
    type
    taskId
    task { id }
    run { id }
    thread { id }
    processedAt
    createdAt
  }`;

const CONTENT_SELECTION = `{
    __typename
    ... on TextBlock { text }
    ... on ImageBlock { source { type mediaType data } }
    ... on DocumentBlock { title source { type mediaType data } }
  }`;
const USAGE_SELECTION = "{ inputTokens outputTokens cacheReadTokens cacheWriteTokens costUsd }";

/** The selection of one payload field, from its catalog description. */
export function fieldSelection(name: string, def: FieldDef): string {
  switch (def.graphql) {
    case "ContentBlock":
      return `${name} ${CONTENT_SELECTION}`;
    case "TextBlock":
      return `${name} { __typename text }`;
    case "Usage":
      return `${name} ${USAGE_SELECTION}`;
    default:
      return name;
  }
}

/** `... on XxxEvent { every payload field }` for one event type, built from the catalog. */
export function memberFragment(def: EventTypeDef): string {
  const fields = Object.entries(def.fields).map(([n, f]) => fieldSelection(n, f));
  return `... on ${typeNameOf(def.type)} { id ${fields.join(" ")} }`;
}

/** The TaskEvent fields plus the member fragment of one type. */
export const eventSelection = (def: EventTypeDef) => `${TASK_EVENT_SELECTION}\n  ${memberFragment(def)}`;

// ---------------------------------------------------------------------------------------------
// Writing through the domain (worker and system events).

/** The workspace of a task, read from the database. */
export async function workspaceOf(t: TestApp, taskId: string): Promise<string> {
  const task = await t.app.services().db.prisma.task.findUniqueOrThrow({ where: { id: taskId }, select: { workspaceId: true } });
  return task.workspaceId;
}

/**
 * Appends events to a task the way a worker or the server will: through the event log, in one
 * transaction (an event may bring the id a preview announced). Payloads are checked against the
 * catalog first, so a test cannot write a shape the catalog would refuse.
 */
export async function writeEvents(t: TestApp, taskId: string, events: NewEvent[]): Promise<EventRow[]> {
  const workspaceId = await workspaceOf(t, taskId);
  const checked: NewEvent[] = events.map((e) => {
    const parsed = parsePayload(e.type, e.payload ?? {});
    if (!parsed.ok) throw new Error(`test payload of ${e.type} is invalid: ${parsed.reason}`);
    return { ...e, payload: parsed.value };
  });
  const { result } = await t.app.services().log.transact((_tx, append) => append({ workspaceId, taskId }, checked));
  t.app.services().db.reads.wrote(); // a write around the API: reads see it, as they would an API write
  return result;
}

/** A Run row of a task (status RUNNING unless told), as a worker's claim will make. */
export async function createRun(t: TestApp, taskId: string, status: "QUEUED" | "RUNNING" | "AWAITING_USER" | "FINISHED" = "RUNNING") {
  const workspaceId = await workspaceOf(t, taskId);
  const { result } = await t.app.services().log.transact((tx) =>
    tx.run.create({ data: { id: newId("run"), workspaceId, taskId, status, startedAt: new Date() } }),
  );
  t.app.services().db.reads.wrote();
  return result;
}

/** A Thread row of a task. */
export async function createThread(t: TestApp, taskId: string, workerName = "helper") {
  const workspaceId = await workspaceOf(t, taskId);
  const { result } = await t.app.services().log.transact((tx) =>
    tx.thread.create({ data: { id: newId("thread"), workspaceId, taskId, workerName } }),
  );
  t.app.services().db.reads.wrote();
  return result;
}

/** A query whose deepest field sits at exactly `depth` (fragments do not count). */
export function queryOfDepth(depth: number) {
  // task → events → edges → node → (… on TaskEvent) task → events → …; the last level is __typename.
  const cycle = ["events(first: 1)", "edges", "node", "... on TaskEvent { task"];
  let open = `task(id: "task_01ZZZZZZZZZZZZZZZZZZZZZZZZ")`;
  let closes = 1;
  let body = `{ ${open} {`;
  for (let level = 2; level < depth; level++) {
    const field = cycle[(level - 2) % cycle.length]!;
    body += ` ${field} {`;
    closes += field.startsWith("...") ? 2 : 1;
  }
  return `${body} __typename ${"}".repeat(closes)} }`;
}

// ---------------------------------------------------------------------------------------------
// Client side, over GraphQL.

/** A text block of a message. */
export const text = (s: string) => ({ text: { text: s } });
/** A user message of one text block per text ("hello" when none is given). */
export const textMessage = (...texts: string[]) => ({ userMessage: { content: (texts.length ? texts : ["hello"]).map(text) } });
/** 1×1 transparent PNG. */
export const PNG_B64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
export const PDF_B64 = Buffer.from("%PDF-1.4\n%test\n").toString("base64");
export const image = (data = PNG_B64, mediaType = "image/png") => ({ image: { source: { type: "BASE64", mediaType, data } } });
export const pdf = (title: string | null = "Spec", data = PDF_B64) => ({
  document: { source: { type: "BASE64", mediaType: "application/pdf", data }, title },
});

/** A new task of the key's workspace (the admin's unless given); returns its id, or fails the test. */
export async function createTask(api: Pick<ServedApi, "ok">, key?: string, title = "test"): Promise<string> {
  const d = await api.ok(CreateTaskDocument, { input: { title } }, key);
  return d.createTask.task.id;
}

/**
 * createTask's whole answer, errors included, for tests of what it refuses: the input goes as given,
 * wrong on purpose if the test wants.
 */
export async function createTaskResult(
  api: Pick<ServedApi, "gql">,
  input: Record<string, unknown> = {},
  key?: string,
): Promise<GqlResult<CreateTaskMutation>> {
  return api.gql(CreateTaskDocument, { input } as CreateTaskMutationVariables, key);
}

/** Sends one batch; returns the new events' sequences, or fails the test. */
export async function send(api: Pick<ServedApi, "ok">, taskId: string, events: unknown[], key?: string): Promise<string[]> {
  const d = await api.ok(SendEventsDocument, { input: { taskId, events } } as SendEventsMutationVariables, key);
  return d.sendEvents.events.map((e) => e.sequence);
}

/**
 * sendEvents' whole answer, errors included, for tests of what it refuses or replays: the events go
 * as given, wrong on purpose if the test wants.
 */
export async function sendResult(
  api: Pick<ServedApi, "gql">,
  taskId: string,
  events: unknown[],
  opts: { idempotencyKey?: string; key?: string } = {},
): Promise<GqlResult<SendEventsMutation>> {
  const input = { taskId, events, ...(opts.idempotencyKey !== undefined ? { idempotencyKey: opts.idempotencyKey } : {}) };
  return api.gql(SendEventsDocument, { input } as SendEventsMutationVariables, opts.key);
}

/** The state of a task a failed request must not have changed: its events and its status. */
export async function snapshot(t: TestApp, taskId: string, key?: string) {
  const d = await t.ok<{ task: { status: string; updatedAt: string }; events: { edges: Array<{ node: { id: string } }> } }>(
    `query($id: ID!) {
      task(id: $id) { status updatedAt }
      events(taskId: $id, first: 100) { edges { node { ... on TaskEvent { id } } } }
    }`,
    { id: taskId },
    key,
  );
  return { status: d.task.status, updatedAt: d.task.updatedAt, eventIds: d.events.edges.map((e) => e.node.id) };
}

/** Asserts a request failed with exactly one error of `code` (and `index`, when given); returns it. */
export function expectError(r: GqlResult<unknown>, code: string, index?: number) {
  expect(r.errors, `expected a ${code} error, got ${JSON.stringify(r.data)}`).toBeDefined();
  expect(r.errors!.length).toBeGreaterThan(0);
  for (const e of r.errors!) expect(e.extensions?.code, JSON.stringify(e)).toEqual(expect.any(String));
  const err = r.errors![0]!;
  expect(err.extensions?.code, JSON.stringify(err)).toBe(code);
  if (index !== undefined) expect(err.extensions?.index, JSON.stringify(err)).toBe(index);
  // A failed mutation answers no data for it.
  const data = r.data as Record<string, unknown> | null | undefined;
  if (data) for (const v of Object.values(data)) expect(v).toBeNull();
  return err;
}
