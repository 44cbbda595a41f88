import type { Database } from "../db/client.js";
import type { Caller } from "../domain/auth.js";
import type { EventLog } from "../domain/events/log.js";
import type { Logger } from "../logger.js";
import type { PubSub } from "../pubsub/index.js";
import { createLoaders, type Loaders } from "./loaders.js";

/** What the app hands every request: the services, built once at start-up. */
export interface Services {
  db: Database;
  log: EventLog;
  pubsub: PubSub;
  logger: Logger;
}

export interface GraphQLContext {
  caller: Caller | null;
  services: Services;
  requestId: string;
  loaders: Loaders;
}

export function createContext(services: Services, caller: Caller | null, requestId: string): GraphQLContext {
  return { caller, services, requestId, loaders: createLoaders(services.db.prisma, caller) };
}
