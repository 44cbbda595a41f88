import WebSocket from "ws";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { textMessage } from "./helpers/seed.js";
import { TestWorker, eventTypes, taskState } from "./helpers/worker.js";

/** Live delivery at scale: the claim over graphql-ws, cheap previews, the overload answers. */
let t: TestApp;
let w: TestWorker;
beforeAll(async () => {
  t = await startTestApp();
  w = await TestWorker.create(t);
});
afterAll(() => t?.stop());

async function taskWith(text: string) {
  const d = await t.ok<any>(`mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }`, {
    input: { events: [textMessage(text)] },
  });
  return d.createTask.task.id as string;
}

/** graphql-ws's default client: lazy, it opens a socket for an operation and closes it right after. */
function lazyClient(key: string) {
  return createClient({ url: t.wsUrl, webSocketImpl: WebSocket, connectionParams: { apiKey: key }, retryAttempts: 0 });
}

/** One operation on a fresh lazy client; resolves once its socket has closed again. */
async function once<T = any>(key: string, query: string, variables: Record<string, unknown>) {
  const client = lazyClient(key);
  const closed = new Promise<void>((resolve) => client.on("closed", () => resolve()));
  const result = await new Promise<{ data?: T; errors?: any[] }>((resolve, reject) => {
    let got: { data?: T; errors?: any[] } = {};
    client.subscribe<T>({ query, variables }, { next: (r) => (got = r as never), error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)), complete: () => resolve(got) });
  });
  await closed;
  await client.dispose();
  return result;
}

const CLAIM = `mutation($input: ClaimRunInput!) { claimRun(input: $input) { run { id status } task { id status } } }`;
const DELTAS = `mutation($input: PublishDeltasInput!) { publishDeltas(input: $input) { eventId } }`;

describe("a claim over graphql-ws", () => {
  it("survives the lazy client closing its socket after the answer: the run stays the worker's", async () => {
    const taskId = await taskWith("claimed over a socket");
    const claimed = await once(w.key, CLAIM, { input: { taskId, leaseSeconds: 60 } });
    expect(claimed.errors).toBeUndefined();
    const runId = claimed.data.claimRun.run.id as string;
    expect(claimed.data.claimRun.run.status).toBe("SCHEDULED");
    // The socket is closed now. A new socket for the next call: by the time it is acknowledged,
    // the server has long seen the close of the first one.
    const preview = await once(w.key, DELTAS, { input: { runId, type: "WORKER_MESSAGE", deltas: [{ index: 0, text: "Hi" }] } });
    expect(preview.errors).toBeUndefined();
    const eventId = preview.data.publishDeltas.eventId as string;
    const written = await w.ok(runId, [{ workerMessage: { eventId, content: [{ text: "Hi there" }] } }]);
    expect(written.events[0].id).toBe(eventId);
    expect((await w.finish(runId)).errors).toBeUndefined();
    const types = await eventTypes(t, taskId);
    expect(types).not.toContain("TASK_STATUS_RESCHEDULED");
    expect(types).toEqual(["USER_MESSAGE", "TASK_STATUS_CHANGED", "TASK_STATUS_RUNNING", "WORKER_MESSAGE", "TASK_USAGE", "TASK_STATUS_IDLE"]);
    expect((await taskState(t, taskId)).status).toBe("IDLE");
  });

  it("a long poll whose socket closes before any run came takes nothing", async () => {
    const client = lazyClient(w.key);
    const connected = new Promise<WebSocket>((resolve) => client.on("connected", (s) => resolve(s as WebSocket)));
    const answer = new Promise<unknown>((resolve) => {
      client.subscribe({ query: CLAIM, variables: { input: { waitSeconds: 30 } } }, { next: resolve, error: resolve, complete: () => {} });
    });
    const socket = await connected;
    socket.terminate();
    await answer.catch(() => {});
    await client.dispose();
    // Work arriving after the caller left is not taken by the gone long poll.
    const taskId = await taskWith("after the poll left");
    const other = await TestWorker.create(t);
    const claim = await other.claim(taskId);
    expect(claim.run).not.toBeNull();
  });
});
