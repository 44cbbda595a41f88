/**
 * The one GraphQL-over-HTTP client of this project and its one retry policy: the SDK's
 * `createTaskApi`, the workers (src/worker/), the tests and the benchmarks send their queries and
 * mutations through `createRequest`, and wait between attempts as `retryDelayMs` says.
 *
 *   const request = createRequest({ url: "http://localhost:4000/graphql", apiKey });
 *   const { task } = await request(TaskDocument, { id }, { attempts: 3 });
 *
 * Failures are one error class, `TaskApiError`: `code` (extensions.code), `retryAfter` (seconds,
 * from `extensions.retryAfter` or the Retry-After header), `status` (HTTP), `fatal` (the key is
 * refused) and `retryable` (the same request may succeed later).
 */
import { Kind, print, type DocumentNode, type GraphQLFormattedError, type OperationTypeNode } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";

// ---------------------------------------------------------------------------------------------
// The retry policy.

/** Codes that no retry will fix: the key is wrong, or lacks the scope. */
export const FATAL_CODES: ReadonlySet<string> = new Set(["UNAUTHENTICATED", "FORBIDDEN"]);

/**
 * Codes that say "try again later", with `retryAfter` (seconds): RATE_LIMITED (HTTP 429, the key's
 * token bucket), SERVICE_UNAVAILABLE (HTTP 503: the database or Redis is away, the pool is
 * exhausted, a serialisation race was lost; never a half-done write) and TOO_MANY_STREAMS (a
 * subscription over the workspace's stream quota).
 *
 * INTERNAL_SERVER_ERROR is not among them: the server answers every fault it knows of (an outage,
 * an overload, a timeout) as SERVICE_UNAVAILABLE, so an INTERNAL_SERVER_ERROR is a bug, and
 * retrying it would only hide the bug behind slower answers.
 */
export const RETRY_AFTER_CODES: ReadonlySet<string> = new Set(["RATE_LIMITED", "SERVICE_UNAVAILABLE", "TOO_MANY_STREAMS"]);

/** Exponential back-off before attempt `attempt + 1` (attempt ≥ 1): 250 ms, 500 ms, 1 s, … at most 15 s, plus jitter. */
export function backoffMs(attempt: number): number {
  return jitter(Math.min(15_000, 250 * 2 ** Math.min(Math.max(0, attempt - 1), 10)));
}

/** Up to 20 % more, so clients refused together do not come back together. */
const jitter = (ms: number) => ms * (1 + Math.random() * 0.2);

/** What the policy needs to know of the request that failed. */
export interface RetryRequest {
  /** A mutation: retried only when it carries an idempotency key or is `safeToRepeat`. */
  write?: boolean;
  /** The write carries an idempotency key: a retry of a write that did land is answered from it. */
  idempotencyKey?: boolean;
  /** A write without a key that the server refuses to apply twice (finishRun, renewLease, claimRun). */
  safeToRepeat?: boolean;
}

/**
 * The one retry policy: how long to wait before attempt `attempt + 1` after `err` (attempt ≥ 1),
 * or null when the request must not be retried.
 * - RATE_LIMITED, SERVICE_UNAVAILABLE, TOO_MANY_STREAMS wait the server's `retryAfter` (or the
 *   Retry-After header; back-off when neither came);
 * - a network failure, a timeout, a 5xx or 429 without a GraphQL code back off exponentially;
 * - UNAUTHENTICATED and FORBIDDEN are fatal, and any other code (BAD_USER_INPUT, NOT_FOUND,
 *   INVALID_STATE, INTERNAL_SERVER_ERROR…) is an answer: neither is retried;
 * - a write is retried only with its idempotency key (or when it is safe to repeat), because a write
 *   whose answer was lost may have landed.
 * Every wait gets up to 20 % jitter, so clients refused together do not come back together.
 */
export function retryDelayMs(err: unknown, attempt: number, request: RetryRequest = {}): number | null {
  if (!(err instanceof TaskApiError) || !err.retryable) return null;
  if (request.write && !request.idempotencyKey && !request.safeToRepeat) return null;
  return err.retryAfter != null ? jitter(err.retryAfter * 1000) : backoffMs(attempt);
}

export interface RetryOptions extends RetryRequest {
  /** Attempts in all, the first included (default 3; 1 = no retry). */
  attempts?: number;
  /** Aborting it ends the wait and the retries (the abort reason is thrown). */
  signal?: AbortSignal;
  /** Called before each wait. */
  onRetry?: (err: TaskApiError, attempt: number, delayMs: number) => void;
}

/** Runs `fn` until it succeeds, the policy says not to retry, or `attempts` are used. */
export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const delay = attempt >= attempts ? null : retryDelayMs(err, attempt, options);
      if (delay === null || options.signal?.aborted) throw err;
      options.onRetry?.(err as TaskApiError, attempt, delay);
      await sleep(delay, options.signal);
    }
  }
}

const DEFAULT_ATTEMPTS = 3;

// ---------------------------------------------------------------------------------------------
// The error.

/** A failed request: a GraphQL error from the API (with its `extensions.code`), an HTTP error, or a network failure. */
export class TaskApiError extends Error {
  /** `extensions.code` of the first error (e.g. NOT_FOUND, RATE_LIMITED, CURSOR_EXPIRED); undefined for a network failure. */
  readonly code: string | undefined;
  /** Seconds to wait before retrying, when the server says so (`extensions.retryAfter`, or the Retry-After header). */
  readonly retryAfter: number | undefined;
  /** The key itself is refused (UNAUTHENTICATED, FORBIDDEN): nothing will work until it changes. */
  readonly fatal: boolean;
  /** The same request may succeed later (see `retryDelayMs` for when it is retried). */
  readonly retryable: boolean;

