// The real service as an operator runs it: `npm start` (node on the build in dist/), configured only by its
// environment. Each test spawns its own process against its own empty database.
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { print } from "graphql";
import { listMigrations } from "../src/db/migrate.js";
import { TARGET, isolatedDatabase, type IsolatedDatabase } from "./helpers/app.js";
import { connectWs, databaseEnv, startServer, type ServerProcess } from "./helpers/process.js";
import {
  CreateTaskDocument,
  CreateWorkspaceDocument,
  FollowTaskDocument,
  NodeDocument,
  SendEventsDocument,
  TaskEventsDocument,
  type FollowTaskSubscription,
} from "./generated/graphql.js";

/**
 * How long a test waits for a start before it fails as hung: a guard, not a promise. How long a
 * start takes (first and again, embedded and on PostgreSQL) is measured by `npm run bench:start`;
 * a busy machine may make a first start take many times its usual few seconds.
 */
const START_GUARD_MS = 90_000;
/** How long bad configuration may take to be reported. */
const FAIL_WITHIN_MS = 10_000;
/** How long a signal may take to end the process. */
const EXIT_WITHIN_MS = 8_000;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "atg-process-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function freshDatabase(): Promise<IsolatedDatabase> {
  const db = await isolatedDatabase();
  cleanups.push(() => db.drop());
  return db;
}

async function spawn(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const server = await startServer(env);
  // Registered after the data clean-ups, so it runs before them (a live process holds its database).
  cleanups.push(() => server.kill());
  return server;
}

const isKeyLine = (l: Record<string, unknown>) => typeof l.apiKey === "string";

async function firstStartKey(server: ServerProcess): Promise<string> {
  const line = await server.waitForLog(isKeyLine, START_GUARD_MS);
  expect(line.msg).toMatch(/first API key/);
  expect(line.scopes).toEqual(["admin", "client", "worker"]);
  return line.apiKey as string;
}

/** Stops with a signal and checks the exit: code 0, by itself, promptly. */
async function stopWith(server: ServerProcess, signal: NodeJS.Signals) {
  const sentAt = performance.now();
  server.child.kill(signal);
  const exit = await server.waitForExit(EXIT_WITHIN_MS);
  expect(exit).toMatchObject({ code: 0, signal: null });
  expect(performance.now() - sentAt).toBeLessThan(EXIT_WITHIN_MS);
  expect(server.logs.map((l) => l.msg)).toContain("stopped");
  return exit;
}

/** A task with one message, and a live graphql-ws subscription to it that has received that message. */
async function followedTask(server: ServerProcess, key: string) {
  const { createTask } = await server.ok(
    CreateTaskDocument,
    { input: { title: "followed", events: [{ userMessage: { content: [{ text: { text: "hello" } }] } }] } },
    key,
  );
  expect(createTask.task.id).toMatch(/^task_/);
  const ws = connectWs(server.wsUrl, key);
  const received: FollowTaskSubscription["taskEvents"][] = [];
  let firstEvent!: () => void;
  const gotFirst = new Promise<void>((r) => (firstEvent = r));
  let ended: unknown = "not yet";
  ws.client.subscribe<FollowTaskSubscription>(
    { query: print(FollowTaskDocument), variables: { taskId: createTask.task.id, after: "0" } },
    {
      next: (r) => {
        if (r.data) received.push(r.data.taskEvents);
        firstEvent();
      },
      error: (e) => (ended = e),
      complete: () => (ended = "complete"),
    },
  );
  cleanups.push(() => ws.client.dispose());
  await ws.connected;
  await gotFirst;
  expect(received[0]).toMatchObject({ __typename: "UserMessageEvent", type: "USER_MESSAGE" });
  return { ws, taskId: createTask.task.id, ended: () => ended };
}

