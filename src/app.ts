import { setMaxListeners } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { createYoga, createGraphQLError, isAsyncIterable, type YogaInitialContext } from "graphql-yoga";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { OperationSignals } from "./server/operation-signal.js";
import { eventLoopDelay } from "./server/overload.js";
import { GraphQLError, type DocumentNode, type ExecutionArgs } from "graphql";
import { redisTargetOf, type Config } from "./config.js";
import type { Logger } from "./logger.js";
import { openDatabase, type Database } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { openPubSub } from "./pubsub/index.js";
import { createMemoryQuota, createRedisQuota } from "./pubsub/stream-quota.js";
import { useSequencedStreams } from "./server/plugins/sse.js";
import { useSharedSubscriptionExecution } from "./server/plugins/shared-execution.js";
import { passOn } from "./graphql/subscriptions/task-events.js";
import { STREAM_TOKEN_HEADER, streamTokenOf, useSingleConnectionStreams } from "./server/plugins/sse-single-connection.js";
import { startJobs } from "./domain/jobs.js";
import { ApiKeyCache, authenticate, bootstrapAccess, KEY_REVOKED_TOPIC, type Caller } from "./domain/auth.js";
import { LogWatcher } from "./domain/events/watch.js";
import { readReplicaOptions, replicaReadiness, useReadYourWrites } from "./db/read-routing.js";
import { appMetrics, serveMetrics, useRequestMetrics } from "./metrics.js";
import { apiKeyOfConnectionParams, apiKeyOfHeaders, useIdempotencyKeyHeader } from "./server/plugins/request-headers.js";
import { EventLog } from "./domain/events/log.js";
import { schema } from "./graphql/schema.js";
import { createContext, type GraphQLContext, type Services, type StreamTransport } from "./graphql/context.js";
import type { StreamItem } from "./domain/events/follow.js";
import { UNAVAILABLE_RETRY_AFTER_SECONDS, currentRequestId, maskAndLog, maskError, publicError, requestScope } from "./server/plugins/errors.js";
import { isTransientDatabaseError } from "./db/transient.js";
import type { RateLimiter } from "./pubsub/rate-limit.js";
import { isConsolePath, serveConsole } from "./console/serve.js";
import { AGUI_PATH, serveAgui, serveAguiPreflight } from "./agui/serve.js";
import { openRateLimiter, rateBucket, rateLimitedError, useRateLimit } from "./server/plugins/rate-limit.js";
import { useCodedCSRFPrevention } from "./server/plugins/csrf.js";
import { useQueryCost, useQueryLimits } from "./server/plugins/query-limits.js";
import { useInputGuards } from "./server/plugins/input-guards.js";
import { usePublicErrors } from "./server/plugins/errors.js";

export interface App {
  /** Opens the database (migrating it) and the bus, then listens. Resolves with the bound port. */
  start(port?: number): Promise<number>;
  /** Stops accepting, ends streams, waits for requests in flight, then closes the bus and the database. */
  stop(): Promise<void>;
  services(): Services;
  url(): string;
}

export type ServerContext = YogaInitialContext & {
  caller?: Caller | null;
  requestId?: string;
  req?: IncomingMessage;
  socket?: StreamTransport["socket"];
  /** graphql-ws: aborted when the socket closes (over HTTP, the request's own signal serves). */
  signal?: AbortSignal;
};

