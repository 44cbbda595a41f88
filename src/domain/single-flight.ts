/**
 * One look at a time per key: callers that ask for a key while its look is under way share that
 * look (its answer or its error) instead of starting their own. A cache in front of the database
 * needs it where many callers miss together (an entry expiring under a steady stream of calls):
 * without it every call that arrives before the first look returns sends its own, the pool's
 * queue grows, the look takes longer, and more calls miss behind it.
 *
 * Hand-written: a map of promises, forgotten when they settle; memoizing libraries keep answers,
 * which here is the cache's job, not this one's.
 */
export class SingleFlight<K, V> {
  private readonly pending = new Map<K, Promise<V>>();

  run(key: K, look: () => Promise<V>): Promise<V> {
    let p = this.pending.get(key);
    if (!p) {
      p = look();
      this.pending.set(key, p);
      const forget = () => this.pending.delete(key);
      p.then(forget, forget);
    }
    return p;
  }

  /** Looks under way (for tests). */
  get size(): number {
    return this.pending.size;
  }
}
