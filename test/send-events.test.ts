/**
 * sendEvents (and createTask's first batch): the batch rules of the contract, sections 4 and 5.
 * Every event is checked before any applies; they apply in order; if one fails, none applies and
 * the error names it (`extensions.index`).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import {
  PNG_B64,
  createRun,
  createTask,
  createTaskResult,
  expectError,
  image,
  pdf,
  sendResult,
  snapshot,
  text,
  textMessage,
  writeEvents,
} from "./helpers/events.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const interrupt = { userInterrupt: { reason: "stop" } };
const outcome = { userDefineOutcome: { description: "done" } };
const system = (...texts: string[]) => ({ systemMessage: { content: (texts.length ? texts : ["be brief"]).map((s) => ({ text: s })) } });
const withBlocks = (...blocks: unknown[]) => ({ userMessage: { content: blocks } });

/** Sends a batch that must fail, and checks that the task did not change at all. */
async function expectRejected(taskId: string, events: unknown[], code: string, index?: number, opts: { key?: string; idempotencyKey?: string } = {}) {
  const before = await snapshot(t, taskId);
  const r = await sendResult(t, taskId, events, opts);
  const err = expectError(r, code, index);
  expect(await snapshot(t, taskId)).toEqual(before);
  return err;
}

async function countTasks() {
  const d = await t.ok<{ tasks: { edges: unknown[]; pageInfo: { hasNextPage: boolean } } }>(
    `{ tasks(first: 100) { edges { cursor } pageInfo { hasNextPage } } }`,
  );
  expect(d.tasks.pageInfo.hasNextPage).toBe(false);
  return d.tasks.edges.length;
}

describe("batch size", () => {
  it("takes 1 and 50 events", async () => {
    const taskId = await createTask(t);
    const one = await sendResult(t, taskId, [textMessage("one")]);
    expect(one.errors).toBeUndefined();
    expect(one.data!.sendEvents.events).toHaveLength(1);

    const fifty = Array.from({ length: 50 }, (_, i) => (i % 2 ? interrupt : textMessage(`m${i}`)));
    const r = await sendResult(t, taskId, fifty);
    expect(r.errors).toBeUndefined();
    const events = r.data!.sendEvents.events;
    expect(events).toHaveLength(50);
    // They apply in order: one answer per event sent, in the order sent, with rising sequences.
    expect(events.map((e) => e.type)).toEqual(fifty.map((e) => ("userMessage" in e ? "USER_MESSAGE" : "USER_INTERRUPT")));
    const seqs = events.map((e) => BigInt(e.sequence));
    for (let i = 1; i < seqs.length; i++) expect(seqs[i]! > seqs[i - 1]!).toBe(true);
    expect(BigInt(one.data!.sendEvents.events[0]!.sequence) < seqs[0]!).toBe(true);
    expect((await snapshot(t, taskId)).eventIds).toEqual([one.data!.sendEvents.events[0]!.id, ...events.map((e) => e.id)]);
  });

  it("refuses 0 and 51 events with BAD_USER_INPUT, writing nothing", async () => {
    const taskId = await createTask(t);
    const e0 = await expectRejected(taskId, [], "BAD_USER_INPUT");
    expect(e0.message).toMatch(/1 to 50/);
    const e51 = await expectRejected(taskId, Array.from({ length: 51 }, () => textMessage()), "BAD_USER_INPUT");
    expect(e51.message).toMatch(/1 to 50/);
  });

  it("refuses 51 events in createTask's first batch, creating no task", async () => {
    const before = await countTasks();
    const r = await createTaskResult(t, { title: "too many", events: Array.from({ length: 51 }, () => textMessage()) });
    expectError(r, "BAD_USER_INPUT");
    expect(await countTasks()).toBe(before);
  });
});

