/**
 * Imported first by the benchmarks that run the server inside their own process: the server runs
 * as it is deployed, with NODE_ENV=production, which graphql-js reads once when it loads (in
 * development its `instanceOf` checks every type it meets by name as well: ~10% of the server's
 * CPU per preview call in bench/previews.ts), and with the heap's growth between major
 * collections and the allocation-site pretenuring that src/main.ts sets (HEAP_GROWING_PERCENT,
 * ALLOCATION_SITE_PRETENURING, src/gc.ts). A value set from outside is kept.
 */
import { loadConfig } from "../src/config.js";
import { setAllocationSitePretenuring, setHeapGrowingPercent } from "../src/gc.js";

process.env.NODE_ENV ??= "production";
const config = loadConfig();
setHeapGrowingPercent(config.heapGrowingPercent);
setAllocationSitePretenuring(config.allocationSitePretenuring);
