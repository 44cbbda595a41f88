/**
 * The graphql-ws frames the direct path writes itself (shared-execution.ts `textFrame`): read back
 * by `ws`'s own receiver, as a client's would, at every header size RFC 6455 has (no I/O).
 */
import { describe, expect, it } from "vitest";
import * as ws from "ws";
import { textFrame } from "../src/server/plugins/shared-execution.js";

/** `ws`'s frame parser (exported by the package; its type declarations leave it out). */
type FrameReader = NodeJS.WritableStream & {
  on(event: "message", listener: (data: Buffer, isBinary: boolean) => void): FrameReader;
  on(event: "error", listener: (err: Error) => void): FrameReader;
};
const { Receiver } = ws as unknown as { Receiver: new (options: { isServer: boolean; maxPayload: number }) => FrameReader };

/** What a client's `ws` receiver makes of the bytes: the messages it reads, as text. */
function received(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const messages: string[] = [];
    const receiver = new Receiver({ isServer: false, maxPayload: 0 });
    receiver.on("message", (data: Buffer, isBinary: boolean) => {
      expect(isBinary).toBe(false);
      messages.push(data.toString("utf8"));
    });
    receiver.on("error", reject);
    receiver.write(bytes, () => resolve(messages));
  });
}

const head = Buffer.from(`{"id":"op-1","type":"next","payload":`);
/** A payload of JSON text that makes the whole message `length` bytes long. */
const jsonFor = (length: number) => Buffer.from(`{"data":{"text":"${"x".repeat(length - head.length - 1 - '{"data":{"text":""}}'.length)}"}}`);

describe("textFrame", () => {
  const cases = [
    { name: "the shortest header (message under 126 bytes)", length: 125, header: 2 },
    { name: "a 16-bit length (126 bytes)", length: 126, header: 4 },
    { name: "a 16-bit length (65,535 bytes)", length: 65_535, header: 4 },
    { name: "a 64-bit length (65,536 bytes)", length: 65_536, header: 10 },
  ];
  it.each(cases)("$name: read back as the message, with a $header-byte header", async ({ length, header }) => {
    const json = jsonFor(length);
    const frame = textFrame(head, json);
    expect(frame.length).toBe(header + length);
    expect(await received(frame)).toEqual([`${head.toString()}${json.toString()}}`]);
  });

  it("keeps UTF-8 as it is, and frames one after another as separate messages", async () => {
    const json = Buffer.from(JSON.stringify({ data: { text: "héllo ✓ 🎉" } }));
    const two = Buffer.concat([textFrame(head, json), textFrame(head, Buffer.from("null"))]);
    expect(await received(two)).toEqual([`${head.toString()}{"data":{"text":"héllo ✓ 🎉"}}}`, `${head.toString()}null}`]);
  });
});
