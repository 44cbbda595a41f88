/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AnswerInterruptsInput = {
  answers: Array<InterruptAnswerInput>;
  taskId: string | number;
};

export type AppendRunEventsInput = {
  events: Array<WorkerEventInput>;
  idempotencyKey?: string | null | undefined;
  runId: string | number;
};

export type ApprovalResult =
  | 'ALLOW'
  | 'DENY';

export type CancelMode =
  /** Stop the turn now; the task stays warm and goes back to IDLE. */
  | 'ABORT'
  /** Let the turn finish, then CANCELLED; drainWithinSeconds forces it. */
  | 'DRAIN';

export type CancelRunInput = {
  drainWithinSeconds?: number | null | undefined;
  mode?: CancelMode | null | undefined;
  /** The run to cancel; INVALID_STATE once it has ended. */
  runId?: string | number | null | undefined;
  /** The task whose work to cancel (or give runId). */
  taskId?: string | number | null | undefined;
};

export type ClaimRunInput = {
  /** 5 to 600; renew with renewLease. */
  leaseSeconds?: number | null | undefined;
  taskId?: string | number | null | undefined;
  /** 0 to 30. */
  waitSeconds?: number | null | undefined;
};

export type ContentBlockInput =
  {   document: DocumentBlockInput; image?: never; text?: never; }
  |  { document?: never;   image: ImageBlockInput; text?: never; }
  |  { document?: never; image?: never;   text: TextBlockInput; };

export type ContentSourceInput = {
  /** Base64 bytes (BASE64) or the text itself (TEXT). */
  data?: string | null | undefined;
  /** Refused for now. */
  fileId?: string | null | undefined;
  /** e.g. image/png, application/pdf, text/plain. */
  mediaType?: string | null | undefined;
  type: ContentSourceType;
  /** Refused for now. */
  url?: string | null | undefined;
};

/** How a block's bytes are given. URL and FILE are refused for now. */
export type ContentSourceType =
  | 'BASE64'
  | 'FILE'
  | 'TEXT'
  | 'URL';

export type CreateTaskInput = {
  /** The agent the task targets: only worker keys bound to it claim its runs. An unknown or foreign agent is NOT_FOUND. */
  agentId?: string | number | null | undefined;
  /** { maxTokens?, maxCostUsd? } */
  budget?: unknown;
  /** A first batch (e.g. the opening message), applied atomically with the creation. */
  events?: Array<EventInput> | null | undefined;
  /** 1 to 200 characters, unique per workspace: a retry with the same key and input returns the task first created and writes nothing; the same key with another input is IDEMPOTENCY_CONFLICT. */
  idempotencyKey?: string | null | undefined;
  /** The end user the task acts for (filter with tasks(userId:)). Data, not authentication: the API key still decides what the caller may do. */
  identity?: TaskIdentityInput | null | undefined;
  metadata?: unknown;
  mode?: TaskMode | null | undefined;
  /** A model of the server's catalogue (MODELS; by default `demo`, which has a system role, and `demo-no-system`); the default model when left out. An unknown model is BAD_USER_INPUT. */
  model?: string | null | undefined;
  title?: string | null | undefined;
};

export type DateTimeFilter = {
  gt?: string | null | undefined;
  gte?: string | null | undefined;
  lt?: string | null | undefined;
  lte?: string | null | undefined;
};

export type DeltaInput = {
  /** The block of the finished event this text belongs to. */
  index: number;
  text: string;
};

export type DocumentBlockInput = {
  source: ContentSourceInput;
  title?: string | null | undefined;
};

export type EvaluatedPermission =
  | 'ALLOW'
  | 'ASK'
  | 'DENY';

/** One event a client sends: exactly one of these fields. */
export type EventInput =
  {   systemMessage: SystemMessageInput; userAccept?: never; userApproval?: never; userCustomToolResult?: never; userDefineOutcome?: never; userInterrupt?: never; userMessage?: never; userSendBack?: never; userToolResult?: never; }
  |  { systemMessage?: never;   userAccept: UserAcceptInput; userApproval?: never; userCustomToolResult?: never; userDefineOutcome?: never; userInterrupt?: never; userMessage?: never; userSendBack?: never; userToolResult?: never; }
  |  { systemMessage?: never; userAccept?: never;   userApproval: UserApprovalInput; userCustomToolResult?: never; userDefineOutcome?: never; userInterrupt?: never; userMessage?: never; userSendBack?: never; userToolResult?: never; }
  |  { systemMessage?: never; userAccept?: never; userApproval?: never;   userCustomToolResult: UserCustomToolResultInput; userDefineOutcome?: never; userInterrupt?: never; userMessage?: never; userSendBack?: never; userToolResult?: never; }
  |  { systemMessage?: never; userAccept?: never; userApproval?: never; userCustomToolResult?: never;   userDefineOutcome: UserDefineOutcomeInput; userInterrupt?: never; userMessage?: never; userSendBack?: never; userToolResult?: never; }
  |  { systemMessage?: never; userAccept?: never; userApproval?: never; userCustomToolResult?: never; userDefineOutcome?: never;   userInterrupt: UserInterruptInput; userMessage?: never; userSendBack?: never; userToolResult?: never; }
  |  { systemMessage?: never; userAccept?: never; userApproval?: never; userCustomToolResult?: never; userDefineOutcome?: never; userInterrupt?: never;   userMessage: UserMessageInput; userSendBack?: never; userToolResult?: never; }
  |  { systemMessage?: never; userAccept?: never; userApproval?: never; userCustomToolResult?: never; userDefineOutcome?: never; userInterrupt?: never; userMessage?: never;   userSendBack: UserSendBackInput; userToolResult?: never; }
  |  { systemMessage?: never; userAccept?: never; userApproval?: never; userCustomToolResult?: never; userDefineOutcome?: never; userInterrupt?: never; userMessage?: never; userSendBack?: never;   userToolResult: UserToolResultInput; };

export type EventResult =
  | 'ALLOW'
  | 'COMPLETED'
  | 'DENY'
  | 'ERROR'
  | 'FAILED'
  | 'NEEDS_REVISION'
  | 'SATISFIED'
  | 'STOPPED';

export type EventStatus =
  | 'AWAITING_USER'
  | 'CANCELLED'
  | 'CANCELLING'
  | 'COMPLETED'
  | 'FAILED'
  | 'IDLE'
  | 'OUTCOME_UNKNOWN'
  | 'PENDING'
  | 'QUEUED'
  | 'RUNNING'
  | 'SCHEDULED'
  | 'SUCCEEDED'
  | 'TERMINATED';

