/**
 * Every event type of the catalog, written by its rightful writer and read back through GraphQL
 * with every field. The cases are generated from the catalog: a type added without a case here
 * fails the "covers the catalog" test and its own generated case.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import {
  CATALOG_DEFS,
  PDF_B64,
  TASK_EVENT_SELECTION,
  PNG_B64,
  createRun,
  createTask,
  createTaskResult,
  createThread,
  eventSelection,
  fieldSelection,
  sendResult,
  writeEvents,
} from "./helpers/events.js";
import { parsePayload, type EventTypeDef } from "../src/domain/events/catalog.js";
import type { FieldDef } from "../src/domain/events/fields.js";
import { newId } from "../src/domain/ids.js";

let t: TestApp;
/** A key with only the client scope: client events are sent with it. */
let client: { key: string; id: string };

beforeAll(async () => {
  t = await startTestApp();
  const d = await t.ok<{ createApiKey: { key: string; apiKey: { id: string } } }>(
    `mutation { createApiKey(input: { name: "app", scopes: [CLIENT] }) { key apiKey { id } } }`,
  );
  client = { key: d.createApiKey.key, id: d.createApiKey.apiKey.id };
});
afterAll(() => t?.stop());

// Names, computed here independently of the server's own helpers.
const pascal = (type: string) =>
  type
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("") + "Event";
const screaming = (type: string) => type.replace(/\./g, "_").toUpperCase();
const camel = (type: string) => {
  const p = pascal(type).replace(/Event$/, "");
  return p[0]!.toLowerCase() + p.slice(1);
};

const EVENT_ID = /^event_[0-9A-HJKMNP-TV-Z]{26}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const TASK_EVENT_FIELDS = ["id", "sequence", "type", "taskId", "task", "run", "thread", "processedAt", "createdAt", "messageContent", "agent"];

// ---------------------------------------------------------------------------------------------
// Worker and system events: payloads as the writer gives them, read back field for field.

interface Written {
  payload: Record<string, unknown>;
  /** Names a run (default: true for worker types). */
  run?: boolean;
  /** Names a thread. */
  thread?: boolean;
}

const usage = { inputTokens: 1200, outputTokens: 340, cacheReadTokens: 56, cacheWriteTokens: 7, costUsd: 0.0125 };
const text = (s: string) => ({ type: "text", text: s });

