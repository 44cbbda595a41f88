import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";

/** What plain SQL runs on: a pool, or one connection. */
export interface Queryable {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
}

interface Slot {
  conn?: pg.PoolClient;
  ended?: boolean;
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
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  pool.connect = ((cb?: unknown) => {
    const slot = cb ? undefined : caught.getStore();
    const got = connect(cb);
    if (!slot || slot.conn) return got;
    return (got as Promise<pg.PoolClient>).then((conn) => {
      slot.conn = conn;
      // The transaction has ended for plain SQL as soon as Prisma sends its COMMIT or ROLLBACK
      // (pg runs a connection's statements in the order they were sent), and when the
      // connection goes back to the pool; then the connection is left as it was found.
      const { query, release } = conn;
      conn.query = ((config: string | pg.QueryConfig, ...rest: unknown[]) => {
        const text = typeof config === "string" ? config : config?.text;
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
    within<T>(open: (connection: () => Queryable | undefined) => Promise<T>): Promise<T> {
      const slot: Slot = {};
      const inTx: Queryable = {
        query(config) {
          if (slot.ended) {
            return Promise.reject(Object.assign(new Error("the transaction has already ended (it ran past its timeout)"), { code: "P2028" }));
          }
          return slot.conn!.query(config);
        },
      };
      return caught.run(slot, () => open(() => (slot.conn ? inTx : undefined)));
    },
  };
}
