// Before any test file starts: the embedded database template (src/db/pglite-template.ts), made
// once here rather than by several test files racing to make it on their first database.
import { ensureTemplate } from "../src/db/pglite-template.js";

export default async function setup() {
  if (!process.env.DATABASE_URL) await ensureTemplate();
}
