import { badInput } from "../domain/errors.js";
import type { GraphQLContext } from "./context.js";

/** The mutations that take an `idempotencyKey`, which the `Idempotency-Key` header can give. */
export const IDEMPOTENT_MUTATIONS: ReadonlySet<string> = new Set(["createTask", "sendEvents", "appendRunEvents"]);

/**
 * The idempotency key of a write: its `idempotencyKey` argument or the request's
 * `Idempotency-Key` header; both, and different, is BAD_USER_INPUT (before anything is written).
 */
export function idempotencyKeyOf(ctx: GraphQLContext, argument: string | null | undefined): string | null | undefined {
  const header = ctx.idempotencyKeyHeader;
  if (header == null) return argument;
  if (argument != null && argument !== header) {
    throw badInput("the Idempotency-Key header and the idempotencyKey argument differ; send one, or the same key in both", {
      argument: "idempotencyKey",
    });
  }
  return header;
}
