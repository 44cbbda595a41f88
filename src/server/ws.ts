import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import { createGraphQLError } from "graphql-yoga";
import { GraphQLError, type DocumentNode, type ExecutionArgs } from "graphql";
import { WebSocketServer, type WebSocket } from "ws";
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from "graphql-ws";
import type { Logger } from "../logger.js";
import type { Config } from "../config.js";
import { authenticateHash, hashOfPresentedKey, type Caller } from "../domain/auth.js";
import { isTransientDatabaseError } from "../db/transient.js";
import type { RateLimiter } from "../pubsub/rate-limit.js";
import type { Services } from "../graphql/context.js";
import { OperationSignals } from "./operation-signal.js";
import { apiKeyOfConnectionParams } from "./plugins/request-headers.js";
import { UNAVAILABLE_RETRY_AFTER_SECONDS, maskAndLog, maskError, publicError } from "./plugins/errors.js";
import { rateBucket, rateLimitedError } from "./plugins/rate-limit.js";
import type { Yoga } from "./yoga.js";
import { tcpConnection } from "./ws-connection.js";

/**
 * graphql-ws on /graphql: the key is checked on connect (4401), and again for every operation (a
 * revoked key stops working at once); each connect and operation takes from the rate limit (4429,
 * RATE_LIMITED); a database that cannot answer on connect closes with 1013 (try again later).
 * Each operation runs through yoga's envelope (the same plugins as HTTP), inside its request scope,
 * with a signal that aborts when the socket closes before its answer is out.
 */
