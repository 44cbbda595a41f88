import { mkdirSync } from "node:fs";
import pg from "pg";
import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import { seedDataDir } from "./pglite-template.js";
import { PrismaClient } from "./generated/prisma/client.js";
import { isStalePlan, statementNames } from "./prepared.js";
import { transactionConnections, type Queryable } from "./tx-connection.js";
import { openReplicas, primaryOnly, type ReadRouter, type ReplicaStatus, type SqlQuery } from "./replicas.js";

export { PrismaClient };
export type TxClient = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
export type { Prisma } from "./generated/prisma/client.js";

/** Runs plain SQL outside Prisma: migrations, advisory locks, health checks. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a multi-statement script. */
  exec(sql: string): Promise<void>;
  /** Runs fn on one dedicated connection (needed for session-level advisory locks). */
  withConnection<T>(fn: (conn: Omit<SqlRunner, "withConnection">) => Promise<T>): Promise<T>;
}

/** A statement for a batch: its text, its parameters, and a name to PREPARE it under (once per connection). */
export type Statement = readonly [text: string, params?: unknown[], name?: string];

/** Plain SQL on a transaction's own connection (see Database.transaction). */
export type TxSql = SqlQuery & {
  /**
   * Runs the transaction's last statement and its COMMIT in one round trip (see
   * TxQueryable.queryThenCommit): nothing may touch the transaction after it.
   */
  thenCommit: SqlQuery;
  /**
   * Several statements in one round trip, in order, each seeing what committed before it began
   * (see TxQueryable.queryBatch); their rows, statement by statement.
   */
  batch(statements: ReadonlyArray<Statement>): Promise<Record<string, unknown>[][]>;
  /** batch as the transaction's last message: its COMMIT goes with it, as thenCommit's does. */
  batchThenCommit(statements: ReadonlyArray<Statement>): Promise<Record<string, unknown>[][]>;
  /** True once thenCommit has committed: whatever Prisma does with the transaction afterwards changes nothing. */
  committed(): boolean;
};

export interface Database {
  kind: "postgres" | "pglite";
  prisma: PrismaClient;
  sql: SqlRunner;
  /** Plain SQL on the primary for hot reads that skip Prisma's layers; observed like Prisma's statements. */
  query: SqlQuery;
  /**
   * Runs fn in one Prisma transaction; `sql` runs plain SQL on that transaction's own connection,
   * without Prisma's layers (PostgreSQL), or is absent (PGlite: use the transaction client).
   */
  transaction<T>(fn: (tx: TxClient, sql: TxSql | undefined) => Promise<T>, opts: { timeout: number; maxWait: number }): Promise<T>;
  /** PostgreSQL's pool now (absent on PGlite): connections open, idle, and requests waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Observes every SQL statement Prisma sends (used to catch N+1 queries in tests). */
  onQuery(listener: (sql: string) => void): () => void;
  /** Where reads that a streaming replica may serve go (DATABASE_READ_URL); the primary without one. */
  reads: ReadRouter;
  /** The primary as a read router, for reads that must see every write already made (`reads` without replicas). */
  primary: ReadRouter;
  close(): Promise<void>;
}

