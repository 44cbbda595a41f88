import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.js";
import { isTransientDatabaseError } from "./transient.js";

/**
 * Read replicas (DATABASE_READ_URL): history pages, followers' catch-up reads and `node` lookups
 * go to a streaming replica when it can answer them as the primary would; everything else, and
 * every read it cannot answer yet, goes to the primary. (One file over 300 lines: the probe and
 * the routing rules it feeds must agree, and are read together.)
 *
 * What a replica can answer is known from a probe every `probeMs`:
 * - its replayed sequence: the event sequencer's row as the replica sees it. Events become
 *   visible on a replica in the primary's commit order (the sequencer's row lock orders the
 *   appenders' commits in the WAL), so the replica holds exactly the events up to that sequence.
 *   A read that needs a newer sequence (a cursor beyond it, a follower signalled for more) goes
 *   to the primary: CURSOR_AHEAD is never answered from a replica that merely lags, and no
 *   follower waits for replay.
 * - how far behind it is, by WAL position: each probe samples the primary's
 *   pg_current_wal_insert_lsn() with the time it was taken (the insert position, not the write
 *   position: with synchronous_commit off a commit can be inserted but not yet written); a replica whose pg_last_wal_replay_lsn() has
 *   reached a sample holds everything the primary had committed at that sample's time. Its lag is
 *   the age of the newest sample it has not reached (0 when it has reached the newest), which
 *   stays true when nothing is written (a replay timestamp would grow while idle).
 * - read-your-writes per workspace (so per API key too), by the same samples: a workspace one
 *   of whose keys wrote (a mutation ended) at time t reads from a replica only once that replica
 *   has reached a primary sample taken after t, which is then at or past the write's commit.
 *   Until then its reads go to the primary. Per workspace rather than per key, because a
 *   workspace's keys work together: a client reads what a worker just wrote. Instances that share
 *   a bus tell each other of their writes (read-routing.ts: `shareWrites`), and the one told
 *   routes as if it had written, from the moment it hears. Without a bus (or while it is away) this
 *   holds per instance, and a `node` lookup that finds nothing on a replica looks again on the
 *   primary.
 *
 * A replica that does not answer the probe, or is more than `maxLagMs` behind, is skipped until a
 * probe finds it well again; a read that fails on a replica (it went away between probes) is
 * retried on the primary. Neither is an error for the client.
 */

export interface ReplicaStatus {
  /** host:port/database of the replica (no credentials). */
  name: string;
  state: "ok" | "lagging" | "down";
  /** Seconds behind the primary as of the last probe (null when never reached). */
  lagSeconds: number | null;
  /** The highest sequence the replica has replayed (null when never reached). */
  replayedSequence: string | null;
}

export interface ReadNeed {
  /** The read must see every event up to this sequence. */
  sequence?: bigint | null;
  /** The workspace reading: it must see its own writes (those of any of its keys). */
  workspaceId?: string | null;
  /**
   * When no replica holds `sequence`: a replica that holds at least this one will do for a part
   * (a follower catching up reads what a replica has, then the rest from the primary).
   */
  partial?: bigint | null;
}

export interface ReadRouter {
  /** Whether any replica is configured (without one every read goes to the primary). */
  readonly replicated: boolean;
  /** A client for a read with these needs: a replica that can answer it, else the primary. */
  pick(need?: ReadNeed): Chosen;
  /**
   * Runs a read on the client `pick` chooses; a failure of the replica (it went away) runs it
   * again on the primary. `fn` learns the sequence the replica is known to hold (null on the
   * primary: everything committed).
   */
  run<T>(need: ReadNeed, fn: (prisma: PrismaClient, holdsThrough: bigint | null, sql: SqlQuery) => Promise<T>): Promise<T>;
  /**
   * Records that a workspace's write has ended (committed): its reads see it from now on. Without
   * a workspace (a write made around the API: seeding, maintenance), every workspace's reads do.
   */
  wrote(workspaceId?: string): void;
  /**
   * Records a write that another instance made (it said so on the bus): the same routing as
   * `wrote`, without telling the instances again.
   */
  wroteElsewhere(workspaceId?: string): void;
  /** Calls `listener` with each write recorded by `wrote` (this instance's), to tell the others. */
  onWrote(listener: (workspaceId: string | undefined) => void): void;
  status(): ReplicaStatus[];
  close(): Promise<void>;
}

/** Plain SQL on one server (pg's or PGlite's own query, observed like Prisma's statements). */
export type SqlQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** Plain SQL through a Prisma client (or one of its transactions), for a router made from a client alone. */
export const sqlThrough =
  (prisma: Pick<PrismaClient, "$queryRawUnsafe">): SqlQuery =>
  <T>(sql: string, params: unknown[] = []) =>
    prisma.$queryRawUnsafe<T[]>(sql, ...params);

export interface Chosen {
  prisma: PrismaClient;
  sql: SqlQuery;
  /** The replica's replayed sequence when a replica was chosen; null for the primary. */
  holdsThrough: bigint | null;
  replica?: Replica;
}

