import { EventType, type BaseEvent, type Interrupt, type RunFinishedOutcome, type TokenUsage } from "@ag-ui/core";
import type { DeltaItem } from "../domain/deltas.js";
import type { EventRow } from "../domain/events/log.js";
import type { StreamItem } from "../domain/events/follow.js";

/**
 * Maps one run's stream (its stored events and the previews of events being written) onto AG-UI
 * 1.0 events. Stateful: AG-UI pairs starts and ends (text messages, reasoning, tool calls, steps,
 * subagents), so the mapper remembers what it opened and closes it before the run's end. Nothing
 * is dropped: an event with no AG-UI counterpart goes out as CUSTOM, named by its dotted type.
 */

type Payload = Record<string, unknown>;
type ContentBlock = { type?: string; text?: string };

/** What the end of a run needs that the stream alone does not carry. */
export interface RunEnd {
  /** The run's status as stored once its stream ended. */
  runStatus: string;
  /** The questions its stop left, looked up by the tool use that asked (PendingInterrupt rows). */
  interrupts: { id: string; kind: string; eventId: string; toolName?: string | null }[];
}

export type EndReason =
  | { kind: "idle"; stopReason: string; toolUseIds: string[] }
  | { kind: "terminated" }
  | { kind: "deleted" };

const textOf = (content: unknown) =>
  (Array.isArray(content) ? (content as ContentBlock[]) : [])
    .map((b) => (b?.type === "text" || b?.text != null ? (b.text ?? "") : ""))
    .join("");

export class AguiEventMapper {
  /** Previews streamed as text messages, with the text sent so far. */
  private readonly openText = new Map<string, string>();
  private readonly openReasoning = new Set<string>();
  private readonly openSteps = new Map<string, string>();
  private readonly activeSubagents = new Set<string>();
  private readonly finishedSubagents = new Set<string>();
  private usage: TokenUsage | undefined;
  private fatalError: { message: string; code?: string } | undefined;
  /** Set once the run's end was seen in the stream. */
  end: EndReason | undefined;

  constructor(
    readonly threadId: string,
    readonly runId: string,
    /** A workflow phase's name, for STEP_* (a stored phase id otherwise). */
    private readonly phaseName: (phaseId: string) => Promise<string | undefined> = async () => undefined,
  ) {}

  started(): BaseEvent {
    return { type: EventType.RUN_STARTED, threadId: this.threadId, runId: this.runId, timestamp: Date.now() } as BaseEvent;
  }

  async map(item: StreamItem): Promise<BaseEvent[]> {
    if ("kind" in item) return this.preview(item);
    return this.stored(item);
  }

  private subagent(row: { threadId: string | null }) {
    return row.threadId && this.activeSubagents.has(row.threadId) ? { subagentRunId: row.threadId } : {};
  }

  private preview(item: DeltaItem): BaseEvent[] {
    const out: BaseEvent[] = [];
    const id = item.eventId;
    // Previews are never replayed: one joined half-way (a reattach) would show half a message, so
    // only a preview seen from its start is streamed; the finished event brings the others whole.
    if (item.type === "worker.message") {
      if (item.kind === "start" && !this.openText.has(id)) {
        this.openText.set(id, "");
        out.push({ type: EventType.TEXT_MESSAGE_START, messageId: id, role: "assistant" } as BaseEvent);
      }
      if (item.kind === "delta" && item.text && this.openText.has(id)) {
        this.openText.set(id, this.openText.get(id)! + item.text);
        out.push({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: id, delta: item.text } as BaseEvent);
      }
    } else if (item.type === "worker.thinking") {
      if (item.kind === "delta" && !this.openReasoning.has(id)) return out;
      if (!this.openReasoning.has(id)) {
        this.openReasoning.add(id);
        out.push({ type: EventType.REASONING_START, messageId: id } as BaseEvent);
        out.push({ type: EventType.REASONING_MESSAGE_START, messageId: id, role: "reasoning" } as BaseEvent);
      }
      if (item.kind === "delta" && item.text) out.push({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: id, delta: item.text } as BaseEvent);
    }
    return out;
  }

  private custom(row: EventRow): BaseEvent {
    return {
      type: EventType.CUSTOM,
      name: row.type,
      value: { id: row.id, sequence: row.sequence.toString(), threadId: row.threadId, createdAt: row.createdAt.toISOString(), ...(row.payload as Payload) },
    } as BaseEvent;
  }