/** A Prisma client that reports its statements to listeners. */
function observedClient(adapter: PrismaPg | PrismaPGlite, listeners = new Set<(sql: string) => void>()) {
  const client = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  client.$on("query", (e) => {
    for (const l of listeners) l(e.query);
  });
  const prisma = client as unknown as PrismaClient;
  const onQuery = (listener: (sql: string) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { prisma, onQuery, listeners };
}

/** Spans of plain-SQL statements; a no-op until tracing registers its provider (see telemetry.ts). */
const tracer = trace.getTracer("agent-task-graphql/sql");

/**
 * Plain SQL (reads that skip Prisma's layers, and the hot statements of a write), reported to the
 * same listeners as Prisma's statements, and, inside a traced operation, a CLIENT span per
 * statement with the attributes Prisma's own `prisma:client:db_query` spans carry.
 */
function observedSql(listeners: Set<(sql: string) => void>, run: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>): SqlQuery {
  return async <T>(text: string, params?: unknown[]) => {
    for (const l of listeners) l(text);
    return (await traced(text, () => run(text, params))).rows as T[];
  };
}

/** Runs one round trip, in a span of its own when within an operation's span that is still open (like Prisma's, see telemetry.ts). */
async function traced<R>(text: string, run: () => Promise<R>): Promise<R> {
  if (!trace.getActiveSpan()?.isRecording()) return run();
  const attributes = { "db.system.name": "postgresql", "db.query.text": text };
  return tracer.startActiveSpan("db_query", { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await run();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}

export interface PoolOptions {
  size: number;
  timeoutMs: number;
  /** Plain-SQL statements that come back run named, prepared once per connection (default true). */
  preparedStatements?: boolean;
}

export interface ReadReplicaOptions {
  urls: readonly string[];
  maxLagMs: number;
  onStateChange?: (status: ReplicaStatus) => void;
  onRead?: (server: "replica" | "primary") => void;
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  pool?: PoolOptions;
  /** Streaming replicas of DATABASE_URL (PostgreSQL only). */
  readReplicas?: ReadReplicaOptions;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.pool ?? { size: 10, timeoutMs: 5000 }, opts.readReplicas);
  return openPGlite(opts.dataDir);
}

async function openPostgres(url: string, opts: PoolOptions, replicas?: ReadReplicaOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.size, connectionTimeoutMillis: opts.timeoutMs });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. Readiness reports the outage.
  });
  // Plain SQL in a transaction runs on the transaction's own connection (see tx-connection.ts).
  const txConnections = transactionConnections(pool);
  const { prisma, onQuery, listeners } = observedClient(new PrismaPg(pool));
  const run = (client: pg.Pool | pg.PoolClient) => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const sql: SqlRunner = {
    ...run(pool),
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(run(client));
      } finally {
        client.release();
      }
    },
  };
  // Fail fast, and say where, on an unreachable database (never echo the password).
  try {
    await sql.query("SELECT 1");
  } catch (err) {
    await pool.end().catch(() => {});
    const e = err as NodeJS.ErrnoException;
    throw new Error(`cannot reach PostgreSQL at ${describe(url)} (${e.message || e.code || String(err)})`);
  }
  // Plain SQL runs named (prepared once per connection) when its text comes back: see prepared.ts.
  const names = opts.preparedStatements === false ? undefined : statementNames();
  const named =
    (on: Queryable, inTransaction = false) =>
    async (text: string, values?: unknown[]) => {
      const name = names?.(text);
      try {
        return await on.query({ text, values, name });
      } catch (err) {
        // A column it returns changed type since it was prepared: the statement runs under a new
        // name, at once, or (in a transaction, which the failure aborted) when the client retries:
        // the error is answered as transient (see transient.ts).
        if (name === undefined || !isStalePlan(err)) throw err;
        const renamed = names!.renew(text, name);
        if (inTransaction) throw err;
        return on.query({ text, values, name: renamed });
      }
    };
  const query = observedSql(listeners, named(pool));
  const primary = primaryOnly(prisma, query);
  // A replica that is down at start is skipped (and looked at again), never a failed start.
  const reads = replicas?.urls.length
    ? await openReplicas(
        { prisma, pool, sql: query },
        {
          ...replicas,
          pool: opts,
          primaryUrl: url,
          client: (replicaPool) => observedClient(new PrismaPg(replicaPool), listeners).prisma,
          sql: (replicaPool) => observedSql(listeners, named(replicaPool)),
        },
      )
    : primary;
  return {
    kind: "postgres",
    primary,
    prisma,
    sql,
    query,
    transaction(fn, opts) {
      return txConnections.within((connection) =>
        prisma.$transaction((tx) => {
          const conn = connection();
          if (!conn) return fn(tx, undefined);
          const batched = async (statements: ReadonlyArray<Statement>, send: (configs: pg.QueryConfig[]) => Promise<pg.QueryResult[]>) => {
            for (const [text] of statements) for (const l of listeners) l(text);
            const text = statements.map(([t]) => t).join(";\n");
            // Without prepared statements (a pooler in transaction mode), nothing is PREPAREd either.
            const configs = statements.map(([t, values, name]) => ({ text: t, values, name: names ? name : undefined }));
            const results = await traced(text, () => send(configs));
            return results.map((r) => r.rows as Record<string, unknown>[]);
          };
          const sql: TxSql = Object.assign(observedSql(listeners, named(conn, true)), {
            // Named apart from the protocol-level names (atg_N): this one is PREPAREd in SQL (see queryBatch).
            thenCommit: observedSql(listeners, (text, values) => conn.queryThenCommit({ text, values, name: names?.(text)?.replace("atg_", "atgs_") })),
            batch: (statements: ReadonlyArray<Statement>) => batched(statements, (configs) => conn.queryBatch(configs)),
            batchThenCommit: (statements: ReadonlyArray<Statement>) => batched(statements, (configs) => conn.queryBatchThenCommit(configs)),
            committed: () => conn.committed,
          });
          return fn(tx, sql);
        }, opts),
      );
    },
    onQuery,
    reads,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await reads.close();
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

function describe(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

async function openPGlite(dataDir: string): Promise<Database> {
  await seedDataDir(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir);
  const { prisma, onQuery, listeners } = observedClient(new PrismaPGlite(lite));
  const query = observedSql(listeners, (text, params) => lite.query(text, params));
  const runner = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await lite.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
  };
  const lone = primaryOnly(prisma, query);
  return {
    kind: "pglite",
    prisma,
    // PGlite has one connection, which Prisma's transaction holds: plain SQL goes through it.
    transaction: (fn, opts) => prisma.$transaction((tx) => fn(tx, undefined), opts),
    onQuery,
    query,
    // One server, so reads that must see the primary go where the others do.
    reads: lone,
    primary: lone,
    sql: { ...runner, withConnection: (fn) => fn(runner) },
    async close() {
      await prisma.$disconnect();
      await lite.close();
    },
  };
}
