/**
 * One file (over 300 lines): it is the example a worker author reads from top to bottom.
 *
 * The built-in demo worker: an agent runtime that speaks only the public API (GraphQL over HTTP
 * with a worker key), to show what a worker does and to make a fresh server answer out of the box.
 * It is written with the client SDK (sdk/): its typed documents, its request function and its retry
 * policy; it imports nothing from the server's code.
 *
 * Loop: claimRun (long-poll) → for each claimed run, read the messages it took → for each message,
 * one model request (span.model_request_start, a reply streamed word by word as previews with
 * publishDeltas, worker.message carrying the reserved id, span.model_request_end with usage) →
 * finishRun with the run's usage. The lease is renewed every 10 s while a run is in hand.
 *
 * By message text:
 * - "approval": a `pretend_tool` tool use with evaluatedPermission ASK; the server stops the run
 *   (requires_action). When the user's user.approval arrives, a new run is claimed; the worker
 *   reports the tool's result (SUCCEEDED on ALLOW, CANCELLED on DENY) and replies.
 * - "helper" or "thread": a helper thread is opened, given the message, answers, goes idle and
 *   ends; its answer comes back as worker.thread_message_received before the reply.
 * - A run whose input offers frontend tools (an AG-UI client's `tools`, in `Run.input`): after the
 *   reply, the first tool is called once as a custom tool (worker.custom_tool_use, which stops the
 *   run); the run that follows its user.custom_tool_result says what the tool answered.
 */
import {
  AppendRunEventsDocument,
  backoffMs,
  ClaimRunDocument,
  createRequest,
  FinishRunDocument,
  PublishDeltasDocument,
  RenewLeaseDocument,
  retryDelayMs,
  sleep,
  TaskApiError,
  type AppendRunEventsMutation,
  type ClaimRunMutation,
  type EventResult,
  type PublishDeltasInput,
  type PublishDeltasMutation,
  type RequestFunction,
  type StopReason,
  type TakenEventPartsFragment,
  type WorkerEventInput,
} from "../../sdk/index.js";

export interface WorkerLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface DemoWorkerOptions {
  /** The server's GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  url: string;
  /** A key with the worker scope. */
  apiKey: string;
  logger?: WorkerLogger;
  /** Aborting it stops the worker, like stop(). */
  signal?: AbortSignal;
  /** Only this task's work (default: any task of the key's workspace). */
  taskId?: string;
  /** Long-poll length of each claimRun, in seconds (default 20, at most 30). */
  waitSeconds?: number;
  /** Lease asked for on claim and on each renewal, in seconds (default 30). */
  leaseSeconds?: number;
  /** How often the lease is renewed while a run is in hand (default 10 s). */
  renewEveryMs?: number;
  /** Pause between preview chunks, in ms: a random value in [min, max] (default [30, 60]). */
  chunkDelayMs?: [number, number];
  /** Runs handled at once (default 1). */
  concurrency?: number;
  /** How long stop() lets a run in hand finish before abandoning it to lease expiry (default 5 s). */
  stopTimeoutMs?: number;
}