const WRITTEN: Record<string, Written> = {
  "worker.message": {
    payload: {
      content: [text("Here is the summary."), text("Second part.")],
      sources: [{ title: "Docs", url: "https://example.com/docs" }],
      data: { rows: [{ id: 1 }] },
    },
  },
  "worker.thinking": { payload: { summary: ["Checked the logs first."] } },
  "worker.tool_use": {
    payload: {
      name: "bash",
      input: { command: "deploy --token ****", cwd: "/srv" },
      evaluatedPermission: "ASK",
      evaluation: { rule: "shell commands ask", source: "policy" },
    },
  },
  "worker.tool_result": {
    payload: { toolUseId: newId("event"), status: "OUTCOME_UNKNOWN", output: { stdout: "ok", exitCode: 0 }, error: "timed out reading" },
  },
  "worker.mcp_tool_use": {
    payload: {
      appName: "github",
      name: "create_issue",
      input: { repo: "acme/web", title: "Bug" },
      evaluatedPermission: "DENY",
      evaluation: { rule: "writes are denied" },
    },
  },
  "worker.mcp_tool_result": { payload: { mcpToolUseId: newId("event"), output: [{ type: "text", text: "created #12" }], isError: true } },
  "worker.custom_tool_use": { payload: { name: "lookup_order", input: { orderId: 42 } } },
  "worker.thread_context_compacted": { payload: {} },
  "worker.thread_message_sent": {
    payload: { toTaskThreadId: "thread_target", content: [text("Research the API"), { type: "image", source: { type: "base64", mediaType: "image/png", data: PNG_B64 } }] },
    thread: true,
  },
  "worker.thread_message_received": {
    payload: { fromTaskThreadId: "thread_source", content: [text("Findings: …")] },
    thread: true,
  },
  "task.status_running": { payload: {}, run: true },
  "task.status_idle": { payload: { stopReason: "REFUSAL", stopDetails: { category: "cyber" }, toolUseIds: [newId("event")] }, run: true },
  "task.status_rescheduled": { payload: { reason: "worker lease expired" }, run: true },
  "task.status_terminated": { payload: {}, run: false },
  "task.status_changed": { payload: { status: "SCHEDULED", previousStatus: "QUEUED", reason: "claimed" }, run: true },
  "task.error": {
    payload: { errorType: "BILLING_ERROR", message: "monthly cap reached", retryStatus: "RETRYING", code: "cap_reached", details: { cap: "monthly" } },
  },
  "task.updated": { payload: { title: "New title", metadata: { team: "web" }, budget: { maxCostUsd: 5 } }, run: false },
  "task.deleted": { payload: {}, run: false },
  "history.purged": { payload: { before: "2026-11-01T00:00:00.000Z" }, run: false },
  "task.usage": { payload: { usage, budget: { maxTokens: 100000 } }, run: true },
  "span.model_request_start": { payload: {} },
  "span.model_request_end": { payload: { modelRequestStartId: newId("event"), isError: false, modelUsage: usage } },
  "span.outcome_evaluation_start": { payload: { outcomeId: newId("outcome"), iteration: 0 } },
  "span.outcome_evaluation_ongoing": { payload: { outcomeId: newId("outcome") } },
  "span.outcome_evaluation_end": {
    payload: { outcomeId: newId("outcome"), result: "NEEDS_REVISION", explanation: "tests fail", usage },
  },
  "task.thread_created": { payload: { workerName: "researcher", workflowRunId: newId("workflowRun") }, thread: true },
  "task.thread_status_running": { payload: {}, thread: true },
  "task.thread_status_rescheduled": { payload: {}, thread: true },
  "task.thread_status_idle": { payload: { stopReason: "REFUSAL", stopDetails: { category: "bio" } }, thread: true },
  "task.thread_status_terminated": { payload: {}, thread: true },
  "workflow_run.created": {
    payload: {
      workflowRunId: newId("workflowRun"),
      name: "release",
      description: "build, test, ship",
      phases: [
        { id: newId("phase"), name: "build" },
        { id: newId("phase"), name: "ship" },
      ],
    },
  },
  "workflow_run.status_running": { payload: { workflowRunId: newId("workflowRun") } },
  "workflow_run.status_idle": { payload: { workflowRunId: newId("workflowRun"), reason: "budget" } },
  "workflow_run.phase_started": { payload: { workflowRunId: newId("workflowRun"), workflowRunPhaseId: newId("phase") } },
  "workflow_run.phase_ended": {
    payload: { workflowRunId: newId("workflowRun"), workflowRunPhaseId: newId("phase"), phaseStartedId: newId("event") },
  },
  "workflow_run.error": { payload: { workflowRunId: newId("workflowRun"), message: "phase failed", code: "phase_error" } },
  "workflow_run.status_ended": { payload: { workflowRunId: newId("workflowRun"), result: "ERROR", error: "phase failed" } },
};

/** A domain content block as GraphQL shows it. */
function gqlBlock(b: Record<string, unknown>) {
  if (b.type === "text") return { __typename: "TextBlock", text: b.text };
  const s = b.source as { type: string; mediaType?: string; data?: string };
  const source = { type: s.type.toUpperCase(), mediaType: s.mediaType ?? (s.type === "text" ? "text/plain" : null), data: s.data ?? null };
  return b.type === "image" ? { __typename: "ImageBlock", source } : { __typename: "DocumentBlock", title: b.title ?? null, source };
}

