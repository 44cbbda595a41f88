import { GraphQLError, type ExecutionResult } from "graphql";
import { handleStreamOrSingleExecutionResult } from "@envelop/core";
import { createGraphQLError, isAsyncIterable, mapAsyncIterator, type Plugin } from "graphql-yoga";
import { DomainError } from "../../domain/errors.js";
import { isTransientDatabaseError } from "../../db/transient.js";
import { OVERLOADED_RETRY_AFTER_SECONDS, eventLoopDelay, isTimedOutWait, unavailableSource } from "../overload.js";
import type { Logger } from "../../logger.js";
import type { Config } from "../../config.js";
import type { ServerContext } from "../yoga.js";

/** Seconds a client is asked to wait before retrying after a transient database failure. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 1;


/** Extension keys that could carry internals (yoga's dev-mode originalError, Apollo-style stack traces). */
const INTERNAL_EXTENSIONS = new Set(["originalError", "stacktrace", "exception"]);

function publicExtensions(extensions: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(extensions ?? {})) if (!INTERNAL_EXTENSIONS.has(k)) out[k] = v;
  // yoga marks request errors that carry their cause (a body that is not JSON) as "spec" errors and
  // still answers 400 because of that cause; without the cause, drop the mark to keep the 400.
  const http = out.http as { spec?: boolean } | undefined;
  if (http?.spec && extensions?.originalError) out.http = { ...http, spec: undefined };
  return out;
}

/** Finds the DomainError behind a (possibly wrapped) error. */
function domainErrorOf(err: unknown): DomainError | undefined {
  let e: unknown = err;
  for (let i = 0; i < 5 && e; i++) {
    if (e instanceof DomainError) return e;
    e = (e as { originalError?: unknown }).originalError;
  }
  return undefined;
}

/** A GraphQL error that names no code gets one from its HTTP status, else BAD_USER_INPUT (graphql-js coercion errors). */
function defaultCode(extensions: Record<string, unknown> | undefined): string {
  const status = (extensions?.http as { status?: number } | undefined)?.status;
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 429) return "RATE_LIMITED";
  if (status != null && status >= 400 && status < 500) return "BAD_REQUEST";
  return "BAD_USER_INPUT";
}

/**
 * The one place errors become what a client sees: a DomainError keeps its message and code;
 * a GraphQL error raised by the server's own checks (parsing, validation, limits) keeps its own;
 * everything else is masked as INTERNAL_SERVER_ERROR with the request id, and logged in full by
 * the caller with the same id. No extension that could carry internals survives.
 */
export function maskError(
  error: unknown,
  requestId: string | undefined,
): { error: GraphQLError; unexpected: boolean; transient?: boolean } {
  const domain = domainErrorOf(error);
  if (domain) {
    const gql = error instanceof GraphQLError ? error : undefined;
    return {
      error: errorAt(gql, domain.message, { ...domain.extensions, code: domain.code }),
      unexpected: false,
    };
  }
  if (error instanceof GraphQLError && !error.originalError) {
    // Raised on purpose by graphql-js or yoga (a yoga error may name its cause in extensions,
    // e.g. a JSON SyntaxError, which is dropped with the other internal extensions).
    const code = (error.extensions?.code as string | undefined) ?? defaultCode(error.extensions);
    return {
      error: errorAt(error, error.message, { ...publicExtensions(error.extensions), code }),
      unexpected: false,
    };
  }
  if (error instanceof GraphQLError && error.originalError instanceof GraphQLError && !error.originalError.originalError) {
    const inner = error.originalError;
    return {
      error: errorAt(error, inner.message, { code: "BAD_USER_INPUT", ...publicExtensions(inner.extensions) }),
      unexpected: false,
    };
  }
  const gql = error instanceof GraphQLError ? error : undefined;
  if (isTransientDatabaseError(error)) {
    // Overload or an outage, not a bug: say so, whose it is, and when to try again. Nothing was
    // half-written (each write is one transaction); a write retried with its idempotencyKey is
    // applied once.
    const source = unavailableSource(isTimedOutWait(error), eventLoopDelay.recentMs());
    const retryAfter = source === "SERVER" ? OVERLOADED_RETRY_AFTER_SECONDS : UNAVAILABLE_RETRY_AFTER_SECONDS;
    const what = source === "SERVER" ? "the server is overloaded" : "the database is unavailable or overloaded";
    return {
      error: errorAt(gql, `${what}: retry after ${retryAfter} s`, {
        code: "SERVICE_UNAVAILABLE",
        source,
        retryAfter,
        ...(requestId ? { requestId } : {}),
        http: { status: 503, headers: { "Retry-After": String(retryAfter) } },
      }),
      unexpected: false,
      transient: true,
    };
  }
  return {
    error: errorAt(gql, "Unexpected error.", { code: "INTERNAL_SERVER_ERROR", ...(requestId ? { requestId } : {}) }),
    unexpected: true,
  };
}