export interface DemoWorker {
  /** Stops claiming, lets the run in hand finish (or abandons it after stopTimeoutMs), then resolves. */
  stop(): Promise<void>;
  /** Settles when the worker has stopped: resolves after stop(), rejects if the key is refused. */
  done: Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// The operations: the SDK's typed documents (sdk/operations.graphql), public API only.

type Usage = { inputTokens: number; outputTokens: number; cacheReadTokens: number; cacheWriteTokens: number; costUsd: number };

type Claim = ClaimRunMutation["claimRun"];
type TakenEvent = TakenEventPartsFragment;
type ToolStateNode = NonNullable<Claim["task"]>["events"]["edges"][number]["node"];
type CustomToolNode = NonNullable<NonNullable<Claim["task"]>["customTools"]>["edges"][number]["node"];
type AppendedEvent = AppendRunEventsMutation["appendRunEvents"]["events"][number];
/** The frontend tools an AG-UI input offered the run (Run.input.tools). */
type OfferedTool = { name: string; description?: string; parameters?: { properties?: Record<string, { type?: string }> } };

// ---------------------------------------------------------------------------------------------

const PRETEND_TOOL = "pretend_tool";
const FOOTER = "This is the demo worker; connect your own agent runtime with a worker key.";
const noop = () => {};
const silentLogger: WorkerLogger = {
  debug: noop,
  info: noop,
  warn: noop,
  error: (obj, msg) => console.error(msg ?? "", obj),
};

class RunStopped extends Error {
  constructor(readonly why: "lease-lost" | "abandoned" | "done") {
    super(`run stopped: ${why}`);
  }
}

export function startDemoWorker(options: DemoWorkerOptions): DemoWorker {
  const log = options.logger ?? silentLogger;
  // Each attempt is given up after 15 s (a claim's long poll gets its wait on top); retries are per call.
  const request = createRequest({ url: options.url, apiKey: options.apiKey, timeoutMs: 15_000, attempts: 1 });
  const waitSeconds = Math.max(0, Math.min(30, options.waitSeconds ?? 20));
  const leaseSeconds = options.leaseSeconds ?? 30;
  const renewEveryMs = options.renewEveryMs ?? 10_000;
  const [delayMin, delayMax] = options.chunkDelayMs ?? [30, 60];
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;

  /** Aborted on stop: ends long-polls and back-off sleeps at once. */
  const polling = new AbortController();
  /** Aborted when stop() gives up waiting: runs in hand are abandoned (their leases lapse). */
  const abandon = new AbortController();
  const active = new Set<Promise<void>>();
  let stopping: Promise<void> | undefined;

  const pause = (min: number, max: number, signal: AbortSignal) => sleep(min + Math.random() * (max - min), signal);

  async function loop(slot: number): Promise<void> {
    let failures = 0;
    while (!polling.signal.aborted) {
      let claim: Claim;
      const askedAt = Date.now();
      try {
        const data = await request(
          ClaimRunDocument,
          { input: { taskId: options.taskId ?? null, waitSeconds, leaseSeconds } },
          { signal: polling.signal, timeoutMs: (waitSeconds + 15) * 1000 },
        );
        claim = data.claimRun;
        if (failures > 0) log.info({ slot }, "demo worker reconnected");
        failures = 0;
      } catch (err) {
        if (polling.signal.aborted) break;
        if (err instanceof TaskApiError && err.fatal) {
          log.error({ code: err.code, err: err.message }, "demo worker: the API key is refused; stopping");
          throw err;
        }
        failures++;
        // The SDK's retry policy (the server's retryAfter on RATE_LIMITED and SERVICE_UNAVAILABLE,
        // else back-off; a claim whose answer was lost is the worker's until its lease lapses, so
        // it is safe to repeat). An answer the policy would not retry (a bug, a bad taskId) is
        // retried too, after back-off: the worker keeps polling until it is stopped.
        const delay = retryDelayMs(err, failures, { write: true, safeToRepeat: true }) ?? backoffMs(failures);
        log.warn({ slot, err: errorMessage(err), code: codeOf(err), retryInMs: Math.round(delay), failures }, "demo worker: claimRun failed; retrying");
        await sleep(delay, polling.signal).catch(noop);
        continue;
      }
      if (!claim.run) {
        // Nothing to do. A server that answers an empty long-poll at once must not make us spin.
        if (Date.now() - askedAt < 500) await sleep(1000, polling.signal).catch(noop);
        continue;
      }
      const handled = handleRun(claim).catch((err) => {
        log.error({ runId: claim.run?.id, taskId: claim.task?.id, err: errorMessage(err), code: codeOf(err) }, "demo worker: run failed; left to lease expiry");
      });
      active.add(handled);
      try {
        await handled;
      } finally {
        active.delete(handled);
      }
    }
  }

  async function handleRun(claim: Claim): Promise<void> {
    const run = claim.run!;
    const taskId = claim.task?.id;
    if (!taskId) throw new Error(`claimRun returned run ${run.id} without its task`);
    log.info(
      { runId: run.id, taskId, kind: run.kind, took: claim.events.map((e) => e.type ?? e.__typename) },
      "demo worker claimed a run",
    );

    // Cut short when the lease is lost (the run was interrupted, cancelled or rescheduled) or when
    // stop() gives up waiting. A drain (cancelRequested) only skips what is left: the turn ends normally.
    const stopped = new AbortController();
    let cancelRequested = false;
    const onAbandon = () => stopped.abort(new RunStopped("abandoned"));
    abandon.signal.addEventListener("abort", onAbandon, { once: true });
    if (abandon.signal.aborted) onAbandon();
    const renewing = setInterval(() => {
      // Not retried: the next renewal is the retry.
      request(RenewLeaseDocument, { input: { runId: run.id, leaseSeconds } }, { signal: stopped.signal }).then(
        (d) => {
          if (d.renewLease.stopped) {
            // Stopped without us (a run limit by the server's clock, an interrupt, a cancel).
            log.info({ runId: run.id, taskId, stopReason: d.renewLease.run.stopReason }, "demo worker: the run was stopped; letting it go");
            stopped.abort(new RunStopped("lease-lost"));
            return;
          }
          if (d.renewLease.cancelRequested && !cancelRequested) {
            cancelRequested = true;
            log.info({ runId: run.id, taskId }, "demo worker: cancel requested; ending the turn");
          }
        },
        (err) => {
          if (stopped.signal.aborted) return;
          if (err instanceof TaskApiError && !err.retryable) {
            log.warn({ runId: run.id, err: err.message, code: err.code }, "demo worker: lease lost; stopping the run");
            stopped.abort(new RunStopped("lease-lost"));
          } else {
            log.warn({ runId: run.id, err: errorMessage(err) }, "demo worker: renewLease failed; will retry");
          }
        },
      );
    }, renewEveryMs);
    renewing.unref?.();

    const ctx = new RunContext(request, run.id, taskId, stopped.signal, log, (signal) => pause(delayMin, delayMax, signal));
    try {
      // 1. Tool uses the user has answered since the last run: report their results.
      const answered = answeredToolUses(claim.task!.events.edges.map((e) => e.node), claim.events);
      for (const a of answered) await ctx.reportToolResult(a);
      for (const r of answeredCustomTools(claim.task!.customTools?.edges.map((e) => e.node) ?? [])) {
        await ctx.say(`Your ${r.name} tool answered${r.isError ? " with an error" : ""}: "${clip(r.text)}". ${FOOTER}`, r.text);
      }
      const offered = (run.input as { tools?: OfferedTool[] } | null)?.tools?.[0];
      let callsTool: string | null = null;

      // 2. The messages this run took, one reply each; a request for approval comes last, as it stops the run.
      let asksApproval: string | null = null;
      for (const event of claim.events) {
        if (cancelRequested) break;
        if (event.__typename === "UserMessageEvent") {
          const text = messageText(event);
          if (/approval/i.test(text)) {
            asksApproval ??= text;
          } else if (/helper|thread/i.test(text)) {
            const answer = await ctx.helperThread(text);
            await ctx.say(`You said: "${clip(text)}". I asked a helper thread about it, and it answered: "${answer}". ${FOOTER}`, text);
          } else if (offered && callsTool == null) {
            callsTool = text;
          } else {
            await ctx.say(`You said: "${clip(text)}". ${FOOTER}`, text);
          }
        } else if (event.__typename === "UserSendBackEvent") {
          const reason = event.reason ?? "";
          await ctx.say(`You sent the result back: "${clip(reason)}". I would revise it here. ${FOOTER}`, reason);
        }
      }
      if (asksApproval != null && !cancelRequested) {
        await ctx.askApproval(asksApproval);
        log.info({ runId: run.id, taskId }, "demo worker: waiting for the user's approval");
        return;
      }
      if (callsTool != null && offered && !cancelRequested) {
        await ctx.callFrontendTool(offered, callsTool);
        log.info({ runId: run.id, taskId, tool: offered.name }, "demo worker: waiting for the frontend tool's result");
        return;
      }
      await ctx.finish("END_TURN");
      log.info({ runId: run.id, taskId, usage: ctx.usage }, "demo worker finished a run");
    } catch (err) {
      const why = stopped.signal.aborted ? (stopped.signal.reason as RunStopped | undefined)?.why : undefined;
      if (why === "abandoned") {
        log.warn({ runId: run.id, taskId }, "demo worker left a run unfinished; the server reschedules it");
        return;
      }
      if (why === "lease-lost" || (err instanceof TaskApiError && (err.code === "INVALID_STATE" || err.code === "NOT_FOUND"))) {
        // The run ended without us: a user.interrupt, a cancel, a lapsed lease, a deleted task.
        log.info({ runId: run.id, taskId, reason: errorMessage(err) }, "demo worker: the run was ended elsewhere");
        return;
      }
      throw err;
    } finally {
      clearInterval(renewing);
      abandon.signal.removeEventListener("abort", onAbandon);
      // A renewal still in flight has nothing more to say.
      if (!stopped.signal.aborted) stopped.abort(new RunStopped("done"));
    }
  }

  const concurrency = Math.max(1, options.concurrency ?? 1);
  const loops = Array.from({ length: concurrency }, (_, i) => loop(i));
  const done = Promise.all(loops).then(noop);
  // A refused key ends every loop; the others should not keep polling.
  done.catch(() => polling.abort());

  async function stop(): Promise<void> {
    stopping ??= (async () => {
      polling.abort();
      if (active.size) {
        log.info({ runs: active.size }, "demo worker stopping: finishing the run in hand");
        const timer = setTimeout(() => abandon.abort(), stopTimeoutMs);
        await Promise.allSettled([...active]);
        clearTimeout(timer);
      }
      await done.catch(noop);
      log.info({}, "demo worker stopped");
    })();
    return stopping;
  }

  if (options.signal) {
    if (options.signal.aborted) void stop();
    else options.signal.addEventListener("abort", () => void stop(), { once: true });
  }
  log.info({ url: options.url, concurrency, taskId: options.taskId }, "demo worker started");
  return { stop, done };
}

/** One claimed run: its writes, its usage, and the idempotency keys that make retries safe. */
class RunContext {
  readonly usage: Usage = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, costUsd: 0 };
  private step = 0;

