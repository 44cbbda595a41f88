import type { TestApp } from "./app.js";
import { newId } from "../../src/domain/ids.js";
import type { NewEvent } from "../../src/domain/events/log.js";

/** Creates a task through the API with the given key; returns its id. */
export async function createTask(t: Pick<TestApp, "ok">, key?: string, title = "t"): Promise<string> {
  const d = await t.ok<{ createTask: { task: { id: string } } }>(
    `mutation($title: String) { createTask(input: { title: $title }) { task { id } } }`,
    { title },
    key,
  );
  return d.createTask.task.id;
}

export const textMessage = (text: string) => ({ userMessage: { content: [{ text: { text } }] } });

/** Sends one batch through the API; returns the new events' sequences. */
export async function send(t: Pick<TestApp, "ok">, taskId: string, events: unknown[], key?: string): Promise<string[]> {
  const d = await t.ok<{ sendEvents: { events: { sequence: string }[] } }>(
    `mutation($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { sequence } } } }`,
    { input: { taskId, events } },
    key,
  );
  return d.sendEvents.events.map((e) => e.sequence);
}

/**
 * Writes worker/system events straight through the domain's log (for types no API writes yet),
 * with a run and a thread to link them to.
 */
export async function appendDirect(t: TestApp, taskId: string, events: NewEvent[]) {
  const svc = t.app.services();
  const task = await svc.db.prisma.task.findUniqueOrThrow({ where: { id: taskId } });
  const { events: rows } = await svc.log.transact((_tx, append) => append({ workspaceId: task.workspaceId, taskId }, events));
  svc.db.reads.wrote(); // a write around the API: reads see it, as they would an API write
  return rows;
}

export async function createRunAndThread(t: TestApp, taskId: string, status: "FINISHED" | "RUNNING" = "FINISHED") {
  const svc = t.app.services();
  const task = await svc.db.prisma.task.findUniqueOrThrow({ where: { id: taskId } });
  const run = await svc.db.prisma.run.create({
    data: { id: newId("run"), workspaceId: task.workspaceId, taskId, status },
  });
  const thread = await svc.db.prisma.thread.create({
    data: { id: newId("thread"), workspaceId: task.workspaceId, taskId, workerName: "helper" },
  });
  svc.db.reads.wrote();
  return { runId: run.id, threadId: thread.id };
}
