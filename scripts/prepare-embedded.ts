// Makes the empty embedded database that every new PGlite data folder is copied from (see
// src/db/pglite-template.ts), so that the first `npm start` and each test database skip initdb.
// Run by `npm install`; best effort: without it, the first start makes it instead.
import { ensureTemplate, templateDir } from "../src/db/pglite-template.js";

const started = Date.now();
process.stdout.write("preparing the embedded database template…\n");
const dir = await ensureTemplate();
if (dir) process.stdout.write(`embedded database template ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${dir}\n`);
else process.stdout.write(`could not prepare the embedded database template at ${templateDir()}; the first start will make it\n`);
