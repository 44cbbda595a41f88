import { execFile } from "node:child_process";
import { appendFileSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./ports.js";

const run = promisify(execFile);
const BIN = "/usr/lib/postgresql/15/bin";

/** Runs a PostgreSQL program as the postgres user (the server refuses to run as root). */
async function asPostgres(program: string, args: string[]) {
  return run("runuser", ["-u", "postgres", "--", path.join(BIN, program), ...args], { timeout: 120_000 });
}

async function postgresUid(): Promise<[number, number]> {
  const { stdout } = await run("id", ["-u", "postgres"]);
  const { stdout: g } = await run("id", ["-g", "postgres"]);
  return [Number(stdout.trim()), Number(g.trim())];
}

/**
 * A PostgreSQL primary and a streaming replica of its own (initdb and pg_basebackup -R in
 * temporary folders, on free ports), for tests that pause, stop or outrun the replica: the shared
 * PostgreSQL is never touched. `stop()` shuts both down and removes their folders.
 */
export class OwnPostgresPair {
  private constructor(
    readonly primaryPort: number,
    readonly replicaPort: number,
    private readonly primaryDir: string,
    private readonly replicaDir: string,
  ) {}

  static async start(): Promise<OwnPostgresPair> {
    const [uid, gid] = await postgresUid();
    const mk = (prefix: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      chownSync(dir, uid, gid);
      return dir;
    };
    const pair = new OwnPostgresPair(await freePort(), await freePort(), mk("atg-pg-primary-"), mk("atg-pg-replica-"));
    try {
      await pair.init();
    } catch (err) {
      await pair.stop();
      throw err;
    }
    return pair;
  }

  private async init() {
    const data = path.join(this.primaryDir, "data");
    await asPostgres("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
    appendFileSync(
      path.join(data, "postgresql.conf"),
      [
        `port = ${this.primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${this.primaryDir}'`,
        "wal_level = replica",
        "max_wal_senders = 5",
        "fsync = off",
        "synchronous_commit = off",
        "full_page_writes = off",
        "max_connections = 200",
        "shared_buffers = 32MB",
        "",
      ].join("\n"),
    );
    appendFileSync(path.join(data, "pg_hba.conf"), "host replication all 127.0.0.1/32 trust\n");
    await asPostgres("pg_ctl", ["-D", data, "-l", path.join(this.primaryDir, "log"), "-w", "-t", "60", "start"]);
    const replica = path.join(this.replicaDir, "data");
    await asPostgres("pg_basebackup", ["-h", "127.0.0.1", "-p", String(this.primaryPort), "-U", "postgres", "-D", replica, "-R", "-X", "stream", "--no-sync"]);
    appendFileSync(
      path.join(replica, "postgresql.conf"),
      [`port = ${this.replicaPort}`, `unix_socket_directories = '${this.replicaDir}'`, "hot_standby = on", ""].join("\n"),
    );
    await this.startReplica();
  }

  /** A URL of a database on the primary. */
  primaryUrl(db = "postgres") {
    return `postgresql://postgres@127.0.0.1:${this.primaryPort}/${db}`;
  }

  /** The same database on the replica. */
  replicaUrl(db = "postgres") {
    return `postgresql://postgres@127.0.0.1:${this.replicaPort}/${db}`;
  }

  async query<T extends pg.QueryResultRow = Record<string, unknown>>(on: "primary" | "replica", sql: string, db = "postgres"): Promise<T[]> {
    const c = new pg.Client({ connectionString: on === "primary" ? this.primaryUrl(db) : this.replicaUrl(db) });
    await c.connect();
    try {
      return (await c.query<T>(sql)).rows;
    } finally {
      await c.end();
    }
  }

  /** A new database on the primary, once the replica has it too. */
  async createDatabase(name: string): Promise<void> {
    await this.query("primary", `CREATE DATABASE ${name}`);
    await this.waitForReplica(async () => (await this.query("replica", `SELECT 1 AS one FROM pg_database WHERE datname = '${name}'`)).length === 1);
  }

  /** Waits until `check` holds on the replica (polls, up to a minute). */
  async waitForReplica(check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (await check().catch(() => false)) return;
      if (Date.now() > deadline) throw new Error("the replica did not get there within a minute");
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Stops applying WAL on the replica (it keeps receiving it, and answers reads as of where it stopped). */
  async pauseReplay() {
    await this.query("replica", "SELECT pg_wal_replay_pause()");
    // The pause is a request: replay stops at the next record it looks at, so wait until it has.
    await this.waitForReplica(async () => (await this.query<{ s: string }>("replica", "SELECT pg_get_wal_replay_pause_state() AS s"))[0]?.s === "paused");
  }

  async resumeReplay() {
    await this.query("replica", "SELECT pg_wal_replay_resume()");
  }

  async stopReplica() {
    await asPostgres("pg_ctl", ["-D", path.join(this.replicaDir, "data"), "-m", "immediate", "-w", "stop"]).catch(() => {});
  }

  async startReplica() {
    await asPostgres("pg_ctl", ["-D", path.join(this.replicaDir, "data"), "-l", path.join(this.replicaDir, "log"), "-w", "-t", "60", "start"]);
  }

  /** Shuts both servers down and removes their folders. */
  async stop() {
    for (const dir of [this.replicaDir, this.primaryDir]) {
      await asPostgres("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
