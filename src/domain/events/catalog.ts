import { z } from "zod";
import { ENUMS, f, resultOf, statusOf, type FieldDef } from "./fields.js";

/** Who may write an event type: people's apps, agent runtimes, or the server itself. */
export type Writer = "client" | "worker" | "system";

export interface EventTypeDef {
  /** Dotted name as stored and as the reference API spells it, e.g. `user.message`. */
  type: string;
  writer: Writer;
  description: string;
  fields: Record<string, FieldDef>;
  /** Batch rule: the event must be the only one in its batch. */
  alone?: boolean;
  /** A rule across fields, checked after each field is valid; returns the reason it fails. */
  check?: (payload: Record<string, unknown>) => string | undefined;
}

const def = (type: string, writer: Writer, description: string, fields: Record<string, FieldDef> = {}, extra: Partial<EventTypeDef> = {}) =>
  ({ type, writer, description, fields, ...extra }) satisfies EventTypeDef;

const idleStop = {
  stopReason: f.enumOf("StopReason", ENUMS.StopReason, "Why the work stopped."),
  stopDetails: f.optJson("Details of the stop; only set after a REFUSAL."),
};
const taskIdleStop = {
  ...idleStop,
  toolUseIds: f.ids(
    "After REQUIRES_ACTION: the worker.tool_use, worker.mcp_tool_use and worker.custom_tool_use events the task waits on (their ids are the tool use ids answers name).",
  ),
};
const stopDetailsOnlyAfterRefusal = (p: Record<string, unknown>) =>
  p.stopDetails != null && p.stopReason !== "REFUSAL" ? "stopDetails: only a REFUSAL has stop details" : undefined;