export function buildApp(config: Config, logger: Logger): App {
  let services: Services | undefined;
  let server: Server | undefined;
  let wss: WebSocketServer | undefined;
  let boundPort = 0;
  let stopping: Promise<void> | undefined;
  const shutdown = new AbortController();
  // Every open stream listens for shutdown: there may be thousands.
  setMaxListeners(0, shutdown.signal);
  let jobs: { stop(): Promise<void> } | undefined;
  let metricsServer: Server | undefined;

  async function openServices(): Promise<Services> {
    // The bus first: an unreachable Redis fails in milliseconds, not after a slow first PGlite start.
    const redis = redisTargetOf(config);
    const pubsub = await openPubSub(redis, logger);
    let db: Database | undefined;
    try {
      db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.databasePool, readReplicas: readReplicaOptions(config, logger) });
      const { applied } = await migrate(db.sql, (msg, fields) => logger.info(fields ?? {}, msg));
      if (applied.length) logger.info({ applied }, "migrations applied");
      const access = await bootstrapAccess(db.prisma, config.bootstrapApiKey);
      if (access.createdKey) {
        logger.warn(
          { apiKey: access.createdKey, workspaceId: access.workspaceId, scopes: ["admin", "client", "worker"] },
          "created the first API key; it is shown only this once",
        );
      }
      const quota = redis
        ? await createRedisQuota(redis, config.streamsPerWorkspace, logger)
        : createMemoryQuota(config.streamsPerWorkspace);
      const watcher = new LogWatcher(db.prisma, config.followPollMs, (err) => logger.warn({ err }, "follow poll: the log could not be read"));
      // A revocation anywhere drops the key here at once; after a reconnect one may have been missed.
      const keys = new ApiKeyCache(config.apiKeyCacheMs);
      await pubsub.subscribe(KEY_REVOKED_TOPIC, (keyId) => keys.forgetKey(keyId));
      pubsub.onReconnect(() => keys.clear());
      return { config, db, pubsub, quota, watcher, keys, log: new EventLog(db, pubsub), logger, shutdown: shutdown.signal };
    } catch (err) {
      await db?.close().catch(() => {});
      await pubsub.close().catch(() => {});
      throw err;
    }
  }

  function buildYoga(svc: Services, limiter: RateLimiter) {
    return createYoga<ServerContext>({
      schema,
      graphqlEndpoint: "/graphql",
      graphiql: config.introspection ? { title: "Agent tasks", defaultQuery: "{ __typename }" } : false,
      landingPage: false,
      logging: false,
      maxRequestBodySize: config.maxBodyBytes,
      cors: corsOptions(config),
      plugins: [
        useRateLimit(limiter),
        useCodedCSRFPrevention(),
        ...useQueryLimits(config),
        useInputGuards(),
        useQueryCost(config),
        useIdempotencyKeyHeader(),
        usePublicErrors(config),
        useSequencedStreams(),
        useSingleConnectionStreams(svc),
        useSharedSubscriptionExecution<StreamItem, GraphQLContext>(passOn),
        useRequestMetrics(),
        useReadYourWrites(svc.db.reads),
      ],
      maskedErrors: {
        maskError: (error, _message, _dev) => {
          const requestId = currentRequestId();
          return maskAndLog(error, requestId, svc.logger);
        },
      },
      context: async (initial) => {
        const requestId = initial.requestId ?? currentRequestId() ?? randomUUID();
        let caller = initial.caller;
        if (caller === undefined) {
          const named = apiKeyOfHeaders(initial.request.headers);
          if ("refusal" in named) {
            throw createGraphQLError(named.refusal, { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
          }
          const key = named.key;
          caller = key ? await authenticate(svc.db.prisma, key, svc.keys) : null;
          if (key && !caller) {
            throw createGraphQLError("invalid API key", { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
          }
        }
        // Last-Event-ID resumes a stream of one operation (distinct connections); an operation
        // posted to a single-connection stream resumes with `after`.
        const resumesByLastEventId = !initial.socket && !streamTokenOf(initial.request);
        const context = createContext(
          svc,
          caller ?? null,
          requestId,
          {
            socket: initial.socket,
            lastEventId: resumesByLastEventId ? initial.request.headers.get("last-event-id") : null,
          },
          initial.signal ?? initial.request?.signal,
        );
        if (!initial.socket) context.idempotencyKeyHeader = initial.request.headers.get("idempotency-key");
        return context;
      },
    });
  }

  return {
    services: () => {
      if (!services) throw new Error("app not started");
      return services;
    },
    url: () => `http://127.0.0.1:${boundPort}/graphql`,

    async start(port = config.port) {
      const svc = (services = await openServices());
      eventLoopDelay.recentMs(); // starts sampling: an overload is told from a database fault by the loop's delay
      jobs = startJobs({ prisma: svc.db.prisma, log: svc.log, logger }, config.jobIntervalMs, config.retentionIntervalMs, config.idempotencyTtlMs, config.runLimits);
      const limiter = await openRateLimiter(config, svc);
      const metrics = appMetrics({
        pool: svc.db.poolStats,
        followerLag: () => svc.watcher.lag(),
        redisUp: redisTargetOf(config) ? () => (svc.pubsub.connected() ? 1 : 0) : undefined,
        replicas: svc.db.reads.replicated ? () => svc.db.reads.status() : undefined,
      });
      if (config.metrics.port !== undefined) {
        metricsServer = createServer((req, res) => {
          if ((req.url ?? "/").split("?")[0] === "/metrics") void serveMetrics(req, res, metrics, undefined);
          else res.writeHead(404).end();
        });
        await new Promise<void>((resolve, reject) => metricsServer!.once("error", reject).listen(config.metrics.port, config.host, resolve));
      }
      const yoga = buildYoga(svc, limiter);

      server = createServer(async (req, res) => {
        const path = (req.url ?? "/").split("?")[0];
        if (isConsolePath(path)) return void serveConsole(req, res, path);
        if (path === "/metrics") {
          if (config.metrics.token === undefined) return void res.writeHead(404).end();
          return void serveMetrics(req, res, metrics, config.metrics.token);
        }
        if (path === "/health") {
          res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
          return;
        }
        if (path === "/ready") {
          const { ok, body } = await readiness(svc);
          if (stopping) body.status = "stopping";
          res.writeHead(ok && !stopping ? 200 : 503, { "content-type": "application/json" }).end(JSON.stringify(body));
          return;
        }
        const requestId = requestIdOf(req.headers["x-request-id"]);
        res.setHeader("x-request-id", requestId);
        const started = performance.now();
        res.on("finish", () =>
          svc.logger.info(
            { requestId, method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started) },
            "request",
          ),
        );
        if (path === AGUI_PATH && req.method === "OPTIONS") return serveAguiPreflight(req, res, svc);
        // The body is read here, up to the limit, before yoga sees any of it.
        if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS") {
          const body = await readBody(req, config.maxBodyBytes);
          if (body === "too large") return payloadTooLarge(req, res, config.maxBodyBytes, requestId);
          if (body === "aborted") return;
          if (path === AGUI_PATH) {
            // The same per-key rate limit as /graphql (there, a yoga plugin), before any work is done.
            const named = apiKeyOfHeaders({ get: (name) => [req.headers[name]].flat()[0] ?? null });
            const slot = await limiter.take(rateBucket("key" in named ? (named.key ?? null) : null, req.socket.remoteAddress));
            if (!slot.ok) {
              const { http: _http, ...extensions } = rateLimitedError(slot.retryAfter).extensions;
              res.writeHead(429, { "content-type": "application/json; charset=utf-8", "retry-after": String(slot.retryAfter) });
              res.end(JSON.stringify({ errors: [{ message: `too many requests for this API key: retry after ${slot.retryAfter} s`, extensions: { ...extensions, requestId } }] }));
              return;
            }
            return requestScope.run({ requestId }, () => serveAgui(req, res, body, svc, requestId));
          }
          // Yoga takes a body already read from `req.body`; a stream of one chunk, since it copies
          // a Buffer there key by key.
          if (body.length > 0) (req as IncomingMessage & { body?: Readable }).body = Readable.from([body]);
        }
        await requestScope.run({ requestId }, () => yoga(req, res, { requestId } as never));
      });
      // The limiter's connection outlives the last request: the server closes only once every connection has ended.
      server.once("close", () => void limiter.close());

      wss = new WebSocketServer({ server, path: "/graphql", maxPayload: config.maxBodyBytes });
      type ConnectionState = { apiKey?: string; bucket: string; closed?: AbortSignal; ops?: OperationSignals };
      const stateOf = (extra: unknown) => extra as ConnectionState;
      useServer(
        {
          connectionInitWaitTimeout: config.wsConnectionInitTimeoutMs,
          // A message only a server sends (connection_ack, next, error) is as invalid from a client as
          // an unknown one: 4400, like the protocol says, rather than graphql-ws's internal-error 4500.
          jsonMessageReviver: (key, value) => {
            const type = key === "" && value && typeof value === "object" ? (value as { type?: unknown }).type : undefined;
            if (type === "connection_ack" || type === "next" || type === "error") throw new Error(`a client does not send ${type}`);
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
            let caller: Caller | null;
            try {
              caller = typeof key === "string" ? await authenticate(svc.db.prisma, key, svc.keys) : null;
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
            state.closed = closed.signal;
            state.ops = new OperationSignals(closed.signal);
            state.apiKey = typeof key === "string" ? key : undefined;
            return true;
          },
          execute: (args: ExecutionArgs) => {
            const { execute, requestId } = args.rootValue as OperationRoot;
            return requestScope.run({ requestId }, () => execute(args)) as never;
          },
          subscribe: (args: ExecutionArgs) => {
            const { subscribe, requestId } = args.rootValue as OperationRoot;
            return requestScope.run({ requestId }, async () => {
              const result = await subscribe(args);
              return isAsyncIterable(result) ? inRequestScope(result, requestId) : result;
            }) as never;
          },
          onComplete: (ctx, id) => stateOf(ctx.extra).ops?.settle(id),
          onError: (ctx, id) => void stateOf(ctx.extra).ops?.settle(id),
          onSubscribe: async (ctx, _id, params) => {
            const requestId = randomUUID();
            return requestScope.run({ requestId }, async () => {
              const fail = (errors: readonly GraphQLError[]) =>
                errors.map((e) => publicError(maskError(e, requestId).error, { requestId, hideSuggestions: !config.introspection }));
              try {
                const state = stateOf(ctx.extra);
                const slot = await limiter.take(state.bucket);
                if (!slot.ok) return fail([rateLimitedError(slot.retryAfter)]);
                // The key is checked again for every operation: a revoked key stops working at once.
                let caller: Caller | null = null;
                if (state.apiKey !== undefined) {
                  caller = await authenticate(svc.db.prisma, state.apiKey, svc.keys);
                  if (!caller) {
                    return fail([createGraphQLError("this API key is no longer valid", { extensions: { code: "UNAUTHENTICATED" } })]);
                  }
                }
                const { schema: s, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
                  ...ctx,
                  req: ctx.extra.request,
                  socket: ctx.extra.socket,
                  signal: state.ops?.start(_id) ?? state.closed,
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
                const root: OperationRoot = { execute, subscribe, requestId };
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
            });
          },
        },
        wss,
      );

      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, config.host, () => resolve());
      });
      boundPort = (server.address() as AddressInfo).port;
      logger.info({ port: boundPort, database: svc.db.kind, pubsub: config.redisClusterNodes ? "redis-cluster" : config.redisUrl ? "redis" : "memory" }, "listening");
      return boundPort;
    },

    stop() {
      stopping ??= (async () => {
        logger.info("stopping: draining requests");
        // Streams end first: followers return, SSE responses complete, and single-connection
        // event streams close once their operations have completed.
        shutdown.abort();
        await jobs?.stop();
        if (server) {
          const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
          server.closeIdleConnections();
          // close() closes only the connections idle at the time; a stream that ends leaves its
          // keep-alive connection idle afterwards, and that one must not hold the stop back.
          const sweep = setInterval(() => server!.closeIdleConnections(), 50);
          for (const client of wss?.clients ?? []) client.close(1001, "server shutting down");
          const grace = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownGraceMs).unref());
          await Promise.race([closed, grace]);
          clearInterval(sweep);
          server.closeAllConnections();
          // Upgraded sockets are not the HTTP server's to close: end any WebSocket still open.
          for (const client of wss?.clients ?? []) client.terminate();
          await closed;
        }
        wss?.close();
        metricsServer?.closeAllConnections();
        metricsServer?.close();
        if (services) {
          services.watcher.close();
          await services.quota.close().catch(() => {});
          await services.pubsub.close().catch(() => {});
          await services.db.close().catch(() => {});
        }
        logger.info("stopped");
      })();
      return stopping;
    },
  };
}

