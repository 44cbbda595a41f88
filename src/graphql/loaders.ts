import DataLoader from "dataloader";
import type { PrismaClient } from "../db/client.js";
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

export function createLoaders(prisma: PrismaClient, caller: Caller | null) {
  const ws = caller?.workspaceId ?? "";
  return {
    task: batchLoader((ids) => prisma.task.findMany({ where: { id: { in: ids }, workspaceId: ws, deletedAt: null } })),
    run: batchLoader((ids) => prisma.run.findMany({ where: { id: { in: ids }, workspaceId: ws } })),
    thread: batchLoader((ids) => prisma.thread.findMany({ where: { id: { in: ids }, workspaceId: ws } })),
    agent: batchLoader((ids) => prisma.agent.findMany({ where: { id: { in: ids }, workspaceId: ws } })),
    event: batchLoader((ids) => prisma.event.findMany({ where: { id: { in: ids }, workspaceId: ws } })),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
