import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { SqlRunner } from "./client.js";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));

/** The advisory lock key `prisma migrate deploy` takes, so our runner and Prisma's exclude each other. */
const PRISMA_MIGRATE_LOCK = 72707369;

// Prisma's own bookkeeping table, column for column, so `prisma migrate deploy` agrees with us.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

export interface MigrateResult {
  applied: string[];
}

/**
 * Applies pending migrations in order under a session advisory lock, so instances starting
 * together apply each migration exactly once; each migration runs in its own transaction.
 * Once `signal` is aborted no further migration begins (the one in progress commits) and the
 * promise rejects with the signal's reason: the next start applies the rest.
 */
export async function migrate(
  sql: SqlRunner,
  log: (msg: string, fields?: object) => void = () => {},
  dir = MIGRATIONS_DIR,
  signal?: AbortSignal,
): Promise<MigrateResult> {
  const migrations = await listMigrations(dir);
  return sql.withConnection(async (conn) => {
    await conn.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK]);
    try {
      await conn.exec(CREATE_MIGRATIONS_TABLE);
      const rows = await conn.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
        `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
      );
      const done = new Map(rows.map((r) => [r.migration_name, r]));
      const applied: string[] = [];
      for (const m of migrations) {
        const prior = done.get(m.name);
        if (prior?.finished_at) {
          if (prior.checksum !== m.checksum) {
            log("migration was edited after it was applied", { migration: m.name });
          }
          continue;
        }
        if (prior) throw new Error(`migration ${m.name} failed earlier and needs attention`);
        signal?.throwIfAborted();
        log("applying migration", { migration: m.name });
        const id = randomUUID();
        await conn.exec("BEGIN");
        try {
          await conn.query(
            `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
            [id, m.checksum, m.name],
          );
          await conn.exec(m.sql);
          await conn.query(
            `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
            [id],
          );
          await conn.exec("COMMIT");
        } catch (err) {
          await conn.exec("ROLLBACK");
          throw err;
        }
        applied.push(m.name);
      }
      return { applied };
    } finally {
      await conn.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK]);
    }
  });
}
