import DataLoader from "dataloader";
import type { PrismaClient } from "../db/client.js";
import type { Agent, Event, Run, Task, Thread } from "../db/generated/prisma/client.js";
import type { Caller } from "../domain/auth.js";

/**
 * Batches the look-ups of one tick into one query (dataloader): a page of events costs one query
 * per kind. A row that is not there is null; a failed query fails every look-up of its batch with
 * the query's error (a database outage is SERVICE_UNAVAILABLE, never "not found"), and dataloader
 * forgets those keys, so the next request asks again. Batches gather until the event loop's next
 * turn (setImmediate), so that the rows of a whole page, resolved over several promise hops, share
 * one query.
 */
export function batchLoader<T extends { id: string }>(fetch: (ids: string[]) => Promise<T[]>) {
  return new DataLoader<string, T | null>(
    async (ids) => {
      const rows = await fetch([...ids]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
}

/**
 * One request's loaders, each made when first used (most requests use none, and a subscription
 * holds its context as long as it is open). A followed stream forgets them before each item it
 * hands on (see openStream), so an event's `task`, `run` or `thread` is read as it is when that
 * event is delivered, not as it was at the stream's first.
 */
export class Loaders {
  #task?: DataLoader<string, Task | null>;
  #run?: DataLoader<string, Run | null>;
  #thread?: DataLoader<string, Thread | null>;
  #agent?: DataLoader<string, Agent | null>;
  #event?: DataLoader<string, Event | null>;

  constructor(
    private readonly prisma: PrismaClient,
    /** The caller's workspace: nothing outside it is found. */
    private readonly ws: string,
  ) {}

  get task() {
    return (this.#task ??= batchLoader((ids) => this.prisma.task.findMany({ where: { id: { in: ids }, workspaceId: this.ws, deletedAt: null } })));
  }
  get run() {
    return (this.#run ??= batchLoader((ids) => this.prisma.run.findMany({ where: { id: { in: ids }, workspaceId: this.ws } })));
  }
  get thread() {
    return (this.#thread ??= batchLoader((ids) => this.prisma.thread.findMany({ where: { id: { in: ids }, workspaceId: this.ws } })));
  }
  get agent() {
    return (this.#agent ??= batchLoader((ids) => this.prisma.agent.findMany({ where: { id: { in: ids }, workspaceId: this.ws } })));
  }
  get event() {
    return (this.#event ??= batchLoader((ids) => this.prisma.event.findMany({ where: { id: { in: ids }, workspaceId: this.ws } })));
  }

  /** Drops every row read so far: the next look-up reads again. */
  forget() {
    this.#task = this.#run = this.#thread = this.#agent = this.#event = undefined;
  }
}

export function createLoaders(prisma: PrismaClient, caller: Caller | null): Loaders {
  return new Loaders(prisma, caller?.workspaceId ?? "");
}
