/**
 * On a Redis Cluster (REDIS_CLUSTER_NODES): live signals on sharded pub/sub, and a shard's
 * failover (its master killed, its replica promoted) costs latency, never an event: followers
 * on two instances and both transports get every event once and in order, streams open and
 * writes are answered while the cluster refuses the shard. The cluster is the test's own
 * (three masters, three replicas); two instances need a shared database, so this runs on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isolatedDatabase, startTestApp, TARGET, type TestApp } from "./helpers/app.js";
import { createTask, textMessage } from "./helpers/events.js";
import { sseSubscribe, wsClient, wsSubscribe, type LiveSubscription } from "./helpers/live.js";
import { OwnRedisCluster } from "./helpers/own-redis-cluster.js";
import { topics } from "../src/domain/events/log.js";
import { Cluster } from "ioredis";
import { followerGetsWhatFollowsItsOpening, previewsGoToRedisOnlyWhileHeard } from "./helpers/unheard.js";

const STREAM = `subscription($taskId: ID!, $after: Sequence) {
  taskEvents(taskId: $taskId, after: $after) { __typename ... on TaskEvent { sequence } }
}`;
const SEND = `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { sequence } } } }`;
const seqs = (s: LiveSubscription) => s.items.map((i) => i.data.taskEvents.sequence as string);
const has = (s: LiveSubscription, all: string[]) => s.until((items) => all.every((q) => items.some((i) => i.data.taskEvents.sequence === q)), 30_000);

describe.runIf(TARGET.databaseUrl)("Redis Cluster", () => {
  let cluster: OwnRedisCluster;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    cluster = await OwnRedisCluster.start();
    const db = await isolatedDatabase();
    const redis = { redisUrl: undefined, redisClusterNodes: cluster.nodes, followPollMs: 500 };
    a = await startTestApp(redis, db);
    b = await startTestApp({ ...redis, bootstrapApiKey: a.adminKey }, { config: db.config, drop: async () => {} });
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await cluster?.stop();
  });

  it("a master killed under two instances: followers miss nothing and repeat nothing; writes and new streams go on", async () => {
    const taskId = await createTask(a);
    const clientA = wsClient(a.wsUrl, a.adminKey);
    const clientB = wsClient(b.wsUrl, b.adminKey);
    const followers = [
      wsSubscribe(clientA, STREAM, { taskId, after: "0" }),
      sseSubscribe(b.url, b.adminKey, STREAM, { taskId, after: "0" }),
    ];
    const written: string[] = [];
    const write = async (via: TestApp, text: string) => {
      const r = await via.gql<any>(SEND, { input: { taskId, events: [textMessage(text)] } });
      expect(r.errors ?? []).toEqual([]);
      written.push(...r.data.sendEvents.events.map((e: { sequence: string }) => e.sequence));
    };
    try {
      await write(a, "before");
      await Promise.all(followers.map((f) => has(f, written)));
      // Signals travel through the cluster: a follower on the other instance hears at once.
      // (Sharded pub/sub is the path: the task's channel has a slot, and its master serves it.)
      const channel = topics.task(taskId);
      const master = await cluster.masterOf(channel);
      await cluster.kill(master);
      // While the shard has no master: writes on both instances, and new streams on both transports.
      for (let i = 0; i < 4; i++) await write(i % 2 ? b : a, `during ${i}`);
      followers.push(wsSubscribe(clientB, STREAM, { taskId, after: "0" }), sseSubscribe(a.url, a.adminKey, STREAM, { taskId, after: "0" }));
      await Promise.all(followers.map((f) => has(f, written)));
      await cluster.failedOver(channel, master);
      for (let i = 0; i < 4; i++) await write(i % 2 ? a : b, `after ${i}`);
      await Promise.all(followers.map((f) => has(f, written)));
      for (const f of followers) {
        expect(f.errors).toEqual([]);
        expect(seqs(f)).toEqual(written);
      }
    } finally {
      for (const f of followers) await f.close();
      await clientA.dispose();
      await clientB.dispose();
    }
  }, 120_000);

  it("signals reach another instance's followers through sharded pub/sub, not only the poll", async () => {
    // A poll of an hour: only a signal can deliver within the test.
    const db = await isolatedDatabase();
    const one = await startTestApp({ redisUrl: undefined, redisClusterNodes: cluster.nodes, followPollMs: 3_600_000 }, db);
    const two = await startTestApp({ redisUrl: undefined, redisClusterNodes: cluster.nodes, followPollMs: 3_600_000, bootstrapApiKey: one.adminKey }, { config: db.config, drop: async () => {} });
    const client = wsClient(two.wsUrl, two.adminKey);
    try {
      const taskId = await createTask(one);
      const first = await one.ok<any>(SEND, { input: { taskId, events: [textMessage("hello")] } });
      // Once it has the first event, the follower is subscribed (it subscribes before it reads).
      const s = wsSubscribe(client, STREAM, { taskId, after: "0" });
      await has(s, first.sendEvents.events.map((e: { sequence: string }) => e.sequence));
      const r = await one.ok<any>(SEND, { input: { taskId, events: [textMessage("signalled")] } });
      const next = r.sendEvents.events.map((e: { sequence: string }) => e.sequence);
      await has(s, next);
      await s.close();
    } finally {
      await client.dispose();
      await two.stop();
      await one.stop();
    }
  }, 120_000);

  it("previews go to the shard only while another instance follows them: the followers channel shares the topic's shard", async () => {
    await previewsGoToRedisOnlyWhileHeard({ clusterNodes: cluster.nodes }, cluster.running);
  }, 60_000);

  it("a follower that comes to a task whose previews stayed off the shard gets the very next one", async () => {
    await followerGetsWhatFollowsItsOpening({ clusterNodes: cluster.nodes }, cluster.running, () => {
      const r = new Cluster(cluster.running, { shardedSubscribers: true });
      return { listen: (channel) => r.ssubscribe(channel), disconnect: () => r.disconnect() };
    });
  }, 60_000);
});
