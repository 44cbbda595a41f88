import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createClient as createWsClient } from "graphql-ws";
import { createClient as createSseClient, TOKEN_HEADER_KEY as TOKEN_HEADER } from "graphql-sse";
import { startTestApp, type ServedApi } from "./helpers/app.js";
import { startServedApp } from "./helpers/process.js";
import { send, textMessage } from "./helpers/events.js";
import { loadConfig } from "../src/config.js";

/**
 * The protocol client libraries on their own, against a real server: `graphql-ws` and
 * `graphql-sse` run queries, paging and mutations, and follow a task through dropped
 * connections with their own automatic retry, resuming from the last sequence seen: every
 * event exactly once, in order.
 */

const STREAM = `subscription($taskId: ID!, $after: Sequence) {
  taskEvents(taskId: $taskId, after: $after) { ... on TaskEvent { sequence } }
}`;
const CREATE_TASK = `mutation($title: String) { createTask(input: { title: $title }) { task { id title } } }`;
const SEND_EVENTS = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { sequence } } } }`;
const EVENTS = `query($taskId: ID!, $first: Int, $after: String) {
  events(taskId: $taskId, first: $first, after: $after) { edges { cursor } pageInfo { endCursor hasNextPage } }
}`;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// The server under test is a real process started with the default settings.
const DEFAULT_STREAMS_PER_WORKSPACE = loadConfig({}).streamsPerWorkspace;
let t: ServedApi;
beforeAll(async () => {
  t = await startServedApp();
});
afterAll(async () => {
  await t?.stop();
});

interface Sink {
  next(v: unknown): void;
  error(e: unknown): void;
  complete(): void;
}
type Subscribe = (payload: { query: string; variables?: Record<string, unknown> }, sink: Sink) => () => void;

/** One query or mutation through a protocol client's `subscribe`: its single result. */
function once(subscribe: Subscribe, query: string, variables: Record<string, unknown>): Promise<any> {
  return new Promise((resolve, reject) => {
    let result: any;
    subscribe({ query, variables }, { next: (v) => (result = v), error: reject, complete: () => resolve(result) });
  });
}

/** Mutations, a query and paging through one protocol client. */
async function queryPageAndMutate(subscribe: Subscribe) {
  const created = await once(subscribe, CREATE_TASK, { title: "protocol" });
  expect(created.errors).toBeUndefined();
  const taskId = created.data.createTask.task.id as string;
  const sent = await once(subscribe, SEND_EVENTS, { input: { taskId, events: Array.from({ length: 5 }, (_, i) => textMessage(`m${i}`)) } });
  expect(sent.errors).toBeUndefined();
  const written = sent.data.sendEvents.events.map((e: any) => e.sequence as string);

  const cursors: string[] = [];
  let after: string | null = null;
  for (;;) {
    const r = await once(subscribe, EVENTS, { taskId, first: 2, after });
    expect(r.errors).toBeUndefined();
    cursors.push(...r.data.events.edges.map((e: any) => e.cursor));
    if (!r.data.events.pageInfo.hasNextPage) break;
    after = r.data.events.pageInfo.endCursor;
  }
  expect(cursors).toEqual(written);
  const bad = await once(subscribe, EVENTS, { taskId, after: "not-a-sequence" });
  expect(bad.errors?.[0]?.extensions?.code).toBe("INVALID_CURSOR");
}

/** Sequences received, and a way to wait for a count. */
function received() {
  const seqs: string[] = [];
  const extensions: unknown[] = [];
  const errors: unknown[] = [];
  const waiters = new Set<() => void>();
  return {
    seqs,
    extensions,
    errors,
    push(r: any) {
      if (r.errors) errors.push(r.errors);
      else {
        seqs.push(r.data.taskEvents.sequence);
        extensions.push(r.extensions?.sequence);
      }
      for (const w of waiters) w();
    },
    fail(e: unknown) {
      errors.push(e instanceof Error ? e.message : e);
      for (const w of waiters) w();
    },
    until(pred: () => boolean, what: string) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}: ${seqs.length} received, errors ${JSON.stringify(errors)}`)), 20_000);
        const check = () => {
          if (pred()) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          }
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/**
 * A new subscription with `after` = the last sequence seen gets only what was written since: two
 * new events, in order, each with its sequence in extensions. Returns its unsubscribe.
 */
async function expectResumesWithAfter(subscribe: Subscribe, taskId: string, last: string): Promise<() => void> {
  const more = await send(t, taskId, [textMessage("n1"), textMessage("n2")]);
  const resumed = received();
  const unsubscribe = subscribe(
    { query: STREAM, variables: { taskId, after: last } },
    { next: (r) => resumed.push(r), error: (e) => resumed.fail(e), complete: () => resumed.fail("completed") },
  );
  await resumed.until(() => resumed.seqs.length >= 2, "the resumed events");
  await sleep(150);
  expect(resumed.errors).toEqual([]);
  expect(resumed.seqs).toEqual(more);
  expect(resumed.extensions).toEqual(more);
  return unsubscribe;
}

