import { isAsyncIterable, mapAsyncIterator, type Plugin } from "graphql-yoga";
import type { ExecutionResult } from "graphql";
import type { Config } from "../../config.js";
import { currentRequestId, publicError } from "../../graphql/errors.js";
import type { ServerContext } from "../../app.js";

/** The last look at every error before it leaves over HTTP or SSE (see publicError). */
export function usePublicErrors(config: Config): Plugin<ServerContext> {
  const hideSuggestions = !config.introspection;
  const clean = (result: ExecutionResult, requestId: string | undefined): ExecutionResult =>
    result?.errors?.length ? { ...result, errors: result.errors.map((e) => publicError(e, { requestId, hideSuggestions })) } : result;
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = (serverContext as { requestId?: string } | undefined)?.requestId ?? currentRequestId();
      if (Array.isArray(result)) setResult(result.map((r) => clean(r as ExecutionResult, requestId)) as never);
      else if (isAsyncIterable(result)) setResult(mapAsyncIterator(result as AsyncIterable<ExecutionResult>, (r) => clean(r, requestId)) as never);
      else setResult(clean(result as ExecutionResult, requestId) as never);
    },
  };
}
