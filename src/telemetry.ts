// OpenTelemetry traces, loaded (by src/server/app.ts, with a dynamic import) only when an OTLP endpoint is
// configured: a tracer provider exporting over OTLP/HTTP (protobuf, or JSON with
// OTEL_EXPORTER_OTLP_PROTOCOL=http/json), one span per GraphQL operation (the root of its trace, or
// the child of an incoming `traceparent`), and Prisma's own spans (`@prisma/instrumentation`: the
// client's operation, the compiled query, and one `prisma:client:db_query` per SQL statement, on the
// pg and the PGlite adapter alike) beneath it, beside a `db_query` span per statement of the plain
// SQL that skips Prisma (src/db/client.ts). The SDK reads the rest of the standard environment
// itself: OTEL_TRACES_SAMPLER(_ARG), OTEL_BSP_*, OTEL_EXPORTER_OTLP_HEADERS / _TIMEOUT / _COMPRESSION,
// OTEL_RESOURCE_ATTRIBUTES.
import { readFileSync } from "node:fs";
import {
  context,
  diag,
  DiagLogLevel,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerProvider,
} from "@opentelemetry/api";
import { suppressTracing } from "@opentelemetry/core";
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from "@opentelemetry/sdk-trace-node";
import { OTLPTraceExporter as OTLPProtoTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { OTLPTraceExporter as OTLPJsonTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { ATTR_HTTP_REQUEST_METHOD, ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from "@opentelemetry/semantic-conventions";
import { PrismaInstrumentation } from "@prisma/instrumentation";
import { getOperationAST, type ExecutionResult, type GraphQLError } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";

// The GraphQL attributes of the semantic conventions are still "incubating": the package asks
// that they be copied rather than imported from its unstable entry point.
const ATTR_GRAPHQL_OPERATION_NAME = "graphql.operation.name";
const ATTR_GRAPHQL_OPERATION_TYPE = "graphql.operation.type";
/** The `extensions.code` of the errors an operation answered, when it answered any. */
const ATTR_GRAPHQL_ERROR_CODES = "graphql.error.codes";
const ATTR_REQUEST_ID = "request.id";

/** Codes that are the server's fault (or its dependencies'): the operation span is marked an error. */
const FAULT_CODES = new Set(["INTERNAL_SERVER_ERROR", "SERVICE_UNAVAILABLE"]);

/** How long a stop waits for the last spans to leave (an unreachable collector must not hold it). */
const SHUTDOWN_TIMEOUT_MS = 5000;

export interface Tracing {
  /** The yoga plugin that makes each GraphQL operation a span (and the parent of its SQL spans). */
  plugin: Plugin;
  /** Exports what is buffered and stops; the spans of requests still running are dropped. */
  shutdown(): Promise<void>;
}

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { name: string; version: string };

/** Starts the tracer provider (registered globally: one per process) and Prisma's instrumentation. */
export function startTracing(options: NonNullable<Config["tracing"]>, logger: Logger): Tracing {
  // The SDK reports export failures (collector away, refused) through its diagnostics: into our log.
  diag.setLogger(
    {
      error: (message, ...args) => logger.warn({ args }, `tracing: ${message}`),
      warn: (message, ...args) => logger.warn({ args }, `tracing: ${message}`),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    DiagLogLevel.WARN,
  );
  const exporter: SpanExporter =
    options.protocol === "http/json" ? new OTLPJsonTraceExporter({ url: options.url }) : new OTLPProtoTraceExporter({ url: options.url });
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the env detector) win over the package's name.
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: packageJson.name, [ATTR_SERVICE_VERSION]: packageJson.version }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(exporter)] });
  // AsyncLocalStorage context, and W3C trace context + baggage as the propagators.
  provider.register();

  // Prisma 7 reaches its instrumentation through a global, not by patching modules, so this works
  // with ESM and with driver adapters.
  const prisma = new PrismaInstrumentation({ enabled: false });
  prisma.setTracerProvider(onlyWithinALiveSpan(provider));
  prisma.enable();

  return {
    plugin: useOperationSpans(provider.getTracer(packageJson.name, packageJson.version)),
    async shutdown() {
      prisma.disable();
      await Promise.race([
        provider.shutdown().catch((err: unknown) => logger.warn({ err }, "tracing: the last spans could not be exported")),
        new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_TIMEOUT_MS).unref()),
      ]);
    },
  };
}

/**
 * Prisma's spans only inside a span that is still open (an operation's): the background jobs, the
 * log poll and the rate limiter's and readiness's queries run outside any request, every second or
 * so, and would each be a trace of their own; a timer started during a request (the log poll that
 * its first follower starts) keeps that request's context after it has ended, and would grow its
 * trace for as long as it runs. Everything else is left to the sampler.
 */
function onlyWithinALiveSpan(provider: TracerProvider): TracerProvider {
  const contextFor = (ctx: Context) => (trace.getSpan(ctx)?.isRecording() ? ctx : suppressTracing(ctx));
  return {
    getTracer(name, version, options) {
      const tracer = provider.getTracer(name, version, options);
      const wrapped: Tracer = {
        startSpan: (spanName, spanOptions, ctx = context.active()) => tracer.startSpan(spanName, spanOptions, contextFor(ctx)),
        startActiveSpan: ((spanName: string, ...rest: unknown[]) => {
          const fn = rest.pop() as (span: Span) => unknown;
          const [spanOptions = {}, ctx = context.active()] = rest as [SpanOptions?, Context?];
          return tracer.startActiveSpan(spanName, spanOptions, contextFor(ctx), fn);
        }) as Tracer["startActiveSpan"],
      };
      return wrapped;
    },
  };
}

