import { describe, expect, it } from "vitest";
import { DELIVERIES_PER_TURN, deliverySlot } from "../src/domain/events/delivery-budget.js";

/** Deliveries take turns of the event loop: at most DELIVERIES_PER_TURN run in one, in order. */
describe("delivery budget", () => {
  const nextTurn = () => new Promise<void>((r) => setImmediate(r));

  it(`runs ${DELIVERIES_PER_TURN} deliveries in a turn and the others in later turns, first come first served`, async () => {
    await nextTurn(); // start on a fresh turn
    const n = DELIVERIES_PER_TURN * 3 + 5;
    const granted: number[] = [];
    const turnOf: number[] = [];
    let turn = 0;
    // Other work of the event loop between the turns of deliveries: it counts the turns. It starts
    // first, so that in every turn it runs before the budget's own step.
    const turns = (async () => {
      while (granted.length < n) {
        await nextTurn();
        turn++;
      }
    })();
    const all = Array.from({ length: n }, async (_, i) => {
      const slot = deliverySlot();
      if (slot) await slot;
      granted.push(i);
      turnOf[i] = turn;
    });
    await Promise.all([...all, turns]);
    expect(granted).toEqual(Array.from({ length: n }, (_, i) => i));
    const perTurn = new Map<number, number>();
    for (const t of turnOf) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
    expect([...perTurn.values()].every((c) => c <= DELIVERIES_PER_TURN)).toBe(true);
    expect(perTurn.size).toBeGreaterThanOrEqual(Math.ceil(n / DELIVERIES_PER_TURN));
  });

  it("a delivery when the turn has room runs at once, without waiting", async () => {
    await nextTurn();
    expect(deliverySlot()).toBeUndefined();
  });
});
