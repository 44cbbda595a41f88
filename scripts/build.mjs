// The production build: every TypeScript file of src/ transpiled to the same place under dist/
// (one module per file, so paths relative to a module, like prisma/migrations, stay right), and the
// console's static files copied beside their server. esbuild transpiles only; `npm run typecheck`
// checks types. Plain JavaScript, so it runs before anything is built.
//
// One exception to "one module per file": a module of src/ that imports from outside src/ (the
// workers import the client SDK, sdk/, which is not built on its own) is built with what it imports
// from there bundled in, so dist/ runs without the TypeScript sources. Its imports of other modules
// of src/ and of packages stay imports.
import { build } from "esbuild";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SRC = path.join(ROOT, "src");
/** Bundled into the modules of src/ that import it. */
const SDK = path.join(ROOT, "sdk");
const DIST = path.join(ROOT, "dist");
const STAMP = path.join(DIST, ".built");

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** Whether a file of src/ or sdk/ is newer than the last build (or there is none). */
export function isStale() {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return [...filesUnder(SRC), ...(existsSync(SDK) ? filesUnder(SDK) : [])].some((f) => statSync(f).mtimeMs > built);
}

const insideSrc = (target) => target.startsWith(SRC + path.sep);

/** The modules of src/ with a relative import (static or dynamic) of a file outside src/. */
function importsOutsideSrc(files) {
  const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\.?\/[^"']+)["']/g;
  return files.filter((f) => [...readFileSync(f, "utf8").matchAll(specifier)].some((m) => !insideSrc(path.resolve(path.dirname(f), m[1]))));
}

/** In a bundled build: a relative import of a module of src/ stays an import; anything else relative is bundled in. */
const keepSrcImports = {
  name: "keep-src-imports",
  setup(b) {
    b.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
      if (args.kind === "entry-point") return undefined;
      return insideSrc(path.resolve(args.resolveDir, args.path)) ? { path: args.path, external: true } : undefined;
    });
  },
};

/** Builds dist/ anew; a process starting meanwhile sees the old one or the new one, whole. */
export async function buildDist() {
  const files = filesUnder(SRC);
  const next = `${DIST}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  const modules = files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"));
  const common = { outdir: next, outbase: SRC, format: "esm", platform: "node", target: "node20", sourcemap: "linked", logLevel: "warning" };
  const bundled = importsOutsideSrc(modules);
  await build({ ...common, entryPoints: modules.filter((f) => !bundled.includes(f)) });
  if (bundled.length) await build({ ...common, entryPoints: bundled, bundle: true, packages: "external", plugins: [keepSrcImports] });
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
