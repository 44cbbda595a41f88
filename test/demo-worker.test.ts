// The demo worker, end to end through the public API only: a client sends messages and follows the
// task over graphql-ws; the worker claims runs, streams its replies as previews, asks for approval,
// runs a helper thread, and finishes. Then the same worker as a separate command, and beside `npm start`.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createTask, send, textMessage } from "./helpers/events.js";
import { wsClient, wsSubscribe, type LiveSubscription } from "./helpers/live.js";
import { ROOT, startServer, type ServerProcess } from "./helpers/process.js";
import { startDemoWorker, type DemoWorker } from "../src/worker/demo-worker.js";
import { topics } from "../src/domain/events/log.js";
import type { Client as WsClient } from "graphql-ws";

let t: TestApp;
let workerKey: string;
let worker: DemoWorker;
let client: WsClient;

beforeAll(async () => {
  t = await startTestApp();
  const d = await t.ok<{ createApiKey: { key: string } }>(`mutation { createApiKey(input: { name: "demo worker", scopes: [WORKER] }) { key } }`);
  workerKey = d.createApiKey.key;
  worker = startDemoWorker({ url: t.url, apiKey: workerKey, waitSeconds: 5 });
  client = wsClient(t.wsUrl, t.adminKey);
});
afterAll(async () => {
  await worker?.stop();
  await client?.dispose();
  await t?.stop();
});

const STREAM = `subscription($taskId: ID!, $after: Sequence, $deltas: [EventType!]) {
  taskEvents(taskId: $taskId, after: $after, deltas: $deltas) {
    __typename
    ... on TaskEvent { id type sequence run { id } thread { id } }
    ... on EventStart { eventId type runId }
    ... on EventDelta { eventId index text }
    ... on UserMessageEvent { processedAt }
    ... on WorkerMessageEvent { content { text } }
    ... on SpanModelRequestEndEvent { modelRequestStartId isError modelUsage { inputTokens outputTokens } }
    ... on TaskStatusIdleEvent { stopReason }
    ... on TaskUsageEvent { usage { inputTokens outputTokens } }
    ... on WorkerToolUseEvent { name input evaluatedPermission }
    ... on WorkerToolResultEvent { toolUseId status output error }
    ... on UserApprovalEvent { toolUseId result }
    ... on WorkerThreadMessageSentEvent { toTaskThreadId }
    ... on WorkerThreadMessageReceivedEvent { fromTaskThreadId content { ... on TextBlock { text } } }
  }
}`;

type Item = Record<string, any> & { __typename: string };

const itemsOf = (s: LiveSubscription): Item[] => s.items.map((i) => i.data?.taskEvents).filter(Boolean);
/** A finished event's type, or EventStart / EventDelta for previews. */
const label = (x: Item) => (x.__typename === "EventStart" || x.__typename === "EventDelta" ? x.__typename : (x.type as string));
/** Labels with runs of EventDelta collapsed into one. */
const shape = (items: Item[]) => items.map(label).filter((l, i, all) => !(l === "EventDelta" && all[i - 1] === "EventDelta"));
const finished = (items: Item[]) => items.filter((x) => x.__typename !== "EventStart" && x.__typename !== "EventDelta");
const idles = (items: Item[]) => items.filter((x) => x.type === "TASK_STATUS_IDLE");

/**
 * Follows the task from its beginning (its events are replayed from the log whenever the stream
 * starts). Previews are live only, so with `deltas` it returns once the server follows the task's
 * previews for this stream: anything sent after that is previewed to it.
 */
async function follow(taskId: string, deltas: string[] = ["WORKER_MESSAGE"]): Promise<LiveSubscription> {
  const followed = deltas.length > 0 ? previewsFollowed(taskId) : undefined;
  const s = wsSubscribe(client, STREAM, { taskId, after: "0", deltas });
  await followed;
  return s;
}

/** Resolves once the server's bus has subscribed to `taskId`'s previews (its next subscription to them). */
function previewsFollowed(taskId: string): Promise<void> {
  const pubsub = t.app.services().pubsub;
  const subscribe = pubsub.subscribe;
  return new Promise((resolve) => {
    pubsub.subscribe = async (topic, handler, opts) => {
      const off = await subscribe.call(pubsub, topic, handler, opts);
      if (topic === topics.deltas(taskId)) {
        pubsub.subscribe = subscribe;
        resolve();
      }
      return off;
    };
  });
}

