import { ReplyError } from "ioredis";
import type { Logger } from "../logger.js";
import { Echoes } from "./echoes.js";
import { connectAll, redisConnection, type RedisTarget } from "./connection.js";
import { Outage, within } from "./outage.js";
import type { PubSub } from "./pubsub.js";
import { randomUUID } from "node:crypto";
import { FORGET_MS, RECHECK_MS, Unheard, followersChannel, heard, heardFrom, topicOfFollowers } from "./unheard.js";

/** The longest a subscriber waits for Redis to confirm a SUBSCRIBE before it goes on without it. */
const SUBSCRIBE_WAIT_MS = 500;
/**
 * The longest a new follower of an ephemeral topic waits for the topic's publishers to say they
 * heard it (one that is gone, or of an earlier version, never says so).
 */
const HEARD_WAIT_MS = 500;

/**
 * Redis pub/sub through ioredis: one connection publishes, one subscribes.
 *
 * A message this instance publishes reaches its own handlers at once (as on the in-process bus)
 * and the other instances through Redis; the copy Redis hands back is skipped (echoes.ts). An
 * instance's followers never wait for a Redis round trip, or for Redis at all, to hear of its own
 * writes and previews.
 *
 * Previews (ephemeral topics) go to Redis only while another instance follows them (unheard.ts).
 *
 * Redis is only the signal, so its faults degrade latency, never answers: a publish that Redis
 * cannot take now is dropped (the publisher keeps no offline queue and gives up after a second),
 * a subscription made while Redis is away is kept here and made when it is back, and every
 * follower reads the log again after a reconnect. Followers repair lost signals from the log.
 */
