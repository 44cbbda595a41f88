import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getOperationAST, type DocumentNode } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { maskError } from "./server/plugins/errors.js";

/**
 * The process's Prometheus metrics (prom-client). Counters and histograms live here and are
 * updated where things happen; gauges that read an app's state (its pool, its followers, its
 * Redis) are registered by that app (see `appMetrics`). Served at /metrics (see server/http.ts) only
 * when METRICS_TOKEN or METRICS_PORT is set.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const requests = new Counter({
  name: "atg_graphql_requests_total",
  help: "GraphQL operations by operation name, type and outcome (OK or the first error's extensions.code).",
  labelNames: ["operation", "type", "code"] as const,
  registers: [registry],
});

export const requestSeconds = new Histogram({
  name: "atg_graphql_request_duration_seconds",
  help: "Time to execute a query or mutation (a subscription: to open it).",
  labelNames: ["type"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const openSubscriptions = new Gauge({
  name: "atg_subscriptions_open",
  help: "Live streams open now, by transport.",
  labelNames: ["transport"] as const,
  registers: [registry],
});

/**
 * Deliveries are counted in plain numbers and added to the counter when it is read (a scrape):
 * a task with 1,000 followers makes 1,000 deliveries per event, and prom-client's `inc` (labels
 * hashed, a value object looked up) was ~1% of the process's CPU in bench:fanout's 1,000 cell.
 */
const uncountedDeliveries = { "graphql-ws": 0, sse: 0 };

export const deliveries = new Counter({
  name: "atg_deliveries_total",
  help: "Events and previews handed to subscribers, by transport (rate() gives deliveries per second).",
  labelNames: ["transport"] as const,
  registers: [registry],
  collect() {
    for (const transport of ["graphql-ws", "sse"] as const) {
      const n = uncountedDeliveries[transport];
      if (n > 0) {
        uncountedDeliveries[transport] = 0;
        this.inc({ transport }, n);
      }
    }
  },
});

/** One event or preview handed to a subscriber (see `deliveries`). */
export function countDelivery(transport: "graphql-ws" | "sse"): void {
  uncountedDeliveries[transport]++;
}

export const previews = new Counter({
  name: "atg_previews_total",
  help: "Preview items (EventStart and deltas) published by workers.",
  registers: [registry],
});

export const slowConsumerCloses = new Counter({
  name: "atg_slow_consumer_closes_total",
  help: "graphql-ws connections closed with 4008 because their client stopped reading while its socket was full.",
  registers: [registry],
});

export const sequencerSeconds = new Histogram({
  name: "atg_sequencer_wait_seconds",
  help: "Time an append spends taking sequences and inserting (the global sequencer's row is held until its commit).",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: "atg_rate_limit_refusals_total",
  help: "Requests refused RATE_LIMITED.",
  registers: [registry],
});

export const compiledDocuments = new Counter({
  name: "atg_graphql_compiled_documents_total",
  help: "Query and mutation documents compiled with graphql-jit, once they had run often enough (server/plugins/compiled-queries.ts).",
  registers: [registry],
});

export const routedReads = new Counter({
  name: "atg_db_routed_reads_total",
  help: "Reads a read replica may serve (history pages, followers' reads, node lookups), by the server that served them.",
  labelNames: ["server"] as const,
  registers: [registry],
});

/** What an app lets the scrape read of its state. */
export interface AppState {
  /** PostgreSQL pool: connections in use, idle, and requests waiting for one (absent on PGlite). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** The committed sequence minus the furthest-behind follower's cursor (0 without followers). */
  followerLag: () => number;
  /** Followers that are caught up and read for by their query's group (follow.ts's FollowGroup). */
  groupedFollowers: () => number;
  /** 1 while the Redis connection answers, 0 while it is away; absent without Redis. */
  redisUp?: () => number;
  /** Read replicas: each one's state and lag (absent without DATABASE_READ_URL). */
  replicas?: () => Array<{ name: string; state: "ok" | "lagging" | "down"; lagSeconds: number | null }>;
}

/**
 * The text /metrics answers for one app: the process's metrics and the gauges read from the
 * app's state at scrape time (in a registry of the app's own, so several apps in one process,
 * as in the tests, do not clash).
 */
