/**
 * What a write's read of its task's state costs as the task's history grows.
 *
 *   npx tsx bench/state-read.ts     options: --histories=0,1000,10000 --reads=2000 --rounds=3 --out=state-read
 *
 * Every write to a task (a message, a claim, a worker's batch, a finish) reads the task's state
 * under the task's lock, and a turn reads it four or five times: its open runs, whether a message
 * waits, its pending interrupts (TASK_STATE in src/domain/lifecycle.ts, sent as the server sends it:
 * a prepared statement on one connection). One task per history length holds that many ended runs
 * and as many processed user messages; the baseline is the same read on a task with no history,
 * in the same run. A reference row reads the open runs as the server did before migration
 * 20261209000000 (status cast to text, so no index of open runs can serve it).
 *
 * PostgreSQL only (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/test): a fresh
 * database, migrated by the app's runner, dropped at the end. Figures are the client's time per
 * read on a local server, most of which is PostgreSQL's.
 */
import os from "node:os";
import pg from "pg";
import { openDatabase } from "../src/db/client.js";
import { migrate } from "../src/db/migrate.js";
import { TASK_STATE } from "../src/domain/lifecycle.js";
import { freshDatabase, gitInfo, gitLine, machineInfo, markdownTable, parseOptions, progress, round, writeResults } from "./lib.js";

const opts = parseOptions(process.argv.slice(2), { duration: 0, warmup: 0 });
const histories = (opts.extra.histories ?? "0,1000,10000").split(",").map(Number);
const reads = Number(opts.extra.reads ?? 2000);
const rounds = Number(opts.extra.rounds ?? 3);
const CAST_BEFORE = TASK_STATE.replace(`r."status" IN (`, `r."status"::text IN (`);
if (CAST_BEFORE === TASK_STATE) throw new Error("TASK_STATE no longer reads open runs as this benchmark expects");

async function seed(c: pg.Client) {
  await c.query(`INSERT INTO "Workspace" ("id", "name") VALUES ('ws_state', 'state read')`);
  let sequence = 0;
  for (const h of histories) {
    const task = `task_h${h}`;
    await c.query(`INSERT INTO "Task" ("id", "workspaceId", "status") VALUES ($1, 'ws_state', 'RUNNING')`, [task]);
    // The history: h ended runs, h processed user messages; then the one run in hand.
    await c.query(
      `INSERT INTO "Run" ("id", "workspaceId", "taskId", "status", "createdAt", "endedAt")
         SELECT $1 || '_' || i, 'ws_state', $1, 'FINISHED', now() - (i || ' s')::interval, now() - (i || ' s')::interval
           FROM generate_series(1, $2::int) i`,
      [task, h],
    );
    await c.query(
      `INSERT INTO "Event" ("id", "sequence", "workspaceId", "taskId", "type", "payload", "processedAt")
         SELECT $1 || '_m' || i, $3::bigint + i, 'ws_state', $1, 'user.message',
                jsonb_build_object('messageId', 'm' || i, 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'hello'))), now()
           FROM generate_series(1, $2::int) i`,
      [task, h, sequence],
    );
    sequence += h;
    await c.query(`INSERT INTO "Run" ("id", "workspaceId", "taskId", "status") VALUES ($1 || '_open', 'ws_state', $1, 'RUNNING')`, [task]);
  }
  await c.query(`ANALYZE`);
}

/** Mean µs per read of `text` for `taskId`, as a named prepared statement, `n` times back to back. */
async function timeReads(c: pg.Client, name: string, text: string, taskId: string, n = reads): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const { rows } = await c.query({ name, text, values: [taskId] });
    if (rows[0]?.runs?.length !== 1) throw new Error(`${taskId}: expected its one open run, read ${JSON.stringify(rows[0]?.runs)}`);
  }
  return ((performance.now() - t0) * 1000) / n;
}

async function main() {
  const loadAtStart = os.loadavg().map((x) => round(x, 2));
  const db = await freshDatabase({ ...opts, embedded: false });
  try {
    const app = await openDatabase({ databaseUrl: db.url!, dataDir: os.tmpdir() });
    await migrate(app.sql);
    await app.close();
    const c = new pg.Client({ connectionString: db.url! });
    await c.connect();
    try {
      progress(`seeding histories ${histories.join(", ")}`);
      await seed(c);
      const forms = [
        ["now", TASK_STATE],
        ["before", CAST_BEFORE],
      ] as const;
      const us = new Map<string, number[]>();
      // A pass to warm the connection, its statements and the caches, not counted; then rounds that
      // alternate the forms and histories, so drift on the machine falls on all of them.
      for (const [form, text] of forms) for (const h of histories) await timeReads(c, `state_${form}`, text, `task_h${h}`, 200);
      for (let r = 0; r < rounds; r++) {
        for (const [form, text] of forms) {
          for (const h of histories) {
            const key = `${form} ${h}`;
            const t = await timeReads(c, `state_${form}`, text, `task_h${h}`);
            us.set(key, [...(us.get(key) ?? []), t]);
            progress(`round ${r + 1}: ${key} runs: ${round(t, 1)} µs per read`);
          }
        }
      }
      const best = (key: string) => Math.min(...us.get(key)!);
      const info = machineInfo("postgresql", { reads, rounds, histories });
      const rows = forms.map(([form]) => [
        form === "now" ? "the state read (TASK_STATE)" : "ref: open runs read with the status cast to text (before 20261209000000)",
        ...histories.map((h) => `${round(best(`${form} ${h}`), 1)} (${round(best(`${form} ${h}`) / best(`now ${histories[0]}`), 2)}×)`),
      ]);
      const markdown = [
        `# A task's state read by history length — postgresql`,
        "",
        `${info.date} · Node ${info.node} · ${info.cpuCount} × ${info.cpuModel} · ${reads} reads per cell, ${rounds} rounds (best shown) · load average at start ${loadAtStart.join(" ")}, at end ${info.loadAverage.join(" ")}`,
        "",
        gitLine(gitInfo()),
        "",
        `µs per read (a prepared statement on one connection, back to back), and in brackets the ratio to the same read on a task with no history (${histories[0]} runs). Each task has one open run; its history is that many ended runs and processed user messages.`,
        "",
        markdownTable(["read", ...histories.map((h) => `${h} runs`)], rows),
      ].join("\n");
      writeResults(opts.extra.out ?? "state-read", markdown, { info, us: Object.fromEntries(us) });
    } finally {
      await c.end();
    }
  } finally {
    await db.drop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
