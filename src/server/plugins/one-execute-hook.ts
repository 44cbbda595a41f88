import type { Plugin } from "graphql-yoga";

type ExecuteHook = NonNullable<Plugin["onExecute"]>;
type ExecutePayload = Parameters<ExecuteHook>[0];
type ExecuteHookResult = Exclude<Awaited<ReturnType<ExecuteHook>>, void>;
type DoneHook = NonNullable<ExecuteHookResult["onExecuteDone"]>;
type DonePayload = Parameters<DoneHook>[0];
type StreamHooks = Exclude<Awaited<ReturnType<DoneHook>>, void>;
type NextPayload = Parameters<NonNullable<StreamHooks["onNext"]>>[0];

const isPromise = <T>(value: T | PromiseLike<T>): value is PromiseLike<T> => typeof (value as PromiseLike<unknown> | null)?.then === "function";

/**
 * The plugins as given, their `onExecute` hooks run as one hook, in their order, with envelop's
 * meaning kept: a hook sees the execute function the hooks before it set; one that sets a result
 * stops the hooks after it (those before still see the result in their `onExecuteDone`); the
 * `onExecuteDone` hooks run in order, each seeing the result the one before it set; hooks over a
 * streamed result's items and its end run in order too; a hook that returns a promise is awaited
 * before the next runs.
 *
 * Why: envelop runs each plugin's `onExecute`, and then each `onExecuteDone`, as a step of a
 * promise-like chain (@whatwg-node/promise-helpers' iterateAsync: several objects and closures per
 * step, even when every hook is synchronous). With this API's nine such hooks that chain was the
 * largest single source of garbage in a `publishDeltas` call over graphql-ws (its allocation
 * profile, bench/previews.ts --alloc-profile), and garbage sets how often the young generation is
 * collected, whose pauses every delivery in flight waits out. Envelop has no way to merge hooks,
 * so it is done here. Only `onExecute`: a subscription's hooks run once for its whole life.
 */
export function withOneExecuteHook<P extends Plugin<any>>(plugins: P[]): P[] {
  const hooks = plugins.flatMap((p) => (p.onExecute ? [p.onExecute as ExecuteHook] : []));
  if (hooks.length < 2) return plugins;
  const first = plugins.findIndex((p) => p.onExecute);
  const one = { onExecute: (payload: ExecutePayload) => runExecuteHooks(hooks, payload) } as unknown as P;
  const rest = plugins.map((p) => (p.onExecute ? ({ ...p, onExecute: undefined } as P) : p));
  return [...rest.slice(0, first), one, ...rest.slice(first)];
}

function runExecuteHooks(hooks: readonly ExecuteHook[], outer: ExecutePayload) {
  const dones: DoneHook[] = [];
  let stopped = false;
  const payload: ExecutePayload = {
    ...outer,
    setExecuteFn(fn) {
      payload.executeFn = fn;
      outer.setExecuteFn(fn);
    },
    setResultAndStopExecution(result) {
      stopped = true;
      outer.setResultAndStopExecution(result);
    },
  };
  const result = () => (dones.length === 0 ? undefined : { onExecuteDone: (p: DonePayload) => runDoneHooks(dones, p) });
  const pending = inOrder(
    hooks,
    (hook) => hook(payload),
    (r) => r?.onExecuteDone && dones.push(r.onExecuteDone),
    () => stopped,
  );
  return pending ? Promise.resolve(pending).then(result) : result();
}

function runDoneHooks(dones: readonly DoneHook[], outer: DonePayload) {
  const streams: StreamHooks[] = [];
  const payload = passingResultOn(outer);
  const result = (): StreamHooks | undefined => {
    if (streams.length <= 1) return streams[0];
    const nexts = streams.flatMap((s) => (s.onNext ? [s.onNext] : []));
    const ends = streams.flatMap((s) => (s.onEnd ? [s.onEnd] : []));
    return {
      onNext: nexts.length ? (p: NextPayload) => eachWith(nexts, passingResultOn(p)) : undefined,
      onEnd: ends.length ? () => ends.forEach((end) => end()) : undefined,
    };
  };
  const pending = inOrder(dones, (done) => done(payload), (r) => r && streams.push(r));
  return pending ? Promise.resolve(pending).then(result) : result();
}

/**
 * Calls `call` with each hook in turn and hands its result to `take`; a promise is awaited before
 * the next hook (the rest then runs after it: a promise is returned), and `stop` ends the turn early.
 */
function inOrder<H, R>(hooks: readonly H[], call: (hook: H) => R | PromiseLike<R>, take: (result: R) => unknown = () => {}, stop = () => false) {
  const run = (from: number): PromiseLike<void> | void => {
    for (let i = from; i < hooks.length && !stop(); i++) {
      const r = call(hooks[i]!);
      if (isPromise(r)) return r.then((v) => (take(v), run(i + 1)));
      take(r);
    }
  };
  return run(0);
}

/** Each hook with one payload, in order (a streamed item's onNext hooks). */
const eachWith = <P>(hooks: readonly ((payload: P) => unknown)[], payload: P) => inOrder(hooks, (hook) => hook(payload)) as Promise<void> | void;

/** The payload as the next hook gets it: a result one hook sets is the result the next one sees. */
function passingResultOn<P extends { args: unknown; result: unknown; setResult: (result: never) => void }>(outer: P): P {
  const payload = {
    args: outer.args,
    result: outer.result,
    setResult(result: P["result"]) {
      payload.result = result;
      outer.setResult(result as never);
    },
  };
  return payload as unknown as P;
}
