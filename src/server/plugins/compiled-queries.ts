import type { Plugin } from "@envelop/core";
import { useGraphQlJit } from "@envelop/graphql-jit";
import {
  GraphQLError,
  Kind,
  getNamedType,
  getOperationAST,
  isAbstractType,
  isCompositeType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  typeFromAST,
  type GraphQLInputType,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type Source,
} from "graphql";

/**
 * How many field branches a compiled query may hold. graphql-jit writes code for every field under
 * every runtime type an abstract field can have, so a document that nests `node { ... on TaskEvent
 * { task { events … node { ... on TaskEvent` grows by the number of event types at each level (the
 * depth limit's own test query, 15 levels, took a minute and ran out of string length to compile),
 * and compiling costs about 0.2 ms per branch on a 2-core VM. A 100-event page with its content
 * blocks is 334 branches (55-90 ms to compile); the SDK's Task query, 2,045.
 */
export const MAX_COMPILED_BRANCHES = 1_000;

/**
 * How many times a document runs on graphql-js before it is compiled. A compiled page saves about
 * 0.1-0.5 ms of CPU per run and costs 55-90 ms to compile, so only documents that come back are
 * worth it; and a client that sends ever-new documents makes the server compile once per this many
 * requests, not once per request.
 */
export const COMPILE_AFTER_RUNS = 100;

/**
 * Queries and mutations that come back run as code compiled once per document (graphql-jit) instead
 * of graphql-js walking the document and coercing the variables for every request: a 100-event
 * page's server CPU fell 3-6% at 1 client and 20% at 4 (`bench:peer` with two builds of this API
 * side by side on one database); a worker's publishDeltas at 1,000 calls a second took 42-43 young
 * collections per round instead of 50-51 (`bench/previews.ts`); a client's sendEvents took 1.16-1.22
 * instead of 1.36-1.44 ms of server CPU with one event, 3.2-4.0 instead of 4.3-4.7 with fifty
 * (`bench:append --batches=1,50`; each alternated twice with the build before). graphql-jit's
 * variable coercion does not know `@oneOf` (it let `{}` through as an EventInput; the fuzz test
 * caught it) and takes `[]` for an input object, so input-object variables are checked before each
 * compiled run, and go to graphql-js when graphql-jit would take what graphql-js refuses (see
 * `variablesCheck`). Variables that graphql-jit refuses are answered by graphql-js (nothing has run
 * yet), so a refusal reads the same compiled or not. Larger documents and subscriptions run on graphql-js: subscribers of one
 * document share one execution per event already. `compiled` is told each document compiled.
 */
export function useCompiledQueries(compiled?: () => void): Plugin[] {
  /** Per document: how many times it has run on graphql-js so far, or which executor it now keeps. */
  const plans = new WeakMap<DocumentNode, number | "compiled" | "graphql-js">();
  /** Per compiled document whose variables are or hold input objects: whether graphql-jit judges given ones right. */
  const checks = new WeakMap<DocumentNode, (variables: unknown) => boolean>();
  /** The executions graphql-jit runs (a compiled document's, unless its variables are ones it misjudges). */
  const ranCompiled = new WeakSet<object>();
  const runsCompiled = (args: ExecutionArgs): boolean => {
    const check = checks.get(args.document);
    // Variables graphql-jit would take where graphql-js refuses them go to graphql-js.
    if (check && !check(args.variableValues)) return false;
    ranCompiled.add(args);
    return true;
  };
  const jit = useGraphQlJit(
    {},
    {
      enableIf: (args) => {
        const { schema, document, operationName } = args;
        const known = plans.get(document);
        const plan = known ?? (compilable(schema, document, operationName ?? null) ? 0 : "graphql-js");
        if (typeof plan !== "number") {
          if (known === undefined) plans.set(document, plan);
          return plan === "compiled" && runsCompiled(args);
        }
        if (plan + 1 < COMPILE_AFTER_RUNS) return void plans.set(document, plan + 1), false;
        const operation = compilable(schema, document, operationName ?? null)!;
        const small = compiledBranches(schema, document, operationName ?? null, MAX_COMPILED_BRANCHES) <= MAX_COMPILED_BRANCHES;
        plans.set(document, small ? "compiled" : "graphql-js");
        if (!small) return false;
        const check = variablesCheck(schema, operation);
        if (check) checks.set(document, check);
        compiled?.();
        return runsCompiled(args);
      },
    },
  );
  // Before graphql-jit's own hook, so `executeFn` is the one graphql-jit replaces (graphql-js).
  const placed: Plugin = {
    onExecute({ args, executeFn }) {
      if (plans.get(args.document) === "graphql-js") return;
      const source = args.document.loc?.source;
      if (!source) return;
      return {
        onExecuteDone({ result, setResult }) {
          if (!ranCompiled.has(args) || !("errors" in result) || !result.errors?.length) return;
          // Refused variables (an answer without `data`): nothing ran, so graphql-js answers, in
          // its own words (graphql-jit's name another variable and leave out where in it).
          if (!("data" in result)) return Promise.resolve(executeFn(args)).then((r) => setResult(r as typeof result));
          // graphql-jit's errors name where they happened by line and column only, and yoga rebuilds
          // every error from its nodes or its source and positions: without these they would lose
          // `locations`.
          const starts = lineStarts(source);
          setResult({ ...result, errors: result.errors.map((e) => placedError(e, source, starts)) });
        },
      };
    },
  };
  return [placed, jit];
}

