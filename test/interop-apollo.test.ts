import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildSchema, isAbstractType } from "graphql";
import { createClient as createWsClient, type Client as WsClient } from "graphql-ws";
import { ApolloClient, HttpLink, InMemoryCache, gql, split } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { getMainDefinition, relayStylePagination } from "@apollo/client/utilities";
import type { ServedApi } from "./helpers/app.js";
import { startServedApp } from "./helpers/process.js";
import { send, textMessage } from "./helpers/events.js";

/**
 * Apollo Client 4 (core, no React) against a real server: queries over HttpLink, `fetchMore`
 * paging merged by `relayStylePagination`, mutations, and a subscription through GraphQLWsLink
 * (graphql-ws, `connectionParams.apiKey`) picked by `split`, resumed with the last sequence seen.
 */

/** What Apollo's cache needs to match fragments on the unions and interfaces (Event, TaskEvent, Node…). */
function possibleTypesFromSchema(): Record<string, string[]> {
  const schema = buildSchema(readFileSync(new URL("../schema.graphql", import.meta.url), "utf8"));
  const out: Record<string, string[]> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (isAbstractType(type) && !type.name.startsWith("__")) out[type.name] = schema.getPossibleTypes(type).map((t) => t.name);
  }
  return out;
}

const CREATE_TASK = gql`
  mutation CreateTask($title: String) {
    createTask(input: { title: $title }) { task { id title status } }
  }
`;
const SEND_EVENTS = gql`
  mutation SendEvents($input: SendEventsInput!) {
    sendEvents(input: $input) {
      events { ... on TaskEvent { id sequence type } }
      task { id status }
    }
  }
`;
const TASK = gql`
  query Task($id: ID!) { task(id: $id) { id title status } }
`;
const EVENTS = gql`
  query Events($taskId: ID!, $first: Int, $after: String) {
    events(taskId: $taskId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ... on TaskEvent { id sequence type }
          ... on UserMessageEvent { content { ... on TextBlock { text } } }
        }
      }
      pageInfo { endCursor hasNextPage }
    }
  }
`;
const STREAM = gql`
  subscription TaskStream($taskId: ID!, $after: Sequence) {
    taskEvents(taskId: $taskId, after: $after) {
      ... on TaskEvent { id sequence type }
    }
  }
`;

let t: ServedApi;
let ws: WsClient;
let client: ApolloClient;

beforeAll(async () => {
  t = await startServedApp();
  ws = createWsClient({ url: t.wsUrl, webSocketImpl: WebSocket, connectionParams: { apiKey: t.adminKey }, lazy: true, retryAttempts: 0 });
  const http = new HttpLink({ uri: t.url, headers: { "x-api-key": t.adminKey } });
  const link = split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === "OperationDefinition" && def.operation === "subscription";
    },
    new GraphQLWsLink(ws),
    http,
  );
  client = new ApolloClient({
    link,
    cache: new InMemoryCache({
      possibleTypes: possibleTypesFromSchema(),
      typePolicies: {
        Query: {
          fields: {
            events: relayStylePagination(["taskId", "types", "threadId", "order", "createdAt", "processedAt"]),
            // A Node id is the cache id: `task(id:)` and `node(id:)` read what any result wrote.
            task: { read: (existing, { args, toReference }) => existing ?? toReference({ __typename: "Task", id: args?.id }) },
          },
        },
      },
    }),
  });
});
afterAll(async () => {
  client?.stop();
  await ws?.dispose();
  await t?.stop();
});

async function createTask(title: string): Promise<string> {
  const { data } = await client.mutate<any>({ mutation: CREATE_TASK, variables: { title } });
  return data.createTask.task.id;
}

