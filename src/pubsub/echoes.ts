/** The most messages of one topic remembered while their echo is awaited; past that the oldest are forgotten. */
export const MAX_UNECHOED = 256;

/**
 * What this instance published on each topic it also follows, until Redis hands it back: the
 * instance delivers its own messages at once, so their echo is skipped. Messages go on the wire
 * unchanged (an instance of an earlier version reads them as before); an echo is known by its text.
 *
 * Redis hands back one connection's messages of a topic in the order they were published, so an
 * echo also says that the messages published before it, still remembered, were lost on the way:
 * they are forgotten. A message from another instance with the same text as one awaited is skipped
 * in its place, and that one, when it comes, is delivered instead: the same text, as many times.
 * A message published just before the SUBSCRIBE took effect has no echo; it stays remembered (at
 * most MAX_UNECHOED per topic, until the topic is left or the connection lost) and could only take
 * the place of a later message of the same text.
 */
export class Echoes {
  private readonly awaited = new Map<string, string[]>();

  /** `message` was published on `topic`, which this instance follows: its echo is to be skipped. */
  published(topic: string, message: string) {
    let q = this.awaited.get(topic);
    if (!q) this.awaited.set(topic, (q = []));
    q.push(message);
    if (q.length > MAX_UNECHOED) q.shift();
  }

  /** Redis did not take `message`: no echo will come. */
  lost(topic: string, message: string) {
    const q = this.awaited.get(topic);
    const i = q ? q.lastIndexOf(message) : -1;
    if (i < 0) return;
    q!.splice(i, 1);
    if (q!.length === 0) this.awaited.delete(topic);
  }

  /** Whether `message`, heard on `topic`, is the echo of one this instance published (and is to be skipped). */
  isEcho(topic: string, message: string): boolean {
    const q = this.awaited.get(topic);
    const i = q ? q.indexOf(message) : -1;
    if (i < 0) return false;
    if (i === q!.length - 1) this.awaited.delete(topic);
    else q!.splice(0, i + 1);
    return true;
  }

  /** No echo of `topic` will come (this instance stopped following it). */
  forget(topic: string) {
    this.awaited.delete(topic);
  }

  /** No echo will come (the subscriber connection was lost). */
  clear() {
    this.awaited.clear();
  }
}
