import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpAgent, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/client";
import { EventSchema } from "@ag-ui/core/schemas";
import type { ServedApi } from "./helpers/app.js";
import { TestWorker } from "./helpers/worker.js";
import { startServedApp } from "./helpers/process.js";
import { startTestApp } from "./helpers/app.js";
import { createTask } from "./helpers/events.js";
import WebSocket from "ws";
import { createTaskApi, type RunStreamItem } from "../sdk/index.js";

/**
 * AG-UI frontends against a real server process with the demo worker: an unmodified
 * `@ag-ui/client` HttpAgent on POST /agui, every event it receives checked against
 * `@ag-ui/core`'s own schemas; and the raw endpoint for refusals, reattaching and resuming.
 */

let t: ServedApi;
let aguiUrl: string;

beforeAll(async () => {
  t = await startServedApp({ DEMO_WORKER: "true" });
  aguiUrl = `${t.origin}/agui`;
}, 120_000);
afterAll(async () => {
  await t?.stop();
});

/** An HttpAgent as a frontend makes one, recording (and schema-checking) every event it receives. */
function agentFor(threadId: string, key = t.adminKey) {
  const agent = new HttpAgent({ url: aguiUrl, headers: { authorization: `Bearer ${key}` }, threadId });
  const events: BaseEvent[] = [];
  agent.subscribe({
    onEvent: ({ event }) => {
      const checked = EventSchema.safeParse(event);
      if (!checked.success) throw new Error(`invalid AG-UI event ${JSON.stringify(event)}: ${checked.error.message}`);
      events.push(event);
    },
  });
  return { agent, events };
}

const userMessage = (text: string): Message => ({ id: randomUUID(), role: "user", content: text });


async function userMessagesOf(taskId: string): Promise<string[]> {
  const d = await t.ok<{ task: { events: { edges: { node: { messageId: string } }[] } } }>(
    `query($id: ID!) { task(id: $id) { events(first: 100, types: [USER_MESSAGE]) { edges { node { ... on UserMessageEvent { messageId } } } } } }`,
    { id: taskId },
  );
  return d.task.events.edges.map((e) => e.node.messageId);
}

/** POSTs an input and reads the whole SSE answer (or the JSON error). */
async function post(input: unknown, opts: { key?: string | null; signal?: AbortSignal; raw?: string; api?: ServedApi } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "text/event-stream" };
  const key = opts.key === undefined ? (opts.api ?? t).adminKey : opts.key;
  if (key) headers["x-api-key"] = key;
  return fetch(opts.api ? `${opts.api.origin}/agui` : aguiUrl, { method: "POST", headers, body: opts.raw ?? JSON.stringify(input), signal: opts.signal });
}

function parseSse(text: string): BaseEvent[] {
  return text
    .split("\n\n")
    .map((block) => block.split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trim()).join("\n"))
    .filter(Boolean)
    .map((data) => JSON.parse(data) as BaseEvent);
}

/**
 * Reads an SSE answer, calling `seen` with the whole events received so far after each chunk;
 * returns them at the end, or as soon as `seen` returns true.
 */
async function readSse(res: Response, seen: (events: BaseEvent[]) => boolean | void): Promise<BaseEvent[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const events = parseSse(text.slice(0, text.lastIndexOf("\n\n") + 2));
    if (seen(events)) return events;
  }
  return parseSse(text);
}

/** Reads SSE events until `until` holds, then aborts the request. */
async function readUntil(res: Response, until: (events: BaseEvent[]) => boolean, abort: AbortController): Promise<BaseEvent[]> {
  let met = false;
  const events = await readSse(res, (so) => (met = until(so)));
  if (met) abort.abort();
  return events;
}

const texts = (events: BaseEvent[]) => events.filter((e) => e.type === "TEXT_MESSAGE_CONTENT").map((e) => (e as unknown as { delta: string }).delta).join("");
const finished = (events: BaseEvent[]) => events.find((e) => e.type === "RUN_FINISHED") as (BaseEvent & { outcome?: any; usage?: any[] }) | undefined;

