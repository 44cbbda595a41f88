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

/**
 * Names the first unsafe place in `value`, if any. The walk keeps the keys of where it is in one
 * array and spells a path only for the answer: a worker streaming previews sends its variables
 * with every call, and a path string per value made ~1.9 KB of garbage per call
 * (bench/previews.ts --alloc-profile). It recurses no deeper than MAX_INPUT_DEPTH.
 */
export function findUnsafeInput(value: unknown, root: string): string | null {
  const keys: (string | number)[] = [root];
  const at = () => keys.join(".");
  const walk = (v: unknown): string | null => {
    if (typeof v === "string") return unsafeString(v) ? `${at()} contains a NUL character or an unpaired surrogate, which cannot be stored` : null;
    if (v === null || typeof v !== "object") return null;
    if (keys.length > MAX_INPUT_DEPTH) return `${at()} is nested deeper than ${MAX_INPUT_DEPTH} levels`;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        keys.push(i);
        const found = walk(v[i]);
        if (found) return found;
        keys.pop();
      }
      return null;
    }
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue;
      if (unsafeString(k)) return `a key in ${at()} contains a NUL character or an unpaired surrogate, which cannot be stored`;
      keys.push(k);
      const found = walk((v as Record<string, unknown>)[k]);
      if (found) return found;
      keys.pop();
    }
    return null;
  };
  return walk(value);
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
