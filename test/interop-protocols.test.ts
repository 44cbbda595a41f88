import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createClient as createWsClient } from "graphql-ws";
import { createClient as createSseClient } from "graphql-sse";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { send, textMessage } from "./helpers/seed.js";

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

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
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

      // A new subscription resumes with `after`: only what was written since.
      unsubscribe();
      const more = await send(t, taskId, [textMessage("n1"), textMessage("n2")]);
      const resumed = received();
      second = client.subscribe(
        { query: STREAM, variables: { taskId, after: written.at(-1) } },
        { next: (r) => resumed.push(r), error: (e) => resumed.fail(e), complete: () => resumed.fail("completed") },
      );
      await resumed.until(() => resumed.seqs.length >= 2, "the resumed events");
      await sleep(150);
      expect(resumed.seqs).toEqual(more);
      expect(resumed.errors).toEqual([]);
    } finally {
      second?.();
      client.dispose();
    }
  });

  // Single connection mode reserves a stream with PUT and posts operations to it
  // (x-graphql-event-stream-token). The server speaks only distinct connections mode today:
  // PUT answers 405. Supporting it needs @graphql-yoga/plugin-graphql-sse in src/app.ts.
  // `it.fails` keeps this visible: it turns red once the mode works; then drop `.fails`.
  it.fails("single connection mode (not supported by the server yet)", async () => {
    const client = createSseClient({ url: t.url, singleConnection: true, headers: { "x-api-key": t.adminKey }, retryAttempts: 0 });
    try {
      const r = await once((p, sink) => client.subscribe(p, sink), CREATE_TASK, { title: "single" });
      expect(r.data.createTask.task.id).toMatch(/^task_/);
    } finally {
      client.dispose();
    }
  });
});
