// GraphQL over SSE, distinct connections mode, is yoga's own: a subscription POSTed or GET with
// `Accept: text/event-stream` runs through yoga's whole pipeline. Only the frame writer below is
// ours, and only because neither library writes an event id: yoga's SSE result processor and
// graphql-sse (its `print` writes `event:` and `data:` alone) have no `id:`, and clients resume
// with `Last-Event-ID` = the sequence of the last event they took.
import type { Plugin } from "graphql-yoga";
import { isAsyncIterable } from "graphql-yoga";
import { GraphQLError, type ExecutionResult } from "graphql";
import type { GraphQLContext } from "../../graphql/context.js";

/** A comment line this often keeps proxies and clients from timing an idle stream out. */
export const PING_MS = 12_000;

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream",
  Connection: "keep-alive",
  "Cache-Control": "no-cache",
  "Content-Encoding": "none",
} as const;

/** One event of the stream; `id:` only where it is a sequence to resume from. */
export function sseFrame(event: "next" | "complete", data: unknown, id?: string): string {
  return `${id != null ? `id: ${id}\n` : ""}event: ${event}\ndata:${data === undefined ? "" : ` ${JSON.stringify(data)}`}\n\n`;
}

/** A result as the client sees it: yoga's `http` hints (status, headers) are for the server only. */
export function wirePayload(result: ExecutionResult): Record<string, unknown> {
  const { http: _http, ...extensions } = (result.extensions ?? {}) as Record<string, unknown>;
  return {
    ...result,
    errors: result.errors?.map(wireError),
    extensions: Object.keys(extensions).length ? extensions : undefined,
  };
}

function wireError(error: GraphQLError | { message: string; extensions?: Record<string, unknown> }) {
  const json = error instanceof GraphQLError ? error.toJSON() : { ...error };
  const { http: _http, unexpected: _unexpected, ...extensions } = (json.extensions ?? {}) as Record<string, unknown>;
  return { ...json, extensions: Object.keys(extensions).length ? extensions : undefined };
}

/** A subscription's result with the sequence of the event it holds (previews have none). */
export function withSequence(result: ExecutionResult, ctx: GraphQLContext): ExecutionResult {
  const seq = ctx.stream?.sequence;
  return seq != null ? { ...result, extensions: { ...result.extensions, sequence: seq } } : result;
}

/**
 * Results of a subscription carry the sequence of the event they hold in
 * `extensions.sequence`, on every transport; over SSE it is also the frame's `id:`, so a browser's
 * EventSource (or any client) resumes with `Last-Event-ID`. Previews carry no sequence and no id.
 */
export function useSequencedStreams(): Plugin<GraphQLContext> {
  return {
    onSubscribe() {
      return {
        onSubscribeResult() {
          return {
            onNext({ args, result, setResult }) {
              const sequenced = withSequence(result, args.contextValue as GraphQLContext);
              if (sequenced !== result) setResult(sequenced);
            },
          };
        },
      };
    },
    onResultProcess({ request, result, setResultProcessor }) {
      const accept = request.headers.get("accept") ?? "";
      if (!accept.includes("text/event-stream") || !isAsyncIterable(result)) return;
      setResultProcessor((res, fetchAPI) => sseResponse(res as AsyncIterable<ExecutionResult>, fetchAPI), "text/event-stream");
    },
  };
}

function sseResponse(results: AsyncIterable<ExecutionResult>, fetchAPI: { ReadableStream: typeof ReadableStream; Response: typeof Response; TextEncoder: typeof TextEncoder }) {
  const encoder = new fetchAPI.TextEncoder();
  const iterator = results[Symbol.asyncIterator]();
  let ping: ReturnType<typeof setInterval> | undefined;
  const body = new fetchAPI.ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(":\n\n"));
      ping = setInterval(() => {
        if (controller.desiredSize === null) return clearInterval(ping);
        if (controller.desiredSize > 0) controller.enqueue(encoder.encode(":\n\n"));
      }, PING_MS);
    },
    // Pull-based: the next event is read only when the client has taken the last one.
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (value != null) {
          const seq = value.extensions?.sequence;
          controller.enqueue(encoder.encode(sseFrame("next", wirePayload(value), seq != null ? String(seq) : undefined)));
        }
        if (done) {
          controller.enqueue(encoder.encode(sseFrame("complete", undefined)));
          clearInterval(ping);
          controller.close();
        }
      } catch (err) {
        clearInterval(ping);
        controller.error(err);
      }
    },
    async cancel() {
      clearInterval(ping);
      await iterator.return?.();
    },
  });
  return new fetchAPI.Response(body, { status: 200, headers: SSE_HEADERS });
}
