import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { isStalePlan } from "./prepared.js";

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
  /**
   * Runs several statements in one round trip, in order, each with a snapshot of its own (READ
   * COMMITTED): one simple-protocol message, parameters inlined as in queryThenCommit. A statement
   * that waits for a lock is followed by ones that see what the lock's holder committed. One with
   * a `name` is prepared once per connection (SQL's PREPARE, in the first message that runs it)
   * and then runs as `EXECUTE name(…)`: a statement that is costly to plan is planned once.
   */
  queryBatch(configs: pg.QueryConfig[]): Promise<pg.QueryResult[]>;
  /** queryBatch whose message ends with the transaction's COMMIT, as queryThenCommit's does. */
  queryBatchThenCommit(configs: pg.QueryConfig[]): Promise<pg.QueryResult[]>;
  /** True once queryThenCommit or queryBatchThenCommit committed. */
  readonly committed: boolean;
}

interface Slot {
  conn?: pg.PoolClient;
  /** Called once the connection is caught (or the transaction is over without one). */
  done?: () => void;
  ended?: boolean;
  committed?: boolean;
  /**
   * Prisma's BEGIN, answered at once and not sent yet: it goes in one message with the
   * transaction's first statement, which saves every transaction a round trip (undefined until
   * Prisma sends it; false once sent).
   */
  beginPending?: boolean;
}

/** What Prisma's COMMIT or ROLLBACK after queryThenCommit is answered with. */
const alreadyCommitted = (command: string) => ({ command, rowCount: null, oid: 0, rows: [], fields: [] });

/**
 * The names each connection has PREPAREd (SQL-level, for queryBatch). A connection where a message
 * that prepared one failed is left out for good: PREPARE is not undone by a rollback, and whether it
 * ran before the failure is unknown, so its statements run unprepared there.
 */
const preparedOn = new WeakMap<pg.ClientBase, Set<string> | "unknown">();

/**
 * `configs` as one simple-protocol message for `conn`, parameters inlined (throws if one cannot
 * be); a named statement runs as EXECUTE, PREPAREd in the same message the first time. `sent`
 * sends it and answers one result per config.
 */
function composed(conn: pg.ClientBase, configs: readonly pg.QueryConfig[]) {
  const known = preparedOn.get(conn) ?? new Set<string>();
  const prepares: string[] = [];
  const texts = configs.map((c) => {
    if (!c.name || known === "unknown") return inlineParameters(c.text, c.values);
    if (!known.has(c.name) && !prepares.some((p) => p.startsWith(`PREPARE ${c.name} `))) prepares.push(`PREPARE ${c.name} AS ${c.text}`);
    const args = (c.values ?? []).map((_, i) => `$${i + 1}`).join(", ");
    return inlineParameters(args ? `EXECUTE ${c.name}(${args})` : `EXECUTE ${c.name}`, c.values);
  });
  return {
    async sent(send: (text: string) => Promise<pg.QueryResult[]>): Promise<pg.QueryResult[]> {
      try {
        const results = await send([...prepares, ...texts].join(";\n"));
        if (prepares.length > 0 && known !== "unknown") {
          for (const c of configs) if (c.name) known.add(c.name);
          preparedOn.set(conn, known);
        }
        return results.slice(prepares.length);
      } catch (err) {
        // A PREPARE in a failed message may or may not have run; a prepared statement whose result
        // changed type (a migration), or that the session lost, fails from then on: either way,
        // this connection runs them unprepared (the failed write is answered as retryable).
        if (prepares.length > 0 || (texts.length > 0 && isStalePlan(err))) preparedOn.set(conn, "unknown");
        throw err;
      }
    },
  };
}

/**
 * `query` called on `conn` in pg's callback form, its answer as a promise. pg's promise form writes
 * its callback straight into the Query (`query.callback = (err, res) => …`), and V8 allocates a
 * function literal written into a property in the old generation: the closure dies with the
 * statement but lives until the next major collection, and meanwhile holds the Query and whatever
 * its promise reaches (the request behind it) through young-generation collections into the old
 * generation. `bench/pg-query-forms.ts`, one connection at 100 statements/s: 4.7-5.0 MB of old
 * generation per 1,000 statements in the promise form, 0.07-0.16 MB in the callback form. A
 * transaction's connection carries Prisma's statements and this file's (`pool.query` already calls
 * its connection in the callback form). A call that brings its own callback, or a Query-like object
 * (`submit`), goes as it came.
 */
