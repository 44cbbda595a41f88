import { describe, expect, it } from "vitest";
import { afterWholeRead } from "../src/domain/events/follow.js";

/**
 * Where a follower's cursor goes after a read that came back whole (less than a batch): never past
 * what the read could see. A read is shared by the followers at the same cursor, so a follower may
 * join one that another started on an earlier word: moving to its own word would pass by the
 * events committed in between.
 */
describe("a follower's cursor after a whole read", () => {
  const cases: Array<[string, { cursor: bigint; heard: bigint; read: { heard: bigint; holds: bigint | null } }, { cursor: bigint; again: boolean }]> = [
    ["its own read on the primary: up to its word", { cursor: 5n, heard: 9n, read: { heard: 9n, holds: null } }, { cursor: 9n, again: false }],
    ["its own read on a replica that held less: up to the replica, then again", { cursor: 5n, heard: 9n, read: { heard: 9n, holds: 7n } }, { cursor: 7n, again: true }],
    ["its own read on a replica that held more: up to its word", { cursor: 5n, heard: 9n, read: { heard: 9n, holds: 12n } }, { cursor: 9n, again: false }],
    ["a read started on an earlier word: up to that word, then again", { cursor: 5n, heard: 9n, read: { heard: 6n, holds: null } }, { cursor: 6n, again: true }],
    ["a read started on an earlier word that held nothing new: stays, then again", { cursor: 5n, heard: 9n, read: { heard: 4n, holds: null } }, { cursor: 5n, again: true }],
    ["a read started on an earlier word, on a replica that held less still", { cursor: 5n, heard: 9n, read: { heard: 8n, holds: 6n } }, { cursor: 6n, again: true }],
    ["a read started on a later word: up to its own word", { cursor: 5n, heard: 9n, read: { heard: 12n, holds: null } }, { cursor: 9n, again: false }],
    ["the rows took it past its word: stays", { cursor: 10n, heard: 9n, read: { heard: 9n, holds: null } }, { cursor: 10n, again: false }],
    ["no word heard (a reconnect, the first read): stays", { cursor: 5n, heard: -1n, read: { heard: -1n, holds: null } }, { cursor: 5n, again: false }],
  ];
  it.each(cases)("%s", (_name, { cursor, heard, read }, expected) => {
    expect(afterWholeRead(cursor, heard, read)).toEqual(expected);
  });
});

/**
 * The same through followEvents itself, with the log in memory: two followers of a task at one
 * cursor, the first starts a read on the word "3", the second hears "4" and joins that read before
 * it answers. The second must still get event 4 (it reads again), not move past it.
 */
describe("followers sharing a read", () => {
  it("a follower that joins a read started on an earlier word still gets what was committed after it began", async () => {
    const { followEvents } = await import("../src/domain/events/follow.js");
    const { primaryOnly } = await import("../src/db/replicas.js");
    const { RecentCommits } = await import("../src/domain/events/recent.js");
    const log: number[] = [1, 2];
    const reads: Array<{ after: bigint; release: () => void }> = [];
    let gated = false;
    // A read sees the log as it is when it starts (its snapshot), and answers when the test says so.
    const sql = (async (_text: string, params: unknown[] = []) => {
      const after = BigInt(params[1] as string);
      const rows = log
        .filter((s) => BigInt(s) > after)
        .map((s) => ({ id: `event_${s}`, sequence: String(s), workspaceId: "ws", taskId: "task", runId: null, threadId: null, type: "user.message", payload: {}, processedAt: 0, createdAt: 0 }));
      if (gated) await new Promise<void>((release) => reads.push({ after, release }));
      return rows;
    }) as never;
    const handlers = new Set<(msg: string) => void>();
    const signal = (sequence: number) => {
      log.push(sequence);
      for (const h of handlers) h(JSON.stringify({ workspaceId: "ws", taskId: "task", sequence: String(sequence) }));
    };
    const deps = {
      reads: primaryOnly({} as never, sql),
      primary: primaryOnly({} as never, sql),
      pubsub: {
        subscribe: async (_topic: string, h: (msg: string) => void) => (handlers.add(h), async () => void handlers.delete(h)),
        onReconnect: () => () => {},
      } as never,
      // Nothing committed on this instance: every read goes to the log above.
      log: { recent: new RecentCommits() } as never,
      watcher: { add: async () => () => {} } as never,
    };
    const q = { workspaceId: "ws", taskId: "task", after: 0n };
    const a = followEvents(deps, q);
    const b = followEvents({ ...deps, reads: primaryOnly({} as never, sql) }, q);
    const seq = async (g: AsyncGenerator<unknown>) => String(((await g.next()).value as { sequence: bigint }).sequence);
    try {
      for (const g of [a, b]) expect([await seq(g), await seq(g)]).toEqual(["1", "2"]);
      gated = true;
      signal(3);
      const aNext = seq(a);
      // A's read (after 2, on the word 3) has begun: its snapshot holds 1–3.
      while (reads.length === 0) await new Promise((r) => setImmediate(r));
      signal(4);
      const bNext = seq(b);
      // B joins A's read: no read of its own begins.
      for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
      expect(reads.map((r) => r.after)).toEqual([2n]);
      gated = false;
      reads[0]!.release();
      expect([await aNext, await bNext]).toEqual(["3", "3"]);
      expect([await seq(a), await seq(b)]).toEqual(["4", "4"]);
    } finally {
      await Promise.all([a.return(undefined), b.return(undefined)]);
    }
  });
});
