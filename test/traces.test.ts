/**
 * OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT): the real server posts its spans over OTLP/HTTP
 * to a collector stub here. A sendEvents is one trace: the GraphQL operation's span at its root (or
 * under the caller's `traceparent`), Prisma's spans and their SQL (`prisma:client:db_query`), and the
 * plain SQL of the hot path (`db_query`) beneath it; work outside any request (jobs, the log poll)
 * makes no trace.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServedApi } from "./helpers/app.js";
import { connectWs, startServedApp } from "./helpers/process.js";
import { createTask, textMessage } from "./helpers/events.js";
import { loadConfig } from "../src/config.js";

const SEND_EVENTS = `mutation SendEvents($input: SendEventsInput!) { sendEvents(input: $input) { events { ... on TaskEvent { sequence } } } }`;

interface Received {
  method: string;
  path: string;
  contentType: string;
  body: Buffer;
}

interface SpanRecord {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  serviceName: unknown;
}

/** An OTLP/HTTP collector on a free port: keeps every request, and wakes whoever waits for one. */
async function collectorStub() {
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const contentType = String(req.headers["content-type"] ?? "");
      received.push({ method: req.method ?? "", path: req.url ?? "", contentType, body: Buffer.concat(chunks) });
      // An empty ExportTraceServiceResponse: `{}` in JSON, no bytes in protobuf.
      res.writeHead(200, { "content-type": contentType }).end(contentType.includes("json") ? "{}" : "");
      for (const w of waiters) w();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** Resolves once `found` returns something for what has arrived (checked on each arrival). */
    until<T>(found: () => T | undefined, what: string, timeoutMs = 30_000): Promise<T> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const value = found();
          if (value === undefined) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(value);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the collector did not receive ${what} within ${timeoutMs} ms (${received.length} requests)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Collector = Awaited<ReturnType<typeof collectorStub>>;

/** Every span of every OTLP/JSON request received, with its attributes as a plain object. */
function jsonSpans(collector: Collector): SpanRecord[] {
  const value = (v: Record<string, unknown>): unknown => {
    if ("arrayValue" in v) return ((v.arrayValue as { values?: Record<string, unknown>[] }).values ?? []).map(value);
    return Object.values(v)[0];
  };
  const attributes = (list: { key: string; value: Record<string, unknown> }[] = []) => Object.fromEntries(list.map((a) => [a.key, value(a.value)]));
  return collector.received
    .filter((r) => r.contentType.startsWith("application/json"))
    .flatMap((r) => JSON.parse(r.body.toString("utf8")).resourceSpans as any[])
    .flatMap((rs) => {
      const resource = attributes(rs.resource?.attributes);
      return (rs.scopeSpans as any[]).flatMap((ss) =>
        (ss.spans as any[]).map(
          (s): SpanRecord => ({
            traceId: s.traceId,
            spanId: s.spanId,
            parentSpanId: s.parentSpanId ?? "",
            name: s.name,
            kind: s.kind,
            attributes: attributes(s.attributes),
            serviceName: resource["service.name"],
          }),
        ),
      );
    });
}

/** Whether `span` descends from `ancestor` through the spans received. */
function descendsFrom(span: SpanRecord, ancestor: SpanRecord, spans: SpanRecord[]): boolean {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  for (let at: SpanRecord | undefined = span; at; at = byId.get(at.parentSpanId)) {
    if (at.parentSpanId === ancestor.spanId) return true;
  }
  return false;
}

/** A sendEvents over HTTP, with a `traceparent` when given; returns the sequences written. */
async function sendEvents(api: ServedApi, taskId: string, text: string, traceparent?: string): Promise<string[]> {
  const res = await fetch(api.url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": api.adminKey, ...(traceparent ? { traceparent } : {}) },
    body: JSON.stringify({ query: SEND_EVENTS, variables: { input: { taskId, events: [textMessage(text)] } } }),
  });
  const body = (await res.json()) as { data?: { sendEvents: { events: { sequence: string }[] } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.sendEvents.events.map((e) => e.sequence);
}

/** The spans of one operation's trace, once its root (the operation span, ended last) has arrived. */
async function operationTrace(collector: Collector, match: (root: SpanRecord) => boolean) {
  const root = await collector.until(() => jsonSpans(collector).find((s) => s.name === "mutation SendEvents" && match(s)), "the sendEvents span");
  const spans = jsonSpans(collector).filter((s) => s.traceId === root.traceId);
  return { root, spans };
}

const newTraceparent = () => {
  const traceId = randomBytes(16).toString("hex");
  const spanId = randomBytes(8).toString("hex");
  return { traceId, spanId, header: `00-${traceId}-${spanId}-01` };
};

describe("configuration", () => {
  it("turns tracing on with an OTLP endpoint only, over http/protobuf unless told http/json, and refuses gRPC", () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" }).tracing).toEqual({
      url: "http://collector:4318/v1/traces",
      protocol: "http/protobuf",
    });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://collector/otlp/traces", OTEL_EXPORTER_OTLP_PROTOCOL: "http/json" }).tracing,
    ).toEqual({ url: "https://collector/otlp/traces", protocol: "http/json" });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "true" }).tracing).toBeUndefined();
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4317", OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" })).toThrow(
      /OTEL_EXPORTER_OTLP_PROTOCOL must be http\/protobuf or http\/json \(grpc is not supported\)/,
    );
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT must be an http/);
  });
});

