import type { PrismaClient } from "../db/client.js";
import type { Caller } from "./auth.js";
import { DomainError, badInput } from "./errors.js";
import { requestHash } from "./events/client-input.js";
import type { EventRow, Tx } from "./events/log.js";

/** The events a write recorded, in log order: what a replay answers with. */
export async function eventsByIds(prisma: PrismaClient, ids: string[]): Promise<EventRow[]> {
  return (await prisma.event.findMany({ where: { id: { in: ids } }, orderBy: { sequence: "asc" } })) as EventRow[];
}

/**
 * Runs a write at most once per idempotency key: a retry with the same key and input gets the
 * first result (rebuilt from the ids it recorded) and writes nothing; the same key with another
 * input is IDEMPOTENCY_CONFLICT. `apply` must call `record(tx, ids)` inside its transaction, so
 * the key and the write commit together; a concurrent duplicate loses on the key's primary key
 * and is answered as a retry.
 */
export async function withIdempotency<T>(
  prisma: PrismaClient,
  caller: Caller,
  scope: string,
  key: string | null | undefined,
  input: unknown,
  ops: { replay: (ids: string[]) => Promise<T>; apply: (record: (tx: Tx, ids: string[]) => Promise<void>) => Promise<T> },
): Promise<T & { replayed: boolean }> {
  if (key == null) return { ...(await ops.apply(async () => {})), replayed: false };
  if (key.length < 1 || key.length > 200) throw badInput("idempotencyKey must be 1 to 200 characters");
  const hash = requestHash(input);
  const where = { workspaceId_scope_key: { workspaceId: caller.workspaceId, scope, key } };
  const prior = async () => {
    const rec = await prisma.idempotencyRecord.findUnique({ where });
    if (!rec) return null;
    if (rec.requestHash !== hash) {
      throw new DomainError("IDEMPOTENCY_CONFLICT", "this idempotencyKey was used with a different input", { idempotencyKey: key });
    }
    // sendEvents recorded `eventIds` before it shared this helper; such keys still replay.
    const response = rec.response as { ids?: string[]; eventIds?: string[] };
    return { ...(await ops.replay(response.ids ?? response.eventIds ?? [])), replayed: true };
  };
  const seen = await prior();
  if (seen) return seen;
  try {
    const result = await ops.apply(async (tx, ids) => {
      await tx.idempotencyRecord.create({ data: { workspaceId: caller.workspaceId, scope, key, requestHash: hash, response: { ids } } });
    });
    return { ...result, replayed: false };
  } catch (err) {
    if ((err as { code?: string }).code === "P2002") {
      const again = await prior();
      if (again) return again;
    }
    throw err;
  }
}
