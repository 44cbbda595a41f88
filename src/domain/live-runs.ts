import type { PubSub } from "../pubsub/index.js";
import type { EventRow } from "./events/log.js";
import { SingleFlight } from "./single-flight.js";
import type { SqlQuery } from "../db/replicas.js";

/** On the bus: the tasks whose runs changed state or whose previewed events were written. */
export const LIVE_RUNS_TOPIC = "runs:changed:{live}";
const MAX_ENTRIES = 20_000;

/** Appended events that can end a preview: the run changed state, the task went, a previewed event was written. */
export function endsPreviews(type: string): boolean {
  return type.startsWith("task.status_") || type === "task.deleted" || type === "worker.message" || type === "worker.thinking";
}

export interface LiveRun {
  id: string;
  taskId: string;
  workspaceId: string;
}

/** Which remembered (run, eventId) pairs still take previews, by their keys; one statement for all. */
export type LiveRunCheck = (pairs: readonly { key: string; runId: string; eventId: string | null }[]) => Promise<Set<string>>;

/** The check as one plain statement: the run is RUNNING or DRAINING, and its eventId not written. */
export function liveRunCheck(query: SqlQuery): LiveRunCheck {
  return async (pairs) => {
    const rows = await query<{ key: string }>(
      `SELECT k."key" FROM unnest($1::text[], $2::text[], $3::text[]) AS k("key", "runId", "eventId")
       JOIN "Run" r ON r."id" = k."runId" AND r."status" IN ('RUNNING', 'DRAINING')
       WHERE k."eventId" = '' OR NOT EXISTS (SELECT 1 FROM "Event" e WHERE e."id" = k."eventId")`,
      [pairs.map((p) => p.key), pairs.map((p) => p.runId), pairs.map((p) => p.eventId ?? "")],
    );
    return new Set(rows.map((r) => r.key));
  };
}

type Entry = { run: LiveRun; eventId: string | null; until: number; used: boolean };

/**
 * What this instance last saw of runs that take previews, so a worker streaming previews at a
 * high rate costs no database round trip per call: a run found live (RUNNING or DRAINING) with
 * an eventId found not yet written is remembered for that pair. Anything that could change the
 * answer (a status change of the task, the task deleted, a worker.message or worker.thinking
 * written) forgets the task's entries: at once on the instance that committed it (before its
 * answer leaves), through the bus on the others. A look is trusted for `ttlMs` at most, and the
 * whole cache is dropped when the bus reconnects or is away, so a lost invalidation costs at most
 * a few previews of a run that just ended, which are best effort anyway.
 *
 * Entries in use are looked at again before they expire, all of them in one statement at most
 * every half `ttlMs`, set off by a call served from memory (`recheck`, which that call does not
 * wait for): an entry still live is trusted for another `ttlMs` from that look, one that is not
 * is dropped. So a worker streaming previews for 100 runs costs one statement a second,
 * not a look per run every two seconds, each of which held up the calls that found the entry
 * expired (deliveries stalled up to 800 ms when the entries of 100 runs made together expired
 * together). An entry not used since the last recheck is left to expire. Calls that miss one
 * entry share one look (`lookOnce`).
 */
