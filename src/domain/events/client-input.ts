import { createHash } from "node:crypto";
import type { Caller } from "../auth.js";
import type { ModelCatalog } from "../../config.js";
import { DomainError, badInput } from "../errors.js";
import { newId } from "../ids.js";
import { LIMITS } from "./fields.js";
import { EVENT_TYPES, parsePayload } from "./catalog.js";
import type { NewEvent } from "./log.js";

/** A content block as a client sends it; sources may name kinds we refuse (url, file). */
export type ContentBlockIn =
  | { type: "text"; text: string }
  | { type: "image" | "document"; source: { type: string; mediaType?: string | null; data?: string | null; url?: string | null; fileId?: string | null }; title?: string | null };

/** One event of a client batch: its dotted type and its fields. */
export interface ClientEventIn {
  type: string;
  fields: Record<string, unknown>;
}

export class BatchError extends DomainError {
  constructor(index: number, reason: string, code: "BAD_USER_INPUT" | "INVALID_STATE" = "BAD_USER_INPUT") {
    super(code, `event ${index}: ${reason}`, { index, reason });
  }
}

export const MAX_BATCH = 50;

function normaliseContent(blocks: unknown, index: number): ContentBlockIn[] {
  if (!Array.isArray(blocks)) throw new BatchError(index, "content must be a list of blocks");
  let attachments = 0;
  return blocks.map((b: ContentBlockIn, i) => {
    if (!b || typeof b !== "object") throw new BatchError(index, `content.${i}: not a content block`);
    if (b.type === "text") return { type: "text", text: b.text };
    attachments++;
    if (attachments > LIMITS.maxAttachments) {
      throw new BatchError(index, `content.${i}: a message carries at most ${LIMITS.maxAttachments} images and documents`);
    }
    const src = b.source ?? { type: "" };
    if (src.type === "url" || src.type === "file") {
      throw new BatchError(index, `content.${i}: ${src.type} sources are not supported; send base64 or plain text`);
    }
    if (b.type === "image" && src.type === "text") {
      throw new BatchError(index, `content.${i}: an image is sent as base64; plain text is for documents`);
    }
    const source = { type: src.type, mediaType: src.mediaType ?? (src.type === "text" ? "text/plain" : undefined), data: src.data };
    return b.type === "document" ? { type: "document", source, title: b.title ?? null } : ({ type: "image", source } as ContentBlockIn);
  });
}

/**
 * Checks a client batch as a whole before anything applies: sizes, who may send each type,
 * each payload, and the order rules. Returns the events to append (ids of references are
 * checked against the log by the caller).
 */
export function validateClientBatch(events: ClientEventIn[], caller: Caller): NewEvent[] {
  if (events.length < 1 || events.length > MAX_BATCH) {
    throw badInput(`a batch holds 1 to ${MAX_BATCH} events, not ${events.length}`);
  }
  let systemMessages = 0;
  const messageIds = new Set<string>();
  return events.map((e, index) => {
    const def = EVENT_TYPES.get(e.type);
    if (!def) throw new BatchError(index, `unknown event type ${e.type}`);
    if (def.writer !== "client") throw new BatchError(index, `${e.type} cannot be sent by a client`);
    if (def.alone && events.length > 1) throw new BatchError(index, `${e.type} must be alone in its batch`);
    if (e.type === "system.message") {
      systemMessages++;
      if (systemMessages > 1) throw new BatchError(index, "at most one system.message per batch");
      if (index === 0 || events[index - 1]!.type !== "user.message") {
        throw new BatchError(index, "a system.message must come right after a user.message");
      }
    }
    const fields = { ...e.fields };
    if ("content" in fields && e.type !== "system.message") fields.content = normaliseContent(fields.content, index);
    if (e.type === "user.define_outcome") fields.outcomeId = newId("outcome");
    if (e.type === "user.message") {
      fields.messageId ??= newId("message");
      if (messageIds.has(String(fields.messageId))) throw new BatchError(index, `messageId ${fields.messageId} is used twice in this batch`);
      messageIds.add(String(fields.messageId));
    }
    if (e.type === "user.approval") fields.apiKeyId = caller.keyId;
    if ((e.type === "user.custom_tool_result" || e.type === "user.tool_result") && fields.isError == null) fields.isError = false;
    const parsed = parsePayload(e.type, fields);
    if (!parsed.ok) throw new BatchError(index, parsed.reason);
    return {
      type: e.type,
      payload: parsed.value,
      // A message waits (processedAt null) until a run takes it.
      processedAt: e.type === "user.message" || e.type === "system.message" ? null : undefined,
    };
  });
}

/**
 * A model without a system role takes no system.message in mid-conversation (the reference's
 * `model_does_not_support_mid_conversation_system`); the error names the event's index. A model
 * the catalogue no longer lists is not refused on this ground.
 */
export function checkSystemRole(events: readonly { type: string }[], model: string, models: ModelCatalog) {
  if (models.models.get(model)?.systemRole !== false) return;
  const index = events.findIndex((e) => e.type === "system.message");
  if (index < 0) return;
  throw new DomainError(
    "MODEL_DOES_NOT_SUPPORT_MID_CONVERSATION_SYSTEM",
    `event ${index}: the task's model ${model} has no system role, so it takes no system.message`,
    { index, model },
  );
}

/** A stable hash of a request, for idempotency: the same input gives the same hash. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === "object" && !(v instanceof Date)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined && x !== null)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash("sha256").update(JSON.stringify(canonical(value))).digest("hex");
}
