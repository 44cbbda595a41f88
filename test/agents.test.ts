import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { send, textMessage } from "./helpers/events.js";

/** Agents: tasks target one, worker keys are bound to one, runs and their events belong to it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const CREATE_AGENT = `mutation($name: String!) { createAgent(input: { name: $name }) { agent { id name createdAt } } }`;
const CREATE_KEY = `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id agent { id } } } }`;
const CREATE_TASK = `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id agent { id name } } } }`;
const CLAIM = `mutation($input: ClaimRunInput!) { claimRun(input: $input) { run { id } task { id } } }`;
const EVENTS = `query($taskId: ID!, $agentId: ID, $afterEventId: ID, $after: String) {
  events(taskId: $taskId, agentId: $agentId, afterEventId: $afterEventId, after: $after) {
    edges { node { ... on TaskEvent { id type agent { id name } } } }
  }
}`;

async function agent(name: string) {
  return (await t.ok<any>(CREATE_AGENT, { name })).createAgent.agent as { id: string; name: string };
}
async function workerKey(agentId?: string) {
  const d = await t.ok<any>(CREATE_KEY, { input: { name: "w", scopes: ["WORKER"], agentId } });
  return d.createApiKey.key as string;
}
async function task(agentId?: string) {
  const d = await t.ok<any>(CREATE_TASK, { input: { agentId, events: [textMessage("hi")] } });
  return d.createTask.task.id as string;
}
const claim = async (key: string, taskId?: string) => (await t.ok<any>(CLAIM, { input: { taskId } }, key)).claimRun;

describe("agents", () => {
  it("createAgent (admin), agents(first, after), node(id:), and a name unique in the workspace", async () => {
    const a = await agent("support");
    expect(a.id).toMatch(/^agent_/);
    const b = await agent("billing");
    const page = await t.ok<any>(`{ agents(first: 1) { edges { cursor node { id name } } pageInfo { hasNextPage endCursor } } }`);
    expect(page.agents.edges.map((e: any) => e.node.id)).toEqual([b.id]);
    const next = await t.ok<any>(`query($after: String) { agents(first: 5, after: $after) { edges { node { id } } } }`, { after: page.agents.pageInfo.endCursor });
    expect(next.agents.edges.map((e: any) => e.node.id)).toContain(a.id);
    const node = await t.ok<any>(`query($id: ID!) { node(id: $id) { __typename ... on Agent { name } } }`, { id: a.id });
    expect(node.node).toEqual({ __typename: "Agent", name: "support" });
    const dup = await t.gql(CREATE_AGENT, { name: "support" });
    expect(dup.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const other = await t.newWorkspace("agents-other");
    const notAdmin = await t.gql(CREATE_AGENT, { name: "x" }, other.key);
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.ok<any>(`query($id: ID!) { node(id: $id) { id } }`, { id: a.id }, other.key)).node).toBeNull();
  });

  it("unknown or foreign agentIds are NOT_FOUND; agentId on a key without the worker scope is BAD_USER_INPUT; nothing is written", async () => {
    const tasks = await t.app.services().db.prisma.task.count();
    const keys = await t.app.services().db.prisma.apiKey.count();
    const unknown = await t.gql(CREATE_TASK, { input: { agentId: "agent_01JZZZZZZZZZZZZZZZZZZZZZZZ" } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    // Another workspace's agent is not found either.
    const other = await t.newWorkspace("foreign-agent");
    const mine = await agent("mine-only");
    const foreign = await t.gql(CREATE_TASK, { input: { agentId: mine.id } }, other.key);
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await t.gql(CREATE_KEY, { input: { name: "k", scopes: ["WORKER"], agentId: "agent_01JZZZZZZZZZZZZZZZZZZZZZZZ" } })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const clientKey = await t.gql(CREATE_KEY, { input: { name: "k", scopes: ["CLIENT"], agentId: mine.id } });
    expect(clientKey.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await t.app.services().db.prisma.task.count()).toBe(tasks);
    expect(await t.app.services().db.prisma.apiKey.count()).toBe(keys + 1); // the other workspace's first key only
    const taskId = await task(mine.id);
    const events = await t.gql(EVENTS, { taskId, agentId: "agent_01JZZZZZZZZZZZZZZZZZZZZZZZ" });
    expect(events.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("claimRun routes by agent: a bound key takes only its agent's tasks, an unbound key only tasks without one, never another's even by taskId", async () => {
    const a = await agent("router-a");
    const b = await agent("router-b");
    const keyA = await workerKey(a.id);
    const keyB = await workerKey(b.id);
    const unbound = await workerKey();
    const taskA = await task(a.id);
    const taskNone = await task();
    expect((await claim(keyB, taskA)).run).toBeNull();
    expect((await claim(unbound, taskA)).run).toBeNull();
    expect((await claim(keyA, taskNone)).run).toBeNull();
    const takenA = await claim(keyA);
    expect(takenA.task?.id).toBe(taskA);
    const takenNone = await claim(unbound, taskNone);
    expect(takenNone.task?.id).toBe(taskNone);
    expect((await claim(keyB)).run).toBeNull();
  });

  it("TaskEvent.agent names the agent of the run that wrote it; events(agentId) is the agent's inbox; afterEventId resumes after an event", async () => {
    const a = await agent("inbox-a");
    const b = await agent("inbox-b");
    const keyA = await workerKey(a.id);
    const taskId = await task(a.id);
    const { run } = await claim(keyA, taskId);
    await t.ok(
      `mutation($input: AppendRunEventsInput!) { appendRunEvents(input: $input) { run { id } } }`,
      { input: { runId: run.id, events: [{ workerMessage: { content: [{ text: "hello" }] } }] } },
      keyA,
    );
    await t.ok(`mutation($input: FinishRunInput!) { finishRun(input: $input) { run { id } } }`, { input: { runId: run.id, stopReason: "END_TURN" } }, keyA);
    await send(t, taskId, [textMessage("again")]);
    const all = (await t.ok<any>(EVENTS, { taskId })).events.edges.map((e: any) => e.node);
    const byType = (type: string) => all.filter((e: any) => e.type === type);
    // What clients sent has no agent; what the run wrote (worker and server) names it.
    for (const e of byType("USER_MESSAGE")) expect(e.agent).toBeNull();
    for (const type of ["TASK_STATUS_RUNNING", "WORKER_MESSAGE", "TASK_USAGE", "TASK_STATUS_IDLE"]) {
      expect(byType(type).length, type).toBeGreaterThan(0);
      for (const e of byType(type)) expect(e.agent, type).toEqual({ id: a.id, name: "inbox-a" });
    }
    const inbox = (await t.ok<any>(EVENTS, { taskId, agentId: a.id })).events.edges.map((e: any) => e.node.id);
    const expected = all.filter((e: any) => e.type === "USER_MESSAGE" || e.agent != null).map((e: any) => e.id);
    expect(inbox).toEqual(expected);
    expect(inbox.length).toBeLessThanOrEqual(all.length);
    expect((await t.ok<any>(EVENTS, { taskId, agentId: b.id })).events.edges).toEqual([]);
    // afterEventId: after that event, with or without agentId.
    const after = (await t.ok<any>(EVENTS, { taskId, afterEventId: all[1].id })).events.edges.map((e: any) => e.node.id);
    expect(after).toEqual(all.slice(2).map((e: any) => e.id));
    const afterInbox = (await t.ok<any>(EVENTS, { taskId, agentId: a.id, afterEventId: all[1].id })).events.edges.map((e: any) => e.node.id);
    expect(afterInbox).toEqual(expected.filter((id: string) => all.findIndex((e: any) => e.id === id) > 1));
    // An id that is not an event of this task is INVALID_CURSOR.
    const otherTask = await task();
    const otherEvent = (await t.ok<any>(EVENTS, { taskId: otherTask })).events.edges[0].node.id;
    for (const afterEventId of [otherEvent, "event_nope"]) {
      const r = await t.gql(EVENTS, { taskId, afterEventId });
      expect(r.errors?.[0]?.extensions?.code, afterEventId).toBe("INVALID_CURSOR");
    }
    const both = await t.gql(EVENTS, { taskId, afterEventId: all[0].id, after: "0" });
    expect(both.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
