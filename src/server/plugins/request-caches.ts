import { RequestCache } from "@pothos/plugin-scope-auth";
import { isAsyncIterable, type Plugin } from "graphql-yoga";

/**
 * Drops an operation's scope-auth cache when the operation is over (its result is out, or its
 * stream has ended), instead of leaving it to the garbage collector.
 *
 * Pothos keeps that cache in a module-level WeakMap keyed by the operation's context, and the
 * cache holds the context. V8's young-generation collector cannot tell whether the key of a
 * WeakMap entry is still reachable, so it keeps every such entry's value alive: each operation's
 * context, with everything it reaches (loaders, the caller, the request), survived the next young
 * collection and was copied to the old generation, there to wait for a major collection. Measured
 * with 1,000 publishDeltas calls a second over graphql-ws: ~530 KB promoted per young collection
 * with the entry left in place, ~75 KB with it dropped; young pauses ~4.3 ms against ~2.1 ms
 * (bench/previews.ts reports the pauses).
 *
 * An operation that asks for the cache after this (a resolver still running after a sibling's
 * error ended the execution) gets a new one: the scopes are evaluated again.
 */
export function useReleaseRequestCaches(): Plugin {
  const release = (context: unknown) => {
    if (context && typeof context === "object") RequestCache.clearForContext(context);
  };
  const whenOver = (context: unknown) => ({ result }: { result: unknown }) => {
    if (isAsyncIterable(result)) return { onEnd: () => release(context) };
    release(context);
    return undefined;
  };
  return {
    onExecute: ({ args }) => ({ onExecuteDone: whenOver(args.contextValue) }),
    onSubscribe: ({ args }) => ({ onSubscribeResult: whenOver(args.contextValue), onSubscribeError: () => release(args.contextValue) }),
  };
}
