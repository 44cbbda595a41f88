import { describe, expect, it } from "vitest";
import { TARGET } from "./helpers/app.js";
import { Redis } from "ioredis";
import { followerGetsWhatFollowsItsOpening, previewsGoToRedisOnlyWhileHeard } from "./helpers/unheard.js";
import { RECHECK_MS, Unheard, followersChannel, nobodyElse, topicOfFollowers } from "../src/pubsub/unheard.js";

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
});

describe.runIf(TARGET.redisUrl)("on Redis", () => {
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
