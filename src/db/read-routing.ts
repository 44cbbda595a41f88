import { getOperationAST } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { routedReads } from "../metrics.js";
import type { ReadReplicaOptions } from "./client.js";
import type { ReadRouter, ReplicaStatus } from "./replicas.js";

/** The replicas of DATABASE_READ_URL as the database opens them; their changes of state are logged. */
export function readReplicaOptions(config: Pick<Config, "databaseReadUrls" | "databaseReadMaxLagMs">, logger: Logger): ReadReplicaOptions | undefined {
  if (!config.databaseReadUrls.length) return undefined;
  return {
    urls: config.databaseReadUrls,
    maxLagMs: config.databaseReadMaxLagMs,
    onStateChange: (s) =>
      s.state === "ok"
        ? logger.info({ replica: s.name, lagSeconds: s.lagSeconds }, "read replica in use")
        : logger.warn({ replica: s.name, state: s.state, lagSeconds: s.lagSeconds }, "read replica skipped: its reads go to the primary"),
    onRead: (server) => routedReads.inc({ server }),
  };
}

/** The replicas' part of /ready (absent without replicas). */
export function replicaReadiness(reads: ReadRouter): ReplicaStatus[] | undefined {
  return reads.replicated ? reads.status() : undefined;
}

/**
 * Read-your-writes: once a mutation has ended (its writes committed), the reads of its workspace
 * go to the primary until a replica has replayed past that moment (see replicas.ts).
 */
export function useReadYourWrites(reads: ReadRouter): Plugin<{ caller?: { workspaceId: string } | null }> {
  if (!reads.replicated) return {};
  return {
    onExecute({ args }) {
      const op = getOperationAST(args.document, args.operationName);
      const workspaceId = (args.contextValue as { caller?: { workspaceId: string } | null }).caller?.workspaceId;
      if (op?.operation !== "mutation" || !workspaceId) return;
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result)) reads.wrote(workspaceId);
        },
      };
    },
  };
}
