import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Cluster, Redis } from "ioredis";
import { isolatedDatabase, startTestApp, TARGET, type TestApp } from "./helpers/app.js";
import { createTask, createThread, send, textMessage, writeEvents } from "./helpers/events.js";
import { sequencesOf, sseSubscribe, wsClient, wsSubscribe, type LiveSubscription } from "./helpers/live.js";

/**
 * Following live: history then live with no gap and no repeat, on both transports, through
 * reconnects, across two instances sharing PostgreSQL and Redis (when configured), and through
 * a Redis connection drop.
 */
const multiInstance = !!TARGET.databaseUrl && TARGET.redis;

let writer: TestApp;
let reader: TestApp;
beforeAll(async () => {
  const db = await isolatedDatabase();
  writer = await startTestApp({}, db);
  // With PostgreSQL and Redis: a second instance on the same database; subscribers use it.
  reader = multiInstance
    ? await startTestApp({ bootstrapApiKey: writer.adminKey }, { config: db.config, drop: async () => {} })
    : writer;
});
afterAll(async () => {
  if (reader !== writer) await reader?.stop();
  await writer?.stop();
});

const STREAM = `subscription($taskId: ID!, $after: Sequence) {
  taskEvents(taskId: $taskId, after: $after) { __typename ... on TaskEvent { id sequence type } }
}`;

async function writeConcurrently(taskId: string, writers: number, batches: number, midway?: () => Promise<void>) {
  const all: string[] = [];
  let done = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let b = 0; b < batches; b++) {
        const n = 1 + ((w + b) % 3);
        all.push(...(await send(writer, taskId, Array.from({ length: n }, (_, i) => textMessage(`w${w}b${b}e${i}`)))));
        if (++done === Math.floor((writers * batches) / 2)) await midway?.();
      }
    }),
  );
  return all.sort((a, b) => Number(BigInt(a) - BigInt(b)));
}

/** Drops every subscriber connection of the Redis under test (each node's, on a cluster). */
async function killPubSubClients() {
  if (TARGET.redisClusterNodes) {
    const cluster = new Cluster(TARGET.redisClusterNodes);
    await cluster.ping(); // connected: every node is known
    for (const node of cluster.nodes("all")) await node.call("CLIENT", "KILL", "TYPE", "pubsub");
    cluster.disconnect();
    return;
  }
  const admin = new Redis(TARGET.redisUrl!);
  await admin.call("CLIENT", "KILL", "TYPE", "pubsub");
  admin.disconnect();
}

/** Sequences a subscriber received, from the events themselves. */
const seqs = (s: LiveSubscription) => s.items.map((i) => i.data.taskEvents.sequence as string);

async function scenario(opts: { killRedisMidway?: boolean }) {
  const taskId = await createTask(writer);
  const key = reader.adminKey;
  const ws = wsClient(reader.wsUrl, key);
  const ws2 = wsClient(reader.wsUrl, key);
  try {
    // From the start, over each transport.
    const fromStartWs = wsSubscribe(ws, STREAM, { taskId, after: "0" });
    const fromStartSse = sseSubscribe(reader.url, key, STREAM, { taskId, after: "0" });
    await new Promise((r) => setTimeout(r, 300));

    let joined: LiveSubscription | undefined;
    let reconnecting: { parts: LiveSubscription[] } = { parts: [] };
    reconnecting.parts.push(wsSubscribe(ws2, STREAM, { taskId, after: "0" }));

    const midway = async () => {
      // One joins mid-way from a sequence read through a query.
      const d = await reader.ok<any>(`query($taskId: ID!) { events(taskId: $taskId, last: 1) { edges { cursor } } }`, { taskId });
      joined = sseSubscribe(reader.url, key, STREAM, { taskId, after: d.events.edges[0]?.cursor ?? "0" });
      (joined as any).after = d.events.edges[0]?.cursor ?? "0";
      // One drops and comes back with the last sequence it saw.
      const first = reconnecting.parts[0]!;
      await first.close();
      const last = seqs(first).at(-1) ?? "0";
      reconnecting.parts.push(wsSubscribe(ws2, STREAM, { taskId, after: last }));
      if (opts.killRedisMidway) await killPubSubClients();
    };
    const written = await writeConcurrently(taskId, 8, 10, midway);
    const lastSeq = written.at(-1)!;
    const reached = (s: LiveSubscription) => s.until((items) => items.some((i) => i.data.taskEvents.sequence === lastSeq), 30_000);
    await Promise.all([reached(fromStartWs), reached(fromStartSse), reached(joined!), reached(reconnecting.parts.at(-1)!)]);

    expect(seqs(fromStartWs)).toEqual(written);
    expect(seqs(fromStartSse)).toEqual(written);
    const joinedAfter = BigInt((joined as any).after);
    expect(seqs(joined!)).toEqual(written.filter((s) => BigInt(s) > joinedAfter));
    expect(reconnecting.parts.flatMap(seqs)).toEqual(written);
    // Every result names its event's sequence in extensions, on both transports.
    expect(sequencesOf(fromStartWs.items)).toEqual(written);
    expect(sequencesOf(fromStartSse.items)).toEqual(written);
    for (const s of [fromStartWs, fromStartSse, joined!, ...reconnecting.parts]) await s.close();
  } finally {
    await ws.dispose();
    await ws2.dispose();
  }
}

