import { describe, expect, it } from "vitest";
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin, { RequestCache } from "@pothos/plugin-scope-auth";
import { createYoga, type Plugin } from "graphql-yoga";
import { useReleaseRequestCaches } from "../src/server/plugins/request-caches.js";

/**
 * useReleaseRequestCaches: an operation's scope-auth cache is dropped once the operation is over
 * (a query's result is out; a subscription's stream has ended), and kept while it runs. Checked on
 * a small schema in process: the cache seen by the resolvers is the same object throughout the
 * operation, and asking for the context's cache afterwards makes a new one only when the plugin
 * released it.
 */
function setup(plugins: Plugin[], caller = "member") {
  const builder = new SchemaBuilder<{ Context: { caller: string }; AuthScopes: { member: boolean } }>({
    plugins: [ScopeAuthPlugin],
    scopeAuth: { authScopes: (ctx: { caller: string }) => ({ member: ctx.caller === "member" }) },
    // The project's other Pothos plugins (prisma, relay) add required options to every builder's type.
  } as never);
  const seen: { context: object; cache: unknown }[] = [];
  const note = (ctx: object) => void seen.push({ context: ctx, cache: RequestCache.fromContext(ctx, builder as never) });
  builder.queryType({
    fields: (t) => ({
      probe: t.boolean({ authScopes: { member: true }, resolve: (_root, _args, ctx) => (note(ctx), true) }),
    }),
  });
  builder.subscriptionType({
    fields: (t) => ({
      ticks: t.int({
        authScopes: { member: true },
        subscribe: async function* () {
          yield 1;
          yield 2;
        },
        resolve: (tick: number, _args, ctx) => (note(ctx), tick),
      }),
    }),
  });
  const yoga = createYoga({ schema: builder.toSchema(), plugins, context: () => ({ caller }), logging: false, maskedErrors: false });
  const post = (query: string, accept = "application/json") =>
    yoga.fetch("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json", accept }, body: JSON.stringify({ query }) });
  const cacheNow = (ctx: object) => RequestCache.fromContext(ctx, builder as never);
  return { post, seen, cacheNow };
}

describe("an operation's scope-auth cache", () => {
  it("goes when a query's result is out", async () => {
    const { post, seen, cacheNow } = setup([useReleaseRequestCaches()]);
    const res = await post("{ a: probe b: probe }");
    expect(await res.json()).toEqual({ data: { a: true, b: true } });
    expect(seen).toHaveLength(2);
    // One cache for the whole operation…
    expect(seen[1]!.context).toBe(seen[0]!.context);
    expect(seen[1]!.cache).toBe(seen[0]!.cache);
    // …and none left behind it: asking again makes a new one.
    expect(cacheNow(seen[0]!.context)).not.toBe(seen[0]!.cache);
  });

  it("stays without the plugin (what it changes)", async () => {
    const { post, seen, cacheNow } = setup([]);
    await (await post("{ probe }")).json();
    expect(cacheNow(seen[0]!.context)).toBe(seen[0]!.cache);
  });

  it("lives as long as a subscription's stream, and goes when it ends", async () => {
    const { post, seen, cacheNow } = setup([useReleaseRequestCaches()]);
    const res = await post("subscription { ticks }", "text/event-stream");
    const text = await res.text();
    expect(text).toContain('"ticks":1');
    expect(text).toContain('"ticks":2');
    expect(seen).toHaveLength(2);
    expect(seen[1]!.cache).toBe(seen[0]!.cache);
    expect(cacheNow(seen[0]!.context)).not.toBe(seen[0]!.cache);
  });

  it("does not change who may read: a caller without the scope is still refused, every time", async () => {
    const { post } = setup([useReleaseRequestCaches()], "guest");
    for (let i = 0; i < 2; i++) {
      const body = await (await post("{ probe }")).json();
      expect(body.data).toEqual({ probe: null });
      expect(body.errors).toHaveLength(1);
    }
  });
});
