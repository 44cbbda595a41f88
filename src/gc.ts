import v8 from "node:v8";

/**
 * How far V8 lets the old generation grow past what the last major collection kept before it runs
 * the next one (HEAP_GROWING_PERCENT; 0 leaves V8's own choice, which here was 15-30%).
 *
 * Why: a write leaves garbage that outlives two young-generation collections and so moves to the
 * old generation (about 30 KB per sendEvents request in bench/fanout.ts's dashboards scenario,
 * `--trace-gc-nvp`: ~0.87 MB promoted per scavenge, a scavenge every ~28 writes), so with V8's
 * own growth the old generation fills and a major collection runs every two seconds under 100
 * writes a second. Its marking and final pause hold up the event loop and take the other
 * core from PostgreSQL, and the writes in flight then make up the latency tail: the slow writes of
 * a run fall on the major collections. At 300% (the limit four times what the last collection
 * kept) they run about a ninth as often, at the price of a heap that can grow to four times its
 * live size between them (V8 still keeps under the heap limit, and shrinks an idle heap).
 * The README's benchmark section has the figures.
 *
 * V8 reads the flag whenever it sets the next limit, so setting it once the process runs applies
 * from the next collection on.
 */
export function setHeapGrowingPercent(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/**
 * V8's allocation-site pretenuring off unless `on` (ALLOCATION_SITE_PRETENURING). V8 watches where
 * objects are made, and once most of a site's objects outlive a young-generation collection it
 * makes that site's objects in the old generation from then on. Here such objects (parts of a
 * request that were alive when a collection ran) die young, but in the old generation they are
 * only collected by a major collection, and until then they hold the young objects they point at
 * through every young collection, which copies those to the old generation too: the whole of a
 * request. With 1,000 `publishDeltas` a second over graphql-ws (bench/previews.ts) ~270 KB
 * reached the old generation per young collection with it, ~20 KB without, and each young
 * collection took 2.7 -> 2.1 ms (p50). The README's benchmark section has the figures.
 *
 * Set at start-up, before the app's modules run: V8 reads the flag when a collection decides.
 */
export function setAllocationSitePretenuring(on: boolean): void {
  if (!on) v8.setFlagsFromString("--no-allocation-site-pretenuring");
}
