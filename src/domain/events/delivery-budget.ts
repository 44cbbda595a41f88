/**
 * Delivery yields to everything else. One event on a task with 1,000 followers wakes them all at
 * once, and each delivery (execution, serialisation, the socket write) runs as promise
 * continuations: left alone, all 1,000 run in one turn of the event loop, which meanwhile answers
 * no /health, reads no request and sends no COMMIT (a write then holds the sequencer row while it
 * waits). So the deliveries of the whole process take turns: at most DELIVERIES_PER_TURN run in
 * one turn; the others wait, in order, for the next (setImmediate, after I/O has been served).
 *
 * Hand-written: it is a few lines around setImmediate; the queue libraries (p-queue and such)
 * bound concurrency, not work per turn of the event loop.
 */
export const DELIVERIES_PER_TURN = 64;

let used = 0;
let turnEnds = false;
const waiting: Array<() => void> = [];

function nextTurn() {
  used = 0;
  turnEnds = false;
  while (used < DELIVERIES_PER_TURN && waiting.length) {
    used++;
    waiting.shift()!();
  }
  if (used > 0) endTurnLater();
}

function endTurnLater() {
  if (turnEnds) return;
  turnEnds = true;
  setImmediate(nextTurn);
}

/** Resolves when a delivery may run in this turn: at once (undefined) while the turn has room. */
export function deliverySlot(): Promise<void> | undefined {
  if (used < DELIVERIES_PER_TURN && waiting.length === 0) {
    used++;
    endTurnLater();
    return undefined;
  }
  endTurnLater();
  return new Promise<void>((resolve) => waiting.push(resolve));
}
