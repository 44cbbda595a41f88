/**
 * The demo worker beside the server (`npm start` on the embedded default). The worker itself speaks
 * only the public API; this file is the one place that reaches into the domain, to mint its key.
 */
import type { App } from "../server/app.js";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { hashApiKey, insertApiKey } from "../domain/auth.js";
import { startDemoWorker, type DemoWorker } from "./demo-worker.js";

const DEMO_KEY_NAME = "demo worker";

export interface AttachedDemoWorker {
  workspaceId: string;
  /** Stops the worker (the run in hand finishes or is abandoned), then revokes its key. */
  stop(): Promise<void>;
}

/**
 * The workspace the demo worker serves: the one whose key people hold after starting the server —
 * the BOOTSTRAP_API_KEY's workspace, else the first-start key's, else the oldest workspace.
 */
export async function demoWorkspaceId(app: App, config: Config): Promise<string | null> {
  const prisma = app.services().db.prisma;
  if (config.bootstrapApiKey) {
    const key = await prisma.apiKey.findUnique({ where: { hash: hashApiKey(config.bootstrapApiKey) } });
    if (key) return key.workspaceId;
  }
  const firstStart = await prisma.apiKey.findFirst({ where: { name: "first-start" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  if (firstStart) return firstStart.workspaceId;
  const oldest = await prisma.workspace.findFirst({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return oldest?.id ?? null;
}

/** The address the server answers on from this machine. */
function localUrl(config: Config, port: number): string {
  const wildcard = !config.host || config.host === "0.0.0.0" || config.host === "::";
  const host = wildcard ? "127.0.0.1" : config.host.includes(":") ? `[${config.host}]` : config.host;
  return `http://${host}:${port}/graphql`;
}

/** Mints a worker key in the demo workspace and starts the demo worker against this server. */
export async function attachDemoWorker(app: App, config: Config, logger: Logger, port: number): Promise<AttachedDemoWorker | null> {
  const workspaceId = await demoWorkspaceId(app, config);
  if (!workspaceId) {
    logger.warn("demo worker not attached: no workspace yet");
    return null;
  }
  const { db } = app.services();
  const prisma = db.prisma;
  if (db.kind === "pglite") {
    // An embedded database is open in one process only, so a demo worker key still active here is
    // one a crashed start left behind (a clean stop revokes its own). With DATABASE_URL, other
    // instances' demo workers may be using theirs: those are left alone.
    await prisma.apiKey.updateMany({ where: { workspaceId, name: DEMO_KEY_NAME, revokedAt: null }, data: { revokedAt: new Date() } });
  }
  const { apiKey, secret } = await insertApiKey(prisma, { workspaceId, name: DEMO_KEY_NAME, scopes: ["worker"] });
  const worker: DemoWorker = startDemoWorker({
    url: localUrl(config, port),
    apiKey: secret,
    logger: logger.child({ component: "demo-worker" }),
    // Leaves the server's own drain time to finish within a prompt exit.
    stopTimeoutMs: 3000,
  });
  worker.done.catch(() => {});
  // Never log the secret: only where the worker works and which key it holds.
  logger.info({ workspaceId, keyId: apiKey.id }, "demo worker attached");
  return {
    workspaceId,
    async stop() {
      await worker.stop();
      await prisma.apiKey.update({ where: { id: apiKey.id }, data: { revokedAt: new Date() } }).catch(() => {});
    },
  };
}
