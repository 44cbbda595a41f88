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
/** Error codes that say "try again later". */
const RETRYABLE_CODES = new Set(["INTERNAL_SERVER_ERROR", "SERVICE_UNAVAILABLE", "TOO_MANY_REQUESTS", "TIMEOUT"]);

export class WorkerApiError extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly errors: GraphQLErrorShape[];
  /** A network failure, a timeout, a 5xx or 429: the same request may succeed later. */
  readonly retryable: boolean;
  /** The key itself is refused: nothing will work until it changes. */
  readonly fatal: boolean;

  constructor(message: string, opts: { code?: string; status?: number; errors?: GraphQLErrorShape[]; retryable?: boolean; cause?: unknown }) {
    super(message, { cause: opts.cause });
    this.name = "WorkerApiError";
    this.code = opts.code;
    this.status = opts.status;
    this.errors = opts.errors ?? [];
    this.fatal = opts.code != null && FATAL_CODES.has(opts.code);
    this.retryable = !this.fatal && (opts.retryable ?? (opts.code != null && RETRYABLE_CODES.has(opts.code)));
  }
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
