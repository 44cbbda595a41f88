import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { createTask, send, textMessage } from "./helpers/events.js";

/**
 * The contract's strongest promise: sequences are assigned in commit order, so a reader that
 * pages `after` the last sequence it saw never skips an event that commits late, and never
 * sees one twice. Writers and readers run at the same time, on the same tasks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const WRITERS = 8;
const READERS = 8;
const BATCHES_PER_WRITER = 12;
const ROUNDS = Number(process.env.SEQUENCE_ROUNDS ?? 2);

const PAGE = `query($taskId: ID!, $after: String) {
  events(taskId: $taskId, first: 100, after: $after) {
    edges { cursor node { ... on TaskEvent { id sequence } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type Page = { events: { edges: { cursor: string; node: { id: string; sequence: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

async function reader(taskId: string, done: () => boolean) {
  const seen: { id: string; sequence: bigint }[] = [];
  let after: string | null = null;
  for (;;) {
    const finished = done(); // read before the page: a page after the writers finished is final
    const d: Page = await t.ok<Page>(PAGE, { taskId, after });
    for (const e of d.events.edges) seen.push({ id: e.node.id, sequence: BigInt(e.node.sequence) });
    after = d.events.pageInfo.endCursor ?? after;
    if (finished && !d.events.pageInfo.hasNextPage) return seen;
  }
}

describe("commit-ordered sequences", () => {
  for (let round = 1; round <= ROUNDS; round++) {
    it(`${WRITERS} writers and ${READERS} readers on shared tasks: every reader sees every event once, in order (round ${round})`, async () => {
      const tasks = [await createTask(t), await createTask(t)];
      let writing = true;
      const readers = Array.from({ length: READERS }, (_, i) => reader(tasks[i % tasks.length]!, () => !writing));
      const written = await Promise.all(
        Array.from({ length: WRITERS }, async (_, w) => {
          const taskId = tasks[w % tasks.length]!;
          const seqs: string[] = [];
          for (let b = 0; b < BATCHES_PER_WRITER; b++) {
            const size = 1 + ((w + b) % 4);
            const events = Array.from({ length: size }, (_, i) => textMessage(`w${w} b${b} e${i}`));
            seqs.push(...(await send(t, taskId, events)));
          }
          return { taskId, seqs };
        }),
      );
      writing = false;
      const seen = await Promise.all(readers);

      for (const [i, taskId] of tasks.entries()) {
        const expected = written.filter((w) => w.taskId === taskId).flatMap((w) => w.seqs.map(BigInt));
        expected.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(new Set(expected).size).toBe(expected.length);
        for (let r = i; r < READERS; r += tasks.length) {
          const got = seen[r]!.map((e) => e.sequence);
          // exactly once and ascending: no skip, no repeat, whatever the interleaving
          expect(got).toEqual(expected);
          expect(new Set(seen[r]!.map((e) => e.id)).size).toBe(got.length);
        }
      }
      // Sequences are global and unique across tasks.
      const all = written.flatMap((w) => w.seqs);
      expect(new Set(all).size).toBe(all.length);
    });
  }
});
