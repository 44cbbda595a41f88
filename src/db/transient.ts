import { isStalePlan } from "./prepared.js";

/**
 * Errors that say "the database could not serve this now", not "this request is wrong": the pool
 * had no free connection in time, the server is unreachable, restarting or out of connections, or
 * a transaction lost a serialisation race, or a prepared statement went stale under a migration. A
 * client should retry these after a moment, so they are answered as SERVICE_UNAVAILABLE with
 * retryAfter rather than as an internal error.
 *
 * They arrive in several shapes: node-postgres errors (a message, or a SQLSTATE in `code`), Prisma
 * errors (a P-code, with the driver adapter's error in `meta.driverAdapterError`), and wrappers
 * around either (`cause`, `originalError`).
 */

/** SQLSTATEs: connection exceptions (08…), serialization failure, deadlock, too many connections, shutting down or starting up. */
const TRANSIENT_SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "40001", "40P01", "53300", "57P01", "57P02", "57P03"]);
/** Node socket errors on the way to the database. */
const TRANSIENT_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** Prisma: can't reach, timed out, connection closed, pool timeout, transaction expired or closed, write conflict or deadlock. */
const TRANSIENT_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2034"]);
/** Kinds of Prisma driver adapter errors. */
const TRANSIENT_ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TransactionWriteConflict",
  "TransactionAlreadyClosed",
]);
/** node-postgres says these in words only. */
const TRANSIENT_MESSAGES = /timeout exceeded when trying to connect|Connection terminated (unexpectedly|due to connection timeout)|Client has encountered a connection error/i;

export type ErrorLike = {
  code?: unknown;
  message?: unknown;
  kind?: unknown;
  cause?: unknown;
  originalError?: unknown;
  meta?: { driverAdapterError?: unknown };
};

function transientHere(e: ErrorLike): boolean {
  // A prepared statement outlived a schema change; it is prepared afresh on the next try.
  if (isStalePlan(e)) return true;
  if (typeof e.code === "string" && (TRANSIENT_SQLSTATES.has(e.code) || TRANSIENT_ERRNOS.has(e.code) || TRANSIENT_PRISMA_CODES.has(e.code))) {
    return true;
  }
  if (typeof e.kind === "string" && TRANSIENT_ADAPTER_KINDS.has(e.kind)) return true;
  return typeof e.message === "string" && TRANSIENT_MESSAGES.test(e.message);
}

/**
 * True when `test` holds for err or for an error it wraps (cause, originalError, a driver
 * adapter's error, the errors of an AggregateError), looked at breadth first, at most 20 deep.
 */
export function anyWrapped(err: unknown, test: (e: ErrorLike) => boolean): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length && seen.size < 20) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const x = e as ErrorLike;
    if (test(x)) return true;
    queue.push(x.cause, x.originalError, x.meta?.driverAdapterError);
    if (e instanceof AggregateError) queue.push(...e.errors);
  }
  return false;
}

/** True when err, or an error it wraps, is a transient database failure. */
export function isTransientDatabaseError(err: unknown): boolean {
  return anyWrapped(err, transientHere);
}
