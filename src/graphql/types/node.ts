import { builder } from "../builder.js";
import { kindOfId, type IdKind } from "../../domain/ids.js";
import type { GraphQLContext } from "../context.js";

/**
 * `node(id:)` for every prefixed id. Everything is looked up inside the caller's workspace:
 * another workspace's object is simply not there.
 */
builder.queryField("node", (t) =>
  t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
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
};

async function findNode(ctx: GraphQLContext, id: string): Promise<object | null> {
  {
      if (!ctx.caller) return null;
      const ws = ctx.caller.workspaceId;
      const prisma = ctx.services.db.prisma;
      switch (kindOfId(id)) {
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
          return ctx.caller.scopes.has("admin") ? prisma.apiKey.findFirst({ where: { id, workspaceId: ws } }) : null;
        default:
          return null;
      }
  }
}