async function threadTaskId(threadId: string): Promise<string> {
  // The task that remembers the thread: the newest task holds it (tests run one thread at a time here).
  const d = await t.ok<{ tasks: { edges: { node: { id: string; externalThreadId: string | null } }[] } }>(`{ tasks(first: 100) { edges { node { id externalThreadId } } } }`);
  const found = d.tasks.edges.find((e) => e.node.externalThreadId === threadId);
  if (!found) throw new Error(`no task for thread ${threadId}`);
  return found.node.id;
}

describe("POST /agui with an unmodified HttpAgent", () => {
  it("streams a reply on a new random thread, and a follow-up on the same thread writes only the new message", async () => {
    const threadId = randomUUID();
    const { agent, events } = agentFor(threadId);
    const first = userMessage("Hello from an AG-UI frontend");
    agent.addMessage(first);
    const r1 = await agent.runAgent();
    expect(events[0]!.type).toBe("RUN_STARTED");
    expect(events.at(-1)!.type).toBe("RUN_FINISHED");
    expect(finished(events)!.outcome ?? { type: "success" }).toMatchObject({ type: "success" });
    expect(texts(events)).toContain('You said: "Hello from an AG-UI frontend".');
    expect(events.some((e) => e.type === "TEXT_MESSAGE_END")).toBe(true);
    expect(finished(events)!.usage?.[0]?.outputTokens).toBeGreaterThan(0);
    const reply = r1.newMessages.find((m) => m.role === "assistant")!;
    expect(reply.content).toContain("Hello from an AG-UI frontend");

    const taskId = await threadTaskId(threadId);
    expect(await userMessagesOf(taskId)).toEqual([first.id]);

    // The follow-up re-sends the whole history (the first message and the reply) plus one new message.
    events.length = 0;
    const second = userMessage("And a second question");
    agent.addMessage(second);
    await agent.runAgent();
    expect(texts(events)).toContain('You said: "And a second question".');
    expect(texts(events)).not.toContain("Hello from an AG-UI frontend");
    expect(await userMessagesOf(taskId)).toEqual([first.id, second.id]);
    expect(agent.messages.filter((m) => m.role === "assistant")).toHaveLength(2);
  }, 60_000);

  it("ends an approval with an interrupt outcome, and a resume continues to success", async () => {
    const threadId = randomUUID();
    const { agent, events } = agentFor(threadId);
    agent.addMessage(userMessage("I need your approval for this"));
    await agent.runAgent();
    const outcome = finished(events)!.outcome;
    expect(outcome.type).toBe("interrupt");
    expect(outcome.interrupts).toHaveLength(1);
    const interrupt = outcome.interrupts[0];
    expect(interrupt.id).toMatch(/^intr_/);
    const toolCall = events.find((e) => e.type === "TOOL_CALL_START") as BaseEvent & { toolCallId: string; toolCallName: string };
    expect(toolCall).toMatchObject({ toolCallName: "pretend_tool" });
    expect(interrupt.toolCallId).toBe(toolCall.toolCallId);
    expect(agent.pendingInterrupts.map((i: { id: string }) => i.id)).toEqual([interrupt.id]);

    events.length = 0;
    await agent.runAgent({ resume: [{ interruptId: interrupt.id, status: "resolved", payload: { result: "ALLOW" } }] });
    expect(finished(events)!.outcome ?? { type: "success" }).toMatchObject({ type: "success" });
    expect(events.find((e) => e.type === "TOOL_CALL_RESULT")).toMatchObject({ toolCallId: toolCall.toolCallId });
    expect(texts(events)).toMatch(/Thanks for approving/);

    // The same resume again (a new run id): nothing changes, no second run starts.
    const taskId = await threadTaskId(threadId);
    const runsBefore = await runsOf(taskId);
    const res = await post({
      threadId,
      runId: randomUUID(),
      messages: [],
      resume: [{ interruptId: interrupt.id, status: "resolved", payload: { result: "ALLOW" } }],
    });
    const again = parseSse(await res.text());
    expect(again.map((e) => e.type)).toEqual(["RUN_STARTED", "RUN_FINISHED"]);
    expect(await runsOf(taskId)).toEqual(runsBefore);
  }, 60_000);

  it("does a frontend tool round trip", async () => {
    const threadId = randomUUID();
    const { agent, events } = agentFor(threadId);
    const tools = [
      { name: "show_weather", description: "Shows the weather in a city", parameters: { type: "object", properties: { city: { type: "string" } } } },
    ];
    agent.addMessage(userMessage("What is the weather in Paris?"));
    await agent.runAgent({ tools, context: [{ description: "the user's city", value: "Paris" }] });
    const outcome = finished(events)!.outcome;
    const call = events.find((e) => e.type === "TOOL_CALL_START") as BaseEvent & { toolCallId: string; toolCallName: string };
    expect(call.toolCallName).toBe("show_weather");
    expect(outcome).toEqual({ type: "success", pendingToolCallIds: [call.toolCallId] });
    const args = events.filter((e) => e.type === "TOOL_CALL_ARGS").map((e) => (e as unknown as { delta: string }).delta).join("");
    expect(JSON.parse(args)).toEqual({ city: "What is the weather in Paris?" });

    // The run kept the input's tools and context for the worker.
    const taskId = await threadTaskId(threadId);
    const runs = await t.ok<{ task: { runs: { edges: { node: { input: any } }[] } } }>(
      `query($id: ID!) { task(id: $id) { runs(first: 10) { edges { node { input } } } } }`,
      { id: taskId },
    );
    expect(runs.task.runs.edges.some((e) => e.node.input?.tools?.[0]?.name === "show_weather" && e.node.input.context[0].value === "Paris")).toBe(true);

    // The frontend answers the call with a tool message, and runs again.
    events.length = 0;
    agent.addMessage({ id: randomUUID(), role: "tool", toolCallId: call.toolCallId, content: "Sunny, 21 °C" });
    await agent.runAgent({ tools });
    expect(finished(events)!.outcome ?? { type: "success" }).toMatchObject({ type: "success" });
    expect(events.some((e) => e.type === "TOOL_CALL_START")).toBe(false);
    expect(texts(events)).toContain('Your show_weather tool answered: "Sunny, 21 °C"');
  }, 60_000);
});