const say = (taskId: string, text: string) => send(t, taskId, [textMessage(text)]);

async function taskStatus(taskId: string): Promise<string> {
  const d = await t.ok<{ task: { status: string } }>(`query($id: ID!) { task(id: $id) { status } }`, { id: taskId });
  return d.task.status;
}

describe("the demo worker over the public API", () => {
  it("answers a message: running, a model request span around a reply streamed as previews, usage, idle", async () => {
    const taskId = await createTask(t, undefined, "hello");
    const s = await follow(taskId);
    await say(taskId, "Hello there, demo worker");
    await s.until((items) => idles(items.map((i) => i.data?.taskEvents ?? {})).length >= 1, 20_000);
    const items = itemsOf(s);

    expect(shape(items)).toEqual([
      "USER_MESSAGE",
      "TASK_STATUS_CHANGED",
      "TASK_STATUS_RUNNING",
      "SPAN_MODEL_REQUEST_START",
      "EventStart",
      "EventDelta",
      "WORKER_MESSAGE",
      "SPAN_MODEL_REQUEST_END",
      "TASK_USAGE",
      "TASK_STATUS_IDLE",
    ]);
    const byType = (type: string) => finished(items).find((x) => x.type === type)!;
    const start = items.find((x) => x.__typename === "EventStart")!;
    const deltas = items.filter((x) => x.__typename === "EventDelta");
    const message = byType("WORKER_MESSAGE");
    const runId = byType("TASK_STATUS_RUNNING").run.id as string;

    // The reply was streamed word by word, under the id the finished event carries.
    expect(start).toMatchObject({ type: "WORKER_MESSAGE", runId });
    expect(deltas.length).toBeGreaterThan(3);
    for (const d of deltas) expect(d).toMatchObject({ eventId: start.eventId, index: 0 });
    expect(message.id).toBe(start.eventId);
    const text = message.content.map((b: { text: string }) => b.text).join("");
    expect(deltas.map((d) => d.text).join("")).toBe(text);
    expect(text).toContain('You said: "Hello there, demo worker".');
    expect(text).toContain("demo worker");

    // One run: everything it wrote names it; the span's end names its start and carries usage.
    for (const x of finished(items).filter((i) => i.type !== "USER_MESSAGE")) expect(x.run?.id).toBe(runId);
    expect(byType("SPAN_MODEL_REQUEST_END")).toMatchObject({
      modelRequestStartId: byType("SPAN_MODEL_REQUEST_START").id,
      isError: false,
      modelUsage: { inputTokens: expect.any(Number), outputTokens: expect.any(Number) },
    });
    expect(byType("SPAN_MODEL_REQUEST_END").modelUsage.outputTokens).toBeGreaterThan(0);
    expect(byType("TASK_USAGE").usage.outputTokens).toBeGreaterThan(0);
    expect(byType("TASK_STATUS_IDLE").stopReason).toBe("END_TURN");
    expect(await taskStatus(taskId)).toBe("IDLE");

    // Previews carry no sequence; every finished event does, in increasing order.
    const seqs = s.items.map((i) => i.extensions?.sequence as string | undefined).filter((x): x is string => x != null);
    expect(seqs).toHaveLength(finished(items).length);
    expect(seqs.map(BigInt)).toEqual([...seqs.map(BigInt)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await s.close();
  });

  it("asks for approval with a tool use (AWAITING_USER); after ALLOW it reports the tool's result and replies", async () => {
    const taskId = await createTask(t, undefined, "approval");
    const s = await follow(taskId, []);
    await say(taskId, "Please do it, with my approval");
    // The wait for the user is said by a task.status_changed right after the idle.
    await s.until((items) => {
      const xs = items.map((i) => i.data?.taskEvents ?? {});
      return idles(xs).length >= 1 && xs.at(-1)?.type === "TASK_STATUS_CHANGED";
    }, 20_000);
    let items = itemsOf(s);
    expect(items.map(label)).toEqual([
      "USER_MESSAGE",
      "TASK_STATUS_CHANGED",
      "TASK_STATUS_RUNNING",
      "SPAN_MODEL_REQUEST_START",
      "WORKER_MESSAGE",
      "WORKER_TOOL_USE",
      "SPAN_MODEL_REQUEST_END",
      "TASK_USAGE",
      "TASK_STATUS_IDLE",
      "TASK_STATUS_CHANGED",
    ]);
    const toolUse = items.find((x) => x.type === "WORKER_TOOL_USE")!;
    expect(toolUse).toMatchObject({ name: "pretend_tool", evaluatedPermission: "ASK" });
    expect(idles(items)[0]!.stopReason).toBe("REQUIRES_ACTION");
    expect(await taskStatus(taskId)).toBe("AWAITING_USER");

    const before = items.length;
    await send(t, taskId, [{ userApproval: { toolUseId: toolUse.id, result: "ALLOW" } }]);
    await s.until((all) => idles(all.map((i) => i.data?.taskEvents ?? {})).length >= 2, 20_000);
    items = itemsOf(s).slice(before);
    expect(items.map(label)).toEqual([
      "USER_APPROVAL",
      "TASK_STATUS_CHANGED",
      "TASK_STATUS_CHANGED",
      "TASK_STATUS_RUNNING",
      "WORKER_TOOL_RESULT",
      "SPAN_MODEL_REQUEST_START",
      "WORKER_MESSAGE",
      "SPAN_MODEL_REQUEST_END",
      "TASK_USAGE",
      "TASK_STATUS_IDLE",
    ]);
    expect(items.find((x) => x.type === "WORKER_TOOL_RESULT")).toMatchObject({
      toolUseId: toolUse.id,
      status: "SUCCEEDED",
      output: { ok: true, tool: "pretend_tool" },
    });
    // A new run took over from the one that asked.
    expect(items.find((x) => x.type === "TASK_STATUS_RUNNING")!.run.id).not.toBe(toolUse.run.id);
    expect(items.find((x) => x.type === "WORKER_MESSAGE")!.content[0].text).toMatch(/approving.*pretend_tool ran/);
    expect(idles(items)[0]!.stopReason).toBe("END_TURN");
    expect(await taskStatus(taskId)).toBe("IDLE");
    await s.close();
  });

  it("after DENY it reports the tool use as cancelled, with the reason, and says so", async () => {
    const taskId = await createTask(t, undefined, "denied");
    const s = await follow(taskId, []);
    await say(taskId, "Needs APPROVAL first");
    await s.until((items) => idles(items.map((i) => i.data?.taskEvents ?? {})).length >= 1, 20_000);
    const toolUse = itemsOf(s).find((x) => x.type === "WORKER_TOOL_USE")!;
    expect(toolUse).toBeDefined();
    const before = s.items.length;
    await send(t, taskId, [{ userApproval: { toolUseId: toolUse.id, result: "DENY", denyMessage: "not today" } }]);
    await s.until((all) => idles(all.map((i) => i.data?.taskEvents ?? {})).length >= 2, 20_000);
    const items = itemsOf(s).slice(before);
    expect(items.find((x) => x.type === "WORKER_TOOL_RESULT")).toMatchObject({
      toolUseId: toolUse.id,
      status: "CANCELLED",
      error: expect.stringContaining("not today"),
    });
    expect(items.find((x) => x.type === "WORKER_MESSAGE")!.content[0].text).toContain("did not run pretend_tool");
    expect(idles(items)[0]!.stopReason).toBe("END_TURN");
    await s.close();
  });

  it("runs a helper thread: the task lists it, and its events are on Thread.events", async () => {
    const taskId = await createTask(t, undefined, "helper");
    const s = await follow(taskId, []);
    await say(taskId, "Ask a helper to check this");
    await s.until((items) => idles(items.map((i) => i.data?.taskEvents ?? {})).length >= 1, 20_000);
    const items = itemsOf(s);

    const d = await t.ok<any>(
      `query($id: ID!) { task(id: $id) { status threads(first: 10) { edges { node {
        id workerName status
        events(first: 50) { edges { node { __typename ... on TaskEvent { id type thread { id } } } } }
      } } } } }`,
      { id: taskId },
    );
    expect(d.task.status).toBe("IDLE");
    const threads = d.task.threads.edges.map((e: any) => e.node);
    expect(threads).toHaveLength(1);
    const thread = threads[0];
    expect(thread).toMatchObject({ id: expect.stringMatching(/^thread_/), workerName: "helper", status: "TERMINATED" });
    const threadEvents = thread.events.edges.map((e: any) => e.node);
    expect(threadEvents.map((e: any) => e.type)).toEqual([
      "TASK_THREAD_CREATED",
      "SPAN_MODEL_REQUEST_START",
      "WORKER_MESSAGE",
      "SPAN_MODEL_REQUEST_END",
      "TASK_THREAD_STATUS_IDLE",
      "TASK_THREAD_STATUS_TERMINATED",
    ]);
    for (const e of threadEvents) expect(e.thread?.id).toBe(thread.id);

    // On the task's stream: the instructions go out, the answer comes back, then the main reply.
    const sent = items.findIndex((x) => x.type === "WORKER_THREAD_MESSAGE_SENT");
    const received = items.findIndex((x) => x.type === "WORKER_THREAD_MESSAGE_RECEIVED");
    const reply = items.findLastIndex((x) => x.type === "WORKER_MESSAGE");
    expect(sent).toBeGreaterThan(-1);
    expect(items[sent]!.toTaskThreadId).toBe(thread.id);
    expect(items[received]!.fromTaskThreadId).toBe(thread.id);
    expect(sent).toBeLessThan(received);
    expect(received).toBeLessThan(reply);
    expect(items[reply]!.thread).toBeNull();
    const answer = items[received]!.content[0].text as string;
    expect(items[reply]!.content[0].text).toContain(answer);
    expect(items.slice(-2).map(label)).toEqual(["TASK_USAGE", "TASK_STATUS_IDLE"]);
    await s.close();
  });

  it("a user.interrupt mid-reply ends the run; the worker lets it go and answers the next message", async () => {
    const taskId = await createTask(t, undefined, "interrupted");
    const s = await follow(taskId);
    await say(taskId, "Tell me something long: " + "words to echo back slowly ".repeat(6));
    await s.until((items) => items.some((i) => i.data?.taskEvents?.__typename === "EventDelta"), 20_000);
    await send(t, taskId, [{ userInterrupt: { reason: "enough" } }]);
    await s.until((items) => idles(items.map((i) => i.data?.taskEvents ?? {})).length >= 1, 20_000);
    const eventId = itemsOf(s).find((x) => x.__typename === "EventStart")!.eventId;

    await say(taskId, "And now?");
    await s.until((items) => idles(items.map((i) => i.data?.taskEvents ?? {})).length >= 2, 20_000);
    const items = finished(itemsOf(s));
    // The interrupted reply was never written; the next one was.
    expect(items.some((x) => x.id === eventId)).toBe(false);
    const messages = items.filter((x) => x.type === "WORKER_MESSAGE");
    expect(messages.at(-1)!.content[0].text).toContain('You said: "And now?"');
    expect(idles(items).at(-1)!.stopReason).toBe("END_TURN");
    expect(await taskStatus(taskId)).toBe("IDLE");
    await s.close();
  });
});

describe("the demo worker's code", () => {
  it("imports nothing of the server's code: only the client SDK (its typed documents, request function and retry policy)", () => {
    const file = path.join(ROOT, "src/worker/demo-worker.ts");
    const imports = [...readFileSync(file, "utf8").matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
    expect(imports).toEqual(["../../sdk/index.js"]);
  });
});

describe("npm run worker", () => {
  it("attaches to a server with --url and --key, answers, and stops on SIGTERM with exit 0", async () => {
    // A workspace of its own (its first key holds client and worker), so only this worker serves it.
    const other = await t.newWorkspace("cli");
    const cliKey = other.key;
    const child = spawn(process.execPath, ["--import", "tsx", "src/worker/cli.ts", "--url", t.url, "--key", cliKey], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout!.setEncoding("utf8").on("data", (c: string) => (out += c));
    child.stderr!.setEncoding("utf8").on("data", (c: string) => (out += c));
    const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
    try {
      const { createTask } = await t.ok<any>(
        `mutation { createTask(input: { title: "cli", events: [{ userMessage: { content: [{ text: { text: "hi from the CLI test" } }] } }] }) { task { id } } }`,
        undefined,
        cliKey,
      );
      const taskId = createTask.task.id as string;
      const deadline = Date.now() + 30_000;
      let reply: string | undefined;
      while (!reply && Date.now() < deadline) {
        const d = await t.ok<any>(
          `query($id: ID!) { events(taskId: $id, types: [WORKER_MESSAGE, TASK_STATUS_IDLE]) { edges { node { __typename ... on WorkerMessageEvent { content { text } } } } } }`,
          { id: taskId },
          cliKey,
        );
        const nodes = d.events.edges.map((e: any) => e.node);
        if (nodes.some((n: any) => n.__typename === "TaskStatusIdleEvent")) reply = nodes.find((n: any) => n.content)?.content[0].text;
        else await new Promise((r) => setTimeout(r, 200));
      }
      expect(reply).toContain('You said: "hi from the CLI test"');
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      const logs = out
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l));
      expect(logs.map((l) => l.msg)).toEqual(expect.arrayContaining(["demo worker started", "demo worker claimed a run", "demo worker stopped"]));
      expect(out).not.toContain(cliKey);
    } finally {
      child.kill("SIGKILL");
    }
  }, 60_000);

  it("without a key: one clear line and exit 2", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/worker/cli.ts", "--url", t.url], {
      cwd: ROOT,
      env: { ...process.env, WORKER_API_KEY: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    child.stderr!.setEncoding("utf8").on("data", (c: string) => (err += c));
    const code = await new Promise<number | null>((r) => child.once("exit", (c) => r(c)));
    expect(code).toBe(2);
    expect(err).toMatch(/a worker key is required/);
  });
});

describe("npm start and the demo worker", () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) await s.kill();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const dataDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), "atg-demo-"));
    dirs.push(d);
    return d;
  };

  it("on the embedded default the first-start workspace gets answers; SIGTERM stops the worker before the server, exit 0", async () => {
    const server = await startServer({ DATA_DIR: dataDir() });
    servers.push(server);
    const keyLine = await server.waitForLog((l) => typeof l.apiKey === "string", 90_000);
    const key = keyLine.apiKey as string;
    const attached = await server.waitForLog((l) => l.msg === "demo worker attached", 30_000);
    expect(attached.workspaceId).toBe(keyLine.workspaceId);
    // The worker's own key is never printed.
    expect(server.stdout().split("atk_").length - 1).toBe(1);

    const { createTask } = await server.ok(
      `mutation { createTask(input: { title: "demo", events: [{ userMessage: { content: [{ text: { text: "are you there?" } }] } }] }) { task { id } } }`,
      {},
      key,
    );
    const taskId = createTask.task.id as string;
    const deadline = Date.now() + 30_000;
    let status = "";
    while (status !== "IDLE" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await server.ok(`query($id: ID!) { task(id: $id) { status } }`, { id: taskId }, key)).task.status;
    }
    const page = await server.ok(
      `query($id: ID!) { events(taskId: $id, types: [WORKER_MESSAGE]) { edges { node { ... on WorkerMessageEvent { content { text } } } } } }`,
      { id: taskId },
      key,
    );
    expect(page.events.edges[0].node.content[0].text).toContain('You said: "are you there?"');

    server.child.kill("SIGTERM");
    const exit = await server.waitForExit(10_000);
    expect(exit).toMatchObject({ code: 0, signal: null });
    const msgs = server.logs.map((l) => l.msg);
    expect(msgs.indexOf("demo worker stopped")).toBeGreaterThan(-1);
    expect(msgs.indexOf("demo worker stopped")).toBeLessThan(msgs.indexOf("stopped"));
  }, 180_000);

  it("DEMO_WORKER=false leaves it out", async () => {
    const server = await startServer({ DATA_DIR: dataDir(), DEMO_WORKER: "false" });
    servers.push(server);
    await server.waitForLog((l) => l.msg === "listening", 90_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(server.logs.some((l) => l.msg === "demo worker attached")).toBe(false);
    server.child.kill("SIGTERM");
    expect((await server.waitForExit(10_000)).code).toBe(0);
  }, 120_000);
});
