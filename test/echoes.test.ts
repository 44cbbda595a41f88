import { describe, expect, it } from "vitest";
import { Echoes, MAX_UNECHOED } from "../src/pubsub/echoes.js";

/**
 * The rule that keeps an instance from hearing its own messages twice: it delivers them at once,
 * and skips the copy Redis hands back. Steps: `pub` this instance published (on topic "t" unless
 * named), `lost` Redis did not take one, `heard` Redis handed one over (the test expects whether
 * it is delivered), `forget` this instance left the topic, `clear` the subscriber connection was lost.
 */
type Step = { pub: string; topic?: string } | { lost: string } | { heard: string; topic?: string; delivered: boolean } | { forget: string } | { clear: true };

const cases: Array<{ name: string; steps: Step[] }> = [
  { name: "another instance's message is delivered", steps: [{ heard: "a", delivered: true }] },
  { name: "the echo of its own is skipped, once", steps: [{ pub: "a" }, { heard: "a", delivered: false }, { heard: "a", delivered: true }] },
  {
    name: "echoes come in the order published",
    steps: [{ pub: "a" }, { pub: "b" }, { heard: "a", delivered: false }, { heard: "b", delivered: false }, { heard: "b", delivered: true }],
  },
  { name: "the same text published twice is skipped twice", steps: [{ pub: "a" }, { pub: "a" }, { heard: "a", delivered: false }, { heard: "a", delivered: false }, { heard: "a", delivered: true }] },
  {
    name: "an echo says the messages published before it were lost",
    steps: [{ pub: "a" }, { pub: "b" }, { heard: "b", delivered: false }, { heard: "a", delivered: true }],
  },
  {
    name: "a message Redis did not take has no echo to skip",
    steps: [{ pub: "a" }, { lost: "a" }, { heard: "a", delivered: true }],
  },
  { name: "topics are apart", steps: [{ pub: "a", topic: "x" }, { heard: "a", topic: "y", delivered: true }, { heard: "a", topic: "x", delivered: false }] },
  { name: "a topic left forgets its echoes", steps: [{ pub: "a" }, { forget: "t" }, { heard: "a", delivered: true }] },
  { name: "a lost connection forgets every echo", steps: [{ pub: "a" }, { pub: "b", topic: "x" }, { clear: true }, { heard: "a", delivered: true }, { heard: "b", topic: "x", delivered: true }] },
];

describe("Echoes: an instance skips the copy of its own messages", () => {
  it.each(cases)("$name", ({ steps }) => {
    const echoes = new Echoes();
    for (const s of steps) {
      if ("pub" in s) echoes.published(s.topic ?? "t", s.pub);
      else if ("lost" in s) echoes.lost("t", s.lost);
      else if ("forget" in s) echoes.forget(s.forget);
      else if ("clear" in s) echoes.clear();
      else expect({ heard: s.heard, delivered: !echoes.isEcho(s.topic ?? "t", s.heard) }).toEqual({ heard: s.heard, delivered: s.delivered });
    }
  });

  it(`remembers at most ${MAX_UNECHOED} messages of a topic, the latest`, () => {
    const echoes = new Echoes();
    for (let i = 0; i <= MAX_UNECHOED; i++) echoes.published("t", `m${i}`);
    expect(echoes.isEcho("t", "m0")).toBe(false);
    expect(echoes.isEcho("t", "m1")).toBe(true);
    expect(echoes.isEcho("t", `m${MAX_UNECHOED}`)).toBe(true);
  });
});
