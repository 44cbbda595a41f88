// Before any test file starts: the embedded database template (src/db/pglite-template.ts), made
// once here rather than by several test files racing to make it on their first database.
// And the build that real server processes run (`npm start` runs dist/), brought up to date once
// here rather than by several servers starting at the same moment.
import { ensureTemplate } from "../src/db/pglite-template.js";
import { buildIfStale } from "../scripts/build.mjs";

export default async function setup() {
  await buildIfStale();
  if (!process.env.DATABASE_URL) await ensureTemplate();
}