export function appMetrics(state: AppState): { contentType: string; text(): Promise<string> } {
  const own = new Registry();
  const registers = [own];
  new Gauge({
    name: "atg_follower_lag_sequences",
    help: "How far the furthest-behind live follower of this instance is behind the committed log.",
    registers,
    collect() {
      this.set(state.followerLag());
    },
  });
  new Gauge({
    name: "atg_followers_grouped",
    help: "Live followers of this instance that are caught up and read for together: one read per new event for all that follow the same query.",
    registers,
    collect() {
      this.set(state.groupedFollowers());
    },
  });
  const { pool, redisUp, replicas } = state;
  if (replicas) {
    new Gauge({
      name: "atg_db_replica_up",
      help: "1 while a read replica serves reads, 0 while it is skipped (down, or further behind than DATABASE_READ_MAX_LAG_SECONDS).",
      labelNames: ["replica"] as const,
      registers,
      collect() {
        for (const r of replicas()) this.set({ replica: r.name }, r.state === "ok" ? 1 : 0);
      },
    });
    new Gauge({
      name: "atg_db_replica_lag_seconds",
      help: "How far each read replica's replay is behind the primary's WAL, as of the last probe (-1 when it was not reached).",
      labelNames: ["replica"] as const,
      registers,
      collect() {
        for (const r of replicas()) this.set({ replica: r.name }, r.lagSeconds ?? -1);
      },
    });
  }
  if (pool) {
    new Gauge({
      name: "atg_db_pool_connections",
      help: "PostgreSQL pool: connections in use and idle, and requests waiting for one.",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const p = pool();
        this.set({ state: "in_use" }, p.total - p.idle);
        this.set({ state: "idle" }, p.idle);
        this.set({ state: "waiting" }, p.waiting);
      },
    });
  }
  if (redisUp) {
    new Gauge({
      name: "atg_redis_up",
      help: "1 while this instance's Redis connection answers, 0 while Redis is away.",
      registers,
      collect() {
        this.set(redisUp());
      },
    });
  }
  return {
    contentType: registry.contentType,
    text: () => Registry.merge([registry, own]).metrics(),
  };
}

/** Operation names become label values: at most this many distinct ones, then "other" (names are client-chosen). */
const MAX_OPERATION_NAMES = 200;
const operationNames = new Set<string>();

function operationLabel(name: string | undefined): string {
  if (!name) return "anonymous";
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return "other";
  operationNames.add(name);
  return name;
}

/** The code the client is answered with (errors are masked after this hook: mask the first the same way). */
const codeOf = (errors: readonly unknown[] | undefined) =>
  errors?.length ? String(maskError(errors[0], undefined).error.extensions.code ?? "INTERNAL_SERVER_ERROR") : "OK";

/**
 * Counts and times every GraphQL operation by name, type and outcome. Hand-written over yoga's
 * hooks: @graphql-yoga/plugin-prometheus labels errors by phase, not by the extensions.code that
 * clients and operators act on.
 */
export function useRequestMetrics(): Plugin {
  const observe = (document: DocumentNode, operationName: string | null | undefined) => {
    const op = getOperationAST(document, operationName);
    const labels = { operation: operationLabel(op?.name?.value), type: op?.operation ?? "query" };
    const end = requestSeconds.startTimer({ type: labels.type });
    return (errors: readonly unknown[] | undefined) => {
      end();
      requests.inc({ ...labels, code: codeOf(errors) });
    };
  };
  return {
    onExecute({ args }) {
      const done = observe(args.document, args.operationName);
      return {
        onExecuteDone({ result }) {
          done(isAsyncIterable(result) ? undefined : result.errors);
        },
      };
    },
    onSubscribe({ args }) {
      const done = observe(args.document, args.operationName);
      return {
        onSubscribeResult({ result }) {
          done(isAsyncIterable(result) ? undefined : result.errors);
        },
        onSubscribeError({ error }) {
          done([error]);
        },
      };
    },
  };
}

/**
 * Answers a scrape of /metrics: with a token, only `Authorization: Bearer <token>`; without one,
 * everyone (the separate METRICS_PORT, which an operator keeps internal).
 */
export async function serveMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  metrics: { contentType: string; text(): Promise<string> },
  token: string | undefined,
): Promise<void> {
  if (token !== undefined) {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const a = createHash("sha256").update(given).digest();
    const b = createHash("sha256").update(token).digest();
    if (!timingSafeEqual(a, b)) {
      res.writeHead(401, { "content-type": "application/json", "www-authenticate": "Bearer" });
      res.end(JSON.stringify({ errors: [{ message: "metrics need Authorization: Bearer <METRICS_TOKEN>", extensions: { code: "UNAUTHENTICATED" } }] }));
      return;
    }
  }
  const body = await metrics.text();
  res.writeHead(200, { "content-type": metrics.contentType }).end(body);
}
