import { describe, expect, it } from "vitest";
import { buildSchema, parse, type ExecutionArgs, type ExecutionResult } from "graphql";
import { envelop, type Plugin } from "graphql-yoga";
import { execute } from "graphql";
import { withOneExecuteHook } from "../src/server/plugins/one-execute-hook.js";

// withOneExecuteHook runs the plugins' onExecute hooks as one: envelop itself (its orchestrator,
// no server) must see the same thing as with each hook on its own. Each case is a set of plugins
// that record what they see; the trace and the result must be the same both ways.

const schema = buildSchema(`type Query { n: Int, s: String }`);
const rootValue = { n: 1, s: "x" };
const document = parse(`{ n s }`);

type Trace = string[];
type Case = { name: string; plugins: (trace: Trace) => Plugin[] };

const tick = () => new Promise((r) => setTimeout(r, 1));

const cases: Case[] = [
  {
    name: "hooks and their done hooks run in order, each done hook seeing the result the one before it set",
    plugins: (t) =>
      ["a", "b", "c"].map((name) => ({
        onExecute: () => {
          t.push(`${name}.execute`);
          return {
            onExecuteDone: ({ result, setResult }) => {
              const r = result as ExecutionResult;
              t.push(`${name}.done ${JSON.stringify(r.data)}`);
              setResult({ ...r, data: { ...r.data, [name]: true } });
            },
          };
        },
      })),
  },
  {
    name: "a hook that sets a result stops the hooks after it; those before see that result",
    plugins: (t) => [
      { onExecute: () => (t.push("a.execute"), { onExecuteDone: ({ result }) => void t.push(`a.done ${JSON.stringify(result)}`) }) },
      {
        onExecute: ({ setResultAndStopExecution }) => {
          t.push("b.execute");
          setResultAndStopExecution({ data: { stopped: true } });
          return { onExecuteDone: ({ result }) => void t.push(`b.done ${JSON.stringify(result)}`) };
        },
      },
      { onExecute: () => void t.push("c.execute") },
    ],
  },
  {
    name: "an execute function set by one hook is what the next sees and what runs",
    plugins: (t) => [
      {
        onExecute: ({ executeFn, setExecuteFn }) => {
          t.push(`a sees ${executeFn === execute ? "graphql-js" : "other"}`);
          setExecuteFn((args: ExecutionArgs) => ({ data: { replaced: Object.keys(args.rootValue as object).length } }));
        },
      },
      { onExecute: ({ executeFn }) => void t.push(`b sees ${executeFn === execute ? "graphql-js" : "replaced"}`) },
    ],
  },
  {
    name: "a hook or a done hook that returns a promise is awaited before the next runs",
    plugins: (t) => [
      {
        onExecute: async () => {
          await tick();
          t.push("a.execute after a wait");
          return {
            onExecuteDone: async ({ result, setResult }) => {
              await tick();
              t.push("a.done after a wait");
              setResult({ ...(result as ExecutionResult), extensions: { a: 1 } });
            },
          };
        },
      },
      { onExecute: () => (t.push("b.execute"), { onExecuteDone: ({ result }) => void t.push(`b.done ${JSON.stringify(result)}`) }) },
    ],
  },
  {
    name: "a hook that extends the context extends it for execution",
    plugins: (t) => [
      { onExecute: ({ extendContext }) => extendContext({ seen: "yes" } as never) },
      { onExecute: ({ args }) => void t.push(`context ${JSON.stringify(args.contextValue)}`) },
    ],
  },
  {
    name: "over a streamed result, each item passes every onNext in order, and every onEnd runs at its end",
    plugins: (t) => [
      {
        onExecute: ({ setExecuteFn }) =>
          setExecuteFn(async function* () {
            yield { data: { n: 1 } };
            yield { data: { n: 2 } };
          } as never),
      },
      ...["a", "b"].map(
        (name): Plugin => ({
          onExecute: () => ({
            onExecuteDone: () => ({
              onNext: ({ result, setResult }) => {
                const r = result as ExecutionResult;
                t.push(`${name}.next ${JSON.stringify(r.data)}`);
                setResult({ data: { ...r.data, [name]: true } });
              },
              onEnd: () => void t.push(`${name}.end`),
            }),
          }),
        }),
      ),
    ],
  },
];

/** The plugins behind one that sets graphql-js's execute (as yoga's engine does), by envelop's own orchestrator. */
async function run(plugins: Plugin[]) {
  const engine: Plugin = { onExecute: ({ setExecuteFn }) => setExecuteFn(execute) };
  const { execute: run } = envelop({ plugins: [engine, ...plugins] })({});
  const result = await run({ schema, document, rootValue, contextValue: {} });
  if (!(Symbol.asyncIterator in Object(result))) return result;
  const items: unknown[] = [];
  for await (const item of result as AsyncIterable<unknown>) items.push(item);
  return items;
}

describe("withOneExecuteHook: envelop sees the same as with each plugin's own hook", () => {
  for (const c of cases) {
    it(c.name, async () => {
      const apart: Trace = [];
      const expected = await run(c.plugins(apart));
      const merged: Trace = [];
      const mergedPlugins = withOneExecuteHook(c.plugins(merged));
      expect(mergedPlugins.filter((p) => p.onExecute)).toHaveLength(1);
      const got = await run(mergedPlugins);
      expect(merged).toEqual(apart);
      expect(got).toEqual(expected);
      expect(apart.length).toBeGreaterThan(0);
    });
  }

  it("keeps every other hook of the plugins, in their places", () => {
    const onParse = () => {};
    const plugins: Plugin[] = [{ onParse }, { onExecute: () => {}, onValidate: () => {} }, { onExecute: () => {}, onSubscribe: () => {} }];
    const merged = withOneExecuteHook(plugins);
    expect(merged.map((p) => Object.keys(p).filter((k) => p[k as keyof Plugin]).sort())).toEqual([["onParse"], ["onExecute"], ["onValidate"], ["onSubscribe"]]);
    expect(merged[0]!.onParse).toBe(onParse);
  });
});
