import type { IncomingMessage, ServerResponse } from "node:http";
import { EventEncoder } from "@ag-ui/encoder";
import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { authenticate, requireScope } from "../domain/auth.js";
import { DomainError } from "../domain/errors.js";
import type { EventRow } from "../domain/events/log.js";
import type { StreamItem } from "../domain/events/follow.js";
import { onlyRun, replayEndedRun, runHasEnded, runStartSequence, waitForRunStart } from "../domain/events/follow-run.js";
import { PREVIEW_TYPES } from "../domain/deltas.js";
import { apiKeyOfHeaders } from "../server/plugins/request-headers.js";
import { maskAndLog } from "../server/plugins/errors.js";
import { createContext, type Services } from "../graphql/context.js";
import { openStream } from "../graphql/streams.js";
import { AguiEventMapper } from "./events.js";
import { parseRunAgentInput } from "./input.js";
import { startAguiRun } from "./threads.js";

export const AGUI_PATH = "/agui";

const STATUS_OF: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_STATE: 409,
  TOO_MANY_STREAMS: 429,
  RUN_NOT_STARTED: 429,
  MODEL_DOES_NOT_SUPPORT_MID_CONVERSATION_SYSTEM: 400,
  SERVICE_UNAVAILABLE: 503,
};

/** An error before the stream opens: a JSON body shaped like the GraphQL endpoint's errors, with the code. */
function refuse(res: ServerResponse, err: unknown, svc: Services, requestId: string) {
  const gql = maskAndLog(err, requestId, svc.logger);
  const { http, ...extensions } = (gql.extensions ?? {}) as Record<string, unknown> & { http?: { status?: number; headers?: Record<string, string> } };
  const code = String(extensions.code ?? "INTERNAL_SERVER_ERROR");
  const status = http?.status ?? STATUS_OF[code] ?? 500;
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...(http?.headers ?? {}) });
  res.end(JSON.stringify({ errors: [{ message: gql.message, extensions }] }));
}

/**
 * CORS for browser frontends, by the same CORS_ORIGINS as /graphql: the allowed origin is named on
 * every answer, and a preflight is answered here (keys travel in headers, never in cookies).
 */
function allowOrigin(req: IncomingMessage, res: ServerResponse, svc: Services): boolean {
  const origin = headerOf(req, "origin");
  if (!origin) return false;
  const allowed = svc.config.corsOrigins === "*" || svc.config.corsOrigins.includes(origin);
  if (!allowed) return false;
  res.setHeader("access-control-allow-origin", svc.config.corsOrigins === "*" ? "*" : origin);
  res.setHeader("access-control-expose-headers", "x-request-id, retry-after");
  if (svc.config.corsOrigins !== "*") res.setHeader("vary", "Origin");
  return true;
}

/** OPTIONS /agui: the browser's preflight before a JSON POST. */
export function serveAguiPreflight(req: IncomingMessage, res: ServerResponse, svc: Services): void {
  if (allowOrigin(req, res, svc)) {
    res.setHeader("access-control-allow-methods", "POST, OPTIONS");
    res.setHeader("access-control-allow-headers", "content-type, accept, x-api-key, authorization, x-request-id");
    res.setHeader("access-control-max-age", "600");
  }
  res.writeHead(204).end();
}

const unauthenticated = (message: string) => new DomainError("UNAUTHENTICATED", message, { http: { status: 401 } });

/**
 * POST /agui: an AG-UI endpoint over the same domain code as the GraphQL API. The key, the body
 * and the input's effects are all checked (and written, in one transaction) before the stream
 * opens, so a refused request is a JSON error that wrote nothing. The stream is the run's events
 * mapped to AG-UI 1.0, from the run's start, then live, ending with RUN_FINISHED or RUN_ERROR.
 */
