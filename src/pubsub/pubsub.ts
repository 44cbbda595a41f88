/** A signal bus between instances. The event log is the truth; a message here only says "look". */
export interface PubSub {
  /**
   * Sends a message and returns at once: it never waits for the bus and never fails. A message
   * the bus cannot take now is dropped; followers repair a lost signal from the log (see
   * follow.ts), and a lost preview is superseded by the event it previews.
   */
  publish(topic: string, message: string, opts?: TopicOptions): void;
  /**
   * Returns an unsubscribe function. While the bus is away this registers the handler and
   * returns without waiting; the subscription is made when the bus is back.
   */
  subscribe(topic: string, handler: (message: string) => void, opts?: TopicOptions): Promise<() => Promise<void>>;
  /** Whether the bus is connected and taking messages now (for metrics; /ready asks `ping`). */
  connected(): boolean;
  /** Resolves when the bus answers; rejects otherwise. */
  ping(): Promise<void>;
  /** Called after the bus reconnects, when messages may have been missed. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

export interface TopicOptions {
  /**
   * The topic's messages matter only to whoever follows it when they are sent (previews): they
   * may stay on this instance while no other instance follows the topic (see unheard.ts). Its
   * publishers and its subscribers both say so.
   */
  ephemeral?: boolean;
}
