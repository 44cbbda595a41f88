import { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import { DomainError } from "../domain/errors.js";

/** Finds the DomainError behind a (possibly wrapped) error. */
function domainErrorOf(err: unknown): DomainError | undefined {
  let e: unknown = err;
  for (let i = 0; i < 5 && e; i++) {
    if (e instanceof DomainError) return e;
    e = (e as { originalError?: unknown }).originalError;
  }
  return undefined;
}

/**
 * The one place errors become what a client sees: a DomainError keeps its message and code;
 * a GraphQL validation error keeps its own; everything else is masked as INTERNAL_SERVER_ERROR
 * with the request id, and logged in full by the caller.
 */
export function maskError(error: unknown, requestId: string | undefined): { error: GraphQLError; unexpected: boolean } {
  const domain = domainErrorOf(error);
  if (domain) {
    const gql = error instanceof GraphQLError ? error : undefined;
    return {
      error: createGraphQLError(domain.message, {
        nodes: gql?.nodes,
        path: gql?.path,
        extensions: { ...domain.extensions, code: domain.code },
      }),
      unexpected: false,
    };
  }
  if (error instanceof GraphQLError && !error.originalError) {
    const code = (error.extensions?.code as string | undefined) ?? "BAD_USER_INPUT";
    return { error: createGraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: { ...error.extensions, code } }), unexpected: false };
  }
  if (error instanceof GraphQLError && error.originalError instanceof GraphQLError && !error.originalError.originalError) {
    const inner = error.originalError;
    return {
      error: createGraphQLError(inner.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: "BAD_USER_INPUT", ...inner.extensions },
      }),
      unexpected: false,
    };
  }
  const gql = error instanceof GraphQLError ? error : undefined;
  return {
    error: createGraphQLError("Unexpected error.", {
      nodes: gql?.nodes,
      path: gql?.path,
      extensions: { code: "INTERNAL_SERVER_ERROR", requestId },
    }),
    unexpected: true,
  };
}