/** Writes `batches` batches of two messages one after another; returns every sequence written. */
async function writeBatches(taskId: string, batches: number, tag: string): Promise<string[]> {
  const out: string[] = [];
  for (let b = 0; b < batches; b++) out.push(...(await send(t, taskId, [textMessage(`${tag}${b}a`), textMessage(`${tag}${b}b`)])));
  return out;
}

describe("graphql-ws client", () => {
  it("runs mutations, a query and paging over the socket", async () => {
    const client = createWsClient({ url: t.wsUrl, webSocketImpl: WebSocket, connectionParams: { apiKey: t.adminKey }, retryAttempts: 0 });
    try {
      await queryPageAndMutate((p, sink) => client.subscribe(p, sink));
    } finally {
      await client.dispose();
    }
  });

  it("reconnects by itself (retryAttempts, shouldRetry) after a terminate and a dropped TCP connection, resuming from the last sequence: every event once, in order", async () => {
    const taskId = (await t.ok(CREATE_TASK, { title: "ws-retry" })).createTask.task.id as string;
    const history = await send(t, taskId, [textMessage("h1"), textMessage("h2")]);

    const got = received();
    // graphql-ws sends this payload object again on every reconnect: keeping `after` at the
    // last sequence seen makes each retry a resume.
    const payload = { query: STREAM, variables: { taskId, after: "0" } };
    let socket: WebSocket | undefined;
    const connects: { retrying: boolean; after: string; lastSeen: string | undefined }[] = [];
    const retried: unknown[] = [];
    const client = createWsClient({
      url: t.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { apiKey: t.adminKey },
      retryAttempts: 5,
      shouldRetry: (e) => {
        retried.push((e as { code?: number }).code);
        return true;
      },
      retryWait: () => sleep(50),
      on: {
        connected: (s, _payload, retrying) => {
          socket = s as WebSocket;
          connects.push({ retrying, after: payload.variables.after, lastSeen: got.seqs.at(-1) });
        },
      },
    });
    try {
      client.subscribe(payload, {
        next: (r: any) => {
          got.push(r);
          if (r.data) payload.variables.after = r.data.taskEvents.sequence;
        },
        error: (e) => got.fail(e),
        complete: () => got.fail("completed"),
      });
      await got.until(() => got.seqs.length >= 2, "history");

      // Writers keep going while the connection is cut twice under the subscriber.
      const writing = writeBatches(taskId, 10, "w");
      await got.until(() => got.seqs.length >= 6, "6 events");
      client.terminate(); // the client gives up on a socket it thinks is stuck (close 4499)
      await got.until(() => got.seqs.length >= 12 && connects.length >= 2, "12 events");
      socket!.terminate(); // the TCP connection is destroyed without a close frame (close 1006)
      const written = [...history, ...(await writing)];
      const tail = await send(t, taskId, [textMessage("last")]);
      const all = [...written, ...tail];
      await got.until(() => got.seqs.includes(all.at(-1)!), "the last event");
      await sleep(150);

      expect(got.errors).toEqual([]);
      expect(got.seqs).toEqual(all);
      expect(got.extensions).toEqual(all);
      // Both cuts were retried by the library itself (4499: terminate(); 1006: no close frame).
      expect(retried).toEqual(expect.arrayContaining([4499, 1006]));
      expect(connects.map((c) => c.retrying)).toEqual([false, ...connects.slice(1).map(() => true)]);
      expect(connects.length).toBeGreaterThanOrEqual(3);
      // Each reconnect subscribed again from the last sequence it had seen.
      expect(connects[0]!.after).toBe("0");
      for (const c of connects.slice(1)) {
        expect(c.after).toBe(c.lastSeen);
        expect(all).toContain(c.after);
      }
    } finally {
      await client.dispose();
    }
  });
});

