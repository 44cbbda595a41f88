import { setMaxListeners } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createHash, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { createYoga, createGraphQLError, isAsyncIterable, mapAsyncIterator, type Plugin, type YogaInitialContext } from "graphql-yoga";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { OperationSignals } from "./graphql/operation-signal.js";
import { eventLoopDelay } from "./graphql/overload.js";
import {
  GraphQLError,
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  parse,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { redisTargetOf, type Config } from "./config.js";
import type { Logger } from "./logger.js";
import { openDatabase, type Database } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { openPubSub } from "./pubsub/index.js";
import { createMemoryQuota, createRedisQuota } from "./pubsub/stream-quota.js";
import { useSequencedStreams } from "./graphql/sse.js";
import { useSharedSubscriptionExecution } from "./graphql/shared-execution.js";
import { STREAM_TOKEN_HEADER, streamTokenOf, useSingleConnectionStreams } from "./graphql/sse-single-connection.js";
import { startJobs } from "./domain/jobs.js";
import { ApiKeyCache, authenticate, bootstrapAccess, KEY_REVOKED_TOPIC, type Caller } from "./domain/auth.js";
import { LogWatcher } from "./domain/events/watch.js";
import { readReplicaOptions, replicaReadiness, useReadYourWrites } from "./db/read-routing.js";
import { appMetrics, rateLimitRefusals, serveMetrics, useRequestMetrics } from "./metrics.js";
import { apiKeyOfConnectionParams, apiKeyOfHeaders, useIdempotencyKeyHeader } from "./graphql/request-headers.js";
import { EventLog } from "./domain/events/log.js";
import { schema } from "./graphql/schema.js";
import { createContext, type Services, type StreamTransport } from "./graphql/context.js";
import { UNAVAILABLE_RETRY_AFTER_SECONDS, currentRequestId, maskAndLog, maskError, publicError, requestScope } from "./graphql/errors.js";
import { isTransientDatabaseError } from "./db/transient.js";
import { createMemoryRateLimiter, createNoRateLimit, createRedisRateLimiter, type RateLimiter } from "./pubsub/rate-limit.js";
import { isConsolePath, serveConsole } from "./console/serve.js";
import { AGUI_PATH, serveAgui, serveAguiPreflight } from "./agui/serve.js";
import type { Tracing } from "./telemetry.js";

export interface App {
  /** Opens the database (migrating it) and the bus, then listens. Resolves with the bound port. */
  start(port?: number): Promise<number>;
  /** Stops accepting, ends streams, waits for requests in flight, then closes the bus and the database. */
  stop(): Promise<void>;
  services(): Services;
  url(): string;
}

type ServerContext = YogaInitialContext & {
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
  let tracing: Tracing | undefined;

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

  function buildYoga(svc: Services, limiter: RateLimiter, tracing: Tracing | undefined) {
    return createYoga<ServerContext>({
      schema,
      graphqlEndpoint: "/graphql",
      graphiql: config.introspection ? { title: "Agent tasks", defaultQuery: "{ __typename }" } : false,
      landingPage: false,
      logging: false,
      maxRequestBodySize: config.maxBodyBytes,
      cors: corsOptions(config),
      plugins: [
        // First, so that the operation's span encloses everything the others do.
        ...(tracing ? [tracing.plugin] : []),
        useRateLimit(limiter),
        useCodedCSRFPrevention(),
        ...useQueryLimits(config),
        useOperationGuards(config),
        useIdempotencyKeyHeader(),
        usePublicErrors(config),
        useSequencedStreams(),
        useSingleConnectionStreams(svc),
        useSharedSubscriptionExecution(),
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
      // Traces only when an OTLP endpoint is configured; otherwise not even their modules are loaded.
      if (config.tracing && !tracing) tracing = (await import("./telemetry.js")).startTracing(config.tracing, logger);
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
      const yoga = buildYoga(svc, limiter, tracing);

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
        // Last, so that the spans of the requests drained above are exported.
        await tracing?.shutdown();
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

async function openRateLimiter(config: Config, svc: Services): Promise<RateLimiter> {
  if (config.rateLimitPerSecond <= 0) return createNoRateLimit();
  const redis = redisTargetOf(config);
  const limiter = redis
    ? await createRedisRateLimiter(redis, config.rateLimitPerSecond, config.rateLimitBurst, svc.logger)
    : createMemoryRateLimiter(config.rateLimitPerSecond, config.rateLimitBurst);
  return {
    ...limiter,
    async take(bucket) {
      const slot = await limiter.take(bucket);
      if (!slot.ok) rateLimitRefusals.inc();
      return slot;
    },
  };
}

/** One bucket per API key (by its hash: no look-up needed to refuse), else per client address. */
/** The key a request names, for its rate bucket (a request naming two keys is refused later, by IP here). */
function keyForRateBucket(headers: Headers): string | null {
  const named = apiKeyOfHeaders(headers);
  return "key" in named ? named.key : null;
}

function rateBucket(apiKey: string | null, address: string | undefined): string {
  return apiKey ? `key:${createHash("sha256").update(apiKey).digest("hex").slice(0, 32)}` : `ip:${address ?? "unknown"}`;
}

function rateLimitedError(retryAfter: number) {
  return createGraphQLError(`too many requests for this API key: retry after ${retryAfter} s`, {
    extensions: { code: "RATE_LIMITED", retryAfter, http: { status: 429, headers: { "Retry-After": String(retryAfter) } } },
  });
}

/** Refuses a request over its key's rate with 429, RATE_LIMITED and Retry-After, before any work is done. */
function useRateLimit(limiter: RateLimiter): Plugin<ServerContext> {
  return {
    async onRequest({ request, serverContext, endResponse, fetchAPI }) {
      if (request.method === "OPTIONS") return;
      const req = (serverContext as { req?: IncomingMessage } | undefined)?.req;
      const slot = await limiter.take(rateBucket(keyForRateBucket(request.headers), req?.socket.remoteAddress));
      if (slot.ok) return;
      const { http: _http, ...extensions } = rateLimitedError(slot.retryAfter).extensions;
      const requestId = currentRequestId();
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({ errors: [{ message: `too many requests for this API key: retry after ${slot.retryAfter} s`, extensions: { ...extensions, requestId } }] }),
          {
            status: 429,
            headers: { "content-type": "application/json; charset=utf-8", "retry-after": String(slot.retryAfter) },
          },
        ),
      );
    },
  };
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

/**
 * CSRF: a browser can send a "simple" request (a GET, or a form POST) cross-site without a
 * preflight. Such a request must carry a header a form cannot set: the API key, or
 * x-graphql-yoga-csrf. A JSON POST is preflighted by the browser, so CORS already guards it.
 */
function useCodedCSRFPrevention(): Plugin<ServerContext> {
  const inner = useCSRFPrevention({ requestHeaders: ["x-api-key", "x-graphql-yoga-csrf"] });
  return {
    onRequestParse(payload) {
      // A Bearer key is never sent by a browser on its own (unlike Basic credentials or cookies).
      if (/^bearer\s/i.test(payload.request.headers.get("authorization") ?? "")) return;
      try {
        return inner.onRequestParse?.(payload as never) as never;
      } catch {
        throw createGraphQLError("a request that is not application/json must carry an x-api-key or x-graphql-yoga-csrf header", {
          extensions: { code: "CSRF_PREVENTED", http: { status: 403 } },
        });
      }
    },
  };
}

/** A graphql-armor rejection as our error: its own code, the limit, HTTP 400, and on it goes. */
function rejectWith(code: string, limit: number) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (ctx: ValidationContext | null, err: GraphQLError) => {
        const coded = createGraphQLError(err.message.replace(/^Syntax Error: /, ""), { extensions: { code, limit, http: { status: 400 } } });
        if (ctx) ctx.reportError(coded);
        else throw coded;
      },
    ],
  };
}

/**
 * Limits on the document itself, checked before anything runs: tokens while parsing (graphql-js's
 * own counter, cheaper than armor's proxied lexer); then depth, aliases and directives
 * (graphql-armor) in one quick pass over the document, before
 * graphql-js's own validation, so that a flood is refused before it costs a full validation;
 * and introspection when it is off.
 */
function useQueryLimits(config: Config): Plugin[] {
  const noIntrospection: ValidationRule = (ctx) => ({
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") {
        ctx.reportError(
          new GraphQLError("introspection is disabled on this server", {
            nodes: node,
            extensions: { code: "INTROSPECTION_DISABLED", http: { status: 400 } },
          }),
        );
      }
    },
  });
  return [
    useTokenLimit(config.maxQueryTokens),
    {
      onValidate({ params, setResult, addValidationRule }) {
        const errors = shapeErrors(params.documentAST, config);
        if (errors.length) return setResult(errors);
        if (!config.introspection) addValidationRule(noIntrospection);
      },
    },
  ];
}

