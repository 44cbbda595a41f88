import type { PrismaClient } from "../db/client.js";
import type { Caller } from "../domain/auth.js";

/**
 * Batches the look-ups of one tick into one query: a page of events costs one query per kind.
 * A row that is not there is null; a failed query fails every look-up of its batch with the
 * query's error (a database outage is SERVICE_UNAVAILABLE, never "not found"), and none of them
 * is cached, so the next request asks again.
 */
export class BatchLoader<T extends { id: string }> {
  private pending = new Map<string, Array<{ resolve: (v: T | null) => void; reject: (err: unknown) => void }>>();
  private cache = new Map<string, Promise<T | null>>();
  constructor(private readonly fetch: (ids: string[]) => Promise<T[]>) {}

  load(id: string): Promise<T | null> {
    let p = this.cache.get(id);
    if (p) return p;
    p = new Promise<T | null>((resolve, reject) => {
      const waiters = this.pending.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else {
        if (this.pending.size === 0) setImmediate(() => void this.flush());
        this.pending.set(id, [{ resolve, reject }]);
      }
    });
    this.cache.set(id, p);
    return p;
  }

  private async flush() {
    const batch = this.pending;
    this.pending = new Map();
    try {
      const rows = await this.fetch([...batch.keys()]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const [id, waiters] of batch) for (const w of waiters) w.resolve(byId.get(id) ?? null);
    } catch (err) {
      for (const [id, waiters] of batch) {
        this.cache.delete(id);
        for (const w of waiters) w.reject(err);
      }
    }
  }
}

export function createLoaders(prisma: PrismaClient, caller: Caller | null) {
  const ws = caller?.workspaceId ?? "";
  return {
    task: new BatchLoader((ids) => prisma.task.findMany({ where: { id: { in: ids }, workspaceId: ws, deletedAt: null } })),
    run: new BatchLoader((ids) => prisma.run.findMany({ where: { id: { in: ids }, workspaceId: ws } })),
    thread: new BatchLoader((ids) => prisma.thread.findMany({ where: { id: { in: ids }, workspaceId: ws } })),
    agent: new BatchLoader((ids) => prisma.agent.findMany({ where: { id: { in: ids }, workspaceId: ws } })),
    event: new BatchLoader((ids) => prisma.event.findMany({ where: { id: { in: ids }, workspaceId: ws } })),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