/** Every event type; the dotted name in SCREAMING_SNAKE (user.message → USER_MESSAGE). */
export type EventType =
  /** History older than `before` was deleted. */
  | 'HISTORY_PURGED'
  /** A model request ended. */
  | 'SPAN_MODEL_REQUEST_END'
  /** The worker sent one request to the model. */
  | 'SPAN_MODEL_REQUEST_START'
  /** A check round ended. */
  | 'SPAN_OUTCOME_EVALUATION_END'
  /** A heartbeat of a check round. */
  | 'SPAN_OUTCOME_EVALUATION_ONGOING'
  /** A check round of an outcome began. */
  | 'SPAN_OUTCOME_EVALUATION_START'
  /** A system message, sent right after a user.message. */
  | 'SYSTEM_MESSAGE'
  /** The task was deleted; open streams end. */
  | 'TASK_DELETED'
  /** Something failed. */
  | 'TASK_ERROR'
  /** The task's status changed in a way no other event says (PENDING, SCHEDULED, AWAITING_USER, CANCELLING, CANCELLED, QUEUED after a stop, COMPLETED or FAILED after a stop, IDLE after an abort of queued or awaiting work). Kept outside the chat, like task.updated. */
  | 'TASK_STATUS_CHANGED'
  /** The worker stopped. */
  | 'TASK_STATUS_IDLE'
  /** A run hit a passing fault and runs again by itself. */
  | 'TASK_STATUS_RESCHEDULED'
  /** The task began running; `run` names the run. */
  | 'TASK_STATUS_RUNNING'
  /** The task was taken back. It takes nothing more. */
  | 'TASK_STATUS_TERMINATED'
  /** A thread started; `thread` names it. */
  | 'TASK_THREAD_CREATED'
  /** The thread stopped. */
  | 'TASK_THREAD_STATUS_IDLE'
  /** A cap holds the thread; it goes on when there is room. */
  | 'TASK_THREAD_STATUS_RESCHEDULED'
  /** The thread is at work. */
  | 'TASK_THREAD_STATUS_RUNNING'
  /** The thread ended. */
  | 'TASK_THREAD_STATUS_TERMINATED'
  /** The task was changed; shows what the change set. */
  | 'TASK_UPDATED'
  /** What the task's work used, up to the stop that follows. */
  | 'TASK_USAGE'
  /** Accepts the result. Only alone in its batch. */
  | 'USER_ACCEPT'
  /** An answer to a tool use that asked for permission. */
  | 'USER_APPROVAL'
  /** The answer to a worker.custom_tool_use. */
  | 'USER_CUSTOM_TOOL_RESULT'
  /** Sets the task's next outcome. */
  | 'USER_DEFINE_OUTCOME'
  /** Stops the work in hand; `run` names the run it stopped. */
  | 'USER_INTERRUPT'
  /** A message from a person, as content blocks. */
  | 'USER_MESSAGE'
  /** Sends the result back with a reason. Only alone in its batch. */
  | 'USER_SEND_BACK'
  /** A tool result run on a self-hosted machine and sent back. */
  | 'USER_TOOL_RESULT'
  /** A custom tool call; the task waits for a user.custom_tool_result. */
  | 'WORKER_CUSTOM_TOOL_USE'
  /** An app's answer. */
  | 'WORKER_MCP_TOOL_RESULT'
  /** The worker called one of the user's apps. */
  | 'WORKER_MCP_TOOL_USE'
  /** The worker's answer: text, or structured data. */
  | 'WORKER_MESSAGE'
  /** The model reasoned during a request; a progress signal. The reasoning itself is never kept; a worker may add a short summary. */
  | 'WORKER_THINKING'
  /** The context was squeezed into a summary. */
  | 'WORKER_THREAD_CONTEXT_COMPACTED'
  /** The answer a thread sent back. */
  | 'WORKER_THREAD_MESSAGE_RECEIVED'
  /** Instructions the worker sent to a thread. */
  | 'WORKER_THREAD_MESSAGE_SENT'
  /** A tool's result. */
  | 'WORKER_TOOL_RESULT'
  /** The worker used a tool. Its id is the tool use id. */
  | 'WORKER_TOOL_USE'
  /** A workflow run started. */
  | 'WORKFLOW_RUN_CREATED'
  /** The workflow run failed, right before its end. */
  | 'WORKFLOW_RUN_ERROR'
  /** A phase ended. */
  | 'WORKFLOW_RUN_PHASE_ENDED'
  /** A phase began. */
  | 'WORKFLOW_RUN_PHASE_STARTED'
  /** The workflow run ended, always as its last step. */
  | 'WORKFLOW_RUN_STATUS_ENDED'
  /** The workflow run paused. */
  | 'WORKFLOW_RUN_STATUS_IDLE'
  /** The workflow run is at work. */
  | 'WORKFLOW_RUN_STATUS_RUNNING';

export type FinishRunInput = {
  /** App actions decided in the run, for the receipt. */
  appActions?: Array<unknown> | null | undefined;
  runId: string | number;
  /** Only with REFUSAL. */
  stopDetails?: unknown;
  stopReason?: StopReason | null | undefined;
  /** What the run used; otherwise the sum of its model requests. */
  usage?: UsageInput | null | undefined;
};

export type ImageBlockInput = {
  source: ContentSourceInput;
};

export type InterruptAction =
  | 'CANCEL'
  | 'RESOLVE';

export type InterruptAnswerInput = {
  action: InterruptAction;
  interruptId: string | number;
  /** Approval: { result: ALLOW|DENY, denyMessage? }. Custom tool: { content: "text", isError? }. */
  payload?: unknown;
};

export type InterruptKind =
  | 'CUSTOM_TOOL'
  | 'TOOL_APPROVAL';

export type InterruptStatus =
  | 'CANCELLED'
  | 'PENDING'
  | 'RESOLVED';

/** Who wrote a message: the person (USER), the agent (AGENT), a system message (SYSTEM) or a tool result sent back by a client (TOOL). */
export type MessageAuthor =
  | 'AGENT'
  | 'SYSTEM'
  | 'TOOL'
  | 'USER';

/** STATIC for a finished message; ACTIVE for one still being written (stored events are always STATIC). */
export type MessageStyle =
  | 'ACTIVE'
  | 'STATIC';

export type OutcomeResult =
  | 'FAILED'
  | 'NEEDS_REVISION'
  | 'SATISFIED';

export type PublishDeltasInput = {
  deltas: Array<DeltaInput>;
  eventId?: string | number | null | undefined;
  runId: string | number;
  type: EventType;
};

export type RenewLeaseInput = {
  leaseSeconds?: number | null | undefined;
  runId: string | number;
};

export type RetryStatus =
  | 'EXHAUSTED'
  | 'RETRYING'
  | 'TERMINAL';

/** PROMPT opens a turn; STEER guides the turn in progress (PROMPT when none is); CLEAR resets the context. */
export type RunKind =
  | 'CLEAR'
  | 'PROMPT'
  | 'STEER';

export type RunStatus =
  | 'AWAITING_USER'
  | 'CANCELLED'
  | 'DRAINING'
  | 'FINISHED'
  | 'QUEUED'
  | 'RESCHEDULED'
  | 'RUNNING'
  | 'SCHEDULED';