/** Every event type of the contract (section 4), in one place. */
export const CATALOG = [
  // Sent by clients.
  def("user.message", "client", "A message from a person, as content blocks.", {
    messageId: {
      ...f.id("The message's id: the one the client gave (unique in its task), or `msg_…` made by the server."),
      // Messages stored before messageId existed answer with one derived from their event id.
      fallback: (row) => `msg_${row.id.slice(row.id.indexOf("_") + 1)}`,
    },
    content: f.content("Text, image and document blocks (at least one); at most 6 images and documents.", 1),
  }),
  def("system.message", "client", "A system message, sent right after a user.message.", {
    content: f.textBlocks(1, 1000, "1 to 1000 text blocks."),
  }),
  def("user.interrupt", "client", "Stops the work in hand; `run` names the run it stopped.", {
    reason: f.optText("Why the work was stopped."),
  }),
  def("user.approval", "client", "An answer to a tool use that asked for permission.", {
    toolUseId: f.id("The id of the worker.tool_use or worker.mcp_tool_use answered."),
    result: resultOf("ApprovalResult", ENUMS.ApprovalResult, "ALLOW or DENY."),
    denyMessage: f.optText("Why the step was denied, for the worker."),
    apiKeyId: f.optId("The key that answered."),
  }, {
    check: (p) => (p.denyMessage != null && p.result !== "DENY" ? "denyMessage: only a DENY carries a denyMessage" : undefined),
  }),
  def("user.custom_tool_result", "client", "The answer to a worker.custom_tool_use.", {
    customToolUseId: f.id("The id of the worker.custom_tool_use answered."),
    content: f.content(),
    isError: f.bool(),
  }),
  def("user.tool_result", "client", "A tool result run on a self-hosted machine and sent back.", {
    toolUseId: f.id(),
    content: f.content(),
    isError: f.bool(),
  }),
  def("user.define_outcome", "client", "Sets the task's next outcome.", {
    outcomeId: f.id(),
    description: f.text(),
    rubric: f.optText(),
    doneMeans: f.optText(),
    maxIterations: f.optInt(),
  }),
  def("user.accept", "client", "Accepts the result. Only alone in its batch.", { comment: f.optText() }, { alone: true }),
  def("user.send_back", "client", "Sends the result back with a reason. Only alone in its batch.", { reason: f.text() }, { alone: true }),

  // Written by workers.
  def("worker.message", "worker", "The worker's answer: text, or structured data.", {
    content: f.textBlocks(0, 1000),
    sources: f.optJson("Sources the answer cites."),
    data: f.optJson("Structured data the worker answers with; messageContent shows it (DataContent) when the message has no text."),
  }),
  def("worker.thinking", "worker", "The model reasoned during a request; a progress signal. The reasoning itself is never kept; a worker may add a short summary.", {
    summary: f.optTextList("Optional short summaries of the reasoning, written by the worker (the reference's thinking carries none)."),
  }),
  def("worker.tool_use", "worker", "The worker used a tool. Its id is the tool use id.", {
    name: f.text(),
    input: f.json("The tool's input, secrets masked."),
    evaluatedPermission: f.optEnumOf("EvaluatedPermission", ENUMS.EvaluatedPermission),
    evaluation: f.optJson("What decided the permission."),
  }),
  def("worker.tool_result", "worker", "A tool's result.", {
    toolUseId: f.id(),
    status: statusOf("ToolResultStatus", ENUMS.ToolResultStatus, "SUCCEEDED, FAILED, CANCELLED or OUTCOME_UNKNOWN."),
    output: f.optJson(),
    error: f.optText(),
  }),
  def("worker.mcp_tool_use", "worker", "The worker called one of the user's apps.", {
    appName: f.text(),
    name: f.text(),
    input: f.json(),
    evaluatedPermission: f.optEnumOf("EvaluatedPermission", ENUMS.EvaluatedPermission),
    evaluation: f.optJson(),
  }),
  def("worker.mcp_tool_result", "worker", "An app's answer.", {
    mcpToolUseId: f.id(),
    output: f.optJson(),
    isError: f.bool(),
  }),
  def("worker.custom_tool_use", "worker", "A custom tool call; the task waits for a user.custom_tool_result.", {
    name: f.text(),
    input: f.json(),
  }),
  def("worker.thread_context_compacted", "worker", "The context was squeezed into a summary."),
  def("worker.thread_message_sent", "worker", "Instructions the worker sent to a thread.", {
    toTaskThreadId: f.id(),
    content: f.content(),
  }),
  def("worker.thread_message_received", "worker", "The answer a thread sent back.", {
    fromTaskThreadId: f.id(),
    content: f.content(),
  }),

  // Where the task stands.
  def("task.status_running", "system", "The task began running; `run` names the run."),
  def("task.status_idle", "system", "The worker stopped.", taskIdleStop, { check: stopDetailsOnlyAfterRefusal }),
  def("task.status_rescheduled", "system", "A run hit a passing fault and runs again by itself.", {
    reason: f.optText(),
  }),
  def("task.status_terminated", "system", "The task was taken back. It takes nothing more."),
  def(
    "task.status_changed",
    "system",
    "The task's status changed in a way no other event says (PENDING, SCHEDULED, AWAITING_USER, CANCELLING, CANCELLED, QUEUED after a stop, COMPLETED or FAILED after a stop, IDLE after an abort of queued or awaiting work). Kept outside the chat, like task.updated.",
    {
      status: statusOf("TaskStatus", ENUMS.TaskStatus, "The status the task is in now (one of TaskStatus's values)."),
      previousStatus: f.enumOf("TaskStatus", ENUMS.TaskStatus, "The status it left."),
      reason: f.optText("What moved it: claimed, drain, provision, answered, aborted, terminal_error, or the stop reason."),
    },
  ),
  def("task.error", "worker", "Something failed.", {
    errorType: f.enumOf("TaskErrorType", ENUMS.TaskErrorType),
    message: f.text(),
    retryStatus: f.enumOf("RetryStatus", ENUMS.RetryStatus),
    code: f.optText(),
    details: f.optJson("Extra fields of the error type (cap, appName, repositoryUrl…)."),
  }),
  def("task.updated", "system", "The task was changed; shows what the change set.", {
    title: f.optText(),
    metadata: f.optJson(),
    budget: f.optJson(),
  }),
  def("task.deleted", "system", "The task was deleted; open streams end."),
  def("history.purged", "system", "History older than `before` was deleted.", { before: f.dateTime() }),

  // Cost and checks.
  def("task.usage", "system", "What the task's work used, up to the stop that follows.", {
    usage: f.usage("Totals for the task."),
    budget: f.optJson(),
  }),
  def("span.model_request_start", "worker", "The worker sent one request to the model."),
  def("span.model_request_end", "worker", "A model request ended.", {
    modelRequestStartId: f.id(),
    isError: f.bool(),
    modelUsage: f.optUsage(),
  }),
  def("span.outcome_evaluation_start", "worker", "A check round of an outcome began.", {
    outcomeId: f.id(),
    iteration: f.int(),
  }),
  def("span.outcome_evaluation_ongoing", "worker", "A heartbeat of a check round.", { outcomeId: f.id() }),
  def("span.outcome_evaluation_end", "worker", "A check round ended.", {
    outcomeId: f.id(),
    result: resultOf("OutcomeResult", ENUMS.OutcomeResult, "SATISFIED, NEEDS_REVISION or FAILED."),
    explanation: f.optText(),
    usage: f.optUsage(),
  }),

  // Helper threads.
  def("task.thread_created", "worker", "A thread started; `thread` names it.", {
    workerName: f.text(),
    workflowRunId: f.optId(),
  }),
  def("task.thread_status_running", "worker", "The thread is at work."),
  def("task.thread_status_rescheduled", "worker", "A cap holds the thread; it goes on when there is room."),
  def("task.thread_status_idle", "worker", "The thread stopped.", idleStop, { check: stopDetailsOnlyAfterRefusal }),
  def("task.thread_status_terminated", "worker", "The thread ended."),

  // Workflow runs.
  def("workflow_run.created", "worker", "A workflow run started.", {
    workflowRunId: f.id(),
    name: f.text(),
    description: f.optText(),
    phases: f.json("The phases in order: [{ id, name }]."),
  }),
  def("workflow_run.status_running", "worker", "The workflow run is at work.", { workflowRunId: f.id() }),
  def("workflow_run.status_idle", "worker", "The workflow run paused.", {
    workflowRunId: f.id(),
    reason: f.optText(),
  }),
  def("workflow_run.phase_started", "worker", "A phase began.", {
    workflowRunId: f.id(),
    workflowRunPhaseId: f.id(),
  }),
  def("workflow_run.phase_ended", "worker", "A phase ended.", {
    workflowRunId: f.id(),
    workflowRunPhaseId: f.id(),
    phaseStartedId: f.id("The id of the workflow_run.phase_started event it closes."),
  }),
  def("workflow_run.error", "worker", "The workflow run failed, right before its end.", {
    workflowRunId: f.optId("Null for a start that made no run."),
    message: f.text(),
    code: f.optText(),
  }),
  def("workflow_run.status_ended", "worker", "The workflow run ended, always as its last step.", {
    workflowRunId: f.id(),
    result: resultOf("WorkflowRunResult", ENUMS.WorkflowRunResult, "COMPLETED, STOPPED or ERROR."),
    error: f.optText(),
  }),
] as const;