/** maskError, and the log line it calls for: a fault in full, a database outage as a warning. */
export function maskAndLog(error: unknown, requestId: string | undefined, logger: Pick<Logger, "error" | "warn">): GraphQLError {
  const { error: masked, unexpected, transient } = maskError(error, requestId);
  if (unexpected) logger.error({ err: error, requestId }, "unexpected error");
  if (transient) {
    const source = masked.extensions.source;
    logger.warn({ err: error, requestId, loopDelayMs: Math.round(eventLoopDelay.recentMs()) }, source === "SERVER" ? "server overloaded" : "database unavailable");
  }
  return masked;
}

/**
 * The last look at errors before they leave: each has a code, an INTERNAL_SERVER_ERROR names the
 * request, nothing internal is attached, and (with introspection off) no "Did you mean …?" hint
 * describes the schema.
 */
export function publicError(
  error: GraphQLError | { message: string; extensions?: Record<string, unknown> },
  options: { requestId?: string; hideSuggestions?: boolean },
): GraphQLError {
  const gql = error instanceof GraphQLError ? error : undefined;
  const extensions = publicExtensions(error.extensions as Record<string, unknown> | undefined);
  extensions.code ??= defaultCode(extensions);
  if (extensions.code === "INTERNAL_SERVER_ERROR" && options.requestId) extensions.requestId ??= options.requestId;
  const message = options.hideSuggestions ? error.message.replace(/ Did you mean .*\?$/s, "") : error.message;
  return errorAt(gql, message, extensions);
}

/**
 * A new error in the place of `at`: its nodes, or (an error of a compiled query, which names no
 * nodes: see compiled-queries.ts) its source and positions, and its path.
 */
function errorAt(at: GraphQLError | undefined, message: string, extensions: Record<string, unknown>): GraphQLError {
  return createGraphQLError(message, { nodes: at?.nodes, source: at?.source, positions: at?.positions, path: at?.path, extensions });
}

/**
 * Masks the errors of every operation (HTTP, SSE and graphql-ws alike) with the request id its
 * context carries; an AbortError of a subscription is passed on, as yoga does.
 *
 * Why not yoga's `maskedErrors`: its `maskError` is handed no context, so the request id had to
 * come from an AsyncLocalStorage around every request, and while one is in use every promise in
 * the process pays for its hooks (on Node 20 and 22: about a third of the CPU per delivered event
 * in bench:fanout's 1,000-subscriber cell). Errors of the request itself (its body, its key) are
 * masked by usePublicErrors, which has the request id.
 */
export function useMaskedErrors(logger: Pick<Logger, "error" | "warn">): Plugin<{ requestId?: string }> {
  const masked = new WeakSet<GraphQLError>();
  const mask = (error: unknown, requestId: string | undefined): GraphQLError => {
    if (error instanceof GraphQLError && masked.has(error)) return error;
    const m = maskAndLog(error, requestId, logger);
    masked.add(m);
    return m;
  };
  const maskResult =
    (requestId: string | undefined) =>
    ({ result, setResult }: { result: ExecutionResult; setResult: (r: ExecutionResult) => void }) => {
      if (result.errors?.length) setResult({ ...result, errors: result.errors.map((e) => mask(e, requestId)) });
    };
  return {
    onExecute({ args }) {
      const requestId = (args.contextValue as { requestId?: string }).requestId;
      return { onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, maskResult(requestId)) };
    },
    onSubscribe({ args }) {
      const requestId = (args.contextValue as { requestId?: string }).requestId;
      return {
        onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, maskResult(requestId)),
        onSubscribeError({ error, setError }) {
          if (isAbortError(error)) throw error;
          setError(mask(error, requestId));
        },
      };
    },
  };
}

function isAbortError(error: unknown): boolean {
  const e = error as { constructor?: { name?: string }; name?: string } | null;
  return typeof e === "object" && e?.constructor?.name === "DOMException" && (e.name === "AbortError" || e.name === "TimeoutError");
}

/** The last look at every error before it leaves over HTTP or SSE (see publicError). */
export function usePublicErrors(config: Config, logger: Pick<Logger, "error" | "warn">): Plugin<ServerContext> {
  const hideSuggestions = !config.introspection;
  // An error of the request itself (yoga's, or our context factory's) still carries its cause:
  // masked here. What an operation raised was masked by useMaskedErrors and carries none.
  const clean = (result: ExecutionResult, requestId: string | undefined): ExecutionResult =>
    result?.errors?.length
      ? {
          ...result,
          errors: result.errors.map((e) => publicError(e.originalError ? maskAndLog(e, requestId, logger) : e, { requestId, hideSuggestions })),
        }
      : result;
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = (serverContext as { requestId?: string } | undefined)?.requestId;
      if (Array.isArray(result)) setResult(result.map((r) => clean(r as ExecutionResult, requestId)) as never);
      else if (isAsyncIterable(result)) setResult(mapAsyncIterator(result as AsyncIterable<ExecutionResult>, (r) => clean(r, requestId)) as never);
      else setResult(clean(result as ExecutionResult, requestId) as never);
    },
  };
}
