import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Config } from "../config.js";
import { replicaReadiness } from "../db/read-routing.js";
import { appMetrics, serveMetrics } from "../metrics.js";
import type { RateLimiter } from "../pubsub/rate-limit.js";
import type { Services } from "../graphql/context.js";
import { isConsolePath, serveConsole } from "../console/serve.js";
import { AGUI_PATH, serveAgui, serveAguiPreflight } from "../agui/serve.js";
import { apiKeyOfHeaders } from "./plugins/request-headers.js";
import { rateBucket, rateLimitedError } from "./plugins/rate-limit.js";
import type { Yoga } from "./yoga.js";

/**
 * The HTTP side: /health, /ready, /metrics, the console's files, POST /agui (with its preflight and
 * the same rate limit as /graphql), and everything else to yoga on /graphql, the body within its
 * limit (413 past it: a declared length is checked before yoga reads, a chunked body is read here first).
 */
export function httpHandler({
  config,
  svc,
  yoga,
  limiter,
  metrics,
  stopping,
}: {
  config: Config;
  svc: Services;
  yoga: Yoga;
  limiter: RateLimiter;
  metrics: ReturnType<typeof appMetrics>;
  /** Whether the app is stopping (/ready then answers 503). */
  stopping: () => boolean;
}) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0];
    if (isConsolePath(path)) return void serveConsole(req, res, path);
    if (path === "/metrics") {
      if (config.metrics.token === undefined) return void res.writeHead(404).end();
      return void serveMetrics(req, res, metrics, config.metrics.token);
    }
    if (path === "/health") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
      return;
    }
    if (path === "/ready") {
      // Not yoga's useReadinessCheck: that runs inside yoga's pipeline, after the request log line
      // and beside the rate limit, which a load balancer's probe every second should not meet; and
      // the body here says which dependency is away (degraded) while still answering 200.
      const { ok, body } = await readiness(svc);
      if (stopping()) body.status = "stopping";
      res.writeHead(ok && !stopping() ? 200 : 503, { "content-type": "application/json" }).end(JSON.stringify(body));
      return;
    }
    const requestId = requestIdOf(req.headers["x-request-id"]);
    res.setHeader("x-request-id", requestId);
    const started = performance.now();
    res.on("finish", () =>
      svc.logger.info(
        { requestId, method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started) },
        "request",
      ),
    );
    if (path === AGUI_PATH && req.method === "OPTIONS") return serveAguiPreflight(req, res, svc);
    const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
    // A body of a declared length within the limit is yoga's to read from the request itself: Node
    // takes exactly that many bytes as the body, so the limit holds. Handing yoga a body read here
    // instead (`req.body`) kept every such request's objects alive through two young-generation
    // collections, to be copied to the old generation: `{ __typename }` over HTTP at 300/s, ~450 KB
    // promoted per young collection against ~30 KB when yoga reads the request (`node
    // --trace-gc-nvp`; the mechanism is inside @whatwg-node's request for such a body).
    if (hasBody && path !== AGUI_PATH && declaredWithin(req, config.maxBodyBytes)) return void (await yoga(req, res, { requestId } as never));
    // Any other body (no length declared: chunked) is read here, up to the limit, before yoga sees any of it.
    if (hasBody) {
      const body = await readBody(req, config.maxBodyBytes);
      if (body === "too large") return payloadTooLarge(req, res, config.maxBodyBytes, requestId);
      if (body === "aborted") return;
      if (path === AGUI_PATH) {
        // The same per-key rate limit as /graphql (there, a yoga plugin), before any work is done.
        const named = apiKeyOfHeaders({ get: (name) => [req.headers[name]].flat()[0] ?? null });
        const slot = await limiter.take(rateBucket("key" in named ? (named.key ?? null) : null, req.socket.remoteAddress));
        if (!slot.ok) {
          const { http: _http, ...extensions } = rateLimitedError(slot.retryAfter).extensions;
          res.writeHead(429, { "content-type": "application/json; charset=utf-8", "retry-after": String(slot.retryAfter) });
          res.end(JSON.stringify({ errors: [{ message: `too many requests for this API key: retry after ${slot.retryAfter} s`, extensions: { ...extensions, requestId } }] }));
          return;
        }
        return serveAgui(req, res, body, svc, requestId);
      }
      // Yoga takes a body already read from `req.body`; a stream of one chunk, since it copies
      // a Buffer there key by key.
      if (body.length > 0) (req as IncomingMessage & { body?: Readable }).body = Readable.from([body]);
    }
    await yoga(req, res, { requestId } as never);
  };
}

