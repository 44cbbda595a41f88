/**
 * Per-operation abort signals for graphql-ws.
 *
 * An operation's signal says "the caller left before it got its answer". It aborts when the socket
 * closes while the operation is still under way, and never once the operation is complete (its
 * last message was written to the socket): a lazy graphql-ws client closes its socket right after
 * each operation, and that close must not undo what the operation did (a claimed run would be
 * handed back although its worker holds it; from then on the lease decides).
 */
export class OperationSignals {
  private readonly open = new Map<string, AbortController>();

  constructor(socketClosed: AbortSignal) {
    socketClosed.addEventListener(
      "abort",
      () => {
        const pending = [...this.open.values()];
        this.open.clear();
        for (const c of pending) c.abort();
      },
      { once: true },
    );
    this.closed = socketClosed;
  }

  private readonly closed: AbortSignal;

  /** The signal of operation `id`, live until `settle(id)`. */
  start(id: string): AbortSignal {
    const c = new AbortController();
    if (this.closed.aborted) c.abort();
    else this.open.set(id, c);
    return c.signal;
  }

  /** The operation's answer is out (or the client completed it): a later close no longer aborts it. */
  settle(id: string): void {
    this.open.delete(id);
  }

  /** Operations still waiting for their answer (for tests and metrics). */
  get pending(): number {
    return this.open.size;
  }
}
