import net from "node:net";
import { randomBytes } from "node:crypto";

/**
 * A bare WebSocket client on a plain TCP socket, speaking graphql-transport-ws by hand. Unlike a
 * library client, it can truly stop reading (nothing resumes its socket behind its back), which
 * is what a slow or stalled consumer looks like to the server.
 */
export class RawWs {
  private buffer = Buffer.alloc(0);
  private upgraded = false;
  readonly messages: any[] = [];
  close: { code: number; reason: string } | null = null;

  private constructor(private readonly socket: net.Socket) {
    socket.on("data", (chunk) => this.onData(chunk));
  }

  static async connect(wsUrl: string): Promise<RawWs> {
    const url = new URL(wsUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((r) => socket.once("connect", r));
    const raw = new RawWs(socket);
    socket.write(
      `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n` +
        `Sec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`,
    );
    await raw.waitFor(() => raw.upgraded);
    return raw;
  }

  send(message: unknown) {
    const payload = Buffer.from(JSON.stringify(message));
    const mask = randomBytes(4);
    const len = payload.length;
    const head = len < 126 ? Buffer.from([0x81, 0x80 | len]) : Buffer.from([0x81, 0x80 | 126, len >> 8, len & 0xff]);
    const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
    this.socket.write(Buffer.concat([head, mask, masked]));
  }

  /** Stops reading: the kernel buffers fill and the server's sends stall. */
  pause() {
    this.socket.pause();
  }

  resume() {
    this.socket.resume();
  }

  destroy() {
    this.socket.destroy();
  }

  async waitFor(pred: () => boolean, ms = 15_000) {
    const until = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > until) throw new Error("condition not reached");
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private onData(chunk: Buffer) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    if (!this.upgraded) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      this.upgraded = true;
      this.buffer = this.buffer.subarray(end + 4);
    }
    for (;;) {
      if (this.buffer.length < 2) return;
      const opcode = this.buffer[0]! & 0x0f;
      let len = this.buffer[1]! & 0x7f;
      let offset = 2;
      if (len === 126) {
        if (this.buffer.length < 4) return;
        len = this.buffer.readUInt16BE(2);
        offset = 4;
      } else if (len === 127) {
        if (this.buffer.length < 10) return;
        len = Number(this.buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (this.buffer.length < offset + len) return;
      const payload = this.buffer.subarray(offset, offset + len);
      this.buffer = this.buffer.subarray(offset + len);
      if (opcode === 0x1) this.messages.push(JSON.parse(payload.toString()));
      if (opcode === 0x8) this.close = { code: payload.readUInt16BE(0), reason: payload.subarray(2).toString() };
    }
  }
}
