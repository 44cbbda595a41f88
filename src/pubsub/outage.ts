import type { Logger } from "../logger.js";

/**
 * Remembers whether a Redis-backed part is in its fallback, and logs the change both ways, once:
 * an outage seen by a thousand requests is two log lines (away, back), not a thousand.
 */
export class Outage {
  private away = false;

  constructor(
    private readonly logger: Logger | undefined,
    /** Which part, e.g. "rate limit". */
    private readonly part: string,
    /** What it does meanwhile, e.g. "counting per instance". */
    private readonly fallback: string,
  ) {}

  get isAway(): boolean {
    return this.away;
  }

  failed(err: unknown): void {
    if (this.away) return;
    this.away = true;
    this.logger?.warn({ err: describe(err), part: this.part }, `${this.part}: Redis is away; ${this.fallback} until it is back`);
  }

  recovered(): void {
    if (!this.away) return;
    this.away = false;
    this.logger?.info({ part: this.part }, `${this.part}: Redis is back`);
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

/**
 * Settles with `p`, or rejects after `ms`: a Redis call on a request's path must not hold the
 * request when Redis hangs (a stopped process keeps its sockets open and answers nothing).
 */
export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** Reconnect attempts back off to one every 500 ms (ioredis's default is 2 s): cheap, and whole again sooner. */
export const retryStrategy = (times: number) => Math.min(times * 50, 500);

/** What Liveness needs of a connection (a Redis or a Cluster). */
interface Pingable {
  readonly status: string;
  ping(): Promise<unknown>;
}

/**
 * Whether a Redis connection answers, known without holding requests: a PING every 250 ms, and
 * the connection counts as unresponsive once one has gone unanswered for 500 ms (a hung server
 * keeps its sockets open and answers nothing). Requests await Redis only while it is usable,
 * and `answer` lets go of them as soon as it is found unresponsive; while the connection is
 * down, nothing waits at all. A slow event loop is not taken for a slow Redis: the verdict is
 * given only after the loop has read what arrived meanwhile.
 */
export class Liveness {
  private unresponsive = false;
  private pingSentAt = 0;
  private readonly waiters = new Set<(err: Error) => void>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly conn: Pingable,
    private readonly onChange: (usable: boolean, err?: Error) => void = () => {},
    everyMs = 250,
    private readonly giveUpMs = 500,
  ) {
    this.timer = setInterval(() => this.tick(), everyMs);
    this.timer.unref();
  }

  get usable(): boolean {
    return this.conn.status === "ready" && !this.unresponsive;
  }

  /** Settles with `p`, or rejects as soon as the connection is found unresponsive or lost. */
  answer<T>(p: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const giveUp = (err: Error) => reject(err);
      this.waiters.add(giveUp);
      p.then(resolve, reject).finally(() => this.waiters.delete(giveUp));
    });
  }

  close() {
    clearInterval(this.timer);
  }

  private tick() {
    if (this.pingSentAt) {
      if (performance.now() - this.pingSentAt < this.giveUpMs) return;
      // Judge after the loop has polled its sockets: a PONG already here is read first.
      setImmediate(() => {
        if (this.pingSentAt && performance.now() - this.pingSentAt >= this.giveUpMs) this.lost(new Error(`Redis did not answer a PING within ${this.giveUpMs} ms`));
      });
      return;
    }
    if (this.conn.status !== "ready") return;
    const sent = (this.pingSentAt = performance.now());
    this.conn.ping().then(
      () => {
        if (this.pingSentAt === sent) this.pingSentAt = 0;
        if (this.unresponsive) {
          this.unresponsive = false;
          this.onChange(true);
        }
      },
      (err: Error) => {
        if (this.pingSentAt === sent) this.pingSentAt = 0;
        this.lost(err);
      },
    );
  }

  private lost(err: Error) {
    if (!this.unresponsive) {
      this.unresponsive = true;
      this.onChange(false, err);
    }
    for (const w of this.waiters) w(err);
    this.waiters.clear();
  }
}
