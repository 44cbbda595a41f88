import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { appendDirect, createTask } from "./helpers/seed.js";
import { newId } from "../src/domain/ids.js";

/** A page of 100 events with their task, run and thread costs a small, fixed number of queries. */
let t: TestApp;
beforeAll(async () => {
  // Background jobs (lease and drain checks, retention) would query in the middle of a count.
  t = await startTestApp({ jobIntervalMs: 600_000, retentionIntervalMs: 86_400_000 });
});
afterAll(() => t?.stop());

const PAGE = `query($taskId: ID!, $first: Int) {
  events(taskId: $taskId, first: $first) {
    edges { node {
      __typename
      ... on TaskEvent { id sequence type task { id title status } run { id status kind } thread { id workerName status } }
    } }
  }
}`;

async function seedTask(events: number) {
  const taskId = await createTask(t);
  const svc = t.app.services();
  const task = await svc.db.prisma.task.findUniqueOrThrow({ where: { id: taskId } });
  // events spread over 10 runs and 10 threads, so every row links to a different pair
  const runs = await Promise.all(
    Array.from({ length: 10 }, () =>
      svc.db.prisma.run.create({ data: { id: newId("run"), workspaceId: task.workspaceId, taskId, status: "FINISHED" } }),
    ),
  );
  const threads = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      svc.db.prisma.thread.create({ data: { id: newId("thread"), workspaceId: task.workspaceId, taskId, workerName: `h${i}` } }),
    ),
  );
  await appendDirect(
    t,
    taskId,
    Array.from({ length: events }, (_, i) => ({ type: "worker.thinking", runId: runs[i % 10]!.id, threadId: threads[(i * 3) % 10]!.id })),
  );
  return taskId;
}

async function countQueries(fn: () => Promise<unknown>) {
  let n = 0;
  // The key lookup (and its once-a-minute lastUsedAt write) is per request, not per page: leave it out.
  const off = t.app.services().db.onQuery((sql) => {
    if (!sql.includes('"ApiKey"')) n++;
  });
  try {
    await fn();
  } finally {
    off();
  }
  return n;
}

describe("no N+1", () => {
  it("a page of 100 events with task, run and thread costs the same few queries as a page of 5", async () => {
    const big = await seedTask(100);
    const small = await seedTask(5);
    let page: any;
    const many = await countQueries(async () => {
      page = await t.ok(PAGE, { taskId: big, first: 100 });
    });
    const few = await countQueries(() => t.ok(PAGE, { taskId: small, first: 5 }));
    expect(page.events.edges).toHaveLength(100);
    expect(page.events.edges.every((e: any) => e.node.run && e.node.thread && e.node.task?.id === big)).toBe(true);
    // task, events, and one batched query each for tasks, runs and threads
    expect(many).toBeLessThanOrEqual(6);
    expect(many).toBe(few);
  });
});
