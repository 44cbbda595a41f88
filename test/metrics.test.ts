/**
 * /metrics: Prometheus text, off unless METRICS_TOKEN (then only with `Authorization: Bearer`)
 * or METRICS_PORT (a port of its own) is set; requests by operation and code, open subscriptions
 * by transport, deliveries, previews, rate-limit refusals, the database pool, Redis, follower lag.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, TARGET, type TestApp } from "./helpers/app.js";
import { freePort } from "./helpers/ports.js";
import { createRun, createTask, send, textMessage } from "./helpers/events.js";
import { wsClient, wsSubscribe } from "./helpers/live.js";
import { sample, scrape as scrapeOf } from "./helpers/metrics.js";

const TOKEN = "metrics-token-0123456789";

let t: TestApp;
let plain: TestApp;
let metricsPort: number;
beforeAll(async () => {
  metricsPort = await freePort();
  [t, plain] = await Promise.all([
    startTestApp({ metrics: { token: TOKEN, port: metricsPort }, rateLimitPerSecond: 0.01, rateLimitBurst: 40 }),
    startTestApp(),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.stop(), plain?.stop()]);
});

const scrape = (headers?: Record<string, string>) => scrapeOf(t.origin, TOKEN, headers);

describe("/metrics", () => {
  it("is 404 unless configured, 401 without the token or with another, Prometheus text with it", async () => {
    expect((await fetch(`${plain.origin}/metrics`)).status).toBe(404);
    expect((await scrape({})).status).toBe(401);
    const wrong = await scrape({ authorization: "Bearer not-the-token-at-all" });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.text).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/plain/);
    expect(ok.text).toMatch(/^# HELP atg_graphql_requests_total/m);
    expect(ok.text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it("on METRICS_PORT, without a token", async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^atg_follower_lag_sequences /m);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/graphql`)).status).toBe(404);
  });

  // Before the test that spends the admin key's requests.
  it("counts the followers read for by a group: caught-up subscribers of a task, until they close", async () => {
    const grouped = async () => sample((await scrape()).text, "atg_followers_grouped");
    expect(await grouped()).toBe(0);
    const taskId = await createTask(t);
    const written = await send(t, taskId, [textMessage("before")]);
    const client = wsClient(t.wsUrl, t.adminKey);
    const query = `subscription($taskId: ID!) { taskEvents(taskId: $taskId, after: "0") { ... on TaskEvent { sequence } } }`;
    const subs = [wsSubscribe(client, query, { taskId }), wsSubscribe(client, query, { taskId })];
    try {
      // Each reads the log from the start on its own, then, caught up, is read for by the task's group.
      for (const s of subs) await s.until((items) => items.length >= written.length);
      await vi.waitFor(async () => expect(await grouped()).toBe(2), { timeout: 15_000, interval: 50 });
      const more = await send(t, taskId, [textMessage("after")]);
      for (const s of subs) await s.until((items) => items.some((x) => x.data.taskEvents.sequence === more[0]));
      await subs[0]!.close();
      await vi.waitFor(async () => expect(await grouped()).toBe(1), { timeout: 15_000, interval: 50 });
    } finally {
      for (const s of subs) await s.close();
      await client.dispose();
    }
    await vi.waitFor(async () => expect(await grouped()).toBe(0), { timeout: 15_000, interval: 50 });
  });

  it("counts requests by operation and code, subscriptions by transport, deliveries, previews and refusals", async () => {
    const before = (await scrape()).text;
    const created = `atg_graphql_requests_total{operation="MetricsCreate",type="mutation",code="OK"}`;
    const refused = `atg_graphql_requests_total{operation="MetricsNode",type="query",code="NOT_FOUND"}`;
    const open = `atg_subscriptions_open{transport="graphql-ws"}`;
    const delivered = `atg_deliveries_total{transport="graphql-ws"}`;

    const d = await t.ok<any>(`mutation MetricsCreate { createTask(input: { title: "m" }) { task { id } } }`);
    const taskId = d.createTask.task.id as string;
    const missing = await t.gql(`query MetricsNode { events(taskId: "task_00000000000000000000000000") { edges { cursor } } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const client = wsClient(t.wsUrl, t.adminKey);
    const s = wsSubscribe(client, `subscription { taskEvents(taskId: "${taskId}", after: "0") { __typename } }`, {});
    const written = await send(t, taskId, [textMessage("one"), textMessage("two")]);
    await s.until((items) => items.length >= written.length);
    const during = (await scrape()).text;
    expect(sample(during, created)).toBe((sample(before, created) ?? 0) + 1);
    expect(sample(during, refused)).toBe((sample(before, refused) ?? 0) + 1);
    expect(sample(during, open)).toBe((sample(before, open) ?? 0) + 1);
    expect(sample(during, delivered)).toBe((sample(before, delivered) ?? 0) + written.length);
    await s.close();
    await client.dispose();

    // Previews published by a worker.
    const { id: runId } = await createRun(t, await createTask(t), "RUNNING");
    const p = await t.gql(`mutation($i: PublishDeltasInput!) { publishDeltas(input: $i) { eventId } }`, {
      i: { runId, type: "WORKER_MESSAGE", deltas: [{ index: 0, text: "a" }, { index: 0, text: "b" }] },
    });
    expect(p.errors).toBeUndefined();
    // Refusals: the admin's bucket of 40 at 1 per 100 s runs out.
    let limited = 0;
    while (limited === 0) if ((await fetch(t.url, { method: "POST", headers: { "content-type": "application/json", "x-api-key": t.adminKey }, body: '{"query":"{ __typename }"}' })).status === 429) limited++;
    const after = (await scrape()).text;
    expect(sample(after, "atg_previews_total")).toBe((sample(before, "atg_previews_total") ?? 0) + 3); // EventStart and two deltas
    expect(sample(after, "atg_rate_limit_refusals_total")! - (sample(before, "atg_rate_limit_refusals_total") ?? 0)).toBeGreaterThanOrEqual(1);
    expect(sample(after, open)).toBe(sample(before, open) ?? 0);
  });

  it("reads the pool, Redis and the followers' lag from the instance", async () => {
    const text = (await scrape()).text;
    expect(sample(text, "atg_follower_lag_sequences")).toBeGreaterThanOrEqual(0);
    if (TARGET.databaseUrl) {
      expect(sample(text, `atg_db_pool_connections{state="idle"}`)).toBeGreaterThanOrEqual(0);
      expect(sample(text, `atg_db_pool_connections{state="waiting"}`)).toBe(0);
    } else {
      expect(text).not.toMatch(/atg_db_pool_connections/);
    }
    if (TARGET.redis) expect(sample(text, "atg_redis_up")).toBe(1);
    else expect(text).not.toMatch(/atg_redis_up/);
  });
});