  constructor(
    private readonly request: RequestFunction,
    readonly runId: string,
    readonly taskId: string,
    private readonly signal: AbortSignal,
    private readonly log: WorkerLogger,
    private readonly pause: (signal: AbortSignal) => Promise<void>,
  ) {}

  /** appendRunEvents with an idempotency key, retried on passing failures (the key makes a retry a no-op). */
  async append(events: WorkerEventInput[]): Promise<AppendedEvent[]> {
    const input = { runId: this.runId, events, idempotencyKey: `demo-${this.runId}-${++this.step}` };
    const data = await this.request(AppendRunEventsDocument, { input }, this.retrying());
    return data.appendRunEvents.events;
  }

  /** finishRun, retried too: the server never applies a second finish of a run (it is INVALID_STATE). */
  async finish(stopReason: StopReason): Promise<void> {
    await this.request(FinishRunDocument, { input: { runId: this.runId, stopReason, usage: this.usage } }, { ...this.retrying(), safeToRepeat: true });
  }

  /**
   * One model request answering `prompt` with `text`: span start, the reply streamed as previews,
   * then the finished worker.message (with the reserved id) and the span's end in one batch.
   */
  async say(text: string, prompt: string, extra: WorkerEventInput[] = []): Promise<void> {
    const [start] = await this.append([{ spanModelRequestStart: {} }]);
    const eventId = await this.stream(text);
    const modelUsage = estimateUsage(prompt, text);
    await this.append([
      { workerMessage: { content: [{ text }], ...(eventId ? { eventId } : {}) } },
      ...extra,
      { spanModelRequestEnd: { modelRequestStartId: start!.id, isError: false, modelUsage } },
    ]);
    this.add(modelUsage);
  }