/** What GraphQL shows for a written payload: every field of the type, null (or []) when absent. */
function expectedFields(def: EventTypeDef, payload: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(def.fields).map(([name, f]: [string, FieldDef]) => {
      const v = payload[name];
      if (v === undefined || v === null) return [name, f.list && !f.nullable ? [] : null];
      if (f.graphql === "ContentBlock") return [name, (v as Record<string, unknown>[]).map(gqlBlock)];
      if (f.graphql === "TextBlock") return [name, (v as Record<string, unknown>[]).map((b) => ({ __typename: "TextBlock", text: b.text }))];
      if (f.graphql === "DateTime") return [name, new Date(v as string).toISOString()];
      return [name, v];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Client events: sent over GraphQL, with what the server adds.

interface Ctx {
  taskId: string;
  runId?: string;
  refId?: string;
}
interface Sent {
  name: string;
  /** createTask sends the batch with the creation; sendEvents sends it to a new task. */
  via: "createTask" | "sendEvents";
  /** Writes what the event answers (worker events), and makes a run when one is active. */
  setup?: (taskId: string) => Promise<Omit<Ctx, "taskId">>;
  /** The batch; the event under test is the last one. */
  batch: (ctx: Ctx) => unknown[];
  fields: (ctx: Ctx) => Record<string, unknown>;
  run?: (ctx: Ctx) => string | null;
}

const B64 = { type: "BASE64" };
const SENT: Record<string, Sent[]> = {
  "user.message": [
    {
      name: "text, image and documents, via createTask",
      via: "createTask",
      batch: () => [
        {
          userMessage: {
            content: [
              { text: { text: "Please review the attached." } },
              { image: { source: { ...B64, mediaType: "image/png", data: PNG_B64 } } },
              { document: { source: { ...B64, mediaType: "application/pdf", data: PDF_B64 }, title: "Spec" } },
              { document: { source: { type: "TEXT", data: "plain text notes" } } },
              { document: { source: { type: "TEXT", mediaType: "text/markdown", data: "# Notes" }, title: "notes.md" } },
            ],
            messageId: "review-1",
          },
        },
      ],
      fields: () => ({
        messageId: "review-1",
        content: [
          { __typename: "TextBlock", text: "Please review the attached." },
          { __typename: "ImageBlock", source: { type: "BASE64", mediaType: "image/png", data: PNG_B64 } },
          { __typename: "DocumentBlock", title: "Spec", source: { type: "BASE64", mediaType: "application/pdf", data: PDF_B64 } },
          { __typename: "DocumentBlock", title: null, source: { type: "TEXT", mediaType: "text/plain", data: "plain text notes" } },
          { __typename: "DocumentBlock", title: "notes.md", source: { type: "TEXT", mediaType: "text/markdown", data: "# Notes" } },
        ],
      }),
    },
    {
      name: "text only, via sendEvents",
      via: "sendEvents",
      batch: () => [{ userMessage: { content: [{ text: { text: "hi" } }] } }],
      // No messageId given: the server makes one.
      fields: () => ({ messageId: expect.stringMatching(/^msg_[0-9A-Z]{26}$/), content: [{ __typename: "TextBlock", text: "hi" }] }),
    },
  ],
  "system.message": [
    {
      name: "right after a user.message, via createTask",
      via: "createTask",
      batch: () => [
        { userMessage: { content: [{ text: { text: "Summarise" } }] } },
        { systemMessage: { content: [{ text: "Be brief." }, { text: "Use metric units." }] } },
      ],
      fields: () => ({
        content: [
          { __typename: "TextBlock", text: "Be brief." },
          { __typename: "TextBlock", text: "Use metric units." },
        ],
      }),
    },
    {
      name: "right after a user.message, via sendEvents",
      via: "sendEvents",
      batch: () => [{ userMessage: { content: [{ text: { text: "Go" } }] } }, { systemMessage: { content: [{ text: "Short." }] } }],
      fields: () => ({ content: [{ __typename: "TextBlock", text: "Short." }] }),
    },
  ],
  "user.interrupt": [
    {
      name: "names the active run",
      via: "sendEvents",
      setup: async (taskId) => ({ runId: (await createRun(t, taskId, "RUNNING")).id }),
      batch: () => [{ userInterrupt: { reason: "wrong direction" } }],
      fields: () => ({ reason: "wrong direction" }),
      run: (ctx) => ctx.runId!,
    },
    {
      name: "with no run in hand",
      via: "sendEvents",
      batch: () => [{ userInterrupt: {} }],
      fields: () => ({ reason: null }),
    },
  ],
  "user.approval": [
    {
      name: "denies a worker.tool_use",
      via: "sendEvents",
      setup: async (taskId) => {
        const run = await createRun(t, taskId, "AWAITING_USER");
        const [use] = await writeEvents(t, taskId, [
          { type: "worker.tool_use", runId: run.id, payload: { name: "rm", input: { path: "/" }, evaluatedPermission: "ASK" } },
        ]);
        return { runId: run.id, refId: use!.id };
      },
      batch: (ctx) => [{ userApproval: { toolUseId: ctx.refId, result: "DENY", denyMessage: "not the root" } }],
      fields: (ctx) => ({ toolUseId: ctx.refId, result: "DENY", denyMessage: "not the root", apiKeyId: client.id }),
    },
    {
      name: "allows a worker.mcp_tool_use",
      via: "sendEvents",
      setup: async (taskId) => {
        const [use] = await writeEvents(t, taskId, [
          { type: "worker.mcp_tool_use", payload: { appName: "slack", name: "post", input: {}, evaluatedPermission: "ASK" } },
        ]);
        return { refId: use!.id };
      },
      batch: (ctx) => [{ userApproval: { toolUseId: ctx.refId, result: "ALLOW" } }],
      fields: (ctx) => ({ toolUseId: ctx.refId, result: "ALLOW", denyMessage: null, apiKeyId: client.id }),
    },
  ],
  "user.custom_tool_result": [
    {
      name: "answers a worker.custom_tool_use",
      via: "sendEvents",
      setup: async (taskId) => {
        const [use] = await writeEvents(t, taskId, [{ type: "worker.custom_tool_use", payload: { name: "lookup", input: { q: 1 } } }]);
        return { refId: use!.id };
      },
      batch: (ctx) => [
        { userCustomToolResult: { customToolUseId: ctx.refId, content: [{ text: { text: "not found" } }], isError: true } },
      ],
      fields: (ctx) => ({ customToolUseId: ctx.refId, content: [{ __typename: "TextBlock", text: "not found" }], isError: true }),
    },
  ],
  "user.tool_result": [
    {
      name: "answers a worker.tool_use run on a self-hosted machine",
      via: "sendEvents",
      setup: async (taskId) => {
        const [use] = await writeEvents(t, taskId, [{ type: "worker.tool_use", payload: { name: "screenshot", input: {} } }]);
        return { refId: use!.id };
      },
      batch: (ctx) => [
        {
          userToolResult: {
            toolUseId: ctx.refId,
            content: [{ text: { text: "done" } }, { image: { source: { ...B64, mediaType: "image/png", data: PNG_B64 } } }],
          },
        },
      ],
      fields: (ctx) => ({
        toolUseId: ctx.refId,
        content: [
          { __typename: "TextBlock", text: "done" },
          { __typename: "ImageBlock", source: { type: "BASE64", mediaType: "image/png", data: PNG_B64 } },
        ],
        isError: false,
      }),
    },
  ],
  "user.define_outcome": [
    {
      name: "every field",
      via: "sendEvents",
      batch: () => [
        { userDefineOutcome: { description: "A passing build", rubric: "CI green", doneMeans: "merged", maxIterations: 3 } },
      ],
      fields: () => ({
        outcomeId: expect.stringMatching(/^outcome_[0-9A-HJKMNP-TV-Z]{26}$/),
        description: "A passing build",
        rubric: "CI green",
        doneMeans: "merged",
        maxIterations: 3,
      }),
    },
    {
      name: "only a description",
      via: "sendEvents",
      batch: () => [{ userDefineOutcome: { description: "Anything" } }],
      fields: () => ({
        outcomeId: expect.stringMatching(/^outcome_/),
        description: "Anything",
        rubric: null,
        doneMeans: null,
        maxIterations: null,
      }),
    },
  ],
  "user.accept": [
    { name: "with a comment", via: "sendEvents", batch: () => [{ userAccept: { comment: "Ship it" } }], fields: () => ({ comment: "Ship it" }) },
    { name: "alone, via createTask", via: "createTask", batch: () => [{ userAccept: {} }], fields: () => ({ comment: null }) },
  ],
  "user.send_back": [
    {
      name: "with a reason",
      via: "sendEvents",
      batch: () => [{ userSendBack: { reason: "The tests still fail" } }],
      fields: () => ({ reason: "The tests still fail" }),
    },
  ],
};

// ---------------------------------------------------------------------------------------------

/** Reads a task's events of one type through `events(taskId:, types:)`, and each through `node(id:)`. */
async function readBack(def: EventTypeDef, taskId: string, key: string) {
  const selection = eventSelection(def);
  const list = await t.ok<{ events: { edges: Array<{ cursor: string; node: Record<string, any> }> } }>(
    `query($taskId: ID!, $types: [EventType!]) {
      events(taskId: $taskId, types: $types, first: 100) { edges { cursor node { ${selection} } } }
    }`,
    { taskId, types: [screaming(def.type)] },
    key,
  );
  const edges = list.events.edges;
  for (const edge of edges) {
    expect(edge.cursor).toBe(edge.node.sequence);
    const one = await t.ok<{ node: Record<string, any> | null }>(`query($id: ID!) { node(id: $id) { ${selection} } }`, { id: edge.node.id }, key);
    expect(one.node).toEqual(edge.node);
  }
  return edges.map((e) => e.node);
}

/** The TaskEvent fields every read-back event must carry. */
function expectCommon(
  e: Record<string, any>,
  def: EventTypeDef,
  want: { taskId: string; runId: string | null; threadId: string | null; waiting: boolean },
) {
  expect(e.__typename).toBe(pascal(def.type));
  expect(e.type).toBe(screaming(def.type));
  expect(e.id).toMatch(EVENT_ID);
  expect(e.sequence).toMatch(/^[1-9]\d*$/);
  expect(e.taskId).toBe(want.taskId);
  expect(e.task).toEqual({ id: want.taskId });
  expect(e.run).toEqual(want.runId ? { id: want.runId } : null);
  expect(e.thread).toEqual(want.threadId ? { id: want.threadId } : null);
  if (want.waiting) expect(e.processedAt).toBeNull();
  else expect(e.processedAt).toMatch(ISO);
  expect(e.createdAt).toMatch(ISO);
}

const payloadOf = (e: Record<string, any>, def: EventTypeDef) => Object.fromEntries(Object.keys(def.fields).map((k) => [k, e[k]]));

describe("the event catalog", () => {
  it("has a case here for every type, and only for the catalog's types", () => {
    const catalog = CATALOG_DEFS.map((d) => d.type).sort();
    const clientTypes = CATALOG_DEFS.filter((d) => d.writer === "client").map((d) => d.type).sort();
    expect(Object.keys(SENT).sort()).toEqual(clientTypes);
    expect(Object.keys(WRITTEN).sort()).toEqual(catalog.filter((x) => !clientTypes.includes(x)));
    expect([...Object.keys(SENT), ...Object.keys(WRITTEN)].sort()).toEqual(catalog);
  });

  it("names member types PascalCase + Event and enum values SCREAMING_SNAKE (contract examples)", async () => {
    const d = await t.ok<{ e: { possibleTypes: { name: string }[] }; en: { enumValues: { name: string }[] } }>(
      `{ e: __type(name: "Event") { possibleTypes { name } } en: __type(name: "EventType") { enumValues { name } } }`,
    );
    const members = d.e.possibleTypes.map((p) => p.name);
    const values = d.en.enumValues.map((v) => v.name);
    for (const n of ["UserMessageEvent", "WorkerToolUseEvent", "TaskStatusIdleEvent", "WorkflowRunPhaseStartedEvent"]) {
      expect(members).toContain(n);
    }
    for (const v of ["USER_MESSAGE", "WORKER_TOOL_USE", "TASK_STATUS_IDLE", "WORKFLOW_RUN_PHASE_STARTED", "HISTORY_PURGED"]) {
      expect(values).toContain(v);
    }
    expect(members.sort()).toEqual(CATALOG_DEFS.map((x) => pascal(x.type)).sort());
    expect(values.sort()).toEqual(CATALOG_DEFS.map((x) => screaming(x.type)).sort());
  });

  it("gives each member type exactly the TaskEvent fields and its catalog fields", async () => {
    const d = await t.ok<{ __schema: { types: Array<{ name: string; fields: { name: string }[] | null; interfaces: { name: string }[] | null }> } }>(
      `{ __schema { types { name fields { name } interfaces { name } } } }`,
    );
    const byName = new Map(d.__schema.types.map((x) => [x.name, x]));
    const iface = byName.get("TaskEvent")!;
    expect(iface.fields!.map((f) => f.name).sort()).toEqual([...TASK_EVENT_FIELDS].sort());
    expect(iface.interfaces!.map((i) => i.name)).toEqual(["Node"]);
    for (const def of CATALOG_DEFS) {
      const type = byName.get(pascal(def.type));
      expect(type, def.type).toBeDefined();
      expect(type!.interfaces!.map((i) => i.name).sort(), def.type).toEqual(["Node", "TaskEvent"]);
      expect(type!.fields!.map((f) => f.name).sort(), def.type).toEqual([...new Set([...TASK_EVENT_FIELDS, ...Object.keys(def.fields)])].sort());
    }
  });

  it("lets one query select every field of every member type, with no aliases", async () => {
    // A timeline UI spreads a fragment per event type in one selection; GraphQL refuses fields of
    // one response name whose types conflict across members. `result` (approval, outcome
    // evaluation, workflow run) is one enum, EventResult, and `status` (tool result, status change)
    // one enum, EventStatus, so neither needs an alias.
    const fragments = CATALOG_DEFS.map((def) => {
      const fields = Object.entries(def.fields).map(([n, f]) => fieldSelection(n, f));
      return `... on ${pascal(def.type)} { id ${fields.join(" ")} }`;
    });
    const taskId = await createTask(t, client.key);
    await writeEvents(t, taskId, [{ type: "worker.thinking" }]);
    const r = await t.gql(
      `query($id: ID!) { events(taskId: $id) { edges { node { ${TASK_EVENT_SELECTION} ${fragments.join("\n")} } } } }`,
      { id: taskId },
      client.key,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.events.edges).toHaveLength(1);
  });

  it("lets clients send exactly the client types: EventInput has no field for a worker or system type", async () => {
    const d = await t.ok<{ __type: { inputFields: { name: string }[] } }>(`{ __type(name: "EventInput") { inputFields { name } } }`);
    const fields = d.__type.inputFields.map((f) => f.name).sort();
    expect(fields).toEqual(CATALOG_DEFS.filter((x) => x.writer === "client").map((x) => camel(x.type)).sort());
    for (const def of CATALOG_DEFS.filter((x) => x.writer !== "client")) expect(fields).not.toContain(camel(def.type));

    const taskId = await createTask(t, client.key);
    for (const bad of [
      { workerMessage: { content: [{ text: { text: "I am the worker" } }] } },
      { taskStatusIdle: { stopReason: "END_TURN" } },
      { workerToolUse: { name: "bash", input: {} } },
    ]) {
      const r = await sendResult(t, taskId, [bad], { key: client.key });
      expect(r.errors?.length).toBeGreaterThan(0);
      expect(r.errors![0]!.extensions?.code).toEqual(expect.any(String));
      expect(r.errors![0]!.message).toContain(Object.keys(bad)[0]);
    }
    const events = await t.ok(`query($id: ID!) { events(taskId: $id) { edges { cursor } } }`, { id: taskId }, client.key);
    expect(events.events.edges).toEqual([]);
  });
});

describe("rules across fields (checked for every writer)", () => {
  it("stopDetails only after a REFUSAL", () => {
    for (const type of ["task.status_idle", "task.thread_status_idle"]) {
      expect(parsePayload(type, { stopReason: "REFUSAL", stopDetails: { category: "x" } }).ok).toBe(true);
      expect(parsePayload(type, { stopReason: "END_TURN" }).ok).toBe(true);
      const r = parsePayload(type, { stopReason: "END_TURN", stopDetails: { category: "x" } });
      expect(r).toEqual({ ok: false, reason: expect.stringMatching(/stopDetails/) });
    }
  });

  it("an image is base64 with an image/… media type, wherever content is written", () => {
    const img = (source: Record<string, unknown>) => ({ toTaskThreadId: "thread_x", content: [{ type: "image", source }] });
    expect(parsePayload("worker.thread_message_sent", img({ type: "base64", mediaType: "image/png", data: PNG_B64 })).ok).toBe(true);
    expect(parsePayload("worker.thread_message_sent", img({ type: "text", data: "a picture" })).ok).toBe(false);
    expect(parsePayload("worker.thread_message_sent", img({ type: "base64", mediaType: "text/plain", data: PNG_B64 })).ok).toBe(false);
  });
});

describe.each(CATALOG_DEFS.filter((d) => d.writer !== "client").map((d) => [d.type, d.writer, d] as const))(
  "%s (written by the %s)",
  (type, _writer, def) => {
    it(`is a ${def.writer} type with a case`, () => {
      expect(["worker", "system"]).toContain(def.writer);
      expect(WRITTEN[type], `no case for ${type}: add one to WRITTEN`).toBeDefined();
    });

    it("reads back with every field through events() and node()", async () => {
      const c = WRITTEN[type]!;
      const taskId = await createTask(t, client.key);
      const runId = (c.run ?? def.writer === "worker") ? (await createRun(t, taskId)).id : null;
      const threadId = c.thread ? (await createThread(t, taskId)).id : null;
      const [row] = await writeEvents(t, taskId, [{ type, payload: c.payload, runId, threadId }]);

      const events = await readBack(def, taskId, client.key);
      expect(events).toHaveLength(1);
      const e = events[0]!;
      expect(e.id).toBe(row!.id);
      expect(e.sequence).toBe(row!.sequence.toString());
      expectCommon(e, def, { taskId, runId, threadId, waiting: false });
      expect(payloadOf(e, def)).toEqual(expectedFields(def, c.payload));
      // The case fills every field, so a field that always reads null would be caught.
      for (const [name, f] of Object.entries(def.fields)) {
        expect(c.payload[name], `${type}.${name} is not filled in its case`).not.toBeUndefined();
        expect(e[name], `${type}.${name}`).not.toBeNull();
        if (f.list) expect(e[name].length, `${type}.${name}`).toBeGreaterThan(0);
      }
    });

    const optional = Object.entries(def.fields).filter(([, f]) => f.nullable);
    if (optional.length > 0) {
      it(`reads null for optional fields left out (${optional.map(([n]) => n).join(", ")})`, async () => {
        const c = WRITTEN[type]!;
        const payload = Object.fromEntries(Object.entries(c.payload).filter(([k]) => !def.fields[k]!.nullable));
        const taskId = await createTask(t, client.key);
        await writeEvents(t, taskId, [{ type, payload }]);
        const [e] = await readBack(def, taskId, client.key);
        expectCommon(e!, def, { taskId, runId: null, threadId: null, waiting: false });
        for (const [name] of optional) expect(e![name], `${type}.${name}`).toBeNull();
        expect(payloadOf(e!, def)).toEqual(expectedFields(def, payload));
      });
    }
  },
);

describe.each(CATALOG_DEFS.filter((d) => d.writer === "client").map((d) => [d.type, d] as const))("%s (sent by a client)", (type, def) => {
  it("has cases", () => {
    expect(SENT[type]?.length, `no case for ${type}: add one to SENT`).toBeGreaterThan(0);
  });

  it.each((SENT[type] ?? []).map((c) => [c.name, c] as const))("%s: reads back with every field", async (_name, c) => {
    let taskId: string;
    let ctx: Ctx;
    let returned: Array<{ id: string; type: string; sequence: string }>;
    if (c.via === "createTask") {
      const r = await createTaskResult(t, { title: type, events: c.batch({ taskId: "" }) }, client.key);
      expect(r.errors).toBeUndefined();
      taskId = r.data!.createTask.task.id;
      ctx = { taskId };
      returned = r.data!.createTask.events;
    } else {
      taskId = await createTask(t, client.key);
      ctx = { taskId, ...(await c.setup?.(taskId)) };
      const r = await sendResult(t, taskId, c.batch(ctx), { key: client.key });
      expect(r.errors).toBeUndefined();
      returned = r.data!.sendEvents.events;
    }
    // The mutation answers one event per event sent, in order; the last is the one under test.
    const batch = c.batch(ctx);
    expect(returned).toHaveLength(batch.length);
    const sent = returned.at(-1)!;
    expect(sent.type).toBe(screaming(type));

    const events = await readBack(def, taskId, client.key);
    expect(events).toHaveLength(1);
    const e = events[0]!;
    expect(e.id).toBe(sent.id);
    expect(e.sequence).toBe(sent.sequence);
    expectCommon(e, def, {
      taskId,
      runId: c.run?.(ctx) ?? null,
      threadId: null,
      // A message waits for a run to take it.
      waiting: type === "user.message" || type === "system.message" || type === "user.send_back",
    });
    expect(payloadOf(e, def)).toEqual(c.fields(ctx));
  });
});

describe("content blocks", () => {
  it("round-trip through sendEvents' own answer as well", async () => {
    const taskId = await createTask(t, client.key);
    const r = await t.gql(
      `mutation($input: SendEventsInput!) {
        sendEvents(input: $input) {
          events { ... on UserMessageEvent { processedAt content { __typename ... on ImageBlock { source { type mediaType data } } ... on DocumentBlock { title source { type mediaType data } } ... on TextBlock { text } } } }
        }
      }`,
      {
        input: {
          taskId,
          events: [
            {
              userMessage: {
                content: [
                  { document: { source: { type: "BASE64", mediaType: "application/pdf", data: PDF_B64 }, title: "a.pdf" } },
                  { text: { text: "what is in it?" } },
                ],
              },
            },
          ],
        },
      },
      client.key,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.sendEvents.events).toEqual([
      {
        processedAt: null,
        content: [
          { __typename: "DocumentBlock", title: "a.pdf", source: { type: "BASE64", mediaType: "application/pdf", data: PDF_B64 } },
          { __typename: "TextBlock", text: "what is in it?" },
        ],
      },
    ]);
  });
});