describe("all or nothing", () => {
  /** Five valid events; one is replaced by a bad one. The first is a message, so applying anything would queue the task. */
  const valid = () => [textMessage("first"), interrupt, outcome, textMessage("fourth"), interrupt];

  const BAD: Array<{ name: string; event: (ctx: { otherToolUse: string }) => unknown; reason: RegExp }> = [
    { name: "invalid base64", event: () => withBlocks(image("not base64!!")), reason: /base64/ },
    { name: "a url source", event: () => withBlocks({ image: { source: { type: "URL", url: "https://example.com/a.png" } } }), reason: /url/i },
    { name: "7 attachments", event: () => withBlocks(...Array.from({ length: 7 }, () => image())), reason: /at most 6/ },
    { name: "user.accept in a batch", event: () => ({ userAccept: {} }), reason: /alone/ },
    { name: "user.send_back in a batch", event: () => ({ userSendBack: { reason: "no" } }), reason: /alone/ },
    {
      name: "an approval of another task's tool use (checked against the log)",
      event: (ctx) => ({ userApproval: { toolUseId: ctx.otherToolUse, result: "ALLOW" } }),
      reason: /tool_use/,
    },
    { name: "an unknown tool use", event: () => ({ userApproval: { toolUseId: "event_nope", result: "DENY" } }), reason: /event_nope/ },
  ];

  let otherToolUse: string;
  beforeAll(async () => {
    const other = await createTask(t);
    otherToolUse = (await writeEvents(t, other, [{ type: "worker.tool_use", payload: { name: "x", input: {} } }]))[0]!.id;
  });

  for (const bad of BAD) {
    it(`${bad.name}: at each index 0..4, nothing is written and extensions.index names it`, async () => {
      const taskId = await createTask(t);
      const start = await snapshot(t, taskId);
      expect(start.status).toBe("PENDING");
      for (let index = 0; index < 5; index++) {
        const events = valid();
        events[index] = bad.event({ otherToolUse }) as never;
        const err = await expectRejected(taskId, events, "BAD_USER_INPUT", index);
        expect(err.message).toMatch(bad.reason);
        expect(err.message).toContain(`event ${index}`);
      }
      // Still untouched, and the same batch without the bad event goes through.
      expect(await snapshot(t, taskId)).toEqual(start);
      const ok = await sendResult(t, taskId, valid());
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.sendEvents.task.status).toBe("QUEUED");
    });
  }

  it("a bad event in createTask's first batch creates no task and names the index", async () => {
    const before = await countTasks();
    const r = await createTaskResult(t, { title: "bad", events: [textMessage("hi"), withBlocks(image("%%%"))] });
    const err = expectError(r, "BAD_USER_INPUT", 1);
    expect(err.message).toMatch(/base64/);
    expect(await countTasks()).toBe(before);
  });

  it("an answer in createTask's first batch has nothing to answer: refused with its index", async () => {
    const other = await createTask(t);
    const [use] = await writeEvents(t, other, [{ type: "worker.tool_use", payload: { name: "x", input: {} } }]);
    const before = await countTasks();
    for (const answer of [
      { userApproval: { toolUseId: use!.id, result: "ALLOW" } },
      { userToolResult: { toolUseId: use!.id, content: [text("r")] } },
      { userCustomToolResult: { customToolUseId: "event_x", content: [text("r")] } },
    ]) {
      const r = await createTaskResult(t, { title: "answers", events: [textMessage("hi"), answer] });
      expectError(r, "BAD_USER_INPUT", 1);
    }
    expect(await countTasks()).toBe(before);
  });
});

describe("system.message", () => {
  it("is taken right after a user.message", async () => {
    const taskId = await createTask(t);
    const r = await sendResult(t, taskId, [textMessage("a"), system("be brief", "use SI units"), interrupt]);
    expect(r.errors).toBeUndefined();
    expect(r.data!.sendEvents.events.map((e) => e.type)).toEqual(["USER_MESSAGE", "SYSTEM_MESSAGE", "USER_INTERRUPT"]);
  });

  it("is refused anywhere else", async () => {
    const taskId = await createTask(t);
    let err = await expectRejected(taskId, [system()], "BAD_USER_INPUT", 0);
    expect(err.message).toMatch(/right after a user.message/);
    err = await expectRejected(taskId, [system(), textMessage()], "BAD_USER_INPUT", 0);
    err = await expectRejected(taskId, [textMessage(), interrupt, system()], "BAD_USER_INPUT", 2);
    expect(err.message).toMatch(/right after a user.message/);
  });

  it("is taken at most once per batch", async () => {
    const taskId = await createTask(t);
    const err = await expectRejected(taskId, [textMessage(), system(), textMessage(), system()], "BAD_USER_INPUT", 3);
    expect(err.message).toMatch(/at most one system.message/);
    await expectRejected(taskId, [textMessage(), system(), system()], "BAD_USER_INPUT", 2);
  });

  it("holds 1 to 1000 text blocks", async () => {
    const taskId = await createTask(t);
    await expectRejected(taskId, [textMessage(), { systemMessage: { content: [] } }], "BAD_USER_INPUT", 1);
    const many = (n: number) => ({ systemMessage: { content: Array.from({ length: n }, (_, i) => ({ text: `rule ${i}` })) } });
    await expectRejected(taskId, [textMessage(), many(1001)], "BAD_USER_INPUT", 1);
    const r = await sendResult(t, taskId, [textMessage(), many(1000)]);
    expect(r.errors).toBeUndefined();
  });
});

