/**
 * The floor under a delivery: what Node.js alone spends to write one small message to each of N
 * TCP connections on loopback, with no GraphQL, no log and no bus. The fan-out benchmark's scenario
 * A (1,000 graphql-ws subscribers of one task, 20 events/s) costs the server this much per delivery
 * before any of its own work; its raw Redis cell reports redis-server's cost beside it.
 *
 *   npx tsx bench/socket-floor.ts     options: --count=1000 --rate=20 --seconds=10 --bytes=180
 *                                     --json (one JSON line instead: bench:fanout runs this beside scenario A)
 *
 * The server side writes, R times a second, one WebSocket text frame of `bytes` (scenario A's
 * `next` message is 180 bytes) to each connection with `socket.write`, at most as many in one turn
 * of the event loop as the app's delivery budget lets (DELIVERIES_PER_TURN), from this process; a forked child holds the N
 * connections and reads them. Reported: this process's CPU time (user and system) per write.
 */
import net from "node:net";
import { fileURLToPath } from "node:url";
import { forkRpc, serveRpc } from "./fork-rpc.js";
import { DELIVERIES_PER_TURN as PER_TURN } from "../src/domain/events/delivery-budget.js";

const arg = (name: string, fallback: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.slice(name.length + 3)) : fallback;
};
const count = arg("count", 1000);
const rate = arg("rate", 20);
const seconds = arg("seconds", 10);
const bytes = arg("bytes", 180);

type ToReader = { cmd: "open"; port: number; count: number } | { cmd: "received" };

function runReader() {
  let received = 0;
  serveRpc<ToReader>({
    open: async ({ port, count: n }: { port: number; count: number }) => {
      await Promise.all(
        Array.from({ length: n }, () => new Promise<void>((resolve, reject) => {
          const s = net.connect(port, "127.0.0.1", () => resolve());
          s.on("data", (d) => (received += d.length));
          s.on("error", reject);
        })),
      );
    },
    received: () => received,
  });
}

async function main() {
  const sockets: net.Socket[] = [];
  const server = net.createServer({ noDelay: true }, (s) => void sockets.push(s));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const reader = forkRpc<ToReader>(fileURLToPath(import.meta.url), ["--role=reader"], "reader process");
  try {
    await reader.rpc({ cmd: "open", port: (server.address() as net.AddressInfo).port, count });
    while (sockets.length < count) await new Promise((r) => setTimeout(r, 10));
    // One unmasked text frame (RFC 6455), length < 65,536.
    const frame = Buffer.alloc(4 + bytes, 0x78);
    frame[0] = 0x81;
    frame[1] = 126;
    frame.writeUInt16BE(bytes, 2);

    let writes = 0;
    const broadcast = () => {
      let i = 0;
      const turn = () => {
        const end = Math.min(i + PER_TURN, sockets.length);
        writes += end - i;
        for (; i < end; i++) sockets[i]!.write(frame);
        if (i < sockets.length) setImmediate(turn);
      };
      turn();
    };
    // Warm-up, then the measured window.
    const warm = setInterval(broadcast, 1000 / rate);
    await new Promise((r) => setTimeout(r, 1000));
    clearInterval(warm);
    await new Promise((r) => setTimeout(r, 200));
    writes = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const timer = setInterval(broadcast, 1000 / rate);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    clearInterval(timer);
    await new Promise((r) => setTimeout(r, 200));
    const cpu = process.cpuUsage(cpu0);
    const wall = (performance.now() - t0) / 1000;
    const per = (us: number) => (us / writes).toFixed(2);
    if (process.argv.includes("--json")) {
      const micros = { total: Number(per(cpu.user + cpu.system)), user: Number(per(cpu.user)), system: Number(per(cpu.system)) };
      console.log(JSON.stringify({ count, rate, bytes, writes, seconds: Number(wall.toFixed(1)), cpuMicrosPerWrite: micros, node: process.version }));
      return;
    }
    console.log(
      `${count} connections × ${rate}/s, ${bytes}-byte frames, ${writes} writes in ${wall.toFixed(1)} s: ` +
        `${per(cpu.user + cpu.system)} µs CPU per write (user ${per(cpu.user)}, system ${per(cpu.system)}); ` +
        `${((cpu.user + cpu.system) / 1e4 / wall).toFixed(1)}% of a core; Node ${process.version}`,
    );
  } finally {
    reader.exit();
    for (const s of sockets) s.destroy();
    server.close();
  }
}

if (process.argv.includes("--role=reader")) runReader();
else
  main().catch((err) => {
    process.stderr.write(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  });
