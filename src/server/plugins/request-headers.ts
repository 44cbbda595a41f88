import { Kind, getOperationAST, type ExecutionArgs, type FieldNode, type SelectionSetNode } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { GraphQLContext } from "../../graphql/context.js";
import { IDEMPOTENT_MUTATIONS } from "../../graphql/idempotency-key.js";

/**
 * The key a request names: `x-api-key`, or `Authorization: Bearer <key>` (the reference's way).
 * Both may be sent when they name the same key; naming two keys is refused rather than one of
 * them picked. An Authorization header of another scheme (Basic, from a proxy) names no key.
 */
export function apiKeyOfHeaders(headers: { get(name: string): string | null }): { key: string | null } | { refusal: string } {
  return apiKeyOf(headers.get("x-api-key"), headers.get("authorization"));
}

/** The same rule for graphql-ws `connectionParams`: `apiKey`, or `authorization` ("Bearer <key>" or the bare key). */
export function apiKeyOfConnectionParams(params: unknown): { key: string | null } | { refusal: string } {
  const p = (params ?? {}) as { apiKey?: unknown; authorization?: unknown };
  if (p.apiKey !== undefined && typeof p.apiKey !== "string") return { refusal: "connectionParams.apiKey must be a string" };
  if (p.authorization !== undefined && typeof p.authorization !== "string") return { refusal: "connectionParams.authorization must be a string" };
  const auth = p.authorization as string | undefined;
  return apiKeyOf((p.apiKey as string | undefined) ?? null, auth == null ? null : /^bearer\s/i.test(auth) ? auth : `Bearer ${auth}`);
}

function apiKeyOf(header: string | null, authorization: string | null): { key: string | null } | { refusal: string } {
  let bearer: string | null = null;
  if (authorization != null && /^bearer(\s|$)/i.test(authorization.trim())) {
    bearer = authorization.trim().slice(6).trim();
    if (!bearer || /\s/.test(bearer)) return { refusal: "Authorization: Bearer must be followed by one API key" };
  }
  if (header != null && bearer != null && header !== bearer) return { refusal: "x-api-key and Authorization name different API keys" };
  return { key: header ?? bearer };
}

function rootFields(set: SelectionSetNode, fragments: ExecutionArgs["document"]["definitions"], seen = new Set<string>()): FieldNode[] {
  return set.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return s.name.value.startsWith("__") ? [] : [s];
    if (s.kind === Kind.INLINE_FRAGMENT) return rootFields(s.selectionSet, fragments, seen);
    if (seen.has(s.name.value)) return [];
    seen.add(s.name.value);
    const def = fragments.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === s.name.value);
    return def && def.kind === Kind.FRAGMENT_DEFINITION ? rootFields(def.selectionSet, fragments, seen) : [];
  });
}

/**
 * An `Idempotency-Key` header applies to exactly one mutation field that takes a key: an
 * operation with several mutation fields (which would share one key), or one whose field takes
 * none, is refused before it runs, so nothing is written. Queries ignore the header.
 */
export function useIdempotencyKeyHeader(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const header = (args.contextValue as unknown as GraphQLContext).idempotencyKeyHeader;
      if (header == null) return;
      const op = getOperationAST(args.document, args.operationName);
      if (op?.operation !== "mutation") return;
      const fields = rootFields(op.selectionSet, args.document.definitions);
      const refuse = (message: string) =>
        setResultAndStopExecution({ errors: [createGraphQLError(message, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } })] });
      const names = [...new Set(fields.map((f) => f.name.value))];
      if (fields.length !== 1) return refuse(`the Idempotency-Key header names one write; this operation has ${fields.length} mutation fields (${names.join(", ")})`);
      if (!IDEMPOTENT_MUTATIONS.has(names[0]!)) {
        return refuse(`${names[0]} takes no idempotency key; the Idempotency-Key header applies to ${[...IDEMPOTENT_MUTATIONS].join(", ")}`);
      }
    },
  };
}
