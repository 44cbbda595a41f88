import type { PrismaClient } from "../../db/client.js";

/** One follower as the watcher sees it: what it follows, how far it has read, how to wake it. */
export interface Watched {
  workspaceId: string;
  /** One task; without it, every task of the workspace. */
  taskId?: string;
  /** The last sequence the follower has read (or knows it need not read). */
  cursor(): bigint;
  /** Makes the follower read the log, which has reached `upTo` for it. */
  poke(upTo: bigint): void;
}

interface Moved {
  committed: bigint;
  taskId: string | null;
  workspaceId: string | null;
  last: bigint | null;
}

/**
 * The repair of lost signals, for every follower of this instance at once.
 *
 * Pub/sub only wakes followers, and a signal can be lost (Redis away, a PUBLISH refused or
 * dropped, a subscriber reconnecting). Every `pollMs`, while this instance has followers, one
 * statement reads the committed sequence and, when it moved since the last look, which tasks
 * (and workspaces) the events committed since then belong to. Only followers of those whose
 * cursor is behind are woken, and each reads the log as it would after a signal. The database
 * load is one small query per instance per interval, whatever the number of followers; the
 * events scanned are those committed in the interval, through the sequence index.
 *
 * Why nothing is missed: sequences become visible in commit order (log.ts), so an event
 * committed after a look has a sequence above that look's `committed` and is found by the next
 * one. A follower registers before it reads its starting point, and the watcher's first look
 * happens before that registration completes, so an event is either in the follower's own first
 * read or above the watcher's mark.
 */
export class LogWatcher {
  private readonly byTask = new Map<string, Set<Watched>>();
  private readonly byWorkspace = new Map<string, Set<Watched>>();
  private size = 0;
  /** The committed sequence of the last look; everything above it is yet to be looked at. */
  private mark: Promise<bigint> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** The committed sequence the last look saw (for the follower-lag metric). */
  private seen = 0n;

  constructor(
    private readonly prisma: PrismaClient,
    readonly pollMs: number,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Watches for `w` until the returned function is called. Resolves once the watcher has its mark. */
  async add(w: Watched): Promise<() => void> {
    const index = w.taskId ? this.byTask : this.byWorkspace;
    const key = w.taskId ?? w.workspaceId;
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(w);
    this.size++;
    if (!this.mark) {
      this.mark = this.committed();
      this.mark.catch(() => (this.mark = null));
      this.schedule();
    }
    try {
      await this.mark;
    } catch {
      // The database is away: the follower's own first read will say so.
    }
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      set.delete(w);
      if (set.size === 0 && index.get(key) === set) index.delete(key);
      if (--this.size === 0) this.stop();
    };
  }

  close() {
    this.closed = true;
    this.stop();
  }

  /** How far the furthest-behind follower is behind the committed sequence, as of the last look. */
  lag(): number {
    let lag = 0n;
    for (const index of [this.byTask, this.byWorkspace]) {
      for (const set of index.values()) for (const f of set) if (this.seen - f.cursor() > lag) lag = this.seen - f.cursor();
    }
    return Number(lag);
  }

  private stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.mark = null;
  }

  private schedule() {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => void this.look(), this.pollMs);
    this.timer.unref();
  }

  private async committed(): Promise<bigint> {
    const rows = await this.prisma.$queryRawUnsafe<{ last: bigint }[]>(`SELECT "last" FROM "EventSequencer" WHERE "id" = 1`);
    return (this.seen = BigInt(rows[0]?.last ?? 0n));
  }

  private async look() {
    const previous = this.mark;
    try {
      const since = previous ? await previous.catch(() => null) : null;
      if (since == null) {
        this.mark = this.committed();
        await this.mark;
        return;
      }
      const rows = await this.prisma.$queryRawUnsafe<Moved[]>(
        `WITH s AS (SELECT "last" FROM "EventSequencer" WHERE "id" = 1)
         SELECT s."last" AS committed, e."taskId", e."workspaceId", max(e."sequence") AS last
         FROM s LEFT JOIN "Event" e ON e."sequence" > $1 AND e."sequence" <= s."last"
         GROUP BY s."last", e."taskId", e."workspaceId"`,
        since,
      );
      if (this.mark !== previous) return; // stopped (no followers) or restarted meanwhile
      const committed = rows.length ? BigInt(rows[0]!.committed) : since;
      this.mark = Promise.resolve(committed);
      this.seen = committed;
      for (const r of rows) {
        if (r.taskId == null || r.last == null) continue;
        const last = BigInt(r.last);
        this.wake(this.byTask.get(r.taskId), last);
        this.wake(this.byWorkspace.get(r.workspaceId!), last);
      }
    } catch (err) {
      this.onError(err);
    } finally {
      this.timer = undefined;
      if (this.size > 0) this.schedule();
    }
  }

  private wake(followers: Set<Watched> | undefined, last: bigint) {
    if (!followers) return;
    for (const f of followers) if (f.cursor() < last) f.poke(last);
  }
}