/** Parsing stops at the token past the limit: a huge document costs no more than a legal one. */
function useTokenLimit(limit: number): Plugin {
  const parseWithLimit = (source: Parameters<typeof parse>[0], options?: Parameters<typeof parse>[1]) => {
    try {
      return parse(source, { ...options, maxTokens: limit });
    } catch (err) {
      if (err instanceof GraphQLError && /contains more that? \d+ tokens/.test(err.message)) {
        throw createGraphQLError(`Token limit of ${limit} exceeded.`, { extensions: { code: "TOO_MANY_TOKENS", limit, http: { status: 400 } } });
      }
      throw err;
    }
  };
  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithLimit);
    },
  };
}

type ArmorVisitor = { onOperationDefinitionEnter(operation: OperationDefinitionNode): void };

/** graphql-armor's depth, alias and directive counts, run straight on the document. */
function shapeErrors(document: DocumentNode, config: Config): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  // The visitors need only these two of a validation context.
  const ctx = { getFragment: (name: string) => fragments.get(name), reportError: (e: GraphQLError) => errors.push(e) } as unknown as ValidationContext;
  const visitors = [
    maxDepthRule({ n: config.maxQueryDepth, flattenFragments: true, ...rejectWith("QUERY_TOO_DEEP", config.maxQueryDepth) })(ctx),
    maxAliasesRule({ n: config.maxAliases, ...rejectWith("TOO_MANY_ALIASES", config.maxAliases) })(ctx),
    maxDirectivesRule({ n: config.maxDirectives, ...rejectWith("TOO_MANY_DIRECTIVES", config.maxDirectives) })(ctx),
  ] as unknown as ArmorVisitor[];
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const visitor of visitors) visitor.onOperationDefinitionEnter(def);
  }
  return errors;
}