export async function serveAgui(req: IncomingMessage, res: ServerResponse, body: Buffer, svc: Services, requestId: string): Promise<void> {
  let input: RunAgentInput;
  let start: Awaited<ReturnType<typeof startAguiRun>>;
  allowOrigin(req, res, svc);
  try {
    const named = apiKeyOfHeaders({ get: (name) => headerOf(req, name) });
    if ("refusal" in named) throw unauthenticated(named.refusal);
    if (!named.key) throw unauthenticated("an API key is required: send x-api-key or Authorization: Bearer");
    const caller = await authenticate(svc.db.prisma, named.key, svc.keys);
    if (!caller) throw unauthenticated("invalid API key");
    if (req.method !== "POST") {
      res.writeHead(405, { allow: "POST", "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ errors: [{ message: "POST a RunAgentInput", extensions: { code: "METHOD_NOT_ALLOWED" } }] }));
      return;
    }
    input = parseRunAgentInput(body);
    // The endpoint's scope, checked here at its edge as GraphQL's fields check theirs.
    start = await startAguiRun(svc.log, requireScope(caller, "client"), input, svc.config.models);
  } catch (err) {
    return refuse(res, err, svc, requestId);
  }

  // The client's abort ends the stream, never the run (cancelRun does that).
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.on("close", onClose);
  const onShutdown = () => gone.abort();
  svc.shutdown.addEventListener("abort", onShutdown, { once: true });

  const encoder = new EventEncoder({ accept: headerOf(req, "accept") ?? undefined });
  res.writeHead(200, {
    "content-type": encoder.getContentType(),
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  res.flushHeaders();
  const send = async (events: BaseEvent[]) => {
    for (const e of events) {
      if (res.destroyed || gone.signal.aborted) return;
      const chunk = encoder.encode(e);
      if (!res.write(chunk)) await new Promise<void>((resolve) => {
        const done = () => {
          res.off("drain", done);
          gone.signal.removeEventListener("abort", done);
          resolve();
        };
        res.on("drain", done);
        gone.signal.addEventListener("abort", done, { once: true });
      });
    }
  };

  const { prisma } = svc.db;
  const mapper = new AguiEventMapper(input.threadId, input.runId, async (phaseId) => {
    const phase = await prisma.workflowPhase.findUnique({ where: { id: phaseId }, select: { name: true } });
    return phase?.name;
  });
  let stream: AsyncGenerator<StreamItem> | undefined;
  try {
    await send([mapper.started()]);
    const found = start.run;
    if (!found) {
      // Nothing asked, nothing under way: the thread as it stands.
      const pending = await prisma.pendingInterrupt.findMany({ where: { taskId: start.task.id, status: "PENDING" }, orderBy: { createdAt: "asc" } });
      mapper.end = { kind: "idle", stopReason: pending.length ? "REQUIRES_ACTION" : "END_TURN", toolUseIds: pending.map((p) => p.eventId) };
      await send(mapper.finish({ runStatus: "FINISHED", interrupts: await interruptsOf(svc, pending.map((p) => p.eventId)) }));
      return;
    }
    mapper.runIdOfRows = found.id;
    const run = await waitForRunStart({ prisma, pubsub: svc.pubsub }, found, null, gone.signal);
    const after = await runStartSequence(prisma, run.id);
    if (runHasEnded(run)) {
      stream = replayEndedRun(prisma, run.id, after);
    } else {
      // A followed stream without a GraphQL request: no caller is needed past the checks above.
      const ctx = createContext(svc, null, requestId, {}, () => gone.signal);
      stream = onlyRun(
        await openStream(ctx, { workspaceId: start.task.workspaceId, taskId: start.task.id, deltas: [...PREVIEW_TYPES], after, primary: true }),
        run.id,
      );
    }
    const onAbort = () => void stream?.return(undefined as never);
    gone.signal.addEventListener("abort", onAbort, { once: true });
    for await (const item of stream) {
      if (gone.signal.aborted) break;
      await send(await mapper.map(item));
    }
    if (gone.signal.aborted) {
      if (!res.destroyed) await send([]);
      return;
    }
    const ended = await prisma.run.findUnique({ where: { id: run.id } });
    const asked = mapper.end?.kind === "idle" ? mapper.end.toolUseIds : [];
    await send(mapper.finish({ runStatus: ended?.status ?? run.status, interrupts: await interruptsOf(svc, asked) }));
  } catch (err) {
    if (!gone.signal.aborted) {
      const gql = maskAndLog(err, requestId, svc.logger);
      const code = String(gql.extensions?.code ?? "INTERNAL_SERVER_ERROR");
      await send([{ type: "RUN_ERROR", message: gql.message, code } as unknown as BaseEvent]);
    }
  } finally {
    await stream?.return(undefined as never).catch(() => {});
    res.off("close", onClose);
    svc.shutdown.removeEventListener("abort", onShutdown);
    if (!res.writableEnded) res.end();
  }
}

async function interruptsOf(svc: Services, toolUseIds: string[]) {
  if (toolUseIds.length === 0) return [];
  const rows = await svc.db.prisma.pendingInterrupt.findMany({ where: { eventId: { in: toolUseIds } } });
  const uses = (await svc.db.prisma.event.findMany({ where: { id: { in: toolUseIds } }, select: { id: true, payload: true } })) as Pick<EventRow, "id" | "payload">[];
  const nameOf = new Map(uses.map((u) => [u.id, (u.payload as { name?: string } | null)?.name ?? null]));
  return rows.map((r) => ({ id: r.id, kind: r.kind, eventId: r.eventId, toolName: nameOf.get(r.eventId) }));
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
}
