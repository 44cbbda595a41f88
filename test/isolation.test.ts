/**
 * Tenancy: nothing crosses workspaces. Another workspace's task, run, thread, event, workflow run,
 * phase, workspace or key is exactly as absent as one that does not exist: `node` and `task` give
 * null for both; every operation that names one gives the same NOT_FOUND (same code, same message
 * but for the id) for both; lists and streams never show it. Every root field of the schema that
 * takes an id is tried, so an operation added later is held to the same rule.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLEnumType, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, getNamedType, isCompositeType, type GraphQLInputType } from "graphql";
import { startTestApp, type GqlResult, type TestApp } from "./helpers/app.js";
import { sseSubscribe, wsClient, wsSubscribe } from "./helpers/live.js";
import { createRun, createTask, createThread, send, textMessage, writeEvents } from "./helpers/events.js";
import { schema } from "../src/graphql/schema.js";
import { insertApiKey } from "../src/domain/auth.js";
import { newId } from "../src/domain/ids.js";

type Kind = "task" | "run" | "thread" | "event" | "workflowRun" | "phase" | "workspace" | "apiKey" | "interrupt";
type Objects = Record<Kind, string>;

let t: TestApp;
let a: { key: string; workspaceId: string; own: Objects };
let b: { key: string; workspaceId: string; own: Objects; queuedTaskId: string };
const MISSING: Objects = {
  task: "task_01ZZZZZZZZZZZZZZZZZZZZZZZZ",
  run: "run_01ZZZZZZZZZZZZZZZZZZZZZZZZ",
  thread: "thread_01ZZZZZZZZZZZZZZZZZZZZZZZZ",
  event: "event_01ZZZZZZZZZZZZZZZZZZZZZZZZ",
  workflowRun: "wfrun_01ZZZZZZZZZZZZZZZZZZZZZZZZ",
  phase: "phase_01ZZZZZZZZZZZZZZZZZZZZZZZZ",
  workspace: "ws_01ZZZZZZZZZZZZZZZZZZZZZZZZ",
  apiKey: "key_01ZZZZZZZZZZZZZZZZZZZZZZZZ",
  interrupt: "intr_01ZZZZZZZZZZZZZZZZZZZZZZZZ",
};

/** A workspace with one of everything, and a key holding every scope. */
async function seedWorkspace(name: string) {
  const { workspaceId, key: firstKey } = await t.newWorkspace(name);
  const prisma = t.app.services().db.prisma;
  const { secret: key, apiKey } = await insertApiKey(prisma, { workspaceId, name: "all", scopes: ["admin", "client", "worker"] });
  const taskId = await createTask(t, firstKey, `${name}'s task`);
  await send(t, taskId, [textMessage(`${name}'s secret`)], firstKey);
  const { id: runId } = await createRun(t, taskId, "FINISHED");
  const { id: threadId } = await createThread(t, taskId);
  const [toolUse] = await writeEvents(t, taskId, [{ type: "worker.tool_use", runId, threadId, payload: { name: "bash", input: { cmd: "ls" } } }]);
  const wf = await prisma.workflowRun.create({ data: { id: newId("workflowRun"), workspaceId, taskId, name: "wf" } });
  const phase = await prisma.workflowPhase.create({ data: { id: newId("phase"), workflowRunId: wf.id, name: "p", position: 0 } });
  const own: Objects = {
    task: taskId,
    run: runId,
    thread: threadId,
    event: toolUse!.id,
    workflowRun: wf.id,
    phase: phase.id,
    workspace: workspaceId,
    apiKey: apiKey.id,
    interrupt: MISSING.interrupt,
  };
  return { key, workspaceId, own };
}

beforeAll(async () => {
  t = await startTestApp();
  a = await seedWorkspace("A");
  const seeded = await seedWorkspace("B");
  // a task of B's with a message waiting for a worker
  const queuedTaskId = await createTask(t, seeded.key, "queued");
  await send(t, queuedTaskId, [textMessage("waiting")], seeded.key);
  b = { ...seeded, queuedTaskId };
}, 180_000);
afterAll(() => t?.stop());