/**
 * Checks that need the variables, before an operation runs (HTTP, SSE and graphql-ws alike):
 * strings PostgreSQL can store (no NUL, no unpaired surrogate), input no deeper than it needs,
 * and the operation's cost.
 */
function useOperationGuards(config: Config): Plugin {
  const check = (args: ExecutionArgs): GraphQLError | null => {
    const unsafe = findUnsafeInput(args.variableValues, "variables") ?? findUnsafeLiteral(args.document);
    if (unsafe) return createGraphQLError(unsafe, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });
    const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues);
    if (cost > config.maxQueryCost) {
      return createGraphQLError(`Query cost limit of ${config.maxQueryCost} exceeded, found ${cost}.`, {
        extensions: { code: "QUERY_TOO_COMPLEX", cost, limit: config.maxQueryCost, http: { status: 400 } },
      });
    }
    return null;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}

/** The last look at every error before it leaves over HTTP or SSE (see publicError). */
function usePublicErrors(config: Config): Plugin<ServerContext> {
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

/** Nesting deeper than this is no input of ours (metadata, tool inputs) and only risks the stack. */
const MAX_INPUT_DEPTH = 64;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unsafeString(s: string): boolean {
  return s.includes("\0") || UNPAIRED_SURROGATE.test(s);
}

/** Walks input iteratively (no recursion to overflow); names the first unsafe place, if any. */
function findUnsafeInput(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string, number]> = [[value, root, 0]];
  while (stack.length) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === "string") {
      if (unsafeString(v)) return `${path} contains a NUL character or an unpaired surrogate, which cannot be stored`;
    } else if (v !== null && typeof v === "object") {
      if (depth >= MAX_INPUT_DEPTH) return `${path} is nested deeper than ${MAX_INPUT_DEPTH} levels`;
      if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, `${path}.${i}`, depth + 1]));
      else
        for (const [k, x] of Object.entries(v)) {
          if (unsafeString(k)) return `a key in ${path} contains a NUL character or an unpaired surrogate, which cannot be stored`;
          stack.push([x, `${path}.${k}`, depth + 1]);
        }
    }
  }
  return null;
}