/** Every read on the primary: the embedded database, or PostgreSQL without DATABASE_READ_URL. */
export function primaryOnly(primary: PrismaClient, sql: SqlQuery = sqlThrough(primary)): ReadRouter {
  return {
    replicated: false,
    pick: () => ({ prisma: primary, sql, holdsThrough: null }),
    run: (_need, fn) => fn(primary, null, sql),
    wrote() {},
    wroteElsewhere() {},
    onWrote() {},
    status: () => [],
    async close() {},
  };
}

interface Replica {
  name: string;
  pool: pg.Pool;
  prisma: PrismaClient;
  sql: SqlQuery;
  /** Whether the last probe reached it. */
  up: boolean;
  replayedLsn: bigint | null;
  replayed: bigint | null;
  /** Time (ms) of the newest primary sample the replica has replayed. */
  caughtUpAt: number;
  lagMs: number | null;
}

interface Sample {
  at: number;
  lsn: bigint;
}

/** An LSN ("16/B374D848") as a number. */
export function parseLsn(text: string): bigint {
  const [hi, lo] = text.split("/");
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

/**
 * Given the primary's samples (oldest first) and a replica's replayed LSN: the time of the newest
 * sample it has reached (null if none), and its lag (the age, against the newest sample, of the
 * oldest sample it has not reached; 0 when it has reached the newest).
 */
export function replicaPosition(samples: readonly Sample[], replayed: bigint): { caughtUpAt: number | null; lagMs: number } {
  let caughtUpAt: number | null = null;
  let firstMissed: number | null = null;
  for (const s of samples) {
    if (s.lsn <= replayed) caughtUpAt = s.at;
    else if (firstMissed == null) firstMissed = s.at;
  }
  const newest = samples.at(-1);
  if (!newest || firstMissed == null) return { caughtUpAt, lagMs: 0 };
  return { caughtUpAt, lagMs: newest.at - firstMissed };
}

export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "DATABASE_READ_URL";
  }
}

export interface ReplicaOptions {
  urls: readonly string[];
  maxLagMs: number;
  pool: { size: number; timeoutMs: number };
  /**
   * The primary's URL: its WAL position is sampled on a connection of its own, so the probe never
   * waits behind requests for a pooled connection (nor makes them wait) when the pool is busy.
   * Without it, the sample is taken on the primary's pool.
   */
  primaryUrl?: string;
  /** How often the primary and the replicas are sampled. */
  probeMs?: number;
  onStateChange?: (status: ReplicaStatus) => void;
  /** Makes the Prisma client of a replica's pool (the database's, so its statements are observed alike). */
  client?: (pool: pg.Pool) => PrismaClient;
  /** Makes the plain-SQL runner of a replica's pool (observed alike). */
  sql?: (pool: pg.Pool) => SqlQuery;
  /** Counts each routed read by the server that served it. */
  onRead?: (server: "replica" | "primary") => void;
}

