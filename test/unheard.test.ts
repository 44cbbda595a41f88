import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TARGET } from "./helpers/app.js";
import { Redis } from "ioredis";
import { followerGetsWhatFollowsItsOpening, previewsGoToRedisOnlyWhileHeard } from "./helpers/unheard.js";
import { createRedisPubSub } from "../src/pubsub/redis.js";
import { RECHECK_MS, Unheard, followersChannel, heard, heardFrom, nobodyElse, topicOfFollowers } from "../src/pubsub/unheard.js";

/**
 * The rule that keeps previews nobody else follows off Redis (src/pubsub/unheard.ts). Steps, on
 * topic "t": `send` a message is about to be published (the test expects whether it goes to Redis;
 * `ticket` names the ticket for a later `answer`), `listened` the followers channel is confirmed,
 * `answer` Redis counted `receivers` for the ticket's message (`self`: this instance's own
 * subscription among them), `followed` another instance announced itself, `clear` the subscriber
 * connection was lost, `wait` ms pass.
 */
type Step =
  | { send: boolean; ticket?: string }
  | { listened: true }
  | { answer: string; receivers: number; self?: boolean }
  | { followed: true }
  | { clear: true }
  | { wait: number };

const cases: Array<{ name: string; steps: Step[] }> = [
  { name: "a topic's first message goes to Redis", steps: [{ send: true }] },
  {
    name: "an answer of nobody, once the followers channel is confirmed, keeps the next ones off",
    steps: [{ send: true }, { listened: true }, { send: true, ticket: "m" }, { answer: "m", receivers: 0 }, { send: false }, { send: false }],
  },
  {
    name: "an answer sent before the followers channel was confirmed says nothing",
    steps: [{ send: true, ticket: "m" }, { listened: true }, { answer: "m", receivers: 0 }, { send: true }],
  },
  {
    name: "only this instance's own subscription counts as nobody",
    steps: [{ send: true }, { listened: true }, { send: true, ticket: "m" }, { answer: "m", receivers: 1, self: true }, { send: false }],
  },
  {
    name: "one receiver that is not this instance is a follower",
    steps: [{ send: true }, { listened: true }, { send: true, ticket: "m" }, { answer: "m", receivers: 1 }, { send: true }],
  },
  {
    name: "another follower besides this instance keeps messages going",
    steps: [{ send: true }, { listened: true }, { send: true, ticket: "m" }, { answer: "m", receivers: 2, self: true }, { send: true }],
  },
  {
    name: "an announcement sends the next message",
    steps: [{ send: true }, { listened: true }, { send: true, ticket: "m" }, { answer: "m", receivers: 0 }, { send: false }, { followed: true }, { send: true }],
  },
  {
    name: "an answer that left Redis before the announcement came is ignored",
    steps: [
      { send: true },
      { listened: true },
      { send: true, ticket: "before" },
      { followed: true },
      { answer: "before", receivers: 0 },
      { send: true, ticket: "after" },
      { answer: "after", receivers: 1 },
      { send: true },
    ],
  },
  {
    name: `a quiet topic asks again after ${RECHECK_MS} ms`,
    steps: [
      { send: true },
      { listened: true },
      { send: true, ticket: "m" },
      { answer: "m", receivers: 0 },
      { wait: RECHECK_MS - 1 },
      { send: false },
      { wait: 1 },
      { send: true, ticket: "again" },
      { answer: "again", receivers: 0 },
      { send: false },
    ],
  },
  {
    name: "a lost subscriber connection sends every message until the followers channel is confirmed again",
    steps: [
      { send: true },
      { listened: true },
      { send: true, ticket: "m" },
      { answer: "m", receivers: 0 },
      { clear: true },
      { send: true, ticket: "unconfirmed" },
      { answer: "unconfirmed", receivers: 0 },
      { send: true },
      { listened: true },
      { send: true, ticket: "confirmed" },
      { answer: "confirmed", receivers: 0 },
      { send: false },
    ],
  },
];