describe("user.accept and user.send_back", () => {
  it("are taken alone", async () => {
    const taskId = await createTask(t);
    for (const e of [{ userAccept: {} }, { userAccept: { comment: "good" } }, { userSendBack: { reason: "redo" } }]) {
      const r = await sendResult(t, taskId, [e]);
      expect(r.errors).toBeUndefined();
    }
  });

  it("are refused with anything else, at their own index", async () => {
    const taskId = await createTask(t);
    let err = await expectRejected(taskId, [{ userAccept: {} }, textMessage()], "BAD_USER_INPUT", 0);
    expect(err.message).toMatch(/user.accept must be alone/);
    err = await expectRejected(taskId, [textMessage(), { userSendBack: { reason: "x" } }], "BAD_USER_INPUT", 1);
    expect(err.message).toMatch(/user.send_back must be alone/);
    await expectRejected(taskId, [{ userAccept: {} }, { userAccept: {} }], "BAD_USER_INPUT", 0);
    await expectRejected(taskId, [{ userAccept: {} }, { userSendBack: { reason: "x" } }], "BAD_USER_INPUT", 0);
  });

  it("are refused with anything else in createTask too", async () => {
    const before = await countTasks();
    expectError(await createTaskResult(t, { events: [textMessage(), { userAccept: {} }] }), "BAD_USER_INPUT", 1);
    expect(await countTasks()).toBe(before);
  });
});

describe("content", () => {
  it("carries up to 6 images and documents (text blocks do not count)", async () => {
    const taskId = await createTask(t);
    const six = [image(), pdf(), image(), pdf("b"), image(), { document: { source: { type: "TEXT", data: "notes" } } }];
    const r = await sendResult(t, taskId, [withBlocks(text("look"), ...six, text("and these"))]);
    expect(r.errors).toBeUndefined();
  });

  it("refuses a 7th image or document", async () => {
    const taskId = await createTask(t);
    const err = await expectRejected(taskId, [textMessage(), withBlocks(text("x"), image(), image(), image(), pdf(), pdf(), pdf(), image())], "BAD_USER_INPUT", 1);
    expect(err.message).toMatch(/at most 6 images and documents/);
    // The same rule for every content a client sends.
    const [use] = await writeEvents(t, taskId, [{ type: "worker.tool_use", payload: { name: "x", input: {} } }]);
    await expectRejected(
      taskId,
      [{ userToolResult: { toolUseId: use!.id, content: Array.from({ length: 7 }, () => image()) } }],
      "BAD_USER_INPUT",
      0,
    );
  });

  it("refuses url and file sources with a clear message", async () => {
    const taskId = await createTask(t);
    for (const block of [
      { image: { source: { type: "URL", url: "https://example.com/cat.png" } } },
      { document: { source: { type: "URL", url: "https://example.com/a.pdf" } } },
      { image: { source: { type: "FILE", fileId: "file_123" } } },
      { document: { source: { type: "FILE", fileId: "file_123" } } },
    ]) {
      const kind = block.image ? block.image.source.type : block.document!.source.type;
      const err = await expectRejected(taskId, [withBlocks(text("see"), block)], "BAD_USER_INPUT", 0);
      expect(err.message).toContain(`${kind.toLowerCase()} sources are not supported`);
      expect(err.message).toMatch(/base64 or plain text/);
      expect(err.message).toContain("content.1");
    }
  });

  it("refuses invalid base64", async () => {
    const taskId = await createTask(t);
    for (const data of ["not base64!!", "abc", "iVBORw0KGgo=AAAA", "aGVsbG8=\n", ""]) {
      const err = await expectRejected(taskId, [withBlocks(image(data))], "BAD_USER_INPUT", 0);
      expect(err.message).toMatch(/content\.0\.source\.data/);
    }
    const err = await expectRejected(taskId, [withBlocks(pdf("x", "%PDF-1.4"))], "BAD_USER_INPUT", 0);
    expect(err.message).toMatch(/not valid base64/);
  });

  it("refuses an image given as plain text, or with a media type that is not an image", async () => {
    const taskId = await createTask(t);
    let err = await expectRejected(taskId, [withBlocks({ image: { source: { type: "TEXT", data: "a picture" } } })], "BAD_USER_INPUT", 0);
    expect(err.message).toMatch(/image/);
    err = await expectRejected(taskId, [withBlocks(image(PNG_B64, "application/pdf"))], "BAD_USER_INPUT", 0);
    expect(err.message).toMatch(/image/);
    await expectRejected(taskId, [withBlocks({ image: { source: { type: "BASE64", data: PNG_B64 } } })], "BAD_USER_INPUT", 0);
  });

  it("needs a media type for base64 bytes; plain text defaults to text/plain", async () => {
    const taskId = await createTask(t);
    let err = await expectRejected(taskId, [withBlocks({ document: { source: { type: "BASE64", data: PNG_B64 } } })], "BAD_USER_INPUT", 0);
    expect(err.message).toMatch(/mediaType/);
    err = await expectRejected(taskId, [withBlocks({ document: { source: { type: "BASE64", mediaType: "pdf", data: PNG_B64 } } })], "BAD_USER_INPUT", 0);
    expect(err.message).toMatch(/mediaType/);
    const r = await sendResult(t, taskId, [
      withBlocks({ document: { source: { type: "TEXT", mediaType: "text/plain; charset=utf-8", data: "héllo" } } }, { document: { source: { type: "TEXT", data: "notes" } } }),
    ]);
    expect(r.errors).toBeUndefined();
  });

  it("refuses a user.message with no content", async () => {
    const taskId = await createTask(t);
    await expectRejected(taskId, [{ userMessage: { content: [] } }], "BAD_USER_INPUT", 0);
  });

  it("refuses a block that is not exactly one of text, image, document", async () => {
    const taskId = await createTask(t);
    const both = await sendResult(t, taskId, [withBlocks({ text: { text: "a" }, image: { source: { type: "BASE64", mediaType: "image/png", data: PNG_B64 } } })]);
    expect(both.errors?.[0]?.extensions?.code).toEqual(expect.any(String));
    const none = await sendResult(t, taskId, [withBlocks({})]);
    expect(none.errors?.[0]?.extensions?.code).toEqual(expect.any(String));
    const twoEvents = await sendResult(t, taskId, [{ ...textMessage(), ...interrupt }]);
    expect(twoEvents.errors?.[0]?.extensions?.code).toEqual(expect.any(String));
    const noEvent = await sendResult(t, taskId, [{}]);
    expect(noEvent.errors?.[0]?.extensions?.code).toEqual(expect.any(String));
    expect((await snapshot(t, taskId)).eventIds).toEqual([]);
  });
});

