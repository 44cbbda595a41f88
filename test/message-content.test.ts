import { readFileSync } from "node:fs";
import { parse, validate, visit } from "graphql";
import { schema } from "../src/graphql/schema.js";
import { describe, expect, it } from "vitest";
import { CATALOG } from "../src/domain/events/catalog.js";
import { CONTENT_TYPES, messageContentOf } from "../src/domain/events/message-content.js";

/** TaskEvent.messageContent as a plain table: every catalogue type maps to one content, or none. No I/O. */
const row = (type: string, payload: Record<string, unknown>, id = "event_X") => ({ id, type, payload });
const PNG = "iVBORw0KGgo="; // 8 bytes

describe("messageContentOf", () => {
  it.each([
    [
      "user.message",
      row("user.message", { content: [{ type: "text", text: "hi" }, { type: "image", source: { type: "base64", mediaType: "image/png", data: PNG } }, { type: "text", text: "there" }] }),
      { kind: "text", author: "USER", text: "hi\n\nthere", format: "PLAIN", style: "STATIC", attachments: [{ fileId: "event_X:1", name: "image-1", size: 8, type: "image/png" }] },
    ],
    ["system.message", row("system.message", { content: [{ type: "text", text: "be brief" }] }), { kind: "text", author: "SYSTEM", text: "be brief", format: "PLAIN", style: "STATIC", attachments: [] }],
    ["worker.message", row("worker.message", { content: [{ type: "text", text: "**done**" }] }), { kind: "text", author: "AGENT", text: "**done**", format: "MARKDOWN", style: "STATIC", attachments: [] }],
    ["worker.message with data only", row("worker.message", { content: [], data: { a: 1 } }), { kind: "data", author: "AGENT", data: { a: 1 }, style: "STATIC" }],
    ["worker.thinking", row("worker.thinking", {}), { kind: "reasoning", author: "AGENT", summary: [], reasoning: [], style: "STATIC" }],
    ["worker.thinking with a summary", row("worker.thinking", { summary: ["looked"] }), { kind: "reasoning", author: "AGENT", summary: ["looked"], reasoning: [], style: "STATIC" }],
    ["worker.tool_use", row("worker.tool_use", { name: "bash", input: { cmd: "ls" } }, "event_T"), { kind: "tool_request", author: "AGENT", name: "bash", toolCallId: "event_T", arguments: { cmd: "ls" }, style: "STATIC" }],
    ["worker.custom_tool_use", row("worker.custom_tool_use", { name: "pick", input: {} }, "event_C"), { kind: "tool_request", author: "AGENT", name: "pick", toolCallId: "event_C", arguments: {}, style: "STATIC" }],
    ["worker.mcp_tool_use", row("worker.mcp_tool_use", { appName: "gh", name: "search", input: { q: 1 } }, "event_M"), { kind: "tool_request", author: "AGENT", name: "search", toolCallId: "event_M", arguments: { q: 1 }, style: "STATIC" }],
    ["worker.tool_result", row("worker.tool_result", { toolUseId: "event_T", status: "FAILED", error: "boom" }), { kind: "tool_response", author: "AGENT", toolCallId: "event_T", output: "boom", isError: true, style: "STATIC" }],
    ["worker.tool_result of unknown outcome", row("worker.tool_result", { toolUseId: "event_T", status: "OUTCOME_UNKNOWN" }), { kind: "tool_response", author: "AGENT", toolCallId: "event_T", output: null, isError: null, style: "STATIC" }],
    ["worker.mcp_tool_result", row("worker.mcp_tool_result", { mcpToolUseId: "event_M", output: [1], isError: false }), { kind: "tool_response", author: "AGENT", toolCallId: "event_M", output: [1], isError: false, style: "STATIC" }],
    ["user.tool_result", row("user.tool_result", { toolUseId: "event_T", content: [{ type: "text", text: "ok" }], isError: false }), { kind: "tool_response", author: "TOOL", toolCallId: "event_T", output: [{ type: "text", text: "ok" }], isError: false, style: "STATIC" }],
    ["user.custom_tool_result", row("user.custom_tool_result", { customToolUseId: "event_C", content: [], isError: true }), { kind: "tool_response", author: "TOOL", toolCallId: "event_C", output: [], isError: true, style: "STATIC" }],
    ["worker.thread_message_sent", row("worker.thread_message_sent", { toTaskThreadId: "t", content: [{ type: "text", text: "go" }] }), { kind: "text", author: "AGENT", text: "go", format: "MARKDOWN", style: "STATIC", attachments: [] }],
  ])("%s", (_name, r, expected) => {
    expect(messageContentOf(r)).toEqual(expected);
  });

  it("classifies every catalogue type: the content types map to content, every other type to null", () => {
    for (const d of CATALOG) {
      const content = messageContentOf(row(d.type, { content: [], name: "n", input: {}, toolUseId: "x", customToolUseId: "x", mcpToolUseId: "x", status: "SUCCEEDED" }));
      expect(content !== null, d.type).toBe((CONTENT_TYPES as readonly string[]).includes(d.type));
    }
    expect(CONTENT_TYPES.every((type) => CATALOG.some((d) => d.type === type))).toBe(true);
  });
});

describe("the console", () => {
  it("draws the conversation from messageContent alone: its event fragment selects no per-type content", () => {
    const source = readFileSync(new URL("../src/console/console.js", import.meta.url), "utf8");
    const fragment = /(fragment ConsoleEvent on TaskEvent \{[\s\S]*?\n  \})`;/.exec(source)?.[1];
    expect(fragment).toBeDefined();
    const selected: string[] = [];
    visit(parse(fragment!), { Field: (node) => void selected.push(node.name.value) });
    expect(selected).toContain("messageContent");
    // The message and tool events' own fields (content, input) are not read.
    expect(selected).not.toContain("content");
    expect(selected).not.toContain("input");
    const query = parse(`query { events(taskId: "x") { edges { node { ...ConsoleEvent } } } } ${fragment}`);
    expect(validate(schema, query).map((e) => e.message)).toEqual([]);
  });
});
