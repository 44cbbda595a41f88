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
