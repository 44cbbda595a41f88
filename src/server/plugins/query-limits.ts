import { createGraphQLError, type Plugin } from "graphql-yoga";
import { checkBeforeRunning } from "./check-before-running.js";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { PothosValidationError } from "@pothos/core";
import { complexityFromQuery } from "@pothos/plugin-complexity";
import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import type { Config } from "../../config.js";

// Limits on what an operation may ask for, each refused with its own code (HTTP 400) before it runs;
// the server goes on serving.

/** A graphql-armor rejection as our error: its own code, the limit, HTTP 400, and on it goes. */
function rejectWith(code: string, limit: number) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (ctx: ValidationContext | null, err: GraphQLError) => {
        const coded = createGraphQLError(err.message.replace(/^Syntax Error: /, ""), { extensions: { code, limit, http: { status: 400 } } });
        if (ctx) ctx.reportError(coded);
        else throw coded;
      },
    ],
  };
}

/**
 * Limits on the document itself, checked before anything runs: tokens while parsing (graphql-js's
 * own counter, cheaper than armor's proxied lexer); then depth, aliases and directives
 * (graphql-armor) in one quick pass over the document, before
 * graphql-js's own validation, so that a flood is refused before it costs a full validation;
 * and introspection when it is off.
 */
export function useQueryLimits(config: Config): Plugin[] {
  const noIntrospection: ValidationRule = (ctx) => ({
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") {
        ctx.reportError(
          new GraphQLError("introspection is disabled on this server", {
            nodes: node,
            extensions: { code: "INTROSPECTION_DISABLED", http: { status: 400 } },
          }),
        );
      }
    },
  });
  // Documents found within the limits. yoga's parser cache hands back the same document for the
  // same text, and its validation cache does not skip this hook: without this, every call of a
  // worker streaming previews walked its document again (~2% of the server's CPU at 1,000 calls/s).
  const withinLimits = new WeakSet<DocumentNode>();
  return [
    useTokenLimit(config.maxQueryTokens),
    {
      onValidate({ params, setResult, addValidationRule }) {
        if (!withinLimits.has(params.documentAST)) {
          const errors = shapeErrors(params.documentAST, config);
          if (errors.length) return setResult(errors);
          withinLimits.add(params.documentAST);
        }
        if (!config.introspection) addValidationRule(noIntrospection);
      },
    },
  ];
}

/** Parsing stops at the token past the limit: a huge document costs no more than a legal one. */
function useTokenLimit(limit: number): Plugin {
  const parseWithLimit = (source: Parameters<typeof parse>[0], options?: Parameters<typeof parse>[1]) => {
    try {
      return parse(source, { ...options, maxTokens: limit });
    } catch (err) {
      if (err instanceof GraphQLError && /contains more that? \d+ tokens/.test(err.message)) {
        throw createGraphQLError(`Token limit of ${limit} exceeded.`, { extensions: { code: "TOO_MANY_TOKENS", limit, http: { status: 400 } } });
      }
      throw err;
    }
  };
  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithLimit);
    },
  };
}

type ArmorVisitor = { onOperationDefinitionEnter(operation: OperationDefinitionNode): void };

/** graphql-armor's depth, alias and directive counts, run straight on the document. */
function shapeErrors(document: DocumentNode, config: Config): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  // The visitors need only these two of a validation context.
  const ctx = { getFragment: (name: string) => fragments.get(name), reportError: (e: GraphQLError) => errors.push(e) } as unknown as ValidationContext;
  const visitors = [
    maxDepthRule({ n: config.maxQueryDepth, flattenFragments: true, ...rejectWith("QUERY_TOO_DEEP", config.maxQueryDepth) })(ctx),
    maxAliasesRule({ n: config.maxAliases, ...rejectWith("TOO_MANY_ALIASES", config.maxAliases) })(ctx),
    maxDirectivesRule({ n: config.maxDirectives, ...rejectWith("TOO_MANY_DIRECTIVES", config.maxDirectives) })(ctx),
  ] as unknown as ArmorVisitor[];
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const visitor of visitors) visitor.onOperationDefinitionEnter(def);
  }
  return errors;
}

/**
 * The cost of the operation that will run, by @pothos/plugin-complexity from the costs the schema
 * declares (src/graphql/builder.ts): fragments are costed once, and a fragment on each member
 * of a union counts in full. Variables that do not coerce are left for execution to report.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  ctx: unknown,
): number {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation) return 0;
  // Remembered per parsed document (yoga's parser cache hands the same one back for the same text)
  // and the values of the variables a cost can read: a cost reads only `first`/`last` (fieldCost in
  // builder.ts), never a string or an input object (a field under `@include`/`@skip` counts either
  // way), and the plugin would otherwise coerce every variable again after the executor did (a
  // 50-event sendEvents spent ~4% of its CPU here; a page with a new `after` each time, ~2%).
  const key = costKey(operation, variables);
  let known = costs.get(document);
  const hit = known?.get(key);
  if (hit !== undefined) return hit;
  const cost = computeCost(schema, document, operation, variables, ctx);
  // Not remembered when the variables did not coerce: that 0 says nothing of valid ones.
  if (cost === null) return 0;
  if (!known) costs.set(document, (known = new Map()));
  if (known.size < 64) known.set(key, cost);
  return cost;
}

const costs = new WeakMap<DocumentNode, Map<string, number>>();

function costKey(operation: OperationDefinitionNode, variables: Record<string, unknown> | null | undefined): string {
  let key = operation.name?.value ?? "";
  for (const def of operation.variableDefinitions ?? []) {
    const type = def.type.kind === Kind.NON_NULL_TYPE ? def.type.type : def.type;
    if (type.kind !== Kind.NAMED_TYPE || type.name.value === "String" || type.name.value === "ID") continue;
    const value = variables?.[def.variable.name.value];
    if (value === null || value === undefined || typeof value !== "object") key += `|${def.variable.name.value}=${JSON.stringify(value)}`;
  }
  return key;
}

function computeCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
  ctx: unknown,
): number | null {
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  try {
    const only: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
    return complexityFromQuery(only, { schema, variables: variables ?? {}, ctx: (ctx ?? {}) as object }).complexity;
  } catch (error) {
    if (error instanceof GraphQLError || error instanceof PothosValidationError) return null;
    throw error;
  }
}

/** The operation's cost (see operationCost), checked with its variables before it runs (HTTP, SSE and graphql-ws alike). */
export function useQueryCost(config: Config): Plugin {
  const check = (args: ExecutionArgs): GraphQLError | null => {
    const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues, args.contextValue);
    if (cost > config.maxQueryCost) {
      return createGraphQLError(`Query cost limit of ${config.maxQueryCost} exceeded, found ${cost}.`, {
        extensions: { code: "QUERY_TOO_COMPLEX", cost, limit: config.maxQueryCost, http: { status: 400 } },
      });
    }
    return null;
  };
  return checkBeforeRunning(check);
}
