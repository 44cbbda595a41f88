import type { Caller } from "./auth.js";
import { badInput } from "./errors.js";
import type { EventLog } from "./events/log.js";
import { lockTask } from "./lifecycle.js";

/**
 * Deletes a task's events created before `before` and writes `history.purged`. Cursors from
 * before the purge expire (CURSOR_EXPIRED): their place in the history may be gone. `c` is the
 * workspace acted in: a client key's (purgeHistory), or the retention job's, which acts as the
 * system, for no key.
 */
export async function purgeHistory(log: EventLog, c: Pick<Caller, "workspaceId">, input: { taskId: string; before: Date }) {
  if (Number.isNaN(input.before.getTime())) throw badInput("before must be a date");
  const { result } = await log.transact(async (tx, append) => {
    // Under the task's lock, like every other state change: two purges of one task, or a purge
    // and a write, apply one after the other.
    const task = await lockTask(tx, c.workspaceId, input.taskId);
    const { count } = await tx.event.deleteMany({ where: { taskId: task.id, createdAt: { lt: input.before } } });
    const { _min } = await tx.event.aggregate({ where: { taskId: task.id }, _min: { sequence: true } });
    const [event] = await append({ workspaceId: c.workspaceId, taskId: task.id }, [
      { type: "history.purged", payload: { before: input.before.toISOString() } },
    ]);
    // The marker is listed first, at the position just before the first kept event (its own
    // sequence when nothing older was kept); a cursor below that position expires.
    const listedAt = _min.sequence != null ? _min.sequence - 1n : event!.sequence;
    const updated = await tx.task.update({
      where: { id: task.id },
      data: { purgedBefore: input.before, purgedThroughSequence: listedAt, purgeMarkerSequence: event!.sequence },
    });
    return { task: updated, event: event!, deleted: count };
  });
  return result;
}
