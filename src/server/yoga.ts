import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { createYoga, createGraphQLError, type YogaInitialContext } from "graphql-yoga";
import type { Config } from "../config.js";
import { authenticate, type Caller } from "../domain/auth.js";
import type { StreamItem } from "../domain/events/follow.js";
import { useReadYourWrites } from "../db/read-routing.js";
import { compiledDocuments, useRequestMetrics } from "../metrics.js";
import type { RateLimiter } from "../pubsub/rate-limit.js";
import type { Tracing } from "../telemetry.js";
import { schema } from "../graphql/schema.js";
import { createContext, type GraphQLContext, type Services, type StreamTransport } from "../graphql/context.js";
import { passOn } from "../graphql/subscriptions/task-events.js";
import { useRateLimit } from "./plugins/rate-limit.js";
import { useCodedCSRFPrevention } from "./plugins/csrf.js";
import { useQueryCost, useQueryLimits } from "./plugins/query-limits.js";
import { useInputGuards } from "./plugins/input-guards.js";
import { apiKeyOfHeaders, useIdempotencyKeyHeader } from "./plugins/request-headers.js";
import { useMaskedErrors, usePublicErrors } from "./plugins/errors.js";
import { sseSinkFor, useSequencedStreams, withSequence } from "./plugins/sse.js";
import { STREAM_TOKEN_HEADER, streamTokenOf, useSingleConnectionStreams } from "./plugins/sse-single-connection.js";
import { useSharedSubscriptionExecution } from "./plugins/shared-execution.js";
import { useCompiledQueries } from "./plugins/compiled-queries.js";
import { useReleaseRequestCaches } from "./plugins/request-caches.js";
import { withOneExecuteHook } from "./plugins/one-execute-hook.js";

/** What the HTTP handler and the graphql-ws server hand yoga with each request. */
export type ServerContext = YogaInitialContext & {
  caller?: Caller | null;
  requestId?: string;
  req?: IncomingMessage;
  socket?: StreamTransport["socket"];
  /** graphql-ws: the operation's id. */
  operationId?: string;
  /** graphql-ws: the operation's signal, aborted when the socket closes before its answer is out (over HTTP, the request's own signal serves). */
  callerGone?: () => AbortSignal;
};

export type Yoga = ReturnType<typeof buildYoga>;

/** GraphQL on /graphql (HTTP and SSE; graphql-ws runs its operations through the same envelope). */
export function buildYoga(config: Config, svc: Services, limiter: RateLimiter, tracing?: Tracing) {
  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: config.introspection ? { title: "Agent tasks", defaultQuery: "{ __typename }" } : false,
    landingPage: false,
    logging: false,
    // The body reaches yoga already read and limited (httpHandler: 413 PAYLOAD_TOO_LARGE); yoga's
    // own limit would pipe it through a second stream per request (~3% of a page's CPU).
    maxRequestBodySize: false,
    cors: corsOptions(config),
    // In the order a request meets them (yoga runs each hook in this order); their onExecute hooks
    // run as one (one-execute-hook.ts), in the same order.
    plugins: withOneExecuteHook([
      // With OTEL_EXPORTER_OTLP_ENDPOINT: the operation's span, first so that it encloses what the others do.
      ...(tracing ? [tracing.plugin] : []),
      // 429 RATE_LIMITED with Retry-After when the key (or address) is over its rate; nothing else runs.
      useRateLimit(limiter),
      // A request that is not JSON must carry a header a form cannot set (CSRF_PREVENTED).
      useCodedCSRFPrevention(),
      // The document: tokens while parsing; depth, aliases, directives and introspection before validation.
      ...useQueryLimits(config),
      // With the variables, before it runs: strings PostgreSQL can store, input no deeper than needed.
      useInputGuards(),
      // With the variables, before it runs: the operation's cost (QUERY_TOO_COMPLEX).
      useQueryCost(config),
      // An Idempotency-Key header applies to exactly one write that takes a key.
      useIdempotencyKeyHeader(),
      // Every error that leaves has a code and nothing internal (masking itself is maskedErrors below).
      usePublicErrors(config, svc.logger),
      // Subscription results carry their sequence; over SSE it is the frame's id (Last-Event-ID resumes).
      useSequencedStreams(),
      // GraphQL over SSE in single connection mode (PUT reserves a stream, POST runs on it, DELETE stops).
      useSingleConnectionStreams(svc),
      // Subscribers whose results can only be equal share one execution per event (over graphql-ws,
      // one serialisation too, written to each socket directly: the sequence is added there).
      useSharedSubscriptionExecution<StreamItem, GraphQLContext>(passOn, withSequence),
      // Queries and mutations of a bounded size run as code compiled once per document (graphql-jit).
      ...useCompiledQueries(() => compiledDocuments.inc()),
      // Prometheus counts and times of every operation, by its code.
      useRequestMetrics(),
      // An operation's scope-auth cache goes when the operation is over, not at the next major GC.
      useReleaseRequestCaches(),
      // After a write, its workspace reads from the primary until replicas have caught up.
      useReadYourWrites(svc.db.reads),
      // What an operation raised, masked and logged with its request id (last, as yoga's own was).
      useMaskedErrors(svc.logger),
    ]),
    // Masked by useMaskedErrors and usePublicErrors, which know the request (see useMaskedErrors).
    maskedErrors: false,
    context: async (initial) => {
      const requestId = initial.requestId ?? randomUUID();
      let caller = initial.caller;
      if (caller === undefined) {
        const named = apiKeyOfHeaders(initial.request.headers);
        if ("refusal" in named) {
          throw createGraphQLError(named.refusal, { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
        }
        const key = named.key;
        caller = key ? await authenticate(svc.db.prisma, key, svc.keys) : null;
        if (key && !caller) {
          throw createGraphQLError("invalid API key", { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
        }
      }
      // Last-Event-ID resumes a stream of one operation (distinct connections); an operation
      // posted to a single-connection stream resumes with `after`.
      const resumesByLastEventId = !initial.socket && !streamTokenOf(initial.request);
      const context = createContext(
        svc,
        caller ?? null,
        requestId,
        {
          socket: initial.socket,
          operationId: initial.operationId,
          sse: resumesByLastEventId ? sseSinkFor(initial.request) : undefined,
          lastEventId: resumesByLastEventId ? initial.request.headers.get("last-event-id") : null,
        },
        initial.callerGone ?? (() => initial.request?.signal),
      );
      if (!initial.socket) context.idempotencyKeyHeader = initial.request.headers.get("idempotency-key");
      return context;
    },
  });
}

function corsOptions(config: Config) {
  const common = {
    allowedHeaders: ["content-type", "accept", "x-api-key", "authorization", "idempotency-key", "x-request-id", "last-event-id", "x-graphql-yoga-csrf", STREAM_TOKEN_HEADER],
    exposedHeaders: ["x-request-id", "retry-after"],
    // PUT reserves a single-connection SSE stream, DELETE stops one of its operations.
    methods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    // Keys travel in a header, never in cookies.
    credentials: false,
  };
  return config.corsOrigins === "*" ? { ...common, origin: "*" } : { ...common, origin: config.corsOrigins };
}
