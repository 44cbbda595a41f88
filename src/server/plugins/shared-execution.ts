import type { Plugin } from "graphql-yoga";
import { isAsyncIterable, mapAsyncIterator } from "graphql-yoga";
import {
  Kind,
  createSourceEventStream,
  execute,
  getOperationAST,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type OperationDefinitionNode,
} from "graphql";

/** What sharing reads of a subscriber's context: results are shared within one workspace and one set of scopes. */
type SubscriberContext = { caller: { workspaceId: string; scopes: ReadonlySet<string> } | null };

/** Counts per-event executions run and results reused; tests read it to see that sharing happens. */
export const sharedExecutionStats = { executed: 0, reused: 0 };

/**
 * Followers of one task read the log together (see `readShared`), so every subscriber at the same
 * cursor is handed the same row object. Subscribers whose results can only be equal (the same
 * document, operation, variables, workspace and scopes) then execute the selection on that row
 * once, not once each: results are remembered per payload object, so they go when the rows do.
 *
 * What is per subscriber stays so: each gets its own top-level result object (later plugins
 * rebuild it, never mutate `data`), its own `ctx.stream.sequence`, and a result with errors is
 * never reused (its errors name the request that ran it): such a subscriber executes for itself.
 *
 * `passOn` is the subscription resolver's own step that notes an item's sequence on the context
 * (the schema's), run for a subscriber that is handed another's result.
 */
export function useSharedSubscriptionExecution<P, C extends SubscriberContext>(passOn: (payload: P, context: C) => unknown): Plugin {
  const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;

  const groupOf = (args: ExecutionArgs, operation: OperationDefinitionNode): string => {
    let doc = documentIds.get(args.document);
    if (doc === undefined) documentIds.set(args.document, (doc = nextDocumentId++));
    const caller = (args.contextValue as SubscriberContext).caller;
    const scopes = caller ? [...caller.scopes].sort().join(",") : "";
    const vars = args.variableValues ?? {};
    const used = [...selectionVariables(args.document, operation)].sort().map((name) => [name, vars[name] ?? null]);
    return JSON.stringify([doc, args.operationName ?? null, used, caller?.workspaceId ?? null, scopes]);
  };

  const executeOnce = (args: ExecutionArgs, payload: unknown): Promise<ExecutionResult> => {
    sharedExecutionStats.executed++;
    return Promise.resolve(execute({ ...args, rootValue: payload }) as ExecutionResult | Promise<ExecutionResult>);
  };

  const resultFor = async (args: ExecutionArgs, group: string, payload: unknown): Promise<ExecutionResult> => {
    const ctx = args.contextValue as C;
    // Previews are parsed per follower: no other subscriber is handed the same object.
    if (payload === null || typeof payload !== "object" || !("sequence" in payload)) return executeOnce(args, payload);
    let byGroup = results.get(payload);
    if (!byGroup) results.set(payload, (byGroup = new Map()));
    const shared = byGroup.get(group);
    if (!shared) {
      const mine = executeOnce(args, payload);
      byGroup.set(group, mine);
      return { ...(await mine) };
    }
    const result = await shared;
    if (result.errors?.length) return executeOnce(args, payload);
    sharedExecutionStats.reused++;
    // The resolver that notes the sequence ran on another subscriber's context.
    passOn(payload as P, ctx);
    return { ...result };
  };

  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== "subscription") return;
      setSubscribeFn(async (subscribeArgs) => {
        const source = await createSourceEventStream(subscribeArgs);
        if (!isAsyncIterable(source)) {
          // A request error (variables, say) is left to the executor, whose answer it is; an error
          // from the field's own subscribe is the same from either.
          const fieldError = source.errors?.length && source.errors.every((e) => e.path?.length);
          return fieldError ? source : subscribeFn(subscribeArgs);
        }
        const group = groupOf(subscribeArgs, operation);
        return mapAsyncIterator(source, (payload) => resultFor(subscribeArgs, group, payload));
      });
    },
  };
}

/**
 * The variables an event's execution can depend on: every variable of the document except those
 * used only in the arguments of the subscription's root fields. Those arguments (`taskId`,
 * `after`, `types`, …) choose which events the stream carries; the root resolvers ignore them
 * when passing an event on, so subscribers resuming from different sequences still share.
 */
function selectionVariables(document: DocumentNode, operation: OperationDefinitionNode): Set<string> {
  const rootArguments = new Set<ArgumentNode>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind === Kind.FIELD) for (const arg of selection.arguments ?? []) rootArguments.add(arg);
  }
  const names = new Set<string>();
  visit(document, {
    VariableDefinition: () => false,
    Argument: (node) => (rootArguments.has(node) ? false : undefined),
    Variable: (node) => void names.add(node.name.value),
  });
  return names;
}