/**
 * What /ready reports. The database decides: without it nothing can be served (503). Without
 * Redis the instance still serves correctly, with live signals repaired by the log poll and the
 * limits counted per instance, so it stays in the load balancer (200, "degraded"). A read
 * replica that is down or too far behind is skipped (its reads go to the primary): "degraded" too.
 */
async function readiness(svc: Services): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const withTimeout = (p: Promise<unknown>) =>
    Promise.race([p.then(() => "ok"), new Promise<string>((r) => setTimeout(() => r("timeout"), 2000).unref())]).catch(
      () => "down",
    );
  const [database, pubsub] = await Promise.all([withTimeout(svc.db.sql.query("SELECT 1")), withTimeout(svc.pubsub.ping())]);
  const ok = database === "ok";
  const replicas = replicaReadiness(svc.db.reads);
  const whole = pubsub === "ok" && (!replicas || replicas.every((r) => r.state === "ok"));
  return { ok, body: { status: !ok ? "unavailable" : whole ? "ready" : "degraded", database, pubsub, ...(replicas ? { replicas } : {}) } };
}

// ---------------------------------------------------------------------------------------------
// Abuse limits. Each refusal has its own code, and the server goes on serving.
// ---------------------------------------------------------------------------------------------

/** What a graphql-ws operation carries from onSubscribe to execute/subscribe. */
type OperationRoot = {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
  requestId: string;
};

