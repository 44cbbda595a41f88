/**
 * Ephemeral topics (previews) that no other instance follows now, so that their messages need not
 * go to Redis at all: a worker streaming previews of a task nobody watches, or watched only on the
 * instance the worker writes to, costs no PUBLISH, no Redis work and no echo to read back.
 *
 * How an instance knows, without a round trip per message:
 * - Redis answers a PUBLISH with how many subscribers received it. When that is nobody, or only
 *   this instance's own subscription, nobody else follows the topic: later messages stay here.
 * - An instance that starts to follow an ephemeral topic says so on the topic's followers channel
 *   (`followersChannel`), once its SUBSCRIBE is confirmed; a publisher listens there, from before
 *   its first PUBLISH on the topic, and sends to Redis again from the next message on.
 *   Redis handles the two channels in one order (on a cluster they share a shard: the followers
 *   channel keeps the topic's hash tag), so a follower that subscribed after a PUBLISH counted
 *   nobody is always heard announcing itself. The publisher then says so on the topic (`heard`),
 *   on the connection its messages take, and the follower's subscription opens only once every
 *   publisher Redis counted for its announcement has said so (at most 500 ms): a follower that
 *   joins elsewhere misses no message published after its subscription opened.
 * - Where an announcement may have been missed (the subscriber connection was lost), every topic
 *   goes back to Redis; and a quiet topic still sends one message every `recheckMs`, whose answer
 *   says again who follows.
 */

/** How long a topic found unheard stays off Redis before one message asks again. */
export const RECHECK_MS = 2_000;

/** A topic not published on for this long is forgotten (its followers channel left). */
export const FORGET_MS = 60_000;

const PREFIX = "followers:";

const HEARD_PREFIX = '{"kind":"heard","type":"followers.heard","by":';

/**
 * What publisher `by` (an instance's id) says on a topic when it hears a follower announce itself:
 * from here on its messages go to Redis. A follower's subscription opens once every publisher
 * Redis counted for its announcement has said it (redis.ts), so it counts senders, not messages:
 * one publisher hearing two followers announce says it twice. JSON with a `type` no preview has,
 * so an instance of an earlier version passes it over.
 */
export const heard = (by: string) => `${HEARD_PREFIX}"${by}"}`;

/**
 * The publisher a message on a topic says heard a follower, or undefined for any other message.
 * Ids are letters, digits and dashes (a UUID), so the id is read off without parsing the JSON.
 */
export const heardFrom = (message: string): string | undefined =>
  message.startsWith(HEARD_PREFIX) ? message.slice(HEARD_PREFIX.length + 1, -2) : undefined;

/** Where followers of `topic` announce themselves. Same hash tag as the topic, so the same shard. */
export const followersChannel = (topic: string) => `${PREFIX}${topic}`;

/** The topic a followers channel is of, or undefined for any other channel. */
export const topicOfFollowers = (channel: string) => (channel.startsWith(PREFIX) ? channel.slice(PREFIX.length) : undefined);

/**
 * Whether Redis's answer to a PUBLISH says nobody but this instance follows the topic: `receivers`
 * as Redis counted them, `self` whether this instance's own subscription to the topic was
 * confirmed both when the message was sent and when its answer came.
 */
export const nobodyElse = (receivers: number, self: boolean) => receivers === 0 || (self && receivers === 1);

interface Published {
  /** This instance's subscription to the followers channel is confirmed. */
  listening: boolean;
  /** Bumped when an announcement or a lost connection makes earlier answers stale. */
  generation: number;
  /** Until when messages stay off Redis (0: they go). */
  quietUntil: number;
  /** The last message on it, for forgetting. */
  last: number;
}

/** Per ephemeral topic this instance publishes on: whether its messages go to Redis now. */
export class Unheard {
  private readonly topics = new Map<string, Published>();

  constructor(
    private readonly recheckMs = RECHECK_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Before a message on `topic`: undefined when it stays off Redis, else the ticket to hand to
   * `answered` with Redis's answer. `listen` is called once for a topic new here: the caller
   * subscribes to the topic's followers channel and calls `listened` when that is confirmed.
   */
  send(topic: string, listen: (topic: string) => void): number | undefined {
    const now = this.now();
    let t = this.topics.get(topic);
    if (!t) {
      this.topics.set(topic, (t = { listening: false, generation: 0, quietUntil: 0, last: now }));
      listen(topic);
    }
    t.last = now;
    if (t.quietUntil > now) return undefined;
    t.quietUntil = 0;
    // An answer to a message sent before the followers channel was confirmed says nothing: a
    // follower that subscribed after it might have announced itself unheard.
    return t.listening ? t.generation : -1;
  }

  /** The subscription to `topic`'s followers channel is confirmed. */
  listened(topic: string): void {
    const t = this.topics.get(topic);
    if (t) t.listening = true;
  }

  /**
   * Redis answered the message `ticket` was given for: `receivers` as Redis counted them, `self`
   * as in `nobodyElse`. An answer older than an announcement or a reconnect is ignored (the two
   * come on different connections, in either order).
   */
  answered(topic: string, ticket: number, receivers: number, self: boolean): void {
    const t = this.topics.get(topic);
    if (!t || ticket < 0 || !t.listening || t.generation !== ticket) return;
    t.quietUntil = nobodyElse(receivers, self) ? this.now() + this.recheckMs : 0;
  }

  /** Another instance announced that it follows `topic`: its messages go to Redis again. */
  followed(topic: string): void {
    const t = this.topics.get(topic);
    if (!t) return;
    t.generation++;
    t.quietUntil = 0;
  }

  /** The subscriber connection was lost: announcements may have been missed, every topic goes to Redis. */
  clear(): void {
    for (const t of this.topics.values()) {
      t.listening = false;
      t.generation++;
      t.quietUntil = 0;
    }
  }

  /** Topics known here (to listen again after a reconnect). */
  known(): string[] {
    return [...this.topics.keys()];
  }

  /** Forgets the topics not published on for `idleMs`; returns them (their followers channels are to be left). */
  forgetIdle(idleMs = FORGET_MS): string[] {
    const before = this.now() - idleMs;
    const gone: string[] = [];
    for (const [topic, t] of this.topics) {
      if (t.last < before) {
        this.topics.delete(topic);
        gone.push(topic);
      }
    }
    return gone;
  }
}
