// The production build: every TypeScript file of src/ transpiled to the same place under dist/
// (one module per file, so paths relative to a module, like prisma/migrations, stay right), and the
// console's static files copied beside their server. esbuild transpiles only; `npm run typecheck`
// checks types. Plain JavaScript, so it runs before anything is built.
import { build } from "esbuild";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SRC = path.join(ROOT, "src");
const DIST = path.join(ROOT, "dist");
const STAMP = path.join(DIST, ".built");

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** Whether a file of src/ is newer than the last build (or there is none). */
export function isStale() {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return filesUnder(SRC).some((f) => statSync(f).mtimeMs > built);
}

/** Builds dist/ anew; a process starting meanwhile sees the old one or the new one, whole. */
export async function buildDist() {
  const files = filesUnder(SRC);
  const next = `${DIST}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  await build({
    entryPoints: files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts")),
    outdir: next,
    outbase: SRC,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
  });
  for (const f of files.filter((f) => !f.endsWith(".ts"))) {
    const to = path.join(next, path.relative(SRC, f));
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(f, to);
  }
  writeFileSync(path.join(next, ".built"), new Date().toISOString());
  const old = `${DIST}.old-${process.pid}`;
  if (existsSync(DIST)) renameSync(DIST, old);
  renameSync(next, DIST);
  rmSync(old, { recursive: true, force: true });
}

/** Builds when a source is newer than dist/ (after a pull, an edit), so `npm start` runs what is checked out. */
export async function buildIfStale() {
  if (isStale()) await buildDist();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = performance.now();
  await buildDist();
  process.stdout.write(`built dist/ in ${Math.round(performance.now() - started)} ms\n`);
}
