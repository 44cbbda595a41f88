/**
 * A tiny GraphQL-over-HTTP client for workers: one POST per operation, the key in `x-api-key`.
 * It speaks only the public API (no imports from the server's code).
 */

export interface GraphQLErrorShape {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [k: string]: unknown };
}

/** Error codes that no retry will fix: the key is wrong or lacks the worker scope. */
const FATAL_CODES = new Set(["UNAUTHENTICATED", "FORBIDDEN"]);
/**
 * Error codes that say "try again later", as the server sends them: RATE_LIMITED (429) and
 * SERVICE_UNAVAILABLE (503) carry `retryAfter` in seconds; a retry waits that long.
 */
const RETRYABLE_CODES = new Set(["RATE_LIMITED", "SERVICE_UNAVAILABLE"]);

export class WorkerApiError extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly errors: GraphQLErrorShape[];
  /** A network failure, a timeout, a 5xx or 429: the same request may succeed later. */
  readonly retryable: boolean;
  /** The key itself is refused: nothing will work until it changes. */
  readonly fatal: boolean;
  /** How long the server asked us to wait before trying again (`retryAfter` or Retry-After), in ms. */
  readonly retryAfterMs: number | undefined;

  constructor(
    message: string,
    opts: { code?: string; status?: number; errors?: GraphQLErrorShape[]; retryable?: boolean; retryAfterMs?: number; cause?: unknown },
  ) {
    super(message, { cause: opts.cause });
    this.name = "WorkerApiError";
    this.code = opts.code;
    this.status = opts.status;
    this.errors = opts.errors ?? [];
    this.fatal = opts.code != null && FATAL_CODES.has(opts.code);
    this.retryable = !this.fatal && (opts.retryable ?? (opts.code != null && RETRYABLE_CODES.has(opts.code)));
    this.retryAfterMs = opts.retryAfterMs;
  }
}

/** The wait the server asked for: the first error's `retryAfter`, else the Retry-After header (seconds). */
function retryAfterOf(errors: GraphQLErrorShape[], res: Response): number | undefined {
  const fromBody = errors[0]?.extensions?.retryAfter;
  if (typeof fromBody === "number" && Number.isFinite(fromBody) && fromBody >= 0) return fromBody * 1000;
  const header = Number(res.headers.get("retry-after"));
  return res.headers.has("retry-after") && Number.isFinite(header) && header >= 0 ? header * 1000 : undefined;
}

/**
 * The one retry policy of this client: how long to wait before attempt `attempt + 1` after `err`,
 * or null when it must not be retried. RATE_LIMITED and SERVICE_UNAVAILABLE wait the server's
 * `retryAfter`; a network failure, a timeout or a 5xx without a code backs off exponentially
 * (250 ms, 500 ms, … at most 15 s). Writes are retried only with their idempotency key, which
 * makes the retry of a write that did land a no-op: callers pass one on every write they retry.
 */
export function retryDelayMs(err: unknown, attempt: number): number | null {
  if (!(err instanceof WorkerApiError) || !err.retryable) return null;
  const backoff = Math.min(15_000, 250 * 2 ** Math.max(0, attempt - 1));
  const base = err.retryAfterMs ?? backoff;
  // A little jitter (up to +20 %), so clients refused together do not come back together.
  return base * (1 + Math.random() * 0.2);
}

/** Runs `fn` until it succeeds, a failure is not retryable, or `attempts` are used; waits per retryDelayMs. */
export async function withRetry<T>(
  fn: () => Promise<T>,
  opts: { attempts?: number; signal?: AbortSignal; onRetry?: (err: WorkerApiError, attempt: number, delayMs: number) => void } = {},
): Promise<T> {
  const attempts = opts.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const delay = attempt >= attempts ? null : retryDelayMs(err, attempt);
      if (delay === null || opts.signal?.aborted) throw err;
      opts.onRetry?.(err as WorkerApiError, attempt, delay);
      await abortableSleep(delay, opts.signal);
    }
  }
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export interface GraphQLClientOptions {
  url: string;
  apiKey: string;
  /** Milliseconds before a request is given up (default 15 s); per call it can be raised. */
  timeoutMs?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type GraphQLRequest = <T, V extends object = Record<string, unknown>>(
  query: string,
  variables?: V,
  options?: RequestOptions,
) => Promise<T>;

/** Returns a request function: resolves with `data`, or rejects with a WorkerApiError. */
export function createGraphQLClient(opts: GraphQLClientOptions): GraphQLRequest {
  const defaultTimeout = opts.timeoutMs ?? 15_000;
  return async function request<T, V extends object = Record<string, unknown>>(
    query: string,
    variables?: V,
    options: RequestOptions = {},
  ): Promise<T> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? defaultTimeout);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await fetch(opts.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/graphql-response+json, application/json",
          "x-api-key": opts.apiKey,
        },
        body: JSON.stringify({ query, variables: variables ?? {} }),
        signal,
      });
    } catch (err) {
      if (options.signal?.aborted) throw options.signal.reason ?? err;
      const reason = timeout.aborted ? "timed out" : describe(err);
      throw new WorkerApiError(`request to ${opts.url} failed: ${reason}`, { retryable: true, cause: err });
    }
    let body: { data?: T | null; errors?: GraphQLErrorShape[] } | undefined;
    try {
      body = (await res.json()) as typeof body;
    } catch (err) {
      if (options.signal?.aborted) throw options.signal.reason ?? err;
      throw new WorkerApiError(`HTTP ${res.status} without a GraphQL answer`, {
        status: res.status,
        retryable: res.status >= 500 || res.status === 429,
        retryAfterMs: retryAfterOf([], res),
        cause: err,
      });
    }
    const errors = body?.errors ?? [];
    if (errors.length) {
      const first = errors[0]!;
      const code = first.extensions?.code;
      throw new WorkerApiError(first.message, {
        code,
        status: res.status,
        errors,
        retryable: code == null ? res.status >= 500 || res.status === 429 : undefined,
        retryAfterMs: retryAfterOf(errors, res),
      });
    }
    if (!res.ok || body?.data == null) {
      throw new WorkerApiError(`HTTP ${res.status} without data`, { status: res.status, retryable: res.status >= 500 || res.status === 429 });
    }
    return body.data;
  };
}

function describe(err: unknown): string {
  const e = err as { message?: string; cause?: { code?: string; message?: string } };
  return e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err);
}
