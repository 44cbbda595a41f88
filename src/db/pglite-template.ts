import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * A new PGlite database costs an initdb: about 10 s of CPU, most of a first start. Every new
 * embedded database is the same empty cluster, so it is made once per installed PGlite version
 * (by `npm install`, or else by the first start that needs it) and copied from then on, which
 * takes a fraction of a second. The copy is a closed, consistent cluster: the template is built in
 * a private folder, closed cleanly, and only then renamed into place.
 */

const require = createRequire(import.meta.url);

function pgliteVersion(): string {
  // The package's exports do not include package.json; read it next to the resolved entry point.
  const entry = require.resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (require(path.join(dir, "package.json")) as { version: string }).version;
}

/** node_modules/.cache/agent-task-graphql/pglite-<version>, beside the installed PGlite. */
export function templateDir(): string {
  const entry = require.resolve("@electric-sql/pglite");
  const marker = `${path.sep}node_modules${path.sep}`;
  const root = entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
  return path.join(root, ".cache", "agent-task-graphql", `pglite-${pgliteVersion()}`);
}

const isCluster = (dir: string) => existsSync(path.join(dir, "PG_VERSION"));

/** The template's folder, made if missing; undefined when it cannot be made (then callers initdb as before). */
export async function ensureTemplate(): Promise<string | undefined> {
  let dir: string;
  try {
    dir = templateDir();
  } catch {
    return undefined;
  }
  if (isCluster(dir)) return dir;
  const building = `${dir}.building-${process.pid}-${Date.now()}`;
  try {
    mkdirSync(path.dirname(dir), { recursive: true });
    const db = await PGlite.create(building);
    await db.query("SELECT 1");
    await db.close();
    try {
      renameSync(building, dir);
    } catch {
      // Another process finished first; its template is as good as this one.
      rmSync(building, { recursive: true, force: true });
    }
    return isCluster(dir) ? dir : undefined;
  } catch {
    rmSync(building, { recursive: true, force: true });
    return undefined;
  }
}

/** Fills an empty (or missing) data folder from the template; leaves a folder with anything in it alone. */
export async function seedDataDir(dataDir: string): Promise<boolean> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const template = await ensureTemplate();
  if (!template) return false;
  // Copied beside it, then renamed into place (rename replaces an empty folder), so a copy cut
  // short never leaves a half cluster where the next start would take it for a database.
  const parent = path.dirname(path.resolve(dataDir));
  mkdirSync(parent, { recursive: true });
  const copying = path.join(parent, `.${path.basename(dataDir)}.seeding-${process.pid}-${Date.now()}`);
  try {
    cpSync(template, copying, { recursive: true });
    renameSync(copying, dataDir);
    return true;
  } catch {
    rmSync(copying, { recursive: true, force: true });
    return false;
  }
}
