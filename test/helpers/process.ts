import { CONFIG_VARIABLES } from "../../src/config.js";
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { print, type DocumentNode } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import { randomUUID } from "node:crypto";
import { TARGET, apiOf, isolatedDatabase, type GqlResult, type IsolatedDatabase, type ServedApi } from "./app.js";
import { TaskApiError } from "../../sdk/index.js";
import { freePort } from "./ports.js";

/** The repository root: where `npm start` runs. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Variables the server reads; none leaks from the test's own environment into a spawned server. */
/** What the server reads from its environment: a spawned server gets only what its test gives. */
const SERVER_VARIABLES = [...CONFIG_VARIABLES, "NODE_OPTIONS"];

/** The environment that points a server at an isolated database (PGlite folder or PostgreSQL database). */
export function databaseEnv(db: IsolatedDatabase): Record<string, string> {
  if (!db.config.databaseUrl) return { DATA_DIR: db.config.dataDir };
  return { DATABASE_URL: db.config.databaseUrl, ...(db.config.databaseReadUrls?.length ? { DATABASE_READ_URL: db.config.databaseReadUrls.join(" ") } : {}) };
}

export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds from spawning to exit. */
  afterMs: number;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  url: string;
  wsUrl: string;
  /** performance.now() when the process was spawned. */
  spawnedAt: number;
  /** Every stdout line that parsed as JSON (the pino log). */
  logs: LogLine[];
  stdout(): string;
  stderr(): string;
  exited: Promise<Exit>;
  /** Resolves with the first log line matching, or rejects after timeoutMs (or if the process exits first). */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs: number): Promise<LogLine>;
  /** Polls `{ __typename }` with the key until it answers; rejects once `deadlineMs` after spawning has passed. */
  waitUntilAnswering(key: string, deadlineMs: number): Promise<void>;
  /**
   * Polls /ready until 200 (and, with `until`, until its body satisfies it); rejects once
   * `deadlineMs` after spawning has passed.
   */
  waitUntilReady(deadlineMs: number, until?: (body: any) => boolean): Promise<unknown>;
  gql<T = any, V = Record<string, unknown>>(
    doc: TypedDocumentNode<T, V> | DocumentNode | string,
    variables: V | undefined,
    key: string | null,
  ): Promise<GqlResult<T>>;
  ok<T = any, V = Record<string, unknown>>(doc: TypedDocumentNode<T, V> | DocumentNode | string, variables: V, key: string): Promise<T>;
  /** Resolves with the exit, or rejects if the process has not exited within timeoutMs. */
  waitForExit(timeoutMs: number): Promise<Exit>;
  /** Kills the process if it still runs (test clean-up). */
  kill(): Promise<void>;
}

/**
 * Spawns the real service the way `npm start` does (node running the build in dist/), with only the given
 * server variables set. PORT is a free port unless given.
 */
