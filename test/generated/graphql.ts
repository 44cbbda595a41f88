/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ApiKeyScope =
  | 'ADMIN'
  | 'CLIENT'
  | 'WORKER';

export type ApprovalResult =
  | 'ALLOW'
  | 'DENY';

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

export type DocumentBlockInput = {
  source: ContentSourceInput;
  title?: string | null | undefined;
};

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

export type ImageBlockInput = {
  source: ContentSourceInput;
};

export type SendEventsInput = {
  events: Array<EventInput>;
  idempotencyKey?: string | null | undefined;
  taskId: string | number;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type SystemMessageInput = {
  /** 1 to 1000 text blocks. */
  content: Array<SystemTextBlockInput>;
};

export type SystemTextBlockInput = {
  text: string;
};

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

export type TextBlockInput = {
  text: string;
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

export type CreateApiKeyMutationVariables = Exact<{
  name: string;
  scopes: Array<ApiKeyScope> | ApiKeyScope;
}>;


export type CreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, prefix: string, scopes: Array<ApiKeyScope> } } };

export type CreateTaskMutationVariables = Exact<{
  input: CreateTaskInput;
}>;


export type CreateTaskMutation = { createTask: { task: { id: string, title: string | null, status: TaskStatus, mode: TaskMode }, events: Array<
      | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskErrorEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskStatusChangedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskStatusIdleEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'UserApprovalEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'UserCustomToolResultEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'UserInterruptEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'UserMessageEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkerCustomToolUseEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkerMessageEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkerToolResultEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkerToolUseEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType }
      | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType }
    > } };

export type CreateWorkspaceMutationVariables = Exact<{
  name: string;
}>;


export type CreateWorkspaceMutation = { createWorkspace: { apiKey: string, workspace: { id: string, name: string }, apiKeyInfo: { id: string, scopes: Array<ApiKeyScope> } } };

export type FollowTaskSubscriptionVariables = Exact<{
  taskId: string | number;
  after?: string | null | undefined;
}>;


export type FollowTaskSubscription = { taskEvents:
    | { __typename: 'EventDelta' }
    | { __typename: 'EventStart' }
    | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskErrorEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskStatusChangedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskStatusIdleEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'UserApprovalEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'UserCustomToolResultEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'UserInterruptEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'UserMessageEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkerCustomToolUseEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkerMessageEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkerToolResultEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkerToolUseEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType }
    | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType }
   };

export type NodeQueryVariables = Exact<{
  id: string | number;
}>;


export type NodeQuery = { node:
    | { __typename: 'Agent', id: string }
    | { __typename: 'ApiKey', id: string }
    | { __typename: 'HistoryPurgedEvent', id: string }
    | { __typename: 'Run', id: string }
    | { __typename: 'SpanModelRequestEndEvent', id: string }
    | { __typename: 'SpanModelRequestStartEvent', id: string }
    | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string }
    | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string }
    | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string }
    | { __typename: 'SystemMessageEvent', id: string }
    | { __typename: 'Task', title: string | null, status: TaskStatus, id: string }
    | { __typename: 'TaskDeletedEvent', id: string }
    | { __typename: 'TaskErrorEvent', id: string }
    | { __typename: 'TaskStatusChangedEvent', id: string }
    | { __typename: 'TaskStatusIdleEvent', id: string }
    | { __typename: 'TaskStatusRescheduledEvent', id: string }
    | { __typename: 'TaskStatusRunningEvent', id: string }
    | { __typename: 'TaskStatusTerminatedEvent', id: string }
    | { __typename: 'TaskThreadCreatedEvent', id: string }
    | { __typename: 'TaskThreadStatusIdleEvent', id: string }
    | { __typename: 'TaskThreadStatusRescheduledEvent', id: string }
    | { __typename: 'TaskThreadStatusRunningEvent', id: string }
    | { __typename: 'TaskThreadStatusTerminatedEvent', id: string }
    | { __typename: 'TaskUpdatedEvent', id: string }
    | { __typename: 'TaskUsageEvent', id: string }
    | { __typename: 'Thread', id: string }
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
    | { __typename: 'WorkflowPhase', id: string }
    | { __typename: 'WorkflowRun', id: string }
    | { __typename: 'WorkflowRunCreatedEvent', id: string }
    | { __typename: 'WorkflowRunErrorEvent', id: string }
    | { __typename: 'WorkflowRunPhaseEndedEvent', id: string }
    | { __typename: 'WorkflowRunPhaseStartedEvent', id: string }
    | { __typename: 'WorkflowRunStatusEndedEvent', id: string }
    | { __typename: 'WorkflowRunStatusIdleEvent', id: string }
    | { __typename: 'WorkflowRunStatusRunningEvent', id: string }
    | { __typename: 'Workspace', name: string, id: string }
   | null };

export type SendEventsMutationVariables = Exact<{
  input: SendEventsInput;
}>;


export type SendEventsMutation = { sendEvents: { replayed: boolean, task: { id: string, status: TaskStatus }, events: Array<
      | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskErrorEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskStatusChangedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskStatusIdleEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'UserApprovalEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'UserCustomToolResultEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'UserInterruptEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'UserMessageEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkerCustomToolUseEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkerMessageEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkerToolResultEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkerToolUseEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
      | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, processedAt: string | null, run: { id: string } | null }
    > } };

export type TaskEventsQueryVariables = Exact<{
  taskId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  types?: Array<EventType> | EventType | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type TaskEventsQuery = { events: { edges: Array<{ cursor: string, node:
        | { __typename: 'HistoryPurgedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'SpanModelRequestEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'SpanModelRequestStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'SpanOutcomeEvaluationEndEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'SpanOutcomeEvaluationOngoingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'SpanOutcomeEvaluationStartEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'SystemMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskDeletedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskStatusChangedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskThreadCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskThreadStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskThreadStatusRescheduledEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskThreadStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskThreadStatusTerminatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskUpdatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'TaskUsageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'UserAcceptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'UserApprovalEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'UserCustomToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'UserDefineOutcomeEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'UserInterruptEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'UserMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string, content: Array<
            | { __typename: 'DocumentBlock' }
            | { __typename: 'ImageBlock' }
            | { __typename: 'TextBlock', text: string }
          > }
        | { __typename: 'UserSendBackEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'UserToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkerCustomToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkerMcpToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkerMcpToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkerMessageEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkerThinkingEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkerThreadContextCompactedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkerThreadMessageReceivedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkerThreadMessageSentEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkerToolResultEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkerToolUseEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkflowRunCreatedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkflowRunErrorEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkflowRunPhaseEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkflowRunPhaseStartedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkflowRunStatusEndedEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkflowRunStatusIdleEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
        | { __typename: 'WorkflowRunStatusRunningEvent', id: string, sequence: string, type: EventType, taskId: string, createdAt: string }
       }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };


export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scopes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyScope"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"scopes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scopes"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const CreateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CreateTaskMutation, CreateTaskMutationVariables>;
export const CreateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWorkspaceMutation, CreateWorkspaceMutationVariables>;
export const FollowTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Sequence"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<FollowTaskSubscription, FollowTaskSubscriptionVariables>;
export const NodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Node"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<NodeQuery, NodeQueryVariables>;
export const SendEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SendEventsMutation, SendEventsMutationVariables>;
export const TaskEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"taskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taskId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserMessageEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TaskEventsQuery, TaskEventsQueryVariables>;