/** A client's request id is kept (and echoed) only when it is short and plain; otherwise a new one. */
function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && /^[A-Za-z0-9._:-]{1,128}$/.test(header) ? header : randomUUID();
}

/** Reads a request body up to `limit` bytes; past it, stops buffering. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | "too large" | "aborted"> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve("too large");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (v: Buffer | "too large" | "aborted") => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onError);
      resolve(v);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done("too large");
      else chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks, size));
    const onError = () => done("aborted");
    req.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onError);
  });
}

/**
 * 413 with a GraphQL error body. The connection is closed after the answer, and the rest of the
 * upload is read and dropped meanwhile (up to a bound) so the client sees the answer rather than
 * a reset.
 */
function payloadTooLarge(req: IncomingMessage, res: ServerResponse, limit: number, requestId: string) {
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > limit * 4) req.socket.destroy();
  });
  req.resume();
  res.writeHead(413, { "content-type": "application/json; charset=utf-8", connection: "close" }).end(
    JSON.stringify({
      errors: [{ message: `the request body is larger than ${limit} bytes`, extensions: { code: "PAYLOAD_TOO_LARGE", limit, requestId } }],
    }),
  );
}

function corsOptions(config: Config) {
  const common = {
    allowedHeaders: ["content-type", "accept", "x-api-key", "authorization", "idempotency-key", "x-request-id", "last-event-id", "x-graphql-yoga-csrf", STREAM_TOKEN_HEADER],
    exposedHeaders: ["x-request-id", "retry-after"],
    // PUT reserves a single-connection SSE stream, DELETE stops one of its operations.
    methods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    // Keys travel in a header, never in cookies.
    credentials: false,
  };
  return config.corsOrigins === "*" ? { ...common, origin: "*" } : { ...common, origin: config.corsOrigins };
}

function withDefaultCode(error: GraphQLError, code: string): GraphQLError {
  return error.extensions?.code != null ? error : new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code } });
}

/** Runs each step of a graphql-ws subscription inside its request, so masked errors name it. */
function inRequestScope<T>(source: AsyncIterable<T>, requestId: string): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  const bound: AsyncIterableIterator<T> = {
    next: (...args: [] | [unknown]) => requestScope.run({ requestId }, () => it.next(...args)),
    return: (value?: unknown) =>
      requestScope.run({ requestId }, () => it.return?.(value as never) ?? Promise.resolve({ done: true, value: undefined as never })),
    throw: (err?: unknown) => requestScope.run({ requestId }, () => (it.throw ? it.throw(err) : Promise.reject(err))),
    [Symbol.asyncIterator]() {
      return bound;
    },
  };
  return bound;
}

