import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createRun, createTask, send, textMessage, writeEvents } from "./helpers/events.js";
import { sseSubscribe, wsClient, wsSubscribe } from "./helpers/live.js";
import { RawWs } from "./helpers/raw-ws.js";
import { sample, scrape } from "./helpers/metrics.js";
import { followGroupStats, groupedFollowers } from "../src/domain/events/follow.js";

/** Stream limits and previews: the quota, deltas, and slow consumers. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ slowConsumerTimeoutMs: 800, metrics: { token: METRICS_TOKEN, port: undefined } });
});
afterAll(() => t?.stop());

const STREAM = `subscription($taskId: ID!, $after: Sequence, $deltas: [EventType!]) {
  taskEvents(taskId: $taskId, after: $after, deltas: $deltas) {
    __typename
    ... on TaskEvent { id sequence }
    ... on EventStart { eventId type runId }
    ... on EventDelta { eventId index text }
  }
}`;

/** Speaks graphql-ws by hand, so a test can vanish without closing, or stop reading. */
async function rawSubscribe(key: string, query: string, variables: Record<string, unknown>) {
  const ws = new WebSocket(t.wsUrl, "graphql-transport-ws");
  const messages: any[] = [];
  let closed: { code: number; reason: string } | null = null;
  ws.on("message", (m) => messages.push(JSON.parse(m.toString())));
  ws.on("close", (code, reason) => (closed = { code, reason: reason.toString() }));
  await new Promise((r) => ws.once("open", r));
  ws.send(JSON.stringify({ type: "connection_init", payload: { apiKey: key } }));
  await waitFor(() => messages.some((m) => m.type === "connection_ack"));
  ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query, variables } }));
  return { ws, messages, closed: () => closed };
}

async function waitFor(pred: () => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > until) throw new Error("condition not reached");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("stream quota", () => {
  it("a workspace holds 10 streams; the 11th gets TOO_MANY_STREAMS with retryAfter; closing one frees its place", async () => {
    const { key } = await t.newWorkspace("quota");
    const taskId = await createTask(t, key);
    const client = wsClient(t.wsUrl, key);
    try {
      const open = Array.from({ length: 10 }, () => wsSubscribe(client, STREAM, { taskId, after: "0" }));
      await send(t, taskId, [textMessage("hello")], key);
      await Promise.all(open.map((s) => s.until((i) => i.length >= 1)));

      const eleventh = wsSubscribe(client, STREAM, { taskId });
      await eleventh.until(() => eleventh.completed || eleventh.errors.length > 0 || eleventh.items.length > 0);
      const err = (eleventh.items[0] as any)?.errors?.[0] ?? (eleventh.errors[0] as any)?.[0];
      expect(err?.extensions?.code).toBe("TOO_MANY_STREAMS");
      expect(err?.extensions?.retryAfter).toBeGreaterThan(0);

      // Over SSE the refusal is HTTP 429 with Retry-After.
      const sse = await fetch(t.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream", "x-api-key": key },
        body: JSON.stringify({ query: STREAM, variables: { taskId } }),
      });
      expect(sse.status).toBe(429);
      expect(Number(sse.headers.get("retry-after"))).toBeGreaterThan(0);
      await sse.body?.cancel();

      await open[0]!.close();
      await waitFor(() => true, 10);
      const again = wsSubscribe(client, STREAM, { taskId, after: "0" });
      await again.until((i) => i.length >= 1);
      expect(again.items[0]!.data.taskEvents.__typename).toBe("UserMessageEvent");
      for (const s of [...open, again]) await s.close();
    } finally {
      await client.dispose();
    }
  });

  it("a client that vanishes without closing gives its place back", async () => {
    const { key } = await t.newWorkspace("vanish");
    const taskId = await createTask(t, key);
    // From the start of the log (after "0"), so each stream gets "x" however late its subscribe is
    // served: every one of the 10 places is taken once each has had an event.
    await send(t, taskId, [textMessage("x")], key);
    const raws = await Promise.all(Array.from({ length: 10 }, () => rawSubscribe(key, STREAM, { taskId, after: "0" })));
    await Promise.all(raws.map((r) => waitFor(() => r.messages.some((m) => m.type === "next"))));
    const answer = (r: { messages: any[] }) => r.messages.find((m) => m.type === "next" || m.type === "error");
    // The workspace is full: an 11th is refused.
    const full = await rawSubscribe(key, STREAM, { taskId, after: "0" });
    await waitFor(() => answer(full) !== undefined);
    expect(answer(full).payload[0]?.extensions?.code ?? answer(full).payload.errors?.[0]?.extensions?.code).toBe("TOO_MANY_STREAMS");
    full.ws.close();
    // Kill one TCP connection without a close frame. The server notices the socket end and gives
    // the place back: a new stream is then served (tried until it is, for the server to notice).
    raws[0]!.ws.terminate();
    let first: any;
    for (const deadline = Date.now() + 15_000; ; ) {
      const next = await rawSubscribe(key, STREAM, { taskId, after: "0" });
      await waitFor(() => answer(next) !== undefined);
      first = answer(next);
      next.ws.close();
      if ((first.type === "next" && !first.payload.errors) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(first.type).toBe("next");
    expect(first.payload.errors).toBeUndefined();
    for (const r of raws.slice(1)) r.ws.close();
  });

  it("an SSE client that goes away gives its place back, also while its stream waits for events", async () => {
    const { key } = await t.newWorkspace("sse-vanish");
    const taskId = await createTask(t, key);
    await send(t, taskId, [textMessage("x")], key);
    /** An SSE stream read raw: its status, and its text so far. */
    const open = async () => {
      const res = await fetch(t.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream", "x-api-key": key },
        body: JSON.stringify({ query: STREAM, variables: { taskId, after: "0" } }),
      });
      const stream = { status: res.status, text: "", reader: res.body!.getReader() };
      void (async () => {
        for (;;) {
          const { value, done } = await stream.reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          stream.text += new TextDecoder().decode(value);
        }
      })();
      return stream;
    };
    const streams = await Promise.all(Array.from({ length: 10 }, open));
    expect(streams.map((s) => s.status)).toEqual(Array(10).fill(200));
    // Each has had "x" and now waits for the next event.
    await Promise.all(streams.map((s) => waitFor(() => s.text.includes("event: next"))));
    const full = await open();
    expect(full.status).toBe(429);
    await full.reader.cancel();
    // One client goes away: the server notices the connection end and gives the place back, so a
    // new stream is served (tried until it is, for the server to notice).
    await streams[0]!.reader.cancel();
    let again = await open();
    for (const deadline = Date.now() + 15_000; again.status !== 200 && Date.now() < deadline; ) {
      await again.reader.cancel();
      await new Promise((r) => setTimeout(r, 100));
      again = await open();
    }
    expect(again.status).toBe(200);
    await waitFor(() => /^id: \d+\nevent: next\ndata: .*"UserMessageEvent"/m.test(again.text));
    for (const s of [...streams.slice(1), again]) await s.reader.cancel();
  });
});

