import { builder } from "../builder.js";
import type { ClientEventIn } from "../../domain/events/client-input.js";
import { ENUMS } from "../../domain/events/fields.js";
import { ContentBlockInput, toContentBlocks } from "./content.js";
import "./event.js";

const content = (t: PothosSchemaTypes.InputFieldBuilder<never, "InputObject">) =>
  t.field({ type: [ContentBlockInput] as never, required: true });

const TextOnlyBlockInput = builder.inputType("SystemTextBlockInput", {
  fields: (t) => ({ text: t.string({ required: true }) }),
});

const inputs = {
  userMessage: builder.inputType("UserMessageInput", {
    fields: (t) => ({
      content: content(t as never),
      messageId: t.string({
        required: false,
        description: "The message's own id, unique in its task (another message of the task with it is BAD_USER_INPUT); the server makes one (msg_…) when it is left out.",
      }),
    }),
  }),
  systemMessage: builder.inputType("SystemMessageInput", {
    fields: (t) => ({ content: t.field({ type: [TextOnlyBlockInput], required: true, description: "1 to 1000 text blocks." }) }),
  }),
  userInterrupt: builder.inputType("UserInterruptInput", { fields: (t) => ({ reason: t.string({ required: false }) }) }),
  userApproval: builder.inputType("UserApprovalInput", {
    fields: (t) => ({
      toolUseId: t.id({ required: true }),
      result: t.field({ type: "ApprovalResult" as never, required: true }),
      denyMessage: t.string({ required: false }),
    }),
  }),
  userCustomToolResult: builder.inputType("UserCustomToolResultInput", {
    fields: (t) => ({
      customToolUseId: t.id({ required: true }),
      content: content(t as never),
      isError: t.boolean({ required: false, defaultValue: false }),
    }),
  }),
  userToolResult: builder.inputType("UserToolResultInput", {
    fields: (t) => ({
      toolUseId: t.id({ required: true }),
      content: content(t as never),
      isError: t.boolean({ required: false, defaultValue: false }),
    }),
  }),
  userDefineOutcome: builder.inputType("UserDefineOutcomeInput", {
    fields: (t) => ({
      description: t.string({ required: true }),
      rubric: t.string({ required: false }),
      doneMeans: t.string({ required: false }),
      maxIterations: t.int({ required: false }),
    }),
  }),
  userAccept: builder.inputType("UserAcceptInput", { fields: (t) => ({ comment: t.string({ required: false }) }) }),
  userSendBack: builder.inputType("UserSendBackInput", { fields: (t) => ({ reason: t.string({ required: true }) }) }),
} as const;

/** The GraphQL input field of each client event type. */
const TYPE_OF_FIELD: Record<keyof typeof inputs, string> = {
  userMessage: "user.message",
  systemMessage: "system.message",
  userInterrupt: "user.interrupt",
  userApproval: "user.approval",
  userCustomToolResult: "user.custom_tool_result",
  userToolResult: "user.tool_result",
  userDefineOutcome: "user.define_outcome",
  userAccept: "user.accept",
  userSendBack: "user.send_back",
};

export const EventInput = builder.inputType("EventInput", {
  description: "One event a client sends: exactly one of these fields.",
  isOneOf: true,
  fields: (t) =>
    Object.fromEntries(Object.entries(inputs).map(([name, ref]) => [name, t.field({ type: ref as never, required: false })])) as never,
});

void ENUMS;

/** GraphQL's one-of event inputs → the domain's typed client events. */
export function toClientEvents(events: readonly Record<string, Record<string, unknown> | null | undefined>[]): ClientEventIn[] {
  return events.map((e) => {
    const [field, value] = Object.entries(e).find(([, v]) => v != null) ?? ["", {}];
    const type = TYPE_OF_FIELD[field as keyof typeof inputs];
    const fields: Record<string, unknown> = { ...(value ?? {}) };
    for (const k of Object.keys(fields)) if (fields[k] === undefined) delete fields[k];
    if (field === "systemMessage") {
      fields.content = (fields.content as { text: string }[]).map((b) => ({ type: "text", text: b.text }));
    } else if (Array.isArray(fields.content)) {
      fields.content = toContentBlocks(fields.content as never);
    }
    return { type, fields };
  });
}