export type EventTypeName = (typeof CATALOG)[number]["type"];

export const EVENT_TYPES: ReadonlyMap<string, EventTypeDef> = new Map(CATALOG.map((d) => [d.type, d]));

/**
 * Messages that wait (processedAt null) until a run takes them: a claim's take (read.ts) and the
 * partial index "Event_taskId_waiting_idx" (migration 20261207000000) list these types.
 */
export const WAITING_TYPES = ["user.message", "system.message", "user.send_back"] as const;

/** `user.message` → `USER_MESSAGE` (the GraphQL EventType value). */
export const enumNameOf = (type: string) => type.replace(/\./g, "_").toUpperCase();
/** `task.status_idle` → `TaskStatusIdleEvent` (the GraphQL member type). */
export const typeNameOf = (type: string) =>
  type
    .split(/[._]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("") + "Event";

const BY_ENUM = new Map(CATALOG.map((d) => [enumNameOf(d.type), d.type]));
/** `USER_MESSAGE` → `user.message`. */
export const typeOfEnumName = (name: string) => BY_ENUM.get(name);

const payloadSchemas = new Map(
  CATALOG.map((d) => [
    d.type,
    z.object(Object.fromEntries(Object.entries(d.fields as Record<string, FieldDef>).map(([k, v]) => [k, v.schema]))).strict(),
  ]),
);

/** Validates a payload against its type's schema; returns the cleaned payload or a reason. */
export function parsePayload(type: string, payload: unknown): { ok: true; value: Record<string, unknown> } | { ok: false; reason: string } {
  const schema = payloadSchemas.get(type);
  if (!schema) return { ok: false, reason: `unknown event type ${type}` };
  const r = schema.safeParse(payload ?? {});
  if (r.success) {
    const value = r.data as Record<string, unknown>;
    const broken = EVENT_TYPES.get(type)?.check?.(value);
    return broken ? { ok: false, reason: broken } : { ok: true, value };
  }
  const issue = r.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return { ok: false, reason: `${where}${issue.message}` };
}
