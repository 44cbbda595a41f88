/**
 * How much of what one pg connection's statements allocate outlives two young-generation
 * collections (and so is copied to the old generation), by the form the statement is sent in:
 *
 *   npx tsx bench/pg-query-forms.ts     options: --rate=100 --seconds=20
 *
 * - promise:  `client.query(text)` on a checked-out client (pg's promise form: it writes a function
 *             literal into the Query's `callback`, and V8 allocates a function literal written
 *             into a property in the old generation, where the dead closure holds the statement's
 *             objects until a major collection). Prisma's transactions send their statements so.
 * - callback: `client.query(text, callback)` on a checked-out client.
 * - wrapped:  `new Promise((ok, fail) => client.query(text, callback))`: a promise, callback form.
 * - pool:     `pool.query(text)` (the pool calls the client in callback form).
 *
 * Each form runs in a process of its own (forked), with the same short-lived garbage beside the
 * statements so that young collections come at a similar pace. Reported: the old generation's
 * growth over the window (after a full collection at its start; a window with a major
 * collection is marked, its growth is not promotion alone), per statement and per young
 * collection. Found while looking for what keeps a write's objects alive (README, Benchmarks).
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import pg from "pg";
import { gcFunction, watchGc } from "./lib.js";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const rate = Number(arg("rate", "100"));
const seconds = Number(arg("seconds", "20"));
const url = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";
const FORMS = ["promise", "callback", "wrapped", "pool"] as const;
type Form = (typeof FORMS)[number];
const TEXT = "SELECT * FROM pg_class LIMIT 3";

interface Report {
  form: Form;
  statements: number;
  minorGcs: number;
  majorGcs: number;
  oldGrowthKiB: number;
}

const oldSpaceUsed = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "old_space")!.space_used_size;

async function runForm(form: Form): Promise<Report> {
  const gc = gcFunction();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  const send = (): Promise<unknown> =>
    form === "promise"
      ? client.query(TEXT)
      : form === "wrapped"
        ? new Promise((ok, fail) => client.query(TEXT, (err, res) => (err ? fail(err) : ok(res))))
        : form === "pool"
          ? pool.query(TEXT)
          : new Promise<void>((ok, fail) => {
              client.query(TEXT, (err) => (err ? fail(err) : ok()));
            });
  // The garbage beside the statements: ~20 KB a tick, dead by the next.
  let junk: unknown[] = [];
  const tick = async (i: number, t0: number) => {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    junk = Array.from({ length: 200 }, (_, k) => ({ k, pair: [k, k], text: `x${k}` }));
  };
  // Warm-up: a second's worth, then a full collection.
  for (let i = 0, t0 = performance.now(); i < rate; i++) {
    await tick(i, t0);
    await send();
  }
  gc();
  const gcs = watchGc();
  const before = oldSpaceUsed();
  const inFlight = new Set<Promise<unknown>>();
  const statements = rate * seconds;
  for (let i = 0, t0 = performance.now(); i < statements; i++) {
    await tick(i, t0);
    // Nothing keeps a statement's result: the promise is dropped once settled.
    const p = send().then(
      () => void inFlight.delete(p),
      (err: unknown) => {
        throw err;
      },
    );
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  const oldGrowthKiB = (oldSpaceUsed() - before) / 1024;
  const { minor, major } = gcs.stop();
  void junk;
  client.release();
  await pool.end();
  return { form, statements, minorGcs: minor.count, majorGcs: major.count, oldGrowthKiB };
}

if (process.argv.includes("--child")) {
  const form = arg("form", "promise") as Form;
  process.send!(await runForm(form));
  process.exit(0);
} else {
  const rows: Report[] = [];
  for (const form of FORMS) {
    const child = fork(fileURLToPath(import.meta.url), ["--child", `--form=${form}`, `--rate=${rate}`, `--seconds=${seconds}`], { execArgv: process.execArgv });
    rows.push(
      await new Promise<Report>((resolve, reject) => {
        child.once("message", (m) => resolve(m as Report));
        child.once("exit", (code) => code !== 0 && reject(new Error(`${form}: exited ${code}`)));
      }),
    );
  }
  console.log(`pg ${(await import("pg/package.json", { with: { type: "json" } })).default.version} · Node ${process.version} · ${rate} statements/s for ${seconds} s, one connection`);
  console.log("| form | statements | young collections | major collections | old generation growth KiB | per 1,000 statements KiB | per young collection KiB |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    const g = r.oldGrowthKiB;
    console.log(
      `| ${r.form} | ${r.statements} | ${r.minorGcs} | ${r.majorGcs}${r.majorGcs ? " (growth not promotion alone)" : ""} | ${g.toFixed(0)} | ${((g * 1000) / r.statements).toFixed(1)} | ${r.minorGcs ? (g / r.minorGcs).toFixed(1) : "–"} |`,
    );
  }
}
