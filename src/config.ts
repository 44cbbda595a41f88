// The environment, parsed once (zod) into one typed object. One file (over 300 lines): every setting,
// its default and its check in one place.
import { z } from "zod";
import type { RedisTarget } from "./pubsub/connection.js";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const OTLP_PROTOCOLS = ["http/protobuf", "http/json"] as const;
/** OTLP's encoding over HTTP; the gRPC exporter is not included. */
const otlpProtocol = (name: string) =>
  z.enum(OTLP_PROTOCOLS, { message: `${name} must be http/protobuf or http/json (grpc is not supported)` }).optional();

/**
 * A yes/no setting: true or 1, false or 0 (and TRUE/FALSE where a standard allows them), read as a
 * boolean; anything else is refused with the variable's name.
 */
const flag = (name: string, values: readonly [string, ...string[]] = ["true", "false", "1", "0"]) =>
  z.enum(values, { message: `${name} must be true or false` }).transform((v) => v.toLowerCase() === "true" || v === "1");

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
}

const schema = z.object({
  PORT: z.coerce
    .number({ message: "PORT must be a number" })
    .int("PORT must be a whole number")
    .min(0, "PORT must be between 0 and 65535")
    .max(65535, "PORT must be between 0 and 65535")
    .default(4000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), "DATABASE_URL must be a postgres:// or postgresql:// URL")
    .optional(),
  /**
   * Streaming replicas of DATABASE_URL, one URL or several separated by spaces: history pages,
   * followers' catch-up reads and `node` lookups go to them when they hold what the read needs
   * (cursors they have replayed, the workspace's own writes by WAL position; see src/db/replicas.ts).
   */
  DATABASE_READ_URL: z
    .string()
    .refine(
      (v) => v.trim().split(/\s+/).every((u) => /^postgres(ql)?:\/\//.test(u)),
      "DATABASE_READ_URL must be postgres:// or postgresql:// URLs separated by spaces",
    )
    .optional(),
  /** A replica further behind the primary than this is skipped until it catches up. */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0.1, "DATABASE_READ_MAX_LAG_SECONDS must be at least 0.1").max(86_400).default(10),
  /** Connections each instance keeps open to PostgreSQL (DATABASE_URL only). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1, "DATABASE_POOL_SIZE must be at least 1").max(1000).default(10),
  /** How long a request waits for a free connection before it is answered SERVICE_UNAVAILABLE (retryable). */
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  /**
   * Whether hot plain-SQL reads run as named (prepared) statements, parsed and planned once per
   * connection. Turn off behind a pooler that hands one session's statements to several
   * connections (PgBouncer in transaction mode before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: flag("DATABASE_PREPARED_STATEMENTS").default(true),
  DATA_DIR: z.string().default("./.data"),
  REDIS_URL: z
    .string()
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "redis:" || u.protocol === "rediss:") && u.hostname !== "";
      } catch {
        return false;
      }
    }, "REDIS_URL must be a redis:// or rediss:// URL with a host")
    .optional(),
  /** A Redis Cluster instead of REDIS_URL: some of its nodes, as host:port,host:port (the rest are discovered). */
  REDIS_CLUSTER_NODES: z
    .string()
    .regex(/^\s*[^\s,:]+:\d{1,5}\s*(,\s*[^\s,:]+:\d{1,5}\s*)*$/, "REDIS_CLUSTER_NODES must be host:port pairs separated by commas")
    .optional(),
  BOOTSTRAP_API_KEY: z.string().min(16, "BOOTSTRAP_API_KEY must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  NODE_ENV: z.string().default("development"),
  /**
   * How far the JavaScript heap may grow past what its last major garbage collection kept before
   * the next one runs, in percent (src/gc.ts); 0 leaves it to V8.
   */
  HEAP_GROWING_PERCENT: z.coerce
    .number({ message: "HEAP_GROWING_PERCENT must be a number" })
    .int("HEAP_GROWING_PERCENT must be a whole number")
    .min(0, "HEAP_GROWING_PERCENT must be 0 (V8's own) or more")
    .max(1000, "HEAP_GROWING_PERCENT must be at most 1000")
    .default(300),
  /**
   * Whether V8 may allocate objects from a site whose objects tend to survive straight in the old
   * generation (its allocation-site pretenuring; src/gc.ts). Off by default.
   */
  ALLOCATION_SITE_PRETENURING: flag("ALLOCATION_SITE_PRETENURING").default(false),
  /** Seconds to wait for open requests and streams to finish on SIGTERM before closing them. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** Open subscriptions a workspace may hold at once (across instances when Redis is configured). */
  STREAMS_PER_WORKSPACE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** How long a graphql-ws subscriber may leave a message unread before it is closed (it resumes with `after`). */
  SLOW_CONSUMER_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /** How often an instance looks at the log for events whose live signal was lost (Redis away, a dropped message): the most such a loss delays a follower. */
  FOLLOW_POLL_MS: z.coerce.number().int().min(50, "FOLLOW_POLL_MS must be at least 50").max(600_000).default(2000),
  /** GraphQL over SSE, single connection mode: how long a reserved stream waits for its connection. */
  SSE_RESERVATION_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /** The run limits of the contract: model turns and active model time per run. */
  RUN_MAX_TURNS: z.coerce.number().int().min(1).default(200),
  RUN_MAX_ACTIVE_SECONDS: z.coerce.number().min(1).default(7200),
  /** How often the background jobs (lapsed leases, drain deadlines, retention) run. */
  JOB_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  /** How long an idempotencyKey is remembered: a retry within it is answered from the first write. */
  IDEMPOTENCY_TTL_SECONDS: z.coerce.number().min(1, "IDEMPOTENCY_TTL_SECONDS must be at least 1").max(31_536_000).default(86_400),
  /** How often history older than a workspace's retention period is purged. */
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(50).max(86_400_000).default(60_000),
  /** Requests (HTTP operations, graphql-ws connects and subscribes) one API key may make per second; 0 turns the limit off. */
  RATE_LIMIT_PER_SECOND: z.coerce.number().min(0, "RATE_LIMIT_PER_SECOND must be 0 (off) or more").max(1_000_000).default(1000),
  /** How many requests a key may make at once before RATE_LIMIT_PER_SECOND paces it. */
  RATE_LIMIT_BURST: z.coerce.number().int().min(1, "RATE_LIMIT_BURST must be at least 1").max(10_000_000).default(2000),
  /**
   * How long this process trusts an API key it has looked up without reading it again; 0 reads it on
   * every request. A revocation reaches every instance at once through the bus; this bounds it when
   * the bus is away.
   */
  API_KEY_CACHE_SECONDS: z.coerce.number().min(0, "API_KEY_CACHE_SECONDS must be 0 (off) or more").max(300).default(5),
  /** The largest HTTP request body (and graphql-ws message) accepted, in bytes. */
  MAX_BODY_BYTES: z.coerce.number().int().min(1024, "MAX_BODY_BYTES must be at least 1024").max(1_073_741_824).default(10 * 1024 * 1024),
  /** Field nesting an operation may reach (fragments flattened). */
  MAX_QUERY_DEPTH: z.coerce.number().int().min(1).max(1000).default(15),
  /** An operation's estimated cost: each field 1, multiplied by the page size of the connections above it. */
  MAX_QUERY_COST: z.coerce.number().int().min(1).max(100_000_000).default(50_000),
  /** Aliased fields in one operation. */
  MAX_ALIASES: z.coerce.number().int().min(0).max(100_000).default(30),
  /** Lexical tokens in one document. */
  MAX_QUERY_TOKENS: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  /** Directives in one operation. */
  MAX_DIRECTIVES: z.coerce.number().int().min(0).max(100_000).default(50),
  /** Origins a browser may call from: a comma-separated list, or * for any (the default, for development). */
  CORS_ORIGINS: z.string().default("*"),
  /** Whether the schema can be introspected (and GraphiQL served); on unless NODE_ENV=production. */
  INTROSPECTION: flag("INTROSPECTION").optional(),
  /** How long a graphql-ws connection may wait before sending connection_init. */
  WS_CONNECTION_INIT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
  /** /metrics (Prometheus) on the API's port, for `Authorization: Bearer <METRICS_TOKEN>` only. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** /metrics on a port of its own, without a token (keep that port internal). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * OpenTelemetry traces, exported over OTLP/HTTP to this base URL (the traces go to its
   * /v1/traces); unset (and no OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): no tracing is loaded at all.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().refine(isHttpUrl, "OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL").optional(),
  /** The full URL traces are posted to, instead of OTEL_EXPORTER_OTLP_ENDPOINT's /v1/traces. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().refine(isHttpUrl, "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http:// or https:// URL").optional(),
  /** OTLP's encoding: http/protobuf (the default) or http/json; gRPC is not supported. */
  OTEL_EXPORTER_OTLP_PROTOCOL: otlpProtocol("OTEL_EXPORTER_OTLP_PROTOCOL"),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: otlpProtocol("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL"),
  /** The service name on the traces (default: the package's name, agent-task-graphql). */
  OTEL_SERVICE_NAME: z.string().optional(),
  /** `true` turns tracing off whatever the endpoint (the SDK's standard switch). */
  OTEL_SDK_DISABLED: flag("OTEL_SDK_DISABLED", ["true", "false", "TRUE", "FALSE", "1", "0"]).optional(),
  /** Run the demo worker beside the server (default: on with the embedded database, off with DATABASE_URL). */
  DEMO_WORKER: flag("DEMO_WORKER").optional(),
  /** The models tasks may name, as JSON: { "name": { "systemRole": boolean, "default"?: true } }. */
  MODELS: z.string().optional(),
});

