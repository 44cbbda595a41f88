import type { ContentBlock } from "./fields.js";

/**
 * Every event's content in one shape, as events-list-api's TaskMessageContent defines it: text,
 * reasoning, data, a tool request or a tool response, each with its author. A client renders a
 * conversation from this alone, without knowing the event types. No I/O: the name of the tool a
 * response answers is looked up by the caller (`requestId`).
 */
export type MessageAuthor = "USER" | "AGENT" | "SYSTEM" | "TOOL";
export type MessageStyle = "STATIC" | "ACTIVE";

export interface Attachment {
  fileId: string;
  name: string;
  size: number;
  type: string;
}

export type MessageContent =
  | { kind: "text"; author: MessageAuthor; text: string; format: "MARKDOWN" | "PLAIN" | "CODE"; style: MessageStyle; attachments: Attachment[] }
  | { kind: "reasoning"; author: MessageAuthor; summary: string[]; reasoning: string[]; style: MessageStyle }
  | { kind: "data"; author: MessageAuthor; data: unknown; style: MessageStyle }
  | { kind: "tool_request"; author: MessageAuthor; name: string; toolCallId: string; arguments: unknown; style: MessageStyle }
  | {
      kind: "tool_response";
      author: MessageAuthor;
      /** The request's event id: the tool's name is that event's. */
      toolCallId: string;
      output: unknown;
      isError: boolean | null;
      style: MessageStyle;
    };

type Row = { id: string; type: string; payload: unknown };

const textOf = (blocks: unknown) =>
  ((blocks ?? []) as ContentBlock[])
    .filter((b) => b.type === "text")
    .map((b) => (b as { text: string }).text)
    .join("\n\n");

/** Bytes of a block's source: base64 decoded length, or the text's UTF-8 length. */
function sizeOf(source: { type: string; data?: string | null }): number {
  const data = source.data ?? "";
  if (source.type === "base64") return Math.floor((data.length * 3) / 4) - (data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0);
  return Buffer.byteLength(data, "utf8");
}

/** Images and documents of a message as attachments; their file id is the event id and the block's place. */
function attachmentsOf(eventId: string, blocks: unknown): Attachment[] {
  return ((blocks ?? []) as ContentBlock[]).flatMap((b, i) => {
    if (b.type === "text") return [];
    const source = b.source as { type: string; mediaType?: string | null; data?: string | null };
    const title = b.type === "document" ? b.title : null;
    return [{ fileId: `${eventId}:${i}`, name: title ?? `${b.type}-${i}`, size: sizeOf(source), type: source.mediaType ?? "application/octet-stream" }];
  });
}

const STATIC = "STATIC" as const;

/** The content of an event, or null for an event that carries none (statuses, spans, usage…). */
export function messageContentOf(row: Row): MessageContent | null {
  const p = (row.payload ?? {}) as Record<string, unknown>;
  switch (row.type) {
    case "user.message":
      return { kind: "text", author: "USER", text: textOf(p.content), format: "PLAIN", style: STATIC, attachments: attachmentsOf(row.id, p.content) };
    case "system.message":
      return { kind: "text", author: "SYSTEM", text: textOf(p.content), format: "PLAIN", style: STATIC, attachments: [] };
    case "worker.message":
      if (p.data != null && textOf(p.content) === "") return { kind: "data", author: "AGENT", data: p.data, style: STATIC };
      return { kind: "text", author: "AGENT", text: textOf(p.content), format: "MARKDOWN", style: STATIC, attachments: [] };
    case "worker.thread_message_sent":
    case "worker.thread_message_received":
      return { kind: "text", author: "AGENT", text: textOf(p.content), format: "MARKDOWN", style: STATIC, attachments: attachmentsOf(row.id, p.content) };
    case "worker.thinking":
      // runs-and-events gives thinking no content; a worker may add a summary, the reasoning itself is never kept.
      return { kind: "reasoning", author: "AGENT", summary: (p.summary as string[] | undefined) ?? [], reasoning: [], style: STATIC };
    case "worker.tool_use":
    case "worker.mcp_tool_use":
    case "worker.custom_tool_use":
      return { kind: "tool_request", author: "AGENT", name: String(p.name), toolCallId: row.id, arguments: p.input ?? {}, style: STATIC };
    case "worker.tool_result":
      return {
        kind: "tool_response",
        author: "AGENT",
        toolCallId: String(p.toolUseId),
        output: p.output ?? p.error ?? null,
        isError: p.status === "SUCCEEDED" ? false : p.status === "OUTCOME_UNKNOWN" ? null : true,
        style: STATIC,
      };
    case "worker.mcp_tool_result":
      return { kind: "tool_response", author: "AGENT", toolCallId: String(p.mcpToolUseId), output: p.output ?? null, isError: Boolean(p.isError), style: STATIC };
    case "user.tool_result":
      return { kind: "tool_response", author: "TOOL", toolCallId: String(p.toolUseId), output: p.content ?? [], isError: Boolean(p.isError), style: STATIC };
    case "user.custom_tool_result":
      return { kind: "tool_response", author: "TOOL", toolCallId: String(p.customToolUseId), output: p.content ?? [], isError: Boolean(p.isError), style: STATIC };
    default:
      return null;
  }
}

/** The event types that carry content (every other type's messageContent is null). */
export const CONTENT_TYPES = [
  "user.message",
  "system.message",
  "worker.message",
  "worker.thread_message_sent",
  "worker.thread_message_received",
  "worker.thinking",
  "worker.tool_use",
  "worker.mcp_tool_use",
  "worker.custom_tool_use",
  "worker.tool_result",
  "worker.mcp_tool_result",
  "user.tool_result",
  "user.custom_tool_result",
] as const;
