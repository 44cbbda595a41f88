import { createGraphQLError, type Plugin } from "graphql-yoga";
import { checkBeforeRunning } from "./check-before-running.js";
import { GraphQLError, visit, type DocumentNode, type ExecutionArgs } from "graphql";

/**
 * Checks that need the variables, before an operation runs (HTTP, SSE and graphql-ws alike):
 * strings PostgreSQL can store (no NUL, no unpaired surrogate), and input no deeper than it needs.
 */
export function useInputGuards(): Plugin {
  const check = (args: ExecutionArgs): GraphQLError | null => {
    const unsafe = findUnsafeInput(args.variableValues, "variables") ?? findUnsafeLiteral(args.document);
    if (unsafe) return createGraphQLError(unsafe, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });
    return null;
  };
  return checkBeforeRunning(check);
}

/** Nesting deeper than this is no input of ours (metadata, tool inputs) and only risks the stack. */
const MAX_INPUT_DEPTH = 64;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unsafeString(s: string): boolean {
  return s.includes("\0") || UNPAIRED_SURROGATE.test(s);
}

/** Walks input iteratively (no recursion to overflow); names the first unsafe place, if any. */
function findUnsafeInput(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string, number]> = [[value, root, 0]];
  while (stack.length) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === "string") {
      if (unsafeString(v)) return `${path} contains a NUL character or an unpaired surrogate, which cannot be stored`;
    } else if (v !== null && typeof v === "object") {
      if (depth >= MAX_INPUT_DEPTH) return `${path} is nested deeper than ${MAX_INPUT_DEPTH} levels`;
      if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, `${path}.${i}`, depth + 1]));
      else
        for (const [k, x] of Object.entries(v)) {
          if (unsafeString(k)) return `a key in ${path} contains a NUL character or an unpaired surrogate, which cannot be stored`;
          stack.push([x, `${path}.${k}`, depth + 1]);
        }
    }
  }
  return null;
}

/** The literals' verdict, per parsed document (yoga's parser cache hands the same one back for the same text). */
const literalVerdicts = new WeakMap<DocumentNode, string | null>();

function findUnsafeLiteral(document: DocumentNode): string | null {
  let found = literalVerdicts.get(document);
  if (found === undefined) literalVerdicts.set(document, (found = unsafeLiteral(document)));
  return found;
}

function unsafeLiteral(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node) {
      if (!found && unsafeString(node.value)) found = "a string in the query contains a NUL character or an unpaired surrogate, which cannot be stored";
    },
    ObjectValue(node, _key, _parent, path) {
      if (!found && path.length > MAX_INPUT_DEPTH * 4) found = `an input in the query is nested deeper than ${MAX_INPUT_DEPTH} levels`;
      return node;
    },
  });
  return found;
}
