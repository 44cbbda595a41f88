import type { Database } from "../db/client.js";
import type { ApiKeyCache, Caller } from "../domain/auth.js";
import type { EventLog } from "../domain/events/log.js";
import type { LogWatcher } from "../domain/events/watch.js";
import type { Logger } from "../logger.js";
import type { PubSub } from "../pubsub/index.js";
import type { StreamQuota } from "../pubsub/stream-quota.js";
import type { Config } from "../config.js";
import type { DirectSink } from "../server/plugins/shared-execution.js";
import { createLoaders, type Loaders } from "./loaders.js";

/** What the app hands every request: the services, built once at start-up. */
export interface Services {
  config: Config;
  db: Database;
  log: EventLog;
  pubsub: PubSub;
  /** Repairs lost signals for every follower of this instance (one look at the log per FOLLOW_POLL_MS). */
  watcher: LogWatcher;
  quota: StreamQuota;
  /** API keys looked up recently; revocations reach it through the bus. */
  keys: ApiKeyCache;
  logger: Logger;
  /** Aborted when the server stops: every stream ends. */
  shutdown: AbortSignal;
}

/** What a streaming request knows about its transport. */
export interface StreamTransport {
  /** The graphql-ws socket: shared results are written to it directly; a stuck one is closed. */
  socket?: { bufferedAmount: number; readyState: number; close(code?: number, reason?: string): void; send(data: string, cb?: (err?: Error) => void): void };
  /** An SSE response (distinct connections): shared results are written to it directly. */
  sse?: DirectSink;
  /** The graphql-ws operation's id (the `id` of its `next` messages). */
  operationId?: string;
  /** SSE `Last-Event-ID`: resume after this sequence when no `after` is given. */
  lastEventId?: string | null;
  /** The sequence of the item being sent, added to the result's extensions. */
  sequence?: string;
}

export interface GraphQLContext {
  caller: Caller | null;
  services: Services;
  requestId: string;
  loaders: Loaders;
  stream: StreamTransport;
  /**
   * A signal aborted when the caller goes away (the HTTP request is aborted, the graphql-ws socket
   * closes before the operation's answer is out). A function: over graphql-ws the signal is made
   * only for the operations that ask (see server/operation-signal.ts).
   */
  callerGone: () => AbortSignal | undefined;
  /** The request's `Idempotency-Key` header (HTTP only); see request-headers.ts. */
  idempotencyKeyHeader?: string | null;
}

export function createContext(
  services: Services,
  caller: Caller | null,
  requestId: string,
  stream: StreamTransport = {},
  callerGone: () => AbortSignal | undefined = () => undefined,
): GraphQLContext {
  return { caller, services, requestId, loaders: createLoaders(services.db.prisma, caller), stream, callerGone };
}

/**
 * The caller of a field that declares `authScopes`: scope-auth has already refused the request
 * without a key (or without the scope), so it is there. Only such fields call this.
 */
export function callerOf(ctx: GraphQLContext): Caller {
  if (!ctx.caller) throw new Error("callerOf: a field without authScopes asked for the caller");
  return ctx.caller;
}
