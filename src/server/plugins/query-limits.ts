import { createGraphQLError, type Plugin } from "graphql-yoga";
import { checkBeforeRunning } from "./check-before-running.js";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import {
  GraphQLError,
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  parse,
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
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
  return [
    useTokenLimit(config.maxQueryTokens),
    {
      onValidate({ params, setResult, addValidationRule }) {
        const errors = shapeErrors(params.documentAST, config);
        if (errors.length) return setResult(errors);
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

/** The operation's cost (see operationCost), checked with its variables before it runs (HTTP, SSE and graphql-ws alike). */
export function useQueryCost(config: Config): Plugin {
  const check = (args: ExecutionArgs): GraphQLError | null => {
    const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues);
    if (cost > config.maxQueryCost) {
      return createGraphQLError(`Query cost limit of ${config.maxQueryCost} exceeded, found ${cost}.`, {
        extensions: { code: "QUERY_TOO_COMPLEX", cost, limit: config.maxQueryCost, http: { status: 400 } },
      });
    }
    return null;
  };
  return checkBeforeRunning(check);
}

/** Page size assumed for a connection whose `first`/`last` is not given. */
const DEFAULT_PAGE_SIZE = 20;

/**
 * What an operation may cost: each field 1; a connection (a field with `first`/`last`, or whose
 * type is a …Connection) multiplies what is under it by its page size, read from literals and
 * variables alike. Of fragments on different member types of a union or interface only the
 * dearest counts (one object is one type). Fragments are costed once (no blow-up from reuse).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION && (operationName ? def.name?.value === operationName : !operation)) operation = def;
  }
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;

  const pageSizeOf = (field: FieldNode): number => {
    for (const arg of field.arguments ?? []) {
      if (arg.name.value !== "first" && arg.name.value !== "last") continue;
      const v =
        arg.value.kind === Kind.INT ? Number(arg.value.value) : arg.value.kind === Kind.VARIABLE ? variables?.[arg.value.name.value] : undefined;
      if (typeof v === "number" && Number.isFinite(v) && v >= 0) return v;
    }
    return DEFAULT_PAGE_SIZE;
  };
  const fragmentCosts = new Map<string, number>();
  const costOf = (set: SelectionSetNode, parent: GraphQLCompositeType): number => {
    let always = 0;
    const byType = new Map<string, number>();
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const def = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[sel.name.value] : undefined;
        if (!sel.selectionSet || !def) {
          always += 1;
          continue;
        }
        const type = getNamedType(def.type) as GraphQLCompositeType;
        const paged = def.args.some((a) => a.name === "first" || a.name === "last") || type.name.endsWith("Connection");
        always += 1 + (paged ? pageSizeOf(sel) : 1) * costOf(sel.selectionSet, type);
        continue;
      }
      const fragment = sel.kind === Kind.INLINE_FRAGMENT ? sel : fragments.get(sel.name.value);
      if (!fragment) continue;
      const condition = fragment.typeCondition?.name.value;
      const type = (condition ? (schema.getType(condition) as GraphQLCompositeType | undefined) : undefined) ?? parent;
      let cost: number;
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        cost = fragmentCosts.get(sel.name.value) ?? costOf(fragment.selectionSet, type);
        fragmentCosts.set(sel.name.value, cost);
      } else cost = costOf(fragment.selectionSet, type);
      if (!condition || condition === parent.name) always += cost;
      else byType.set(condition, (byType.get(condition) ?? 0) + cost);
    }
    return always + Math.max(0, ...byType.values());
  };
  return costOf(operation.selectionSet, root);
}
