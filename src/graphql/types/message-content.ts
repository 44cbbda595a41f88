import { builder } from "../builder.js";
import { messageContentOf, type Attachment as AttachmentShape, type MessageContent } from "../../domain/events/message-content.js";
import type { EventRow } from "../../domain/events/log.js";
import { TaskEventInterface } from "./event.js";

type Of<K extends MessageContent["kind"]> = Extract<MessageContent, { kind: K }>;

const MessageAuthor = builder.enumType("MessageAuthor", {
  description: "Who wrote a message: the person (USER), the agent (AGENT), a system message (SYSTEM) or a tool result sent back by a client (TOOL).",
  values: ["USER", "AGENT", "SYSTEM", "TOOL"] as const,
});
const TextFormat = builder.enumType("TextFormat", { description: "How to display a text.", values: ["MARKDOWN", "PLAIN", "CODE"] as const });
const MessageStyle = builder.enumType("MessageStyle", {
  description: "STATIC for a finished message; ACTIVE for one still being written (stored events are always STATIC).",
  values: ["STATIC", "ACTIVE"] as const,
});

const Attachment = builder.objectRef<AttachmentShape>("Attachment").implement({
  description: "An image or document of a message. Its bytes are in the event's `content` block; `fileId` is `<event id>:<block index>`.",
  fields: (t) => ({
    fileId: t.exposeID("fileId"),
    name: t.exposeString("name"),
    size: t.exposeInt("size", { description: "Bytes." }),
    type: t.exposeString("type", { description: "The media type." }),
  }),
});

// Fields of one name have one type on every member, so a client selects them all in one query.
const TextContent = builder.objectRef<Of<"text">>("TextContent").implement({
  isTypeOf: (c) => (c as MessageContent).kind === "text",
  fields: (t) => ({
    author: t.field({ type: MessageAuthor, resolve: (c) => c.author }),
    text: t.exposeString("text", { description: "The text blocks, joined by a blank line." }),
    format: t.field({ type: TextFormat, resolve: (c) => c.format }),
    style: t.field({ type: MessageStyle, resolve: (c) => c.style }),
    attachments: t.field({ type: [Attachment], resolve: (c) => c.attachments }),
  }),
});

const ReasoningContent = builder.objectRef<Of<"reasoning">>("ReasoningContent").implement({
  isTypeOf: (c) => (c as MessageContent).kind === "reasoning",
  fields: (t) => ({
    author: t.field({ type: MessageAuthor, resolve: (c) => c.author }),
    summary: t.exposeStringList("summary", { description: "Short summaries a worker chose to write; often empty." }),
    reasoning: t.exposeStringList("reasoning", { description: "The reasoning itself: never kept, so always empty here." }),
    style: t.field({ type: MessageStyle, resolve: (c) => c.style }),
  }),
});

const DataContent = builder.objectRef<Of<"data">>("DataContent").implement({
  isTypeOf: (c) => (c as MessageContent).kind === "data",
  fields: (t) => ({
    author: t.field({ type: MessageAuthor, resolve: (c) => c.author }),
    data: t.field({ type: "JSON", resolve: (c) => c.data as never }),
    style: t.field({ type: MessageStyle, resolve: (c) => c.style }),
  }),
});

const ToolRequestContent = builder.objectRef<Of<"tool_request">>("ToolRequestContent").implement({
  isTypeOf: (c) => (c as MessageContent).kind === "tool_request",
  fields: (t) => ({
    author: t.field({ type: MessageAuthor, resolve: (c) => c.author }),
    name: t.exposeString("name"),
    toolCallId: t.exposeID("toolCallId", { description: "The id of the event that asked (its responses name it)." }),
    arguments: t.field({ type: "JSON", resolve: (c) => c.arguments as never }),
    style: t.field({ type: MessageStyle, resolve: (c) => c.style }),
  }),
});

const ToolResponseContent = builder.objectRef<Of<"tool_response">>("ToolResponseContent").implement({
  isTypeOf: (c) => (c as MessageContent).kind === "tool_response",
  fields: (t) => ({
    author: t.field({ type: MessageAuthor, resolve: (c) => c.author }),
    name: t.string({
      description: "The tool's name, from the request it answers (empty when that request was purged).",
      resolve: async (c, _a, ctx) => {
        const request = await ctx.loaders.event.load(c.toolCallId);
        const name = (request?.payload as { name?: unknown } | undefined)?.name;
        return typeof name === "string" ? name : "";
      },
    }),
    toolCallId: t.exposeID("toolCallId", { description: "The id of the request's event." }),
    output: t.field({ type: "JSON", nullable: true, resolve: (c) => c.output as never }),
    isError: t.boolean({ nullable: true, description: "Null when the outcome is unknown.", resolve: (c) => c.isError }),
    style: t.field({ type: MessageStyle, resolve: (c) => c.style }),
  }),
});

export const TaskMessageContent = builder.unionType("TaskMessageContent", {
  description: "An event's content in one shape for every event type, so a conversation renders without knowing the types.",
  types: [TextContent, ReasoningContent, DataContent, ToolRequestContent, ToolResponseContent],
  resolveType: (c) => {
    const kind = (c as MessageContent).kind;
    switch (kind) {
      case "text":
        return "TextContent";
      case "reasoning":
        return "ReasoningContent";
      case "data":
        return "DataContent";
      case "tool_request":
        return "ToolRequestContent";
      case "tool_response":
        return "ToolResponseContent";
      default: {
        const never: never = kind;
        throw new Error(`unknown content ${String(never)}`);
      }
    }
  },
});

builder.interfaceField(TaskEventInterface, "messageContent", (t) =>
  t.field({
    type: TaskMessageContent,
    nullable: true,
    description: "The event's content as text, reasoning, data, a tool request or a tool response; null for events without content. (`content` stays on the message events.)",
    resolve: (e) => messageContentOf(e as EventRow),
  }),
);
