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
import { idleConnection } from "../ws-connection.js";

/**
 * What sharing reads of a subscriber's context: results are shared within one workspace and one
 * set of scopes; over graphql-ws, the socket and the operation's id let shared results be written
 * straight to the socket, and over SSE (distinct connections) the response's sink does the same
 * (see `writeDirect`).
 */
type SubscriberContext = {
  caller: { workspaceId: string; scopes: ReadonlySet<string> } | null;
  stream?: { socket?: DirectSocket; operationId?: string; sse?: DirectSink };
};

/** The part of a `ws` WebSocket the direct path uses. */
export type DirectSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string, cb?: (err?: Error) => void): void;
};

/**
 * A shared result as it goes on the wire, serialised once for its group (`json`: the whole result,
 * sequence included). A transport that frames it the same way for every subscriber keeps its frame
 * here too (`sse`), so that is made once as well.
 */
export class WireText {
  /** `json` as UTF-8, for the graphql-ws frames written from it. */
  bytes?: Buffer;
  sse?: Buffer;
  constructor(
    readonly json: string,
    /** The sequence of the event it holds (none for a preview). */
    readonly sequence: string | undefined,
  ) {}
}

/** Where the direct path writes a subscriber's shared results: its graphql-ws operation, or its SSE response. */
export interface DirectSink {
  /** False once the client has gone: nothing more is written. */
  readonly open: boolean;
  /** Bytes written and not yet taken by the client's connection. */
  readonly bufferedAmount: number;
  /** Writes one result; `taken`, if given, is called once the connection has taken it (or is gone). */
  write(text: WireText, taken?: () => void): void;
}

/**
 * A graphql-ws operation as a direct sink: the group's text inside the operation's `next` message.
 * A class, not an object literal with getters: a literal's getters are new functions for every
 * subscriber, so each sink had a map of its own, and reading `open` and `bufferedAmount` of a
 * thousand sinks in the group's delivery loop went through V8's generic property lookup (A,
 * `perf` over the window: ~1 µs of a delivery's user time in `LoadIC` and the getters).
 */
class WsSink implements DirectSink {
  private readonly head: string;
  private readonly headBytes: Buffer;
  constructor(
    private readonly socket: DirectSocket,
    operationId: string,
  ) {
    this.head = `{"id":${JSON.stringify(operationId)},"type":"next","payload":`;
    this.headBytes = Buffer.from(this.head);
  }

  get open(): boolean {
    return this.socket.readyState === OPEN;
  }

  get bufferedAmount(): number {
    return this.socket.bufferedAmount;
  }

  write(text: WireText, taken?: () => void): void {
    const raw = idleConnection(this.socket);
    if (!raw) return this.socket.send(`${this.head}${text.json}}`, taken && (() => taken()));
    text.bytes ??= Buffer.from(text.json);
    raw.write(textFrame(this.headBytes, text.bytes), taken && (() => taken()));
  }
}

/**
 * One unmasked, final WebSocket text frame (RFC 6455 §5.2) holding `head` + `json` + `}`, in one
 * buffer: one copy of the shared bytes and one write per subscriber, where `send` would join the
 * strings, measure and encode the whole message again, and write the frame's header and body as
 * two chunks. Hand-written because `ws` has no way to send a message made of bytes it did not
 * frame itself.
 */
