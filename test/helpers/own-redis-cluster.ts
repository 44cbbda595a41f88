import { spawn, execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Redis } from "ioredis";
import { freePort } from "./ports.js";

const run = promisify(execFile);

/** Waits until `check` holds, polling; fails after `ms`. */
async function until(what: string, ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Redis Cluster: ${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function ask<T>(port: number, fn: (c: Redis) => Promise<T>): Promise<T> {
  const c = new Redis(port, "127.0.0.1", { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  c.on("error", () => {});
  try {
    await c.connect();
    return await fn(c);
  } finally {
    c.disconnect();
  }
}

/**
 * A Redis Cluster of the test's own: three masters and three replicas on free ports of
 * 127.0.0.1, made with the installed redis-server and `redis-cli --cluster create`. A node can be
 * killed (its replica takes over after the node timeout, one second here).
 */
export class OwnRedisCluster {
  private readonly procs = new Map<number, ChildProcess>();
  private readonly dir = mkdtempSync(path.join(tmpdir(), "atg-redis-cluster-"));

  private constructor(readonly ports: number[]) {}

  static async start(): Promise<OwnRedisCluster> {
    const ports: number[] = [];
    while (ports.length < 6) {
      // The cluster bus listens on port + 10000: both free.
      const p = await freePort(10_000);
      if (!ports.includes(p)) ports.push(p);
    }
    const c = new OwnRedisCluster(ports);
    for (const port of ports) c.spawnNode(port);
    for (const port of ports) await until(`node ${port} answering`, 10_000, () => ask(port, (r) => r.ping()).then((x) => x === "PONG"));
    await run("redis-cli", ["--cluster", "create", ...ports.map((p) => `127.0.0.1:${p}`), "--cluster-replicas", "1", "--cluster-yes"]);
    for (const port of ports) await until(`node ${port} cluster_state:ok`, 20_000, () => c.stateOk(port));
    // A replica that has never synced with its master is not promoted when the master dies: wait
    // until every replica's link to its master is up.
    for (const port of ports) {
      await until(`node ${port} in sync`, 30_000, () =>
        ask(port, (r) => r.info("replication")).then((info) => /role:master/.test(info) || /master_link_status:up/.test(info)),
      );
    }
    return c;
  }

  private spawnNode(port: number) {
    const dir = path.join(this.dir, String(port));
    mkdirSync(dir, { recursive: true });
    const proc = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
        "--cluster-node-timeout", "1000", "--repl-diskless-sync-delay", "0", "--save", "", "--appendonly", "no", "--dir", dir],
      { stdio: "ignore" },
    );
    this.procs.set(port, proc);
  }

  /** The nodes running now (not killed). */
  get running() {
    return this.ports.filter((port) => this.procs.has(port)).map((port) => ({ host: "127.0.0.1", port }));
  }

  /** Seed nodes for REDIS_CLUSTER_NODES / Config.redisClusterNodes. */
  get nodes() {
    return this.ports.slice(0, 2).map((port) => ({ host: "127.0.0.1", port }));
  }

  private async stateOk(port: number) {
    return ask(port, (r) => r.cluster("INFO")).then((info) => /cluster_state:ok/.test(String(info)));
  }

  /** The port of the master that serves `key`'s slot now, as a live node says. */
  async masterOf(key: string): Promise<number> {
    const alive = this.ports.find((p) => this.procs.has(p))!;
    return ask(alive, async (r) => {
      const slot = Number(await r.cluster("KEYSLOT", key));
      const ranges = await r.cluster("SLOTS");
      const range = ranges.find(([lo, hi]) => slot >= lo && slot <= hi);
      const master = range?.[2];
      if (!master) throw new Error(`no node serves slot ${slot}`);
      return Number(master[1]);
    });
  }

  /** Kills a node (SIGKILL) and waits until its process has exited. */
  async kill(port: number) {
    const proc = this.procs.get(port);
    if (!proc) return;
    this.procs.delete(port);
    const exited = new Promise((r) => proc.once("exit", r));
    proc.kill("SIGKILL");
    await exited;
  }

  /** Waits until `key`'s slot is served by a master other than `oldMaster` and the cluster is whole. */
  async failedOver(key: string, oldMaster: number) {
    await until(`failover away from ${oldMaster}`, 30_000, async () => {
      const now = await this.masterOf(key);
      if (now === oldMaster) return false;
      for (const p of this.procs.keys()) if (!(await this.stateOk(p))) return false;
      return true;
    });
  }

  async stop() {
    for (const port of [...this.procs.keys()]) await this.kill(port);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
