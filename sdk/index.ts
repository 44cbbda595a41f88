/**
 * The typed client SDK: a typed document (and its result and variables types) for every operation
 * a UI needs, generated from sdk/operations.graphql by `npm run codegen`, plus a tiny client.
 *
 * The documents are plain `TypedDocumentNode`s: hand them to Apollo Client, urql or any client
 * that understands them, or use `createTaskApi` below (fetch for queries and mutations, graphql-ws
 * for subscriptions, with resume by sequence).
 *
 *   import { createTaskApi, CreateTaskDocument, TaskEventsDocument } from "./sdk/index.js";
 *   const api = createTaskApi({ url: "http://localhost:4000/graphql", apiKey });
 *   const { createTask } = await api.request(CreateTaskDocument, { input: { title: "Hello" } });
 *   for await (const { taskEvents } of api.subscribe(TaskEventsDocument, { taskId: createTask.task.id, after: "0" })) { … }
 *
 * Or with run handles: `api.tasks.start({ prompt })` opens a task and its first run,
 * `api.tasks.run(taskId, { prompt })` another run; each handle's `stream()` follows that run to its
 * end and `cancel()` stops it.
 *
 *   const run = await api.tasks.start({ prompt: "Hello", identity: { userId: "u-42" } });
 *   for await (const item of run.stream()) { … }
 */
import { print, type GraphQLFormattedError } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { createClient, type Client } from "graphql-ws";
import { backoffMs, createRequest, retryDelayMs, TaskApiError, type RequestFunction } from "./client.js";
import {
  CancelRunDocument,
  RunEventsDocument,
  RunStatusDocument,
  StartRunDocument,
  StartTaskDocument,
  type CancelMode,
  type CancelRunMutation,
  type RunEventsSubscription,
  type RunKind,
} from "./generated/graphql.js";

export * from "./generated/graphql.js";
export type { TypedDocumentNode };
export {
  backoffMs,
  createRequest,
  FATAL_CODES,
  RETRY_AFTER_CODES,
  retryDelayMs,
  sleep,
  TaskApiError,
  withRetry,
  type ClientOptions,
  type RequestFunction,
  type RequestOptions,
  type RetryOptions,
  type RetryRequest,
} from "./client.js";

export interface TaskApiOptions {
  /** The GraphQL endpoint, e.g. http://localhost:4000/graphql. Subscriptions use the same path over ws(s)://. */
  url: string;
  /** Sent as `x-api-key` over HTTP and as `connectionParams.apiKey` over graphql-ws. */
  apiKey: string;
  /** A WebSocket class where there is no global one (Node 20: `import WebSocket from "ws"`). */
  webSocketImpl?: unknown;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Attempts per `request` (default 3; 1 = no retry): reads, and writes with an idempotency key, per `retryDelayMs`. */
  attempts?: number;
}

export interface SubscribeOptions {
  /** Stops following (the iteration ends). */
  signal?: AbortSignal;
  /** Re-subscribe (from the last sequence) when the stream ends or the connection drops; default true. */
  resume?: boolean;
  /** Called each time the WebSocket is open and acknowledged, right before the subscription is sent. */
  onConnected?: () => void;
}

export interface TaskApi {
  /**
   * A query or mutation over HTTP. Throws TaskApiError. Retried as `retryDelayMs` says (a write only
   * with its idempotency key): `{ attempts: 1 }` for none.
   */
  request: RequestFunction;
  /**
   * A subscription over graphql-ws. When the stream ends or the connection drops, it subscribes
   * again with `after` = the last sequence seen (each event result carries it in
   * `extensions.sequence`), so nothing repeats and nothing is missed; previews in flight may be
   * lost (the finished event still comes). Ends when `signal` aborts or the task is deleted;
   * throws TaskApiError on errors retrying cannot fix (NOT_FOUND, UNAUTHENTICATED…).
   */
  subscribe<TResult, TVariables extends { after?: string | null }>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    options?: SubscribeOptions,
  ): AsyncGenerator<TResult, void, undefined>;
  /** Run handles: start a task or a run, follow it, cancel it. */
  tasks: {
    /** Creates a task with `prompt` as its first message; the handle is the run that takes it. */
    start(input: { prompt: string; agentId?: string | null; model?: string | null; identity?: { userId: string } | null; title?: string | null }): Promise<RunHandle>;
    /** Starts a run of a task (PROMPT with the prompt by default; STEER into the turn in progress; CLEAR). */
    run(taskId: string, input?: { prompt?: string | null; kind?: RunKind | null }): Promise<RunHandle>;
  };
  /** Closes the WebSocket, if one was opened. */
  close(): Promise<void>;
}