describe("the embedded default (no DATABASE_URL, no REDIS_URL)", () => {
  it("prints a first-start key once, answers with it, stops on SIGTERM; a restart prints no key", async () => {
    const dataDir = tempDataDir();
    const first = await spawn({ DATA_DIR: dataDir });
    const key = await firstStartKey(first);
    expect(key).toMatch(/^atk_/);
    await first.waitUntilAnswering(key, START_GUARD_MS);
    expect(first.logs.find((l) => l.msg === "listening")).toMatchObject({ database: "pglite", pubsub: "memory" });

    // The first key holds the admin scope, and the client scope of its own workspace.
    const { createWorkspace } = await first.ok(CreateWorkspaceDocument, { name: "another tenant" }, key);
    expect(createWorkspace.workspace.id).toMatch(/^ws_/);
    expect(createWorkspace.apiKey).toMatch(/^atk_/);
    const { createTask } = await first.ok(CreateTaskDocument, { input: { title: "made in the first run" } }, key);

    // Printed once: one structured line, and the secret appears nowhere else.
    expect(first.logs.filter(isKeyLine)).toHaveLength(1);
    expect(first.stdout().split(key).length - 1).toBe(1);
    await stopWith(first, "SIGTERM");

    const second = await spawn({ DATA_DIR: dataDir });
    await second.waitUntilAnswering(key, START_GUARD_MS);
    expect(second.logs.filter(isKeyLine)).toEqual([]);
    expect(second.stdout()).not.toContain(key);
    // Same data: what the first run wrote is there.
    const { node } = await second.ok(NodeDocument, { id: createTask.task.id }, key);
    expect(node).toMatchObject({ __typename: "Task", id: createTask.task.id, title: "made in the first run" });

    // SIGINT while a graphql-ws client follows a task.
    const { ws, ended } = await followedTask(second, key);
    await stopWith(second, "SIGINT");
    expect(await ws.closed).toMatchObject({ code: 1001 });
    expect(ended()).not.toBe("not yet");
  }, 240_000);
});

describe("the embedded demo worker's key", () => {
  it("is revoked at a clean stop, and one a crash left behind is revoked at the next start", async () => {
    const dataDir = tempDataDir();
    const demoKeys = async (server: ServerProcess, key: string, revoked: boolean) => {
      const d = await server.ok<any>(`query($revoked: Boolean) { apiKeys(revoked: $revoked, first: 100) { edges { node { id name } } } }`, { revoked }, key);
      return d.apiKeys.edges.map((e: any) => e.node).filter((n: any) => n.name === "demo worker").map((n: any) => n.id as string);
    };
    const attached = (l: Record<string, unknown>) => l.msg === "demo worker attached";

    const first = await spawn({ DATA_DIR: dataDir });
    const key = await firstStartKey(first);
    await first.waitForLog(attached, START_GUARD_MS);
    const crashed = await demoKeys(first, key, false);
    expect(crashed).toHaveLength(1);
    first.child.kill("SIGKILL");
    await first.exited;

    const second = await spawn({ DATA_DIR: dataDir });
    await second.waitForLog(attached, START_GUARD_MS);
    const active = await demoKeys(second, key, false);
    expect(active).toHaveLength(1);
    expect(active).not.toEqual(crashed);
    expect(await demoKeys(second, key, true)).toEqual(crashed);
    await stopWith(second, "SIGTERM");

    const third = await spawn({ DATA_DIR: dataDir, DEMO_WORKER: "false" });
    await third.waitUntilAnswering(key, START_GUARD_MS);
    expect(await demoKeys(third, key, false)).toEqual([]);
  }, 300_000);
});

