import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { print, type DocumentNode } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { buildApp, type App } from "../../src/server/app.js";
import { loadConfig, type Config } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { TaskApiError } from "../../sdk/index.js";

/** Where the suite runs: real PostgreSQL/Redis when their URLs are set, the embedded default otherwise. */
export const TARGET = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  /** DATABASE_READ_URL: a streaming replica of DATABASE_URL's server; each test's database is read there too. */
  databaseReadUrl: process.env.DATABASE_READ_URL || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
  /** REDIS_CLUSTER_NODES as the app reads it: a Redis Cluster instead of REDIS_URL. */
  redisClusterNodes: process.env.REDIS_CLUSTER_NODES ? loadConfig({ REDIS_CLUSTER_NODES: process.env.REDIS_CLUSTER_NODES }).redisClusterNodes : undefined,
  /** Whether the suite runs on Redis of either kind. */
  get redis() {
    return !!(this.redisUrl || this.redisClusterNodes);
  },
};

export interface IsolatedDatabase {
  config: Pick<Config, "databaseUrl" | "dataDir"> & Partial<Pick<Config, "databaseReadUrls">>;
  drop(): Promise<void>;
}

/** A fresh, empty database: a new PostgreSQL database, or a new PGlite folder. */
export async function isolatedDatabase(): Promise<IsolatedDatabase> {
  if (TARGET.databaseUrl) {
    const name = `t_${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const admin = new pg.Client({ connectionString: TARGET.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(TARGET.databaseUrl);
    url.pathname = `/${name}`;
    let databaseReadUrls: string[] = [];
    if (TARGET.databaseReadUrl) {
      const read = new URL(TARGET.databaseReadUrl);
      read.pathname = `/${name}`;
      databaseReadUrls = [read.toString()];
      await untilReplicaHas(TARGET.databaseReadUrl, name);
    }
    return {
      config: { databaseUrl: url.toString(), dataDir: "", databaseReadUrls },
      async drop() {
        const c = new pg.Client({ connectionString: TARGET.databaseUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "atg-test-"));
  return {
    config: { databaseUrl: undefined, dataDir: dir },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until the replica has replayed a database's creation, so that the test's reads go to it from the start. */
async function untilReplicaHas(replicaUrl: string, name: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const c = new pg.Client({ connectionString: replicaUrl });
    try {
      await c.connect();
      if ((await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1) return;
    } catch {
      // The replica is starting or away: ask again.
    } finally {
      await c.end().catch(() => {});
    }
    if (Date.now() > deadline) throw new Error(`the read replica did not replay database ${name} within a minute: ${await replicationState(replicaUrl)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What the replica and the primary say of the replication, for a failure's message (what held the replay up). */
async function replicationState(replicaUrl: string): Promise<string> {
  const ask = async (url: string, sql: string) => {
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      return JSON.stringify((await c.query(sql)).rows);
    } catch (err) {
      return `(${(err as Error).message})`;
    } finally {
      await c.end().catch(() => {});
    }
  };
  const replica = await ask(
    replicaUrl,
    `SELECT pg_last_wal_receive_lsn()::text AS received, pg_last_wal_replay_lsn()::text AS replayed, pg_get_wal_replay_pause_state() AS pause,
       (SELECT wait_event_type || ':' || wait_event FROM pg_stat_activity WHERE backend_type = 'startup') AS startup_waits_on,
       (SELECT status FROM pg_stat_wal_receiver) AS receiver,
       (SELECT sum(confl_lock + confl_snapshot + confl_bufferpin + confl_deadlock)::int FROM pg_stat_database_conflicts) AS conflicts_cancelled,
       (SELECT count(*)::int FROM pg_stat_activity WHERE state = 'idle in transaction') AS idle_in_transaction`,
  );
  const primary = await ask(TARGET.databaseUrl!, "SELECT state, sent_lsn::text, replay_lsn::text FROM pg_stat_replication");
  return `replica ${replica}; primary's senders ${primary}`;
}

export interface GqlResult<T> {
  data?: T | null;
  errors?: Array<{ message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }>;
}

export interface TestApp {
  app: App;
  url: string;
  wsUrl: string;
  origin: string;
  adminKey: string;
  /** A GraphQL request over HTTP with a key (the admin key unless another is given). */
  gql<T = any, V = Record<string, unknown>>(
    doc: TypedDocumentNode<T, V> | DocumentNode | string,
    variables?: V,
    key?: string | null,
  ): Promise<GqlResult<T>>;
  /** Like gql, but fails the test on any error (as the SDK's TaskApiError, with code and retryAfter) and returns data. */
  ok<T = any, V = Record<string, unknown>>(doc: TypedDocumentNode<T, V> | DocumentNode | string, variables?: V, key?: string | null): Promise<T>;
  /** A new workspace with its first key (client and worker scopes). */
  newWorkspace(name?: string): Promise<{ workspaceId: string; key: string }>;
  stop(): Promise<void>;
}

/** The API a test talks to, however it is served (in this process, or by a spawned server process). */
export type ServedApi = Omit<TestApp, "app">;

/** HTTP GraphQL calls against a server at `origin`, with the admin key unless another is given. */
export function apiOf(origin: string, adminKey: string): Omit<ServedApi, "stop"> {
  const url = `${origin}/graphql`;
  const gql: TestApp["gql"] = async (doc, variables, key = adminKey) => {
    const query = typeof doc === "string" ? doc : print(doc);
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "x-api-key": key } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GqlResult<any>;
  };
  const ok: TestApp["ok"] = async (doc, variables, key) => {
    const r = await gql(doc, variables, key);
    if (r.errors?.length) throw new TaskApiError(r.errors, undefined, { message: `GraphQL errors: ${JSON.stringify(r.errors)}` });
    return r.data as any;
  };
  return {
    url,
    wsUrl: `${origin.replace(/^http/, "ws")}/graphql`,
    origin,
    adminKey,
    gql,
    ok,
    async newWorkspace(name = "test") {
      const d = await ok<{ createWorkspace: { workspace: { id: string }; apiKey: string } }>(
        `mutation($name: String!) { createWorkspace(input: { name: $name }) { workspace { id } apiKey } }`,
        { name },
      );
      return { workspaceId: d.createWorkspace.workspace.id, key: d.createWorkspace.apiKey };
    },
  };
}

/** Starts the real app on port 0 against its own fresh database. */
export async function startTestApp(overrides: Partial<Config> = {}, db?: IsolatedDatabase): Promise<TestApp> {
  const database = db ?? (await isolatedDatabase());
  const adminKey = overrides.bootstrapApiKey ?? `test-admin-${randomUUID()}`;
  const config: Config = {
    ...loadConfig({}),
    ...database.config,
    redisUrl: TARGET.redisUrl,
    redisClusterNodes: TARGET.redisClusterNodes,
    bootstrapApiKey: adminKey,
    port: 0,
    host: "127.0.0.1",
    shutdownGraceMs: 2000,
    ...overrides,
  };
  const app = buildApp(config, createLogger(process.env.TEST_LOG_LEVEL ?? "silent"));
  const port = await app.start(0);
  const origin = `http://127.0.0.1:${port}`;

  return {
    app,
    ...apiOf(origin, adminKey),
    async stop() {
      await app.stop();
      await database.drop();
    },
  };
}

/** Holds the app's only pooled database connection until the returned release is called. */
export async function holdTheOnlyConnection(t: TestApp): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let holding!: () => void;
  const held = new Promise<void>((r) => (holding = r));
  const done = t.app.services().db.sql.withConnection(async () => {
    holding();
    await released;
  });
  await held;
  return async () => {
    release();
    await done;
  };
}
