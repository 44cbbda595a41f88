import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ComplexityPlugin from "@pothos/plugin-complexity";
import ScopeAuthPlugin, { AuthScopeFailureType, type AuthFailure } from "@pothos/plugin-scope-auth";
import type PrismaTypes from "../db/generated/pothos-types.js";
import { getDatamodel } from "../db/generated/pothos-types.js";
import { kindOfId } from "../domain/ids.js";
import { DomainError } from "../domain/errors.js";
import { PAGE_SIZE } from "../domain/events/read.js";
import type { Scope } from "../domain/auth.js";
import type { GraphQLContext } from "./context.js";
import { getNamedType, type GraphQLField } from "graphql";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  /** The scopes of the calling API key; a field that needs one says so with `authScopes`. */
  AuthScopes: { admin: boolean; client: boolean; worker: boolean; anyKey: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    Sequence: { Input: string; Output: string | bigint };
  };
}>({
  // Relay before scope-auth, so that scope checks see decoded ids; scope-auth before Prisma, so
  // that no query is planned for a field the key may not read.
  plugins: [RelayPlugin, ScopeAuthPlugin, PrismaPlugin, ComplexityPlugin],
  complexity: {
    // What a query may cost is checked once, before it runs, with the request's variables, on
    // every transport (src/server/plugins/query-limits.ts); the plugin only declares the costs.
    disabled: true,
    fieldComplexity: (args, _ctx, field) => fieldCost(args, field),
  },
  scopeAuth: {
    // Checked once per request (cached on the context), at the schema edge: the domain is handed a
    // caller that is never null and holds the scope.
    authScopes: (ctx) => ({
      admin: !!ctx.caller?.scopes.has("admin"),
      client: !!ctx.caller?.scopes.has("client"),
      worker: !!ctx.caller?.scopes.has("worker"),
      anyKey: ctx.caller != null,
    }),
    // A subscription is refused when it is opened, not at its first event.
    authorizeOnSubscribe: true,
    unauthorizedError: (_parent, ctx, _info, result) => refusal(ctx.caller != null, result.failure),
  },
  defaultFieldNullability: false,
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    // A node's id is its prefixed id itself (task_…, run_…, event_…), not an encoded one.
    encodeGlobalID: (_typename, id) => String(id),
    decodeGlobalID: (globalID) => ({ typename: kindOfId(globalID) ?? "Unknown", id: globalID }),
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  prisma: {
    // The client is per app instance (tests run several in one process), so it is reached
    // through the services on the context rather than a module-level import.
    client: (ctx) => ctx.services.db.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "error",
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/**
 * Each field costs 1. A page (a field with `first`/`last`, or whose type is a …Connection)
 * multiplies what is selected under it by its page size; a plain list does not (its length is
 * bounded by its parent).
 */
function fieldCost(args: Record<string, unknown>, field: GraphQLField<unknown, GraphQLContext>): { field: number; multiplier: number } {
  const paged = field.args.some((a) => a.name === "first" || a.name === "last") || getNamedType(field.type).name.endsWith("Connection");
  if (!paged) return { field: 1, multiplier: 1 };
  const size = [args.first, args.last].find((v): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0);
  // Without `first`/`last` a page holds the default size, as every connection answers it.
  return { field: 1, multiplier: size ?? PAGE_SIZE.default };
}

/** Without a key: UNAUTHENTICATED. With a key that lacks the field's scope: FORBIDDEN, naming it. */
function refusal(hasKey: boolean, failure: AuthFailure): DomainError {
  if (!hasKey) return new DomainError("UNAUTHENTICATED", "an API key is required (x-api-key or Authorization: Bearer header)");
  const scope = missingScope(failure);
  return scope
    ? new DomainError("FORBIDDEN", `this API key lacks the ${scope} scope`, { requiredScope: scope })
    : new DomainError("FORBIDDEN", "this API key may not do this");
}

/** The key scope a failed check asked for (a field's `{ client: true }` fails as "any of"). */
function missingScope(failure: AuthFailure): Scope | undefined {
  if (failure.kind === AuthScopeFailureType.AuthScope) return failure.scope === "anyKey" ? undefined : (failure.scope as Scope);
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes) {
    for (const f of failure.failures) {
      const scope = missingScope(f);
      if (scope) return scope;
    }
  }
  return undefined;
}
