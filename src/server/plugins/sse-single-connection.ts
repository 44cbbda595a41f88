// Why not graphql-sse's handler (or @graphql-yoga/plugin-graphql-sse, which wraps it): that
// handler runs an operation with envelop's parse/validate/execute only, outside yoga's request
// pipeline, so the hooks that live there would not run for it: the per-key rate limit
// (onRequest), CSRF (onRequestParse), and error masking with the HTTP status an error carries,
// such as the stream quota's 429 (onResultProcess). Here every operation on a stream is a yoga
// request like any other, and the stream only carries its results.
// Over 300 lines on purpose: one protocol in one file. The frame channel (back-pressure), an event
// stream with its operations, the registry of tokens and the plugin that serves the requests are
// each used only by the next, and read together.
import { randomUUID } from "node:crypto";
import { createGraphQLError, isAsyncIterable, type Plugin } from "graphql-yoga";
import type { ExecutionResult, GraphQLError } from "graphql";
import { authenticate, type Caller } from "../../domain/auth.js";
import { apiKeyOfHeaders } from "./request-headers.js";
import type { Services } from "../../graphql/context.js";
import { maskAndLog, publicError } from "./errors.js";
import { PING_MS, SSE_HEADERS, sseFrame, wirePayload } from "./sse.js";

/**
 * GraphQL over SSE, single connection mode (graphql-sse's PROTOCOL.md): `PUT /graphql` reserves
 * an event stream and answers its token; the client opens it once (`Accept: text/event-stream`
 * with the token); each operation is POSTed with the token, answered 202, and its results travel
 * on that stream as `next {id, payload}` then `complete {id}`; `DELETE ?operationId=` stops one.
 *
 * Every request on a stream carries the key that reserved it: another key's token is as unknown
 * as a missing one. Operations run through yoga like any other request, so limits, the stream
 * quota, the rate limit and error masking apply unchanged. A token lives in this process only.
 */

export const STREAM_TOKEN_HEADER = "x-graphql-event-stream-token";
const STREAM_TOKEN_PARAM = "token";
const MAX_OPERATION_ID_LENGTH = 128;
/** A key waits this long for a place when it holds too many event streams. */
const RETRY_AFTER_SECONDS = 5;

type Fetch = { ReadableStream: typeof ReadableStream; Response: typeof Response; TextEncoder: typeof TextEncoder };
type RequestContext = { caller?: Caller | null; requestId?: string };

/** The stream token of a request (header, or `?token=` as the protocol allows), if any. */
export function streamTokenOf(request: Request): string | null {
  const header = request.headers.get(STREAM_TOKEN_HEADER);
  if (header) return header;
  const query = request.url.indexOf("?");
  return query < 0 ? null : new URLSearchParams(request.url.slice(query + 1)).get(STREAM_TOKEN_PARAM) || null;
}

interface Operation {
  stopped: boolean;
  iterator?: AsyncIterator<ExecutionResult>;
}

/**
 * Frames handed to the response one at a time: a writer waits until the client's connection has
 * taken its frame, so a slow reader slows each operation down instead of filling a queue.
 */
class FrameChannel {
  private frames: { text: string; taken: (ok: boolean) => void }[] = [];
  private reader?: (text: string | null) => void;
  private ended = false;

  write(text: string): Promise<boolean> {
    if (this.ended) return Promise.resolve(false);
    if (this.reader) {
      const read = this.reader;
      this.reader = undefined;
      read(text);
      return Promise.resolve(true);
    }
    return new Promise((taken) => this.frames.push({ text, taken }));
  }

  get idle(): boolean {
    return this.frames.length === 0;
  }

  /** The next frame; null once the channel has ended and nothing is left. */
  read(): Promise<string | null> {
    const frame = this.frames.shift();
    if (frame) {
      frame.taken(true);
      return Promise.resolve(frame.text);
    }
    if (this.ended) return Promise.resolve(null);
    return new Promise((read) => (this.reader = read));
  }

  /** Frames not yet taken are dropped: their writers learn it from `false`. */
  end(): void {
    this.ended = true;
    for (const frame of this.frames.splice(0)) frame.taken(false);
    this.reader?.(null);
    this.reader = undefined;
  }
}

/** One reserved event stream: its owner, its connection once opened, and the operations on it. */
class EventStream {
  readonly ops = new Map<string, Operation>();
  state: "reserved" | "open" | "ended" = "reserved";
  /** Cleared when the server drains: operations running finish, new ones are refused. */
  accepting = true;
  private readonly channel = new FrameChannel();
  private readonly expiry: ReturnType<typeof setTimeout>;
  private ping?: ReturnType<typeof setInterval>;

