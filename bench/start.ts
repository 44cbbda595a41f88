/**
 * A start as a newcomer and an operator see it: `npm start` (`node scripts/run-built.mjs`, the build
 * already made) from spawn to the first GraphQL answer given with the first-start key, on the
 * embedded default and on PostgreSQL + Redis, each on empty data (a first start: the data folder or
 * the migrations, the first key) and again on the same data (a restart). Beside it, in the same run:
 * Node.js alone, spawned to answer HTTP on a port (the floor under any start).
 *
 *   npm run bench:start [-- --rounds=3 --embedded]     (--embedded: the embedded default only)
 *
 * Reported per case, over the rounds: spawn → first-start key line printed, spawn → first answer
 * (`{ tasks(first: 1) { … } }` with that key, asked every 20 ms), and the process's CPU time by
 * then. How long a start takes is measured here, not asserted by the tests: the tests wait for a
 * start with a deadline only to fail rather than hang.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildDist, freePort, httpOk, startChild } from "./processes.js";
import { freshDatabase, machineInfo, markdownTable, parseOptions, progress, round, summarize, writeResults, gitInfo, gitLine } from "./lib.js";

const opts = parseOptions(process.argv.slice(2), { duration: 0, warmup: 0 });
const rounds = Math.max(1, Number(opts.extra.rounds ?? 3));
const POLL_MS = 20;
/** A start that has not answered by then is reported as failed, not waited for. */
const GIVE_UP_MS = 180_000;

type Timing = { keyMs?: number; answerMs: number; cpuMs: number };

/** The line a first start prints its key in (see the README). */
const keyOf = (line: string): string | undefined => {
  try {
    const l = JSON.parse(line) as { apiKey?: unknown };
    return typeof l.apiKey === "string" ? l.apiKey : undefined;
  } catch {
    return undefined;
  }
};

async function answers(url: string, key: string | undefined): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "x-api-key": key } : {}) },
      body: JSON.stringify({ query: "{ tasks(first: 1) { edges { node { id } } } }" }),
      signal: AbortSignal.timeout(2000),
    });
    const body = (await res.json()) as { data?: unknown; errors?: unknown };
    return res.ok && !!body.data && !body.errors;
  } catch {
    return false;
  }
}

/**
 * Spawns `command`, times the key line (if `printsKey`) and the first answer to `ask(key)`, then
 * stops it with SIGTERM and waits for its exit. Returns the key it printed, or the one it was given.
 */
async function timeStart(
  command: string[],
  env: Record<string, string | undefined>,
  port: number,
  ask: (key: string | undefined) => Promise<boolean>,
  { needsKey, given }: { needsKey: boolean; given?: string },
): Promise<Timing & { key?: string }> {
  let key = given;
  let keyMs: number | undefined;
  const t0 = performance.now();
  const child = await startChild(command.join(" "), command[0]!, command.slice(1), { ...APP_SETTINGS_UNSET, ...env }, port, () => (key !== undefined || !needsKey ? ask(key) : Promise.resolve(false)), {
    pollMs: POLL_MS,
    giveUpMs: GIVE_UP_MS,
    onLine: (line) => {
      const k = keyOf(line);
      if (k && keyMs === undefined) (key = k), (keyMs = performance.now() - t0);
    },
  });
  const answerMs = performance.now() - t0;
  const cpuMs = child.cpuMs();
  await child.stop();
  return { key, keyMs, answerMs, cpuMs };
}

/** The app's own settings, unset for a start: only what a case gives it applies. */
const APP_SETTINGS_UNSET = Object.fromEntries(
  ["DATABASE_URL", "DATABASE_READ_URL", "REDIS_URL", "REDIS_CLUSTER_NODES", "DATA_DIR", "PORT", "NODE_ENV"].map((k) => [k, undefined]),
);

async function main() {
  progress("building dist/ (as npm install does), so no start below rebuilds");
  await buildDist();
  const results: Record<string, Timing[]> = {};
  const add = (name: string, t: Timing) => (results[name] ??= []).push(t);
  const npmStart = [process.execPath, "scripts/run-built.mjs"];

  for (let r = 1; r <= rounds; r++) {
    progress(`round ${r} of ${rounds}`);
    // The floor: Node.js alone, answering HTTP once it listens.
    {
      const port = await freePort();
      const bare = `require("http").createServer((q, s) => s.end('{"data":{}}')).listen(${port}, "127.0.0.1")`;
      const floor = () => httpOk(`http://127.0.0.1:${port}/`).catch(() => false);
      add("Node.js alone (an HTTP server answering)", await timeStart([process.execPath, "-e", bare], {}, port, floor, { needsKey: false }));
    }
    // The embedded default: an empty data folder, then the same folder again.
    {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "atg-bench-start-"));
      try {
        const port = await freePort();
        const url = `http://127.0.0.1:${port}/graphql`;
        const env = { PORT: String(port), DATA_DIR: dataDir };
        const first = await timeStart(npmStart, env, port, (k) => answers(url, k), { needsKey: true });
        if (!first.key) throw new Error("the embedded first start printed no key");
        add("embedded (PGlite), first start: empty data folder", first);
        add("embedded (PGlite), restart", await timeStart(npmStart, env, port, (k) => answers(url, k), { needsKey: true, given: first.key }));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    if (opts.embedded) continue;
    // PostgreSQL + Redis: an empty database (every migration, the first key), then again.
    {
      const db = await freshDatabase({ ...opts, embedded: false });
      try {
        const port = await freePort();
        const url = `http://127.0.0.1:${port}/graphql`;
        const env = { PORT: String(port), DATABASE_URL: db.url, REDIS_URL: opts.redisUrl ?? "redis://127.0.0.1:6379" };
        const first = await timeStart(npmStart, env, port, (k) => answers(url, k), { needsKey: true });
        if (!first.key) throw new Error("the first start on PostgreSQL printed no key");
        add("PostgreSQL + Redis, first start: empty database", first);
        add("PostgreSQL + Redis, restart", await timeStart(npmStart, env, port, (k) => answers(url, k), { needsKey: true, given: first.key }));
      } finally {
        await db.drop();
      }
    }
  }

  const ms = (xs: number[]) => {
    const s = summarize(xs);
    return `${round(s.p50, 0)} / ${round(s.max, 0)}`;
  };
  const rows = Object.entries(results).map(([name, ts]) => [
    name,
    ts.every((t) => t.keyMs !== undefined) ? ms(ts.map((t) => t.keyMs!)) : "–",
    ms(ts.map((t) => t.answerMs)),
    ms(ts.map((t) => t.cpuMs)),
  ]);
  const git = gitInfo();
  const md = [
    `# Start (${new Date().toISOString().slice(0, 10)})`,
    "",
    `\`npm start\` (node scripts/run-built.mjs, dist/ built) from spawn to its first GraphQL answer with the first-start key, ${rounds} round(s); beside it Node.js alone answering HTTP. Figures: median / max over the rounds, ms. ${gitLine(git)}`,
    "",
    markdownTable(["start", "spawn → key line printed", "spawn → first answer", "process CPU by then"], rows),
  ].join("\n");
  writeResults(opts.extra.out ?? "start", md, { info: machineInfo(opts.embedded ? "pglite" : "postgres+pglite", { rounds }), results });
}

main().catch((err) => {
  process.stderr.write(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
