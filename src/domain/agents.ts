import type { PrismaClient } from "../db/client.js";
import type { Prisma } from "../db/generated/prisma/client.js";
import type { Caller } from "./auth.js";
import { badInput, notFound } from "./errors.js";
import { newId } from "./ids.js";
import { pageByIdNewestFirst, type IdPageQuery } from "./paging.js";
import type { Tx } from "./events/log.js";

/**
 * Agents: one concept for the reference's agent and runtime. A task may target one; a worker key
 * may be bound to one and then claims only its tasks (an unbound worker key claims only tasks
 * that target none). The events a run of an agent's task writes belong to that agent.
 */

/** Admin only: a new agent, its name unique in the workspace. */
export async function createAgent(prisma: PrismaClient, admin: Caller, input: { name: string }) {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 200) throw badInput("an agent's name must be 1 to 200 characters", { argument: "name" });
  const taken = await prisma.agent.findFirst({ where: { workspaceId: admin.workspaceId, name }, select: { id: true } });
  if (taken) throw badInput(`this workspace already has an agent named ${name}`, { argument: "name" });
  return prisma.agent
    .create({ data: { id: newId("agent"), workspaceId: admin.workspaceId, name } })
    .catch((err: Error) => {
      if (/Unique constraint|duplicate key/i.test(err.message)) throw badInput(`this workspace already has an agent named ${name}`, { argument: "name" });
      throw err;
    });
}

/** An agent of the caller's workspace, or NOT_FOUND (also for another workspace's). */
export async function getAgent(prisma: PrismaClient | Tx, caller: Caller, agentId: string) {
  const agent = await prisma.agent.findFirst({ where: { id: agentId, workspaceId: caller.workspaceId } });
  if (!agent) throw notFound("agent", agentId);
  return agent;
}

/** The workspace's agents, newest first, for the apps that create tasks targeting them (client scope). */
export async function listAgents(prisma: PrismaClient, c: Caller, q: IdPageQuery) {
  return pageByIdNewestFirst(q, { prefix: "agent", name: "an agent" }, (id, order, take) => {
    const where: Prisma.AgentWhereInput = { workspaceId: c.workspaceId };
    if (id) where.id = id;
    return prisma.agent.findMany({ where, orderBy: { id: order }, take });
  });
}