  private toolCall(row: EventRow, name: string, input: unknown): BaseEvent[] {
    const sub = this.subagent(row);
    return [
      { type: EventType.TOOL_CALL_START, toolCallId: row.id, toolCallName: name, ...sub } as BaseEvent,
      { type: EventType.TOOL_CALL_ARGS, toolCallId: row.id, delta: JSON.stringify(input ?? {}), ...sub } as BaseEvent,
      { type: EventType.TOOL_CALL_END, toolCallId: row.id, ...sub } as BaseEvent,
    ];
  }

  private toolResult(row: EventRow, toolCallId: string, result: unknown): BaseEvent {
    return {
      type: EventType.TOOL_CALL_RESULT,
      messageId: row.id,
      toolCallId,
      content: typeof result === "string" ? result : JSON.stringify(result ?? null),
      role: "tool",
      ...this.subagent(row),
    } as BaseEvent;
  }

  private async stored(row: EventRow): Promise<BaseEvent[]> {
    const p = (row.payload ?? {}) as Payload;
    switch (row.type) {
      case "worker.message": {
        const sub = this.subagent(row);
        const out: BaseEvent[] = [];
        const text = textOf(p.content) || (p.data != null ? JSON.stringify(p.data) : "");
        const streamed = this.openText.get(row.id);
        if (streamed == null) {
          out.push({ type: EventType.TEXT_MESSAGE_START, messageId: row.id, role: "assistant", ...sub } as BaseEvent);
          if (text) out.push({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: row.id, delta: text, ...sub } as BaseEvent);
        } else if (text.length > streamed.length && text.startsWith(streamed)) {
          // Previews are best effort: the last pieces may have been dropped; the record completes them.
          out.push({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: row.id, delta: text.slice(streamed.length), ...sub } as BaseEvent);
        }
        this.openText.delete(row.id);
        out.push({ type: EventType.TEXT_MESSAGE_END, messageId: row.id, ...sub } as BaseEvent);
        return out;
      }
      case "worker.thinking": {
        const out: BaseEvent[] = [];
        const summary = Array.isArray(p.summary) ? (p.summary as string[]).join("\n") : "";
        if (!this.openReasoning.has(row.id)) {
          out.push({ type: EventType.REASONING_START, messageId: row.id } as BaseEvent);
          if (summary) {
            out.push({ type: EventType.REASONING_MESSAGE_START, messageId: row.id, role: "reasoning" } as BaseEvent);
            out.push({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: row.id, delta: summary } as BaseEvent);
            out.push({ type: EventType.REASONING_MESSAGE_END, messageId: row.id } as BaseEvent);
          }
        } else {
          out.push({ type: EventType.REASONING_MESSAGE_END, messageId: row.id } as BaseEvent);
        }
        this.openReasoning.delete(row.id);
        out.push({ type: EventType.REASONING_END, messageId: row.id } as BaseEvent);
        return out;
      }
      case "worker.tool_use":
      case "worker.custom_tool_use":
        return this.toolCall(row, String(p.name), p.input);
      case "worker.mcp_tool_use":
        return this.toolCall(row, `${String(p.appName)}.${String(p.name)}`, p.input);
      case "worker.tool_result":
        return [this.toolResult(row, String(p.toolUseId), p.error != null ? { status: p.status, error: p.error } : (p.output ?? { status: p.status }))];
      case "worker.mcp_tool_result":
        return [this.toolResult(row, String(p.mcpToolUseId), p.isError ? { isError: true, output: p.output ?? null } : (p.output ?? null))];
      case "task.thread_created": {
        if (!row.threadId || this.activeSubagents.has(row.threadId) || this.finishedSubagents.has(row.threadId)) return [this.custom(row)];
        this.activeSubagents.add(row.threadId);
        return [{ type: EventType.SUBAGENT_STARTED, subagentRunId: row.threadId, name: String(p.workerName) } as BaseEvent];
      }
      case "task.thread_status_terminated": {
        if (!row.threadId || !this.activeSubagents.has(row.threadId)) return [this.custom(row)];
        return this.finishSubagent(row.threadId);
      }
      case "workflow_run.phase_started": {
        const phaseId = String(p.workflowRunPhaseId);
        const stepName = (await this.phaseName(phaseId)) ?? phaseId;
        if ([...this.openSteps.values()].includes(stepName)) return [this.custom(row)];
        this.openSteps.set(phaseId, stepName);
        return [{ type: EventType.STEP_STARTED, stepName } as BaseEvent];
      }
      case "workflow_run.phase_ended": {
        const phaseId = String(p.workflowRunPhaseId);
        const stepName = this.openSteps.get(phaseId);
        if (stepName == null) return [this.custom(row)];
        this.openSteps.delete(phaseId);
        return [{ type: EventType.STEP_FINISHED, stepName } as BaseEvent];
      }
      case "task.usage": {
        const u = (p.usage ?? {}) as Payload;
        const input = Number(u.inputTokens ?? 0);
        const output = Number(u.outputTokens ?? 0);
        this.usage = { inputTokens: input, outputTokens: output, totalTokens: input + output, cachedInputTokens: Number(u.cacheReadTokens ?? 0) };
        return [this.custom(row)];
      }
      case "task.error": {
        if (p.retryStatus === "TERMINAL" || p.retryStatus === "EXHAUSTED") {
          this.fatalError = { message: String(p.message), code: String(p.code ?? p.errorType) };
        }
        return [this.custom(row)];
      }
      case "task.status_idle":
        if (row.runId === this.runIdOfRows) {
          this.end = { kind: "idle", stopReason: String(p.stopReason), toolUseIds: Array.isArray(p.toolUseIds) ? (p.toolUseIds as string[]) : [] };
          return [];
        }
        return [this.custom(row)];
      case "task.status_terminated":
        this.end = { kind: "terminated" };
        return [];
      case "task.deleted":
        this.end = { kind: "deleted" };
        return [];
      default:
        return [this.custom(row)];
    }
  }