/** What B holds, as seen from the database: must not change whatever A tries. */
async function stateOfB() {
  const prisma = t.app.services().db.prisma;
  const tasks = await prisma.task.findMany({ where: { workspaceId: b.workspaceId }, orderBy: { id: "asc" } });
  const events = await prisma.event.count({ where: { workspaceId: b.workspaceId } });
  const runs = await prisma.run.findMany({ where: { workspaceId: b.workspaceId }, orderBy: { id: "asc" } });
  const keys = await prisma.apiKey.findMany({ where: { workspaceId: b.workspaceId }, orderBy: { id: "asc" } });
  const ws = await prisma.workspace.findUniqueOrThrow({ where: { id: b.workspaceId } });
  return {
    tasks: tasks.map((x) => [x.id, x.status, x.title, x.deletedAt, x.purgedThroughSequence?.toString()]),
    events,
    runs: runs.map((r) => [r.id, r.status, r.leaseExpiresAt?.getTime()]),
    keys: keys.map((k) => [k.id, k.revokedAt]),
    retention: ws.retentionDays,
  };
}

/** The same answer but for the id: the code, and the message with the id blanked. */
function shape(r: GqlResult<unknown>, id: string) {
  return {
    data: r.data ?? null,
    errors: (r.errors ?? []).map((e) => ({ code: e.extensions?.code, message: e.message.split(id).join("<id>"), index: e.extensions?.index })),
  };
}

// ---------------------------------------------------------------------------------------------

describe("reading", () => {
  it("node(id:) is null for every kind of B's object, exactly as for a missing id; A's own resolve", async () => {
    const NODE = `query($id: ID!) { node(id: $id) { id __typename } }`;
    for (const kind of ["task", "run", "thread", "event", "workflowRun", "phase", "workspace", "apiKey"] as const) {
      const foreign = await t.gql(NODE, { id: b.own[kind] }, a.key);
      const missing = await t.gql(NODE, { id: MISSING[kind] }, a.key);
      expect(foreign, kind).toEqual({ data: { node: null } });
      expect(missing, kind).toEqual({ data: { node: null } });
      const own = await t.ok<any>(NODE, { id: a.own[kind] }, a.key);
      expect(own.node?.id, kind).toBe(a.own[kind]);
    }
  });

  it("task(id:) is null for B's task as for a missing one (documented: null, like node)", async () => {
    const TASK = `query($id: ID!) { task(id: $id) { id title } }`;
    expect(await t.gql(TASK, { id: b.own.task }, a.key)).toEqual({ data: { task: null } });
    expect(await t.gql(TASK, { id: MISSING.task }, a.key)).toEqual({ data: { task: null } });
    expect(await t.gql(TASK, { id: "not-an-id" }, a.key)).toEqual({ data: { task: null } });
    expect((await t.ok<any>(TASK, { id: a.own.task }, a.key)).task.title).toBe("A's task");
  });

  it("events(taskId:) of B's task is NOT_FOUND, word for word as a missing task", async () => {
    const EVENTS = `query($id: ID!) { events(taskId: $id) { edges { node { __typename } } } }`;
    const foreign = await t.gql(EVENTS, { id: b.own.task }, a.key);
    const missing = await t.gql(EVENTS, { id: MISSING.task }, a.key);
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(shape(foreign, b.own.task)).toEqual(shape(missing, MISSING.task));
    expect(JSON.stringify(foreign)).not.toContain("secret");
  });

  it("connections list only the caller's: tasks, events filtered by B's thread, apiKeys", async () => {
    const all = await t.ok<any>(`{ tasks(first: 100) { edges { node { id } } } }`, {}, a.key);
    const ids = all.tasks.edges.map((e: any) => e.node.id);
    expect(ids).toContain(a.own.task);
    expect(ids).not.toContain(b.own.task);
    expect(ids).not.toContain(b.queuedTaskId);
    const byThread = await t.ok<any>(
      `query($task: ID!, $thread: ID!) { events(taskId: $task, threadId: $thread) { edges { cursor } } task(id: $task) { threads { edges { node { id } } } runs { edges { node { id } } } } }`,
      { task: a.own.task, thread: b.own.thread },
      a.key,
    );
    expect(byThread.events.edges).toEqual([]);
    const threads = byThread.task.threads.edges.map((e: any) => e.node.id);
    const runs = byThread.task.runs.edges.map((e: any) => e.node.id);
    expect(threads).toContain(a.own.thread);
    expect(threads).not.toContain(b.own.thread);
    expect(runs).toContain(a.own.run);
    expect(runs).not.toContain(b.own.run);
    const keys = await t.ok<any>(`{ apiKeys(first: 100) { edges { node { id } } } }`, {}, a.key);
    expect(keys.apiKeys.edges.map((e: any) => e.node.id)).toContain(a.own.apiKey);
    expect(keys.apiKeys.edges.map((e: any) => e.node.id)).not.toContain(b.own.apiKey);
  });
});