export async function createRedisPubSub(target: RedisTarget, logger?: Logger, opts: { recheckMs?: number; heardWaitMs?: number } = {}): Promise<PubSub> {
  const cluster = !("url" in target);
  // On a cluster, sharded pub/sub: a topic lives on the shard of its slot (topics carry hash tags,
  // so a task's channels share one), and each instance holds one subscriber connection per master.
  const verbs = cluster
    ? ({ publish: "spublish", subscribe: "ssubscribe", unsubscribe: "sunsubscribe", message: "smessage" } as const)
    : ({ publish: "publish", subscribe: "subscribe", unsubscribe: "unsubscribe", message: "message" } as const);
  const pub = redisConnection(target, { offlineQueue: false, commandTimeout: 1000 });
  // The subscriptions are this module's to restore (below), including those made while Redis was away.
  const sub = redisConnection(target, { offlineQueue: true, sharded: true });
  let lastError: Error | undefined;
  await connectAll(target, [pub, sub]);
  pub.on("error", (err: Error) => (lastError = err));
  const publishing = new Outage(logger, "live signals", "followers read the log every FOLLOW_POLL_MS");

  const handlers = new Map<string, Set<(m: string) => void>>();
  /** Topics whose SUBSCRIBE Redis has not confirmed yet. */
  const confirming = new Map<string, Promise<unknown>>();
  const reconnectHandlers = new Set<() => void>();
  const subscribeNow = (topics: string[]) => {
    // A sharded SSUBSCRIBE names channels of one slot: one call per topic.
    const p = Promise.all(cluster ? topics.map((t) => sub[verbs.subscribe](t)) : [sub[verbs.subscribe](...topics)]).catch((err) => publishing.failed(err));
    for (const t of topics) confirming.set(t, p);
    void p.then(() => {
      for (const t of topics) if (confirming.get(t) === p) confirming.delete(t);
    });
    return p;
  };
  const echoes = new Echoes();
  /** Ephemeral topics this instance publishes on, and whether another instance follows them. */
  const unheard = new Unheard(opts.recheckMs ?? RECHECK_MS);
  const heardWaitMs = opts.heardWaitMs ?? HEARD_WAIT_MS;
  /** What this instance says on a topic when it hears a follower announce itself (unheard.ts). */
  const iHeard = heard(randomUUID());
  /** Ephemeral topics this instance follows (it announces them to their publishers). */
  const followed = new Set<string>();
  /** Announces a follower of `topic`: Redis answers how many publishers listen for it. */
  const announce = (topic: string) => pub[verbs.publish](followersChannel(topic), "1");
  const announceAgain = (topic: string) => {
    if (pub.status === "ready") announce(topic).catch(() => {});
  };
  /** Per ephemeral topic this instance has just announced: which publishers have said they heard it, of how many. */
  const hearing = new Map<string, { by: Set<string>; of: number; done: () => void }>();
  /** Ephemeral topics whose first subscription here waits for its publishers (later ones wait for the same). */
  const opening = new Map<string, Promise<void>>();
  /**
   * Announces this follower of `topic` and waits (at most heardWaitMs) until every publisher
   * listening for it has said it heard: Redis's answer to the announcement counts them, and each
   * says so on the topic itself, after which its previews go to Redis. A publisher that had found
   * the topic unheard kept its previews to itself until then, so a subscription that opens only
   * now misses none published after it opened.
   */
  const heardBy = async (topic: string) => {
    if (pub.status !== "ready") return;
    let done!: () => void;
    const all = new Promise<void>((resolve) => (done = resolve));
    const w = { by: new Set<string>(), of: Infinity, done };
    hearing.set(topic, w);
    const counted = announce(topic).then((receivers) => {
      w.of = Number(receivers);
      if (w.by.size >= w.of) done();
      return all;
    });
    await within(counted, heardWaitMs, "the publishers' answer").catch(() => {});
    if (hearing.get(topic) === w) hearing.delete(topic);
  };
  /** Subscribes to `topic`'s followers channel; the topic may go quiet once that is confirmed, not before. */
  const listen = (topic: string) => {
    sub[verbs.subscribe](followersChannel(topic)).then(
      () => unheard.listened(topic),
      (err) => publishing.failed(err),
    );
  };
  sub.on("ready", () => {
    // Back after an outage: subscribe to every topic with handlers, then have followers look.
    echoes.clear();
    unheard.clear();
    const topics = [...handlers.keys()];
    for (const t of unheard.known()) listen(t);
    void (topics.length ? subscribeNow(topics) : Promise.resolve()).then(() => {
      for (const t of followed) announceAgain(t);
      for (const h of reconnectHandlers) h();
    });
  });
  // A publisher that missed an announcement while this connection was away hears it again.
  pub.on("ready", () => {
    for (const t of followed) announceAgain(t);
  });
  const forgetting = setInterval(() => {
    const gone = unheard.forgetIdle().map(followersChannel);
    if (gone.length && sub.status === "ready") void Promise.all(gone.map((c) => sub[verbs.unsubscribe](c))).catch(() => {});
  }, FORGET_MS / 2);
  forgetting.unref();
  /** Whether this instance's subscription to `topic` (with handlers `local`) is one of Redis's receivers. */
  const counted = (topic: string, local: Set<(m: string) => void>) =>
    handlers.get(topic) === local && sub.status === "ready" && !confirming.has(topic);
  const deliver = (set: Set<(m: string) => void>, message: string) => {
    for (const h of set) h(message);
  };
  sub.on(verbs.message, (topic: string, message: string) => {
    const set = handlers.get(topic);
    if (!set) {
      const of = topicOfFollowers(topic);
      if (of === undefined) return;
      unheard.followed(of);
      // Said on the topic, on the connection its previews take: those after it follow it.
      if (pub.status === "ready") pub[verbs.publish](of, iHeard).catch(() => {});
      return;
    }
    const by = heardFrom(message);
    if (by !== undefined) {
      const w = hearing.get(topic);
      if (w && w.by.add(by).size >= w.of) w.done();
      return;
    }
    if (!echoes.isEcho(topic, message)) deliver(set, message);
  });

  return {
    publish(topic, message, o) {
      const local = handlers.get(topic);
      if (local) queueMicrotask(() => deliver(local, message));
      if (pub.status !== "ready") return publishing.failed(lastError ?? new Error(`Redis connection is ${pub.status}`));
      let ticket: number | undefined;
      if (o?.ephemeral) {
        ticket = sub.status === "ready" ? unheard.send(topic, listen) : -1;
        if (ticket === undefined) return;
        // Subscribed, but not confirmed yet: Redis's count may or may not hold this instance.
        if (local !== undefined && !counted(topic, local)) ticket = -1;
      }
      const echoed = local !== undefined && sub.status === "ready";
      if (echoed) echoes.published(topic, message);
      pub[verbs.publish](topic, message).then(
        (receivers) => {
          publishing.recovered();
          if (ticket !== undefined) unheard.answered(topic, ticket, Number(receivers), local !== undefined && counted(topic, local));
        },
        (err) => {
          // Refused (an error reply): Redis did not run it, no echo comes. A timeout or a dropped
          // connection does not say whether it ran: its echo may still come, and is skipped then
          // (were it forgotten here, it would reach this instance's followers a second time); if
          // none comes, the echo of the topic's next message from here forgets it (echoes.ts).
          if (echoed && err instanceof ReplyError) echoes.lost(topic, message);
          publishing.failed(err);
        },
      );
    },
    async subscribe(topic, handler, o) {
      let set = handlers.get(topic);
      if (!set) {
        handlers.set(topic, (set = new Set()));
        if (o?.ephemeral) followed.add(topic);
        // Its publishers hear of this follower once Redis has it (see unheard.ts).
        if (sub.status === "ready") {
          const confirmed = subscribeNow([topic]);
          if (o?.ephemeral) {
            // Announced once Redis has the subscription, so a publisher that hears it reaches it.
            const heard: Promise<void> = confirmed
              .then(() => (followed.has(topic) ? heardBy(topic) : undefined))
              .then(() => {
                if (opening.get(topic) === heard) opening.delete(topic);
              });
            opening.set(topic, heard);
          }
        }
      }
      set.add(handler);
      // Confirmed before the caller reads its starting point, so nothing committed in between is
      // missed; if Redis is slow or away, the follower's poll covers the gap instead. A follower of
      // previews waits, after that, until their publishers have heard it (see heardBy).
      const announced = opening.get(topic);
      if (announced) {
        await within(announced, SUBSCRIBE_WAIT_MS + heardWaitMs, "the publishers' answer").catch(() => {});
      } else {
        const subscribing = confirming.get(topic);
        if (subscribing) await within(subscribing, SUBSCRIBE_WAIT_MS, "SUBSCRIBE").catch(() => {});
      }
      const mine = set;
      return async () => {
        mine.delete(handler);
        if (mine.size === 0 && handlers.get(topic) === mine) {
          handlers.delete(topic);
          followed.delete(topic);
          echoes.forget(topic);
          if (sub.status === "ready") await sub[verbs.unsubscribe](topic).catch(() => {});
        }
      };
    },
    connected: () => pub.status === "ready" && !publishing.isAway,
    async ping() {
      await pub.ping();
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    async close() {
      clearInterval(forgetting);
      await Promise.allSettled([pub.quit(), sub.quit()]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}
