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