describe("idempotencyKey", () => {
  it("same key and same input: the same events, replayed, nothing new written", async () => {
    const taskId = await createTask(t);
    const key = randomUUID();
    const batch = [textMessage("once"), system("short"), interrupt];
    const first = await sendResult(t, taskId, batch, { idempotencyKey: key });
    expect(first.errors).toBeUndefined();
    expect(first.data!.sendEvents.replayed).toBe(false);
    const after = await snapshot(t, taskId);
    expect(after.eventIds).toHaveLength(3);

    for (let i = 0; i < 2; i++) {
      const again = await sendResult(t, taskId, batch, { idempotencyKey: key });
      expect(again.errors).toBeUndefined();
      expect(again.data!.sendEvents.replayed).toBe(true);
      expect(again.data!.sendEvents.events).toEqual(first.data!.sendEvents.events);
      expect(await snapshot(t, taskId)).toEqual(after);
    }
    // Without the key, the same input is a new request.
    const fresh = await sendResult(t, taskId, batch);
    expect(fresh.data!.sendEvents.replayed).toBe(false);
    expect((await snapshot(t, taskId)).eventIds).toHaveLength(6);
  });

  it("same key and a different input: IDEMPOTENCY_CONFLICT, nothing written", async () => {
    const taskId = await createTask(t);
    const key = randomUUID();
    expect((await sendResult(t, taskId, [textMessage("a")], { idempotencyKey: key })).errors).toBeUndefined();
    const err = await expectRejected(taskId, [textMessage("b")], "IDEMPOTENCY_CONFLICT", undefined, { idempotencyKey: key });
    expect(err.message).toMatch(/idempotencyKey/);
    await expectRejected(taskId, [textMessage("a"), interrupt], "IDEMPOTENCY_CONFLICT", undefined, { idempotencyKey: key });
    // The same key on another task is a different input too.
    const other = await createTask(t);
    await expectRejected(other, [textMessage("a")], "IDEMPOTENCY_CONFLICT", undefined, { idempotencyKey: key });
  });

  it("two concurrent requests with the same key write once", async () => {
    const taskId = await createTask(t);
    const key = randomUUID();
    const batch = [textMessage("race"), interrupt];
    const results = await Promise.all(Array.from({ length: 4 }, () => sendResult(t, taskId, batch, { idempotencyKey: key })));
    for (const r of results) expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const ids = results.map((r) => r.data!.sendEvents.events.map((e) => e.id));
    for (const x of ids) expect(x).toEqual(ids[0]);
    expect(results.filter((r) => !r.data!.sendEvents.replayed)).toHaveLength(1);
    expect((await snapshot(t, taskId)).eventIds).toEqual(ids[0]);
  });

  it("a request that failed does not hold its key", async () => {
    const taskId = await createTask(t);
    const key = randomUUID();
    await expectRejected(taskId, [textMessage(), { userApproval: { toolUseId: "event_missing", result: "ALLOW" } }], "BAD_USER_INPUT", 1, {
      idempotencyKey: key,
    });
    const r = await sendResult(t, taskId, [textMessage("fixed")], { idempotencyKey: key });
    expect(r.errors).toBeUndefined();
    expect(r.data!.sendEvents.replayed).toBe(false);
  });

  it("a key recorded before sendEvents shared withIdempotency (response { eventIds }) still replays", async () => {
    const taskId = await createTask(t);
    const key = randomUUID();
    const first = await sendResult(t, taskId, [textMessage("old")], { idempotencyKey: key });
    expect(first.errors).toBeUndefined();
    const prisma = t.app.services().db.prisma;
    const rec = await prisma.idempotencyRecord.findFirstOrThrow({ where: { scope: "sendEvents", key } });
    await prisma.idempotencyRecord.update({
      where: { workspaceId_scope_key: { workspaceId: rec.workspaceId, scope: rec.scope, key } },
      data: { response: { eventIds: (rec.response as { ids: string[] }).ids } },
    });
    const again = await sendResult(t, taskId, [textMessage("old")], { idempotencyKey: key });
    expect(again.errors).toBeUndefined();
    expect(again.data!.sendEvents.replayed).toBe(true);
    expect(again.data!.sendEvents.events).toEqual(first.data!.sendEvents.events);
  });

  it("refuses an empty or over-long key", async () => {
    const taskId = await createTask(t);
    await expectRejected(taskId, [textMessage()], "BAD_USER_INPUT", undefined, { idempotencyKey: "" });
    await expectRejected(taskId, [textMessage()], "BAD_USER_INPUT", undefined, { idempotencyKey: "k".repeat(201) });
  });
});