function findUnsafeLiteral(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node) {
      if (!found && unsafeString(node.value)) found = "a string in the query contains a NUL character or an unpaired surrogate, which cannot be stored";
    },
    ObjectValue(node, _key, _parent, path) {
      if (!found && path.length > MAX_INPUT_DEPTH * 4) found = `an input in the query is nested deeper than ${MAX_INPUT_DEPTH} levels`;
      return node;
    },
  });
  return found;
}

/** Page size assumed for a connection whose `first`/`last` is not given. */
const DEFAULT_PAGE_SIZE = 20;

/**
 * What an operation may cost: each field 1; a connection (a field with `first`/`last`, or whose
 * type is a …Connection) multiplies what is under it by its page size, read from literals and
 * variables alike. Of fragments on different member types of a union or interface only the
 * dearest counts (one object is one type). Fragments are costed once (no blow-up from reuse).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION && (operationName ? def.name?.value === operationName : !operation)) operation = def;
  }
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;

  const pageSizeOf = (field: FieldNode): number => {
    for (const arg of field.arguments ?? []) {
      if (arg.name.value !== "first" && arg.name.value !== "last") continue;
      const v =
        arg.value.kind === Kind.INT ? Number(arg.value.value) : arg.value.kind === Kind.VARIABLE ? variables?.[arg.value.name.value] : undefined;
      if (typeof v === "number" && Number.isFinite(v) && v >= 0) return v;
    }
    return DEFAULT_PAGE_SIZE;
  };
  const fragmentCosts = new Map<string, number>();
  const costOf = (set: SelectionSetNode, parent: GraphQLCompositeType): number => {
    let always = 0;
    const byType = new Map<string, number>();
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const def = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[sel.name.value] : undefined;
        if (!sel.selectionSet || !def) {
          always += 1;
          continue;
        }
        const type = getNamedType(def.type) as GraphQLCompositeType;
        const paged = def.args.some((a) => a.name === "first" || a.name === "last") || type.name.endsWith("Connection");
        always += 1 + (paged ? pageSizeOf(sel) : 1) * costOf(sel.selectionSet, type);
        continue;
      }
      const fragment = sel.kind === Kind.INLINE_FRAGMENT ? sel : fragments.get(sel.name.value);
      if (!fragment) continue;
      const condition = fragment.typeCondition?.name.value;
      const type = (condition ? (schema.getType(condition) as GraphQLCompositeType | undefined) : undefined) ?? parent;
      let cost: number;
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        cost = fragmentCosts.get(sel.name.value) ?? costOf(fragment.selectionSet, type);
        fragmentCosts.set(sel.name.value, cost);
      } else cost = costOf(fragment.selectionSet, type);
      if (!condition || condition === parent.name) always += cost;
      else byType.set(condition, (byType.get(condition) ?? 0) + cost);
    }
    return always + Math.max(0, ...byType.values());
  };
  return costOf(operation.selectionSet, root);
}