  constructor(
    readonly errors: readonly GraphQLFormattedError[],
    /** The HTTP status, when there was an answer. */
    readonly status?: number,
    options: { message?: string; retryAfter?: number; retryable?: boolean; cause?: unknown } = {},
  ) {
    super(options.message ?? errors[0]?.message ?? `request failed${status ? ` (HTTP ${status})` : ""}`, { cause: options.cause });
    this.name = "TaskApiError";
    const ext = (errors[0]?.extensions ?? {}) as { code?: unknown; retryAfter?: unknown };
    this.code = typeof ext.code === "string" ? ext.code : undefined;
    this.retryAfter = typeof ext.retryAfter === "number" && Number.isFinite(ext.retryAfter) && ext.retryAfter >= 0 ? ext.retryAfter : options.retryAfter;
    this.fatal = this.code != null && FATAL_CODES.has(this.code);
    const byAnswer = this.code != null ? RETRY_AFTER_CODES.has(this.code) : status != null && (status >= 500 || status === 429);
    this.retryable = !this.fatal && (options.retryable ?? byAnswer);
  }
}

// ---------------------------------------------------------------------------------------------
// The request function.

export interface RequestOptions extends Omit<RetryOptions, "write" | "idempotencyKey"> {
  /** Milliseconds before an attempt is given up as a (retryable) timeout; default the client's. */
  timeoutMs?: number;
  /** Sent as the Idempotency-Key header (for a request with one createTask, sendEvents or appendRunEvents). */
  idempotencyKey?: string;
}

/** A query or mutation over HTTP: typed data, or a TaskApiError. Retried per `retryDelayMs` (default 3 attempts). */
export type RequestFunction = <TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options?: RequestOptions,
) => Promise<TResult>;

export interface ClientOptions {
  /** The GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  url: string;
  /** Sent as `x-api-key`. */
  apiKey: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Milliseconds before an attempt is given up (default none); per call it can be changed. */
  timeoutMs?: number;
  /** Attempts per request unless the call says otherwise (default 3; 1 = no retry). */
  attempts?: number;
}

/** What the policy needs of a document, computed once per document. */
const described = new WeakMap<DocumentNode, { query: string; operation: OperationTypeNode | undefined }>();
function describeDocument(document: DocumentNode) {
  let d = described.get(document);
  if (!d) {
    const op = document.definitions.find((def) => def.kind === Kind.OPERATION_DEFINITION);
    d = { query: print(document), operation: op?.kind === Kind.OPERATION_DEFINITION ? op.operation : undefined };
    described.set(document, d);
  }
  return d;
}

/** Whether the variables carry an idempotency key (as `idempotencyKey`, or in `input`). */
function hasIdempotencyKey(variables: unknown): boolean {
  const v = variables as { idempotencyKey?: unknown; input?: { idempotencyKey?: unknown } } | null | undefined;
  return (typeof v?.idempotencyKey === "string" && v.idempotencyKey !== "") || (typeof v?.input?.idempotencyKey === "string" && v.input.idempotencyKey !== "");
}

/** The request function of this client: resolves with `data`, or rejects with a TaskApiError (or the caller's abort reason). */
export function createRequest(client: ClientOptions): RequestFunction {
  const doFetch = client.fetch ?? fetch;

  async function attempt<TResult>(query: string, variables: unknown, options: RequestOptions): Promise<TResult> {
    const timeoutMs = options.timeoutMs ?? client.timeoutMs;
    const timeout = timeoutMs != null ? AbortSignal.timeout(timeoutMs) : undefined;
    const signal = options.signal && timeout ? AbortSignal.any([options.signal, timeout]) : (options.signal ?? timeout);
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/graphql-response+json, application/json",
      "x-api-key": client.apiKey,
    };
    if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
    let res: Response;
    try {
      res = await doFetch(client.url, { method: "POST", headers, body: JSON.stringify({ query, variables: variables ?? {} }), signal });
    } catch (err) {
      if (options.signal?.aborted) throw options.signal.reason ?? err;
      const reason = timeout?.aborted ? "timed out" : describeFailure(err);
      throw new TaskApiError([], undefined, { message: `request to ${client.url} failed: ${reason}`, retryable: true, cause: err });
    }
    let body: { data?: TResult | null; errors?: GraphQLFormattedError[] } | null;
    try {
      body = (await res.json()) as typeof body;
    } catch (err) {
      if (options.signal?.aborted) throw options.signal.reason ?? err;
      // An answer that is not GraphQL (a proxy's 502, a cut connection): the HTTP status decides.
      throw new TaskApiError([], res.status, { message: `HTTP ${res.status} without a GraphQL answer`, retryAfter: retryAfterHeader(res), cause: err });
    }
    if (body?.errors?.length) throw new TaskApiError(body.errors, res.status, { retryAfter: retryAfterHeader(res) });
    if (!res.ok || body?.data == null) throw new TaskApiError([], res.status, { message: `HTTP ${res.status} without data`, retryAfter: retryAfterHeader(res) });
    return body.data;
  }

  return function request<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables, options: RequestOptions = {}) {
    const { query, operation } = describeDocument(document);
    return withRetry(() => attempt<TResult>(query, variables, options), {
      ...options,
      attempts: options.attempts ?? client.attempts,
      write: operation === "mutation",
      idempotencyKey: options.idempotencyKey != null || hasIdempotencyKey(variables),
    });
  };
}

/** The Retry-After header in seconds (the delta form the server sends), if any. */
function retryAfterHeader(res: Response): number | undefined {
  const value = res.headers.get("retry-after");
  const seconds = value == null || value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function describeFailure(err: unknown): string {
  const e = err as { message?: string; cause?: { code?: string; message?: string } };
  return e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err);
}

/** Waits `ms`; an abort ends the wait by throwing its reason. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
