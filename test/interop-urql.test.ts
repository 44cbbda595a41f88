import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createClient as createWsClient, type Client as WsClient } from "graphql-ws";
import { createClient as createSseClient, type Client as SseClient } from "graphql-sse";
import { Client, cacheExchange, fetchExchange, gql, subscriptionExchange, type SubscriptionForwarder } from "@urql/core";
import type { ServedApi } from "./helpers/app.js";
import { startServedApp } from "./helpers/process.js";
import { send, textMessage } from "./helpers/events.js";

/**
 * urql (`@urql/core`) against a real server: queries (sent as GET, urql's default), paging by
 * `pageInfo.endCursor`, mutations (POST), and subscriptions through `subscriptionExchange` over
 * graphql-ws and, in another client, over graphql-sse (distinct connections mode), each resumed
 * with the last sequence seen.
 */

const CREATE_TASK = gql`
  mutation CreateTask($title: String) {
    createTask(input: { title: $title }) { task { id title status } }
  }
`;
const SEND_EVENTS = gql`
  mutation SendEvents($input: SendEventsInput!) {
    sendEvents(input: $input) { events { ... on TaskEvent { id sequence } } }
  }
`;
const TASK = gql`
  query Task($id: ID!) { task(id: $id) { id title status } }
`;
const EVENTS = gql`
  query Events($taskId: ID!, $first: Int, $after: String) {
    events(taskId: $taskId, first: $first, after: $after) {
      edges { cursor node { ... on TaskEvent { id sequence type } } }
      pageInfo { endCursor hasNextPage }
    }
  }
`;
const STREAM = gql`
  subscription TaskStream($taskId: ID!, $after: Sequence) {
    taskEvents(taskId: $taskId, after: $after) { ... on TaskEvent { id sequence type } }
  }
`;

let t: ServedApi;
let ws: WsClient;
let sse: SseClient;
let overWs: Client;
let overSse: Client;
const methods: string[] = [];

function urqlClient(forwardSubscription: SubscriptionForwarder): Client {
  return new Client({
    url: t.url,
    exchanges: [cacheExchange, fetchExchange, subscriptionExchange({ forwardSubscription })],
    fetchOptions: { headers: { "x-api-key": t.adminKey } },
    requestPolicy: "network-only",
    fetch: (input, init) => {
      methods.push(init?.method ?? "GET");
      return fetch(input, init);
    },
  });
}

beforeAll(async () => {
  t = await startServedApp();
  ws = createWsClient({ url: t.wsUrl, webSocketImpl: WebSocket, connectionParams: { apiKey: t.adminKey }, lazy: true, retryAttempts: 0 });
  sse = createSseClient({ url: t.url, headers: { "x-api-key": t.adminKey }, retryAttempts: 0 });
  overWs = urqlClient((request) => {
    const input = { ...request, query: request.query ?? "" };
    return { subscribe: (sink) => ({ unsubscribe: ws.subscribe(input, sink) }) };
  });
  overSse = urqlClient((request) => {
    const input = { ...request, query: request.query ?? "" };
    return { subscribe: (sink) => ({ unsubscribe: sse.subscribe(input, sink as never) }) };
  });
});
afterAll(async () => {
  await ws?.dispose();
  sse?.dispose();
  await t?.stop();
});

async function createTask(client: Client, title: string): Promise<string> {
  const r = await client.mutation(CREATE_TASK, { title }).toPromise();
  expect(r.error).toBeUndefined();
  return r.data.createTask.task.id;
}

/** History from "0", live, a gap while unsubscribed, then a resume from the last sequence seen. */
async function followAndResume(client: Client) {
  const taskId = await createTask(client, "live");
  const before = await send(t, taskId, [textMessage("h1"), textMessage("h2")]);

  const received: { sequence: string; extension: unknown }[] = [];
  const errors: unknown[] = [];
  const waiters = new Set<() => void>();
  const until = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out with ${received.length} of ${n}; errors ${JSON.stringify(errors)}`)), 20_000);
      const check = () => {
        if (received.length >= n) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        }
      };
      waiters.add(check);
      check();
    });
  const subscribe = (after: string) =>
    client.subscription(STREAM, { taskId, after }).subscribe((r) => {
      if (r.error) errors.push(r.error);
      else received.push({ sequence: r.data.taskEvents.sequence, extension: r.extensions?.sequence });
      for (const w of waiters) w();
    });

  const first = subscribe("0");
  await until(2);
  const live1 = await send(t, taskId, [textMessage("l1"), textMessage("l2")]);
  await until(4);
  first.unsubscribe();

  const missed = await send(t, taskId, [textMessage("gap1"), textMessage("gap2"), textMessage("gap3")]);
  const last = received.at(-1)!.sequence;
  expect(last).toBe(live1.at(-1));

  const second = subscribe(last);
  await until(7);
  const live2 = await send(t, taskId, [textMessage("l3")]);
  await until(8);
  await new Promise((r) => setTimeout(r, 150));
  second.unsubscribe();

  const expected = [...before, ...live1, ...missed, ...live2];
  expect(errors).toEqual([]);
  expect(received.map((r) => r.sequence)).toEqual(expected);
  expect(received.map((r) => r.extension)).toEqual(expected);
}

describe("urql", () => {
  it("mutates (POST), queries (GET) and pages events by pageInfo.endCursor", async () => {
    methods.length = 0;
    const taskId = await createTask(overWs, "urql");
    const sent = await overWs
      .mutation(SEND_EVENTS, { input: { taskId, events: Array.from({ length: 7 }, (_, i) => textMessage(`m${i}`)) } })
      .toPromise();
    expect(sent.error).toBeUndefined();
    const written: string[] = sent.data.sendEvents.events.map((e: any) => e.sequence);
    expect(written).toHaveLength(7);

    const task = await overWs.query(TASK, { id: taskId }).toPromise();
    expect(task.error).toBeUndefined();
    expect(task.data.task).toMatchObject({ __typename: "Task", id: taskId, title: "urql" });

    const cursors: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const r = await overWs.query(EVENTS, { taskId, first: 3, after }).toPromise();
      expect(r.error).toBeUndefined();
      pages++;
      cursors.push(...r.data.events.edges.map((e: any) => e.cursor));
      for (const e of r.data.events.edges) expect(e.node.sequence).toBe(e.cursor);
      if (!r.data.events.pageInfo.hasNextPage) break;
      after = r.data.events.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(cursors).toEqual(written);
    // urql sends queries as GET (within the URL limit) and mutations as POST: both carry the key.
    expect(methods).toEqual(["POST", "POST", "GET", "GET", "GET", "GET"]);

    // Errors come back as urql CombinedErrors with the server's code.
    const bad = await overWs.query(EVENTS, { taskId, first: 101 }).toPromise();
    expect(bad.error?.graphQLErrors[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("subscribes over graphql-ws (subscriptionExchange) and resumes with the last sequence", async () => {
    await followAndResume(overWs);
  });

  it("subscribes over graphql-sse (subscriptionExchange, distinct connections) and resumes with the last sequence", async () => {
    await followAndResume(overSse);
  });
});