  /** Publishes `text` a word or a few at a time; returns the reserved event id (null if previews failed). */
  private async stream(text: string): Promise<string | null> {
    const chunks = chunkWords(text);
    let eventId: string | null = null;
    for (const chunk of chunks) {
      this.signal.throwIfAborted();
      const deltas = [{ index: 0, text: chunk }];
      try {
        const input: PublishDeltasInput = { runId: this.runId, type: "WORKER_MESSAGE", deltas, ...(eventId ? { eventId } : {}) };
        // Not retried: a preview that failed is skipped.
        const d: PublishDeltasMutation = await this.request(PublishDeltasDocument, { input }, { signal: this.signal });
        eventId ??= d.publishDeltas.eventId;
      } catch (err) {
        this.signal.throwIfAborted();
        // The run was ended elsewhere (an interrupt, a cancel): stop here.
        if (err instanceof TaskApiError && (err.code === "INVALID_STATE" || err.code === "NOT_FOUND")) throw err;
        // Otherwise previews are best effort: the finished event is the record.
        this.log.debug({ runId: this.runId, err: errorMessage(err) }, "demo worker: publishDeltas failed");
        if (!eventId) return null;
      }
      await this.pause(this.signal);
    }
    return eventId;
  }

  /** Asks for approval: a short explanation, then a pretend_tool use with ASK (the server then stops the run). */
  async askApproval(text: string): Promise<void> {
    const reply = `You said: "${clip(text)}". To go on I would run ${PRETEND_TOOL}, which needs your approval: allow or deny it.`;
    await this.say(reply, text, [
      {
        workerToolUse: {
          name: PRETEND_TOOL,
          input: { action: "pretend", message: clip(text, 500) },
          evaluatedPermission: "ASK",
          evaluation: { rule: "demo worker: pretend_tool always asks" },
        },
      },
    ]);
  }

