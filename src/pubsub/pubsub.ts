/** A signal bus between instances. The event log is the truth; a message here only says "look". */
export interface PubSub {
  publish(topic: string, message: string): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(topic: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  /** Resolves when the bus answers; rejects otherwise. */
  ping(): Promise<void>;
  /** Called after the bus reconnects, when messages may have been missed. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}
