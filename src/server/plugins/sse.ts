// GraphQL over SSE, distinct connections mode, is yoga's own: a subscription POSTed or GET with
// `Accept: text/event-stream` runs through yoga's whole pipeline. Only the frame writer below is
// ours, and only because neither library writes an event id: yoga's SSE result processor and
// graphql-sse (its `print` writes `event:` and `data:` alone) have no `id:`, and clients resume
// with `Last-Event-ID` = the sequence of the last event they took.
import { Readable } from "node:stream";
import type { Plugin } from "graphql-yoga";
import { isAsyncIterable } from "graphql-yoga";
import { GraphQLError, type ExecutionResult } from "graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import type { DirectSink, WireText } from "./shared-execution.js";

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
  return sseText(event, data === undefined ? undefined : JSON.stringify(data), id);
}

/** An event whose data is JSON text already. */
function sseText(event: "next" | "complete", json: string | undefined, id?: string): string {
  return `${id != null ? `id: ${id}\n` : ""}event: ${event}\ndata:${json === undefined ? "" : ` ${json}`}\n\n`;
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
      const sink = sinks.get(request) ?? new SseSink();
      setResultProcessor((res, fetchAPI) => sseResponse(res as AsyncIterable<ExecutionResult>, fetchAPI, sink), "text/event-stream");
    },
  };
}

/** The sink of each SSE request (distinct connections) whose context was made, until its response is. */
const sinks = new WeakMap<Request, SseSink>();

/**
 * The response body of an SSE subscription (distinct connections), made with its context so that
 * shared results can be written to it directly (shared-execution.ts) before yoga's result
 * processor sees the stream: a Node stream, which yoga's server pipes into the HTTP response.
 */
export function sseSinkFor(request: Request): SseSink | undefined {
  if (!(request.headers.get("accept") ?? "").includes("text/event-stream")) return undefined;
  const sink = new SseSink();
  sinks.set(request, sink);
  return sink;
}

/**
 * One SSE response's body. Frames are pushed to a Node Readable piped into the response (no web
 * ReadableStream step and no promise per frame); a shared result's frame is made once for all the
 * subscribers of its group (`WireText.sse`) and the same bytes are pushed to each.
 */
export class SseSink implements DirectSink {
  readonly readable: Readable;
  private ended = false;
  private waiting: (() => void)[] = [];

  constructor() {
    // Asked for more: the response took what it had below its high-water mark.
    this.readable = new Readable({ read: () => this.release() });
    this.readable.once("close", () => this.release());
  }

  get open(): boolean {
    return !this.ended && !this.readable.destroyed;
  }

  get bufferedAmount(): number {
    return this.readable.readableLength;
  }

  write(text: WireText, taken?: () => void): void {
    text.sse ??= Buffer.from(sseText("next", text.json, text.sequence));
    this.push(text.sse, taken);
  }

  /** Pushes a chunk; `taken` once the response asks for more (or the client has gone). */
  push(chunk: Buffer | string, taken?: () => void): void {
    if (!this.open) return taken?.();
    this.readable.push(chunk);
    if (taken) this.waiting.push(taken);
  }

  /** Resolves once the response has room again (at once if it has). */
  room(): Promise<void> | undefined {
    if (!this.open || this.bufferedAmount < this.readable.readableHighWaterMark) return undefined;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  end(): void {
    if (!this.open) return;
    this.ended = true;
    this.readable.push(null);
  }

  private release() {
    if (!this.waiting.length) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}

/**
 * Reads the subscription's results into the sink as SSE frames, as the client takes them: results
 * that are not shared (errors, say) arrive here through yoga's plugins; shared ones the iterator
 * writes to the sink itself, in order, before it hands on the next.
 */
function sseResponse(results: AsyncIterable<ExecutionResult>, fetchAPI: { Response: typeof Response }, sink: SseSink) {
  const iterator = results[Symbol.asyncIterator]();
  sink.push(":\n\n");
  const ping = setInterval(() => {
    if (sink.open && sink.bufferedAmount === 0) sink.push(":\n\n");
  }, PING_MS);
  // The client went away (or the stream ended): the subscription ends and gives its slot back.
  sink.readable.once("close", () => {
    clearInterval(ping);
    iterator.return?.().catch(() => undefined);
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await iterator.next();
        if (!sink.open) return;
        if (value != null) {
          const seq = value.extensions?.sequence;
          sink.push(sseFrame("next", wirePayload(value), seq != null ? String(seq) : undefined));
        }
        if (done) {
          sink.push(sseFrame("complete", undefined));
          return sink.end();
        }
        await sink.room();
      }
    } catch (err) {
      sink.readable.destroy(err as Error);
    } finally {
      clearInterval(ping);
    }
  })();
  return new fetchAPI.Response(sink.readable as unknown as BodyInit, { status: 200, headers: SSE_HEADERS });
}
