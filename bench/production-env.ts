/**
 * Imported first by the benchmarks that run the server inside their own process: the server runs
 * as it is deployed, with NODE_ENV=production, which graphql-js reads once when it loads (in
 * development its `instanceOf` checks every type it meets by name as well: ~10% of the server's
 * CPU per preview call in bench/previews.ts). A value set from outside is kept.
 */
process.env.NODE_ENV ??= "production";