export function graphqlWsServer(
  server: Server,
  { config, svc, yoga, limiter }: { config: Config; svc: Services; yoga: Yoga; limiter: RateLimiter },
): WebSocketServer {
  const wss = new WebSocketServer({ server, path: "/graphql", maxPayload: config.maxBodyBytes });
  // The key's hash, not the key: every operation checks it again by the hash (no hashing per operation).
  type ConnectionState = { keyHash?: string; bucket: string; ops?: OperationSignals };
  const stateOf = (extra: unknown) => extra as ConnectionState;
  serveGraphqlWs<ConnectionExtra>(
    {
      connectionInitWaitTimeout: config.wsConnectionInitTimeoutMs,
      // A message only a server sends is refused (4400) when graphql-ws parses it: see clientMessage.
      jsonMessageReviver: (key, value) => {
        if (key === "" && serverOnly(value)) throw new Error(`a client does not send ${(value as { type: string }).type}`);
        return value;
      },
      onConnect: async (ctx) => {
        const named = apiKeyOfConnectionParams(ctx.connectionParams);
        const key = "key" in named ? (named.key ?? undefined) : undefined;
        const state = stateOf(ctx.extra);
        state.bucket = rateBucket(typeof key === "string" ? key : null, ctx.extra.request.socket.remoteAddress);
        const slot = await limiter.take(state.bucket);
        if (!slot.ok) {
          ctx.extra.socket.close(4429, `RATE_LIMITED: retry after ${slot.retryAfter} s`);
          return false;
        }
        if ("refusal" in named) {
          ctx.extra.socket.close(4401, `UNAUTHENTICATED: ${named.refusal}`);
          return false;
        }
        const keyHash = typeof key === "string" ? hashOfPresentedKey(key) : undefined;
        let caller: Caller | null;
        try {
          caller = typeof keyHash === "string" ? await authenticateHash(svc.db.prisma, keyHash, svc.keys) : null;
        } catch (err) {
          if (!isTransientDatabaseError(err)) throw err;
          // 1013 "try again later": graphql-ws clients reconnect after their back-off.
          svc.logger.warn({ err }, "database unavailable");
          ctx.extra.socket.close(1013, `SERVICE_UNAVAILABLE: retry after ${UNAVAILABLE_RETRY_AFTER_SECONDS} s`);
          return false;
        }
        if (key !== undefined && !caller) {
          ctx.extra.socket.close(4401, "UNAUTHENTICATED: invalid API key");
          return false;
        }
        // Operations on this socket end with it: a long poll stops waiting for a client that left.
        const closed = new AbortController();
        ctx.extra.socket.once("close", () => closed.abort());
        state.ops = new OperationSignals(closed.signal);
        state.keyHash = keyHash ?? undefined; // a connection gets here with a valid key or none
        return true;
      },
      // Errors are masked with the request id of the operation's context (useMaskedErrors).
      execute: (args: ExecutionArgs) => (args.rootValue as OperationRoot).execute(args) as never,
      subscribe: (args: ExecutionArgs) => (args.rootValue as OperationRoot).subscribe(args) as never,
      onComplete: (ctx, id) => stateOf(ctx.extra).ops?.settle(id),
      onError: (ctx, id) => void stateOf(ctx.extra).ops?.settle(id),
      onSubscribe: async (ctx, id, params) => {
        const requestId = randomUUID();
        const fail = (errors: readonly GraphQLError[]) =>
          errors.map((e) => publicError(maskError(e, requestId).error, { requestId, hideSuggestions: !config.introspection }));
        try {
          const state = stateOf(ctx.extra);
          const slot = await limiter.take(state.bucket);
          if (!slot.ok) return fail([rateLimitedError(slot.retryAfter)]);
          // The key is checked again for every operation: a revoked key stops working at once.
          let caller: Caller | null = null;
          if (state.keyHash !== undefined) {
            caller = await authenticateHash(svc.db.prisma, state.keyHash, svc.keys);
            if (!caller) {
              return fail([createGraphQLError("this API key is no longer valid", { extensions: { code: "UNAUTHENTICATED" } })]);
            }
          }
          // Only what the context needs: graphql-ws's own `ctx` spread in here kept part of each
          // operation's garbage alive through young collections on Node 20 (~600 KB more promoted
          // per scavenge at 1,000 operations a second, pauses ~4.6 ms instead of ~1.6 ms).
          const { schema: s, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            operationId: id,
            callerGone: state.ops?.signalOf(id),
            params,
            caller,
            requestId,
          });
          let document: DocumentNode;
          try {
            document = parse(params.query);
          } catch (err) {
            return fail([err instanceof GraphQLError ? withDefaultCode(err, "GRAPHQL_PARSE_FAILED") : (err as GraphQLError)]);
          }
          const errors = validate(s, document);
          if (errors.length) return fail(errors.map((e: GraphQLError) => withDefaultCode(e, "GRAPHQL_VALIDATION_FAILED")));
          const root: OperationRoot = { execute, subscribe };
          return {
            schema: s,
            operationName: params.operationName,
            document,
            variableValues: params.variables,
            contextValue: await contextFactory(),
            rootValue: root,
          } as ExecutionArgs;
        } catch (err) {
          return fail([maskAndLog(err, requestId, svc.logger)]);
        }
      },
    },
    wss,
    { logger: svc.logger, production: config.production },
  );
  return wss;
}

/** What graphql-ws hands the hooks of a connection as `ctx.extra`. */
type ConnectionExtra = { socket: WebSocket; request: IncomingMessage };

/**
 * Bytes a socket may hold unsent before graphql-ws's next message to it waits for them to drain.
 * A reader that keeps up never gets near it; one that stops reading holds up only its own
 * operations (as on the direct path, shared-execution.ts).
 */
const SEND_HIGH_WATER_BYTES = 64 * 1024;
const KEEPALIVE_MS = 12_000;

/**
 * graphql-ws's protocol (makeServer) on a `ws` server. Written here rather than taken from
 * graphql-ws/use/ws because that adapter waits for every message to be flushed before graphql-ws
 * sends the next: an answer's `next` and its `complete` left in two writes a turn of the event
 * loop apart, each with a promise and a write callback. Here a message goes to the socket at once
 * while the socket holds less than SEND_HIGH_WATER_BYTES unsent, and waits for it to drain past
 * that. The rest is use/ws's behaviour: the subprotocol check, a ping every 12 s (terminated
 * without a pong within 12 s more), 4500 on an internal error.
 */