  constructor(
    readonly token: string,
    readonly caller: Caller,
    private readonly onEnd: (stream: EventStream) => void,
    private readonly mask: (err: unknown, requestId: string) => GraphQLError,
    reservationMs: number,
  ) {
    // A reservation nobody connects to is dropped, and gives its key's place back.
    this.expiry = setTimeout(() => this.state === "reserved" && this.end(), reservationMs);
    this.expiry.unref();
  }

  /** Opens the one connection of this stream; it ends when the client goes or the stream ends. */
  connect(fetchAPI: Fetch): Response {
    clearTimeout(this.expiry);
    this.state = "open";
    const encoder = new fetchAPI.TextEncoder();
    this.ping = setInterval(() => this.channel.idle && void this.channel.write(":\n\n"), PING_MS);
    const body = new fetchAPI.ReadableStream<Uint8Array>({
      // Some browsers show nothing of a stream before its first bytes.
      start: (controller) => controller.enqueue(encoder.encode(":\n\n")),
      // Pull-based: the next frame is taken only when the client has taken the last.
      pull: async (controller) => {
        const frame = await this.channel.read();
        if (frame !== null) return controller.enqueue(encoder.encode(frame));
        try {
          controller.close();
        } catch {
          // Already cancelled by the client.
        }
      },
      cancel: () => this.end(),
    });
    return new fetchAPI.Response(body, { status: 200, headers: SSE_HEADERS });
  }

  /** Holds an operation id for a request about to run. */
  claim(id: string): "ok" | "taken" | "closed" {
    if (this.state !== "open" || !this.accepting) return "closed";
    if (this.ops.has(id)) return "taken";
    this.ops.set(id, { stopped: false });
    return "ok";
  }

  /** Gives back the id of an operation that will not run on the stream. */
  release(id: string): void {
    const op = this.ops.get(id);
    if (op && !op.iterator) this.forget(id, op);
  }

  /** Sends a claimed operation's result(s) down the stream, then `complete`, unless it was stopped. */
  async run(id: string, result: ExecutionResult | AsyncIterable<ExecutionResult>, requestId: string): Promise<void> {
    const op = this.ops.get(id);
    const iterator = isAsyncIterable(result) ? result[Symbol.asyncIterator]() : undefined;
    if (!op || op.stopped) return void (await iterator?.return?.());
    op.iterator = iterator;
    let finished = !iterator;
    try {
      if (!iterator) await this.send(op, sseFrame("next", { id, payload: wirePayload(result as ExecutionResult) }));
      else {
        for (;;) {
          // Masked errors name the request that started the operation (its context's), not the stream's.
          const r = await iterator.next();
          finished = r.done === true;
          if (r.done || !(await this.send(op, sseFrame("next", { id, payload: wirePayload(r.value) })))) break;
        }
      }
      await this.send(op, sseFrame("complete", { id }));
    } catch (err) {
      finished = true;
      // Yoga turns errors of a running subscription into results; one thrown here is a fault.
      const error = this.mask(err, requestId);
      await this.send(op, sseFrame("next", { id, payload: wirePayload({ errors: [publicError(error, { requestId })] }) }));
      await this.send(op, sseFrame("complete", { id }));
    } finally {
      // However it left the loop, an unfinished subscription gives its stream slot back.
      if (!finished) void iterator?.return?.()?.catch(() => {});
      this.forget(id, op);
    }
  }

  private async send(op: Operation, frame: string): Promise<boolean> {
    return !op.stopped && (await this.channel.write(frame)) && !op.stopped;
  }

  /**
   * DELETE: the operation sends nothing more, not even `complete`; resolves once a subscription
   * has given its stream slot back, so the client may open another at once.
   */
  async stop(id: string): Promise<void> {
    const op = this.ops.get(id);
    if (!op) return;
    op.stopped = true;
    this.forget(id, op);
    await op.iterator?.return?.()?.catch(() => {});
  }

  private forget(id: string, op: Operation): void {
    if (this.ops.get(id) === op) this.ops.delete(id);
    if (!this.accepting && this.ops.size === 0) this.end();
  }

  /** Shutdown: what runs finishes (followers end on their own), then the connection closes. */
  drain(): void {
    this.accepting = false;
    if (this.state !== "open" || this.ops.size === 0) this.end();
  }