  /** Calls a tool the client offered: the reply, then a worker.custom_tool_use (the server then stops the run). */
  async callFrontendTool(tool: OfferedTool, text: string): Promise<void> {
    const reply = `You said: "${clip(text)}". I am calling your ${tool.name} tool.`;
    await this.say(reply, text, [{ workerCustomToolUse: { name: tool.name, input: toolArguments(tool, text) } }]);
  }

  /** Runs (pretends to) the approved tool, or cancels it, and tells the user. */
  async reportToolResult(a: AnsweredToolUse): Promise<void> {
    const input = (a.input ?? {}) as { message?: string };
    if (a.result === "ALLOW") {
      const output = { ok: true, tool: a.name, echoed: input.message ?? null, note: "nothing was really done: this is a pretend tool" };
      await this.append([{ workerToolResult: { toolUseId: a.toolUseId, status: "SUCCEEDED", output } }]);
      await this.say(`Thanks for approving. ${a.name} ran and reported success. ${FOOTER}`, JSON.stringify(output));
    } else {
      const error = a.denyMessage ? `denied by the user: ${a.denyMessage}` : "denied by the user";
      await this.append([{ workerToolResult: { toolUseId: a.toolUseId, status: "CANCELLED", error } }]);
      const why = a.denyMessage ? ` (you said: "${clip(a.denyMessage)}")` : "";
      await this.say(`Understood: I did not run ${a.name}${why}. ${FOOTER}`, error);
    }
    this.log.info({ runId: this.runId, taskId: this.taskId, toolUseId: a.toolUseId, result: a.result }, "demo worker reported a tool result");
  }

  /**
   * A helper thread: created, given the message, answers in its own model request, goes idle and
   * ends; its answer comes back to the main thread. Returns the answer.
   */
  async helperThread(text: string): Promise<string> {
    const [created] = await this.append([{ taskThreadCreated: { workerName: "helper" } }]);
    const threadId = created?.__typename === "TaskThreadCreatedEvent" ? created.thread?.id : undefined;
    if (!threadId) throw new Error("task.thread_created came back without its thread");
    const ask = `Please take a look at this message: "${clip(text)}"`;
    const [, start] = await this.append([
      { workerThreadMessageSent: { toTaskThreadId: threadId, content: [{ text: { text: ask } }] } },
      { spanModelRequestStart: { threadId } },
    ]);
    const words = text.trim().split(/\s+/).filter(Boolean).length;
    const answer = `I looked at it: ${words} word${words === 1 ? "" : "s"}, nothing for me to add.`;
    const modelUsage = estimateUsage(ask, answer);
    await this.pause(this.signal);
    await this.append([
      { workerMessage: { content: [{ text: answer }], threadId } },
      { spanModelRequestEnd: { modelRequestStartId: start!.id, isError: false, modelUsage, threadId } },
      { taskThreadStatusIdle: { threadId, stopReason: "END_TURN" } },
      { workerThreadMessageReceived: { fromTaskThreadId: threadId, content: [{ text: { text: answer } }] } },
      { taskThreadStatusTerminated: { threadId } },
    ]);
    this.add(modelUsage);
    this.log.info({ runId: this.runId, taskId: this.taskId, threadId }, "demo worker ran a helper thread");
    return answer;
  }

  private add(u: Usage) {
    this.usage.inputTokens += u.inputTokens;
    this.usage.outputTokens += u.outputTokens;
    this.usage.cacheReadTokens += u.cacheReadTokens;
    this.usage.cacheWriteTokens += u.cacheWriteTokens;
    this.usage.costUsd += u.costUsd;
  }

