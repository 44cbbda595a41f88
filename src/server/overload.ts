import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import { anyWrapped } from "../db/transient.js";

/**
 * Tells a database that cannot serve from a server that cannot serve.
 *
 * When the event loop is saturated (fan-out to thousands of sockets, say), a pooled connection
 * sits inside its transaction waiting for the loop to run the next step, so the next request
 * waits for a connection until the pool's timeout, although PostgreSQL is idle. The error is the
 * same as a database that is away or swamped; the event loop's delay is what differs. An answer
 * that blames the database then sends an operator to the wrong place, so such a timeout is
 * answered as the server's overload.
 */

/**
 * A loop whose mean delay stays this high, over the last whole window and the current one, is
 * saturated. The mean over two windows, not the worst sample: one long pause (a start-up, a major
 * GC) is not an overload, and a machine shared with other work sees single late ticks.
 */
export const SATURATED_LOOP_DELAY_MS = 50;
/** Seconds an overloaded server asks clients to wait: longer than a database blip, to let it drain. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 2;
const WINDOW_MS = 1000;

class LoopDelay {
  private histogram: IntervalHistogram | undefined;
  private lastWindowMeanMs = 0;

  private start() {
    // perf_hooks samples the loop every 10 ms; the window turns once a second, on a timer that
    // does not keep the process alive.
    const h = (this.histogram = monitorEventLoopDelay({ resolution: 10 }));
    h.enable();
    setInterval(() => {
      this.lastWindowMeanMs = h.count ? h.mean / 1e6 : 0;
      h.reset();
    }, WINDOW_MS).unref();
  }

  /**
   * The loop's recent delay in ms: the lower of the last window's mean and the current one's (the
   * current one alone while it has too few samples to say).
   */
  recentMs(): number {
    if (!this.histogram) this.start();
    const h = this.histogram!;
    if (h.count < 2) return this.lastWindowMeanMs;
    return Math.min(this.lastWindowMeanMs, h.mean / 1e6);
  }
}

/** This process's event loop; sampling starts with the first look (importing the app looks once). */
export const eventLoopDelay = new LoopDelay();

/**
 * Transient failures that are waits, which a saturated loop causes as readily as a slow database:
 * no connection free in time, a connection or socket that timed out, a transaction that expired.
 * An unreachable or restarting database, or a lost serialisation race, is the database's whatever
 * the loop does.
 */
const WAIT_CODES = new Set(["P1002", "P1008", "P2024", "P2028", "ETIMEDOUT"]);
const WAIT_KINDS = new Set(["SocketTimeout"]);
const WAIT_MESSAGES = /timeout exceeded when trying to connect|Connection terminated due to connection timeout|Transaction already closed|expired transaction|timed out/i;

/** True when err, or an error it wraps, is a wait that timed out. */
export function isTimedOutWait(err: unknown): boolean {
  return anyWrapped(
    err,
    (x) =>
      (typeof x.code === "string" && WAIT_CODES.has(x.code)) ||
      (typeof x.kind === "string" && WAIT_KINDS.has(x.kind)) ||
      (typeof x.message === "string" && WAIT_MESSAGES.test(x.message)),
  );
}

/**
 * Whose fault a transient failure is: the server's when it was a wait that timed out while the
 * event loop was saturated, else the database's.
 */
export function unavailableSource(timedOutWait: boolean, loopDelayMs: number): "SERVER" | "DATABASE" {
  return timedOutWait && loopDelayMs >= SATURATED_LOOP_DELAY_MS ? "SERVER" : "DATABASE";
}
