/**
 * A database that cannot serve a request now (the connection pool is exhausted) is answered as a
 * retryable SERVICE_UNAVAILABLE with retryAfter and HTTP 503, not as an internal error; nothing is
 * half-written, and the same request succeeds once a connection is free. The pool exists only
 * with DATABASE_URL (PGlite is one in-process connection), so this runs on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { createClient } from "graphql-ws";
import { TARGET, holdTheOnlyConnection, startTestApp, type TestApp } from "./helpers/app.js";
import { send, textMessage } from "./helpers/events.js";
import { wsClient, wsSubscribe } from "./helpers/live.js";
import { groupedFollowers } from "../src/domain/events/follow.js";
import { topics } from "../src/domain/events/log.js";

describe.runIf(TARGET.databaseUrl)("PostgreSQL connection pool exhausted", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ databasePool: { size: 1, timeoutMs: 300 }, jobIntervalMs: 600_000, retentionIntervalMs: 600_000 });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  const CREATE = `mutation { createTask(input: { title: "pool" }) { task { id } } }`;
  const post = (query: string) =>
    fetch(t.url, { method: "POST", headers: { "content-type": "application/json", "x-api-key": t.adminKey }, body: JSON.stringify({ query }) });

  it("answers SERVICE_UNAVAILABLE, retryAfter and 503 with Retry-After; writes nothing; the retry succeeds", async () => {
    const before = await t.ok<any>(`{ tasks(first: 100) { edges { node { id } } } }`);
    const release = await holdTheOnlyConnection(t);
    let refused: Response;
    try {
      refused = await post(CREATE);
    } finally {
      await release();
    }
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    const body = (await refused.json()) as any;
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryAfter: 1, requestId: expect.any(String) });
    expect(body.errors[0].message).toMatch(/retry after 1 s/);
    // nothing internal leaks
    expect(JSON.stringify(body)).not.toMatch(/timeout exceeded|pg|stack/i);

    const after = await t.ok<any>(`{ tasks(first: 100) { edges { node { id } } } }`);
    expect(after.tasks.edges).toHaveLength(before.tasks.edges.length);
    const retried = await post(CREATE);
    expect(retried.status).toBe(200);
    const created = ((await retried.json()) as any).data.createTask.task.id;
    const final = await t.ok<any>(`{ tasks(first: 100) { edges { node { id } } } }`);
    expect(final.tasks.edges.map((e: any) => e.node.id)).toEqual([created, ...before.tasks.edges.map((e: any) => e.node.id)]);
  });

  it("a read waiting on the pool gets the same retryable answer, and the server serves again at once after", async () => {
    const release = await holdTheOnlyConnection(t);
    let refused: Response;
    try {
      refused = await post(`{ tasks(first: 5) { edges { node { id } } } }`);
    } finally {
      await release();
    }
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as any).errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
    const ok = await post(`{ tasks(first: 5) { edges { node { id } } } }`);
    expect(ok.status).toBe(200);
  });

  it("node(id:) during an outage is SERVICE_UNAVAILABLE with retryAfter, not null (the batch loader passes the failure on)", async () => {
    const created = ((await (await post(CREATE)).json()) as any).data.createTask.task.id as string;
    // The key is known to this instance now (cached): only the node look-up meets the busy pool.
    const release = await holdTheOnlyConnection(t);
    let refused: Response;
    try {
      refused = await post(`{ node(id: "${created}") { id } }`);
    } finally {
      await release();
    }
    const body = (await refused.json()) as any;
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryAfter: 1 });
    expect(refused.status).toBe(503);
    const found = await t.ok<any>(`{ node(id: "${created}") { id } }`);
    expect(found.node).toEqual({ id: created });
  });

  it("followers read for by a group whose read finds the pool busy each meet SERVICE_UNAVAILABLE on their own stream, and leave the group", async () => {
    const created = ((await (await post(CREATE)).json()) as any).data.createTask.task.id as string;
    const STREAM = `subscription($taskId: ID!) { taskEvents(taskId: $taskId) { __typename ... on TaskEvent { sequence } } }`;
    const client = wsClient(t.wsUrl, t.adminKey);
    try {
      const subs = [wsSubscribe(client, STREAM, { taskId: created }), wsSubscribe(client, STREAM, { taskId: created })];
      const probe = async () => (await send(t, created, [textMessage("probe")]))[0]!;
      let last = await probe();
      for (let i = 0; !subs.every((s) => s.items.length > 0); i++) {
        if (i === 600) throw new Error("the subscriptions never went live");
        await new Promise((r) => setTimeout(r, 50));
        last = await probe();
      }
      await Promise.all(subs.map((s) => s.until((items) => items.some((x) => x.extensions?.sequence === last))));
      await vi.waitFor(() => expect(groupedFollowers({ taskId: created })).toBe(2), { timeout: 15_000, interval: 20 });

      const release = await holdTheOnlyConnection(t);
      try {
        // A signal that the log moved: the group reads, waits for the pool, and gives up.
        t.app.services().pubsub.publish(topics.task(created), JSON.stringify({ sequence: String(BigInt(last) + 1n) }));
        await Promise.all(subs.map((s) => s.until(() => s.errors.length > 0 || s.completed, 15_000)));
      } finally {
        await release();
      }
      for (const s of subs) {
        expect(s.errors).toHaveLength(1);
        expect(JSON.stringify(s.errors[0])).toMatch(/"code":"SERVICE_UNAVAILABLE"/);
      }
      expect(groupedFollowers({ taskId: created })).toBe(0);
    } finally {
      await client.dispose();
    }
  });

  it("a graphql-ws connect that finds the pool busy is closed with 1013 (try again later); the client reconnects by itself and is served", async () => {
    const closes: Array<{ code: number; reason: string }> = [];
    // A key this instance has not looked up yet, so the connect itself needs the database.
    const { key } = await t.newWorkspace("fresh key");
    const client = createClient({
      url: t.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { apiKey: key },
      retryAttempts: 10,
      retryWait: () => new Promise((r) => setTimeout(r, 200)),
      on: { closed: (e) => void closes.push({ code: (e as CloseEvent).code, reason: (e as CloseEvent).reason }) },
    });
    try {
      const release = await holdTheOnlyConnection(t);
      const answer = (async () => {
        for await (const r of client.iterate({ query: "{ tasks(first: 1) { edges { cursor } } }" })) return r;
      })();
      // Released once the server has refused at least once.
      const until = Date.now() + 10_000;
      while (!closes.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      await release();
      const r = await answer;
      expect(r?.errors).toBeUndefined();
      expect(r?.data).toHaveProperty("tasks.edges");
      expect(closes[0]).toEqual({ code: 1013, reason: "SERVICE_UNAVAILABLE: retry after 1 s" });
    } finally {
      await client.dispose();
    }
  });
});