  /** The client left, the reservation expired, or the drain is over: stop everything, close. */
  end(): void {
    if (this.state === "ended") return;
    this.state = "ended";
    clearTimeout(this.expiry);
    clearInterval(this.ping);
    for (const id of [...this.ops.keys()]) void this.stop(id);
    this.channel.end();
    this.onEnd(this);
  }
}

/** The streams of this process by token, with how many each key holds. */
function createRegistry(perKey: number, reservationMs: number, mask: (err: unknown, requestId: string) => GraphQLError) {
  const streams = new Map<string, EventStream>();
  const held = new Map<string, number>();
  const onEnd = (s: EventStream) => {
    if (streams.get(s.token) !== s) return;
    streams.delete(s.token);
    const n = (held.get(s.caller.keyId) ?? 1) - 1;
    if (n > 0) held.set(s.caller.keyId, n);
    else held.delete(s.caller.keyId);
  };
  return {
    /** A new stream for this key, or null when it already holds as many as it may. */
    reserve(caller: Caller): EventStream | null {
      const n = held.get(caller.keyId) ?? 0;
      if (n >= perKey) return null;
      const stream = new EventStream(randomUUID(), caller, onEnd, mask, reservationMs);
      streams.set(stream.token, stream);
      held.set(caller.keyId, n + 1);
      return stream;
    },
    /** The stream of a token, only for the key that reserved it. */
    find(token: string, caller: Caller): EventStream | undefined {
      const stream = streams.get(token);
      return stream && stream.caller.keyId === caller.keyId ? stream : undefined;
    },
    drainAll(): void {
      for (const stream of [...streams.values()]) stream.drain();
    },
  };
}

function refusal(fetchAPI: Fetch, status: number, code: string, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code, ...extra } }] }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

function accepts(request: Request, type: string): boolean {
  const accept = request.headers.get("accept");
  return !accept || accept.includes("*/*") || accept.includes(type);
}

/**
 * Serves single connection mode on the GraphQL endpoint. Put it after the rate limit (each of
 * its requests counts like any other) and after the plugins that shape results, so the results
 * it sends are the ones an HTTP client would get.
 */
