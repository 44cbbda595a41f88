/** The codes a client can see in `extensions.code`. */
export type ErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "INVALID_STATE"
  | "IDEMPOTENCY_CONFLICT"
  | "INVALID_CURSOR"
  | "CURSOR_AHEAD"
  | "CURSOR_EXPIRED"
  | "TOO_MANY_STREAMS"
  | "RUN_NOT_STARTED"
  | "MODEL_DOES_NOT_SUPPORT_MID_CONVERSATION_SYSTEM";

/** An expected failure; the GraphQL layer shows its message and code, everything else is masked. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (what: string, id: string) => new DomainError("NOT_FOUND", `${what} ${id} not found`, { id });
export const badInput = (message: string, extensions: Record<string, unknown> = {}) =>
  new DomainError("BAD_USER_INPUT", message, extensions);