export function textFrame(head: Buffer, json: Buffer): Buffer {
  const length = head.length + json.length + 1;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN, text
  if (headerLength === 2) frame[1] = length;
  else if (headerLength === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  head.copy(frame, headerLength);
  json.copy(frame, headerLength + head.length);
  frame[frame.length - 1] = 0x7d; // }
  return frame;
}

/**
 * Counts per-event executions run, results reused, and results serialised once for every
 * graphql-ws subscriber of their group; tests read it to see that sharing happens.
 */
export const sharedExecutionStats = { executed: 0, reused: 0, serialized: 0, takenAtOnce: 0 };

/**
 * A source that can hand items to a consumer that takes them at once (src/domain/events/follow.ts's
 * FollowStream), and have each item's text made before it offers it (`prepare`).
 */
type TakesAtOnce = { takeAtOnce(take: (item: unknown) => boolean, prepare?: (item: unknown) => Promise<unknown> | undefined): void };

const OPEN = 1;

/**
 * Bytes a socket may hold unsent before the direct path waits for it to take them. A reader that
 * keeps up never gets near it (the kernel takes each frame at once); one that stops reading holds
 * at most this much plus one frame, and the stream's slow-consumer timer (streams.ts) closes it
 * while the path waits.
 */
const DIRECT_HIGH_WATER_BYTES = 64 * 1024;

/**
 * Followers of one task read the log together (see `readShared`), so every subscriber at the same
 * cursor is handed the same row object; a preview is parsed once for all its followers, so they
 * hold the same item too. Subscribers whose results can only be equal (the same document,
 * operation, variables, workspace and scopes) then execute the selection on that payload once, not
 * once each: results are remembered per payload object, so they go when the payloads do.
 *
 * What is per subscriber stays so: each gets its own top-level result object (later plugins
 * rebuild it, never mutate `data`), its own `ctx.stream.sequence` (on the direct path the shared
 * text carries the sequence instead), and a result with errors is never reused (its errors name
 * the request that ran it): such a subscriber executes for itself.
 *
 * `passOn` is the subscription resolver's own step that notes an item's sequence on the context
 * (the schema's), run for a subscriber that is handed another's result.
 */
export function useSharedSubscriptionExecution<P, C extends SubscriberContext>(
  passOn: (payload: P, context: C) => unknown,
  /** The result as it goes on the wire (the later plugins' additions, for the direct path). */
  onWire: (result: ExecutionResult, context: C) => ExecutionResult,
): Plugin {
  /**
   * A group's result for one payload. `framing`: the making of its wire text, once asked for ahead
   * (`prepare`); `unclaimed`: made so by an execution no subscriber has taken yet.
   */
  type Shared = { result: Promise<ExecutionResult>; frame?: WireText; framing?: Promise<unknown>; unclaimed?: boolean };
  // A payload's results hang on the payload itself (a property this plugin instance alone knows),
  // not in a WeakMap keyed by it: V8's young-generation collector keeps the value of every WeakMap
  // entry whose key is young, so each event's results and wire text survived a young collection
  // and were copied to the old generation (measured with 1,000 previews a second: ~300 KB more
  // promoted per young collection). Not enumerable, so a copy of the payload does not carry them.
  const sharedResults = Symbol("shared results");
  type Carrier = { [sharedResults]?: Map<string, Shared> };
  const resultsOf = (payload: object): Map<string, Shared> | undefined => (payload as Carrier)[sharedResults];
  const startResults = (payload: object): Map<string, Shared> => {
    const byGroup = new Map<string, Shared>();
    Object.defineProperty(payload, sharedResults, { value: byGroup });
    return byGroup;
  };
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

  /** The group's wire text of `shared`'s result (without errors), made once; `ctx` has the sequence noted. */
  const frameOf = (shared: Shared, result: ExecutionResult, ctx: C): WireText => {
    if (shared.frame === undefined) {
      sharedExecutionStats.serialized++;
      const wire = onWire(result, ctx);
      const sequence = (wire.extensions as { sequence?: unknown } | undefined)?.sequence;
      shared.frame = new WireText(JSON.stringify(wire), sequence != null ? String(sequence) : undefined);
    }
    return shared.frame;
  };

  /** The group's entry for a payload, and whether it is new (the caller then executes for the group). */
  const entryFor = (args: ExecutionArgs, group: string, payload: object): { shared: Shared; mine: boolean } => {
    const byGroup = resultsOf(payload) ?? startResults(payload);
    let shared = byGroup.get(group);
    if (shared) return { shared, mine: false };
    byGroup.set(group, (shared = { result: executeOnce(args, payload) }));
    return { shared, mine: true };
  };

  /**
   * The result for one subscriber: shared with the others of its group that are handed the same
   * payload object (a log row, a preview). `frame` (the direct path) also asks for the result as
   * wire text, serialised once for the group; a result with errors is never shared, nor written
   * directly (its errors go through the masking plugins).
   */
  const resultFor = async (args: ExecutionArgs, group: string, payload: unknown, frame: boolean): Promise<ExecutionResult | WireText> => {
    const ctx = args.contextValue as C;
    if (payload === null || typeof payload !== "object") return executeOnce(args, payload);
    const { shared, mine } = entryFor(args, group, payload);
    const result = await shared.result;
    if (!mine) {
      if (result.errors?.length) return executeOnce(args, payload);
      sharedExecutionStats.reused++;
      // The resolver that notes the sequence ran on another subscriber's context.
      passOn(payload as P, ctx);
    }
    if (!frame || result.errors?.length) return { ...result };
    return frameOf(shared, result, ctx);
  };

  /**
   * The group's wire text for this payload if another subscriber of the group already made it:
   * the direct path then writes it without a promise, and without noting the sequence on this
   * subscriber's context (only the text carries it there). A text made ahead (`prepare`) is the
   * execution's own delivery to the first subscriber that takes it, and reused by the rest.
   */
  const frameMade = (group: string, payload: unknown): WireText | undefined => {
    if (payload === null || typeof payload !== "object") return undefined;
    const shared = resultsOf(payload)?.get(group);
    const frame = shared?.frame;
    if (frame === undefined) return undefined;
    if (shared!.unclaimed) shared!.unclaimed = false;
    else sharedExecutionStats.reused++;
    return frame;
  };

  /**
   * Has the group's wire text for this payload made, once however many subscribers of the group
   * ask: undefined if it is made, else a promise that settles when it is, or when it cannot be (a
   * result with errors, which each subscriber then executes for itself).
   */
  const prepare = (args: ExecutionArgs, group: string, payload: unknown): Promise<unknown> | undefined => {
    if (payload === null || typeof payload !== "object") return undefined;
    const { shared, mine } = entryFor(args, group, payload);
    if (shared.frame !== undefined) return undefined;
    const ctx = args.contextValue as C;
    return (shared.framing ??= shared.result.then(
      (result) => {
        if (result.errors?.length || shared.frame !== undefined) return;
        // The resolver that notes the sequence ran on another subscriber's context.
        if (!mine) passOn(payload as P, ctx);
        frameOf(shared, result, ctx);
        shared.unclaimed = mine;
      },
      () => {},
    ));
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
        const { socket, operationId, sse } = (subscribeArgs.contextValue as C).stream ?? {};
        const sink = socket && operationId !== undefined ? new WsSink(socket, operationId) : sse;
        if (sink) {
          return writeDirect(source, sink, {
            made: (payload) => frameMade(group, payload),
            make: (payload) => resultFor(subscribeArgs, group, payload, true),
            prepare: (payload) => prepare(subscribeArgs, group, payload),
          });
        }
        return mapAsyncIterator(source, (payload) => resultFor(subscribeArgs, group, payload, false) as Promise<ExecutionResult>);
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

/**
 * Whether a frame can be written to `sink` without waiting: the client is there and the sink holds
 * less than DIRECT_HIGH_WATER_BYTES unsent. An item a follower offers goes at once only then (and
 * only if its group's text is made); otherwise it takes the path through `next()`, which waits.
 */
export function hasRoom(sink: Pick<DirectSink, "open" | "bufferedAmount">): boolean {
  return sink.open && sink.bufferedAmount < DIRECT_HIGH_WATER_BYTES;
}

/**
 * graphql-ws's own path costs every subscriber, for every event, a chain of result wrappers (one
 * per plugin), a serialisation of the whole message, and a promise per write; yoga's SSE path the
 * same wrappers and a web ReadableStream step per frame. A subscriber's shared results skip it: the
 * group's wire text, serialised once, goes straight to its sink (inside the operation's `next`
 * message over graphql-ws, as an SSE frame made once for the group over SSE), and the transport
 * sees the operation as waiting for its next result until the stream ends (then it sends
 * `complete` as always) or hands it one that is not shared (an error), which takes the
 * transport's own path. Frames leave in order: both paths write to the same connection, and the
 * iterator hands a result on only once the ones before it were written. Hand-written because
 * graphql-ws has no hook below its per-message serialisation (its `onNext` returns an object it
 * then stringifies), nor yoga below its result processor.
 *
 * A source that can hand items over at once (a followed stream's `takeAtOnce`) is asked to: an item
 * whose group's text another subscriber already made is then written by the follower as it hands
 * it on, with no promise between the follower and the socket (with 1,000 followers of a task, all
 * but the first few of each event go so). What this path declines, the follower yields, and it
 * comes through `next()` in order: a follower hands on nothing after an item it yields until it is
 * asked for the next.
 *
 * Backpressure: a frame is written without waiting while the sink holds less than
 * DIRECT_HIGH_WATER_BYTES unsent; past that, the next read waits until the connection took the
 * frame, so a reader that stopped holds up only its own stream (over graphql-ws its slow-consumer
 * timer closes it; an SSE stream waits, pull-based, as its own path does).
 */
function writeDirect(
  source: AsyncIterable<unknown>,
  sink: DirectSink,
  frames: {
    /** The wire text if it is made already. */
    made: (payload: unknown) => WireText | undefined;
    /** The wire text, or a result for the transport's own path. */
    make: (payload: unknown) => Promise<ExecutionResult | WireText>;
    /** Has the wire text made, if it is not: a promise that settles when it is (or cannot be). */
    prepare: (payload: unknown) => Promise<unknown> | undefined;
  },
): AsyncGenerator<ExecutionResult> {
  const inner = source[Symbol.asyncIterator]();
  let ended = false;
  // A follower hands on an item whose group's text is made while the sink has room, and the text
  // is written there and then; what this declines comes through `next()` below, in order.
  const atOnce = source as AsyncIterable<unknown> & Partial<TakesAtOnce>;
  if (typeof atOnce.takeAtOnce === "function") {
    atOnce.takeAtOnce((item) => {
      // The sink first: an item declined here is looked up again on the other path.
      if (ended || !hasRoom(sink)) return false;
      const text = frames.made(item);
      if (text === undefined) return false;
      sink.write(text);
      sharedExecutionStats.takenAtOnce++;
      return true;
    }, (item) => (ended ? undefined : frames.prepare(item)));
  }
  const done = (): IteratorResult<ExecutionResult> => ({ done: true, value: undefined });
  /** Ends the stream from here: the source gives its slot back however it ends (streams.ts). */
  const stop = async (value?: unknown) => {
    if (!ended) {
      ended = true;
      await inner.return?.(value);
    }
    return done();
  };
  const iterator = {
    async next(): Promise<IteratorResult<ExecutionResult>> {
      for (;;) {
        if (ended) return done();
        const item = await inner.next();
        if (item.done) return done();
        let out: ExecutionResult | WireText | undefined = frames.made(item.value);
        if (out === undefined) {
          try {
            out = await frames.make(item.value);
          } catch (err) {
            await stop();
            throw err;
          }
        }
        // Nothing is written for an operation the transport completed or on a connection that closed.
        if (ended) return done();
        if (!sink.open) return stop();
        if (!(out instanceof WireText)) return { done: false, value: out };
        if (hasRoom(sink)) sink.write(out);
        else await new Promise<void>((resolve) => sink.write(out, resolve));
      }
    },
    return: stop,
    async throw(err: unknown): Promise<IteratorResult<ExecutionResult>> {
      ended = true;
      if (inner.throw) await inner.throw(err);
      throw err;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator as AsyncGenerator<ExecutionResult>;
}