export type SendEventsInput = {
  events: Array<EventInput>;
  idempotencyKey?: string | null | undefined;
  taskId: string | number;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** A model request ended. */
export type SpanModelRequestEndInput = {
  isError: boolean;
  modelRequestStartId: string | number;
  modelUsage?: UsageInput | null | undefined;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** The worker sent one request to the model. */
export type SpanModelRequestStartInput = {
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** A check round ended. */
export type SpanOutcomeEvaluationEndInput = {
  explanation?: string | null | undefined;
  outcomeId: string | number;
  /** SATISFIED, NEEDS_REVISION or FAILED. */
  result: OutcomeResult;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
  usage?: UsageInput | null | undefined;
};

/** A heartbeat of a check round. */
export type SpanOutcomeEvaluationOngoingInput = {
  outcomeId: string | number;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** A check round of an outcome began. */
export type SpanOutcomeEvaluationStartInput = {
  iteration: number;
  outcomeId: string | number;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

export type StartRunInput = {
  /** The message, for PROMPT and STEER. */
  content?: Array<ContentBlockInput> | null | undefined;
  /** Omitted with no content: a provision call. Omitted with content: PROMPT. */
  kind?: RunKind | null | undefined;
  taskId: string | number;
};

export type StopReason =
  | 'BUDGET_EXCEEDED'
  | 'CANCELLED'
  | 'END_TURN'
  | 'INTERRUPTED'
  | 'REFUSAL'
  | 'REQUIRES_ACTION'
  | 'RETRIES_EXHAUSTED'
  | 'TIME_LIMIT'
  | 'TURN_LIMIT';

export type SystemMessageInput = {
  /** 1 to 1000 text blocks. */
  content: Array<SystemTextBlockInput>;
};

export type SystemTextBlockInput = {
  text: string;
};

/** Something failed. */
export type TaskErrorInput = {
  code?: string | null | undefined;
  /** Extra fields of the error type (cap, appName, repositoryUrl…). */
  details?: unknown;
  errorType: TaskErrorType;
  message: string;
  retryStatus: RetryStatus;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

export type TaskErrorType =
  | 'APP_AUTHENTICATION_FAILED_ERROR'
  | 'APP_CONNECTION_FAILED_ERROR'
  | 'BILLING_ERROR'
  | 'MODEL_OVERLOADED_ERROR'
  | 'MODEL_RATE_LIMITED_ERROR'
  | 'MODEL_REQUEST_FAILED_ERROR'
  | 'PASSWORD_HOST_UNREACHABLE_ERROR'
  | 'REPOSITORY_AUTHENTICATION_ERROR'
  | 'REPOSITORY_CHECKOUT_ERROR'
  | 'REPOSITORY_CLONE_ERROR'
  | 'REPOSITORY_FORBIDDEN_ERROR'
  | 'REPOSITORY_NOT_FOUND_ERROR'
  | 'UNKNOWN_ERROR';

export type TaskIdentityInput = {
  /** Your id for the end user, 1 to 200 characters. */
  userId: string;
};

/** INTERACTIVE goes back to IDLE between turns; ONE_SHOT runs to COMPLETED or FAILED. */
export type TaskMode =
  | 'INTERACTIVE'
  | 'ONE_SHOT';

export type TaskStatus =
  | 'AWAITING_USER'
  | 'CANCELLED'
  | 'CANCELLING'
  | 'COMPLETED'
  | 'FAILED'
  | 'IDLE'
  | 'PENDING'
  | 'QUEUED'
  | 'RUNNING'
  | 'SCHEDULED'
  | 'TERMINATED';

/** A thread started; `thread` names it. */
export type TaskThreadCreatedInput = {
  workerName: string;
  workflowRunId?: string | number | null | undefined;
};

/** The thread stopped. */
export type TaskThreadStatusIdleInput = {
  /** Details of the stop; only set after a REFUSAL. */
  stopDetails?: unknown;
  /** Why the work stopped. */
  stopReason: StopReason;
  /** The helper thread this event belongs to. */
  threadId: string | number;
};

/** A cap holds the thread; it goes on when there is room. */
export type TaskThreadStatusRescheduledInput = {
  /** The helper thread this event belongs to. */
  threadId: string | number;
};

/** The thread is at work. */
export type TaskThreadStatusRunningInput = {
  /** The helper thread this event belongs to. */
  threadId: string | number;
};

/** The thread ended. */
export type TaskThreadStatusTerminatedInput = {
  /** The helper thread this event belongs to. */
  threadId: string | number;
};

export type TextBlockInput = {
  text: string;
};

/** How to display a text. */
export type TextFormat =
  | 'CODE'
  | 'MARKDOWN'
  | 'PLAIN';

export type ToolResultStatus =
  | 'CANCELLED'
  | 'FAILED'
  | 'OUTCOME_UNKNOWN'
  | 'SUCCEEDED';

export type UsageInput = {
  cacheReadTokens?: number | null | undefined;
  cacheWriteTokens?: number | null | undefined;
  costUsd?: number | null | undefined;
  inputTokens?: number | null | undefined;
  outputTokens?: number | null | undefined;
};

export type UserAcceptInput = {
  comment?: string | null | undefined;
};

export type UserApprovalInput = {
  denyMessage?: string | null | undefined;
  result: ApprovalResult;
  toolUseId: string | number;
};

export type UserCustomToolResultInput = {
  content: Array<ContentBlockInput>;
  customToolUseId: string | number;
  isError?: boolean | null | undefined;
};

export type UserDefineOutcomeInput = {
  description: string;
  doneMeans?: string | null | undefined;
  maxIterations?: number | null | undefined;
  rubric?: string | null | undefined;
};

export type UserInterruptInput = {
  reason?: string | null | undefined;
};

export type UserMessageInput = {
  content: Array<ContentBlockInput>;
  /** The message's own id, unique in its task (another message of the task with it is BAD_USER_INPUT); the server makes one (msg_…) when it is left out. */
  messageId?: string | null | undefined;
};

export type UserSendBackInput = {
  reason: string;
};

export type UserToolResultInput = {
  content: Array<ContentBlockInput>;
  isError?: boolean | null | undefined;
  toolUseId: string | number;
};

/** A custom tool call; the task waits for a user.custom_tool_result. */
export type WorkerCustomToolUseInput = {
  input: unknown;
  name: string;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** One event a worker writes: exactly one of these fields. */
export type WorkerEventInput =
  {   spanModelRequestEnd: SpanModelRequestEndInput; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never;   spanModelRequestStart: SpanModelRequestStartInput; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never;   spanOutcomeEvaluationEnd: SpanOutcomeEvaluationEndInput; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never;   spanOutcomeEvaluationOngoing: SpanOutcomeEvaluationOngoingInput; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never;   spanOutcomeEvaluationStart: SpanOutcomeEvaluationStartInput; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never;   taskError: TaskErrorInput; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never;   taskThreadCreated: TaskThreadCreatedInput; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never;   taskThreadStatusIdle: TaskThreadStatusIdleInput; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never;   taskThreadStatusRescheduled: TaskThreadStatusRescheduledInput; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never;   taskThreadStatusRunning: TaskThreadStatusRunningInput; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never;   taskThreadStatusTerminated: TaskThreadStatusTerminatedInput; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never;   workerCustomToolUse: WorkerCustomToolUseInput; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never;   workerMcpToolResult: WorkerMcpToolResultInput; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never;   workerMcpToolUse: WorkerMcpToolUseInput; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never;   workerMessage: WorkerMessageInput; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never;   workerThinking: WorkerThinkingInput; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never;   workerThreadContextCompacted: WorkerThreadContextCompactedInput; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never;   workerThreadMessageReceived: WorkerThreadMessageReceivedInput; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never;   workerThreadMessageSent: WorkerThreadMessageSentInput; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never;   workerToolResult: WorkerToolResultInput; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never;   workerToolUse: WorkerToolUseInput; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never;   workflowRunCreated: WorkflowRunCreatedInput; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never;   workflowRunError: WorkflowRunErrorInput; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never;   workflowRunPhaseEnded: WorkflowRunPhaseEndedInput; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never;   workflowRunPhaseStarted: WorkflowRunPhaseStartedInput; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never;   workflowRunStatusEnded: WorkflowRunStatusEndedInput; workflowRunStatusIdle?: never; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never;   workflowRunStatusIdle: WorkflowRunStatusIdleInput; workflowRunStatusRunning?: never; }
  |  { spanModelRequestEnd?: never; spanModelRequestStart?: never; spanOutcomeEvaluationEnd?: never; spanOutcomeEvaluationOngoing?: never; spanOutcomeEvaluationStart?: never; taskError?: never; taskThreadCreated?: never; taskThreadStatusIdle?: never; taskThreadStatusRescheduled?: never; taskThreadStatusRunning?: never; taskThreadStatusTerminated?: never; workerCustomToolUse?: never; workerMcpToolResult?: never; workerMcpToolUse?: never; workerMessage?: never; workerThinking?: never; workerThreadContextCompacted?: never; workerThreadMessageReceived?: never; workerThreadMessageSent?: never; workerToolResult?: never; workerToolUse?: never; workflowRunCreated?: never; workflowRunError?: never; workflowRunPhaseEnded?: never; workflowRunPhaseStarted?: never; workflowRunStatusEnded?: never; workflowRunStatusIdle?: never;   workflowRunStatusRunning: WorkflowRunStatusRunningInput; };

/** An app's answer. */
export type WorkerMcpToolResultInput = {
  isError: boolean;
  mcpToolUseId: string | number;
  output?: unknown;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** The worker called one of the user's apps. */
export type WorkerMcpToolUseInput = {
  appName: string;
  evaluatedPermission?: EvaluatedPermission | null | undefined;
  evaluation?: unknown;
  input: unknown;
  name: string;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** The worker's answer: text, or structured data. */
export type WorkerMessageInput = {
  content: Array<TextBlockInput>;
  /** Structured data the worker answers with; messageContent shows it (DataContent) when the message has no text. */
  data?: unknown;
  /** The id publishDeltas reserved for this event. */
  eventId?: string | number | null | undefined;
  /** Sources the answer cites. */
  sources?: unknown;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** The model reasoned during a request; a progress signal. The reasoning itself is never kept; a worker may add a short summary. */
export type WorkerThinkingInput = {
  /** The id publishDeltas reserved for this event. */
  eventId?: string | number | null | undefined;
  /** Optional short summaries of the reasoning, written by the worker (the reference's thinking carries none). */
  summary?: Array<string> | null | undefined;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** The context was squeezed into a summary. */
export type WorkerThreadContextCompactedInput = {
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** The answer a thread sent back. */
export type WorkerThreadMessageReceivedInput = {
  content: Array<ContentBlockInput>;
  fromTaskThreadId: string | number;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** Instructions the worker sent to a thread. */
export type WorkerThreadMessageSentInput = {
  content: Array<ContentBlockInput>;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
  toTaskThreadId: string | number;
};

/** A tool's result. */
export type WorkerToolResultInput = {
  error?: string | null | undefined;
  output?: unknown;
  /** SUCCEEDED, FAILED, CANCELLED or OUTCOME_UNKNOWN. */
  status: ToolResultStatus;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
  toolUseId: string | number;
};

/** The worker used a tool. Its id is the tool use id. */
export type WorkerToolUseInput = {
  evaluatedPermission?: EvaluatedPermission | null | undefined;
  /** What decided the permission. */
  evaluation?: unknown;
  /** The tool's input, secrets masked. */
  input: unknown;
  name: string;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** A workflow run started. */
export type WorkflowRunCreatedInput = {
  description?: string | null | undefined;
  name: string;
  /** The phases' names, in the order they run. */
  phases: Array<string>;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
};

/** The workflow run failed, right before its end. */
export type WorkflowRunErrorInput = {
  code?: string | null | undefined;
  message: string;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
  /** Null for a start that made no run. */
  workflowRunId?: string | number | null | undefined;
};

/** A phase ended. */
export type WorkflowRunPhaseEndedInput = {
  /** The id of the workflow_run.phase_started event it closes. */
  phaseStartedId: string | number;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
  workflowRunId: string | number;
  workflowRunPhaseId: string | number;
};

/** A phase began. */
export type WorkflowRunPhaseStartedInput = {
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
  workflowRunId: string | number;
  workflowRunPhaseId: string | number;
};

export type WorkflowRunResult =
  | 'COMPLETED'
  | 'ERROR'
  | 'STOPPED';

/** The workflow run ended, always as its last step. */
export type WorkflowRunStatusEndedInput = {
  error?: string | null | undefined;
  /** COMPLETED, STOPPED or ERROR. */
  result: WorkflowRunResult;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
  workflowRunId: string | number;
};

/** The workflow run paused. */
export type WorkflowRunStatusIdleInput = {
  reason?: string | null | undefined;
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
  workflowRunId: string | number;
};

/** The workflow run is at work. */
export type WorkflowRunStatusRunningInput = {
  /** The helper thread this event belongs to. */
  threadId?: string | number | null | undefined;
  workflowRunId: string | number;
};

export type TaskSummaryFragment = { id: string, title: string | null, status: TaskStatus, mode: TaskMode, model: string, createdAt: string, updatedAt: string };

export type PageInfoPartsFragment = { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null };

type EventParts_HistoryPurgedEvent_Fragment = { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_SpanModelRequestEndEvent_Fragment = { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_SpanModelRequestStartEvent_Fragment = { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_SpanOutcomeEvaluationEndEvent_Fragment = { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_SpanOutcomeEvaluationOngoingEvent_Fragment = { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_SpanOutcomeEvaluationStartEvent_Fragment = { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_SystemMessageEvent_Fragment = { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskDeletedEvent_Fragment = { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskErrorEvent_Fragment = { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskStatusChangedEvent_Fragment = { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskStatusIdleEvent_Fragment = { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskStatusRescheduledEvent_Fragment = { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskStatusRunningEvent_Fragment = { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskStatusTerminatedEvent_Fragment = { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskThreadCreatedEvent_Fragment = { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskThreadStatusIdleEvent_Fragment = { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskThreadStatusRescheduledEvent_Fragment = { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskThreadStatusRunningEvent_Fragment = { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskThreadStatusTerminatedEvent_Fragment = { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskUpdatedEvent_Fragment = { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_TaskUsageEvent_Fragment = { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_UserAcceptEvent_Fragment = { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_UserApprovalEvent_Fragment = { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_UserCustomToolResultEvent_Fragment = { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_UserDefineOutcomeEvent_Fragment = { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_UserInterruptEvent_Fragment = { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_UserMessageEvent_Fragment = { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
    | { __typename: 'DocumentBlock', title: string | null }
    | { __typename: 'ImageBlock' }
    | { __typename: 'TextBlock', text: string }
  >, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_UserSendBackEvent_Fragment = { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_UserToolResultEvent_Fragment = { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkerCustomToolUseEvent_Fragment = { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkerMcpToolResultEvent_Fragment = { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkerMcpToolUseEvent_Fragment = { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkerMessageEvent_Fragment = { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkerThinkingEvent_Fragment = { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkerThreadContextCompactedEvent_Fragment = { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkerThreadMessageReceivedEvent_Fragment = { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkerThreadMessageSentEvent_Fragment = { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkerToolResultEvent_Fragment = { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkerToolUseEvent_Fragment = { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkflowRunCreatedEvent_Fragment = { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkflowRunErrorEvent_Fragment = { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkflowRunPhaseEndedEvent_Fragment = { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkflowRunPhaseStartedEvent_Fragment = { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkflowRunStatusEndedEvent_Fragment = { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkflowRunStatusIdleEvent_Fragment = { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

type EventParts_WorkflowRunStatusRunningEvent_Fragment = { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
    | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
    | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
    | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
    | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
    | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
   | null, thread: { id: string } | null };

export type EventPartsFragment =
  | EventParts_HistoryPurgedEvent_Fragment
  | EventParts_SpanModelRequestEndEvent_Fragment
  | EventParts_SpanModelRequestStartEvent_Fragment
  | EventParts_SpanOutcomeEvaluationEndEvent_Fragment
  | EventParts_SpanOutcomeEvaluationOngoingEvent_Fragment
  | EventParts_SpanOutcomeEvaluationStartEvent_Fragment
  | EventParts_SystemMessageEvent_Fragment
  | EventParts_TaskDeletedEvent_Fragment
  | EventParts_TaskErrorEvent_Fragment
  | EventParts_TaskStatusChangedEvent_Fragment
  | EventParts_TaskStatusIdleEvent_Fragment
  | EventParts_TaskStatusRescheduledEvent_Fragment
  | EventParts_TaskStatusRunningEvent_Fragment
  | EventParts_TaskStatusTerminatedEvent_Fragment
  | EventParts_TaskThreadCreatedEvent_Fragment
  | EventParts_TaskThreadStatusIdleEvent_Fragment
  | EventParts_TaskThreadStatusRescheduledEvent_Fragment
  | EventParts_TaskThreadStatusRunningEvent_Fragment
  | EventParts_TaskThreadStatusTerminatedEvent_Fragment
  | EventParts_TaskUpdatedEvent_Fragment
  | EventParts_TaskUsageEvent_Fragment
  | EventParts_UserAcceptEvent_Fragment
  | EventParts_UserApprovalEvent_Fragment
  | EventParts_UserCustomToolResultEvent_Fragment
  | EventParts_UserDefineOutcomeEvent_Fragment
  | EventParts_UserInterruptEvent_Fragment
  | EventParts_UserMessageEvent_Fragment
  | EventParts_UserSendBackEvent_Fragment
  | EventParts_UserToolResultEvent_Fragment
  | EventParts_WorkerCustomToolUseEvent_Fragment
  | EventParts_WorkerMcpToolResultEvent_Fragment
  | EventParts_WorkerMcpToolUseEvent_Fragment
  | EventParts_WorkerMessageEvent_Fragment
  | EventParts_WorkerThinkingEvent_Fragment
  | EventParts_WorkerThreadContextCompactedEvent_Fragment
  | EventParts_WorkerThreadMessageReceivedEvent_Fragment
  | EventParts_WorkerThreadMessageSentEvent_Fragment
  | EventParts_WorkerToolResultEvent_Fragment
  | EventParts_WorkerToolUseEvent_Fragment
  | EventParts_WorkflowRunCreatedEvent_Fragment
  | EventParts_WorkflowRunErrorEvent_Fragment
  | EventParts_WorkflowRunPhaseEndedEvent_Fragment
  | EventParts_WorkflowRunPhaseStartedEvent_Fragment
  | EventParts_WorkflowRunStatusEndedEvent_Fragment
  | EventParts_WorkflowRunStatusIdleEvent_Fragment
  | EventParts_WorkflowRunStatusRunningEvent_Fragment
;

export type TasksQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  status?: Array<TaskStatus> | TaskStatus | null | undefined;
}>;


export type TasksQuery = { tasks: { edges: Array<{ cursor: string, node: { id: string, title: string | null, status: TaskStatus, mode: TaskMode, model: string, createdAt: string, updatedAt: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type TaskQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  types?: Array<EventType> | EventType | null | undefined;
  order?: SortOrder | null | undefined;
  processedAt?: DateTimeFilter | null | undefined;
}>;


export type TaskQuery = { task: { id: string, title: string | null, status: TaskStatus, mode: TaskMode, model: string, createdAt: string, updatedAt: string, usage: { inputTokens: number, outputTokens: number, costUsd: number }, pendingInterrupts: Array<{ id: string, kind: InterruptKind, status: InterruptStatus, askedByEventId: string }>, events: { edges: Array<{ cursor: string, node:
          | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
              | { __typename: 'DocumentBlock', title: string | null }
              | { __typename: 'ImageBlock' }
              | { __typename: 'TextBlock', text: string }
            >, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
          | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
              | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
              | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
              | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
              | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
              | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
             | null, thread: { id: string } | null }
         }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } } | null };

export type CreateTaskMutationVariables = Exact<{
  input: CreateTaskInput;
}>;


export type CreateTaskMutation = { createTask: { replayed: boolean, task: { id: string, title: string | null, status: TaskStatus, mode: TaskMode, model: string, createdAt: string, updatedAt: string }, events: Array<
      | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
          | { __typename: 'DocumentBlock', title: string | null }
          | { __typename: 'ImageBlock' }
          | { __typename: 'TextBlock', text: string }
        >, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
    > } };

export type SendEventsMutationVariables = Exact<{
  input: SendEventsInput;
}>;


export type SendEventsMutation = { sendEvents: { replayed: boolean, run: { id: string, status: RunStatus } | null, task: { id: string, title: string | null, status: TaskStatus, mode: TaskMode, model: string, createdAt: string, updatedAt: string }, events: Array<
      | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
          | { __typename: 'DocumentBlock', title: string | null }
          | { __typename: 'ImageBlock' }
          | { __typename: 'TextBlock', text: string }
        >, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
    > } };

export type SendMessageMutationVariables = Exact<{
  taskId: string | number;
  text: string;
  idempotencyKey?: string | null | undefined;
}>;


export type SendMessageMutation = { sendEvents: { replayed: boolean, task: { id: string, title: string | null, status: TaskStatus, mode: TaskMode, model: string, createdAt: string, updatedAt: string }, events: Array<
      | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
          | { __typename: 'DocumentBlock', title: string | null }
          | { __typename: 'ImageBlock' }
          | { __typename: 'TextBlock', text: string }
        >, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
    > } };

export type AnswerInterruptsMutationVariables = Exact<{
  input: AnswerInterruptsInput;
}>;


export type AnswerInterruptsMutation = { answerInterrupts: { task: { id: string, title: string | null, status: TaskStatus, mode: TaskMode, model: string, createdAt: string, updatedAt: string, pendingInterrupts: Array<{ id: string, kind: InterruptKind, status: InterruptStatus, askedByEventId: string }> }, events: Array<
      | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
          | { __typename: 'DocumentBlock', title: string | null }
          | { __typename: 'ImageBlock' }
          | { __typename: 'TextBlock', text: string }
        >, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
    > } };

export type StartRunMutationVariables = Exact<{
  input: StartRunInput;
}>;


export type StartRunMutation = { startRun: { run: { id: string, kind: RunKind, status: RunStatus } | null, task: { id: string, title: string | null, status: TaskStatus, mode: TaskMode, model: string, createdAt: string, updatedAt: string }, events: Array<
      | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
          | { __typename: 'DocumentBlock', title: string | null }
          | { __typename: 'ImageBlock' }
          | { __typename: 'TextBlock', text: string }
        >, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
    > } };

export type CancelRunMutationVariables = Exact<{
  input: CancelRunInput;
}>;


export type CancelRunMutation = { cancelRun: { task: { id: string, title: string | null, status: TaskStatus, mode: TaskMode, model: string, createdAt: string, updatedAt: string }, events: Array<
      | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
          | { __typename: 'DocumentBlock', title: string | null }
          | { __typename: 'ImageBlock' }
          | { __typename: 'TextBlock', text: string }
        >, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
      | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
          | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
          | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
          | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
          | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
          | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
         | null, thread: { id: string } | null }
    > } };

export type RunEventsSubscriptionVariables = Exact<{
  taskId: string | number;
  runId: string | number;
  after?: string | null | undefined;
  waitForStartSeconds?: number | null | undefined;
}>;


export type RunEventsSubscription = { taskEvents:
    | { __typename: 'EventDelta', eventId: string, index: number, text: string, type: EventType }
    | { __typename: 'EventStart', eventId: string, runId: string, type: EventType }
    | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
        | { __typename: 'DocumentBlock', title: string | null }
        | { __typename: 'ImageBlock' }
        | { __typename: 'TextBlock', text: string }
      >, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
   };

export type TaskEventsSubscriptionVariables = Exact<{
  taskId: string | number;
  after?: string | null | undefined;
  types?: Array<EventType> | EventType | null | undefined;
  deltas?: Array<EventType> | EventType | null | undefined;
}>;


export type TaskEventsSubscription = { taskEvents:
    | { __typename: 'EventDelta', eventId: string, index: number, text: string, type: EventType }
    | { __typename: 'EventStart', eventId: string, runId: string, type: EventType }
    | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
        | { __typename: 'DocumentBlock', title: string | null }
        | { __typename: 'ImageBlock' }
        | { __typename: 'TextBlock', text: string }
      >, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
   };

export type WorkspaceEventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
  types?: Array<EventType> | EventType | null | undefined;
}>;


export type WorkspaceEventsSubscription = { workspaceEvents:
    | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskErrorEvent', errorType: TaskErrorType, message: string, retryStatus: RetryStatus, code: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusChangedEvent', previousStatus: TaskStatus, reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, taskStatus: EventStatus, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusIdleEvent', stopReason: StopReason, stopDetails: unknown, toolUseIds: Array<string> | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, usage: { inputTokens: number, outputTokens: number, costUsd: number } | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserApprovalEvent', toolUseId: string, result: EventResult, denyMessage: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserCustomToolResultEvent', customToolUseId: string, isError: boolean, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserInterruptEvent', reason: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserMessageEvent', messageId: string, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<
        | { __typename: 'DocumentBlock', title: string | null }
        | { __typename: 'ImageBlock' }
        | { __typename: 'TextBlock', text: string }
      >, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerCustomToolUseEvent', name: string, input: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerMessageEvent', sources: unknown, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, content: Array<{ text: string }>, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerToolResultEvent', toolUseId: string, status: EventStatus, output: unknown, error: string | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkerToolUseEvent', name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null, id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
    | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, processedAt: string | null, run: { id: string } | null, messageContent:
        | { __typename: 'DataContent', author: MessageAuthor, data: unknown, style: MessageStyle }
        | { __typename: 'ReasoningContent', author: MessageAuthor, summary: Array<string>, style: MessageStyle }
        | { __typename: 'TextContent', author: MessageAuthor, text: string, format: TextFormat, style: MessageStyle, attachments: Array<{ fileId: string, name: string, size: number, type: string }> }
        | { __typename: 'ToolRequestContent', author: MessageAuthor, name: string, toolCallId: string, arguments: unknown, style: MessageStyle }
        | { __typename: 'ToolResponseContent', author: MessageAuthor, name: string, toolCallId: string, output: unknown, isError: boolean | null, style: MessageStyle }
       | null, thread: { id: string } | null }
   };

export type StartTaskMutationVariables = Exact<{
  input: CreateTaskInput;
}>;


export type StartTaskMutation = { createTask: { replayed: boolean, task: { id: string, title: string | null, status: TaskStatus, mode: TaskMode, model: string, createdAt: string, updatedAt: string }, run: { id: string, status: RunStatus } | null } };

export type RunStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type RunStatusQuery = { node:
    | { id: string, status: RunStatus }
    | Record<PropertyKey, never>
   | null };

type TakenEventParts_HistoryPurgedEvent_Fragment = { __typename: 'HistoryPurgedEvent', id: string, type: EventType };

type TakenEventParts_SpanModelRequestEndEvent_Fragment = { __typename: 'SpanModelRequestEndEvent', id: string, type: EventType };

type TakenEventParts_SpanModelRequestStartEvent_Fragment = { __typename: 'SpanModelRequestStartEvent', id: string, type: EventType };

type TakenEventParts_SpanOutcomeEvaluationEndEvent_Fragment = { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, type: EventType };

type TakenEventParts_SpanOutcomeEvaluationOngoingEvent_Fragment = { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, type: EventType };

type TakenEventParts_SpanOutcomeEvaluationStartEvent_Fragment = { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, type: EventType };

type TakenEventParts_SystemMessageEvent_Fragment = { __typename: 'SystemMessageEvent', id: string, type: EventType, content: Array<{ text: string }> };

type TakenEventParts_TaskDeletedEvent_Fragment = { __typename: 'TaskDeletedEvent', id: string, type: EventType };

type TakenEventParts_TaskErrorEvent_Fragment = { __typename: 'TaskErrorEvent', id: string, type: EventType };

type TakenEventParts_TaskStatusChangedEvent_Fragment = { __typename: 'TaskStatusChangedEvent', id: string, type: EventType };

type TakenEventParts_TaskStatusIdleEvent_Fragment = { __typename: 'TaskStatusIdleEvent', id: string, type: EventType };

type TakenEventParts_TaskStatusRescheduledEvent_Fragment = { __typename: 'TaskStatusRescheduledEvent', id: string, type: EventType };

type TakenEventParts_TaskStatusRunningEvent_Fragment = { __typename: 'TaskStatusRunningEvent', id: string, type: EventType };

type TakenEventParts_TaskStatusTerminatedEvent_Fragment = { __typename: 'TaskStatusTerminatedEvent', id: string, type: EventType };

type TakenEventParts_TaskThreadCreatedEvent_Fragment = { __typename: 'TaskThreadCreatedEvent', id: string, type: EventType };

type TakenEventParts_TaskThreadStatusIdleEvent_Fragment = { __typename: 'TaskThreadStatusIdleEvent', id: string, type: EventType };

type TakenEventParts_TaskThreadStatusRescheduledEvent_Fragment = { __typename: 'TaskThreadStatusRescheduledEvent', id: string, type: EventType };

type TakenEventParts_TaskThreadStatusRunningEvent_Fragment = { __typename: 'TaskThreadStatusRunningEvent', id: string, type: EventType };

type TakenEventParts_TaskThreadStatusTerminatedEvent_Fragment = { __typename: 'TaskThreadStatusTerminatedEvent', id: string, type: EventType };

type TakenEventParts_TaskUpdatedEvent_Fragment = { __typename: 'TaskUpdatedEvent', id: string, type: EventType };

type TakenEventParts_TaskUsageEvent_Fragment = { __typename: 'TaskUsageEvent', id: string, type: EventType };

type TakenEventParts_UserAcceptEvent_Fragment = { __typename: 'UserAcceptEvent', id: string, type: EventType };

type TakenEventParts_UserApprovalEvent_Fragment = { __typename: 'UserApprovalEvent', id: string, type: EventType, toolUseId: string, result: EventResult, denyMessage: string | null };

type TakenEventParts_UserCustomToolResultEvent_Fragment = { __typename: 'UserCustomToolResultEvent', id: string, type: EventType };

type TakenEventParts_UserDefineOutcomeEvent_Fragment = { __typename: 'UserDefineOutcomeEvent', id: string, type: EventType };

type TakenEventParts_UserInterruptEvent_Fragment = { __typename: 'UserInterruptEvent', id: string, type: EventType };

type TakenEventParts_UserMessageEvent_Fragment = { __typename: 'UserMessageEvent', id: string, type: EventType, content: Array<
    | { __typename: 'DocumentBlock', title: string | null }
    | { __typename: 'ImageBlock' }
    | { __typename: 'TextBlock', text: string }
  > };

type TakenEventParts_UserSendBackEvent_Fragment = { __typename: 'UserSendBackEvent', id: string, type: EventType, reason: string | null };

type TakenEventParts_UserToolResultEvent_Fragment = { __typename: 'UserToolResultEvent', id: string, type: EventType };

type TakenEventParts_WorkerCustomToolUseEvent_Fragment = { __typename: 'WorkerCustomToolUseEvent', id: string, type: EventType };

type TakenEventParts_WorkerMcpToolResultEvent_Fragment = { __typename: 'WorkerMcpToolResultEvent', id: string, type: EventType };

type TakenEventParts_WorkerMcpToolUseEvent_Fragment = { __typename: 'WorkerMcpToolUseEvent', id: string, type: EventType };

type TakenEventParts_WorkerMessageEvent_Fragment = { __typename: 'WorkerMessageEvent', id: string, type: EventType };

type TakenEventParts_WorkerThinkingEvent_Fragment = { __typename: 'WorkerThinkingEvent', id: string, type: EventType };

type TakenEventParts_WorkerThreadContextCompactedEvent_Fragment = { __typename: 'WorkerThreadContextCompactedEvent', id: string, type: EventType };

type TakenEventParts_WorkerThreadMessageReceivedEvent_Fragment = { __typename: 'WorkerThreadMessageReceivedEvent', id: string, type: EventType };

type TakenEventParts_WorkerThreadMessageSentEvent_Fragment = { __typename: 'WorkerThreadMessageSentEvent', id: string, type: EventType };

type TakenEventParts_WorkerToolResultEvent_Fragment = { __typename: 'WorkerToolResultEvent', id: string, type: EventType };

type TakenEventParts_WorkerToolUseEvent_Fragment = { __typename: 'WorkerToolUseEvent', id: string, type: EventType };

type TakenEventParts_WorkflowRunCreatedEvent_Fragment = { __typename: 'WorkflowRunCreatedEvent', id: string, type: EventType };

type TakenEventParts_WorkflowRunErrorEvent_Fragment = { __typename: 'WorkflowRunErrorEvent', id: string, type: EventType };

type TakenEventParts_WorkflowRunPhaseEndedEvent_Fragment = { __typename: 'WorkflowRunPhaseEndedEvent', id: string, type: EventType };

type TakenEventParts_WorkflowRunPhaseStartedEvent_Fragment = { __typename: 'WorkflowRunPhaseStartedEvent', id: string, type: EventType };

type TakenEventParts_WorkflowRunStatusEndedEvent_Fragment = { __typename: 'WorkflowRunStatusEndedEvent', id: string, type: EventType };

type TakenEventParts_WorkflowRunStatusIdleEvent_Fragment = { __typename: 'WorkflowRunStatusIdleEvent', id: string, type: EventType };

type TakenEventParts_WorkflowRunStatusRunningEvent_Fragment = { __typename: 'WorkflowRunStatusRunningEvent', id: string, type: EventType };

export type TakenEventPartsFragment =
  | TakenEventParts_HistoryPurgedEvent_Fragment
  | TakenEventParts_SpanModelRequestEndEvent_Fragment
  | TakenEventParts_SpanModelRequestStartEvent_Fragment
  | TakenEventParts_SpanOutcomeEvaluationEndEvent_Fragment
  | TakenEventParts_SpanOutcomeEvaluationOngoingEvent_Fragment
  | TakenEventParts_SpanOutcomeEvaluationStartEvent_Fragment
  | TakenEventParts_SystemMessageEvent_Fragment
  | TakenEventParts_TaskDeletedEvent_Fragment
  | TakenEventParts_TaskErrorEvent_Fragment
  | TakenEventParts_TaskStatusChangedEvent_Fragment
  | TakenEventParts_TaskStatusIdleEvent_Fragment
  | TakenEventParts_TaskStatusRescheduledEvent_Fragment
  | TakenEventParts_TaskStatusRunningEvent_Fragment
  | TakenEventParts_TaskStatusTerminatedEvent_Fragment
  | TakenEventParts_TaskThreadCreatedEvent_Fragment
  | TakenEventParts_TaskThreadStatusIdleEvent_Fragment
  | TakenEventParts_TaskThreadStatusRescheduledEvent_Fragment
  | TakenEventParts_TaskThreadStatusRunningEvent_Fragment
  | TakenEventParts_TaskThreadStatusTerminatedEvent_Fragment
  | TakenEventParts_TaskUpdatedEvent_Fragment
  | TakenEventParts_TaskUsageEvent_Fragment
  | TakenEventParts_UserAcceptEvent_Fragment
  | TakenEventParts_UserApprovalEvent_Fragment
  | TakenEventParts_UserCustomToolResultEvent_Fragment
  | TakenEventParts_UserDefineOutcomeEvent_Fragment
  | TakenEventParts_UserInterruptEvent_Fragment
  | TakenEventParts_UserMessageEvent_Fragment
  | TakenEventParts_UserSendBackEvent_Fragment
  | TakenEventParts_UserToolResultEvent_Fragment
  | TakenEventParts_WorkerCustomToolUseEvent_Fragment
  | TakenEventParts_WorkerMcpToolResultEvent_Fragment
  | TakenEventParts_WorkerMcpToolUseEvent_Fragment
  | TakenEventParts_WorkerMessageEvent_Fragment
  | TakenEventParts_WorkerThinkingEvent_Fragment
  | TakenEventParts_WorkerThreadContextCompactedEvent_Fragment
  | TakenEventParts_WorkerThreadMessageReceivedEvent_Fragment
  | TakenEventParts_WorkerThreadMessageSentEvent_Fragment
  | TakenEventParts_WorkerToolResultEvent_Fragment
  | TakenEventParts_WorkerToolUseEvent_Fragment
  | TakenEventParts_WorkflowRunCreatedEvent_Fragment
  | TakenEventParts_WorkflowRunErrorEvent_Fragment
  | TakenEventParts_WorkflowRunPhaseEndedEvent_Fragment
  | TakenEventParts_WorkflowRunPhaseStartedEvent_Fragment
  | TakenEventParts_WorkflowRunStatusEndedEvent_Fragment
  | TakenEventParts_WorkflowRunStatusIdleEvent_Fragment
  | TakenEventParts_WorkflowRunStatusRunningEvent_Fragment
;

export type ClaimRunMutationVariables = Exact<{
  input: ClaimRunInput;
}>;


export type ClaimRunMutation = { claimRun: { run: { id: string, kind: RunKind, input: unknown } | null, task: { id: string, title: string | null, events: { edges: Array<{ node:
            | { __typename: 'HistoryPurgedEvent' }
            | { __typename: 'SpanModelRequestEndEvent' }
            | { __typename: 'SpanModelRequestStartEvent' }
            | { __typename: 'SpanOutcomeEvaluationEndEvent' }
            | { __typename: 'SpanOutcomeEvaluationOngoingEvent' }
            | { __typename: 'SpanOutcomeEvaluationStartEvent' }
            | { __typename: 'SystemMessageEvent' }
            | { __typename: 'TaskDeletedEvent' }
            | { __typename: 'TaskErrorEvent' }
            | { __typename: 'TaskStatusChangedEvent' }
            | { __typename: 'TaskStatusIdleEvent' }
            | { __typename: 'TaskStatusRescheduledEvent' }
            | { __typename: 'TaskStatusRunningEvent' }
            | { __typename: 'TaskStatusTerminatedEvent' }
            | { __typename: 'TaskThreadCreatedEvent' }
            | { __typename: 'TaskThreadStatusIdleEvent' }
            | { __typename: 'TaskThreadStatusRescheduledEvent' }
            | { __typename: 'TaskThreadStatusRunningEvent' }
            | { __typename: 'TaskThreadStatusTerminatedEvent' }
            | { __typename: 'TaskUpdatedEvent' }
            | { __typename: 'TaskUsageEvent' }
            | { __typename: 'UserAcceptEvent' }
            | { __typename: 'UserApprovalEvent', id: string, toolUseId: string, result: EventResult, denyMessage: string | null }
            | { __typename: 'UserCustomToolResultEvent' }
            | { __typename: 'UserDefineOutcomeEvent' }
            | { __typename: 'UserInterruptEvent' }
            | { __typename: 'UserMessageEvent' }
            | { __typename: 'UserSendBackEvent' }
            | { __typename: 'UserToolResultEvent' }
            | { __typename: 'WorkerCustomToolUseEvent' }
            | { __typename: 'WorkerMcpToolResultEvent' }
            | { __typename: 'WorkerMcpToolUseEvent' }
            | { __typename: 'WorkerMessageEvent' }
            | { __typename: 'WorkerThinkingEvent' }
            | { __typename: 'WorkerThreadContextCompactedEvent' }
            | { __typename: 'WorkerThreadMessageReceivedEvent' }
            | { __typename: 'WorkerThreadMessageSentEvent' }
            | { __typename: 'WorkerToolResultEvent', id: string, toolUseId: string }
            | { __typename: 'WorkerToolUseEvent', id: string, name: string, input: unknown, evaluatedPermission: EvaluatedPermission | null }
            | { __typename: 'WorkflowRunCreatedEvent' }
            | { __typename: 'WorkflowRunErrorEvent' }
            | { __typename: 'WorkflowRunPhaseEndedEvent' }
            | { __typename: 'WorkflowRunPhaseStartedEvent' }
            | { __typename: 'WorkflowRunStatusEndedEvent' }
            | { __typename: 'WorkflowRunStatusIdleEvent' }
            | { __typename: 'WorkflowRunStatusRunningEvent' }
           }> }, customTools: { edges: Array<{ node:
            | { __typename: 'HistoryPurgedEvent' }
            | { __typename: 'SpanModelRequestEndEvent' }
            | { __typename: 'SpanModelRequestStartEvent' }
            | { __typename: 'SpanOutcomeEvaluationEndEvent' }
            | { __typename: 'SpanOutcomeEvaluationOngoingEvent' }
            | { __typename: 'SpanOutcomeEvaluationStartEvent' }
            | { __typename: 'SystemMessageEvent' }
            | { __typename: 'TaskDeletedEvent' }
            | { __typename: 'TaskErrorEvent' }
            | { __typename: 'TaskStatusChangedEvent' }
            | { __typename: 'TaskStatusIdleEvent' }
            | { __typename: 'TaskStatusRescheduledEvent' }
            | { __typename: 'TaskStatusRunningEvent' }
            | { __typename: 'TaskStatusTerminatedEvent' }
            | { __typename: 'TaskThreadCreatedEvent' }
            | { __typename: 'TaskThreadStatusIdleEvent' }
            | { __typename: 'TaskThreadStatusRescheduledEvent' }
            | { __typename: 'TaskThreadStatusRunningEvent' }
            | { __typename: 'TaskThreadStatusTerminatedEvent' }
            | { __typename: 'TaskUpdatedEvent' }
            | { __typename: 'TaskUsageEvent' }
            | { __typename: 'UserAcceptEvent' }
            | { __typename: 'UserApprovalEvent' }
            | { __typename: 'UserCustomToolResultEvent', id: string, customToolUseId: string, isError: boolean, content: Array<
                | { __typename: 'DocumentBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
              > }
            | { __typename: 'UserDefineOutcomeEvent' }
            | { __typename: 'UserInterruptEvent' }
            | { __typename: 'UserMessageEvent' }
            | { __typename: 'UserSendBackEvent' }
            | { __typename: 'UserToolResultEvent' }
            | { __typename: 'WorkerCustomToolUseEvent', id: string, name: string }
            | { __typename: 'WorkerMcpToolResultEvent' }
            | { __typename: 'WorkerMcpToolUseEvent' }
            | { __typename: 'WorkerMessageEvent', id: string }
            | { __typename: 'WorkerThinkingEvent' }
            | { __typename: 'WorkerThreadContextCompactedEvent' }
            | { __typename: 'WorkerThreadMessageReceivedEvent' }
            | { __typename: 'WorkerThreadMessageSentEvent' }
            | { __typename: 'WorkerToolResultEvent' }
            | { __typename: 'WorkerToolUseEvent' }
            | { __typename: 'WorkflowRunCreatedEvent' }
            | { __typename: 'WorkflowRunErrorEvent' }
            | { __typename: 'WorkflowRunPhaseEndedEvent' }
            | { __typename: 'WorkflowRunPhaseStartedEvent' }
            | { __typename: 'WorkflowRunStatusEndedEvent' }
            | { __typename: 'WorkflowRunStatusIdleEvent' }
            | { __typename: 'WorkflowRunStatusRunningEvent' }
           }> } } | null, events: Array<
      | { __typename: 'HistoryPurgedEvent', id: string, type: EventType }
      | { __typename: 'SpanModelRequestEndEvent', id: string, type: EventType }
      | { __typename: 'SpanModelRequestStartEvent', id: string, type: EventType }
      | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, type: EventType }
      | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, type: EventType }
      | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, type: EventType }
      | { __typename: 'SystemMessageEvent', id: string, type: EventType, content: Array<{ text: string }> }
      | { __typename: 'TaskDeletedEvent', id: string, type: EventType }
      | { __typename: 'TaskErrorEvent', id: string, type: EventType }
      | { __typename: 'TaskStatusChangedEvent', id: string, type: EventType }
      | { __typename: 'TaskStatusIdleEvent', id: string, type: EventType }
      | { __typename: 'TaskStatusRescheduledEvent', id: string, type: EventType }
      | { __typename: 'TaskStatusRunningEvent', id: string, type: EventType }
      | { __typename: 'TaskStatusTerminatedEvent', id: string, type: EventType }
      | { __typename: 'TaskThreadCreatedEvent', id: string, type: EventType }
      | { __typename: 'TaskThreadStatusIdleEvent', id: string, type: EventType }
      | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, type: EventType }
      | { __typename: 'TaskThreadStatusRunningEvent', id: string, type: EventType }
      | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, type: EventType }
      | { __typename: 'TaskUpdatedEvent', id: string, type: EventType }
      | { __typename: 'TaskUsageEvent', id: string, type: EventType }
      | { __typename: 'UserAcceptEvent', id: string, type: EventType }
      | { __typename: 'UserApprovalEvent', id: string, type: EventType, toolUseId: string, result: EventResult, denyMessage: string | null }
      | { __typename: 'UserCustomToolResultEvent', id: string, type: EventType }
      | { __typename: 'UserDefineOutcomeEvent', id: string, type: EventType }
      | { __typename: 'UserInterruptEvent', id: string, type: EventType }
      | { __typename: 'UserMessageEvent', id: string, type: EventType, content: Array<
          | { __typename: 'DocumentBlock', title: string | null }
          | { __typename: 'ImageBlock' }
          | { __typename: 'TextBlock', text: string }
        > }
      | { __typename: 'UserSendBackEvent', id: string, type: EventType, reason: string | null }
      | { __typename: 'UserToolResultEvent', id: string, type: EventType }
      | { __typename: 'WorkerCustomToolUseEvent', id: string, type: EventType }
      | { __typename: 'WorkerMcpToolResultEvent', id: string, type: EventType }
      | { __typename: 'WorkerMcpToolUseEvent', id: string, type: EventType }
      | { __typename: 'WorkerMessageEvent', id: string, type: EventType }
      | { __typename: 'WorkerThinkingEvent', id: string, type: EventType }
      | { __typename: 'WorkerThreadContextCompactedEvent', id: string, type: EventType }
      | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, type: EventType }
      | { __typename: 'WorkerThreadMessageSentEvent', id: string, type: EventType }
      | { __typename: 'WorkerToolResultEvent', id: string, type: EventType }
      | { __typename: 'WorkerToolUseEvent', id: string, type: EventType }
      | { __typename: 'WorkflowRunCreatedEvent', id: string, type: EventType }
      | { __typename: 'WorkflowRunErrorEvent', id: string, type: EventType }
      | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, type: EventType }
      | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, type: EventType }
      | { __typename: 'WorkflowRunStatusEndedEvent', id: string, type: EventType }
      | { __typename: 'WorkflowRunStatusIdleEvent', id: string, type: EventType }
      | { __typename: 'WorkflowRunStatusRunningEvent', id: string, type: EventType }
    > } };

export type RenewLeaseMutationVariables = Exact<{
  input: RenewLeaseInput;
}>;


export type RenewLeaseMutation = { renewLease: { cancelRequested: boolean, stopped: boolean, run: { id: string, status: RunStatus, stopReason: string | null } } };

export type AppendRunEventsMutationVariables = Exact<{
  input: AppendRunEventsInput;
}>;


export type AppendRunEventsMutation = { appendRunEvents: { replayed: boolean, events: Array<
      | { __typename: 'HistoryPurgedEvent', id: string }
      | { __typename: 'SpanModelRequestEndEvent', id: string }
      | { __typename: 'SpanModelRequestStartEvent', id: string }
      | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string }
      | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string }
      | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string }
      | { __typename: 'SystemMessageEvent', id: string }
      | { __typename: 'TaskDeletedEvent', id: string }
      | { __typename: 'TaskErrorEvent', id: string }
      | { __typename: 'TaskStatusChangedEvent', id: string }
      | { __typename: 'TaskStatusIdleEvent', id: string }
      | { __typename: 'TaskStatusRescheduledEvent', id: string }
      | { __typename: 'TaskStatusRunningEvent', id: string }
      | { __typename: 'TaskStatusTerminatedEvent', id: string }
      | { __typename: 'TaskThreadCreatedEvent', id: string, thread: { id: string } | null }
      | { __typename: 'TaskThreadStatusIdleEvent', id: string }
      | { __typename: 'TaskThreadStatusRescheduledEvent', id: string }
      | { __typename: 'TaskThreadStatusRunningEvent', id: string }
      | { __typename: 'TaskThreadStatusTerminatedEvent', id: string }
      | { __typename: 'TaskUpdatedEvent', id: string }
      | { __typename: 'TaskUsageEvent', id: string }
      | { __typename: 'UserAcceptEvent', id: string }
      | { __typename: 'UserApprovalEvent', id: string }
      | { __typename: 'UserCustomToolResultEvent', id: string }
      | { __typename: 'UserDefineOutcomeEvent', id: string }
      | { __typename: 'UserInterruptEvent', id: string }
      | { __typename: 'UserMessageEvent', id: string }
      | { __typename: 'UserSendBackEvent', id: string }
      | { __typename: 'UserToolResultEvent', id: string }
      | { __typename: 'WorkerCustomToolUseEvent', id: string }
      | { __typename: 'WorkerMcpToolResultEvent', id: string }
      | { __typename: 'WorkerMcpToolUseEvent', id: string }
      | { __typename: 'WorkerMessageEvent', id: string }
      | { __typename: 'WorkerThinkingEvent', id: string }
      | { __typename: 'WorkerThreadContextCompactedEvent', id: string }
      | { __typename: 'WorkerThreadMessageReceivedEvent', id: string }
      | { __typename: 'WorkerThreadMessageSentEvent', id: string }
      | { __typename: 'WorkerToolResultEvent', id: string }
      | { __typename: 'WorkerToolUseEvent', id: string }
      | { __typename: 'WorkflowRunCreatedEvent', id: string }
      | { __typename: 'WorkflowRunErrorEvent', id: string }
      | { __typename: 'WorkflowRunPhaseEndedEvent', id: string }
      | { __typename: 'WorkflowRunPhaseStartedEvent', id: string }
      | { __typename: 'WorkflowRunStatusEndedEvent', id: string }
      | { __typename: 'WorkflowRunStatusIdleEvent', id: string }
      | { __typename: 'WorkflowRunStatusRunningEvent', id: string }
    > } };

export type PublishDeltasMutationVariables = Exact<{
  input: PublishDeltasInput;
}>;


export type PublishDeltasMutation = { publishDeltas: { eventId: string } };

export type FinishRunMutationVariables = Exact<{
  input: FinishRunInput;
}>;


export type FinishRunMutation = { finishRun: { run: { id: string, status: RunStatus } } };

export const TaskSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TaskSummaryFragment, unknown>;
export const PageInfoPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<PageInfoPartsFragment, unknown>;
export const EventPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}}]} as unknown as DocumentNode<EventPartsFragment, unknown>;
export const TakenEventPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TakenEventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSendBackEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}}]}}]} as unknown as DocumentNode<TakenEventPartsFragment, unknown>;
export const TasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatus"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskSummary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<TasksQuery, TasksQueryVariables>;
export const TaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Task"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskSummary"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingInterrupts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"askedByEventId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"processedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventParts"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoParts"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<TaskQuery, TaskQueryVariables>;
export const CreateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTaskMutation, CreateTaskMutationVariables>;
export const SendEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}}]} as unknown as DocumentNode<SendEventsMutation, SendEventsMutationVariables>;
export const SendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"events"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userMessage"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}]}}]}]}}]}}]}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}}]} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const AnswerInterruptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerInterrupts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerInterruptsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerInterrupts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskSummary"}},{"kind":"Field","name":{"kind":"Name","value":"pendingInterrupts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"askedByEventId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}}]} as unknown as DocumentNode<AnswerInterruptsMutation, AnswerInterruptsMutationVariables>;
export const StartRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}}]} as unknown as DocumentNode<StartRunMutation, StartRunMutationVariables>;
export const CancelRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}}]} as unknown as DocumentNode<CancelRunMutation, CancelRunMutationVariables>;
export const RunEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RunEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Sequence"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waitForStartSeconds"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"waitForStartSeconds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waitForStartSeconds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventParts"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventDelta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}}]} as unknown as DocumentNode<RunEventsSubscription, RunEventsSubscriptionVariables>;
export const TaskEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TaskEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Sequence"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deltas"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"deltas"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deltas"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventParts"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventStart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventDelta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}}]} as unknown as DocumentNode<TaskEventsSubscription, TaskEventsSubscriptionVariables>;
export const WorkspaceEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WorkspaceEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Sequence"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReasoningContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolRequestContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ToolResponseContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"toolCallId"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserInterruptEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusIdleEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"stopDetails"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseIds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"taskStatus"},"name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskErrorEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskUsageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceEventsSubscription, WorkspaceEventsSubscriptionVariables>;
export const StartTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StartTaskMutation, StartTaskMutationVariables>;
export const RunStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Run"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RunStatusQuery, RunStatusQueryVariables>;
export const ClaimRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"input"}}]}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"WORKER_TOOL_USE"},{"kind":"EnumValue","value":"WORKER_TOOL_RESULT"},{"kind":"EnumValue","value":"USER_APPROVAL"}]}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"evaluatedPermission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"customTools"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"WORKER_CUSTOM_TOOL_USE"},{"kind":"EnumValue","value":"USER_CUSTOM_TOOL_RESULT"},{"kind":"EnumValue","value":"WORKER_MESSAGE"}]}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerCustomToolUseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCustomToolResultEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customToolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkerMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TakenEventParts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TakenEventParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SystemMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSendBackEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserApprovalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolUseId"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"denyMessage"}}]}}]}}]} as unknown as DocumentNode<ClaimRunMutation, ClaimRunMutationVariables>;
export const RenewLeaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewLease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenewLeaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"stopped"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}}]} as unknown as DocumentNode<RenewLeaseMutation, RenewLeaseMutationVariables>;
export const AppendRunEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppendRunEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendRunEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendRunEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskThreadCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AppendRunEventsMutation, AppendRunEventsMutationVariables>;
export const PublishDeltasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishDeltas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishDeltasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishDeltas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}}]}}]}}]} as unknown as DocumentNode<PublishDeltasMutation, PublishDeltasMutationVariables>;
export const FinishRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<FinishRunMutation, FinishRunMutationVariables>;