describe("signals while starting", () => {
  it("SIGTERM while the app is still loading exits 0", async () => {
    const server = await spawn({ DATA_DIR: tempDataDir() });
    // Logged once the configuration is read and the signal handlers are set, before the app loads.
    await server.waitForLog((l) => l.msg === "starting", START_GUARD_MS);
    server.child.kill("SIGTERM");
    // The step in progress finishes first (a first PGlite start creating its files, or a
    // migration), however long a busy machine makes it: this test is about the exit, not speed.
    const exit = await server.waitForExit(60_000);
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(server.stderr()).toBe("");
  }, 180_000);

  it("SIGTERM during migrations stops after the migration in progress, exits 0, and the next start applies the rest", async () => {
    const dataDir = tempDataDir();
    const first = await spawn({ DATA_DIR: dataDir });
    // This test is about the signal, not speed: generous waits.
    await first.waitForLog((l) => l.msg === "applying migration", 60_000);
    first.child.kill("SIGTERM");
    const exit = await first.waitForExit(60_000);
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(first.stderr()).toBe("");

    const again = await spawn({ DATA_DIR: dataDir });
    // The first start printed the key only if the signal reached it after its last migration.
    const keyLine = first.logs.find(isKeyLine) ?? (await again.waitForLog(isKeyLine, 60_000));
    const key = keyLine.apiKey as string;
    expect(key).toMatch(/^atk_/);
    await again.waitUntilAnswering(key, 60_000);
    expect([...first.logs, ...again.logs].filter(isKeyLine)).toHaveLength(1);
    // Between them the two starts applied every migration once, in order.
    const applied = (s: ServerProcess) => s.logs.filter((l) => l.msg === "applying migration").map((l) => l.migration);
    expect([...applied(first), ...applied(again)]).toEqual((await listMigrations()).map((m) => m.name));
    await stopWith(again, "SIGTERM");
  }, 200_000);
});

