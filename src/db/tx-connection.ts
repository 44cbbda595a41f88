import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";

/** What plain SQL runs on: a pool, or one connection. */
export interface Queryable {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
}

/** A transaction's connection, which can also send the transaction's last statement with its COMMIT. */
export interface TxQueryable extends Queryable {
  /**
   * Runs `config` as the transaction's last statement and commits, in one round trip: the two go
   * as one simple-protocol message (parameters inlined as quoted literals), so PostgreSQL commits
   * as soon as the statement is done instead of waiting for this process to send a COMMIT: locks
   * the statement takes (the global sequencer row) are not held across this event loop. Then
   * Prisma's own COMMIT (or ROLLBACK) is answered here without a round trip, and any other
   * statement on the transaction fails.
   */
  queryThenCommit(config: pg.QueryConfig): Promise<pg.QueryResult>;
  /** True once queryThenCommit committed. */
  readonly committed: boolean;
}

interface Slot {
  conn?: pg.PoolClient;
  /** Called once the connection is caught (or the transaction is over without one). */
  done?: () => void;
  ended?: boolean;
  committed?: boolean;
}

/** What Prisma's COMMIT or ROLLBACK after queryThenCommit is answered with. */
const alreadyCommitted = (command: string) => ({ command, rowCount: null, oid: 0, rows: [], fields: [] });

/** `$n` placeholders replaced by the values as literals (text quoted by pg's escapeLiteral). */
export function inlineParameters(text: string, values: readonly unknown[] = []): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i >= values.length) throw new Error(`no value for $${n}`);
    const v = values[i];
    if (v === null || v === undefined) return "NULL";
    if (typeof v === "number" || typeof v === "bigint") {
      if (typeof v === "number" && !Number.isFinite(v)) throw new Error(`$${n} is not a finite number`);
      return String(v);
    }
    if (typeof v === "string") return pg.escapeLiteral(v);
    throw new Error(`$${n}: only text, numbers and NULL are inlined`);
  });
}

/**
 * Plain SQL inside Prisma's interactive transactions on PostgreSQL: the hot writes (a task's lock,
 * its state, the append) skip Prisma's layers, which cost a 50-event sendEvents ~12% of its server
 * CPU (bench:append, profiled), and still run in the transaction, beside what Prisma writes in it.
 *
 * Hand-written because Prisma has no public way to reach a transaction's connection: its pg
 * adapter takes one with the pool's promise-style `connect()` when a transaction starts (pool.query
 * takes its connection with a callback), so the first such call inside `within`'s async context is
 * that transaction's. A statement sent once the transaction is ending (it ran past its timeout and
 * Prisma rolls it back) fails like Prisma's own (P2028) instead of running outside the transaction
 * or on a connection the pool has handed to someone else.
 */
export function transactionConnections(pool: pg.Pool) {
  const caught = new AsyncLocalStorage<Slot>();
  let catching = 0;
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  pool.connect = ((cb?: unknown) => {
    const slot = cb ? undefined : caught.getStore();
    const got = connect(cb);
    if (!slot || slot.conn) return got;
    return (got as Promise<pg.PoolClient>).then((conn) => {
      slot.conn = conn;
      slot.done?.();
      // The transaction has ended for plain SQL as soon as Prisma sends its COMMIT or ROLLBACK
      // (pg runs a connection's statements in the order they were sent), and when the
      // connection goes back to the pool; then the connection is left as it was found.
      const { query, release } = conn;
      conn.query = ((config: string | pg.QueryConfig, ...rest: unknown[]) => {
        const text = typeof config === "string" ? config : config?.text;
        if (slot.committed) {
          if (text === "COMMIT" || text === "ROLLBACK") return Promise.resolve(alreadyCommitted(text));
          return Promise.reject(new Error("a statement after the transaction committed with its last statement"));
        }
        if (text === "COMMIT" || text === "ROLLBACK") slot.ended = true;
        return (query as (...args: unknown[]) => unknown).call(conn, config, ...rest);
      }) as typeof conn.query;
      conn.release = (err?: Error | boolean) => {
        slot.ended = true;
        conn.query = query;
        conn.release = release;
        return release(err);
      };
      return conn;
    });
  }) as typeof pool.connect;

  return {
    /**
     * Runs `open`, which opens one Prisma transaction; inside it `connection()` is that
     * transaction's connection (undefined if none was caught: plain SQL then goes through Prisma).
     */
    within<T>(open: (connection: () => TxQueryable | undefined) => Promise<T>): Promise<T> {
      const slot: Slot = {};
      // The store is needed only until the connection is caught. While any AsyncLocalStorage is
      // enabled, every promise of the process pays for its hooks on Node 20 and 22 (a large part
      // of a fan-out's CPU, see errors.ts), so it is disabled whenever no transaction is catching one.
      catching++;
      slot.done = () => {
        slot.done = undefined;
        if (--catching === 0) caught.disable();
      };
      const ended = () => Object.assign(new Error("the transaction has already ended (it ran past its timeout)"), { code: "P2028" });
      const inTx: TxQueryable = {
        query(config) {
          if (slot.ended) return Promise.reject(ended());
          return slot.conn!.query(config);
        },
        async queryThenCommit(config) {
          if (slot.ended) throw ended();
          // Nothing of the transaction may follow; if the statement fails, PostgreSQL skips the
          // COMMIT and the transaction stays open, aborted, for Prisma's ROLLBACK.
          slot.ended = true;
          const text = `${inlineParameters(config.text, config.values)};\nCOMMIT`;
          const results = (await slot.conn!.query(text)) as unknown as pg.QueryResult[];
          slot.committed = true;
          return results[0]!;
        },
        get committed() {
          return slot.committed === true;
        },
      };
      return caught.run(slot, () => open(() => (slot.conn ? inTx : undefined))).finally(() => slot.done?.());
    },
  };
}
