import { Cluster, Redis } from "ioredis";
import { retryStrategy } from "./outage.js";

/** Where Redis is: one server (REDIS_URL) or a Redis Cluster (REDIS_CLUSTER_NODES). */
export type RedisTarget = { url: string } | { clusterNodes: Array<{ host: string; port: number }> };

export type RedisConnection = Redis | Cluster;

export interface ConnectionOptions {
  /** Queue commands while disconnected (a subscriber's) or fail them at once (everything on a request's path). */
  offlineQueue: boolean;
  commandTimeout?: number;
  /** Cluster only: one subscriber connection per master, for SSUBSCRIBE. */
  sharded?: boolean;
}

/** A connection to the target, not yet connected (call `connectAll`). */
export function redisConnection(target: RedisTarget, o: ConnectionOptions): RedisConnection {
  const common = { connectTimeout: 5000, commandTimeout: o.commandTimeout, maxRetriesPerRequest: 1 };
  if ("url" in target) {
    return new Redis(target.url, { ...common, lazyConnect: true, retryStrategy, enableOfflineQueue: o.offlineQueue, autoResubscribe: false });
  }
  return new Cluster(target.clusterNodes, {
    lazyConnect: true,
    enableOfflineQueue: o.offlineQueue,
    shardedSubscribers: o.sharded ?? false,
    clusterRetryStrategy: retryStrategy,
    // A failover moves a shard's slots to its replica: ask again soon, not after the default 2 s.
    retryDelayOnFailover: 100,
    retryDelayOnClusterDown: 100,
    slotsRefreshInterval: 1000,
    redisOptions: common,
  });
}

/** Where the target is, for messages. */
export function describeTarget(target: RedisTarget): string {
  if ("url" in target) {
    const { hostname, port } = new URL(target.url);
    return `Redis at ${hostname}:${port || 6379}`;
  }
  return `Redis Cluster at ${target.clusterNodes.map((n) => `${n.host}:${n.port}`).join(",")}`;
}

/** Connects every connection, or closes them all and says why in one line. */
export async function connectAll(target: RedisTarget, conns: RedisConnection[]): Promise<void> {
  let lastError: Error | undefined;
  for (const c of conns) c.on("error", (err: Error) => (lastError = err));
  try {
    await Promise.all(conns.map((c) => c.connect()));
  } catch (err) {
    // Left alone, ioredis would retry the first connection forever and keep the process alive.
    for (const c of conns) c.disconnect();
    const e = (lastError ?? err) as NodeJS.ErrnoException;
    throw new Error(`cannot reach ${describeTarget(target)} (${e.message || e.code || String(e)})`);
  }
}
