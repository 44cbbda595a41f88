import type { PrismaClient } from "../db/client.js";
import { insertApiKey, requireScope, SCOPES, type Caller, type Scope } from "./auth.js";
import { badInput } from "./errors.js";
import { newId } from "./ids.js";

function checkName(name: string, what: string) {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 200) throw badInput(`${what} name must be 1 to 200 characters`);
  return trimmed;
}

/** Admin only: a new workspace and its first key (client and worker scopes). */
export async function createWorkspace(prisma: PrismaClient, caller: Caller | null, input: { name: string }) {
  requireScope(caller, "admin");
  const name = checkName(input.name, "workspace");
  return prisma.$transaction(async (tx) => {
    const workspace = await tx.workspace.create({ data: { id: newId("workspace"), name } });
    const { apiKey, secret } = await insertApiKey(tx, {
      workspaceId: workspace.id,
      name: "first key",
      scopes: ["client", "worker"],
    });
    return { workspace, apiKey, key: secret };
  });
}

/** Admin only: a new key in the caller's own workspace. */
export async function createApiKey(
  prisma: PrismaClient,
  caller: Caller | null,
  input: { name: string; scopes: readonly string[] },
) {
  const admin = requireScope(caller, "admin");
  const name = checkName(input.name, "key");
  if (input.scopes.length === 0) throw badInput("a key needs at least one scope");
  for (const s of input.scopes) {
    if (!SCOPES.includes(s as Scope)) throw badInput(`unknown scope ${s}`);
  }
  return insertApiKey(prisma, { workspaceId: admin.workspaceId, name, scopes: input.scopes as Scope[] });
}