describe("Unheard: previews go to Redis only while another instance follows them", () => {
  it.each(cases)("$name", ({ steps }) => {
    let now = 1_000;
    const listens: string[] = [];
    const unheard = new Unheard(RECHECK_MS, () => now);
    const tickets = new Map<string, number>();
    for (const s of steps) {
      if ("send" in s) {
        const ticket = unheard.send("t", (c) => listens.push(c));
        expect({ step: s, toRedis: ticket !== undefined }).toEqual({ step: s, toRedis: s.send });
        if (s.ticket && ticket !== undefined) tickets.set(s.ticket, ticket);
      } else if ("listened" in s) unheard.listened("t");
      else if ("answer" in s) unheard.answered("t", tickets.get(s.answer)!, s.receivers, s.self ?? false);
      else if ("followed" in s) unheard.followed("t");
      else if ("clear" in s) unheard.clear();
      else now += s.wait;
    }
    // The followers channel is subscribed to once per topic (again after a reconnect, by the bus).
    expect(listens).toEqual(["t"]);
  });

  it("forgets topics not published on for a while, and only those", () => {
    let now = 0;
    const unheard = new Unheard(RECHECK_MS, () => now);
    unheard.send("old", () => {});
    now = 50_000;
    unheard.send("new", () => {});
    now = 70_000;
    expect(unheard.forgetIdle(60_000)).toEqual(["old"]);
    expect(unheard.known()).toEqual(["new"]);
  });

  it.each([
    { receivers: 0, self: false, nobody: true },
    { receivers: 0, self: true, nobody: true },
    { receivers: 1, self: true, nobody: true },
    { receivers: 1, self: false, nobody: false },
    { receivers: 2, self: true, nobody: false },
  ])("Redis counting $receivers receivers (this instance among them: $self) means nobody else: $nobody", ({ receivers, self, nobody }) => {
    expect(nobodyElse(receivers, self)).toBe(nobody);
  });

  it("a followers channel keeps its topic's hash tag (one shard on a cluster), and names its topic", () => {
    const channel = followersChannel("deltas:task:{task_1}");
    expect(channel.match(/\{[^}]*\}/)?.[0]).toBe("{task_1}");
    expect(topicOfFollowers(channel)).toBe("deltas:task:{task_1}");
    expect(topicOfFollowers("deltas:task:{task_1}")).toBeUndefined();
  });

  it("a publisher's answer names it; no preview, and no answer of an earlier version, reads as one", () => {
    const id = randomUUID();
    expect(JSON.parse(heard(id))).toEqual({ kind: "heard", type: "followers.heard", by: id });
    expect(heardFrom(heard(id))).toBe(id);
    expect(heardFrom(JSON.stringify({ kind: "preview", type: "text.delta", runId: "run_1", delta: "heard" }))).toBeUndefined();
    expect(heardFrom(JSON.stringify({ kind: "heard", type: "followers.heard" }))).toBeUndefined();
  });
});

describe.runIf(TARGET.redisUrl)("on Redis", () => {
  // Two followers announce themselves at once, and the publishers each answer both: a follower's
  // subscription opens once every publisher Redis counted has answered, not once as many answers
  // as publishers came (two of one publisher's stand for nobody else's).
  it("a follower's subscription opens once each of its publishers has heard it, however often one of them says so", async () => {
    const url = TARGET.redisUrl!;
    const topic = `deltas:task:{two-${randomUUID()}}`;
    const follower = await createRedisPubSub({ url }, undefined, { recheckMs: 86_400_000, heardWaitMs: 60_000 });
    // Two publishers, as raw connections: P1 answers every announcement, P2 only when the test says.
    const [p1, p1Pub, p2, p2Pub, other] = [0, 0, 0, 0, 0].map(() => new Redis(url));
    try {
      let p1Answered = 0;
      await p1.subscribe(followersChannel(topic));
      p1.on("message", () => void p1Pub.publish(topic, heard("p1")).then(() => p1Answered++));
      const announcements: string[] = [];
      await p2.subscribe(followersChannel(topic));
      p2.on("message", (_c: string, m: string) => announcements.push(m));

      const toFollower: string[] = [];
      let opened = false;
      const opening = follower.subscribe(topic, (m) => toFollower.push(m), { ephemeral: true }).then(() => (opened = true));
      await expect.poll(() => announcements.length, { timeout: 10_000 }).toBe(1);
      // Another follower announces itself: P1 answers twice, P2 not yet.
      await other.publish(followersChannel(topic), "1");
      await expect.poll(() => p1Answered, { timeout: 10_000 }).toBe(2);
      // Redis ran both answers before this: once the follower has it, it has had them.
      await other.publish(topic, "after P1's answers");
      await expect.poll(() => toFollower, { timeout: 10_000 }).toEqual(["after P1's answers"]);
      expect(opened).toBe(false);

      await p2Pub.publish(topic, heard("p2"));
      await opening;
      expect(toFollower).toEqual(["after P1's answers"]);
    } finally {
      for (const r of [p1, p1Pub, p2, p2Pub, other]) r.disconnect();
      await follower.close();
    }
  });

  it("A's previews stay off Redis while nobody else follows; B's announcement brings them back, its leaving stops them again", async () => {
    const url = new URL(TARGET.redisUrl!);
    await previewsGoToRedisOnlyWhileHeard({ url: TARGET.redisUrl! }, [{ host: url.hostname, port: Number(url.port || 6379) }]);
  });

  it("a follower that comes to a task whose previews stayed off Redis gets the very next one: its subscription opens once the publisher has heard it", async () => {
    const url = new URL(TARGET.redisUrl!);
    await followerGetsWhatFollowsItsOpening({ url: TARGET.redisUrl! }, [{ host: url.hostname, port: Number(url.port || 6379) }], () => {
      const r = new Redis(TARGET.redisUrl!);
      return { listen: (channel) => r.subscribe(channel), disconnect: () => r.disconnect() };
    });
  });
});
