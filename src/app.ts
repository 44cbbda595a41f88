import { createServer, type IncomingMessage, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createYoga, createGraphQLError, type YogaInitialContext } from "graphql-yoga";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import type { ExecutionArgs } from "graphql";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { openDatabase, type Database } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { openPubSub } from "./pubsub/index.js";
import { createMemoryQuota, createRedisQuota } from "./pubsub/stream-quota.js";
import { useSequencedStreams } from "./graphql/sse.js";
import { authenticate, bootstrapAccess, type Caller } from "./domain/auth.js";
import { EventLog } from "./domain/events/log.js";
import { schema } from "./graphql/schema.js";
import { createContext, type Services, type StreamTransport } from "./graphql/context.js";
import { maskError } from "./graphql/errors.js";

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
};

export function buildApp(config: Config, logger: Logger): App {
  let services: Services | undefined;
  let server: Server | undefined;
  let wss: WebSocketServer | undefined;
  let boundPort = 0;
  let stopping: Promise<void> | undefined;
  const shutdown = new AbortController();

  async function openServices(): Promise<Services> {
    // The bus first: an unreachable Redis fails in milliseconds, not after a slow first PGlite start.
    const pubsub = await openPubSub(config.redisUrl);
    let db: Database | undefined;
    try {
      db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      const { applied } = await migrate(db.sql, (msg, fields) => logger.info(fields ?? {}, msg));
      if (applied.length) logger.info({ applied }, "migrations applied");
      const access = await bootstrapAccess(db.prisma, config.bootstrapApiKey);
      if (access.createdKey) {
        logger.warn(
          { apiKey: access.createdKey, workspaceId: access.workspaceId, scopes: ["admin", "client", "worker"] },
          "created the first API key; it is shown only this once",
        );
      }
      const quota = config.redisUrl
        ? await createRedisQuota(config.redisUrl, config.streamsPerWorkspace)
        : createMemoryQuota(config.streamsPerWorkspace);
      return { config, db, pubsub, quota, log: new EventLog(db, pubsub), logger, shutdown: shutdown.signal };
    } catch (err) {
      await db?.close().catch(() => {});
      await pubsub.close().catch(() => {});
      throw err;
    }
  }

  function buildYoga(svc: Services) {
    return createYoga<ServerContext>({
      schema,
      graphqlEndpoint: "/graphql",
      graphiql: { title: "Agent tasks", defaultQuery: "{ __typename }" },
      landingPage: false,
      logging: false,
      plugins: [useSequencedStreams()],
      maskedErrors: {
        maskError: (error, _message, _dev) => {
          const { error: masked, unexpected } = maskError(error, undefined);
          if (unexpected) svc.logger.error({ err: error }, "unexpected error");
          return masked;
        },
      },
      context: async (initial) => {
        const requestId = initial.requestId ?? initial.request.headers.get("x-request-id") ?? randomUUID();
        let caller = initial.caller;
        if (caller === undefined) {
          const key = initial.request.headers.get("x-api-key");
          caller = key ? await authenticate(svc.db.prisma, key) : null;
          if (key && !caller) {
            throw createGraphQLError("invalid API key", { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
          }
        }
        return createContext(svc, caller ?? null, requestId, {
          socket: initial.socket,
          lastEventId: initial.socket ? null : initial.request.headers.get("last-event-id"),
        });
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
      const yoga = buildYoga(svc);

      server = createServer(async (req, res) => {
        const path = (req.url ?? "/").split("?")[0];
        if (path === "/health") {
          res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
          return;
        }
        if (path === "/ready") {
          const checks = await readiness(svc);
          const ok = !stopping && Object.values(checks).every((v) => v === "ok");
          res
            .writeHead(ok ? 200 : 503, { "content-type": "application/json" })
            .end(JSON.stringify({ status: ok ? "ready" : "unavailable", ...checks }));
          return;
        }
        const requestId = (req.headers["x-request-id"] as string | undefined) ?? randomUUID();
        res.setHeader("x-request-id", requestId);
        const started = performance.now();
        res.on("finish", () =>
          svc.logger.info(
            { requestId, method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started) },
            "request",
          ),
        );
        await yoga(req, res, { requestId } as never);
      });

      wss = new WebSocketServer({ server, path: "/graphql" });
      useServer(
        {
          connectionInitWaitTimeout: 10_000,
          onConnect: async (ctx) => {
            const key = (ctx.connectionParams as { apiKey?: unknown } | undefined)?.apiKey;
            const caller = typeof key === "string" ? await authenticate(svc.db.prisma, key) : null;
            if (key !== undefined && !caller) {
              ctx.extra.socket.close(4401, "UNAUTHENTICATED: invalid API key");
              return false;
            }
            (ctx.extra as { caller?: Caller | null }).caller = caller;
            return true;
          },
          execute: (args: ExecutionArgs) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
          subscribe: (args: ExecutionArgs) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
          onSubscribe: async (ctx, _id, params) => {
            const { schema: s, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
              ...ctx,
              req: ctx.extra.request,
              socket: ctx.extra.socket,
              params,
              caller: (ctx.extra as { caller?: Caller | null }).caller ?? null,
              requestId: randomUUID(),
            });
            const args = {
              schema: s,
              operationName: params.operationName,
              document: parse(params.query),
              variableValues: params.variables,
              contextValue: await contextFactory(),
              rootValue: { execute, subscribe },
            };
            const errors = validate(args.schema, args.document);
            if (errors.length) return errors;
            return args as ExecutionArgs;
          },
        },
        wss,
      );

      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, config.host, () => resolve());
      });
      boundPort = (server.address() as AddressInfo).port;
      logger.info({ port: boundPort, database: svc.db.kind, pubsub: config.redisUrl ? "redis" : "memory" }, "listening");
      return boundPort;
    },

    stop() {
      stopping ??= (async () => {
        logger.info("stopping: draining requests");
        // Streams end first: followers return and SSE responses complete.
        shutdown.abort();
        if (server) {
          const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
          server.closeIdleConnections();
          for (const client of wss?.clients ?? []) client.close(1001, "server shutting down");
          const grace = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownGraceMs).unref());
          await Promise.race([closed, grace]);
          server.closeAllConnections();
          // Upgraded sockets are not the HTTP server's to close: end any WebSocket still open.
          for (const client of wss?.clients ?? []) client.terminate();
          await closed;
        }
        wss?.close();
        if (services) {
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

async function readiness(svc: Services): Promise<Record<string, string>> {
  const withTimeout = (p: Promise<unknown>) =>
    Promise.race([p.then(() => "ok"), new Promise<string>((r) => setTimeout(() => r("timeout"), 2000).unref())]).catch(
      () => "down",
    );
  const [database, pubsub] = await Promise.all([withTimeout(svc.db.sql.query("SELECT 1")), withTimeout(svc.pubsub.ping())]);
  return { database, pubsub };
}
