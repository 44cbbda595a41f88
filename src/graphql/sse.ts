import type { Plugin } from "graphql-yoga";
import { isAsyncIterable } from "graphql-yoga";
import type { ExecutionResult } from "graphql";
import type { GraphQLContext } from "./context.js";

const PING_MS = 12_000;

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
              const seq = (args.contextValue as GraphQLContext).stream?.sequence;
              if (seq != null) setResult({ ...result, extensions: { ...result.extensions, sequence: seq } });
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
          const { http: _http, ...extensions } = (value.extensions ?? {}) as Record<string, unknown>;
          const payload = JSON.stringify({ ...value, extensions: Object.keys(extensions).length ? extensions : undefined });
          controller.enqueue(encoder.encode(`${seq != null ? `id: ${seq}\n` : ""}event: next\ndata: ${payload}\n\n`));
        }
        if (done) {
          controller.enqueue(encoder.encode("event: complete\ndata:\n\n"));
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
  return new fetchAPI.Response(body, {
    status: 200,
    headers: { "Content-Type": "text/event-stream", Connection: "keep-alive", "Cache-Control": "no-cache", "Content-Encoding": "none" },
  });
}