export async function startServer(env: Record<string, string | undefined>, cwd = ROOT): Promise<ServerProcess> {
  const port = env.PORT !== undefined && /^\d+$/.test(env.PORT) ? Number(env.PORT) : await freePort();
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !SERVER_VARIABLES.includes(k) && !k.startsWith("VITEST")),
  );
  const childEnv: Record<string, string> = { ...base, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" } as never;
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete childEnv[k];
    else childEnv[k] = v;
  }

  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ["scripts/run-built.mjs"], {
    cwd,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  let partial = "";
  const logs: LogLine[] = [];
  const listeners = new Set<() => void>();
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
    partial += chunk;
    const lines = partial.split("\n");
    partial = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line
      }
    }
    for (const l of listeners) l();
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    err += chunk;
  });
  let hasExited = false;
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => {
      hasExited = true;
      for (const l of listeners) l();
      resolve({ code, signal, afterMs: performance.now() - spawnedAt });
    }),
  );

  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}/graphql`;

  const gql: ServerProcess["gql"] = async (doc, variables, key) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "x-api-key": key } : {}) },
      body: JSON.stringify({ query: typeof doc === "string" ? doc : print(doc), variables }),
    });
    return (await res.json()) as GqlResult<any>;
  };

  const describeState = () => `\n--- stderr ---\n${err}\n--- stdout (last 2000 chars) ---\n${out.slice(-2000)}`;

  async function poll<T>(deadlineMs: number, what: string, attempt: () => Promise<T | undefined>): Promise<T> {
    for (;;) {
      if (hasExited) throw new Error(`the server exited while waiting for ${what}${describeState()}`);
      const value = await attempt().catch(() => undefined);
      if (value !== undefined) return value;
      if (performance.now() - spawnedAt > deadlineMs) {
        throw new Error(`no ${what} within ${deadlineMs} ms of spawning${describeState()}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const server: ServerProcess = {
    child,
    port,
    origin,
    url,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    spawnedAt,
    logs,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForLog(match, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = logs.find(match);
          if (found) done(() => resolve(found));
          else if (hasExited) done(() => reject(new Error(`the server exited before the log line${describeState()}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`no such log line within ${timeoutMs} ms${describeState()}`))),
          timeoutMs,
        );
        const done = (fn: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          fn();
        };
        listeners.add(check);
        check();
      });
    },
    async waitUntilAnswering(key, deadlineMs) {
      await poll(deadlineMs, "answer to { __typename }", async () => {
        const r = await gql("{ __typename }", undefined, key);
        return r.data?.__typename === "Query" ? true : undefined;
      });
    },
    async waitUntilReady(deadlineMs, until) {
      return poll(deadlineMs, until ? "200 from /ready with the body asked for" : "200 from /ready", async () => {
        const res = await fetch(`${origin}/ready`);
        if (res.status !== 200) return undefined;
        const body = await res.json();
        return !until || until(body) ? body : undefined;
      });
    },
    gql,
    async ok(doc, variables, key) {
      const r = await gql(doc, variables, key);
      if (r.errors?.length) throw new TaskApiError(r.errors, undefined, { message: `GraphQL errors: ${JSON.stringify(r.errors)}` });
      return r.data as any;
    },
    waitForExit(timeoutMs) {
      return Promise.race([
        exited,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`the server did not exit within ${timeoutMs} ms${describeState()}`)), timeoutMs).unref(),
        ),
      ]);
    },
    async kill() {
      if (hasExited) return;
      child.kill("SIGKILL");
      await exited;
    },
  };
  return server;
}

export interface WsConnection {
  client: Client;
  /** Resolves with the close code and reason once the socket closes. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves once the connection is acknowledged. */
  connected: Promise<void>;
}

/** A graphql-ws client (with the `ws` implementation) that authenticates with connectionParams.apiKey. */
export function connectWs(wsUrl: string, apiKey: string): WsConnection {
  let onClosed!: (e: { code: number; reason: string }) => void;
  let onConnected!: () => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (onClosed = r));
  const connected = new Promise<void>((r) => (onConnected = r));
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { apiKey },
    lazy: false,
    // The close is what the tests look at (through `closed`); no console noise about it.
    onNonLazyError: () => {},
    retryAttempts: 0,
    on: {
      connected: () => onConnected(),
      closed: (event) => {
        const e = event as { code?: number; reason?: unknown };
        onClosed({ code: e.code ?? 0, reason: String(e.reason ?? "") });
      },
    },
  });
  return { client, closed, connected };
}

/**
 * The API served by a real server process (`node scripts/run-built.mjs`, as `npm start` runs it)
 * on its own fresh database, with Redis when the suite has it, an admin key and no demo worker
 * (it would answer the tests' messages). For tests of client libraries against the real thing.
 */
export async function startServedApp(env: Record<string, string> = {}): Promise<ServedApi> {
  const db = await isolatedDatabase();
  const adminKey = `test-admin-${randomUUID()}`;
  const server = await startServer({
    ...databaseEnv(db),
    REDIS_URL: TARGET.redisUrl,
    REDIS_CLUSTER_NODES: process.env.REDIS_CLUSTER_NODES,
    BOOTSTRAP_API_KEY: adminKey,
    DEMO_WORKER: "false",
    LOG_LEVEL: "warn",
    ...env,
  });
  try {
    await server.waitUntilAnswering(adminKey, 90_000);
  } catch (err) {
    await server.kill();
    await db.drop();
    throw err;
  }
  return {
    ...apiOf(server.origin, adminKey),
    async stop() {
      server.child.kill("SIGTERM");
      await server.waitForExit(15_000).catch(() => server.kill());
      await db.drop();
    },
  };
}