/** One model of the catalogue: whether it takes a system message in mid-conversation. */
export interface ModelInfo {
  systemRole: boolean;
}

/** The models tasks may name, and the one a task gets when it names none. */
export interface ModelCatalog {
  models: ReadonlyMap<string, ModelInfo>;
  defaultModel: string;
}

export const DEFAULT_MODELS = '{"demo":{"systemRole":true,"default":true},"demo-no-system":{"systemRole":false}}';

const modelsSchema = z
  .record(
    z.string().min(1).max(200),
    z.object({ systemRole: z.boolean(), default: z.boolean().optional() }).strict(),
  )
  .refine((m) => Object.keys(m).length > 0, "MODELS names no model")
  .refine((m) => Object.values(m).filter((x) => x.default).length <= 1, "MODELS marks more than one model default");

/** Parses MODELS; the default model is the one marked `default`, else the first. */
export function parseModels(raw: string): ModelCatalog {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError("invalid configuration: MODELS is not JSON (MODELS)");
  }
  const r = modelsSchema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new ConfigError(`invalid configuration: ${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message} (MODELS)`);
  }
  const entries = Object.entries(r.data);
  return {
    models: new Map(entries.map(([name, m]) => [name, { systemRole: m.systemRole }])),
    defaultModel: (entries.find(([, m]) => m.default) ?? entries[0]!)[0],
  };
}

