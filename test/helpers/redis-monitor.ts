import net from "node:net";

/**
 * Redis's MONITOR on one node, read from a plain socket: each command the node runs, as its
 * arguments, in the order it ran them. (ioredis's own `monitor()` can take the first lines for
 * replies when the node is busy, and fails with "Command queue state error".)
 */
export class RedisMonitor {
  /** Every command seen so far that `keep` kept. */
  readonly commands: string[][] = [];
  private buffered = "";

  private ok!: () => void;
  /** Resolves once the node has said OK to MONITOR: commands it runs from then on are seen. */
  private readonly started = new Promise<void>((resolve) => (this.ok = resolve));

  private constructor(
    private readonly socket: net.Socket,
    private readonly keep: (args: string[]) => boolean,
  ) {
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      this.buffered += chunk;
      let end: number;
      while ((end = this.buffered.indexOf("\r\n")) >= 0) {
        const line = this.buffered.slice(0, end);
        this.buffered = this.buffered.slice(end + 2);
        if (line === "+OK") {
          this.ok();
          continue;
        }
        // "+<time> [<db> <client>] "arg" "arg" …"
        const at = line.indexOf("] ");
        if (!line.startsWith("+") || at < 0) continue;
        const args = quotedArgs(line.slice(at + 2));
        if (this.keep(args)) this.commands.push(args);
      }
    });
  }

  /** Starts monitoring `node`, keeping the commands `keep` keeps; resolves once the node monitors. */
  static async start(node: { host: string; port: number }, keep: (args: string[]) => boolean): Promise<RedisMonitor> {
    const socket = net.connect(node.port, node.host);
    const monitor = new RedisMonitor(socket, keep);
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.once("connect", () => resolve());
    });
    socket.write("MONITOR\r\n");
    await monitor.started;
    return monitor;
  }

  /** The messages published on `channel` (PUBLISH or SPUBLISH) among the commands kept, in the order the node ran them. */
  published(channel: string): string[] {
    return this.commands.filter((c) => /^s?publish$/i.test(c[0]!) && c[1] === channel).map((c) => c[2]!);
  }

  close() {
    this.socket.destroy();
  }
}

/** The arguments of a MONITOR line: double-quoted, with backslash escapes (\\, \", \n, \r, \t, \xHH). */
export function quotedArgs(text: string): string[] {
  const args: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '"') {
      i++;
      continue;
    }
    let arg = "";
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") {
        const c = text[i + 1];
        if (c === "x") {
          arg += String.fromCharCode(parseInt(text.slice(i + 2, i + 4), 16));
          i += 4;
          continue;
        }
        arg += c === "n" ? "\n" : c === "r" ? "\r" : c === "t" ? "\t" : c;
        i += 2;
        continue;
      }
      arg += text[i];
      i++;
    }
    args.push(arg);
    i++;
  }
  return args;
}