  /** Three attempts under the SDK's retry policy (retryAfter on RATE_LIMITED and SERVICE_UNAVAILABLE, else back-off). */
  private retrying() {
    return {
      signal: this.signal,
      attempts: 3,
      onRetry: (err: TaskApiError, attempt: number, delayMs: number) =>
        this.log.warn({ runId: this.runId, err: err.message, code: err.code, attempt, retryInMs: Math.round(delayMs) }, "demo worker: retrying a request"),
    };
  }
}

interface AnsweredToolUse {
  toolUseId: string;
  name: string;
  input: unknown;
  result: EventResult;
  denyMessage: string | null;
}

// ---------------------------------------------------------------------------------------------

/** Tool uses that asked for approval and were answered (in the task's history or this run's events), with no result yet. */
function answeredToolUses(state: ToolStateNode[], taken: TakenEvent[]): AnsweredToolUse[] {
  const uses = new Map<string, { name: string; input: unknown }>();
  const results = new Set<string>();
  const approvals = new Map<string, { result: EventResult; denyMessage: string | null }>();
  for (const node of state) {
    if (node.__typename === "WorkerToolUseEvent" && node.evaluatedPermission === "ASK") uses.set(node.id, { name: node.name, input: node.input });
    else if (node.__typename === "WorkerToolResultEvent") results.add(node.toolUseId);
    else if (node.__typename === "UserApprovalEvent") approvals.set(node.toolUseId, { result: node.result, denyMessage: node.denyMessage });
  }
  for (const e of taken) {
    if (e.__typename === "UserApprovalEvent") approvals.set(e.toolUseId, { result: e.result, denyMessage: e.denyMessage ?? null });
  }
  const answered: AnsweredToolUse[] = [];
  for (const [id, use] of uses) {
    const approval = approvals.get(id);
    if (approval && !results.has(id)) answered.push({ toolUseId: id, ...use, ...approval });
  }
  return answered;
}

/** Custom tool results that came after the worker's last message: answers it has not replied to yet. */
function answeredCustomTools(nodes: CustomToolNode[]): { name: string; text: string; isError: boolean }[] {
  const names = new Map<string, string>();
  let answers: { name: string; text: string; isError: boolean }[] = [];
  for (const node of nodes) {
    if (node.__typename === "WorkerCustomToolUseEvent") names.set(node.id, node.name);
    else if (node.__typename === "WorkerMessageEvent") answers = [];
    else if (node.__typename === "UserCustomToolResultEvent") {
      const text = node.content.map((b) => (b.__typename === "TextBlock" ? b.text : "")).join("");
      answers.push({ name: names.get(node.customToolUseId) ?? "frontend", text, isError: node.isError });
    }
  }
  return answers;
}

/** Simple arguments for an offered tool, from its JSON Schema's properties: the user's words for strings. */
function toolArguments(tool: OfferedTool, text: string): Record<string, unknown> {
  const props = tool.parameters?.properties ?? {};
  const args: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(props)) {
    const type = schema?.type;
    args[name] = type === "number" || type === "integer" ? 1 : type === "boolean" ? true : type === "array" ? [] : type === "object" ? {} : clip(text, 200);
  }
  return Object.keys(props).length ? args : { message: clip(text, 200) };
}

function messageText(e: Extract<TakenEvent, { __typename: "UserMessageEvent" }>): string {
  const texts: string[] = [];
  let attachments = 0;
  for (const b of e.content) {
    if (b.__typename === "TextBlock") texts.push(b.text);
    else attachments++;
  }
  const text = texts.join("\n").trim();
  if (attachments === 0) return text;
  const note = `${attachments} attachment${attachments === 1 ? "" : "s"}`;
  return text ? `${text} (+ ${note})` : `(${note})`;
}

/** Words with their trailing spaces, grouped 1 to 3 at a time: concatenated, they give back the text. */
export function chunkWords(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; ) {
    const n = 1 + Math.floor(Math.random() * 3);
    chunks.push(words.slice(i, i + n).join(""));
    i += n;
  }
  return chunks;
}

/** About 4 characters a token; the demo costs nothing. */
function estimateUsage(prompt: string, reply: string): Usage {
  return {
    inputTokens: Math.max(1, Math.ceil(prompt.length / 4)),
    outputTokens: Math.max(1, Math.ceil(reply.length / 4)),
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
    costUsd: 0,
  };
}

function clip(text: string, max = 200): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function codeOf(err: unknown): string | undefined {
  return err instanceof TaskApiError ? err.code : undefined;
}
