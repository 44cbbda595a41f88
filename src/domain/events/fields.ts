import { z } from "zod";

/**
 * A payload field of an event type, described once: how it is validated (zod) and how GraphQL
 * shows it. The GraphQL member types of `union Event` are built from these descriptions.
 */
export interface FieldDef {
  /** GraphQL output type name (a scalar, enum or object type defined in graphql/types). */
  graphql: string;
  /**
   * The output type when it differs from the input's: fields of one name on members of a union
   * must have one leaf type to be selectable together, so `result` is shown as `EventResult` and
   * `status` as `EventStatus`.
   */
  output?: string;
  list?: boolean;
  nullable: boolean;
  schema: z.ZodType;
  description?: string;
  /** The value of a stored event written before the field existed. */
  fallback?: (row: { id: string }) => unknown;
}

export const LIMITS = {
  textLength: 100_000,
  base64Length: 7_000_000,
  jsonBytes: 256_000,
  shortText: 2_000,
  maxAttachments: 6,
  systemTextBlocks: 1000,
  contentBlocks: 200,
} as const;

const jsonValue = z.unknown().refine((v) => {
  try {
    return JSON.stringify(v ?? null).length <= LIMITS.jsonBytes;
  } catch {
    return false;
  }
}, `JSON values are limited to ${LIMITS.jsonBytes} bytes`);

export const TextBlock = z.object({ type: z.literal("text"), text: z.string().max(LIMITS.textLength) });

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** type/subtype, optionally with parameters (`text/plain; charset=utf-8`). */
const MEDIA_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;.*)?$/i;
const Base64Source = z.object({
  type: z.literal("base64"),
  mediaType: z.string({ error: "a base64 source needs a mediaType" }).max(200).regex(MEDIA_TYPE, "mediaType is not a media type (type/subtype)"),
  data: z
    .string()
    .min(1, "data is empty")
    .max(LIMITS.base64Length)
    .refine((d) => d.length % 4 === 0 && BASE64.test(d), "data is not valid base64"),
});
const Source = z.discriminatedUnion("type", [
  Base64Source,
  z.object({
    type: z.literal("text"),
    mediaType: z.string().max(200).regex(MEDIA_TYPE, "mediaType is not a media type (type/subtype)").default("text/plain"),
    data: z.string().max(LIMITS.textLength),
  }),
]);
/** An image is bytes: base64 only, with an image/… media type. */
const ImageSource = Base64Source.extend({
  mediaType: z.string({ error: "an image needs a mediaType" }).max(200).regex(/^image\/[a-z0-9][a-z0-9.+-]*$/i, "an image's mediaType must be image/…"),
});
export const ImageBlock = z.object({ type: z.literal("image"), source: ImageSource });
export const DocumentBlock = z.object({
  type: z.literal("document"),
  source: Source,
  title: z.string().max(LIMITS.shortText).nullish(),
});
export const ContentBlock = z.discriminatedUnion("type", [TextBlock, ImageBlock, DocumentBlock]);
export type ContentBlock = z.infer<typeof ContentBlock>;

export const UsageSchema = z.object({
  inputTokens: z.number().int().min(0).default(0),
  outputTokens: z.number().int().min(0).default(0),
  cacheReadTokens: z.number().int().min(0).default(0),
  cacheWriteTokens: z.number().int().min(0).default(0),
  costUsd: z.number().min(0).default(0),
});
export type Usage = z.infer<typeof UsageSchema>;

const req = (graphql: string, schema: z.ZodType, description?: string): FieldDef => ({
  graphql,
  nullable: false,
  schema,
  description,
});
const opt = (graphql: string, schema: z.ZodType, description?: string): FieldDef => ({
  graphql,
  nullable: true,
  schema: schema.nullish(),
  description,
});

