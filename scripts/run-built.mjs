// `npm start` and `npm run worker`: rebuild dist/ if a source is newer, then run the built entry
// (dist/main.js, or the one named first) with plain node.
import { buildIfStale } from "./build.mjs";

const entry = process.argv[2]?.endsWith(".js") ? process.argv.splice(2, 1)[0] : "main.js";
await buildIfStale();
await import(new URL(`../dist/${entry}`, import.meta.url).href);
