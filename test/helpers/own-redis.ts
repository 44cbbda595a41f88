import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { freePort } from "./ports.js";

/**
 * A redis-server of the test's own, on a free port, for tests that refuse, stop or restart it:
 * the shared Redis that other tests use is never touched.
 */
export class OwnRedis {
  private proc: ChildProcess | undefined;
  private exited: Promise<void> | undefined;
  private readonly dir = mkdtempSync(path.join(tmpdir(), "atg-redis-"));

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    // Another test's server may still take the port between the pick and the bind: try another one.
    for (let attempt = 1; ; attempt++) {
      const r = new OwnRedis(await freePort());
      try {
        await r.up();
        return r;
      } catch (e) {
        await r.stop();
        if (attempt === 3) throw e;
      }
    }
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running() {
    return this.proc !== undefined;
  }

  /** Starts the server (again, on the same port) and waits until it answers PING. */
  async up(): Promise<void> {
    const proc = spawn(
      "redis-server",
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", this.dir],
      { stdio: "ignore" },
    );
    this.proc = proc;
    this.exited = new Promise((resolve) => proc.once("exit", () => resolve()));
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`redis-server on port ${this.port} exited with ${proc.exitCode}`);
      const c = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      c.on("error", () => {});
      const ok = await c
        .connect()
        .then(() => c.ping())
        .then(() => true, () => false);
      c.disconnect();
      if (ok) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Kills the server and waits until it has exited: connections drop, the port refuses. */
  async down(): Promise<void> {
    const proc = this.proc;
    if (!proc) return;
    this.proc = undefined;
    proc.kill("SIGKILL"); // also ends a paused server
    await this.exited;
  }

  /** Stops the process (SIGSTOP): its sockets stay open and nothing is answered, as with a hung server. */
  pause(): void {
    this.proc?.kill("SIGSTOP");
  }

  resume(): void {
    this.proc?.kill("SIGCONT");
  }

  /** A client of this server (for ACL changes and the like). */
  client(): Redis {
    const c = new Redis(this.url);
    c.on("error", () => {});
    return c;
  }

  async stop(): Promise<void> {
    await this.down();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