export const f = {
  id: (description?: string) => req("ID", z.string().min(1).max(200), description),
  optId: (description?: string) => opt("ID", z.string().min(1).max(200), description),
  text: (description?: string) => req("String", z.string().max(LIMITS.textLength), description),
  optText: (description?: string) => opt("String", z.string().max(LIMITS.textLength), description),
  int: (description?: string) => req("Int", z.number().int().min(0).max(2_147_483_647), description),
  optInt: (description?: string) => opt("Int", z.number().int().min(0).max(2_147_483_647), description),
  bool: (description?: string) => req("Boolean", z.boolean(), description),
  json: (description?: string) => req("JSON", jsonValue, description),
  optJson: (description?: string) => opt("JSON", jsonValue, description),
  dateTime: (description?: string) => req("DateTime", z.coerce.date(), description),
  enumOf: <T extends readonly [string, ...string[]]>(name: string, values: T, description?: string) =>
    req(name, z.enum(values), description),
  optEnumOf: <T extends readonly [string, ...string[]]>(name: string, values: T, description?: string) =>
    opt(name, z.enum(values), description),
  content: (description?: string, min = 0): FieldDef => ({
    graphql: "ContentBlock",
    list: true,
    nullable: false,
    schema: z
      .array(ContentBlock)
      .min(min, `at least ${min} content block${min === 1 ? "" : "s"}`)
      .max(LIMITS.contentBlocks, `at most ${LIMITS.contentBlocks} content blocks`),
    description,
  }),
  textBlocks: (min: number, max: number, description?: string): FieldDef => ({
    graphql: "TextBlock",
    list: true,
    nullable: false,
    schema: z.array(TextBlock).min(min).max(max),
    description,
  }),
  ids: (description?: string): FieldDef => ({
    graphql: "ID",
    list: true,
    nullable: true,
    schema: z.array(z.string().min(1).max(200)).max(1000).nullish(),
    description,
  }),
  optTextList: (description?: string): FieldDef => ({
    graphql: "String",
    list: true,
    nullable: true,
    schema: z.array(z.string().max(LIMITS.shortText)).max(100).nullish(),
    description,
  }),
  usage: (description?: string) => req("Usage", UsageSchema, description),
  optUsage: (description?: string) => opt("Usage", UsageSchema, description),
};

export const ENUMS = {
  ApprovalResult: ["ALLOW", "DENY"],
  EvaluatedPermission: ["ALLOW", "ASK", "DENY"],
  ToolResultStatus: ["SUCCEEDED", "FAILED", "CANCELLED", "OUTCOME_UNKNOWN"],
  StopReason: [
    "END_TURN",
    "REQUIRES_ACTION",
    "RETRIES_EXHAUSTED",
    "TURN_LIMIT",
    "TIME_LIMIT",
    "REFUSAL",
    "BUDGET_EXCEEDED",
    "INTERRUPTED",
    "CANCELLED",
  ],
  RetryStatus: ["RETRYING", "EXHAUSTED", "TERMINAL"],
  TaskErrorType: [
    "MODEL_OVERLOADED_ERROR",
    "MODEL_RATE_LIMITED_ERROR",
    "MODEL_REQUEST_FAILED_ERROR",
    "BILLING_ERROR",
    "UNKNOWN_ERROR",
    "APP_CONNECTION_FAILED_ERROR",
    "APP_AUTHENTICATION_FAILED_ERROR",
    "PASSWORD_HOST_UNREACHABLE_ERROR",
    "REPOSITORY_AUTHENTICATION_ERROR",
    "REPOSITORY_FORBIDDEN_ERROR",
    "REPOSITORY_NOT_FOUND_ERROR",
    "REPOSITORY_CHECKOUT_ERROR",
    "REPOSITORY_CLONE_ERROR",
  ],
  WorkflowRunResult: ["COMPLETED", "STOPPED", "ERROR"],
  TaskStatus: ["PENDING", "QUEUED", "SCHEDULED", "RUNNING", "AWAITING_USER", "IDLE", "COMPLETED", "FAILED", "CANCELLING", "CANCELLED", "TERMINATED"],
  OutcomeResult: ["SATISFIED", "NEEDS_REVISION", "FAILED"],
  /** What `status` shows on every event type that has one (tool results, status changes: each its own subset). */
  EventStatus: ["PENDING", "QUEUED", "SCHEDULED", "RUNNING", "AWAITING_USER", "IDLE", "COMPLETED", "FAILED", "CANCELLING", "CANCELLED", "TERMINATED", "SUCCEEDED", "OUTCOME_UNKNOWN"],
  /** What `result` shows on every event type that has one (each uses its own subset). */
  EventResult: ["ALLOW", "DENY", "SATISFIED", "NEEDS_REVISION", "FAILED", "COMPLETED", "STOPPED", "ERROR"],
} as const;

/** A `status` field: validated against its own enum, shown as the shared `EventStatus`. */
export const statusOf = <T extends readonly [string, ...string[]]>(name: string, values: T, description?: string): FieldDef => ({
  ...f.enumOf(name, values, description),
  output: "EventStatus",
});

/** A `result` field: validated against its own enum, shown as the shared `EventResult`. */
export const resultOf = <T extends readonly [string, ...string[]]>(name: string, values: T, description?: string): FieldDef => ({
  ...f.enumOf(name, values, description),
  output: "EventResult",
});
