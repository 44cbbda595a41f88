import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { createRedisPubSub } from "../../src/pubsub/redis.js";
import type { RedisTarget } from "../../src/pubsub/connection.js";
import { followersChannel } from "../../src/pubsub/unheard.js";
import { RedisMonitor } from "./redis-monitor.js";

type Node = { host: string; port: number };

/**
 * Instance A's bus on `target`, publishing previews on a topic of its own, with MONITOR on `nodes`
 * (every node a PUBLISH can land on) to see which of A's messages went to Redis. A topic found
 * unheard never asks Redis again here (a recheck interval of a day), so only an announcement can
 * bring A's messages back to Redis.
 */
async function publisherA(target: RedisTarget, nodes: Node[], name: string) {
  const tag = `${name}-${randomUUID()}`;
  const topic = `deltas:task:{${tag}}`;
  // A channel of the topic's slot: A's messages on it always go to Redis, on the connection its
  // previews take, so once Redis has run one, it has run every preview A sent before it.
  const barrier = `barrier:{${tag}}`;
  const monitors = await Promise.all(nodes.map((node) => RedisMonitor.start(node, (c) => c.some((x) => x.includes(tag)))));
  const a = await createRedisPubSub(target, undefined, { recheckMs: 86_400_000 });
  let marks = 0;
  const ran = (channel: string, message: string) => monitors.some((m) => m.published(channel).includes(message));
  /** Whether A's message went to Redis: MONITOR shows a node's commands in the order it ran them. */
  const sent = async (message: string) => {
    a.publish(topic, message, { ephemeral: true });
    const mark = `mark ${marks++}`;
    a.publish(barrier, mark);
    while (!ran(barrier, mark)) await new Promise((r) => setTimeout(r, 5));
    return ran(topic, message);
  };
  return {
    a,
    topic,
    sent,
    /** Whether anyone announced a follower of the topic. */
    announced: () => monitors.some((m) => m.published(followersChannel(topic)).length > 0),
    /** Sends until a message stays off Redis; how many went before it. */
    async untilQuiet(prefix: string) {
      for (let i = 0; i < 100; i++) if (!(await sent(`${prefix} ${i}`))) return i;
      throw new Error("A never stopped sending its messages to Redis");
    },
    async close() {
      await a.close();
      for (const m of monitors) m.close();
    },
  };
}

/**
 * Two instances' buses on `target`: A publishes previews on a topic, B comes to follow it and
 * leaves again.
 */
export async function previewsGoToRedisOnlyWhileHeard(target: RedisTarget, nodes: Node[]) {
  const { topic, sent, announced, untilQuiet, close } = await publisherA(target, nodes, "unheard");
  const b = await createRedisPubSub(target, undefined, { recheckMs: 86_400_000 });
  try {
    // Nobody follows the topic: after the first answers, A's messages stay on A.
    expect(await untilQuiet("alone")).toBeLessThan(10);
    expect(await sent("alone again")).toBe(false);

    // B follows: it announces itself once Redis has its subscription, and A sends again.
    const toB: string[] = [];
    const off = await b.subscribe(topic, (m) => toB.push(m), { ephemeral: true });
    while (!announced()) await new Promise((r) => setTimeout(r, 5));
    // A hears the announcement on its subscriber connection, in its own time.
    for (let i = 0; !(await sent(`heard ${i}`)); i++) if (i === 200) throw new Error("A never heard B's announcement");
    for (const m of ["x", "y", "z"]) expect(await sent(m)).toBe(true);
    await expect.poll(() => toB.filter((m) => !m.startsWith("heard")), { timeout: 10_000 }).toEqual(["x", "y", "z"]);

    // B leaves: the next answer says nobody listens, and A's messages stay on A again.
    await off();
    expect(await untilQuiet("left")).toBeLessThan(10);
    expect(toB.filter((m) => m.startsWith("left"))).toEqual([]);
  } finally {
    await close();
    await b.close();
  }
}

/**
 * A follower that comes to a topic its publisher had found unheard gets every message published
 * after its subscription opened: B's `subscribe` returns once A has answered B's announcement, so
 * A's very next message, published at once, reaches B. A raw subscriber of the followers channel
 * (a publisher of an earlier version, which never answers) delays that by a bound, no more.
 */
export async function followerGetsWhatFollowsItsOpening(target: RedisTarget, nodes: Node[], listener: () => { listen(channel: string): Promise<unknown>; disconnect(): void }) {
  const { a, topic, untilQuiet, close } = await publisherA(target, nodes, "opening");
  // B waits for A's answer however busy the machine is; C, for the default bound.
  const b = await createRedisPubSub(target, undefined, { recheckMs: 86_400_000, heardWaitMs: 60_000 });
  const c = await createRedisPubSub(target, undefined, { recheckMs: 86_400_000 });
  const old = listener();
  try {
    await untilQuiet("alone");

    const toB: string[] = [];
    await b.subscribe(topic, (m) => toB.push(m), { ephemeral: true });
    a.publish(topic, "right after B opened", { ephemeral: true });
    await expect.poll(() => toB, { timeout: 10_000 }).toEqual(["right after B opened"]);

    // A listener of the followers channel that never answers: C's subscription still opens.
    await old.listen(followersChannel(topic));
    const toC: string[] = [];
    await c.subscribe(topic, (m) => toC.push(m), { ephemeral: true });
    a.publish(topic, "after C opened", { ephemeral: true });
    await expect.poll(() => toC, { timeout: 10_000 }).toEqual(["after C opened"]);
    expect(toB).toEqual(["right after B opened", "after C opened"]);
  } finally {
    old.disconnect();
    await close();
    await b.close();
    await c.close();
  }
}