describe("live task streams", () => {
  it(`8 writers, 4 subscribers (joining mid-way, reconnecting), graphql-ws and SSE${multiInstance ? ", two instances" : ""}: every event once, in order`, async () => {
    await scenario({});
  });

  it.runIf(TARGET.redis)("loses nothing when Redis drops the subscriber connections mid-way", async () => {
    await scenario({ killRedisMidway: true });
  });

  it("without after, sends only what commits after the subscription opened", async () => {
    const taskId = await createTask(writer);
    const before = await send(writer, taskId, [textMessage("old")]);
    const client = wsClient(reader.wsUrl, reader.adminKey);
    try {
      const s = wsSubscribe(client, STREAM, { taskId });
      // It is live once it has an event: write probes until it has one (no fixed wait).
      const probes: string[] = [];
      for (let i = 0; s.items.length === 0; i++) {
        if (i === 100) throw new Error("the subscription never went live");
        probes.push(...(await send(writer, taskId, [textMessage(`probe ${i}`)])));
        await new Promise((r) => setTimeout(r, 50));
      }
      const after = await send(writer, taskId, [textMessage("new 1"), textMessage("new 2")]);
      await s.until(() => seqs(s).includes(after[1]!));
      await new Promise((r) => setTimeout(r, 200));
      // what committed after it opened, from its first event on, in order; nothing from before
      expect(seqs(s)).toEqual([...probes.slice(probes.indexOf(seqs(s)[0]!)), ...after]);
      expect(seqs(s)).not.toContain(before[0]);
      await s.close();
    } finally {
      await client.dispose();
    }
  });

  it("filters by types and thread, and the workspace stream carries every task", async () => {
    const taskA = await createTask(writer);
    const taskB = await createTask(writer);
    const { id: threadId } = await createThread(writer, taskA);
    const client = wsClient(reader.wsUrl, reader.adminKey);
    try {
      const typed = wsSubscribe(client, `subscription($t: ID!) { taskEvents(taskId: $t, after: "0", types: [USER_INTERRUPT]) { ... on TaskEvent { sequence type } } }`, { t: taskA });
      const threaded = wsSubscribe(client, `subscription($t: ID!, $th: ID) { taskEvents(taskId: $t, after: "0", threadId: $th) { ... on TaskEvent { sequence type } } }`, { t: taskA, th: threadId });
      const workspace = wsSubscribe(client, `subscription { workspaceEvents { ... on TaskEvent { sequence taskId } } }`, {});
      // The workspace stream (no after) is live once it has an event: probes go to a third task.
      const probeTask = await createTask(writer);
      for (let i = 0; workspace.items.length === 0; i++) {
        if (i === 100) throw new Error("the workspace stream never went live");
        await send(writer, probeTask, [textMessage(`probe ${i}`)]);
        await new Promise((r) => setTimeout(r, 50));
      }
      const ofAB = () => workspace.items.filter((i) => i.data.workspaceEvents.taskId !== probeTask);
      const a = await send(writer, taskA, [textMessage("x"), { userInterrupt: { reason: "stop" } }]);
      const th = await writeEvents(writer, taskA, [{ type: "worker.thinking", threadId }]);
      const b = await send(writer, taskB, [textMessage("y")]);
      await typed.until((i) => i.length >= 1);
      await threaded.until((i) => i.length >= 1);
      await workspace.until(() => ofAB().length >= 4);
      expect(typed.items.map((i) => i.data.taskEvents)).toEqual([{ sequence: a[1], type: "USER_INTERRUPT" }]);
      expect(threaded.items.map((i) => i.data.taskEvents.sequence)).toEqual([th[0]!.sequence.toString()]);
      expect(ofAB().map((i) => i.data.workspaceEvents.sequence)).toEqual([...a, th[0]!.sequence.toString(), ...b]);
      expect(new Set(workspace.items.map((i) => i.data.workspaceEvents.taskId))).toEqual(new Set([probeTask, taskA, taskB]));
      for (const s of [typed, threaded, workspace]) await s.close();
    } finally {
      await client.dispose();
    }
  });

  it("resumes over SSE with Last-Event-ID, and each frame's id is the sequence", async () => {
    const taskId = await createTask(writer);
    const written = await send(writer, taskId, [textMessage("1"), textMessage("2"), textMessage("3")]);
    const res = await fetch(reader.url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", "x-api-key": reader.adminKey, "last-event-id": written[0]! },
      body: JSON.stringify({ query: STREAM, variables: { taskId } }),
    });
    expect(res.status).toBe(200);
    const reader_ = res.body!.getReader();
    let text = "";
    const decoder = new TextDecoder();
    while ((text.match(/^id: /gm) ?? []).length < 2) {
      const { value, done } = await reader_.read();
      if (done) break;
      text += decoder.decode(value);
    }
    await reader_.cancel();
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => m[1]);
    expect(ids).toEqual(written.slice(1));
    expect(text.startsWith(":")).toBe(true); // a comment first: the keep-alive form
  });

  it("ends the stream when the task is deleted", async () => {
    const taskId = await createTask(writer);
    const client = wsClient(reader.wsUrl, reader.adminKey);
    try {
      const s = wsSubscribe(client, STREAM, { taskId, after: "0" });
      await send(writer, taskId, [textMessage("bye")]);
      await s.until((i) => i.length >= 1);
      await writer.ok(`mutation($id: ID!) { deleteTask(input: { taskId: $id }) { deletedTaskId } }`, { id: taskId });
      await s.until(() => s.completed);
      expect(s.items.map((i) => i.data.taskEvents.type)).toEqual(["USER_MESSAGE", "TASK_DELETED"]);
      expect(s.completed).toBe(true);
      // and the deleted task is gone for new readers (with a read replica, once it has replayed the
      // delete: the reader is another instance, whose reads the writer's delete does not pin)
      await vi.waitFor(
        async () => {
          const again = await reader.gql(`query($id: ID!) { events(taskId: $id) { edges { cursor } } }`, { id: taskId });
          expect(again.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      await client.dispose();
    }
  });
});

describe("objects an event points at, followed live", () => {
  it("are read as they are when each event is delivered, not as they were at the first", async () => {
    const taskId = await createTask(writer);
    const workerKey = (await writer.ok<any>(`mutation { createApiKey(input: { name: "w", scopes: [WORKER] }) { key } }`)).createApiKey.key as string;
    const client = wsClient(reader.wsUrl, reader.adminKey);
    try {
      const sub = wsSubscribe(client, `subscription($taskId: ID!) { taskEvents(taskId: $taskId, after: "0") { __typename ... on TaskEvent { sequence task { status } } } }`, { taskId });
      const [queued] = await send(writer, taskId, [textMessage("hi")]);
      await sub.until((items) => items.some((i) => i.data.taskEvents.sequence === queued));
      const claimed = await writer.ok<any>(`mutation($input: ClaimRunInput!) { claimRun(input: $input) { run { id } } }`, { input: { taskId } }, workerKey);
      expect(claimed.claimRun.run).not.toBeNull();
      // The claim's status change, then one more event: each shows the task as it is now.
      const [later] = await send(writer, taskId, [{ userInterrupt: { reason: "look" } }]);
      await sub.until((items) => items.some((i) => i.data.taskEvents.sequence === later));
      const at = (seq: string) => sub.items.find((i) => i.data.taskEvents.sequence === seq)!.data.taskEvents.task.status;
      expect(at(queued!)).toBe("QUEUED");
      const { status } = (await writer.ok<any>(`query($id: ID!) { task(id: $id) { status } }`, { id: taskId })).task;
      expect(status).not.toBe("QUEUED");
      expect(at(later!)).toBe(status);
      await sub.close();
    } finally {
      await client.dispose();
    }
  });
});