/** Every environment variable the server reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePool: { size: number; timeoutMs: number; preparedStatements?: boolean };
  /** DATABASE_READ_URL: streaming replicas reads may go to (each with a pool of DATABASE_POOL_SIZE). */
  databaseReadUrls: string[];
  /** DATABASE_READ_MAX_LAG_SECONDS, in ms: a replica further behind is skipped. */
  databaseReadMaxLagMs: number;
  dataDir: string;
  redisUrl: string | undefined;
  /** REDIS_CLUSTER_NODES: seed nodes of a Redis Cluster, used instead of REDIS_URL. */
  redisClusterNodes: Array<{ host: string; port: number }> | undefined;
  bootstrapApiKey: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  production: boolean;
  /** HEAP_GROWING_PERCENT: the old generation's growth between major collections (0: V8's own). */
  heapGrowingPercent: number;
  /** ALLOCATION_SITE_PRETENURING: V8's allocation-site pretenuring left on (default off, src/gc.ts). */
  allocationSitePretenuring: boolean;
  shutdownGraceMs: number;
  streamsPerWorkspace: number;
  slowConsumerTimeoutMs: number;
  /** How often followers are checked against the log, repairing lost signals (FOLLOW_POLL_MS). */
  followPollMs: number;
  sseReservationMs: number;
  runLimits: { maxTurns: number; maxActiveMs: number };
  jobIntervalMs: number;
  retentionIntervalMs: number;
  idempotencyTtlMs: number;
  /** Token bucket per API key: refill rate (0 = no limit) and size. Shared through Redis when configured. */
  rateLimitPerSecond: number;
  rateLimitBurst: number;
  apiKeyCacheMs: number;
  maxBodyBytes: number;
  maxQueryDepth: number;
  maxQueryCost: number;
  maxAliases: number;
  maxQueryTokens: number;
  maxDirectives: number;
  /** "*" for any origin, else the exact origins allowed. */
  corsOrigins: "*" | string[];
  introspection: boolean;
  wsConnectionInitTimeoutMs: number;
  /** Prometheus metrics: off unless a token guards /metrics on the API's port, or a port of their own serves them. */
  metrics: { token: string | undefined; port: number | undefined };
  /**
   * OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT set,
   * OTEL_SDK_DISABLED not true): where spans are posted and how they are encoded. The service name
   * (OTEL_SERVICE_NAME) and the SDK's other variables are read by the SDK itself.
   */
  tracing: { url: string; protocol: (typeof OTLP_PROTOCOLS)[number] } | undefined;
  /** Whether `npm start` attaches the demo worker (DEMO_WORKER; `--no-demo-worker` turns it off). */
  demoWorker: boolean;
  /** The models tasks may name (MODELS). */
  models: ModelCatalog;
};

export class ConfigError extends Error {}

