import { builder } from "../builder.js";
import { kindOfId, type IdKind } from "../../domain/ids.js";
import type { Scope } from "../../domain/auth.js";
import { callerOf, type GraphQLContext } from "../context.js";
import type { PrismaClient } from "../../db/client.js";

/**
 * `node(id:)` for every prefixed id. Everything is looked up inside the caller's workspace:
 * another workspace's object is simply not there (null, exactly like a missing one). Reading
 * takes the scope the object's own query takes: client for tasks and what is in them, admin for
 * API keys; a workspace is readable by any of its keys.
 */
builder.queryField("node", (t) =>
  t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    description:
      "Any object by its id (task_…, run_…, event_…, thread_…, wfrun_…, phase_…, ws_…, key_…, agent_…), or null when the caller's workspace holds no such object.",
    args: { id: t.arg.id({ required: true }) },
    // Any id needs a key; a workspace (or an id that is not one of ours) needs no particular scope.
    authScopes: (_root, { id }) => {
      const kind = kindOfId(String(id));
      const scope = kind ? SCOPE_OF[kind] : undefined;
      return scope ? { [scope]: true } : { anyKey: true };
    },
    resolve: async (_root, { id: raw }, ctx) => {
      const row = await findNode(ctx, String(raw));
      // Brand the row with its type, so the Node interface resolves it without guessing.
      return row && !("sequence" in row) ? { ...row, __typename: TYPENAMES[kindOfId(String(raw))!] } : row;
    },
  }),
);

const TYPENAMES: Partial<Record<IdKind, string>> = {
  task: "Task",
  run: "Run",
  thread: "Thread",
  workflowRun: "WorkflowRun",
  phase: "WorkflowPhase",
  workspace: "Workspace",
  apiKey: "ApiKey",
  agent: "Agent",
};

/** The scope needed to read each kind of object; a workspace needs only a key of its own. */
const SCOPE_OF: Partial<Record<IdKind, Scope>> = {
  task: "client",
  run: "client",
  thread: "client",
  event: "client",
  workflowRun: "client",
  phase: "client",
  apiKey: "admin",
  agent: "client",
};

async function findNode(ctx: GraphQLContext, id: string): Promise<object | null> {
  const kind = kindOfId(id);
  const caller = callerOf(ctx);
  const { reads } = ctx.services.db;
  if (reads.replicated) {
    // On a replica first (it may lag: an object written a moment ago on another instance is looked
    // for again on the primary), unless the caller's own writes are not replayed there yet.
    let onPrimary = false;
    const found = await reads.run({ workspaceId: caller.workspaceId }, (prisma, holds) => {
      onPrimary = holds == null;
      return lookUp(ctx, kind, id, caller.workspaceId, prisma, onPrimary);
    });
    if (found || onPrimary) return found;
  }
  return lookUp(ctx, kind, id, caller.workspaceId, ctx.services.db.prisma, true);
}

/** One object by id inside the workspace, from `prisma` (with `loaders`: through the request's batch loaders, on the primary). */
async function lookUp(ctx: GraphQLContext, kind: IdKind | null | undefined, id: string, ws: string, prisma: PrismaClient, loaders: boolean): Promise<object | null> {
  if (!loaders) {
    switch (kind) {
      case "task":
        return prisma.task.findFirst({ where: { id, workspaceId: ws, deletedAt: null } });
      case "run":
        return prisma.run.findFirst({ where: { id, workspaceId: ws } });
      case "thread":
        return prisma.thread.findFirst({ where: { id, workspaceId: ws } });
      case "agent":
        return prisma.agent.findFirst({ where: { id, workspaceId: ws } });
    }
  }
  switch (kind) {
    case "task":
      return ctx.loaders.task.load(id);
    case "run":
      return ctx.loaders.run.load(id);
    case "thread":
      return ctx.loaders.thread.load(id);
    case "event":
      return prisma.event.findFirst({ where: { id, workspaceId: ws, task: { deletedAt: null } } });
    case "workflowRun":
      return prisma.workflowRun.findFirst({ where: { id, workspaceId: ws } });
    case "phase":
      return prisma.workflowPhase.findFirst({ where: { id, workflowRun: { workspaceId: ws } } });
    case "workspace":
      return id === ws ? prisma.workspace.findUnique({ where: { id } }) : null;
    case "apiKey":
      return prisma.apiKey.findFirst({ where: { id, workspaceId: ws } });
    case "agent":
      return ctx.loaders.agent.load(id);
    default:
      return null;
  }
}