describe("previews", () => {
  it("deltas reach a subscriber that asked, not one that did not; EventStart.eventId is the finished event's id", async () => {
    const taskId = await createTask(t);
    const { id: runId } = await createRun(t, taskId, "RUNNING");
    const client = wsClient(t.wsUrl, t.adminKey);
    try {
      const asked = wsSubscribe(client, STREAM, { taskId, deltas: ["WORKER_MESSAGE"] });
      const plain = wsSubscribe(client, STREAM, { taskId });
      const thinkingOnly = wsSubscribe(client, STREAM, { taskId, deltas: ["WORKER_THINKING"] });
      // Previews reach only live subscribers: write probe events until each of the three has one.
      const subs = [asked, plain, thinkingOnly];
      for (let i = 0; !subs.every((sub) => sub.items.length > 0); i++) {
        if (i === 100) throw new Error("the subscriptions never went live");
        await writeEvents(t, taskId, [{ type: "worker.thinking", runId }]);
        await new Promise((r) => setTimeout(r, 50));
      }
      const probe = (item: any) => item.data.taskEvents.__typename === "WorkerThinkingEvent";
      const itemsOf = (sub: typeof asked) => sub.items.filter((i) => !probe(i));
      const PUBLISH = `mutation($input: PublishDeltasInput!) { publishDeltas(input: $input) { eventId } }`;
      const first = await t.ok<any>(PUBLISH, { input: { runId, type: "WORKER_MESSAGE", deltas: [{ index: 0, text: "Hel" }] } });
      const eventId = first.publishDeltas.eventId as string;
      await t.ok(PUBLISH, { input: { runId, type: "WORKER_MESSAGE", eventId, deltas: [{ index: 0, text: "lo" }] } });
      const [finished] = await writeEvents(t, taskId, [
        { id: eventId, type: "worker.message", runId, payload: { content: [{ type: "text", text: "Hello" }] } },
      ]);
      await asked.until((i) => i.filter((x) => !probe(x)).length >= 4);
      await plain.until((i) => i.filter((x) => !probe(x)).length >= 1);
      await thinkingOnly.until((i) => i.filter((x) => !probe(x)).length >= 1);
      const a = itemsOf(asked).map((i) => i.data.taskEvents);
      expect(a.map((x) => x.__typename)).toEqual(["EventStart", "EventDelta", "EventDelta", "WorkerMessageEvent"]);
      expect(a[0]).toMatchObject({ eventId, type: "WORKER_MESSAGE", runId });
      expect(a.slice(1, 3).map((d) => d.text).join("")).toBe("Hello");
      expect(a[3].id).toBe(eventId);
      expect(finished!.id).toBe(eventId);
      // previews carry no sequence; the finished event does
      expect(itemsOf(asked)[0]!.extensions?.sequence).toBeUndefined();
      expect(itemsOf(asked)[3]!.extensions?.sequence).toBe(finished!.sequence.toString());
      expect(itemsOf(plain).map((i) => i.data.taskEvents.__typename)).toEqual(["WorkerMessageEvent"]);
      expect(itemsOf(thinkingOnly).map((i) => i.data.taskEvents.__typename)).toEqual(["WorkerMessageEvent"]);

      // the preview is closed once the event is written; previews are never replayed
      const late = await t.gql(PUBLISH, { input: { runId, type: "WORKER_MESSAGE", eventId, deltas: [{ index: 0, text: "!" }] } });
      expect(late.errors?.[0]?.extensions?.code).toBe("INVALID_STATE");
      const replay = wsSubscribe(client, STREAM, { taskId, after: "0", deltas: ["WORKER_MESSAGE"] });
      await replay.until((i) => i.some((x) => !probe(x)));
      await new Promise((r) => setTimeout(r, 200));
      expect(itemsOf(replay).map((i) => i.data.taskEvents.__typename)).toEqual(["WorkerMessageEvent"]);
      for (const s of [asked, plain, thinkingOnly, replay]) await s.close();
    } finally {
      await client.dispose();
    }
  });

  it("only a worker key publishes previews, and only for a run of its workspace", async () => {
    const taskId = await createTask(t);
    const { id: runId } = await createRun(t, taskId, "RUNNING");
    const clientOnly = await t.ok<any>(`mutation { createApiKey(input: { name: "c", scopes: [CLIENT] }) { key } }`);
    const denied = await t.gql(
      `mutation($input: PublishDeltasInput!) { publishDeltas(input: $input) { eventId } }`,
      { input: { runId, type: "WORKER_MESSAGE", deltas: [] } },
      clientOnly.createApiKey.key,
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const other = await t.newWorkspace("other");
    const foreign = await t.gql(
      `mutation($input: PublishDeltasInput!) { publishDeltas(input: $input) { eventId } }`,
      { input: { runId, type: "WORKER_MESSAGE", deltas: [] } },
      other.key,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

const METRICS_TOKEN = "streams-metrics-token-0123456789";

/** atg_slow_consumer_closes_total as /metrics tells it (the process's count: tests of this file run one at a time). */
async function slowConsumerCloses(): Promise<number> {
  const res = await scrape(t.origin, METRICS_TOKEN);
  expect(res.status).toBe(200);
  const closes = sample(res.text, "atg_slow_consumer_closes_total");
  expect(closes).toBeTypeOf("number");
  return closes!;
}

describe("slow consumers", () => {
  it("a client that stops reading is closed alone: a subscriber sharing its results goes on and misses nothing", async () => {
    const taskId = await createTask(t);
    const WITH_TEXT = `subscription($taskId: ID!) {
      taskEvents(taskId: $taskId) { ... on UserMessageEvent { sequence content { ... on TextBlock { text } } } }
    }`;
    // Two subscribers with one selection, live from the same place: they read together and share
    // each event's result, which the one that stops reading takes at once while it has room. The
    // other reads over SSE, where a slow reader is read from slower and never closed, so only
    // the one that stopped can be.
    const shares = sseSubscribe(t.url, t.adminKey, WITH_TEXT, { taskId });
    const raw = await RawWs.connect(t.wsUrl);
    raw.send({ type: "connection_init", payload: { apiKey: t.adminKey } });
    await raw.waitFor(() => raw.messages.some((m) => m.type === "connection_ack"));
    raw.send({ id: "1", type: "subscribe", payload: { query: WITH_TEXT, variables: { taskId } } });
    try {
      const rawGot = () => raw.messages.filter((m) => m.type === "next").map((m) => m.payload.data.taskEvents.sequence as string);
      const sharesGot = () => shares.items.map((x) => x.data.taskEvents.sequence as string);
      let probe = (await send(t, taskId, [textMessage("probe")]))[0]!;
      for (let i = 0; !(sharesGot().length > 0 && rawGot().length > 0); i++) {
        if (shares.errors.length) throw new Error(`the SSE subscription failed: ${JSON.stringify(shares.errors)}`);
        if (i === 600) throw new Error("the subscriptions never went live");
        await new Promise((r) => setTimeout(r, 50));
        probe = (await send(t, taskId, [textMessage("probe")]))[0]!;
      }
      await raw.waitFor(() => rawGot().includes(probe));
      await shares.until(() => sharesGot().includes(probe));
      const from = (seqs: string[]) => seqs.slice(seqs.indexOf(probe) + 1);
      // Caught up, both are read for by their task's group (follow.ts's FollowGroup).
      await vi.waitFor(() => expect(groupedFollowers({ taskId })).toBe(2), { timeout: 15_000, interval: 20 });
      const left = followGroupStats.left;

      // Batches of 2 MB until the server closes the one that stopped reading (its counter on
      // /metrics): what the kernel's socket buffers absorb first depends on the machine (a receive
      // buffer may grow to 32 MB), so the test waits for the state, not for a number of batches.
      raw.pause();
      const closes = await slowConsumerCloses();
      const big = "x".repeat(40_000);
      const written: string[] = [];
      for (let b = 0; (await slowConsumerCloses()) === closes; b++) {
        if (b === 100) throw new Error("200 MB written and the client that stopped reading is still open");
        written.push(...(await send(t, taskId, Array.from({ length: 50 }, () => textMessage(big)))));
      }
      await shares.until(() => sharesGot().includes(written.at(-1)!), 60_000);
      // Then it reads what came before its close.
      raw.resume();
      await raw.waitFor(() => raw.close !== null, 20_000);
      expect(raw.close!.code).toBe(4008);
      const got = from(rawGot());
      expect(got.length).toBeLessThan(written.length);
      expect(got).toEqual(written.slice(0, got.length));
      expect(shares.errors).toEqual([]);
      expect(from(sharesGot())).toEqual(written);
      // The one that stopped reading left the group (declined a row its socket had no room for);
      // the other was read for by the group throughout, or rejoined it.
      expect(followGroupStats.left).toBeGreaterThan(left);
    } finally {
      await shares.close();
    }
  });

  it("a client that stops reading is held back, then closed with a reason, and resumes with after, missing nothing", async () => {
    const taskId = await createTask(t);
    // big enough that the kernel's socket buffers cannot absorb it all
    const big = "x".repeat(40_000);
    const written: string[] = [];
    for (let b = 0; b < 10; b++) written.push(...(await send(t, taskId, Array.from({ length: 50 }, () => textMessage(big)))));
    const raw = await RawWs.connect(t.wsUrl);
    raw.send({ type: "connection_init", payload: { apiKey: t.adminKey } });
    await raw.waitFor(() => raw.messages.some((m) => m.type === "connection_ack"));
    const WITH_TEXT = `subscription($taskId: ID!, $after: Sequence) {
      taskEvents(taskId: $taskId, after: $after) { ... on UserMessageEvent { sequence content { ... on TextBlock { text } } } }
    }`;
    const closes = await slowConsumerCloses();
    raw.send({ id: "1", type: "subscribe", payload: { query: WITH_TEXT, variables: { taskId, after: "0" } } });
    // Stop reading: the socket buffers fill and the server's sends stall, until it closes the socket.
    raw.pause();
    await vi.waitFor(async () => expect(await slowConsumerCloses()).toBe(closes + 1), { timeout: 20_000, interval: 50 });
    raw.resume();
    await raw.waitFor(() => raw.close !== null, 20_000);
    expect(raw.close!.code).toBe(4008);
    expect(raw.close!.reason).toMatch(/slow consumer.*after/);
    // Counted for the operator (/metrics), once.
    expect(await slowConsumerCloses()).toBe(closes + 1);
    const got = raw.messages.filter((m) => m.type === "next").map((m) => m.payload.extensions.sequence as string);
    // it was cut off before the end: the server did not queue everything for it
    expect(got.length).toBeGreaterThan(0);
    expect(got.length).toBeLessThan(written.length);
    expect(got).toEqual(written.slice(0, got.length));
    // resume from the last sequence it saw: the rest, exactly once
    const client = wsClient(t.wsUrl, t.adminKey);
    try {
      const rest = wsSubscribe(client, STREAM, { taskId, after: got.at(-1) });
      await rest.until((i) => i.length >= written.length - got.length);
      expect([...got, ...rest.items.map((i) => i.data.taskEvents.sequence)]).toEqual(written);
      await rest.close();
    } finally {
      await client.dispose();
    }
  });
});