describe("Apollo Client 4", () => {
  it("creates a task and sends events (mutations), then reads the task (query) from the normalized cache", async () => {
    const taskId = await createTask("apollo");
    expect(taskId).toMatch(/^task_/);

    const { data } = await client.mutate<any>({
      mutation: SEND_EVENTS,
      variables: { input: { taskId, events: [textMessage("hello"), textMessage("again")] } },
    });
    const events = data.sendEvents.events;
    expect(events.map((e: any) => [e.__typename, e.type])).toEqual([
      ["UserMessageEvent", "USER_MESSAGE"],
      ["UserMessageEvent", "USER_MESSAGE"],
    ]);
    expect(BigInt(events[1].sequence)).toBeGreaterThan(BigInt(events[0].sequence));
    expect(data.sendEvents.task.id).toBe(taskId);

    // The mutation results were normalized: the task is in the cache without a request.
    const cached = await client.query<any>({ query: TASK, variables: { id: taskId }, fetchPolicy: "cache-only" });
    expect(cached.data.task).toMatchObject({ id: taskId, title: "apollo" });
    // And the network agrees.
    const fresh = await client.query<any>({ query: TASK, variables: { id: taskId }, fetchPolicy: "network-only" });
    expect(fresh.data.task).toMatchObject({ __typename: "Task", id: taskId, title: "apollo" });
    expect(client.cache.identify({ __typename: "UserMessageEvent", id: events[0].id })).toBe(`UserMessageEvent:${events[0].id}`);
  });

  it("pages events with fetchMore; relayStylePagination merges the pages in the cache", async () => {
    const taskId = await createTask("paging");
    const written = await send(t, taskId, Array.from({ length: 7 }, (_, i) => textMessage(`m${i}`)));

    const query = client.watchQuery<any>({ query: EVENTS, variables: { taskId, first: 3 } });
    // Results the watched query emits; Apollo re-emits from the cache after each merge.
    const seen: any[] = [];
    let notify = () => {};
    const emitted = (pred: (r: any) => boolean) =>
      new Promise<any>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching result in ${JSON.stringify(seen.map((r) => r.data))}`)), 10_000);
        notify = () => {
          const hit = seen.find((r) => r.dataState === "complete" && pred(r));
          if (hit) {
            clearTimeout(timer);
            resolve(hit);
          }
        };
        notify();
      });
    const sub = query.subscribe((r) => {
      seen.push(r);
      notify();
    });
    try {
      const first = await emitted(() => true);
      expect(first.data.events.edges.map((e: any) => e.cursor)).toEqual(written.slice(0, 3));
      expect(first.data.events.pageInfo.hasNextPage).toBe(true);

      let pageInfo = first.data.events.pageInfo;
      let pages = 1;
      while (pageInfo.hasNextPage) {
        const more = await query.fetchMore({ variables: { after: pageInfo.endCursor } });
        pageInfo = more.data.events.pageInfo;
        pages++;
      }
      expect(pages).toBe(3);
      // The watched query now holds every page, merged in order, each cursor the event's sequence.
      const merged = (await emitted((r) => r.data.events.edges.length === written.length)).data.events;
      expect(merged.edges.map((e: any) => e.cursor)).toEqual(written);
      expect(merged.edges.map((e: any) => e.node.sequence)).toEqual(written);
      expect(merged.edges.map((e: any) => e.node.content[0].text)).toEqual(written.map((_, i) => `m${i}`));
      expect(merged.pageInfo.hasNextPage).toBe(false);
      expect(merged.pageInfo.endCursor).toBe(written.at(-1));
      expect(query.getCurrentResult().data.events.edges).toHaveLength(written.length);

      // The cache (not just the observable) holds the merged list under the query's key args.
      const fromCache = client.readQuery<any>({ query: EVENTS, variables: { taskId } });
      expect(fromCache.events.edges.map((e: any) => e.cursor)).toEqual(written);

      // Paging from a sequence seen elsewhere (here: a mutation result) works as `after`.
      const tail = await client.query<any>({
        query: EVENTS,
        variables: { taskId, first: 100, after: written[4] },
        fetchPolicy: "no-cache",
      });
      expect(tail.data.events.edges.map((e: any) => e.cursor)).toEqual(written.slice(5));
    } finally {
      sub.unsubscribe();
    }
  });

  it("subscribes through GraphQLWsLink (split), then resumes with the last sequence: no gap, no repeat", async () => {
    const taskId = await createTask("live");
    const before = await send(t, taskId, [textMessage("h1"), textMessage("h2")]);

    const received: { data: any; extensions?: Record<string, unknown> }[] = [];
    const waiters = new Set<() => void>();
    const until = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out with ${received.length} of ${n}`)), 20_000);
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
      client.subscribe<any>({ query: STREAM, variables: { taskId, after } }).subscribe({
        next: (r) => {
          if (r.error) throw r.error;
          received.push({ data: r.data, extensions: r.extensions });
          for (const w of waiters) w();
        },
      });

    // History from "0", then live.
    const first = subscribe("0");
    await until(2);
    const live1 = await send(t, taskId, [textMessage("l1"), textMessage("l2"), textMessage("l3")]);
    await until(5);
    first.unsubscribe();

    // Written while nobody listens.
    const missed = await send(t, taskId, [textMessage("gap1"), textMessage("gap2")]);

    // Resume from the last sequence the client saw.
    const last = received.at(-1)!.data.taskEvents.sequence as string;
    expect(last).toBe(live1.at(-1));
    const second = subscribe(last);
    await until(7);
    const live2 = await send(t, taskId, [textMessage("l4")]);
    await until(8);
    await new Promise((r) => setTimeout(r, 150));
    second.unsubscribe();

    const expected = [...before, ...live1, ...missed, ...live2];
    expect(received.map((r) => r.data.taskEvents.sequence)).toEqual(expected);
    // Every result also carries the sequence in extensions, and Apollo hands it through.
    expect(received.map((r) => r.extensions?.sequence)).toEqual(expected);
    expect(received.every((r) => r.data.taskEvents.__typename === "UserMessageEvent")).toBe(true);
  });
});
