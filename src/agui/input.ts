import { RunAgentInputSchema } from "@ag-ui/core/schemas";
import type { ContentPart, RunAgentInput } from "@ag-ui/core";
import { badInput } from "../domain/errors.js";
import { BatchError, type ClientEventIn } from "../domain/events/client-input.js";

/** Checks a request body against AG-UI's own RunAgentInput schema; BAD_USER_INPUT names the first problem. */
export function parseRunAgentInput(body: Buffer | string): RunAgentInput {
  let json: unknown;
  try {
    json = JSON.parse(typeof body === "string" ? body : body.toString("utf8"));
  } catch {
    throw badInput("the body is not JSON: send a RunAgentInput");
  }
  const parsed = RunAgentInputSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
    throw badInput(`not a RunAgentInput: ${where}${issue.message}`);
  }
  const input = parsed.data as RunAgentInput;
  if (!input.threadId.trim()) throw badInput("threadId is empty");
  if (input.threadId.length > 200) throw badInput("threadId is limited to 200 characters");
  if (!input.runId.trim()) throw badInput("runId is empty");
  if (input.runId.length > 200) throw badInput("runId is limited to 200 characters");
  return { ...input, tools: input.tools ?? [], context: input.context ?? [] };
}

/** AG-UI content (a string, or parts) as the catalogue's content blocks; sources it cannot keep are refused by it. */
export function contentBlocks(content: string | ContentPart[], index: number): unknown[] {
  if (typeof content === "string") return [{ type: "text", text: content }];
  return content.map((part, i) => {
    if (part.type === "text") return { type: "text", text: part.text };
    if (part.type === "image" || part.type === "document") {
      const src = part.source;
      if (src.type !== "data") return { type: part.type, source: { type: src.type } };
      const text = part.type === "document" && src.mimeType === "text/plain";
      return {
        type: part.type,
        source: text
          ? { type: "text", mediaType: "text/plain", data: Buffer.from(src.value, "base64").toString("utf8") }
          : { type: "base64", mediaType: src.mimeType, data: src.value },
      };
    }
    throw new BatchError(index, `content.${i}: ${part.type} parts are not supported; send text, images or documents`);
  });
}

/** A user message of the input as the client event it becomes (the message's id is kept as its messageId). */
export function userMessageEvent(message: { id: string; content: string | ContentPart[] }, index: number): ClientEventIn {
  return { type: "user.message", fields: { messageId: message.id, content: contentBlocks(message.content, index) } };
}
