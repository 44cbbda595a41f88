// Prints the GraphQL schema, sorted and stable, to schema.graphql (or checks it with --check).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { printSchema } from "graphql";
import { schema } from "../src/graphql/schema.js";

const target = fileURLToPath(new URL("../schema.graphql", import.meta.url));
const printed = `${printSchema(schema)}\n`;

if (process.argv.includes("--check")) {
  const committed = readFileSync(target, "utf8");
  if (committed !== printed) {
    process.stderr.write("schema.graphql is out of date: run `npm run schema:print`\n");
    process.exit(1);
  }
  process.stdout.write("schema.graphql is up to date\n");
} else {
  writeFileSync(target, printed);
  process.stdout.write(`wrote ${target}\n`);
}
