import { randomUUID } from "node:crypto";
import { getOperationAST } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { PubSub } from "../pubsub/pubsub.js";
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

/** Where instances say that a workspace wrote: "<instance> <workspaceId>", or "<instance> *" for a write of no workspace. */
export const WROTE_TOPIC = "reads:wrote";

/**
 * Read-your-writes across instances: each write recorded here is said on the bus, and a write
 * another instance says routes this instance's reads of that workspace as if made here (to the
 * primary until a replica has replayed past the moment it was heard, which is after its commit).
 * The message leaves before the writer's answer does, so another instance has usually heard it
 * before a client that read the answer reaches it (a bus round trip, against the answer's way to
 * the client and a new request), but nothing makes it wait for the word. After this instance's
 * bus reconnects, writes may have gone unheard: every workspace then reads from the primary until
 * the replicas have replayed past that moment.
 */
export async function shareWrites(reads: ReadRouter, pubsub: PubSub): Promise<void> {
  if (!reads.replicated) return;
  const me = randomUUID();
  reads.onWrote((workspaceId) => pubsub.publish(WROTE_TOPIC, `${me} ${workspaceId ?? "*"}`));
  await pubsub.subscribe(WROTE_TOPIC, (message) => {
    const space = message.indexOf(" ");
    if (space < 0 || message.slice(0, space) === me) return;
    const workspaceId = message.slice(space + 1);
    reads.wroteElsewhere(workspaceId === "*" ? undefined : workspaceId);
  });
  pubsub.onReconnect(() => reads.wroteElsewhere());
}