/** One item of a run's stream: a finished event, or a preview (EventStart, EventDelta). */
export type RunStreamItem = RunEventsSubscription["taskEvents"];

export interface RunHandle {
  /** The run's id. */
  readonly id: string;
  readonly taskId: string;
  /**
   * The run's events from its start, then live with its previews; ends after the run's end
   * (its task.status_idle, or the task's termination or deletion). A dropped connection is
   * resumed from the last sequence seen, so nothing repeats and nothing is missed.
   */
  stream(options?: { signal?: AbortSignal }): AsyncGenerator<RunStreamItem, void, undefined>;
  /** cancelRun for this run: ABORT (the default) stops it now; DRAIN lets the turn finish, within drainWithinSeconds if given. */
  cancel(options?: { mode?: CancelMode; drainWithinSeconds?: number | null }): Promise<CancelRunMutation["cancelRun"]>;
}

export function createTaskApi(options: TaskApiOptions): TaskApi {
  let ws: Client | undefined;
  const wsClient = () =>
    (ws ??= createClient({
      url: options.url.replace(/^http/, "ws"),
      connectionParams: { apiKey: options.apiKey },
      webSocketImpl: options.webSocketImpl ?? (globalThis as { WebSocket?: unknown }).WebSocket,
      lazy: true,
      // Resuming is done here, by sequence: graphql-ws's own retry would re-send the first `after`.
      retryAttempts: 0,
    }));

  const request = createRequest({ url: options.url, apiKey: options.apiKey, fetch: options.fetch, attempts: options.attempts });

  async function* subscribe<TResult, TVariables extends { after?: string | null }>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    opts: SubscribeOptions = {},
  ): AsyncGenerator<TResult, void, undefined> {
    const query = print(document);
    let after = variables.after ?? null;
    let failures = 0;
    while (!opts.signal?.aborted) {
      let waitMs: number | null = null;
      const offConnected = opts.onConnected ? wsClient().on("connected", opts.onConnected) : undefined;
      try {
        const results = stream<TResult>(wsClient(), { query, variables: { ...variables, after } as Record<string, unknown> }, opts.signal);
        for await (const result of results) {
          if (result.errors?.length) throw new TaskApiError(result.errors);
          if (result.extensions?.sequence) after = result.extensions.sequence;
          failures = 0;
          if (result.data == null) continue;
          yield result.data;
          if (isTaskDeleted(result.data)) return;
        }
        // The stream ended: the server going away, or a slow reader cut off. Go on from `after`.
      } catch (err) {
        const error = toError(err);
        if (opts.signal?.aborted) return;
        // The one retry policy (a subscription is a read): retryAfter, back-off, or the error.
        waitMs = retryDelayMs(error, ++failures);
        if (waitMs === null || opts.resume === false) throw error;
      } finally {
        offConnected?.();
      }
      if (opts.resume === false || opts.signal?.aborted) return;
      await sleep(waitMs ?? backoffMs(++failures), opts.signal);
    }
  }

  /** Whether an item ends the run's stream: its own idle, or the task's end. */
  const endsRun = (item: RunStreamItem, runId: string) => {
    const typename = (item as { __typename?: string }).__typename;
    if (typename === "TaskStatusTerminatedEvent" || typename === "TaskDeletedEvent") return true;
    return typename === "TaskStatusIdleEvent" && (item as { run?: { id: string } | null }).run?.id === runId;
  };

  async function* followRun(taskId: string, runId: string, signal?: AbortSignal): AsyncGenerator<RunStreamItem, void, undefined> {
    const query = print(RunEventsDocument);
    let after: string | null = null;
    let failures = 0;
    while (!signal?.aborted) {
      let waitMs: number | null = null;
      try {
        const results: AsyncGenerator<StreamResult<RunEventsSubscription>> = stream<RunEventsSubscription>(wsClient(), { query, variables: { taskId, runId, after } }, signal);
        for await (const result of results) {
          if (result.errors?.length) throw new TaskApiError(result.errors);
          if (result.extensions?.sequence) after = result.extensions.sequence;
          failures = 0;
          if (!result.data) continue;
          yield result.data.taskEvents;
          if (endsRun(result.data.taskEvents, runId)) return;
        }
        if (signal?.aborted) return;
        // Completed without the end in hand (a server stopping, or the end seen before a drop): ask.
        const { node } = await request(RunStatusDocument, { id: runId }, { signal });
        const status = (node as { status?: string } | null)?.status;
        if (status === "FINISHED" || status === "CANCELLED" || node == null) return;
      } catch (err) {
        const error = toError(err);
        if (signal?.aborted) return;
        waitMs = retryDelayMs(error, ++failures);
        if (waitMs === null) throw error;
      }
      await sleep(waitMs ?? backoffMs(++failures), signal);
    }
  }

  const handle = (taskId: string, runId: string): RunHandle => ({
    id: runId,
    taskId,
    stream: (o = {}) => followRun(taskId, runId, o.signal),
    cancel: async (o = {}) =>
      (await request(CancelRunDocument, { input: { runId, mode: o.mode ?? "ABORT", drainWithinSeconds: o.drainWithinSeconds ?? null } })).cancelRun,
  });

  const content = (prompt: string) => [{ text: { text: prompt } }];

  const tasks: TaskApi["tasks"] = {
    async start(input) {
      const { createTask } = await request(StartTaskDocument, {
        input: {
          title: input.title ?? null,
          agentId: input.agentId ?? null,
          model: input.model ?? null,
          identity: input.identity ?? null,
          events: [{ userMessage: { content: content(input.prompt) } }],
        },
      });
      if (!createTask.run) throw new TaskApiError([{ message: "the task was created without a run", extensions: { code: "INVALID_STATE" } }]);
      return handle(createTask.task.id, createTask.run.id);
    },
    async run(taskId, input = {}) {
      const kind = input.kind ?? (input.prompt != null ? "PROMPT" : null);
      if (kind == null) throw new TaskApiError([{ message: "give a prompt or a kind", extensions: { code: "BAD_USER_INPUT" } }]);
      const { startRun } = await request(StartRunDocument, {
        input: { taskId, kind, ...(input.prompt != null ? { content: content(input.prompt) } : {}) },
      });
      if (!startRun.run) throw new TaskApiError([{ message: "no run was started", extensions: { code: "INVALID_STATE" } }]);
      return handle(taskId, startRun.run.id);
    },
  };

  return {
    request,
    subscribe,
    tasks,
    async close() {
      await ws?.dispose();
      ws = undefined;
    },
  };
}