describe("graphql-sse client", () => {
  it("runs mutations, a query and paging over SSE (distinct connections)", async () => {
    const client = createSseClient({ url: t.url, headers: { "x-api-key": t.adminKey }, retryAttempts: 0 });
    try {
      await queryPageAndMutate((p, sink) => client.subscribe(p, sink));
    } finally {
      client.dispose();
    }
  });

  it("reconnects by itself after dropped connections, resuming with Last-Event-ID; a new subscription resumes with after", async () => {
    const taskId = (await t.ok(CREATE_TASK, { title: "sse-retry" })).createTask.task.id as string;
    const history = await send(t, taskId, [textMessage("h1"), textMessage("h2")]);
    const got = received();

    // A fetch whose event streams can be cut as a network would, and which notes what each
    // stream request asked for.
    let drop: (() => void) | undefined;
    const streamRequests: (string | null)[] = [];
    const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const res = await fetch(input, init);
      if (!headers.get("accept")?.includes("text/event-stream") || !res.body) return res;
      streamRequests.push(headers.get("last-event-id"));
      const upstream = res.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          drop = () => {
            controller.error(new TypeError("network connection lost"));
            void upstream.cancel().catch(() => {});
          };
        },
        async pull(controller) {
          try {
            const { value, done } = await upstream.read();
            if (done) controller.close();
            else controller.enqueue(value);
          } catch (err) {
            try {
              controller.error(err);
            } catch {}
          }
        },
        cancel: (reason) => upstream.cancel(reason),
      });
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    };

    // Like an EventSource: no `after`; the resume point travels as Last-Event-ID ("0" at first).
    const client = createSseClient({
      url: t.url,
      headers: () => ({ "x-api-key": t.adminKey, "last-event-id": got.seqs.at(-1) ?? "0" }),
      retryAttempts: 5,
      retry: () => sleep(50),
      fetchFn,
    });
    let second: (() => void) | undefined;
    try {
      const unsubscribe = client.subscribe(
        { query: STREAM, variables: { taskId } },
        { next: (r) => got.push(r), error: (e) => got.fail(e), complete: () => got.fail("completed") },
      );
      await got.until(() => got.seqs.length >= 2, "history");

      // The client treats a drop as a network fault (and retries) when it is waiting for the next
      // event; a drop while it still holds unread results is fatal to it. So each cut comes when
      // the client has read everything written so far, and writing goes on while it reconnects.
      const first = await writeBatches(taskId, 2, "s");
      await got.until(() => got.seqs.includes(first.at(-1)!), "6 events");
      await sleep(50);
      drop!();
      const middle = await writeBatches(taskId, 3, "t");
      await got.until(() => got.seqs.includes(middle.at(-1)!) && streamRequests.length >= 2, "12 events");
      await sleep(50);
      drop!();
      const third = await writeBatches(taskId, 3, "u");
      const written = [...history, ...first, ...middle, ...third];
      await got.until(() => got.seqs.includes(written.at(-1)!) && streamRequests.length >= 3, "the last event");
      await sleep(150);

      expect(got.errors).toEqual([]);
      expect(got.seqs).toEqual(written);
      expect(got.extensions).toEqual(written);
      // The first request asked for everything after "0"; each reconnect for what followed the
      // last event it had received (a sequence it had seen, never going back).
      expect(streamRequests.length).toBeGreaterThanOrEqual(3);
      expect(streamRequests[0]).toBe("0");
      const resumedFrom = streamRequests.slice(1).map((id) => BigInt(id!));
      for (const [i, id] of streamRequests.slice(1).entries()) {
        expect(written).toContain(id);
        if (i > 0) expect(resumedFrom[i]! >= resumedFrom[i - 1]!).toBe(true);
      }

      unsubscribe();
      second = await expectResumesWithAfter((p, sink) => client.subscribe(p, sink), taskId, written.at(-1)!);
    } finally {
      second?.();
      client.dispose();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// GraphQL over SSE, single connection mode: PUT reserves an event stream, one connection reads
// it, operations are POSTed with its token and answered 202, DELETE stops one.

/** A fetch for the graphql-sse client that notes every request it makes and how it was answered. */
function recordingFetch() {
  const calls: { method: string; stream: boolean; status: number; url: string }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const res = await fetch(input, init);
    const stream = new Headers(init?.headers).get("accept") === "text/event-stream";
    calls.push({ method: init?.method ?? "GET", stream, status: res.status, url: String(input) });
    return res;
  };
  return { calls, fetchFn };
}

/** Waits until `pred` holds, checking every few milliseconds. */
async function until(pred: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await pred())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

interface Frame {
  event: string;
  data: any;
}

/** A single-connection event stream read by hand: its events as they arrive, parsed. */
async function openRawStream(url: string, token: string, key: string | null) {
  const ctrl = new AbortController();
  const res = await fetch(url, {
    headers: { accept: "text/event-stream", [TOKEN_HEADER]: token, ...(key ? { "x-api-key": key } : {}) },
    signal: ctrl.signal,
  });
  const frames: Frame[] = [];
  let ended = false;
  const reading = (async () => {
    if (!res.ok || !res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const lines = buffer.slice(0, end).split("\n");
          buffer = buffer.slice(end + 2);
          const event = lines.find((l) => l.startsWith("event:"))?.slice(6).trim();
          const data = lines.filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trim()).join("\n");
          if (event) frames.push({ event, data: data ? JSON.parse(data) : null });
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
    }
  })();
  return {
    res,
    frames,
    get ended() {
      return ended;
    },
    of: (id: string) => frames.filter((f) => f.data?.id === id),
    until: (pred: (frames: Frame[]) => boolean, what: string) => until(() => pred(frames), what),
    async close() {
      ctrl.abort();
      await reading;
    },
  };
}

async function reserve(url: string, key: string | null): Promise<Response> {
  return fetch(url, { method: "PUT", headers: key ? { "x-api-key": key } : {} });
}