async function runsOf(taskId: string, api: ServedApi = t): Promise<string[]> {
  const d = await api.ok<{ task: { runs: { edges: { node: { id: string; status: string } }[] } } }>(
    `query($id: ID!) { task(id: $id) { runs(first: 50) { edges { node { id status } } } } }`,
    { id: taskId },
  );
  return d.task.runs.edges.map((e) => `${e.node.id}:${e.node.status}`);
}

describe("POST /agui, raw", () => {
  const input = (threadId: string, messages: Message[], runId = randomUUID()): RunAgentInput => ({
    threadId,
    runId,
    messages,
    tools: [],
    context: [],
    state: {},
    forwardedProps: {},
  });

  it("reattaches: the same input again replays the run from its start, and writes nothing twice", async () => {
    const threadId = randomUUID();
    const body = input(threadId, [userMessage("Please reattach to this answer, it is long enough to cut")]);
    const abort = new AbortController();
    const res = await post(body, { signal: abort.signal });
    expect(res.status).toBe(200);
    // Cut the stream as soon as the reply has begun.
    const cut = await readUntil(res, (events) => events.some((e) => e.type === "TEXT_MESSAGE_CONTENT"), abort).catch(() => [] as BaseEvent[]);
    expect(cut[0]?.type).toBe("RUN_STARTED");

    const again = parseSse(await (await post(body)).text());
    for (const e of again) expect(EventSchema.safeParse(e).success).toBe(true);
    expect(again[0]).toMatchObject({ type: "RUN_STARTED", threadId, runId: body.runId });
    expect(again.at(-1)!.type).toBe("RUN_FINISHED");
    expect(texts(again)).toContain('You said: "Please reattach to this answer, it is long enough to cut".');
    const starts = again.filter((e) => e.type === "TEXT_MESSAGE_START");
    expect(new Set(starts.map((e) => (e as unknown as { messageId: string }).messageId)).size).toBe(starts.length);

    const taskId = await threadTaskId(threadId);
    expect(await userMessagesOf(taskId)).toEqual([body.messages[0]!.id]);
    expect((await runsOf(taskId)).length).toBe(1);

    // Once more after the end: the same replay, still nothing written.
    const third = parseSse(await (await post(body)).text());
    expect(texts(third)).toBe(texts(again));
    expect((await runsOf(taskId)).length).toBe(1);
  }, 60_000);

  describe("on a thread whose run is under way (no worker until the test's own)", () => {
    let u: ServedApi;
    beforeAll(async () => {
      u = await startServedApp();
    }, 120_000);
    afterAll(async () => {
      await u?.stop();
    });

    it("a new run id with nothing new follows the thread's open run to its end, and writes no second run", async () => {
      const threadId = randomUUID();
      const messages = [userMessage("Who will answer this?")];
      // The first input queues a run; its stream is left once it has started.
      const abort = new AbortController();
      const first = await post(input(threadId, messages), { api: u, signal: abort.signal });
      await readUntil(first, (events) => events.some((e) => e.type === "RUN_STARTED"), abort).catch(() => [] as BaseEvent[]);

      // The same conversation under a new run id: nothing to write, so it follows the run under way.
      const again = input(threadId, messages);
      const second = await post(again, { api: u });
      expect(second.status).toBe(200);
      let started!: () => void;
      const startedSeen = new Promise<void>((resolve) => (started = resolve));
      const reading = readSse(second, (so) => void (so.some((e) => e.type === "RUN_STARTED") && started()));
      await startedSeen;

      // Only now does a worker take the run and answer: the second stream carries the answer.
      const w = await TestWorker.create(u);
      const claimed = await w.claim(undefined, { waitSeconds: 5 });
      expect(claimed.run).not.toBeNull();
      await w.ok(claimed.run!.id, [{ workerMessage: { content: [{ text: "The worker answers" }] } }]);
      expect((await w.finish(claimed.run!.id)).errors).toBeUndefined();
      const events = await reading;

      for (const e of events) expect(EventSchema.safeParse(e).success).toBe(true);
      expect(events[0]).toMatchObject({ type: "RUN_STARTED", threadId, runId: again.runId });
      expect(texts(events)).toContain("The worker answers");
      expect(events.at(-1)!.type).toBe("RUN_FINISHED");
      expect(await runsOf(claimed.task!.id, u)).toEqual([`${claimed.run!.id}:FINISHED`]);
    }, 60_000);
  });

  it("answers a browser's preflight and names the allowed origin (CORS_ORIGINS, * by default)", async () => {
    const pre = await fetch(aguiUrl, {
      method: "OPTIONS",
      headers: { origin: "https://app.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type, authorization" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    expect(pre.headers.get("access-control-allow-methods")).toContain("POST");
    expect(pre.headers.get("access-control-allow-headers")).toContain("authorization");
    const res = await fetch(aguiUrl, {
      method: "POST",
      headers: { origin: "https://app.example", "content-type": "application/json", "x-api-key": t.adminKey },
      body: "{}",
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("refuses a missing or wrong key with 401 before any stream, writing nothing", async () => {
    const threadId = randomUUID();
    const body = input(threadId, [userMessage("never written")]);
    for (const key of [null, "wrong-key"]) {
      const res = await post(body, { key });
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      const json = (await res.json()) as { errors: { extensions: { code: string } }[] };
      expect(json.errors[0]!.extensions.code).toBe("UNAUTHENTICATED");
    }
    await expect(threadTaskId(threadId)).rejects.toThrow(/no task/);
  });

  it("refuses bad input with a 4xx JSON error and a code, writing nothing", async () => {
    const cases: { body?: unknown; raw?: string; status: number; code: string }[] = [
      { raw: "{not json", status: 400, code: "BAD_USER_INPUT" },
      { body: { hello: "world" }, status: 400, code: "BAD_USER_INPUT" },
      { body: { threadId: randomUUID(), runId: "r", messages: [{ id: "m", role: "user" }] }, status: 400, code: "BAD_USER_INPUT" },
      // A message the catalogue refuses: an image by URL.
      {
        body: input(randomUUID(), [
          { id: randomUUID(), role: "user", content: [{ type: "image", source: { type: "url", value: "https://example.com/a.png" } }] } as Message,
        ]),
        status: 400,
        code: "BAD_USER_INPUT",
      },
      // A task id that is not the caller's (missing here).
      { body: input("task_01JZZZZZZZZZZZZZZZZZZZZZZZ", [userMessage("hi")]), status: 404, code: "NOT_FOUND" },
      // A resume naming no interrupt of the thread.
      { body: { ...input(randomUUID(), [userMessage("hi")]), resume: [{ interruptId: "intr_nope", status: "resolved" }] }, status: 400, code: "BAD_USER_INPUT" },
    ];
    const before = await t.ok<{ tasks: { edges: unknown[] } }>(`{ tasks(first: 100) { edges { node { id } } } }`);
    for (const c of cases) {
      const res = await post(c.body, { raw: c.raw });
      expect(res.status, JSON.stringify(c.body ?? c.raw)).toBe(c.status);
      const json = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(json.errors[0]!.extensions.code).toBe(c.code);
    }
    const after = await t.ok<{ tasks: { edges: unknown[] } }>(`{ tasks(first: 100) { edges { node { id } } } }`);
    expect(after.tasks.edges.length).toBe(before.tasks.edges.length);
  });

  it("takes a task id of the caller's workspace as the thread, and another workspace's task is NOT_FOUND", async () => {
    const taskId = await createTask(t, undefined, "agui");
    const m = userMessage("On an existing task");
    const events = parseSse(await (await post(input(taskId, [m]))).text());
    expect(texts(events)).toContain('You said: "On an existing task".');
    expect(await userMessagesOf(taskId)).toEqual([m.id]);

    const other = await t.newWorkspace("other");
    const res = await post(input(taskId, [userMessage("not yours")]), { key: other.key });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("NOT_FOUND");
    expect(await userMessagesOf(taskId)).toEqual([m.id]);
  }, 60_000);
});

describe("the SDK's RunHandle", () => {
  const sockets = new Set<WebSocket>();
  /** A WebSocket the test can cut, as a network would. */
  class CuttableWebSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      sockets.add(this);
      this.once("close", () => sockets.delete(this));
    }
  }
  const api = () => createTaskApi({ url: t.url, apiKey: t.adminKey, webSocketImpl: CuttableWebSocket });
  type Item = RunStreamItem & { __typename: string; sequence?: string; id?: string; run?: { id: string } | null; messageContent?: any; text?: string };

  it("starts a task with identity, streams its run to the end, and runs again on the task", async () => {
    const sdk = api();
    try {
      const run = await sdk.tasks.start({ prompt: "Hello from a run handle", identity: { userId: "user-sdk" } });
      expect(run.id).toMatch(/^run_/);
      const items = [] as Item[];
      for await (const item of run.stream()) items.push(item as Item);
      const last = items.at(-1)!;
      expect(last).toMatchObject({ __typename: "TaskStatusIdleEvent", run: { id: run.id } });
      const reply = items.find((i) => i.__typename === "WorkerMessageEvent")!;
      expect(reply.messageContent.text).toContain('You said: "Hello from a run handle".');
      const mine = await t.ok<any>(`{ tasks(first: 10, userId: "user-sdk") { edges { node { id identity { userId } } } } }`);
      expect(mine.tasks.edges.map((e: any) => e.node.id)).toEqual([run.taskId]);

      const next = await sdk.tasks.run(run.taskId, { prompt: "A second run" });
      expect(next.id).not.toBe(run.id);
      const second = [] as Item[];
      for await (const item of next.stream()) second.push(item as Item);
      expect(second.find((i) => i.__typename === "WorkerMessageEvent")!.messageContent.text).toContain('"A second run"');
      expect(second.some((i) => i.id === reply.id)).toBe(false);
      // An ended run's stream is its replay: the same events again, then the end.
      const replay = [] as Item[];
      for await (const item of run.stream()) replay.push(item as Item);
      expect(replay.map((i) => i.id)).toEqual(items.filter((i) => i.sequence).map((i) => i.id));
    } finally {
      await sdk.close();
    }
  }, 60_000);

  it("resumes across a dropped connection from the last sequence: nothing lost, nothing repeated", async () => {
    const sdk = api();
    try {
      const run = await sdk.tasks.start({ prompt: "Please keep streaming even when the network drops the socket halfway" });
      const items = [] as Item[];
      let cut = false;
      for await (const item of run.stream()) {
        items.push(item as Item);
        // Cut mid-stream: at the first preview, or at the reply itself when the stream opened too
        // late for any (previews are not replayed, and on a busy machine the demo worker's reply
        // can be over before the subscription is); the run's end still follows it either way.
        if (!cut && ["EventDelta", "WorkerMessageEvent"].includes((item as Item).__typename)) {
          cut = true;
          for (const s of sockets) s.terminate();
        }
      }
      expect(cut).toBe(true);
      const finished = items.filter((i) => i.sequence);
      const seqs = finished.map((i) => BigInt(i.sequence!));
      expect(new Set(seqs.map(String)).size).toBe(seqs.length);
      expect([...seqs].sort((a, b) => (a < b ? -1 : 1))).toEqual(seqs);
      // Every event of the run, as the log has it.
      const logged = await t.ok<any>(
        `query($id: ID!) { node(id: $id) { ... on Run { events(first: 100) { edges { node { ... on TaskEvent { id } } } } } } }`,
        { id: run.id },
      );
      expect(finished.map((i) => i.id)).toEqual(logged.node.events.edges.map((e: any) => e.node.id));
      expect(items.at(-1)).toMatchObject({ __typename: "TaskStatusIdleEvent" });
    } finally {
      await sdk.close();
    }
  }, 60_000);

  it("cancels a run: its stream ends", async () => {
    const sdk = api();
    try {
      // A task for an agent no worker serves: its run waits, queued, until cancelled.
      const agent = await t.ok<any>(`mutation { createAgent(input: { name: "nobody-${randomUUID()}" }) { agent { id } } }`);
      const run = await sdk.tasks.start({ prompt: "wait for me", agentId: agent.createAgent.agent.id });
      const ended = (async () => {
        const items = [] as Item[];
        for await (const item of run.stream()) items.push(item as Item);
        return items;
      })();
      const cancelled = await run.cancel({ mode: "ABORT" });
      expect(cancelled.task.status).not.toBe("QUEUED");
      await ended;
      const status = await t.ok<any>(`query($id: ID!) { node(id: $id) { ... on Run { status } } }`, { id: run.id });
      expect(status.node.status).toBe("CANCELLED");
      await expect(run.cancel({ mode: "DRAIN", drainWithinSeconds: 5 })).rejects.toMatchObject({ code: "INVALID_STATE" });
    } finally {
      await sdk.close();
    }
  }, 60_000);
});

describe("POST /agui under the rate limit", () => {
  it("counts against the key's rate limit like /graphql: over it is 429 RATE_LIMITED with Retry-After, nothing done", async () => {
    // A burst of 2 that refills once per 100 s: a slow machine cannot refill it between the requests.
    const limited = await startTestApp({ rateLimitPerSecond: 0.01, rateLimitBurst: 2 });
    try {
      const send = () =>
        fetch(`${limited.origin}/agui`, { method: "POST", headers: { "content-type": "application/json", "x-api-key": limited.adminKey }, body: "{not json" });
      for (let i = 0; i < 2; i++) expect((await send()).status).toBe(400);
      const over = await send();
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      const json = (await over.json()) as { errors: { extensions: { code: string; retryAfter: number } }[] };
      expect(json.errors[0]!.extensions).toMatchObject({ code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    } finally {
      await limited.stop();
    }
  });
});
