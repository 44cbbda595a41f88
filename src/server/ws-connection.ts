import type { Socket } from "node:net";

/**
 * The internals of a `ws` WebSocket this server reads: the TCP connection under it (`_socket`) and
 * its frame sender's state (`_sender`). `ws` has no public accessor for either; both the
 * write-batching of graphql-ws's adapter (ws.ts) and the direct path (shared-execution.ts) need
 * the connection, so it is read here, in one place.
 */
type WsInternals = { _socket?: Socket; _sender?: { _state: number; _queue: unknown[] } };

/** The TCP connection under a `ws` WebSocket, while it is not destroyed. */
export function tcpConnection(socket: object): Socket | undefined {
  const raw = (socket as WsInternals)._socket;
  return raw && !raw.destroyed ? raw : undefined;
}

/**
 * The TCP connection under a `ws` WebSocket when its sender writes straight through (nothing queued,
 * nothing being compressed: this server offers no compression), so a frame written to it goes out
 * in order with the sender's own; undefined otherwise (then `send` is used).
 */
export function idleConnection(socket: object): Socket | undefined {
  const sender = (socket as WsInternals)._sender;
  if (!sender || sender._state !== 0 || sender._queue.length !== 0) return undefined;
  return tcpConnection(socket);
}