describe("traces", () => {
  let jsonCollector: Collector;
  let protoCollector: Collector;
  let json: ServedApi;
  let proto: ServedApi;

  beforeAll(async () => {
    [jsonCollector, protoCollector] = await Promise.all([collectorStub(), collectorStub()]);
    // A short batch delay: spans leave a few milliseconds after they end.
    [json, proto] = await Promise.all([
      startServedApp({ OTEL_EXPORTER_OTLP_ENDPOINT: jsonCollector.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: "http/json", OTEL_BSP_SCHEDULE_DELAY: "20" }),
      startServedApp({ OTEL_EXPORTER_OTLP_ENDPOINT: protoCollector.endpoint, OTEL_BSP_SCHEDULE_DELAY: "20" }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([json?.stop(), proto?.stop()]);
    await Promise.all([jsonCollector?.close(), protoCollector?.close()]);
  });

  it("makes a sendEvents one trace: the operation's span at the root, its SQL spans beneath it", async () => {
    const taskId = await createTask(json);
    const [sequence] = await sendEvents(json, taskId, "traced");
    expect(sequence).toBeDefined();
    const { root, spans } = await operationTrace(jsonCollector, (s) => s.parentSpanId === "");

    expect(root.kind).toBe(2); // SERVER
    expect(root.serviceName).toBe("agent-task-graphql");
    expect(root.attributes).toMatchObject({ "graphql.operation.type": "mutation", "graphql.operation.name": "SendEvents", "http.request.method": "POST" });
    // Everything else in the trace hangs under the operation.
    const others = spans.filter((s) => s.spanId !== root.spanId);
    expect(others.length).toBeGreaterThan(0);
    for (const span of others) expect(descendsFrom(span, root, spans), `${span.name} under the operation`).toBe(true);
    // Prisma's transaction, and one span per SQL statement (Prisma's, and the plain SQL of the hot
    // path, which makes a write with no Prisma operation of its own): the sequencer's and the
    // event's insert among them.
    const names = new Set(others.map((s) => s.name));
    expect(names).toContain("prisma:client:transaction");
    expect(names).toContain("prisma:client:db_query");
    const sql = others.filter((s) => s.attributes["db.query.text"] !== undefined);
    expect(sql.every((s) => s.attributes["db.system.name"] === "postgresql" && s.kind === 3 /* CLIENT */)).toBe(true);
    const statements = sql.map((s) => String(s.attributes["db.query.text"]));
    expect(statements.some((q) => q.includes('"EventSequencer"'))).toBe(true);
    expect(statements.some((q) => /INSERT INTO "(public"\.")?Event"/.test(q))).toBe(true);
  });

  it("continues the caller's trace from `traceparent`", async () => {
    const taskId = await createTask(json);
    const caller = newTraceparent();
    await sendEvents(json, taskId, "continued", caller.header);
    const { root, spans } = await operationTrace(jsonCollector, (s) => s.traceId === caller.traceId);
    expect(root.parentSpanId).toBe(caller.spanId);
    expect(spans.filter((s) => s.name === "prisma:client:db_query").length).toBeGreaterThan(0);
  });

  it("makes a sendEvents over graphql-ws one trace too", async () => {
    const taskId = await createTask(json);
    const ws = connectWs(json.wsUrl, json.adminKey);
    try {
      await ws.connected;
      const result = await new Promise<any>((resolve, reject) => {
        let value: unknown;
        ws.client.subscribe(
          { query: SEND_EVENTS, variables: { input: { taskId, events: [textMessage("over ws")] } } },
          { next: (v) => (value = v), error: reject, complete: () => resolve(value) },
        );
      });
      expect(result.errors).toBeUndefined();
      expect(result.data.sendEvents.events).toHaveLength(1);
      // The only sendEvents of this suite over graphql-ws: its span has no HTTP method.
      const { root, spans } = await operationTrace(jsonCollector, (s) => s.attributes["http.request.method"] === undefined);
      expect(root.parentSpanId).toBe("");
      expect(root.attributes["graphql.operation.name"]).toBe("SendEvents");
      const sql = spans.filter((s) => s.attributes["db.query.text"] !== undefined);
      expect(sql.map((s) => String(s.attributes["db.query.text"])).some((q) => q.includes('"EventSequencer"'))).toBe(true);
      for (const span of spans.filter((s) => s.spanId !== root.spanId)) expect(descendsFrom(span, root, spans)).toBe(true);
    } finally {
      await ws.client.dispose();
    }
  });

  it("makes no trace of work outside requests (jobs, the log poll)", async () => {
    // By now the jobs have run many times (every second) on this server: every trace received
    // holds a GraphQL operation's span.
    const spans = jsonSpans(jsonCollector);
    const operations = new Set(spans.filter((s) => s.attributes["graphql.operation.type"] !== undefined).map((s) => s.traceId));
    const strays = spans.filter((s) => !operations.has(s.traceId)).map((s) => s.name);
    expect(strays).toEqual([]);
  });

  it("posts OTLP protobuf to /v1/traces by default", async () => {
    const taskId = await createTask(proto);
    const caller = newTraceparent();
    await sendEvents(proto, taskId, "in protobuf", caller.header);
    const traceIdBytes = Buffer.from(caller.traceId, "hex");
    // The operation's span is among the last to end: once a body holds its name with the caller's
    // trace id, the export is the one asked for.
    const request = await protoCollector.until(
      () => protoCollector.received.find((r) => r.body.includes(traceIdBytes) && r.body.includes("mutation SendEvents")),
      "a protobuf export of the sendEvents span",
    );
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/traces");
    expect(request.contentType).toBe("application/x-protobuf");
    const all = Buffer.concat(protoCollector.received.filter((r) => r.body.includes(traceIdBytes)).map((r) => r.body));
    expect(all.includes("prisma:client:db_query")).toBe(true);
    expect(all.includes("agent-task-graphql")).toBe(true);
  });

  it("exports the spans still buffered when it stops (SIGTERM)", async () => {
    const collector = await collectorStub();
    // Ten minutes between exports: only the stop sends these spans.
    const api = await startServedApp({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: "http/json", OTEL_BSP_SCHEDULE_DELAY: "600000" });
    let stopped = false;
    try {
      const taskId = await createTask(api);
      const caller = newTraceparent();
      await sendEvents(api, taskId, "flushed on stop", caller.header);
      expect(jsonSpans(collector).filter((s) => s.traceId === caller.traceId)).toEqual([]);
      stopped = true;
      await api.stop();
      const spans = jsonSpans(collector).filter((s) => s.traceId === caller.traceId);
      expect(spans.map((s) => s.name)).toContain("mutation SendEvents");
      expect(spans.map((s) => s.name)).toContain("prisma:client:db_query");
    } finally {
      if (!stopped) await api.stop();
      await collector.close();
    }
  });
});
