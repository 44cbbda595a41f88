// The app: opens the services (bus, database, keys, quota), then serves HTTP (http.ts) and
// graphql-ws (ws.ts) on one port, both through one yoga (yoga.ts, its plugins in plugins/); stops
// in the reverse order, draining streams and requests first.
import { setMaxListeners } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { WebSocketServer } from "ws";
import { redisTargetOf, type Config } from "../config.js";
import type { Logger } from "../logger.js";
import { openDatabase, type Database } from "../db/client.js";
import { migrate } from "../db/migrate.js";
import { readReplicaOptions, shareWrites } from "../db/read-routing.js";
import { openPubSub } from "../pubsub/index.js";
import { createMemoryQuota, createRedisQuota } from "../pubsub/stream-quota.js";
import { startJobs } from "../domain/jobs.js";
import { ApiKeyCache, bootstrapAccess, KEY_REVOKED_TOPIC } from "../domain/auth.js";
import { LogWatcher } from "../domain/events/watch.js";
import { EventLog } from "../domain/events/log.js";
import { appMetrics } from "../metrics.js";
import { groupedFollowers } from "../domain/events/follow.js";
import type { Services } from "../graphql/context.js";
import { eventLoopDelay } from "./overload.js";
import { openRateLimiter } from "./plugins/rate-limit.js";
import { buildYoga } from "./yoga.js";
import { httpHandler, metricsOnlyServer } from "./http.js";
import { graphqlWsServer } from "./ws.js";
import type { Tracing } from "../telemetry.js";

export interface App {
  /**
   * Opens the database (migrating it) and the bus, then listens. Resolves with the bound port.
   * Once `signal` is aborted the start goes no further than the step in progress (a migration
   * commits, no next one begins), closes what it opened and rejects.
   */
  start(port?: number, signal?: AbortSignal): Promise<number>;
  /** Stops accepting, ends streams, waits for requests in flight, then closes the bus and the database. */
  stop(): Promise<void>;
  services(): Services;
  url(): string;
}

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

  async function openServices(signal?: AbortSignal): Promise<Services> {
    // The bus first: an unreachable Redis fails in milliseconds, not after a slow first PGlite start.
    const redis = redisTargetOf(config);
    const pubsub = await openPubSub(redis, logger);
    let db: Database | undefined;
    try {
      db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.databasePool, readReplicas: readReplicaOptions(config, logger) });
      const { applied } = await migrate(db.sql, (msg, fields) => logger.info(fields ?? {}, msg), undefined, signal);
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
      // Only a bus between instances carries word of writes; the in-process one would hear its own only.
      if (redis) await shareWrites(db.reads, pubsub);
      return { config, db, pubsub, quota, watcher, keys, log: new EventLog(db, pubsub), logger, shutdown: shutdown.signal };
    } catch (err) {
      await db?.close().catch(() => {});
      await pubsub.close().catch(() => {});
      throw err;
    }
  }

  return {
    services: () => {
      if (!services) throw new Error("app not started");
      return services;
    },
    url: () => `http://127.0.0.1:${boundPort}/graphql`,

    async start(port = config.port, signal?: AbortSignal) {
      // Traces only when an OTLP endpoint is configured; otherwise not even their modules are loaded.
      if (config.tracing && !tracing) tracing = (await import("../telemetry.js")).startTracing(config.tracing, logger);
      const svc = (services = await openServices(signal));
      signal?.throwIfAborted();
      eventLoopDelay.recentMs(); // starts sampling: an overload is told from a database fault by the loop's delay
      jobs = startJobs({ prisma: svc.db.prisma, log: svc.log, logger }, config.jobIntervalMs, config.retentionIntervalMs, config.idempotencyTtlMs, config.runLimits);
      const limiter = await openRateLimiter(config, svc);
      const metrics = appMetrics({
        pool: svc.db.poolStats,
        followerLag: () => svc.watcher.lag(),
        groupedFollowers: () => groupedFollowers({ log: svc.log }),
        redisUp: redisTargetOf(config) ? () => (svc.pubsub.connected() ? 1 : 0) : undefined,
        replicas: svc.db.reads.replicated ? () => svc.db.reads.status() : undefined,
      });
      if (config.metrics.port !== undefined) {
        metricsServer = metricsOnlyServer(metrics);
        await new Promise<void>((resolve, reject) => metricsServer!.once("error", reject).listen(config.metrics.port, config.host, resolve));
      }
      const yoga = buildYoga(config, svc, limiter, tracing);

      server = createServer(httpHandler({ config, svc, yoga, limiter, metrics, stopping: () => stopping !== undefined }));
      // The limiter's connection outlives the last request: the server closes only once every connection has ended.
      server.once("close", () => void limiter.close());
      wss = graphqlWsServer(server, { config, svc, yoga, limiter });

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