describe("idempotencyKey expiry", () => {
  const TTL_MS = 1500;
  let short: TestApp;
  beforeAll(async () => {
    short = await startTestApp({ idempotencyTtlMs: TTL_MS, retentionIntervalMs: 100, jobIntervalMs: 50 });
  });
  afterAll(() => short?.stop());

  it(`a key is remembered for IDEMPOTENCY_TTL_SECONDS, then forgotten: the same request is a new write`, async () => {
    const taskId = await createTask(short);
    const key = randomUUID();
    const started = Date.now();
    const first = await sendResult(short, taskId, [textMessage("once")], { idempotencyKey: key });
    expect(first.data!.sendEvents.replayed).toBe(false);
    // Within the TTL: replayed.
    const again = await sendResult(short, taskId, [textMessage("once")], { idempotencyKey: key });
    expect(again.data!.sendEvents.replayed).toBe(true);
    expect(again.data!.sendEvents.events).toEqual(first.data!.sendEvents.events);
    // The background job forgets it once it is older than the TTL, not before.
    const prisma = short.app.services().db.prisma;
    const where = { key };
    while ((await prisma.idempotencyRecord.count({ where })) > 0) {
      expect(Date.now() - started).toBeLessThan(TTL_MS + 20_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(TTL_MS);
    const later = await sendResult(short, taskId, [textMessage("once")], { idempotencyKey: key });
    expect(later.errors).toBeUndefined();
    expect(later.data!.sendEvents.replayed).toBe(false);
    expect(later.data!.sendEvents.events).not.toEqual(first.data!.sendEvents.events);
    expect((await snapshot(short, taskId)).eventIds).toHaveLength(2);
  });
});

describe("createTask idempotencyKey", () => {
  const CREATE = `mutation($input: CreateTaskInput!) {
    createTask(input: $input) { replayed task { id status } events { ... on TaskEvent { id type sequence } } }
  }`;
  type Created = { createTask: { replayed: boolean; task: { id: string; status: string }; events: { id: string; type: string; sequence: string }[] } };
  const create = (input: Record<string, unknown>, key: string) => t.gql<Created>(CREATE, { input }, key);

  /** Every task of the key's workspace, and every event of those tasks: what "nothing written" compares. */
  async function written(key: string) {
    const d = await t.ok<{ tasks: { edges: { node: { id: string; events: { edges: { node: { id: string } }[] } } }[] } }>(
      `{ tasks(first: 100) { edges { node { id events(first: 100) { edges { node { ... on TaskEvent { id } } } } } } } }`,
      {},
      key,
    );
    return d.tasks.edges.map((e) => ({ id: e.node.id, events: e.node.events.edges.map((x) => x.node.id) }));
  }
  const idempotencyRecords = (workspaceId: string) =>
    t.app.services().db.prisma.idempotencyRecord.count({ where: { workspaceId, scope: "createTask" } });

  it("same key and same input: the same task (and first batch), replayed, nothing new written", async () => {
    const ws = await t.newWorkspace("create-replay");
    const key = randomUUID();
    const input = { title: "once", events: [textMessage("hello"), outcome], idempotencyKey: key };
    const first = await create(input, ws.key);
    expect(first.errors).toBeUndefined();
    expect(first.data!.createTask.replayed).toBe(false);
    expect(first.data!.createTask.events.map((e) => e.type)).toEqual(["USER_MESSAGE", "USER_DEFINE_OUTCOME"]);
    const after = await written(ws.key);
    expect(after).toEqual([{ id: first.data!.createTask.task.id, events: first.data!.createTask.events.map((e) => e.id) }]);

    for (let i = 0; i < 2; i++) {
      const again = await create(input, ws.key);
      expect(again.errors).toBeUndefined();
      expect(again.data!.createTask.replayed).toBe(true);
      expect(again.data!.createTask.task).toEqual(first.data!.createTask.task);
      expect(again.data!.createTask.events).toEqual(first.data!.createTask.events);
      expect(await written(ws.key)).toEqual(after);
    }
    // The default mode, given or left out, is the same request.
    expect((await create({ ...input, mode: "INTERACTIVE" }, ws.key)).data!.createTask.replayed).toBe(true);
    // Without the key, the same input is a new task.
    const fresh = await create({ title: "once", events: [textMessage("hello"), outcome] }, ws.key);
    expect(fresh.data!.createTask.replayed).toBe(false);
    expect(fresh.data!.createTask.task.id).not.toBe(first.data!.createTask.task.id);
    expect(await written(ws.key)).toHaveLength(2);
  });

  it("a task created with a key and no events replays too", async () => {
    const ws = await t.newWorkspace("create-bare");
    const key = randomUUID();
    const first = await create({ title: "bare", idempotencyKey: key }, ws.key);
    const again = await create({ title: "bare", idempotencyKey: key }, ws.key);
    expect(again.data!.createTask).toEqual({ ...first.data!.createTask, replayed: true });
    expect(await written(ws.key)).toEqual([{ id: first.data!.createTask.task.id, events: [] }]);
  });

  it("same key and a different input: IDEMPOTENCY_CONFLICT, nothing written", async () => {
    const ws = await t.newWorkspace("create-conflict");
    const key = randomUUID();
    expect((await create({ title: "a", events: [textMessage("a")], idempotencyKey: key }, ws.key)).errors).toBeUndefined();
    const before = await written(ws.key);
    for (const other of [
      { title: "b", events: [textMessage("a")] },
      { title: "a", events: [textMessage("b")] },
      { title: "a" },
      { title: "a", events: [textMessage("a")], mode: "ONE_SHOT" },
      { title: "a", events: [textMessage("a")], metadata: { x: 1 } },
    ]) {
      const err = expectError(await create({ ...other, idempotencyKey: key }, ws.key), "IDEMPOTENCY_CONFLICT");
      expect(err.message).toMatch(/idempotencyKey/);
      expect(await written(ws.key)).toEqual(before);
    }
    // A key of sendEvents is another operation's: it does not collide with createTask's.
    const taskId = before[0]!.id;
    const sendKey = randomUUID();
    expect((await sendResult(t, taskId, [textMessage()], { idempotencyKey: sendKey, key: ws.key })).errors).toBeUndefined();
    expect((await create({ title: "c", idempotencyKey: sendKey }, ws.key)).data!.createTask.replayed).toBe(false);
  });

  it("a refused request writes no record and does not hold its key", async () => {
    const ws = await t.newWorkspace("create-refused");
    const key = randomUUID();
    // Refused before the transaction (a bad batch, an over-long title) and inside it (an answer naming nothing).
    expectError(await create({ title: "x", events: [system("first")], idempotencyKey: key }, ws.key), "BAD_USER_INPUT", 0);
    expectError(await create({ title: "x".repeat(501), idempotencyKey: key }, ws.key), "BAD_USER_INPUT");
    expectError(
      await create({ title: "x", events: [textMessage(), { userApproval: { toolUseId: "event_01ZZZZZZZZZZZZZZZZZZZZZZZZ", result: "ALLOW" } }], idempotencyKey: key }, ws.key),
      "BAD_USER_INPUT",
      1,
    );
    expectError(await create({ title: "x", idempotencyKey: "" }, ws.key), "BAD_USER_INPUT");
    expectError(await create({ title: "x", idempotencyKey: "k".repeat(201) }, ws.key), "BAD_USER_INPUT");
    expect(await idempotencyRecords(ws.workspaceId)).toBe(0);
    expect(await written(ws.key)).toEqual([]);
    // The key is still free: a corrected request is a first request, not a conflict.
    const r = await create({ title: "x", events: [textMessage()], idempotencyKey: key }, ws.key);
    expect(r.errors).toBeUndefined();
    expect(r.data!.createTask.replayed).toBe(false);
    expect(await idempotencyRecords(ws.workspaceId)).toBe(1);
  });

  it("keys are per workspace: another workspace's same key and input is its own task", async () => {
    const a = await t.newWorkspace("create-keys-a");
    const b = await t.newWorkspace("create-keys-b");
    const key = randomUUID();
    const input = { title: "same", events: [textMessage("same")], idempotencyKey: key };
    const mine = await create(input, a.key);
    const theirs = await create(input, b.key);
    expect(mine.errors).toBeUndefined();
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.createTask.replayed).toBe(false);
    expect(theirs.data!.createTask.task.id).not.toBe(mine.data!.createTask.task.id);
    expect(await written(a.key)).toHaveLength(1);
    expect((await written(b.key)).map((x) => x.id)).toEqual([theirs.data!.createTask.task.id]);
    // Each workspace's retry gets its own task back.
    expect((await create(input, a.key)).data!.createTask.task.id).toBe(mine.data!.createTask.task.id);
    expect((await create(input, b.key)).data!.createTask.task.id).toBe(theirs.data!.createTask.task.id);
  });

  it("concurrent duplicates create exactly one task, and all get its id", async () => {
    const ws = await t.newWorkspace("create-race");
    const key = randomUUID();
    const input = { title: "race", events: [textMessage("race"), interrupt], idempotencyKey: key };
    const results = await Promise.all(Array.from({ length: 5 }, () => create(input, ws.key)));
    for (const r of results) expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const ids = new Set(results.map((r) => r.data!.createTask.task.id));
    expect(ids.size).toBe(1);
    for (const r of results) expect(r.data!.createTask.events).toEqual(results[0]!.data!.createTask.events);
    expect(results.filter((r) => !r.data!.createTask.replayed)).toHaveLength(1);
    expect(await written(ws.key)).toEqual([{ id: [...ids][0], events: results[0]!.data!.createTask.events.map((e) => e.id) }]);
  });
});

describe("references", () => {
  it("user.approval must name a worker.tool_use (or worker.mcp_tool_use) of the same task", async () => {
    const taskId = await createTask(t);
    const other = await createTask(t);
    const [use, mcp, custom] = await writeEvents(t, taskId, [
      { type: "worker.tool_use", payload: { name: "bash", input: {}, evaluatedPermission: "ASK" } },
      { type: "worker.mcp_tool_use", payload: { appName: "gh", name: "pr", input: {}, evaluatedPermission: "ASK" } },
      { type: "worker.custom_tool_use", payload: { name: "c", input: {} } },
    ]);
    const [otherUse] = await writeEvents(t, other, [{ type: "worker.tool_use", payload: { name: "bash", input: {} } }]);
    const msg = (await sendResult(t, taskId, [textMessage()])).data!.sendEvents.events[0]!.id;

    for (const [toolUseId, index] of [
      ["event_01ZZZZZZZZZZZZZZZZZZZZZZZZ", 0],
      [otherUse!.id, 1],
      [msg, 2],
      [custom!.id, 0],
    ] as const) {
      const events: unknown[] = [textMessage(), textMessage(), textMessage()].slice(0, index);
      events.push({ userApproval: { toolUseId, result: "ALLOW" } }, interrupt);
      const err = await expectRejected(taskId, events, "BAD_USER_INPUT", index);
      expect(err.message).toContain(toolUseId);
      expect(err.message).toMatch(/worker.tool_use/);
    }
    // A denyMessage goes with a DENY only.
    const err = await expectRejected(taskId, [{ userApproval: { toolUseId: use!.id, result: "ALLOW", denyMessage: "why?" } }], "BAD_USER_INPUT", 0);
    expect(err.message).toMatch(/denyMessage/);
    const r = await sendResult(t, taskId, [
      { userApproval: { toolUseId: use!.id, result: "DENY", denyMessage: "no" } },
      { userApproval: { toolUseId: mcp!.id, result: "ALLOW" } },
    ]);
    expect(r.errors).toBeUndefined();
    expect(r.data!.sendEvents.events.map((e) => e.type)).toEqual(["USER_APPROVAL", "USER_APPROVAL"]);
  });

  it("user.custom_tool_result must name a worker.custom_tool_use, user.tool_result a worker.tool_use", async () => {
    const taskId = await createTask(t);
    const [use, custom] = await writeEvents(t, taskId, [
      { type: "worker.tool_use", payload: { name: "bash", input: {} } },
      { type: "worker.custom_tool_use", payload: { name: "c", input: {} } },
    ]);
    await expectRejected(taskId, [{ userCustomToolResult: { customToolUseId: use!.id, content: [text("x")] } }], "BAD_USER_INPUT", 0);
    await expectRejected(taskId, [textMessage(), { userToolResult: { toolUseId: custom!.id, content: [text("x")] } }], "BAD_USER_INPUT", 1);
    const r = await sendResult(t, taskId, [
      { userCustomToolResult: { customToolUseId: custom!.id, content: [text("42")] } },
      { userToolResult: { toolUseId: use!.id, content: [text("ok")], isError: false } },
    ]);
    expect(r.errors).toBeUndefined();
  });
});

describe("who may send", () => {
  it("another workspace's task is NOT_FOUND, and nothing is written", async () => {
    const taskId = await createTask(t);
    const other = await t.newWorkspace("other");
    const err = await expectRejected(taskId, [textMessage("intruder")], "NOT_FOUND", undefined, { key: other.key });
    expect(err.message).not.toMatch(/workspace/i);
    // Indistinguishable from a task that does not exist.
    const missing = await sendResult(t, "task_01ZZZZZZZZZZZZZZZZZZZZZZZZ", [textMessage()]);
    expectError(missing, "NOT_FOUND");
    // And its idempotency keys are its own: the same key in the other workspace is a new request.
    const key = randomUUID();
    expect((await sendResult(t, taskId, [textMessage("mine")], { idempotencyKey: key })).errors).toBeUndefined();
    const theirs = await createTask(t, other.key);
    const r = await sendResult(t, theirs, [textMessage("theirs")], { idempotencyKey: key, key: other.key });
    expect(r.errors).toBeUndefined();
    expect(r.data!.sendEvents.replayed).toBe(false);
  });

  it("a key without the client scope is FORBIDDEN, and nothing is written", async () => {
    const taskId = await createTask(t);
    const d = await t.ok<{ createApiKey: { key: string } }>(`mutation { createApiKey(input: { name: "worker only", scopes: [WORKER] }) { key } }`);
    const err = await expectRejected(taskId, [textMessage()], "FORBIDDEN", undefined, { key: d.createApiKey.key });
    expect(err.message).toMatch(/client/);
    expectError(await createTaskResult(t, { title: "w" }, d.createApiKey.key), "FORBIDDEN");
  });

  it("no key is UNAUTHENTICATED", async () => {
    const taskId = await createTask(t);
    const r = await t.gql(`mutation($i: SendEventsInput!) { sendEvents(input: $i) { replayed } }`, { i: { taskId, events: [textMessage()] } }, null);
    expectError(r, "UNAUTHENTICATED");
    expect((await snapshot(t, taskId)).eventIds).toEqual([]);
  });

  it("a closed task takes no events (INVALID_STATE)", async () => {
    const taskId = await createTask(t);
    await t.app.services().db.prisma.task.update({ where: { id: taskId }, data: { status: "TERMINATED" } });
    await expectRejected(taskId, [textMessage()], "INVALID_STATE");
  });
});

describe("what a batch does", () => {
  it("a message queues a resting task; messages wait (processedAt null) and an interrupt names the run in hand", async () => {
    const taskId = await createTask(t);
    const r = await sendResult(t, taskId, [textMessage("go"), system("brief"), outcome]);
    expect(r.data!.sendEvents.task.status).toBe("QUEUED");
    const [m, s, o] = r.data!.sendEvents.events;
    expect(m!.processedAt).toBeNull();
    expect(s!.processedAt).toBeNull();
    expect(o!.processedAt).not.toBeNull();

    const run = await createRun(t, taskId, "RUNNING");
    const i = await sendResult(t, taskId, [interrupt]);
    expect(i.data!.sendEvents.events[0]!.run).toEqual({ id: run.id });
  });
});