export class LiveRunCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfTask = new Map<string, Set<string>>();
  /** Counts invalidations: a look that raced one is not remembered. */
  private epoch = 0;
  private subscribed: Promise<unknown> | undefined;
  /** How long a look is trusted at most, for when an invalidation is lost on the way. */
  ttlMs = 2000;
  /** The clock the trust bound and the rechecks run on (a test drives its own). */
  now: () => number = Date.now;
  private readonly looks = new SingleFlight<string, LiveRun>();
  /** When the last recheck began; one at a time. */
  private lastRecheck = 0;
  /** The recheck under way; null between them. */
  private rechecking: Promise<void> | null = null;

  constructor(
    private readonly pubsub: PubSub,
    private readonly check?: LiveRunCheck,
  ) {}

  private listen() {
    this.subscribed ??= this.pubsub
      .subscribe(LIVE_RUNS_TOPIC, (message) => {
        try {
          for (const taskId of JSON.parse(message) as string[]) this.forgetTask(taskId);
        } catch {
          this.clear();
        }
      })
      .then(() => this.pubsub.onReconnect(() => this.clear()))
      .catch(() => (this.subscribed = undefined));
    return this.subscribed;
  }

  /** The remembered run for (runId, eventId), if still trusted. */
  get(runId: string, eventId: string | null): LiveRun | undefined {
    if (!this.subscribed || !this.pubsub.connected()) return undefined;
    const key = `${runId} ${eventId ?? ""}`;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const now = this.now();
    if (hit.until < now) {
      this.drop(key, hit.run.taskId);
      return undefined;
    }
    hit.used = true;
    if (this.check && !this.rechecking && now - this.lastRecheck >= this.ttlMs / 2) {
      this.rechecking = this.recheck().finally(() => (this.rechecking = null));
    }
    return hit.run;
  }

  /**
   * Runs `look` for (workspace, run, eventId), or joins the one under way. Only a look begun since
   * the last invalidation is joined: one begun before it may have read the run before it ended.
   */
  lookOnce(workspaceId: string, runId: string, eventId: string | null, look: () => Promise<LiveRun>): Promise<LiveRun> {
    return this.looks.run(`${this.epoch} ${workspaceId} ${runId} ${eventId ?? ""}`, look);
  }

  /** Call before looking in the database; pass what it returns to `remember`. */
  async begin(): Promise<number> {
    await this.listen();
    return this.epoch;
  }

  remember(epoch: number, run: LiveRun, eventId: string | null) {
    if (epoch !== this.epoch || !this.pubsub.connected()) return;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    const key = `${run.id} ${eventId ?? ""}`;
    this.entries.set(key, { run, eventId, until: this.now() + this.ttlMs, used: true });
    let keys = this.keysOfTask.get(run.taskId);
    if (!keys) this.keysOfTask.set(run.taskId, (keys = new Set()));
    keys.add(key);
  }

  /** Looks again at every entry used since the last recheck, in one statement (see the class). */
  private async recheck() {
    const began = (this.lastRecheck = this.now());
    const taken: [string, Entry][] = [];
    for (const [key, entry] of this.entries) {
      if (!entry.used) {
        if (entry.until < began) this.drop(key, entry.run.taskId);
        continue;
      }
      entry.used = false;
      taken.push([key, entry]);
    }
    try {
      if (taken.length && this.pubsub.connected()) {
        const live = await this.check!(taken.map(([key, e]) => ({ key, runId: e.run.id, eventId: e.eventId })));
        for (const [key, entry] of taken) {
          // Gone or made again meanwhile (an invalidation forgot it): what was read may be older.
          if (this.entries.get(key) !== entry) continue;
          if (live.has(key)) entry.until = began + this.ttlMs;
          else this.drop(key, entry.run.taskId);
        }
      }
    } catch {
      // The database is away: entries expire as they would without rechecks.
    }
  }

  /** Resolves when the recheck under way, if any, is done (the calls that set one off do not wait). */
  async rechecked(): Promise<void> {
    await this.rechecking;
  }

  /** After a commit: forget what it may have changed, here and (through the bus) everywhere. */
  committed(rows: readonly EventRow[]) {
    let tasks: Set<string> | undefined;
    for (const r of rows) if (endsPreviews(r.type)) (tasks ??= new Set()).add(r.taskId);
    if (!tasks) return;
    for (const t of tasks) this.forgetTask(t);
    this.pubsub.publish(LIVE_RUNS_TOPIC, JSON.stringify([...tasks]));
  }

  private forgetTask(taskId: string) {
    this.epoch++;
    for (const key of this.keysOfTask.get(taskId) ?? []) this.entries.delete(key);
    this.keysOfTask.delete(taskId);
  }

  private drop(key: string, taskId: string) {
    this.entries.delete(key);
    const keys = this.keysOfTask.get(taskId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfTask.delete(taskId);
  }

  clear() {
    this.epoch++;
    this.entries.clear();
    this.keysOfTask.clear();
  }
}
