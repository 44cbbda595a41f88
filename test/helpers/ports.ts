import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * The first of the ports the kernel hands to outgoing connections (Linux's ip_local_port_range). A port the OS
 * picks for `listen(0)` comes from the same range, so between choosing it and a child's listen, any
 * connection another test opens may take it as its local port, and the child's bind fails
 * (redis-server exited with 1 on CI that way). A port below the range is never taken by a connection.
 */
function ephemeralRangeStart(): number {
  try {
    const lo = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    if (Number.isInteger(lo)) return lo;
  } catch {
    // not Linux: the default below
  }
  return 32768;
}

const LOWEST = 10_000; // above the well-known and registered services a machine like CI's runs (5432, 6379, 7101-7106)

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

function osPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A port nothing listens on right now, below the range outgoing connections use: only another
 * listener can take it first (another test's pick among some 20,000 ports, at random). With
 * `offset`, port + offset is free and below the range too (a Redis Cluster node's bus port).
 */
export async function freePort(offset = 0): Promise<number> {
  const lo = ephemeralRangeStart();
  const span = lo - offset - LOWEST;
  for (let i = 0; span >= 1000 && i < 100; i++) {
    const port = LOWEST + Math.floor(Math.random() * span);
    if ((await canListen(port)) && (offset === 0 || (await canListen(port + offset)))) return port;
  }
  // A kernel whose range starts too low for the pick above: the OS's pick, which cannot promise `offset`.
  if (offset === 0) return osPort();
  throw new Error(`no free port with a free port ${offset} above it, below the ephemeral range (from ${lo})`);
}