async function postOperation(url: string, token: string, key: string | null, operationId: string | null, query: string, variables: Record<string, unknown> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", [TOKEN_HEADER]: token, ...(key ? { "x-api-key": key } : {}) },
    body: JSON.stringify({ query, variables, ...(operationId ? { extensions: { operationId } } : {}) }),
  });
}

const errorCode = async (res: Response) => ((await res.json()) as any).errors?.[0]?.extensions?.code;

describe("graphql-sse client, single connection mode", () => {
  it("a subscription receives every event in order with its sequence over the one connection; a new subscription resumes with after", async () => {
    const taskId = (await t.ok(CREATE_TASK, { title: "single-stream" })).createTask.task.id as string;
    const history = await send(t, taskId, [textMessage("h1"), textMessage("h2")]);
    const { calls, fetchFn } = recordingFetch();
    const messages: { event: string; data: any }[] = [];
    const client = createSseClient({
      url: t.url,
      singleConnection: true,
      headers: { "x-api-key": t.adminKey },
      retryAttempts: 0,
      fetchFn,
      on: { message: (m) => messages.push(m) },
    });
    let second: (() => void) | undefined;
    try {
      const got = received();
      const unsubscribe = client.subscribe(
        { query: STREAM, variables: { taskId, after: "0" } },
        { next: (r) => got.push(r), error: (e) => got.fail(e), complete: () => got.fail("completed") },
      );
      await got.until(() => got.seqs.length >= 2, "history");
      const written = [...history, ...(await writeBatches(taskId, 3, "s"))];
      await got.until(() => got.seqs.includes(written.at(-1)!), "the live events");
      await sleep(150);

      expect(got.errors).toEqual([]);
      expect(got.seqs).toEqual(written);
      expect(got.extensions).toEqual(written);
      // On the wire: one reserved stream, one connection, and each result a `next` naming the
      // operation, its payload carrying the sequence.
      expect(calls.filter((c) => c.method === "PUT").map((c) => c.status)).toEqual([201]);
      expect(calls.filter((c) => c.stream).map((c) => c.status)).toEqual([200]);
      expect(calls.filter((c) => c.method === "POST" && !c.stream).map((c) => c.status)).toEqual([202]);
      const nexts = messages.filter((m) => m.event === "next");
      expect(new Set(nexts.map((m) => m.data.id)).size).toBe(1);
      expect(nexts.map((m) => m.data.payload.extensions.sequence)).toEqual(written);

      unsubscribe();
      second = await expectResumesWithAfter((p, sink) => client.subscribe(p, sink), taskId, written.at(-1)!);
    } finally {
      second?.();
      client.dispose();
    }
  });

  it("runs mutations, a query and paging over the same connection", async () => {
    const { calls, fetchFn } = recordingFetch();
    const failures: unknown[] = [];
    const client = createSseClient({
      url: t.url,
      singleConnection: true,
      lazy: false,
      onNonLazyError: (e) => failures.push(e),
      headers: { "x-api-key": t.adminKey },
      retryAttempts: 0,
      fetchFn,
    });
    try {
      await queryPageAndMutate((p, sink) => client.subscribe(p, sink));
      expect(failures).toEqual([]);
      expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
      expect(calls.filter((c) => c.stream)).toHaveLength(1);
      const operations = calls.filter((c) => c.method === "POST" && !c.stream);
      expect(operations.length).toBeGreaterThanOrEqual(5);
      expect(operations.every((c) => c.status === 202)).toBe(true);
    } finally {
      client.dispose();
    }
  });

  it("two subscriptions share the connection; DELETE stops one, which sends nothing more, while the other goes on", async () => {
    const a = (await t.ok(CREATE_TASK, { title: "single-a" })).createTask.task.id as string;
    const b = (await t.ok(CREATE_TASK, { title: "single-b" })).createTask.task.id as string;
    const { calls, fetchFn } = recordingFetch();
    const messages: { event: string; data: any }[] = [];
    const client = createSseClient({
      url: t.url,
      singleConnection: true,
      lazy: false,
      onNonLazyError: () => {},
      headers: { "x-api-key": t.adminKey },
      retryAttempts: 0,
      fetchFn,
      on: { message: (m) => messages.push(m) },
    });
    let stopB: (() => void) | undefined;
    try {
      const subA = received();
      const subB = received();
      // The client completes a sink it unsubscribed itself (A's); B's must never complete.
      const stopA = client.subscribe({ query: STREAM, variables: { taskId: a, after: "0" } }, { next: (r) => subA.push(r), error: (e) => subA.fail(e), complete: () => {} });
      stopB = client.subscribe(
        { query: STREAM, variables: { taskId: b, after: "0" } },
        { next: (r) => subB.push(r), error: (e) => subB.fail(e), complete: () => subB.fail("completed") },
      );
      const a1 = await send(t, a, [textMessage("a1")]);
      const b1 = await send(t, b, [textMessage("b1")]);
      await subA.until(() => subA.seqs.includes(a1[0]!), "a1");
      await subB.until(() => subB.seqs.includes(b1[0]!), "b1");
      const idOfA = messages.find((m) => m.event === "next" && m.data.payload.data?.taskEvents.sequence === a1[0])!.data.id;
      const idOfB = messages.find((m) => m.event === "next" && m.data.payload.data?.taskEvents.sequence === b1[0])!.data.id;
      expect(idOfA).not.toBe(idOfB);

      stopA();
      await until(() => calls.some((c) => c.method === "DELETE"), "the DELETE");
      expect(calls.filter((c) => c.method === "DELETE")).toEqual([
        expect.objectContaining({ status: 200, url: expect.stringContaining(`operationId=${idOfA}`) }),
      ]);
      const a2 = await send(t, a, [textMessage("a2")]);
      const b2 = await send(t, b, [textMessage("b2")]);
      await subB.until(() => subB.seqs.includes(b2[0]!), "b2");
      await sleep(200);

      expect(subA.errors).toEqual([]);
      expect(subB.errors).toEqual([]);
      expect(subA.seqs).toEqual(a1);
      expect(subB.seqs).toEqual([...b1, ...b2]);
      // The stopped operation sent nothing after its DELETE, not even `complete`.
      expect(messages.filter((m) => m.data?.id === idOfA).map((m) => m.event)).toEqual(["next"]);
      expect(messages.some((m) => m.data?.payload?.data?.taskEvents.sequence === a2[0])).toBe(false);
      expect(calls.filter((c) => c.stream)).toHaveLength(1);
    } finally {
      stopB?.();
      client.dispose();
    }
  });

  it("each subscription on the connection takes one of the workspace's stream places: the next is TOO_MANY_STREAMS, and DELETE gives its place back", async () => {
    const { key } = await t.newWorkspace("single-quota");
    const limit = DEFAULT_STREAMS_PER_WORKSPACE;
    const taskId = (await t.ok(CREATE_TASK, { title: "quota" }, key)).createTask.task.id as string;
    const history = await send(t, taskId, [textMessage("h")], key);
    const { calls, fetchFn } = recordingFetch();
    const client = createSseClient({
      url: t.url,
      singleConnection: true,
      lazy: false,
      onNonLazyError: () => {},
      headers: { "x-api-key": key },
      retryAttempts: 0,
      fetchFn,
    });
    const stops: (() => void)[] = [];
    const subscribe = (s: ReturnType<typeof received>) =>
      client.subscribe({ query: STREAM, variables: { taskId, after: "0" } }, { next: (r) => s.push(r), error: (e) => s.fail(e), complete: () => s.fail("completed") });
    try {
      const subs = Array.from({ length: limit }, () => received());
      for (const s of subs) stops.push(subscribe(s));
      await Promise.all(subs.map((s) => s.until(() => s.seqs.length >= 1, "the history")));

      // The next is refused on its own request, as over distinct connections: 429 with Retry-After.
      const refused = await new Promise<any>((resolve) =>
        client.subscribe({ query: STREAM, variables: { taskId, after: "0" } }, { next: () => resolve("next"), error: resolve, complete: () => resolve("complete") }),
      );
      expect(refused?.response?.status).toBe(429);
      expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
      const token = await (await reserve(t.url, key)).text();
      const raw = await openRawStream(t.url, token, key);
      const posted = await postOperation(t.url, token, key, "eleventh", STREAM, { taskId, after: "0" });
      expect(posted.status).toBe(429);
      expect(await errorCode(posted)).toBe("TOO_MANY_STREAMS");
      await raw.close();
      // Both modes count against the same places.
      const distinct = await fetch(t.url, {
        method: "POST",
        headers: { accept: "text/event-stream", "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify({ query: STREAM, variables: { taskId } }),
      });
      expect(distinct.status).toBe(429);
      await distinct.body?.cancel();

      stops[0]!();
      await until(() => calls.some((c) => c.method === "DELETE"), "the DELETE");
      expect(calls.find((c) => c.method === "DELETE")!.status).toBe(200);
      const again = received();
      stops.push(subscribe(again));
      await again.until(() => again.seqs.length >= 1, "the history on the freed place");
      expect(again.seqs).toEqual(history);
      expect(again.errors).toEqual([]);
      expect(subs.slice(1).every((s) => s.errors.length === 0)).toBe(true);
    } finally {
      for (const stop of stops) stop();
      client.dispose();
    }
  });

  it("on the wire: PUT answers 201 with a token, one connection per token, operations 202 with next {id, payload} and complete {id}; request errors answer the POST", async () => {
    const put = await reserve(t.url, t.adminKey);
    expect(put.status).toBe(201);
    expect(put.headers.get("content-type")).toMatch(/^text\/plain/);
    const token = await put.text();
    expect(token.length).toBeGreaterThanOrEqual(32);
    const stream = await openRawStream(t.url, token, t.adminKey);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const again = await fetch(t.url, { headers: { accept: "text/event-stream", [TOKEN_HEADER]: token, "x-api-key": t.adminKey } });
      expect(again.status).toBe(409);
      expect(await errorCode(again)).toBe("CONFLICT");

      const created = await postOperation(t.url, token, t.adminKey, "op-create", CREATE_TASK, { title: "raw" });
      expect(created.status).toBe(202);
      await stream.until(() => stream.of("op-create").some((f) => f.event === "complete"), "op-create's completion");
      expect(stream.of("op-create")).toEqual([
        { event: "next", data: { id: "op-create", payload: { data: { createTask: { task: { id: expect.stringMatching(/^task_/), title: "raw" } } } } } },
        { event: "complete", data: { id: "op-create" } },
      ]);
      const taskId = stream.of("op-create")[0]!.data.payload.data.createTask.task.id as string;

      // A subscription: each event a `next` with its sequence; DELETE ends it with nothing more.
      expect((await postOperation(t.url, token, t.adminKey, "op-follow", STREAM, { taskId, after: "0" })).status).toBe(202);
      const seqs = await send(t, taskId, [textMessage("r1"), textMessage("r2")]);
      await stream.until(() => stream.of("op-follow").length >= 2, "two events");
      expect(stream.of("op-follow").map((f) => [f.event, f.data.payload.data.taskEvents.sequence, f.data.payload.extensions.sequence])).toEqual(
        seqs.map((s) => ["next", s, s]),
      );
      const duplicate = await postOperation(t.url, token, t.adminKey, "op-follow", STREAM, { taskId });
      expect(duplicate.status).toBe(409);
      expect(await errorCode(duplicate)).toBe("CONFLICT");
      const stopped = await fetch(`${t.url}?operationId=op-follow`, { method: "DELETE", headers: { [TOKEN_HEADER]: token, "x-api-key": t.adminKey } });
      expect(stopped.status).toBe(200);
      await send(t, taskId, [textMessage("r3")]);

      // Errors of an operation that ran travel on the stream, like its data would.
      expect((await postOperation(t.url, token, t.adminKey, "op-cursor", EVENTS, { taskId, after: "not-a-sequence" })).status).toBe(202);
      await stream.until(() => stream.of("op-cursor").some((f) => f.event === "complete"), "op-cursor's completion");
      const failed = stream.of("op-cursor")[0]!;
      expect(failed.event).toBe("next");
      expect(failed.data.payload.errors[0].extensions.code).toBe("INVALID_CURSOR");
      expect(failed.data.payload.errors[0].extensions.http).toBeUndefined();
      // A request error (nothing ran) is the POST's own answer, as in GraphQL over HTTP; its id is free again.
      const invalid = await postOperation(t.url, token, t.adminKey, "op-invalid", "{ nope }");
      const plain = await fetch(t.url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": t.adminKey },
        body: JSON.stringify({ query: "{ nope }" }),
      });
      expect(invalid.status).toBe(plain.status);
      expect(invalid.headers.get("content-type")).toBe(plain.headers.get("content-type"));
      expect(await errorCode(invalid)).toBe("GRAPHQL_VALIDATION_FAILED");
      expect(await errorCode(plain)).toBe("GRAPHQL_VALIDATION_FAILED");
      expect((await postOperation(t.url, token, t.adminKey, "op-invalid", "{ __typename }")).status).toBe(202);
      await stream.until(() => stream.of("op-invalid").length === 2, "op-invalid's second try");
      expect(stream.of("op-invalid")).toEqual([
        { event: "next", data: { id: "op-invalid", payload: { data: { __typename: "Query" } } } },
        { event: "complete", data: { id: "op-invalid" } },
      ]);
      // Without an operation id the request is refused before it runs.
      const anonymous = await postOperation(t.url, token, t.adminKey, null, CREATE_TASK, { title: "anonymous" });
      expect(anonymous.status).toBe(400);
      expect(await errorCode(anonymous)).toBe("BAD_REQUEST");

      // Last-Event-ID resumes a stream of one operation; on a shared stream only `after` does.
      const live = await fetch(t.url, {
        method: "POST",
        headers: { "content-type": "application/json", [TOKEN_HEADER]: token, "x-api-key": t.adminKey, "last-event-id": "0" },
        body: JSON.stringify({ query: STREAM, variables: { taskId }, extensions: { operationId: "op-live" } }),
      });
      expect(live.status).toBe(202);
      // op-live reads only what commits once it is live: write until it has something (no fixed wait).
      const fresh: string[] = [];
      for (let i = 0; stream.of("op-live").length === 0; i++) {
        if (i === 50) throw new Error("op-live received nothing");
        fresh.push(...(await send(t, taskId, [textMessage(`r${4 + i}`)])));
        await until(() => stream.of("op-live").length > 0, "op-live's event", 200).catch(() => {});
      }
      await stream.until(() => stream.of("op-live").some((f) => f.data.payload.extensions.sequence === fresh.at(-1)), "op-live's last event");

      await sleep(200);
      // Nothing from before it opened (Last-Event-ID: 0 did not resume it), then every write since, in order.
      const liveSeqs = stream.of("op-live").map((f) => f.data.payload.extensions.sequence);
      expect(liveSeqs.length).toBeGreaterThan(0);
      expect(liveSeqs).toEqual(fresh.slice(fresh.indexOf(liveSeqs[0]!)));
      expect(stream.of("op-follow")).toHaveLength(2);
      expect(stream.frames.every((f) => ["op-create", "op-follow", "op-cursor", "op-invalid", "op-live"].includes(f.data?.id))).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it("a token belongs to the key that reserved it: another workspace's or another key's requests, and unknown tokens, are NOT_FOUND and run nothing", async () => {
    const other = await t.newWorkspace("single-foreign");
    const sibling = (await t.ok(`mutation { createApiKey(input: { name: "sibling", scopes: [CLIENT] }) { key } }`)).createApiKey.key as string;
    const token = await (await reserve(t.url, t.adminKey)).text();
    const stream = await openRawStream(t.url, token, t.adminKey);
    try {
      for (const [i, key] of [other.key, sibling].entries()) {
        const posted = await postOperation(t.url, token, key, `foreign-${i}`, CREATE_TASK, { title: `foreign-${i}` });
        expect(posted.status).toBe(404);
        expect(await errorCode(posted)).toBe("NOT_FOUND");
        const connected = await fetch(t.url, { headers: { accept: "text/event-stream", [TOKEN_HEADER]: token, "x-api-key": key } });
        expect(connected.status).toBe(404);
        const deleted = await fetch(`${t.url}?operationId=foreign-${i}`, { method: "DELETE", headers: { [TOKEN_HEADER]: token, "x-api-key": key } });
        expect(deleted.status).toBe(404);
      }
      const unknown = await postOperation(t.url, "no-such-token", t.adminKey, "unknown", CREATE_TASK, { title: "foreign-unknown" });
      expect(unknown.status).toBe(404);
      expect(await errorCode(unknown)).toBe("NOT_FOUND");
      const unknownStream = await fetch(t.url, { headers: { accept: "text/event-stream", [TOKEN_HEADER]: "no-such-token", "x-api-key": t.adminKey } });
      expect(unknownStream.status).toBe(404);

      await sleep(200);
      expect(stream.frames).toEqual([]);
      const titles = `{ tasks(first: 100) { edges { node { title } } } }`;
      for (const key of [t.adminKey, other.key]) {
        const names = (await t.ok(titles, {}, key)).tasks.edges.map((e: any) => e.node.title as string);
        expect(names.filter((n: string) => n?.startsWith("foreign"))).toEqual([]);
      }
      // The owner's own operation still runs.
      expect((await postOperation(t.url, token, t.adminKey, "mine", "{ __typename }")).status).toBe(202);
      await stream.until(() => stream.of("mine").length === 2, "the owner's operation");
    } finally {
      await stream.close();
    }
  });

  it("without a valid key, reserving, connecting, posting and stopping are UNAUTHENTICATED", async () => {
    const client = createSseClient({ url: t.url, singleConnection: true, retryAttempts: 0 });
    try {
      const failure = await new Promise<any>((resolve) =>
        client.subscribe({ query: CREATE_TASK, variables: { title: "nokey" } }, { next: () => {}, error: resolve, complete: () => resolve(null) }),
      );
      // The client drops the refused response's body; its code is checked by hand below.
      expect(failure?.response?.status).toBe(401);
    } finally {
      client.dispose();
    }
    for (const key of [null, "atk_not-a-key"]) {
      const put = await reserve(t.url, key);
      expect(put.status).toBe(401);
      expect(await errorCode(put)).toBe("UNAUTHENTICATED");
    }
    const token = await (await reserve(t.url, t.adminKey)).text();
    const refusedStream = await openRawStream(t.url, token, null);
    expect(refusedStream.res.status).toBe(401);
    const stream = await openRawStream(t.url, token, t.adminKey);
    try {
      for (const key of [null, "atk_not-a-key"]) {
        const posted = await postOperation(t.url, token, key, "nokey", CREATE_TASK, { title: "nokey" });
        expect(posted.status).toBe(401);
        expect(await errorCode(posted)).toBe("UNAUTHENTICATED");
        const deleted = await fetch(`${t.url}?operationId=nokey`, { method: "DELETE", headers: { [TOKEN_HEADER]: token, ...(key ? { "x-api-key": key } : {}) } });
        expect(deleted.status).toBe(401);
      }
      await sleep(200);
      expect(stream.frames).toEqual([]);
    } finally {
      await stream.close();
    }
  });

  it("a key holds a bounded number of event streams: past it, PUT is TOO_MANY_STREAMS with Retry-After; a stream that ends frees its place", async () => {
    const { key } = await t.newWorkspace("single-reservations");
    const limit = DEFAULT_STREAMS_PER_WORKSPACE;
    const tokens: string[] = [];
    for (let i = 0; i < limit; i++) {
      const put = await reserve(t.url, key);
      expect(put.status).toBe(201);
      tokens.push(await put.text());
    }
    expect(new Set(tokens).size).toBe(limit);
    const over = await reserve(t.url, key);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorCode(over)).toBe("TOO_MANY_STREAMS");
    // Another key is not held back by this one.
    expect((await reserve(t.url, t.adminKey)).status).toBe(201);

    const stream = await openRawStream(t.url, tokens[0]!, key);
    expect(stream.res.status).toBe(200);
    await stream.close();
    let answer = 0;
    await until(async () => (answer = (await reserve(t.url, key)).status) === 201, "a place after the stream ended");
    expect(answer).toBe(201);
  });

  it("a reservation nobody connects to lapses after SSE_RESERVATION_SECONDS: its token is unknown and its place is free", async () => {
    // Long enough that the second PUT is answered within it on a machine slowed by other work.
    const short = await startTestApp({ sseReservationMs: 2000, streamsPerWorkspace: 1 });
    try {
      const reserved = Date.now();
      const put = await reserve(short.url, short.adminKey);
      expect(put.status).toBe(201);
      const token = await put.text();
      expect((await reserve(short.url, short.adminKey)).status).toBe(429);
      await until(async () => (await reserve(short.url, short.adminKey)).status === 201, "a place after the reservation lapsed");
      expect(Date.now() - reserved).toBeGreaterThanOrEqual(2000);
      const late = await openRawStream(short.url, token, short.adminKey);
      expect(late.res.status).toBe(404);
      await late.close();
    } finally {
      await short.stop();
    }
  });

  it("CORS lets a browser reserve, stop and send the token header", async () => {
    const preflight = await fetch(t.url, {
      method: "OPTIONS",
      headers: { origin: "https://app.example", "access-control-request-method": "PUT", "access-control-request-headers": `x-api-key,${TOKEN_HEADER}` },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/PUT/);
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/DELETE/);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(new RegExp(TOKEN_HEADER));
    const put = await fetch(t.url, { method: "PUT", headers: { origin: "https://app.example", "x-api-key": t.adminKey } });
    expect(put.status).toBe(201);
    expect(put.headers.get("access-control-allow-origin")).toMatch(/^(\*|https:\/\/app\.example)$/);
  });

  it("every request of the mode counts against the key's rate limit", async () => {
    // A burst of 3 that refills slowly (one request per 100 s): a busy machine that takes more than a
    // second over the first three requests must not refill the bucket before the fourth.
    const limited = await startTestApp({ rateLimitPerSecond: 0.01, rateLimitBurst: 3 });
    try {
      const put = await reserve(limited.url, limited.adminKey);
      expect(put.status).toBe(201);
      const token = await put.text();
      const stream = await openRawStream(limited.url, token, limited.adminKey);
      try {
        expect(stream.res.status).toBe(200);
        expect((await postOperation(limited.url, token, limited.adminKey, "q1", "{ __typename }")).status).toBe(202);
        const over = await postOperation(limited.url, token, limited.adminKey, "q2", "{ __typename }");
        expect(over.status).toBe(429);
        expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await errorCode(over)).toBe("RATE_LIMITED");
        await sleep(200);
        expect(stream.of("q2")).toEqual([]);
      } finally {
        await stream.close();
      }
    } finally {
      await limited.stop();
    }
  });

  it("when the server drains, operations on the stream complete and the stream closes, within the grace period", async () => {
    const draining = await startTestApp();
    let stream: Awaited<ReturnType<typeof openRawStream>> | undefined;
    try {
      const token = await (await reserve(draining.url, draining.adminKey)).text();
      stream = await openRawStream(draining.url, token, draining.adminKey);
      const taskId = (await draining.ok(CREATE_TASK, { title: "drain" })).createTask.task.id as string;
      expect((await postOperation(draining.url, token, draining.adminKey, "live", STREAM, { taskId, after: "0" })).status).toBe(202);
      const seqs = await send(draining, taskId, [textMessage("d1")]);
      await stream.until(() => stream!.of("live").length >= 1, "the first event");

      const started = Date.now();
      await draining.app.stop();
      const took = Date.now() - started;
      await stream.until(() => stream!.ended, "the stream's end");
      expect(stream.of("live")).toEqual([
        { event: "next", data: { id: "live", payload: expect.objectContaining({ extensions: { sequence: seqs[0] } }) } },
        { event: "complete", data: { id: "live" } },
      ]);
      expect(took).toBeLessThan(draining.app.services().config.shutdownGraceMs);
    } finally {
      await stream?.close();
      await draining.stop();
    }
  });
});
