/**
 * Follows a task live with the typed SDK (sdk/index.ts): creates a task, sends it a message, and
 * prints the worker's reply as it streams in (previews over graphql-ws), then the finished events,
 * until the turn ends.
 *
 *   URL=http://localhost:4000/graphql KEY=<client key> npx tsx examples/watch-task.ts "Hello there"
 *
 * Something must answer: run the demo worker beside the server (`npm run worker -- --key <worker key>`).
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import WebSocket from "ws";
import { createTaskApi, CreateTaskDocument, SendMessageDocument, TaskEventsDocument, type TaskEventsSubscription } from "../sdk/index.js";

type StreamItem = TaskEventsSubscription["taskEvents"];

export interface WatchOptions {
  url: string;
  apiKey: string;
  message: string;
  /** Where the text goes (default: stdout). */
  write?: (text: string) => void;
  signal?: AbortSignal;
}

export interface WatchResult {
  taskId: string;
  /** The finished worker.message texts, in order. */
  replies: string[];
  /** How many previews (EventDelta) were printed. */
  deltas: number;
  stopReason: string | null;
}

export async function watchTask({ url, apiKey, message, write = (s) => process.stdout.write(s), signal }: WatchOptions): Promise<WatchResult> {
  const api = createTaskApi({ url, apiKey, webSocketImpl: WebSocket });
  const result: WatchResult = { taskId: "", replies: [], deltas: 0, stopReason: null };
  try {
    const { createTask } = await api.request(CreateTaskDocument, { input: { title: `watch-task: ${message.slice(0, 60)}` } });
    const taskId = (result.taskId = createTask.task.id);
    write(`task ${taskId} (${createTask.task.status})\n`);

    // Follow from the start ("0"): history first, then live. Previews are live only, so the message
    // goes once the WebSocket is up (the finished events would arrive either way). The idempotency
    // key makes a retried send write the message once.
    const following = new AbortController();
    signal?.addEventListener("abort", () => following.abort(), { once: true });
    let sent: Promise<void> | undefined;
    let sendFailed: unknown;
    const send = async () => {
      try {
        const { sendEvents } = await api.request(SendMessageDocument, { taskId, text: message, idempotencyKey: randomUUID() });
        write(`sent: ${message} (task ${sendEvents.task.status})\n`);
      } catch (err) {
        sendFailed = err;
        following.abort();
      }
    };
    const events = api.subscribe(TaskEventsDocument, { taskId, after: "0", deltas: ["WORKER_MESSAGE"] }, {
      signal: following.signal,
      onConnected: () => void (sent ??= send()),
    });

    let streaming: string | null = null;
    for await (const { taskEvents: item } of events) {
      if (item.__typename === "EventStart") {
        streaming = item.eventId;
        write("worker: ");
      } else if (item.__typename === "EventDelta") {
        result.deltas++;
        write(item.text);
      } else if (item.__typename === "WorkerMessageEvent") {
        const text = item.content.map((b) => b.text).join("");
        result.replies.push(text);
        // The finished event carries the id EventStart announced: it replaces the preview.
        write(streaming === item.id ? `\n  [${item.type} ${item.id} #${item.sequence}]\n` : `worker: ${text}\n  [${item.type} ${item.id} #${item.sequence}]\n`);
        streaming = null;
      } else {
        write(`${describe(item)}\n`);
        if (item.__typename === "TaskStatusIdleEvent") {
          result.stopReason = item.stopReason;
          break; // the turn is over (END_TURN, or REQUIRES_ACTION: the worker waits for an approval)
        }
      }
    }
    await sent;
    if (sendFailed) throw sendFailed;
    return result;
  } finally {
    await api.close();
  }
}

function describe(item: Exclude<StreamItem, { __typename: "EventStart" | "EventDelta" }>): string {
  const head = `${dotted(item.type)} #${item.sequence}`;
  switch (item.__typename) {
    case "UserMessageEvent":
      return `${head}: ${item.content.map((b) => (b.__typename === "TextBlock" ? b.text : `[${b.__typename}]`)).join(" ")}`;
    case "WorkerToolUseEvent":
      return `${head}: ${item.name} ${JSON.stringify(item.input)} (permission ${item.evaluatedPermission ?? "none"})`;
    case "TaskStatusIdleEvent":
      return `${head}: ${item.stopReason}`;
    case "TaskErrorEvent":
      return `${head}: ${item.message}`;
    default:
      return head;
  }
}

/** USER_MESSAGE → user.message, TASK_STATUS_IDLE → task.status_idle (the catalog's names). */
function dotted(type: string): string {
  const lower = type.toLowerCase();
  if (lower.startsWith("workflow_run_")) return `workflow_run.${lower.slice("workflow_run_".length)}`;
  return lower.replace("_", ".");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.URL ?? "http://localhost:4000/graphql";
  const apiKey = process.env.KEY;
  if (!apiKey) {
    process.stderr.write("usage: URL=http://localhost:4000/graphql KEY=<client key> npx tsx examples/watch-task.ts [message]\n");
    process.exit(2);
  }
  const stop = new AbortController();
  process.once("SIGINT", () => stop.abort());
  watchTask({ url, apiKey, message: process.argv.slice(2).join(" ") || "Hello from examples/watch-task.ts", signal: stop.signal }).then(
    (r) => process.stdout.write(`done: ${r.replies.length} repl${r.replies.length === 1 ? "y" : "ies"}, ${r.deltas} previews, stop reason ${r.stopReason ?? "none"}\n`),
    (err) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