/** Parses the environment once into one typed object; throws ConfigError with a one-line reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`invalid configuration: ${issue.message} (${issue.path.join(".")})`);
  }
  const c = parsed.data;
  if (c.REDIS_URL && c.REDIS_CLUSTER_NODES) {
    throw new ConfigError("invalid configuration: set REDIS_URL (one Redis) or REDIS_CLUSTER_NODES (a Redis Cluster), not both");
  }
  if (c.DATABASE_READ_URL && !c.DATABASE_URL) {
    throw new ConfigError("invalid configuration: DATABASE_READ_URL names replicas of DATABASE_URL, which is not set (DATABASE_READ_URL)");
  }
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    databasePool: {
      size: c.DATABASE_POOL_SIZE,
      timeoutMs: c.DATABASE_POOL_TIMEOUT_MS,
      preparedStatements: c.DATABASE_PREPARED_STATEMENTS,
    },
    databaseReadUrls: c.DATABASE_READ_URL ? c.DATABASE_READ_URL.trim().split(/\s+/) : [],
    databaseReadMaxLagMs: c.DATABASE_READ_MAX_LAG_SECONDS * 1000,
    dataDir: c.DATA_DIR,
    redisUrl: c.REDIS_URL,
    redisClusterNodes: c.REDIS_CLUSTER_NODES?.split(",").map((n) => {
      const [host, port] = n.trim().split(":");
      return { host: host!, port: Number(port) };
    }),
    bootstrapApiKey: c.BOOTSTRAP_API_KEY,
    logLevel: c.LOG_LEVEL,
    production: c.NODE_ENV === "production",
    heapGrowingPercent: c.HEAP_GROWING_PERCENT,
    allocationSitePretenuring: c.ALLOCATION_SITE_PRETENURING,
    shutdownGraceMs: c.SHUTDOWN_GRACE_SECONDS * 1000,
    streamsPerWorkspace: c.STREAMS_PER_WORKSPACE,
    slowConsumerTimeoutMs: c.SLOW_CONSUMER_TIMEOUT_SECONDS * 1000,
    followPollMs: c.FOLLOW_POLL_MS,
    sseReservationMs: c.SSE_RESERVATION_SECONDS * 1000,
    runLimits: { maxTurns: c.RUN_MAX_TURNS, maxActiveMs: c.RUN_MAX_ACTIVE_SECONDS * 1000 },
    jobIntervalMs: c.JOB_INTERVAL_MS,
    retentionIntervalMs: c.RETENTION_INTERVAL_MS,
    idempotencyTtlMs: c.IDEMPOTENCY_TTL_SECONDS * 1000,
    rateLimitPerSecond: c.RATE_LIMIT_PER_SECOND,
    rateLimitBurst: c.RATE_LIMIT_BURST,
    apiKeyCacheMs: c.API_KEY_CACHE_SECONDS * 1000,
    maxBodyBytes: c.MAX_BODY_BYTES,
    maxQueryDepth: c.MAX_QUERY_DEPTH,
    maxQueryCost: c.MAX_QUERY_COST,
    maxAliases: c.MAX_ALIASES,
    maxQueryTokens: c.MAX_QUERY_TOKENS,
    maxDirectives: c.MAX_DIRECTIVES,
    corsOrigins: parseOrigins(c.CORS_ORIGINS),
    introspection: c.INTROSPECTION ?? c.NODE_ENV !== "production",
    wsConnectionInitTimeoutMs: c.WS_CONNECTION_INIT_TIMEOUT_SECONDS * 1000,
    metrics: { token: c.METRICS_TOKEN, port: c.METRICS_PORT },
    tracing: tracingOf(c),
    demoWorker: c.DEMO_WORKER ?? c.DATABASE_URL === undefined,
    models: parseModels(c.MODELS ?? DEFAULT_MODELS),
  };
}

/** OTLP/HTTP's endpoint rules: a signal's own URL is used as it is, the base URL gets /v1/traces. */
function tracingOf(c: z.infer<typeof schema>): Config["tracing"] {
  const disabled = c.OTEL_SDK_DISABLED === true;
  const url = c.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (c.OTEL_EXPORTER_OTLP_ENDPOINT && `${c.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces`);
  if (disabled || !url) return undefined;
  return { url, protocol: c.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? c.OTEL_EXPORTER_OTLP_PROTOCOL ?? "http/protobuf" };
}

function parseOrigins(raw: string): "*" | string[] {
  const list = raw
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  if (list.length === 0 || list.includes("*")) return "*";
  for (const origin of list) {
    let ok = false;
    try {
      const u = new URL(origin);
      ok = (u.protocol === "http:" || u.protocol === "https:") && u.origin === origin;
    } catch {
      ok = false;
    }
    if (!ok) throw new ConfigError(`invalid configuration: CORS_ORIGINS entry ${JSON.stringify(origin)} is not an origin like https://app.example.com (CORS_ORIGINS)`);
  }
  return list;
}

/** Where Redis is, if anywhere: one server (REDIS_URL) or a cluster (REDIS_CLUSTER_NODES). */
export function redisTargetOf(config: Pick<Config, "redisUrl" | "redisClusterNodes">): RedisTarget | undefined {
  if (config.redisClusterNodes?.length) return { clusterNodes: config.redisClusterNodes };
  return config.redisUrl ? { url: config.redisUrl } : undefined;
}