describe(`on the test target (${TARGET.databaseUrl ? "PostgreSQL" : "PGlite"}, ${TARGET.redisClusterNodes ? "Redis Cluster" : TARGET.redisUrl ? "Redis" : "in-memory bus"})`, () => {
  const targetEnv = (db: IsolatedDatabase) => ({ ...databaseEnv(db), REDIS_URL: TARGET.redisUrl, REDIS_CLUSTER_NODES: process.env.REDIS_CLUSTER_NODES });

  it("BOOTSTRAP_API_KEY is a working admin key, no other key is printed, and SIGTERM with a graphql-ws client connected exits 0", async () => {
    const db = await freshDatabase();
    const bootstrapKey = `bootstrap-${randomUUID()}`;
    const server = await spawn({ ...targetEnv(db), BOOTSTRAP_API_KEY: bootstrapKey });
    await server.waitUntilAnswering(bootstrapKey, START_GUARD_MS);
    expect(server.logs.filter(isKeyLine)).toEqual([]);

    const { createWorkspace } = await server.ok(CreateWorkspaceDocument, { name: "tenant" }, bootstrapKey);
    expect(createWorkspace.workspace).toMatchObject({ id: expect.stringMatching(/^ws_/), name: "tenant" });
    expect([...createWorkspace.apiKeyInfo.scopes].sort()).toEqual(["CLIENT", "WORKER"]);
    const tenantKey = createWorkspace.apiKey;

    // The admin scope is what made that work: the tenant's own key is refused.
    const refused = await server.gql(CreateWorkspaceDocument, { name: "nope" }, tenantKey);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // And a wrong key is not the bootstrap key.
    const wrong = await server.gql("{ __typename }", undefined, `${bootstrapKey}x`);
    expect(wrong.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    // The typed operations, end to end through the real process.
    const { ws, taskId, ended } = await followedTask(server, tenantKey);
    const sent = await server.ok(
      SendEventsDocument,
      { input: { taskId, events: [{ userMessage: { content: [{ text: { text: "second" } }] } }] } },
      tenantKey,
    );
    expect(sent.sendEvents.events).toHaveLength(1);
    // Only the user's messages: in the embedded default a demo worker may answer them meanwhile.
    const page = await server.ok(TaskEventsDocument, { taskId, first: 10, types: ["USER_MESSAGE"] }, tenantKey);
    const texts = page.events.edges.map((e) =>
      e.node.__typename === "UserMessageEvent" ? e.node.content.map((c) => (c.__typename === "TextBlock" ? c.text : "")).join("") : null,
    );
    expect(texts).toEqual(["hello", "second"]);
    expect(page.events.edges.map((e) => e.cursor)).toEqual(
      page.events.edges.map((e) => ("sequence" in e.node ? e.node.sequence : undefined)),
    );

    await stopWith(server, "SIGTERM");
    expect(await ws.closed).toMatchObject({ code: 1001 });
    expect(ended()).not.toBe("not yet");
  }, 180_000);

  it.runIf(!!(TARGET.databaseUrl || TARGET.redis))(
    "with DATABASE_URL and REDIS_URL: prints a first-start key and answers with it",
    async () => {
      const db = await freshDatabase();
      const server = await spawn(targetEnv(db));
      const key = await firstStartKey(server);
      await server.waitUntilAnswering(key, START_GUARD_MS);
      expect(server.logs.find((l) => l.msg === "listening")).toMatchObject({
        database: TARGET.databaseUrl ? "postgres" : "pglite",
        pubsub: TARGET.redisClusterNodes ? "redis-cluster" : TARGET.redisUrl ? "redis" : "memory",
      });
      // With a read replica, /ready is "degraded" until the replica has replayed the fresh
      // database and the instance's next probe has seen it (about a second): wait for "ready".
      const ready = await server.waitUntilReady(START_GUARD_MS, (body) => body.status === "ready");
      expect(ready).toMatchObject({ status: "ready", database: "ok", pubsub: "ok" });
      if (TARGET.databaseReadUrl) expect((ready as { replicas: Array<{ state: string }> }).replicas.map((r) => r.state)).toEqual(["ok"]);
      await stopWith(server, "SIGTERM");
    },
    180_000,
  );

  it.runIf(!!TARGET.databaseUrl)(
    "two instances started at the same moment on one empty PostgreSQL database both become ready, migrating once",
    async () => {
      const db = await freshDatabase();
      const [a, b] = await Promise.all([spawn(targetEnv(db)), spawn(targetEnv(db))]);
      await Promise.all([a.waitUntilReady(START_GUARD_MS), b.waitUntilReady(START_GUARD_MS)]);

      const client = new pg.Client({ connectionString: db.config.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ migration_name: string; n: number; finished: number }>(
          `SELECT migration_name, count(*)::int AS n, count(finished_at)::int AS finished
             FROM "_prisma_migrations" GROUP BY migration_name ORDER BY migration_name`,
        );
        const expected = (await listMigrations()).map((m) => ({ migration_name: m.name, n: 1, finished: 1 }));
        expect(expected.length).toBeGreaterThan(0);
        expect(rows).toEqual(expected);
      } finally {
        await client.end();
      }

      // One of them created the first key, once; it works on both, and both see the same data.
      const keyLines = [...a.logs, ...b.logs].filter(isKeyLine);
      expect(keyLines).toHaveLength(1);
      const key = keyLines[0]!.apiKey as string;
      const { createTask } = await a.ok(CreateTaskDocument, { input: { title: "seen everywhere" } }, key);
      const { node } = await b.ok(NodeDocument, { id: createTask.task.id }, key);
      expect(node).toMatchObject({ __typename: "Task", title: "seen everywhere" });

      await Promise.all([stopWith(a, "SIGTERM"), stopWith(b, "SIGTERM")]);
    },
    180_000,
  );
});

describe("bad configuration: one clear line on stderr and a non-zero exit, fast", () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ["PORT=abc", { PORT: "abc" }, /PORT must be a number/],
    ["PORT=70000", { PORT: "70000" }, /PORT must be between 0 and 65535/],
    ["REDIS_URL=not-a-url", { REDIS_URL: "not-a-url" }, /REDIS_URL must be a redis:\/\//],
    ["HEAP_GROWING_PERCENT=-5", { HEAP_GROWING_PERCENT: "-5" }, /HEAP_GROWING_PERCENT must be 0 \(V8's own\) or more/],
    ["DATABASE_URL at a closed port", { DATABASE_URL: "postgresql://postgres@127.0.0.1:1/x" }, /cannot reach PostgreSQL at 127\.0\.0\.1:1\b/],
    ["REDIS_URL at a closed port", { REDIS_URL: "redis://127.0.0.1:1" }, /cannot reach Redis at 127\.0\.0\.1:1\b/],
  ];

  it.each(cases)("%s", async (_name, env, message) => {
    // A data folder of its own, so nothing is ever written into the repository's ./.data.
    const server = await spawn({ DATA_DIR: tempDataDir(), ...env });
    const exit = await server.waitForExit(FAIL_WITHIN_MS + 5_000);
    expect(exit.signal).toBeNull();
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(exit.afterMs).toBeLessThan(FAIL_WITHIN_MS);

    const stderr = server.stderr();
    expect(stderr.endsWith("\n")).toBe(true);
    const lines = stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    expect(lines[0]).not.toMatch(/\bat .+:\d+:\d+/);
    // Nothing else explains itself on stdout with a stack either.
    expect(server.stdout()).not.toMatch(/\n\s+at .+:\d+:\d+/);
  }, 30_000);
});

describe("the production build", () => {
  /** A copy of the checkout's sources and scripts, sharing its node_modules and prisma/. */
  function checkoutCopy(): string {
    const dir = tempDataDir();
    const root = path.resolve(import.meta.dirname, "..");
    for (const part of ["src", "sdk", "scripts"]) cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
    for (const part of ["node_modules", "prisma", "package.json"]) symlinkSync(path.join(root, part), path.join(dir, part));
    return dir;
  }
  const node = (cwd: string, args: string[]) => execFileSync(process.execPath, args, { cwd, encoding: "utf8" });
  const isStale = (cwd: string) => node(cwd, ["--input-type=module", "-e", "import('./scripts/build.mjs').then((m) => console.log(m.isStale()))"]).trim();

  it("npm run build transpiles src/ to dist/ with the console's files (and the SDK inside the worker); a source newer than dist/ makes it stale, and a start rebuilds it", async () => {
    const dir = checkoutCopy();
    expect(isStale(dir)).toBe("true"); // never built
    expect(node(dir, ["scripts/build.mjs"])).toMatch(/built dist\/ in \d+ ms/);
    for (const f of ["main.js", "server/app.js", "worker/cli.js", "db/migrate.js", "console/index.html", "console/console.js", ".built"]) {
      expect(existsSync(path.join(dir, "dist", f)), f).toBe(true);
    }
    expect(isStale(dir)).toBe("false");
    // The demo worker is written with the SDK, which lives outside src/: its built module holds it
    // and imports nothing relative, so dist/ runs on plain node.
    const worker = readFileSync(path.join(dir, "dist", "worker", "demo-worker.js"), "utf8");
    expect(worker).toContain("retryDelayMs");
    expect(worker).not.toMatch(/from\s*["']\.{1,2}\//);
    // A change in sdk/ makes dist/ stale too.
    const sdkFile = path.join(dir, "sdk", "client.ts");
    utimesSync(sdkFile, new Date(), new Date(statSync(path.join(dir, "dist", ".built")).mtimeMs + 10));
    expect(isStale(dir)).toBe("true");
    expect(node(dir, ["scripts/build.mjs"])).toMatch(/built dist\/ in \d+ ms/);
    expect(isStale(dir)).toBe("false");

    // A pull changes a source: the next start runs the new code.
    const changed = path.join(dir, "src", "logger.ts");
    appendFileSync(changed, "\nexport const BUILD_PROBE = 1;\n");
    // Later than the build, whatever the grain of file times (and earlier than the rebuild to come).
    utimesSync(changed, new Date(), new Date(statSync(path.join(dir, "dist", ".built")).mtimeMs + 10));
    expect(isStale(dir)).toBe("true");
    const server = await startServer({ DATA_DIR: path.join(dir, "data"), BOOTSTRAP_API_KEY: `build-${randomUUID()}`, DEMO_WORKER: "false" }, dir);
    cleanups.push(() => server.kill());
    await server.waitUntilReady(60_000);
    expect(readFileSync(path.join(dir, "dist", "logger.js"), "utf8")).toContain("BUILD_PROBE");
    expect(isStale(dir)).toBe("false");
  }, 120_000);
});