function serveGraphqlWs<E extends ConnectionExtra>(
  options: ServerOptions<Record<string, unknown> | undefined, E>,
  wss: WebSocketServer,
  { logger, production }: { logger: Logger; production: boolean },
) {
  const server = makeServer(options);
  wss.options.handleProtocols = handleProtocols;
  const internalError = (socket: WebSocket, err: unknown, what: string) => {
    logger.error({ err }, what);
    const reason = production ? "Internal server error" : String(err instanceof Error ? err.message : err).slice(0, 120);
    socket.close(CloseCode.InternalServerError, reason);
  };
  wss.once("error", (err) => {
    for (const client of wss.clients) internalError(client, err, "graphql-ws: the WebSocket server failed");
  });
  wss.on("connection", (socket, request) => {
    socket.once("error", (err) => internalError(socket, err, "graphql-ws: a socket failed"));
    let pongWait: ReturnType<typeof setTimeout> | undefined;
    const ping = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait ??= setTimeout(() => socket.terminate(), KEEPALIVE_MS);
      socket.ping();
    }, KEEPALIVE_MS);
    socket.on("pong", () => {
      clearTimeout(pongWait);
      pongWait = undefined;
    });
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) => {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount < SEND_HIGH_WATER_BYTES) {
            holdWritesForTheTurn(socket);
            return socket.send(data);
          }
          return new Promise<void>((resolve, reject) => socket.send(data, (err) => (err ? reject(err) : resolve())));
        },
        close: (code, reason) => socket.close(code, reason),
        onMessage: (cb) =>
          socket.on("message", (data) => {
            cb(clientMessage(String(data)) as string).catch((err: unknown) => internalError(socket, err, "graphql-ws: a message failed"));
          }),
      },
      { socket, request } as E,
    );
    socket.once("close", (code, reason) => {
      clearInterval(ping);
      clearTimeout(pongWait);
      void closed(code, String(reason));
    });
  });
}

/**
 * Whether a message is of a type only a server sends (connection_ack, next, error): from a client it
 * is as invalid as an unknown one, 4400 as the protocol says, rather than graphql-ws's internal-error 4500.
 */
function serverOnly(message: unknown): boolean {
  const type = message && typeof message === "object" ? (message as { type?: unknown }).type : undefined;
  return type === "connection_ack" || type === "next" || type === "error";
}

/**
 * A client's message as graphql-ws's `onMessage` takes it: parsed here when it is JSON of a type a
 * client may send (graphql-ws then validates the object and does not parse it again), its text
 * otherwise, which graphql-ws parses with the reviver above and refuses with 4400 as before.
 * JSON.parse with a reviver took ~23 µs of a publishDeltas call's ~340 µs of server CPU (bench/previews.ts
 * --cpu-profile): V8 walks the whole value again to call it.
 */
function clientMessage(text: string): unknown {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return text;
  }
  return serverOnly(message) ? text : message;
}

/**
 * Holds the socket's writes until the promises and ticks of this turn have run, then sends them in
 * one write: an answer's `next` and its `complete` (a few microtasks apart in graphql-ws) leave in
 * one packet instead of two writes. `ws` corks per frame itself and uncorks before `send` returns,
 * so outside a send a corked connection is one this function corked for the turn.
 */
function holdWritesForTheTurn(socket: WebSocket) {
  const connection = tcpConnection(socket);
  if (!connection || connection.writableCorked > 0) return;
  connection.cork();
  process.nextTick(() => connection.uncork());
}

/** What a graphql-ws operation carries from onSubscribe to execute/subscribe. */
type OperationRoot = {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
};

function withDefaultCode(error: GraphQLError, code: string): GraphQLError {
  return error.extensions?.code != null ? error : new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code } });
}