/** Where each line of a source starts (offsets of line 1, 2, …). */
export function lineStarts(source: Source): number[] {
  const starts = [0];
  for (const m of source.body.matchAll(/\r\n|[\n\r]/g)) starts.push(m.index + m[0].length);
  return starts;
}

/** An error that has locations but no nodes, as one with the source and positions they point at. */
export function placedError(error: GraphQLError, source: Source, starts = lineStarts(source)): GraphQLError {
  if (error.nodes?.length || !error.locations?.length) return error;
  const positions = error.locations.map(({ line, column }) => (starts[line - 1] ?? 0) + column - 1);
  return new GraphQLError(error.message, {
    source,
    positions,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
}

/**
 * The document's operation when graphql-jit may run it (null otherwise): the document holds exactly
 * one operation (graphql-jit's plugin keeps one compiled operation per document), and it is a query
 * or a mutation (whose fields still run one after another, as graphql-js runs them). Subscriptions
 * stay on graphql-js: subscribers of one document share one execution per event already.
 */
export function compilable(schema: GraphQLSchema, document: DocumentNode, operationName: string | null): OperationDefinitionNode | null {
  if (document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length !== 1) return null;
  const operation = getOperationAST(document, operationName);
  return operation?.operation === "query" || operation?.operation === "mutation" ? operation : null;
}

/**
 * For an operation whose variables are or hold input objects: whether given variables are ones
 * graphql-jit's coercion judges as graphql-js's does. It does not know `@oneOf`'s rule (each such
 * input object given has exactly one of its fields, not null: it let `{}` through as an EventInput),
 * and it takes a list for an input object (`[]` as `{}`, where graphql-js refuses). Variables that
 * break either run on graphql-js instead, which refuses them. Null for an operation without such
 * variables. Hand-written: neither graphql-js nor graphql-jit has the check alone.
 */
export function variablesCheck(schema: GraphQLSchema, operation: OperationDefinitionNode): ((variables: unknown) => boolean) | null {
  const checked: [string, GraphQLInputType][] = [];
  for (const v of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, v.type) as GraphQLInputType | undefined;
    if (type && isInputObjectType(getNamedType(type))) checked.push([v.variable.name.value, type]);
  }
  if (checked.length === 0) return null;
  return (variables) => {
    const given = (variables ?? {}) as Record<string, unknown>;
    return typeof given === "object" && checked.every(([name, type]) => jitTakes(type, given[name]));
  };
}

/** Whether graphql-jit judges `value`, given for `type`, as graphql-js would (see variablesCheck); what both refuse is left to coercion. */
export function jitTakes(type: GraphQLInputType, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (isNonNullType(type)) return jitTakes(type.ofType, value);
  if (isListType(type)) {
    const item = type.ofType as GraphQLInputType;
    return Array.isArray(value) ? value.every((v) => jitTakes(item, v)) : jitTakes(item, value);
  }
  if (!isInputObjectType(type) || typeof value !== "object") return true;
  if (Array.isArray(value)) return false;
  const fields = type.getFields();
  const entries = Object.entries(value);
  if (type.isOneOf && (entries.length !== 1 || entries[0]![1] === null || !(entries[0]![0] in fields))) return false;
  for (const [key, v] of entries) {
    const field = fields[key];
    if (field && !jitTakes(field.type, v)) return false;
  }
  return true;
}

/**
 * The field branches graphql-jit would compile for the document's operation if it may compile it
 * (Infinity otherwise, see `compilable`), counted up to just past `limit`: each field once per
 * runtime type that can reach it.
 */
export function compiledBranches(schema: GraphQLSchema, document: DocumentNode, operationName: string | null, limit: number): number {
  const operation = compilable(schema, document, operationName);
  const root = operation?.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
  if (!operation || !root) return Infinity;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  let count = 0;
  const applies = (condition: string | undefined, type: GraphQLObjectType) => {
    if (!condition || condition === type.name) return true;
    const target = schema.getType(condition);
    return !!target && isAbstractType(target) && schema.isSubType(target, type);
  };
  // Fields of one runtime type, in selection sets that may be nested in fragments.
  const objectFields = (set: SelectionSetNode, type: GraphQLObjectType, seen: Set<string>) => {
    for (const s of set.selections) {
      if (count > limit) return;
      if (s.kind === Kind.FIELD) {
        count++;
        const field = s.name.value.startsWith("__") ? undefined : type.getFields()[s.name.value];
        if (field && s.selectionSet) {
          const inner = getNamedType(field.type);
          if (isCompositeType(inner)) selectionOf(s.selectionSet, inner);
        }
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        if (applies(s.typeCondition?.name.value, type)) objectFields(s.selectionSet, type, seen);
      } else {
        const fragment = fragments.get(s.name.value);
        // A fragment spread twice on one level is compiled once; a cycle is invalid anyway.
        if (fragment && !seen.has(fragment.name.value) && applies(fragment.typeCondition.name.value, type)) {
          seen.add(fragment.name.value);
          objectFields(fragment.selectionSet, type, seen);
        }
      }
    }
  };
  const selectionOf = (set: SelectionSetNode, type: GraphQLCompositeType) => {
    const runtime = isObjectType(type) ? [type] : schema.getPossibleTypes(type);
    for (const t of runtime) {
      if (count > limit) return;
      objectFields(set, t, new Set());
    }
  };
  selectionOf(operation.selectionSet, root);
  return count;
}
