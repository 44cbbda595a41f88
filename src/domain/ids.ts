import { randomFillSync } from "node:crypto";
import { monotonicFactory } from "ulid";

/**
 * ulid's default source asks WebCrypto for one byte per character (16 calls per new millisecond);
 * this hands out bytes of one 4 KiB crypto-random pool. A byte / 256 is uniform over ulid's 32
 * characters (256 = 8 × 32).
 */
const pool = Buffer.alloc(4096);
let next = pool.length;
function poolRandom(): number {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  return pool[next++]! / 256;
}

const ulid = monotonicFactory(poolRandom);

export const ID_PREFIXES = {
  workspace: "ws",
  apiKey: "key",
  task: "task",
  run: "run",
  event: "event",
  thread: "thread",
  workflowRun: "wfrun",
  phase: "phase",
  interrupt: "intr",
  outcome: "outcome",
  message: "msg",
  agent: "agent",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

/** A prefixed, sortable, globally unique id such as `task_01J…`. */
export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${ulid()}`;
}

const BY_PREFIX = new Map<string, IdKind>(Object.entries(ID_PREFIXES).map(([k, p]) => [p, k as IdKind]));

/** The kind of object an id names, or undefined when the id is not one of ours. */
export function kindOfId(id: string): IdKind | undefined {
  const i = id.indexOf("_");
  if (i <= 0) return undefined;
  return BY_PREFIX.get(id.slice(0, i));
}