  /** The stored run id whose idle ends the stream (the AG-UI run id is the client's). */
  runIdOfRows: string | null = null;

  private finishSubagent(id: string): BaseEvent[] {
    this.activeSubagents.delete(id);
    this.finishedSubagents.add(id);
    return [{ type: EventType.SUBAGENT_FINISHED, subagentRunId: id, outcome: { type: "success" } } as BaseEvent];
  }

  /** Closes what is still open: previews whose event never came, steps and subagents left running. */
  private closeAll(): BaseEvent[] {
    const out: BaseEvent[] = [];
    for (const id of this.openText.keys()) out.push({ type: EventType.TEXT_MESSAGE_END, messageId: id } as BaseEvent);
    this.openText.clear();
    for (const id of this.openReasoning) {
      out.push({ type: EventType.REASONING_MESSAGE_END, messageId: id } as BaseEvent);
      out.push({ type: EventType.REASONING_END, messageId: id } as BaseEvent);
    }
    this.openReasoning.clear();
    for (const stepName of this.openSteps.values()) out.push({ type: EventType.STEP_FINISHED, stepName } as BaseEvent);
    this.openSteps.clear();
    for (const id of [...this.activeSubagents]) out.push(...this.finishSubagent(id));
    return out;
  }

  /** The run's last events: what was open closed, then RUN_FINISHED (with its outcome) or RUN_ERROR. */
  finish(end: RunEnd): BaseEvent[] {
    const out = this.closeAll();
    const usage = this.usage ? { usage: [this.usage] } : {};
    const base = { threadId: this.threadId, runId: this.runId, timestamp: Date.now() };
    if (this.fatalError || this.end?.kind === "deleted") {
      const err = this.fatalError ?? { message: "the task was deleted", code: "TASK_DELETED" };
      out.push({ type: EventType.RUN_ERROR, message: err.message, ...(err.code ? { code: err.code } : {}), ...usage, timestamp: base.timestamp } as BaseEvent);
      return out;
    }
    let outcome: RunFinishedOutcome = { type: "success" };
    const stop = this.end?.kind === "idle" ? this.end : undefined;
    if (this.end?.kind === "terminated" || end.runStatus === "CANCELLED" || stop?.stopReason === "CANCELLED" || stop?.stopReason === "INTERRUPTED") {
      outcome = { type: "cancelled" };
    } else if (stop?.stopReason === "REQUIRES_ACTION") {
      const asked = new Set(stop.toolUseIds);
      const mine = end.interrupts.filter((i) => asked.has(i.eventId));
      const approvals = mine.filter((i) => i.kind === "TOOL_APPROVAL");
      if (approvals.length > 0) {
        outcome = {
          type: "interrupt",
          interrupts: approvals.map(
            (i): Interrupt => ({
              id: i.id,
              reason: "tool_approval",
              message: `Allow ${i.toolName ?? "the tool"} to run?`,
              toolCallId: i.eventId,
              responseSchema: {
                type: "object",
                properties: { result: { enum: ["ALLOW", "DENY"] }, denyMessage: { type: "string" } },
              },
            }),
          ),
        };
      } else {
        const pending = stop.toolUseIds.filter((id) => mine.some((i) => i.eventId === id && i.kind === "CUSTOM_TOOL"));
        outcome = pending.length ? { type: "success", pendingToolCallIds: pending } : { type: "success" };
      }
    }
    out.push({ type: EventType.RUN_FINISHED, ...base, outcome, ...usage } as BaseEvent);
    return out;
  }
}