export async function openReplicas(primary: { prisma: PrismaClient; pool: pg.Pool; sql: SqlQuery }, opts: ReplicaOptions): Promise<ReadRouter> {
  const probeMs = opts.probeMs ?? Math.min(1000, Math.max(100, opts.maxLagMs / 4));
  const replicas: Replica[] = opts.urls.map((url) => {
    const pool = new pg.Pool({ connectionString: url, max: opts.pool.size, connectionTimeoutMillis: opts.pool.timeoutMs });
    pool.on("error", () => {
      // An idle connection to the replica broke; the probe decides whether it is used.
    });
    return {
      name: describeUrl(url),
      pool,
      prisma: opts.client ? opts.client(pool) : (new PrismaClient({ adapter: new PrismaPg(pool) }) as unknown as PrismaClient),
      sql: opts.sql ? opts.sql(pool) : async (text, params) => (await pool.query(text, params)).rows,
      up: false,
      replayedLsn: null,
      replayed: null,
      caughtUpAt: 0,
      lagMs: null,
    };
  });
  const ownProbe = opts.primaryUrl ? new pg.Pool({ connectionString: opts.primaryUrl, max: 1, connectionTimeoutMillis: opts.pool.timeoutMs }) : undefined;
  ownProbe?.on("error", () => {
    // Its connection broke; the next probe opens another (the primary is away meanwhile).
  });
  const primaryProbe = ownProbe ?? primary.pool;
  /** The primary's WAL position over the last stretch of time, oldest first. */
  let samples: Sample[] = [];
  /** When each workspace's last write ended. */
  const writes = new Map<string, number>();
  let anyoneWroteAt: number | undefined;
  const record = (workspaceId: string | undefined) => {
    if (workspaceId === undefined) anyoneWroteAt = Date.now();
    else writes.set(workspaceId, Date.now());
  };
  const wroteListeners: Array<(workspaceId: string | undefined) => void> = [];
  let next = 0;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stateOf = (r: Replica): ReplicaStatus["state"] =>
    !r.up || r.lagMs == null ? "down" : r.lagMs > opts.maxLagMs ? "lagging" : "ok";

  const statusOf = (r: Replica): ReplicaStatus => ({
    name: r.name,
    state: stateOf(r),
    lagSeconds: r.lagMs == null ? null : r.lagMs / 1000,
    replayedSequence: r.replayed == null ? null : r.replayed.toString(),
  });

  async function probeReplica(r: Replica) {
    const before = stateOf(r);
    try {
      const res = await r.pool.query<{ lsn: string | null; last: string | null }>(
        `SELECT pg_last_wal_replay_lsn()::text AS lsn, (SELECT "last"::text FROM "EventSequencer" WHERE "id" = 1) AS last`,
      );
      const row = res.rows[0]!;
      // Not in recovery (a primary named as a reader): it holds everything.
      const lsn = row.lsn == null ? (samples.at(-1)?.lsn ?? 0n) : parseLsn(row.lsn);
      const pos = replicaPosition(samples, lsn);
      r.replayedLsn = lsn;
      r.replayed = BigInt(row.last ?? 0);
      if (pos.caughtUpAt != null && pos.caughtUpAt > r.caughtUpAt) r.caughtUpAt = pos.caughtUpAt;
      r.lagMs = pos.lagMs;
      r.up = true;
    } catch {
      r.up = false;
    }
    const after = stateOf(r);
    if (after !== before) opts.onStateChange?.(statusOf(r));
  }

  async function probe() {
    const at = Date.now();
    try {
      const res = await primaryProbe.query<{ lsn: string }>("SELECT pg_current_wal_insert_lsn()::text AS lsn");
      samples.push({ at, lsn: parseLsn(res.rows[0]!.lsn) });
    } catch {
      // The primary is away: nothing new to compare against; the replicas' lag grows with time.
    }
    // Keep what decides lag up to the limit and a little beyond.
    const keepFrom = Date.now() - opts.maxLagMs - 5 * probeMs;
    const firstKept = samples.findIndex((s) => s.at >= keepFrom);
    if (firstKept > 0) samples = samples.slice(firstKept);
    await Promise.all(replicas.map(probeReplica));
    // Writes older than every replica's catch-up no longer route anything.
    const oldestCatchUp = Math.min(...replicas.map((r) => r.caughtUpAt));
    for (const [key, t] of writes) if (t < oldestCatchUp) writes.delete(key);
  }

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      void probe().finally(schedule);
    }, probeMs);
    timer.unref();
  };

  const usable = (r: Replica, need: ReadNeed | undefined) => {
    if (stateOf(r) !== "ok" || r.replayed == null) return false;
    if (need?.sequence != null && r.replayed < need.sequence) return false;
    if (anyoneWroteAt !== undefined && r.caughtUpAt <= anyoneWroteAt) return false;
    if (need?.workspaceId) {
      const wroteAt = writes.get(need.workspaceId);
      if (wroteAt !== undefined && r.caughtUpAt <= wroteAt) return false;
    }
    return true;
  };

  const primaryChoice: Chosen = { prisma: primary.prisma, sql: primary.sql, holdsThrough: null };
  const pick = (need?: ReadNeed): Chosen => {
    for (const n of need?.partial != null && need.sequence != null ? [need, { ...need, sequence: need.partial }] : [need]) {
      for (let i = 0; i < replicas.length; i++) {
        const r = replicas[(next + i) % replicas.length]!;
        if (usable(r, n)) {
          next = (next + i + 1) % replicas.length;
          return { prisma: r.prisma, sql: r.sql, holdsThrough: r.replayed, replica: r };
        }
      }
    }
    return primaryChoice;
  };

  // Two probes before serving: the first sample, then a replica that has reached it is usable.
  await probe();
  await probe();
  schedule();

  return {
    replicated: replicas.length > 0,
    pick,
    async run(need, fn) {
      const chosen = pick(need);
      if (!chosen.replica) {
        opts.onRead?.("primary");
        return fn(chosen.prisma, null, chosen.sql);
      }
      try {
        const result = await fn(chosen.prisma, chosen.holdsThrough, chosen.sql);
        opts.onRead?.("replica");
        return result;
      } catch (err) {
        if (!isTransientDatabaseError(err)) throw err;
        // The replica went away since the last probe: skip it until a probe finds it again.
        chosen.replica.up = false;
        opts.onStateChange?.(statusOf(chosen.replica));
        opts.onRead?.("primary");
        return fn(primary.prisma, null, primary.sql);
      }
    },
    wrote(workspaceId) {
      record(workspaceId);
      for (const l of wroteListeners) l(workspaceId);
    },
    wroteElsewhere: record,
    onWrote(listener) {
      wroteListeners.push(listener);
    },
    status: () => replicas.map(statusOf),
    async close() {
      closed = true;
      clearTimeout(timer);
      await Promise.all(
        replicas.map(async (r) => {
          await r.prisma.$disconnect().catch(() => {});
          await r.pool.end().catch(() => {});
        }),
      );
      await ownProbe?.end().catch(() => {});
    },
  };
}