/** The server of METRICS_PORT: /metrics only, without a token (keep that port internal). */
export function metricsOnlyServer(metrics: ReturnType<typeof appMetrics>): Server {
  return createServer((req, res) => {
    if ((req.url ?? "/").split("?")[0] === "/metrics") void serveMetrics(req, res, metrics, undefined);
    else res.writeHead(404).end();
  });
}

/**
 * What /ready reports. The database decides: without it nothing can be served (503). Without
 * Redis the instance still serves correctly, with live signals repaired by the log poll and the
 * limits counted per instance, so it stays in the load balancer (200, "degraded"). A read
 * replica that is down or too far behind is skipped (its reads go to the primary): "degraded" too.
 */
async function readiness(svc: Services): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const withTimeout = (p: Promise<unknown>) =>
    Promise.race([p.then(() => "ok"), new Promise<string>((r) => setTimeout(() => r("timeout"), 2000).unref())]).catch(
      () => "down",
    );
  const [database, pubsub] = await Promise.all([withTimeout(svc.db.sql.query("SELECT 1")), withTimeout(svc.pubsub.ping())]);
  const ok = database === "ok";
  const replicas = replicaReadiness(svc.db.reads);
  const whole = pubsub === "ok" && (!replicas || replicas.every((r) => r.state === "ok"));
  return { ok, body: { status: !ok ? "unavailable" : whole ? "ready" : "degraded", database, pubsub, ...(replicas ? { replicas } : {}) } };
}

/** A client's request id is kept (and echoed) only when it is short and plain; otherwise a new one. */
function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && /^[A-Za-z0-9._:-]{1,128}$/.test(header) ? header : randomUUID();
}

/** The body's length the request declares (Content-Length, digits only), if it declares one. */
function declaredLength(req: IncomingMessage): number | undefined {
  const declared = req.headers["content-length"];
  return declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
}

/** Whether the request declares its body's length (Content-Length), at most `limit` bytes. */
function declaredWithin(req: IncomingMessage, limit: number): boolean {
  const declared = declaredLength(req);
  return declared !== undefined && declared <= limit;
}

/** Reads a request body up to `limit` bytes; past it, stops buffering. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | "too large" | "aborted"> {
  const declared = declaredLength(req);
  if (declared !== undefined && declared > limit) return Promise.resolve("too large");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (v: Buffer | "too large" | "aborted") => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onError);
      resolve(v);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done("too large");
      else chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks, size));
    const onError = () => done("aborted");
    req.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onError);
  });
}

/**
 * 413 with a GraphQL error body. The connection is closed after the answer, and the rest of the
 * upload is read and dropped meanwhile (up to a bound) so the client sees the answer rather than
 * a reset.
 */
function payloadTooLarge(req: IncomingMessage, res: ServerResponse, limit: number, requestId: string) {
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > limit * 4) req.socket.destroy();
  });
  req.resume();
  res.writeHead(413, { "content-type": "application/json; charset=utf-8", connection: "close" }).end(
    JSON.stringify({
      errors: [{ message: `the request body is larger than ${limit} bytes`, extensions: { code: "PAYLOAD_TOO_LARGE", limit, requestId } }],
    }),
  );
}