/**
 * One span per GraphQL operation, written here as a small yoga plugin: @envelop/opentelemetry
 * depends on the 1.x SDK (this is 2.x), makes a span per resolver rather than per operation, and
 * does not continue an incoming `traceparent`. Over HTTP (and GraphQL over SSE) the span wraps the
 * whole operation, from parsing to its result, with the context built inside it (the API key's
 * look-up is among its SQL); over graphql-ws, its execution. A subscription's span covers its
 * start; what it delivers afterwards is not traced (a stream can live for hours).
 */
function useOperationSpans(tracer: Tracer): Plugin {
  const operationSpans = new WeakSet<Span>();
  /** The operation span of the current context, if any. */
  const current = () => {
    const span = trace.getActiveSpan();
    return span && operationSpans.has(span) ? span : undefined;
  };
  const run = (parent: Context, attributes: Record<string, string>, wrapped: () => unknown) => {
    const span = tracer.startSpan("GraphQL Operation", { kind: SpanKind.SERVER, attributes }, parent);
    operationSpans.add(span);
    const end = (err?: unknown) => {
      if (err !== undefined) {
        // A refusal (an invalid API key, a bad request) is the caller's; anything else is ours.
        const code = (err as GraphQLError | undefined)?.extensions?.code;
        if (typeof code === "string") span.setAttribute(ATTR_GRAPHQL_ERROR_CODES, [code]);
        if (typeof code !== "string" || FAULT_CODES.has(code)) {
          span.recordException(err as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
      }
      span.end();
    };
    try {
      const result = context.with(trace.setSpan(parent, span), wrapped);
      if (typeof (result as PromiseLike<unknown> | undefined)?.then === "function") {
        return Promise.resolve(result).then(
          () => end(),
          (err: unknown) => {
            end(err);
            throw err;
          },
        );
      }
      end();
      return result;
    } catch (err) {
      end(err);
      throw err;
    }
  };
  const named = (document: Parameters<typeof getOperationAST>[0], operationName: string | null | undefined) => {
    const span = current();
    if (!span) return undefined;
    const operation = getOperationAST(document, operationName);
    if (operation) {
      const name = operation.name?.value;
      span.updateName(name ? `${operation.operation} ${name}` : operation.operation);
      span.setAttribute(ATTR_GRAPHQL_OPERATION_TYPE, operation.operation);
      if (name) span.setAttribute(ATTR_GRAPHQL_OPERATION_NAME, name);
    }
    return span;
  };
  /** The codes of the errors answered, and an error status when one is the server's fault. */
  const recordErrors = (span: Span, errors: readonly GraphQLError[] | undefined, defaultCode = "INTERNAL_SERVER_ERROR") => {
    if (!errors?.length) return;
    const codes = errors.map((e) => String(e.extensions?.code ?? defaultCode));
    span.setAttribute(ATTR_GRAPHQL_ERROR_CODES, [...new Set(codes)]);
    const fault = errors.find((_, i) => FAULT_CODES.has(codes[i]!));
    if (fault) span.setStatus({ code: SpanStatusCode.ERROR, message: fault.message });
  };
  const resultErrors = (result: unknown) => (result && !isAsyncIterable(result) ? (result as ExecutionResult).errors : undefined);
  const viaWebSocket = (ctx: unknown, wrapped: () => unknown) => {
    // Over HTTP the operation already has its span; over graphql-ws, its execution is the span.
    if (current()) return wrapped();
    const requestId = (ctx as { requestId?: unknown } | undefined)?.requestId;
    return run(context.active(), typeof requestId === "string" ? { [ATTR_REQUEST_ID]: requestId } : {}, wrapped);
  };
  return {
    instrumentation: {
      operation: ({ request, context: serverContext }, wrapped) => {
        // The caller's trace, when it sends one (`traceparent`, `tracestate`, `baggage`).
        const parent = propagation.extract(context.active(), request.headers, {
          keys: (headers) => [...headers.keys()],
          get: (headers, key) => headers.get(key) ?? undefined,
        });
        const requestId = (serverContext as { requestId?: unknown } | undefined)?.requestId;
        return run(
          parent,
          { [ATTR_HTTP_REQUEST_METHOD]: request.method, ...(typeof requestId === "string" ? { [ATTR_REQUEST_ID]: requestId } : {}) },
          wrapped,
        ) as Promise<void> | void;
      },
      execute: ({ context: ctx }, wrapped) => viaWebSocket(ctx, wrapped) as Promise<void> | void,
      subscribe: ({ context: ctx }, wrapped) => viaWebSocket(ctx, wrapped) as Promise<void> | void,
    },
    onValidate() {
      return ({ valid, result }) => {
        const span = current();
        if (span && !valid) recordErrors(span, result as readonly GraphQLError[], "GRAPHQL_VALIDATION_FAILED");
      };
    },
    onExecute({ args }) {
      const span = named(args.document, args.operationName);
      return span ? { onExecuteDone: ({ result }) => recordErrors(span, resultErrors(result)) } : undefined;
    },
    onSubscribe({ args }) {
      const span = named(args.document, args.operationName);
      return span ? { onSubscribeResult: ({ result }) => recordErrors(span, resultErrors(result)) } : undefined;
    },
  };
}
