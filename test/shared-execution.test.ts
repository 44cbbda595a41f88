import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createTask, send, textMessage } from "./helpers/events.js";
import { sseSubscribe, wsClient, wsSubscribe, type LiveSubscription, type Received } from "./helpers/live.js";
import { TestWorker } from "./helpers/worker.js";
import { sharedExecutionStats } from "../src/server/plugins/shared-execution.js";
import { followGroupStats, groupedFollowers } from "../src/domain/events/follow.js";

/**
 * Subscribers whose results can only be equal share one execution per event; everyone else (another
 * selection, other variables, other scopes) gets exactly their own, on both transports, with their
 * own sequence in `extensions` and as the SSE id.
 */
const METRICS_TOKEN = "metrics-token-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ streamsPerWorkspace: 150, metrics: { token: METRICS_TOKEN, port: undefined } });
});
afterAll(async () => {
  await t?.stop();
});

const PLAIN = `subscription($taskId: ID!, $types: [EventType!]) {
  taskEvents(taskId: $taskId, types: $types) { __typename ... on TaskEvent { id sequence type } }
}`;
const TEXT = `subscription($taskId: ID!) {
  taskEvents(taskId: $taskId) { ... on UserMessageEvent { sequence content { ... on TextBlock { text } } } }
}`;

/** An SSE stream read raw, to see each frame's `id:` beside its data (read as it arrives). */
async function rawSse(key: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(t.url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", "x-api-key": key },
    body: JSON.stringify({ query, variables }),
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let arrived = () => {};
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value);
      arrived();
    }
  })();
  const frames = () =>
    [...text.matchAll(/^(?:id: (.*)\n)?event: next\ndata: (.*)$/gm)].map((m) => ({ id: m[1], payload: JSON.parse(m[2]!) as Received }));
  return {
    frames,
    /** Resolves once a frame satisfies pred. */
    async until(pred: (f: { id?: string; payload: Received }) => boolean) {
      while (!frames().some(pred)) await new Promise<void>((r) => (arrived = r));
    },
    async close() {
      await reader.cancel();
      await pump;
    },
  };
}

