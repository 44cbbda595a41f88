import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";

/** End-user identity on tasks: given at creation, stored, shown, and a filter of `tasks`. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const CREATE_TASK = `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id identity { userId } } } }`;
const TASKS = `query($userId: String) { tasks(first: 50, userId: $userId) { edges { node { id identity { userId } } } } }`;

describe("createTask identity and tasks(userId:)", () => {
  it("stores the identity, shows it, and filters tasks by its userId", async () => {
    const alice = (await t.ok<any>(CREATE_TASK, { input: { title: "a", identity: { userId: "user-alice" } } })).createTask.task;
    const bob = (await t.ok<any>(CREATE_TASK, { input: { title: "b", identity: { userId: "user-bob" } } })).createTask.task;
    const nobody = (await t.ok<any>(CREATE_TASK, { input: { title: "n" } })).createTask.task;
    expect(alice.identity).toEqual({ userId: "user-alice" });
    expect(nobody.identity).toBeNull();

    const ofAlice = (await t.ok<any>(TASKS, { userId: "user-alice" })).tasks.edges.map((e: any) => e.node.id);
    expect(ofAlice).toEqual([alice.id]);
    const ofBob = (await t.ok<any>(TASKS, { userId: "user-bob" })).tasks.edges.map((e: any) => e.node.id);
    expect(ofBob).toEqual([bob.id]);
    expect((await t.ok<any>(TASKS, { userId: "user-nobody" })).tasks.edges).toEqual([]);
    const all = (await t.ok<any>(TASKS, {})).tasks.edges.map((e: any) => e.node.id);
    expect(all).toEqual(expect.arrayContaining([alice.id, bob.id, nobody.id]));
  });

  it("is data of the workspace: another workspace's tasks of the same userId stay apart", async () => {
    const other = await t.newWorkspace("other");
    await t.ok<any>(CREATE_TASK, { input: { identity: { userId: "shared-user" } } }, other.key);
    const mine = (await t.ok<any>(CREATE_TASK, { input: { identity: { userId: "shared-user" } } })).createTask.task;
    const found = (await t.ok<any>(TASKS, { userId: "shared-user" })).tasks.edges.map((e: any) => e.node.id);
    expect(found).toEqual([mine.id]);
  });

  it("refuses an empty or overlong userId with BAD_USER_INPUT, creating nothing", async () => {
    const before = (await t.ok<any>(TASKS, {})).tasks.edges.length;
    for (const userId of ["", "x".repeat(201)]) {
      const r = await t.gql(CREATE_TASK, { input: { identity: { userId } } });
      expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect((await t.ok<any>(TASKS, {})).tasks.edges.length).toBe(before);
  });
});