export function useSingleConnectionStreams(svc: Services, endpoint = "/graphql"): Plugin<RequestContext> {
  const registry = createRegistry(svc.config.streamsPerWorkspace, svc.config.sseReservationMs, (err, requestId) =>
    maskAndLog(err, requestId, svc.logger),
  );
  svc.shutdown.addEventListener("abort", () => registry.drainAll(), { once: true });
  // An operation's request between its checks (onRequest), its id (onParams) and its result.
  const checked = new WeakMap<Request, EventStream>();
  const claimed = new WeakMap<Request, { stream: EventStream; id: string }>();

  /** The key's caller, or the 401 to answer. */
  async function callerOf(request: Request, fetchAPI: Fetch): Promise<Caller | Response> {
    const named = apiKeyOfHeaders(request.headers);
    if ("refusal" in named) return refusal(fetchAPI, 401, "UNAUTHENTICATED", named.refusal);
    const key = named.key;
    if (!key) return refusal(fetchAPI, 401, "UNAUTHENTICATED", "an API key is required (x-api-key or Authorization: Bearer header)");
    return (await authenticate(svc.db.prisma, key)) ?? refusal(fetchAPI, 401, "UNAUTHENTICATED", "invalid API key");
  }

  /** The caller's own stream of a token, or the response to answer instead. */
  async function ownStream(request: Request, token: string, fetchAPI: Fetch): Promise<{ caller: Caller; stream: EventStream } | Response> {
    const caller = await callerOf(request, fetchAPI);
    if (!("keyId" in caller)) return caller;
    const stream = registry.find(token, caller);
    // Another key's stream is indistinguishable from a missing one.
    if (!stream) return refusal(fetchAPI, 404, "NOT_FOUND", "no event stream with this token (reserve one with PUT)");
    return { caller, stream };
  }

  async function reserve(request: Request, fetchAPI: Fetch): Promise<Response> {
    if (!accepts(request, "text/plain")) return new fetchAPI.Response(null, { status: 406 });
    const caller = await callerOf(request, fetchAPI);
    if (!("keyId" in caller)) return caller;
    if (svc.shutdown.aborted) return refusal(fetchAPI, 503, "SERVICE_UNAVAILABLE", "the server is shutting down");
    const stream = registry.reserve(caller);
    if (!stream) {
      return refusal(
        fetchAPI,
        429,
        "TOO_MANY_STREAMS",
        `this API key already holds ${svc.config.streamsPerWorkspace} event streams`,
        { retryAfter: RETRY_AFTER_SECONDS, limit: svc.config.streamsPerWorkspace },
        { "retry-after": String(RETRY_AFTER_SECONDS) },
      );
    }
    return new fetchAPI.Response(stream.token, { status: 201, headers: { "content-type": "text/plain; charset=utf-8" } });
  }

  async function connect(request: Request, token: string, fetchAPI: Fetch): Promise<Response> {
    const owned = await ownStream(request, token, fetchAPI);
    if (!("stream" in owned)) return owned;
    if (owned.stream.state !== "reserved") return refusal(fetchAPI, 409, "CONFLICT", "this event stream is already open");
    return owned.stream.connect(fetchAPI);
  }

  async function stopOperation(request: Request, token: string, url: URL, fetchAPI: Fetch): Promise<Response> {
    const owned = await ownStream(request, token, fetchAPI);
    if (!("stream" in owned)) return owned;
    const id = url.searchParams.get("operationId");
    if (!id) return refusal(fetchAPI, 400, "BAD_REQUEST", "operationId is required");
    // Stopping what already ended is no error: the client cannot know the race.
    await owned.stream.stop(id);
    return new fetchAPI.Response(null, { status: 200 });
  }

  return {
    async onRequest({ request, url, serverContext, endResponse, fetchAPI }) {
      if (url.pathname !== endpoint || request.method === "OPTIONS") return;
      if (request.method === "PUT") return endResponse(await reserve(request, fetchAPI));
      const token = streamTokenOf(request);
      if (!token) return; // distinct connections mode, or plain GraphQL over HTTP
      if ((request.headers.get("accept") ?? "").includes("text/event-stream")) return endResponse(await connect(request, token, fetchAPI));
      if (request.method === "DELETE") return endResponse(await stopOperation(request, token, url, fetchAPI));
      if (request.method !== "POST") {
        return endResponse(new fetchAPI.Response(null, { status: 405, headers: { allow: "GET, POST, PUT, DELETE" } }));
      }
      const owned = await ownStream(request, token, fetchAPI);
      if (!("stream" in owned)) return endResponse(owned);
      if (owned.stream.state !== "open") return endResponse(refusal(fetchAPI, 409, "CONFLICT", "open the event stream before posting operations to it"));
      // The key is looked up once: the GraphQL context takes this caller.
      (serverContext as RequestContext).caller = owned.caller;
      checked.set(request, owned.stream);
    },

    onParams({ request, params }) {
      const stream = checked.get(request);
      if (!stream) return;
      checked.delete(request);
      const id: unknown = params.extensions?.operationId;
      if (typeof id !== "string" || id === "" || id.length > MAX_OPERATION_ID_LENGTH) {
        throw createGraphQLError(`an operation on an event stream names its extensions.operationId (1 to ${MAX_OPERATION_ID_LENGTH} characters)`, {
          extensions: { code: "BAD_REQUEST", http: { status: 400 } },
        });
      }
      const claim = stream.claim(id);
      if (claim === "closed") throw createGraphQLError("this event stream has ended", { extensions: { code: "NOT_FOUND", http: { status: 404 } } });
      if (claim === "taken") {
        throw createGraphQLError(`operation ${id} is already running on this event stream`, { extensions: { code: "CONFLICT", http: { status: 409 } } });
      }
      claimed.set(request, { stream, id });
    },

    // Last of the result hooks: an operation that runs sends its results down the event stream
    // and its POST is answered 202. A request error (nothing ran, so no `data`: parsing,
    // validation, limits, a refused subscription) answers the POST itself, as GraphQL over HTTP
    // says, with the status a plain request would get.
    onResultProcess({ request, result, serverContext, setResultProcessor }) {
      const op = claimed.get(request);
      if (!op) return;
      claimed.delete(request);
      if (!isAsyncIterable(result) && !Array.isArray(result) && !("data" in result)) return op.stream.release(op.id);
      const requestId = (serverContext as RequestContext | undefined)?.requestId ?? randomUUID();
      setResultProcessor((result, fetchAPI) => {
        void op.stream.run(op.id, result as ExecutionResult | AsyncIterable<ExecutionResult>, requestId);
        return new fetchAPI.Response(null, { status: 202 });
      }, "text/event-stream");
    },
  };
}