/** atg_deliveries_total of one transport, from /metrics. */
async function deliveries(transport: "graphql-ws" | "sse"): Promise<number> {
  const text = await (await fetch(`${t.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const series = `atg_deliveries_total{transport="${transport}"} `;
  const line = text.split("\n").find((l) => l.startsWith(series));
  return line === undefined ? 0 : Number(line.slice(series.length));
}

/** The sequence an item was delivered at (every subscription here puts it in `extensions`). */
const seqOf = (i: Received) => BigInt(i.extensions!.sequence as string);

describe("shared execution of subscription events", () => {
  it("gives every subscriber its own shape and sequence, and runs each selection once per event", async () => {
    const taskId = await createTask(t);
    const client = (await t.ok<any>(`mutation { createApiKey(input: { name: "reader", scopes: [CLIENT] }) { key } }`)).createApiKey.key as string;
    const admin = wsClient(t.wsUrl, t.adminKey);
    const clientOnly = wsClient(t.wsUrl, client);
    const subs: LiveSubscription[] = [];
    try {
      const plain = [0, 1, 2].map(() => wsSubscribe(admin, PLAIN, { taskId }));
      const plainSse = sseSubscribe(t.url, t.adminKey, PLAIN, { taskId });
      const text = wsSubscribe(admin, TEXT, { taskId });
      const textSse = sseSubscribe(t.url, t.adminKey, TEXT, { taskId });
      const interrupts = wsSubscribe(admin, PLAIN, { taskId, types: ["USER_INTERRUPT"] });
      const interruptsSse = sseSubscribe(t.url, t.adminKey, PLAIN, { taskId, types: ["USER_INTERRUPT"] });
      const otherScopes = wsSubscribe(clientOnly, PLAIN, { taskId });
      const otherScopesSse = sseSubscribe(t.url, client, PLAIN, { taskId });
      subs.push(...plain, plainSse, text, textSse, interrupts, interruptsSse, otherScopes, otherScopesSse);
      const raw = await rawSse(t.adminKey, PLAIN, { taskId });
      // Live when it has an event: write probes (interrupts of an idle task, which every
      // subscription here passes on) until each has one, then wait until each has the last.
      const probe = async () => (await send(t, taskId, [{ userInterrupt: { reason: "probe" } }]))[0]!;
      let lastProbe = await probe();
      for (let i = 0; !(subs.every((s) => s.items.length > 0) && raw.frames().length > 0); i++) {
        if (i === 100) throw new Error("the subscriptions never went live");
        await new Promise((r) => setTimeout(r, 50));
        lastProbe = await probe();
      }
      const last = BigInt(lastProbe);
      await Promise.all(subs.map((s) => s.until((items) => items.some((x) => seqOf(x) === last))));
      await raw.until((f) => f.id === lastProbe);
      // From here on, each subscription's items are those after the probes.
      const after = (s: LiveSubscription) => s.items.filter((x) => seqOf(x) > last);

      const before = { ...sharedExecutionStats };
      const first = await send(t, taskId, [textMessage("one"), textMessage("two")]);
      const second = await send(t, taskId, [{ userInterrupt: { reason: "stop" } }, textMessage("three")]);
      const written = [...first, ...second];
      const texts = ["one", "two", undefined, "three"];
      const kinds = ["USER_MESSAGE", "USER_MESSAGE", "USER_INTERRUPT", "USER_MESSAGE"];

      const everyPlain = [...plain, plainSse, otherScopes, otherScopesSse];
      await Promise.all([...everyPlain, text, textSse].map((s) => s.until(() => after(s).length >= 4)));
      await Promise.all([interrupts, interruptsSse].map((s) => s.until(() => after(s).length >= 1)));
      await raw.until((f) => f.id === written[3]);
      const frames = raw.frames().filter((f) => BigInt(f.id!) > last);
      // Nothing more is on its way: a repeat or an extra result would arrive in this time.
      await new Promise((r) => setTimeout(r, 300));

      const plainShape = (i: number) => ({
        data: { taskEvents: { __typename: kinds[i] === "USER_MESSAGE" ? "UserMessageEvent" : "UserInterruptEvent", id: expect.any(String), sequence: written[i], type: kinds[i] } },
        extensions: { sequence: written[i] },
      });
      for (const s of everyPlain) {
        expect(s.errors).toEqual([]);
        expect(after(s)).toEqual(written.map((_, i) => plainShape(i)));
      }
      // Same selection, different scopes: the same data, from its own execution.
      expect(after(otherScopes).map((i) => i.data)).toEqual(after(plain[0]!).map((i) => i.data));
      for (const s of [text, textSse]) {
        expect(after(s)).toEqual(
          written.map((seq, i) => ({
            data: { taskEvents: texts[i] ? { sequence: seq, content: [{ text: texts[i] }] } : {} },
            extensions: { sequence: seq },
          })),
        );
      }
      for (const s of [interrupts, interruptsSse]) {
        expect(after(s)).toEqual([plainShape(2)]);
      }
      expect(frames.map((f) => f.id)).toEqual(written);
      expect(frames.map((f) => f.payload)).toEqual(written.map((_, i) => plainShape(i)));

      // 11 subscribers over 4 events take 38 results; groups: plain × the admin key (6, and the
      // 2 interrupts subscribers: `types` only chooses events), text (2), plain × the client-only
      // key (2) → 12 executions when all share.
      const delivered = everyPlain.length * 4 + 1 * 4 /* raw */ + 2 * 4 + 2;
      const executed = sharedExecutionStats.executed - before.executed;
      const reused = sharedExecutionStats.reused - before.reused;
      expect(executed + reused).toBe(delivered);
      expect(reused).toBeGreaterThan(0);
      expect(executed).toBeLessThan(delivered / 2);
      // Over graphql-ws a shared result is serialised once for its group and written to each
      // socket as is: 21 graphql-ws deliveries (plain 3 × 4, text 4, interrupts 1, other scopes 4)
      // in 3 groups over 4 events take at least 12 serialisations, never one per delivery.
      const serialized = sharedExecutionStats.serialized - before.serialized;
      expect(serialized).toBeGreaterThanOrEqual(12);
      expect(serialized).toBeLessThan(21);
      expect(serialized).toBeLessThanOrEqual(executed);
      await raw.close();
    } finally {
      for (const s of subs) await s.close();
      await admin.dispose();
      await clientOnly.dispose();
    }
  });

  it("has caught-up followers read for by one group, which writes each event's text to every socket at once, once and in order", async () => {
    const taskId = await createTask(t);
    const sockets = [wsClient(t.wsUrl, t.adminKey), wsClient(t.wsUrl, t.adminKey)];
    const subs: LiveSubscription[] = [];
    try {
      // More subscribers than deliveries run in one turn of the event loop (64). Caught up, they
      // are read for by one group, which has each event's text made once and offers it to all.
      for (let i = 0; i < 100; i++) subs.push(wsSubscribe(sockets[i % 2]!, PLAIN, { taskId }));
      for (let i = 0; i < 10; i++) subs.push(sseSubscribe(t.url, t.adminKey, PLAIN, { taskId }));
      // 110 subscriptions take a while to open on a busy machine: probe until each has an event.
      const probe = async () => (await send(t, taskId, [{ userInterrupt: { reason: "probe" } }]))[0]!;
      let lastProbe = await probe();
      for (let i = 0; !subs.every((s) => s.items.length > 0); i++) {
        const failed = subs.find((s) => s.errors.length);
        if (failed) throw new Error(`a subscription failed: ${JSON.stringify(failed.errors)}`);
        if (i === 600) throw new Error(`${subs.filter((s) => !s.items.length).length} subscriptions never went live`);
        await new Promise((r) => setTimeout(r, 50));
        lastProbe = await probe();
      }
      const last = BigInt(lastProbe);
      await Promise.all(subs.map((s) => s.until((items) => items.some((x) => seqOf(x) === last))));
      // Each joins the group once it has nothing left to read.
      await vi.waitFor(() => expect(groupedFollowers({ taskId })).toBe(subs.length), { timeout: 15_000, interval: 20 });

      const before = { ...sharedExecutionStats };
      const groupBefore = { ...followGroupStats };
      const counted = { ws: await deliveries("graphql-ws"), sse: await deliveries("sse") };
      const written: string[] = [];
      for (let b = 0; b < 3; b++) written.push(...(await send(t, taskId, [textMessage(`one ${b}`), { userInterrupt: { reason: `stop ${b}` } }])));
      const after = (s: LiveSubscription) => s.items.filter((x) => seqOf(x) > last);
      await Promise.all(subs.map((s) => s.until(() => after(s).length >= written.length)));
      // Nothing more is on its way: a repeat would arrive in this time.
      await new Promise((r) => setTimeout(r, 300));

      for (const s of subs) {
        expect(s.errors).toEqual([]);
        expect(after(s).map((x) => x.extensions!.sequence)).toEqual(written);
      }
      const delivered = subs.length * written.length;
      const executed = sharedExecutionStats.executed - before.executed;
      expect(executed + sharedExecutionStats.reused - before.reused).toBe(delivered);
      // One execution per event for all 110 (one selection, one caller), every delivery written
      // at once by the group, none through a subscriber's own next().
      expect(executed).toBe(written.length);
      expect(sharedExecutionStats.takenAtOnce - before.takenAtOnce).toBe(delivered);
      expect(followGroupStats.delivered - groupBefore.delivered).toBe(delivered);
      expect(followGroupStats.left - groupBefore.left).toBe(0);
      // Each delivery counted once, however it went.
      expect(await deliveries("graphql-ws")).toBe(counted.ws + 100 * written.length);
      expect(await deliveries("sse")).toBe(counted.sse + 10 * written.length);
    } finally {
      for (const s of subs) await s.close();
      for (const c of sockets) await c.dispose();
    }
  });

  it("a follower catching up from the log joins the live followers' group when it reaches them; one that leaves does not stop the rest", async () => {
    const taskId = await createTask(t);
    const STREAM = `subscription($taskId: ID!, $after: Sequence) {
      taskEvents(taskId: $taskId, after: $after) { __typename ... on TaskEvent { id sequence type } }
    }`;
    const client = wsClient(t.wsUrl, t.adminKey);
    try {
      const live = wsSubscribe(client, STREAM, { taskId });
      let probe = (await send(t, taskId, [textMessage("probe")]))[0]!;
      for (let i = 0; !live.items.length; i++) {
        if (i === 600) throw new Error("the subscription never went live");
        await new Promise((r) => setTimeout(r, 50));
        probe = (await send(t, taskId, [textMessage("probe")]))[0]!;
      }
      await live.until((items) => items.some((x) => x.extensions?.sequence === probe));
      await vi.waitFor(() => expect(groupedFollowers({ taskId })).toBe(1), { timeout: 15_000, interval: 20 });
      // History longer than one read (100 rows), which the second follower reads on its own.
      const history: string[] = [];
      for (let b = 0; b < 5; b++) history.push(...(await send(t, taskId, Array.from({ length: 50 }, (_, i) => textMessage(`h${b}.${i}`)))));
      await live.until((items) => items.some((x) => x.extensions?.sequence === history.at(-1)));
      const catching = wsSubscribe(client, STREAM, { taskId, after: "0" });
      await catching.until((items) => items.some((x) => x.extensions?.sequence === history.at(-1)), 30_000);
      await vi.waitFor(() => expect(groupedFollowers({ taskId })).toBe(2), { timeout: 15_000, interval: 20 });

      const before = { ...followGroupStats };
      const written = await send(t, taskId, [textMessage("both 1"), textMessage("both 2")]);
      await Promise.all([live, catching].map((s) => s.until((items) => items.some((x) => x.extensions?.sequence === written[1]))));
      expect(followGroupStats.delivered - before.delivered).toBe(4);
      // The one that caught up got every event of the task once, in order, the live ones included.
      const seqs = catching.items.map(seqOf);
      expect(seqs.every((s, i) => i === 0 || s > seqs[i - 1]!)).toBe(true);
      for (const seq of [...history, ...written]) expect(seqs).toContain(BigInt(seq));
      expect(live.items.map((x) => x.extensions!.sequence).slice(-2)).toEqual(written);

      // The first leaves; the group goes on reading for the other.
      await live.close();
      await vi.waitFor(() => expect(groupedFollowers({ taskId })).toBe(1), { timeout: 15_000, interval: 20 });
      const afterLeaving = { ...followGroupStats };
      const [last] = await send(t, taskId, [textMessage("one left")]);
      await catching.until((items) => items.some((x) => x.extensions?.sequence === last));
      expect(followGroupStats.delivered - afterLeaving.delivered).toBe(1);
      expect(catching.items.at(-1)!.extensions!.sequence).toBe(last);
      expect(catching.items.filter((x) => x.extensions!.sequence === last)).toHaveLength(1);
      expect([live.errors, catching.errors]).toEqual([[], []]);
      await catching.close();
      await vi.waitFor(() => expect(groupedFollowers({ taskId })).toBe(0), { timeout: 15_000, interval: 20 });
    } finally {
      await client.dispose();
    }
  });

  it("over SSE writes a shared result's frame, made once for its group, to every subscriber's response", async () => {
    const taskId = await createTask(t);
    const readers = await Promise.all([0, 1, 2].map(() => rawSse(t.adminKey, PLAIN, { taskId })));
    try {
      const probe = async () => (await send(t, taskId, [{ userInterrupt: { reason: "probe" } }]))[0]!;
      let lastProbe = await probe();
      for (let i = 0; !readers.every((r) => r.frames().length > 0); i++) {
        if (i === 100) throw new Error("the subscriptions never went live");
        await new Promise((r) => setTimeout(r, 50));
        lastProbe = await probe();
      }
      await Promise.all(readers.map((r) => r.until((f) => f.id === lastProbe)));
      const last = BigInt(lastProbe);

      const before = { ...sharedExecutionStats };
      const written = await send(t, taskId, [textMessage("one"), { userInterrupt: { reason: "stop" } }]);
      await Promise.all(readers.map((r) => r.until((f) => f.id === written[1])));
      await new Promise((r) => setTimeout(r, 300));

      const kinds = ["USER_MESSAGE", "USER_INTERRUPT"];
      for (const r of readers) {
        const frames = r.frames().filter((f) => BigInt(f.id!) > last);
        expect(frames.map((f) => f.id)).toEqual(written);
        expect(frames.map((f) => f.payload)).toEqual(
          written.map((seq, i) => ({
            data: { taskEvents: { __typename: kinds[i] === "USER_MESSAGE" ? "UserMessageEvent" : "UserInterruptEvent", id: expect.any(String), sequence: seq, type: kinds[i] } },
            extensions: { sequence: seq },
          })),
        );
      }
      // One group of three: each event executed and serialised once, the frame reused by the others.
      expect(sharedExecutionStats.executed - before.executed).toBe(2);
      expect(sharedExecutionStats.serialized - before.serialized).toBe(2);
      expect(sharedExecutionStats.reused - before.reused).toBe(4);
    } finally {
      for (const r of readers) await r.close();
    }
  });

  it("shares between subscribers that resume from different sequences: `after` only chooses the events", async () => {
    const taskId = await createTask(t);
    const history = await send(t, taskId, [textMessage("h1"), textMessage("h2"), textMessage("h3")]);
    const admin = wsClient(t.wsUrl, t.adminKey);
    const AFTER = `subscription($taskId: ID!, $after: Sequence) {
      taskEvents(taskId: $taskId, after: $after) { ... on UserMessageEvent { sequence content { ... on TextBlock { text } } } }
    }`;
    try {
      const fromStart = wsSubscribe(admin, AFTER, { taskId, after: "0" });
      const fromMiddle = wsSubscribe(admin, AFTER, { taskId, after: history[1] });
      const fromMiddleSse = sseSubscribe(t.url, t.adminKey, AFTER, { taskId, after: history[1] });
      await fromStart.until((i) => i.length >= 3);
      await Promise.all([fromMiddle, fromMiddleSse].map((s) => s.until((i) => i.length >= 1)));
      // A probe that all three receive: from then on each is live, at the same place in the log.
      const [probe] = await send(t, taskId, [textMessage("probe")]);
      const hasProbe = (i: LiveSubscription["items"]) => i.some((x) => x.extensions?.sequence === probe);
      await Promise.all([fromStart, fromMiddle, fromMiddleSse].map((s) => s.until(hasProbe)));

      const before = { ...sharedExecutionStats };
      const live = await send(t, taskId, [textMessage("l1"), textMessage("l2")]);
      await Promise.all([fromStart, fromMiddle, fromMiddleSse].map((s) => s.until((i) => i.some((x) => x.extensions?.sequence === live[1]))));
      await new Promise((r) => setTimeout(r, 300));

      const item = (seq: string, text: string) => ({ data: { taskEvents: { sequence: seq, content: [{ text }] } }, extensions: { sequence: seq } });
      const rest = [item(probe!, "probe"), item(live[0]!, "l1"), item(live[1]!, "l2")];
      expect(fromStart.items).toEqual([item(history[0]!, "h1"), item(history[1]!, "h2"), item(history[2]!, "h3"), ...rest]);
      for (const s of [fromMiddle, fromMiddleSse]) {
        expect(s.errors).toEqual([]);
        expect(s.items).toEqual([item(history[2]!, "h3"), ...rest]);
      }
      // The live events: 3 subscribers × 2 events, executed once per event when the three read
      // together (2). Were `after` part of the group, the subscriber from the start could never
      // share with the other two: 4 executions at the least.
      const executed = sharedExecutionStats.executed - before.executed;
      expect(executed + sharedExecutionStats.reused - before.reused).toBe(6);
      expect(executed).toBeLessThan(4);
      await Promise.all([fromStart, fromMiddle, fromMiddleSse].map((s) => s.close()));
    } finally {
      await admin.dispose();
    }
  });

  it("shares a preview's execution and wire text between the followers of its task, each getting every preview in order", async () => {
    const taskId = await createTask(t);
    await send(t, taskId, [textMessage("reply, please")]);
    const worker = await TestWorker.create(t);
    const { run } = await worker.claim(taskId);
    expect(run).not.toBeNull();
    const PREVIEWS = `subscription($taskId: ID!) {
      taskEvents(taskId: $taskId, deltas: [WORKER_MESSAGE]) { __typename ... on EventDelta { eventId index text } }
    }`;
    const TEXT_ONLY = `subscription($taskId: ID!) { taskEvents(taskId: $taskId, deltas: [WORKER_MESSAGE]) { ... on EventDelta { text } } }`;
    const admin = wsClient(t.wsUrl, t.adminKey);
    const subs: LiveSubscription[] = [];
    try {
      const same = [0, 1, 2].map(() => wsSubscribe(admin, PREVIEWS, { taskId }));
      const sameSse = sseSubscribe(t.url, t.adminKey, PREVIEWS, { taskId });
      const textOnly = wsSubscribe(admin, TEXT_ONLY, { taskId });
      subs.push(...same, sameSse, textOnly);
      // Previews are not replayed: probe until every subscriber has one, then until each has the last.
      const eventId = (await worker.deltas(run!.id, "WORKER_MESSAGE", [{ index: 0, text: "start" }])).publishDeltas.eventId as string;
      const textOf = (i: Received) => i.data?.taskEvents?.text as string | undefined;
      let probe = "";
      for (let i = 0; !subs.every((s) => s.items.some((x) => textOf(x)?.startsWith("probe"))); i++) {
        if (i === 100) throw new Error("the subscriptions never went live");
        if (i > 0) await new Promise((r) => setTimeout(r, 50));
        probe = `probe ${i}`;
        await worker.deltas(run!.id, "WORKER_MESSAGE", [{ index: 0, text: probe }], eventId);
      }
      const last = probe;
      await Promise.all(subs.map((s) => s.until((items) => items.some((x) => textOf(x) === last))));
      const after = (s: LiveSubscription) => s.items.slice(s.items.findIndex((x) => textOf(x) === last) + 1);

      const before = { ...sharedExecutionStats };
      const texts = ["one", "two", "three", "four"];
      await worker.deltas(run!.id, "WORKER_MESSAGE", [{ index: 1, text: "one" }, { index: 2, text: "two" }], eventId);
      await worker.deltas(run!.id, "WORKER_MESSAGE", [{ index: 3, text: "three" }], eventId);
      await worker.deltas(run!.id, "WORKER_MESSAGE", [{ index: 4, text: "four" }], eventId);
      await Promise.all(subs.map((s) => s.until(() => after(s).length >= texts.length)));
      // Nothing more is on its way: a repeat would arrive in this time.
      await new Promise((r) => setTimeout(r, 300));

      for (const s of [...same, sameSse]) {
        expect(s.errors).toEqual([]);
        expect(after(s)).toEqual(texts.map((text, i) => ({ data: { taskEvents: { __typename: "EventDelta", eventId, index: i + 1, text } } })));
      }
      expect(after(textOnly)).toEqual(texts.map((text) => ({ data: { taskEvents: { text } } })));
      // 5 subscribers × 4 previews; groups: the PREVIEWS selection (3 over graphql-ws and 1 over
      // SSE) and TEXT_ONLY → 8 executions when all share, 20 when none does.
      const executed = sharedExecutionStats.executed - before.executed;
      expect(executed + sharedExecutionStats.reused - before.reused).toBe(20);
      expect(executed).toBe(8);
      // Each group's text is made once per preview, before any follower offers it, and every
      // delivery is written as the follower hands it on: none goes through a subscriber's next().
      expect(sharedExecutionStats.serialized - before.serialized).toBe(8);
      expect(sharedExecutionStats.takenAtOnce - before.takenAtOnce).toBe(20);
    } finally {
      for (const s of subs) await s.close();
      await admin.dispose();
    }
  });

  it("leaves a request error to the executor: variables that do not coerce are BAD_USER_INPUT", async () => {
    const taskId = await createTask(t);
    const admin = wsClient(t.wsUrl, t.adminKey);
    try {
      const a = wsSubscribe(admin, PLAIN, { taskId, types: ["NOT_A_TYPE"] });
      await a.until(() => false, 5000).catch(() => {});
      // graphql-ws sends a subscription that cannot start as one result with the errors.
      expect(a.items).toEqual([{ errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }) })] }]);
      const res = await t.gql(PLAIN, { taskId, types: ["NOT_A_TYPE"] });
      expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    } finally {
      await admin.dispose();
    }
  });
});