type StreamResult<T> = { data?: T | null; errors?: readonly GraphQLFormattedError[]; extensions?: { sequence?: string } };

/** One graphql-ws subscription as an async iterator that also ends when `signal` aborts. */
function stream<T>(client: Client, payload: { query: string; variables: Record<string, unknown> }, signal?: AbortSignal): AsyncGenerator<StreamResult<T>> {
  const queue: StreamResult<T>[] = [];
  let done = false;
  let error: unknown = null;
  let wake = () => {};
  const dispose = client.subscribe<T, { sequence?: string }>(payload, {
    next: (value) => {
      queue.push(value);
      wake();
    },
    error: (err) => {
      error = err;
      done = true;
      wake();
    },
    complete: () => {
      done = true;
      wake();
    },
  });
  const onAbort = () => {
    done = true;
    wake();
  };
  signal?.addEventListener("abort", onAbort, { once: true });
  return (async function* () {
    try {
      for (;;) {
        while (queue.length) yield queue.shift()!;
        if (error) throw error;
        if (done) return;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      dispose();
      signal?.removeEventListener("abort", onAbort);
    }
  })();
}

/**
 * What graphql-ws reports (a list of GraphQL errors, a closed socket's CloseEvent, an Error) as a
 * TaskApiError for the retry policy: a dropped connection is a retryable network failure.
 */
function toError(err: unknown): TaskApiError {
  if (err instanceof TaskApiError) return err;
  if (Array.isArray(err)) return new TaskApiError(err as GraphQLFormattedError[]);
  const close = err as { code?: unknown; reason?: unknown } | null;
  if (close && typeof close.code === "number") {
    const reason = typeof close.reason === "string" ? close.reason : "";
    // 4401 / 4403 / 4400: the key or the request is refused; another attempt will not help.
    if (close.code >= 4400 && close.code < 4500 && close.code !== 4429) {
      return new TaskApiError([{ message: reason || `connection closed (${close.code})`, extensions: { code: reason.split(":")[0] || `CLOSE_${close.code}` } }]);
    }
    // 4429: over the rate limit on connect (the close carries no retryAfter: back off).
    const code = close.code === 4429 ? "RATE_LIMITED" : undefined;
    const message = `connection closed (${close.code}${reason ? `: ${reason}` : ""})`;
    return new TaskApiError(code ? [{ message, extensions: { code } }] : [], undefined, { message, retryable: true });
  }
  const message = err instanceof Error ? err.message : "connection failed";
  return new TaskApiError([], undefined, { message, retryable: true, cause: err });
}

function isTaskDeleted(data: unknown): boolean {
  const item = data && typeof data === "object" ? Object.values(data)[0] : undefined;
  return (item as { type?: unknown } | undefined)?.type === "TASK_DELETED";
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