function settled(query: (...args: unknown[]) => unknown, conn: pg.ClientBase, args: unknown[]): Promise<unknown> {
  const [config, values] = args;
  if (args.length > 2 || typeof values === "function" || typeof (config as { submit?: unknown })?.submit === "function") {
    return query.apply(conn, args) as Promise<unknown>;
  }
  return new Promise((resolve, reject) => {
    const callback = (err: Error | null, res: unknown) => (err ? reject(err) : resolve(res));
    if (values === undefined) query.call(conn, config, callback);
    else query.call(conn, config, values, callback);
  });
}

/** pg answers a one-statement message with a result, a longer one with a result per statement. */
const resultsOf = (r: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(r) ? r : [r]);

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
      const send = (...args: unknown[]) => settled(query as (...a: unknown[]) => unknown, conn, args);
      conn.query = ((config: string | pg.QueryConfig, ...rest: unknown[]) => {
        const text = typeof config === "string" ? config : config?.text;
        if (slot.committed) {
          if (text === "COMMIT" || text === "ROLLBACK") return Promise.resolve(alreadyCommitted(text));
          return Promise.reject(new Error("a statement after the transaction committed with its last statement"));
        }
        if (text === "BEGIN" && slot.beginPending === undefined && rest.length === 0) {
          slot.beginPending = true;
          return Promise.resolve(alreadyCommitted("BEGIN"));
        }
        if (text === "COMMIT" || text === "ROLLBACK") slot.ended = true;
        if (slot.beginPending) {
          slot.beginPending = false;
          // Nothing ran: there is no transaction to end, and the connection is as it was found.
          if (slot.ended) return Promise.resolve(alreadyCommitted(text!));
          // pg sends a connection's statements in order: BEGIN goes first. Should it fail, the
          // connection is broken and the statement behind it fails too, with the error to report.
          send("BEGIN").catch(() => {});
        }
        return send(config, ...rest);
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
      /** `text` sent as one simple-protocol message, after the BEGIN still owed (its result left out). */
      const sendWithBegin = async (text: string) => {
        const begin = slot.beginPending === true;
        slot.beginPending = false;
        const results = resultsOf((await slot.conn!.query(begin ? `BEGIN;\n${text}` : text)) as unknown as pg.QueryResult | pg.QueryResult[]);
        return begin ? results.slice(1) : results;
      };
      const inTx: TxQueryable = {
        query(config) {
          if (slot.ended) return Promise.reject(ended());
          if (slot.beginPending) {
            // The transaction's first statement carries its BEGIN (unprepared, parameters inlined);
            // one whose parameters cannot be inlined goes behind a BEGIN of its own.
            let text: string | undefined;
            try {
              text = inlineParameters(config.text, config.values);
            } catch {
              text = undefined;
            }
            if (text !== undefined) return sendWithBegin(text).then((r) => r[0]!);
          }
          return slot.conn!.query(config);
        },
        async queryBatch(configs) {
          if (slot.ended) throw ended();
          let message: ReturnType<typeof composed>;
          try {
            message = composed(slot.conn!, configs);
          } catch {
            const results: pg.QueryResult[] = [];
            for (const config of configs) results.push(await inTx.query({ ...config, name: undefined }));
            return results;
          }
          return message.sent(sendWithBegin);
        },
        async queryThenCommit(config) {
          return (await inTx.queryBatchThenCommit([config]))[0]!;
        },
        async queryBatchThenCommit(configs) {
          if (slot.ended) throw ended();
          // Nothing of the transaction may follow; if a statement fails, PostgreSQL skips the rest
          // of the message, COMMIT included, and the transaction stays open, aborted, for Prisma's ROLLBACK.
          slot.ended = true;
          const results = await composed(slot.conn!, [...configs, { text: "COMMIT" }]).sent(sendWithBegin);
          slot.committed = true;
          return results.slice(0, configs.length);
        },
        get committed() {
          return slot.committed === true;
        },
      };
      return caught.run(slot, () => open(() => (slot.conn ? inTx : undefined))).finally(() => slot.done?.());
    },
  };
}
