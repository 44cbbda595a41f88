import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

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
  BOOTSTRAP_API_KEY: z.string().min(16, "BOOTSTRAP_API_KEY must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  NODE_ENV: z.string().default("development"),
  /** Seconds to wait for open requests and streams to finish on SIGTERM before closing them. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** Open subscriptions a workspace may hold at once (across instances when Redis is configured). */
  STREAMS_PER_WORKSPACE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** How long a graphql-ws subscriber may leave a message unread before it is closed (it resumes with `after`). */
  SLOW_CONSUMER_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  bootstrapApiKey: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  production: boolean;
  shutdownGraceMs: number;
  streamsPerWorkspace: number;
  slowConsumerTimeoutMs: number;
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
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    redisUrl: c.REDIS_URL,
    bootstrapApiKey: c.BOOTSTRAP_API_KEY,
    logLevel: c.LOG_LEVEL,
    production: c.NODE_ENV === "production",
    shutdownGraceMs: c.SHUTDOWN_GRACE_SECONDS * 1000,
    streamsPerWorkspace: c.STREAMS_PER_WORKSPACE,
    slowConsumerTimeoutMs: c.SLOW_CONSUMER_TIMEOUT_SECONDS * 1000,
  };
}