describe("subscriptions", () => {
  const TASK_EVENTS = `subscription($taskId: ID!) { taskEvents(taskId: $taskId, after: "0") { __typename ... on TaskEvent { id taskId } } }`;

  it("taskEvents of B's task is NOT_FOUND over graphql-ws and SSE, as for a missing task", async () => {
    const client = wsClient(t.wsUrl, a.key);
    try {
      const results = [];
      for (const taskId of [b.own.task, MISSING.task]) {
        const s = wsSubscribe(client, TASK_EVENTS, { taskId });
        await s.until(() => s.errors.length > 0 || s.items.length > 0 || s.completed);
        results.push(shape({ errors: (s.errors[0] as any) ?? (s.items[0] as any)?.errors }, taskId));
        expect(s.items.filter((i) => i.data)).toEqual([]);
        await s.close();
      }
      expect(results[0]!.errors[0]!.code).toBe("NOT_FOUND");
      expect(results[0]).toEqual(results[1]);
    } finally {
      await client.dispose();
    }
    const sse = sseSubscribe(t.url, a.key, TASK_EVENTS, { taskId: b.own.task });
    await sse.until(() => sse.errors.length > 0 || sse.items.length > 0 || sse.completed);
    const err = (sse.items[0] as any)?.errors?.[0] ?? (sse.errors[0] as any)?.[0] ?? (sse.errors[0] as any);
    expect(JSON.stringify(err)).toMatch(/NOT_FOUND/);
    expect(sse.items.filter((i) => i.data)).toEqual([]);
    await sse.close();
  });

  it("workspaceEvents shows the caller's events only, history and live, while the other workspace writes", async () => {
    const client = wsClient(t.wsUrl, a.key);
    try {
      const s = wsSubscribe(client, `subscription { workspaceEvents(after: "0") { ... on TaskEvent { id taskId } } }`, {});
      await new Promise((r) => setTimeout(r, 300));
      await send(t, b.own.task, [textMessage("B writes")], b.key);
      await send(t, a.own.task, [textMessage("A writes")], a.key);
      await s.until((items) => items.some((i) => i.data.workspaceEvents.taskId === a.own.task && items.length >= 3));
      await new Promise((r) => setTimeout(r, 300));
      const taskIds = new Set(s.items.map((i) => i.data.workspaceEvents.taskId));
      expect([...taskIds]).toEqual([a.own.task]);
      await s.close();
    } finally {
      await client.dispose();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Every operation that names an object: B's object behaves as a missing one, and B is untouched.
// ---------------------------------------------------------------------------------------------

/** Inputs that get past validation, so that the look-up is what answers. */
const VALID: Record<string, Record<string, unknown>> = {
  sendEvents: { events: [textMessage("intruder")] },
  createTask: { events: [{ userApproval: { toolUseId: "<event>", result: "ALLOW" } }] },
  startRun: { kind: "CLEAR" },
  cancelRun: { mode: "ABORT" },
  answerInterrupts: { answers: [{ interruptId: "<interrupt>", action: "CANCEL" }] },
  updateTask: { title: "hijacked" },
  purgeHistory: { before: new Date(Date.now() + 86_400_000).toISOString() },
  publishDeltas: { type: "WORKER_MESSAGE", deltas: [{ index: 0, text: "x" }] },
  appendRunEvents: { events: [{ workerMessage: { content: [{ text: "intruder" }] } }] },
  finishRun: { stopReason: "END_TURN" },
  claimRun: { waitSeconds: 0 },
};

/** Which kind of object an ID argument names. */
function kindOf(field: string, arg: string): Kind | null {
  if (arg === "taskId") return "task";
  if (arg === "runId") return "run";
  if (arg === "threadId") return "thread";
  if (arg === "interruptId") return "interrupt";
  if (/toolUseId|eventId/i.test(arg)) return "event";
  if (arg === "id") return field === "revokeApiKey" ? "apiKey" : "task";
  return null;
}

/** A value for each argument: `ids` decides which object each ID names. */
function build(type: GraphQLInputType, field: string, arg: string, ids: Objects): unknown {
  if (type instanceof GraphQLNonNull) return build(type.ofType, field, arg, ids);
  if (type instanceof GraphQLList) return [build(type.ofType, field, arg, ids)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.name;
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields());
    if (type.isOneOf) return { [fields[0]!.name]: build(fields[0]!.type, field, fields[0]!.name, ids) };
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      const given = VALID[field]?.[f.name];
      if (given !== undefined) out[f.name] = substitute(given, ids);
      else if (f.type instanceof GraphQLNonNull && f.defaultValue === undefined) out[f.name] = build(f.type, field, f.name, ids);
      else if (getNamedType(f.type).name === "ID" && kindOf(field, f.name)) out[f.name] = build(f.type, field, f.name, ids);
    }
    return out;
  }
  switch (getNamedType(type).name) {
    case "ID":
      return ids[kindOf(field, arg) ?? "task"];
    case "Int":
      return 1;
    case "Boolean":
      return false;
    case "DateTime":
      return new Date().toISOString();
    case "JSON":
      return {};
    case "Sequence":
      return "0";
    default:
      return "x";
  }
}

function substitute(v: unknown, ids: Objects): unknown {
  return JSON.parse(JSON.stringify(v).replace(/"<(\w+)>"/g, (_m, kind: Kind) => JSON.stringify(ids[kind])));
}

/** The root fields that take an ID naming an object (directly or in their input). */
function namesAnObject(type: GraphQLInputType, field: string, arg: string, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === "ID") return kindOf(field, arg) !== null;
  if (named instanceof GraphQLInputObjectType && !seen.has(named.name)) {
    seen.add(named.name);
    return Object.values(named.getFields()).some((f) => namesAnObject(f.type, field, f.name, seen));
  }
  return false;
}

const OPERATIONS = (["query", "mutation"] as const).flatMap((kind) => {
  const root = kind === "query" ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(root.getFields())
    .filter((f) => f.name !== "node" && f.args.some((a) => namesAnObject(a.type, f.name, a.name)))
    .map((field) => ({ kind, field }));
});

function operation(kind: string, field: (typeof OPERATIONS)[number]["field"], ids: Objects) {
  const args = field.args.filter((a) => a.type instanceof GraphQLNonNull || namesAnObject(a.type, field.name, a.name));
  const decl = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ")})` : "";
  const pass = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(", ")})` : "";
  const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
  const variables = Object.fromEntries(args.map((a) => [a.name, build(a.type, field.name, a.name, ids)]));
  return { query: `${kind}${decl} { ${field.name}${pass}${selection} }`, variables };
}

/** A's ids where `kind` is replaced by B's (or by a missing one). */
const withOne = (kind: Kind, id: string): Objects => ({ ...a.own, [kind]: id });

describe("operations that name an object", () => {
  it("the schema has the operations this test is about", () => {
    const names = OPERATIONS.map((o) => o.field.name);
    for (const n of ["task", "events", "sendEvents", "purgeHistory", "deleteTask", "publishDeltas", "revokeApiKey"]) expect(names).toContain(n);
  });

  /** Must be NOT_FOUND (not just "the same as missing"). */
  const MUST_BE_NOT_FOUND = new Set([
    "events",
    "sendEvents",
    "purgeHistory",
    "deleteTask",
    "publishDeltas",
    "revokeApiKey",
    "updateTask",
    "terminateTask",
    "startRun",
    "cancelRun",
    "answerInterrupts",
    "appendRunEvents",
    "finishRun",
    "renewLease",
    "claimRun",
  ]);

  for (const { kind, field } of OPERATIONS) {
    it(`${kind} ${field.name}`, async () => {
      const before = await stateOfB();
      // every kind of object this operation names, one at a time
      const kinds = new Set<Kind>();
      const collect = (type: GraphQLInputType, arg: string, seen = new Set<string>()) => {
        const named = getNamedType(type);
        if (named.name === "ID" && kindOf(field.name, arg)) kinds.add(kindOf(field.name, arg)!);
        if (named instanceof GraphQLInputObjectType && !seen.has(named.name)) {
          seen.add(named.name);
          for (const f of Object.values(named.getFields())) collect(f.type, f.name, seen);
        }
      };
      for (const arg of field.args) collect(arg.type, arg.name);
      for (const value of Object.values(VALID[field.name] ?? {})) for (const m of JSON.stringify(value).matchAll(/"<(\w+)>"/g)) kinds.add(m[1] as Kind);
      kinds.delete("interrupt"); // none to borrow: B has no pending interrupt to name

      for (const k of kinds) {
        const id = k === "task" && field.name === "claimRun" ? b.queuedTaskId : b.own[k];
        const foreignOp = operation(kind, field, withOne(k, id));
        const missingOp = operation(kind, field, withOne(k, MISSING[k]));
        if (!JSON.stringify(foreignOp.variables).includes(id)) continue; // this input names no such object
        const foreign = await t.gql(foreignOp.query, foreignOp.variables, a.key);
        const missing = await t.gql(missingOp.query, missingOp.variables, a.key);
        const label = `${field.name} with B's ${k}: ${JSON.stringify(foreign)}`;
        // never a hint: the same answer as for an id that does not exist
        expect(shape(foreign, id), label).toEqual(shape(missing, MISSING[k]));
        // and when the operation acts on that object, never a success (a filter, like events' threadId, just finds nothing)
        const target = k === "task" || k === "run" || k === "apiKey";
        if (field.name === "task") expect(foreign.data, label).toEqual({ task: null });
        else if (target) expect(foreign.errors?.length ?? 0, label).toBeGreaterThan(0);
        if (MUST_BE_NOT_FOUND.has(field.name) && (k === "task" || k === "run" || k === "apiKey")) {
          expect(foreign.errors?.[0]?.extensions?.code, label).toBe("NOT_FOUND");
        }
        expect(JSON.stringify(foreign)).not.toMatch(/B's|secret|workspace/i);
      }
      expect(await stateOfB()).toEqual(before);
    });
  }

  it("an answer naming B's tool use, sent to A's own task, is refused as if the event did not exist", async () => {
    const SEND = `mutation($i: SendEventsInput!) { sendEvents(input: $i) { replayed } }`;
    const foreign = await t.gql(SEND, { i: { taskId: a.own.task, events: [{ userApproval: { toolUseId: b.own.event, result: "ALLOW" } }] } }, a.key);
    const missing = await t.gql(SEND, { i: { taskId: a.own.task, events: [{ userApproval: { toolUseId: MISSING.event, result: "ALLOW" } }] } }, a.key);
    expect(foreign.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(shape(foreign, b.own.event)).toEqual(shape(missing, MISSING.event));
  });

  it("claimRun without a task never takes B's waiting message", async () => {
    const r = await t.ok<any>(`mutation { claimRun(input: { waitSeconds: 0 }) { run { id task { id } } } }`, {}, a.key);
    if (r.claimRun.run) expect(r.claimRun.run.task.id).not.toBe(b.queuedTaskId);
    const waiting = await t.app.services().db.prisma.event.findMany({ where: { taskId: b.queuedTaskId, type: "user.message" } });
    expect(waiting.every((e) => e.processedAt === null)).toBe(true);
  });

  it("after all of the above, nothing of A's refers to anything of B's", async () => {
    const prisma = t.app.services().db.prisma;
    const bIds = Object.values(b.own);
    const aEvents = await prisma.event.findMany({ where: { workspaceId: a.workspaceId } });
    for (const e of aEvents) {
      expect(bIds).not.toContain(e.runId);
      expect(bIds).not.toContain(e.threadId);
      expect(bIds).not.toContain(e.taskId);
      const payload = JSON.stringify(e.payload ?? {});
      for (const id of [b.own.task, b.own.run, b.own.thread, b.own.event]) expect(payload).not.toContain(id);
    }
    const aRuns = await prisma.run.findMany({ where: { workspaceId: a.workspaceId } });
    for (const r of aRuns) expect(bIds).not.toContain(r.taskId);
  });
});
