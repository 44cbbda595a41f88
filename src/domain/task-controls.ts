import { requireScope, type Caller } from "./auth.js";
import type { EventLog } from "./events/log.js";
import { getTask } from "./tasks.js";

/** Deletes a task: writes task.deleted (its open streams read it and end), then hides it. */
export async function deleteTask(log: EventLog, caller: Caller | null, taskId: string) {
  const c = requireScope(caller, "client");
  const { result } = await log.transact(async (tx, append) => {
    const task = await getTask(tx, c, taskId);
    const [event] = await append({ workspaceId: c.workspaceId, taskId: task.id }, [{ type: "task.deleted" }]);
    await tx.task.update({ where: { id: task.id }, data: { deletedAt: new Date() } });
    await tx.run.updateMany({
      where: { taskId: task.id, status: { in: ["QUEUED", "RUNNING", "AWAITING_USER", "DRAINING"] } },
      data: { status: "CANCELLED", endedAt: new Date(), leaseExpiresAt: null },
    });
    return { taskId: task.id, event: event! };
  });
  return result;
}
