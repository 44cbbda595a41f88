/**
 * Order rules of a workflow run ("The order events come in", runs-and-events.txt) and the
 * details each `task.error` type must carry. Pure: the use case gives what the log holds.
 */

export interface WorkflowRunFacts {
  /** `workflow_run.status_ended` was written: nothing of the run may follow. */
  ended: boolean;
  /** `workflow_run.error` was written: only the run's `status_ended` may follow. */
  errored: boolean;
}

export interface WorkflowStep {
  type: string;
  /** For phase_ended: whether `phaseStartedId` names a phase_started of this run and phase. */
  startFound?: boolean;
  phaseStartedId?: string | null;
}

/** Why a step of a workflow run may not come now, or undefined when it may. */
export function workflowStepProblem(run: WorkflowRunFacts, step: WorkflowStep): string | undefined {
  if (run.ended) return `the workflow run has ended (workflow_run.status_ended is its last step); ${step.type} cannot follow`;
  if (run.errored && step.type !== "workflow_run.status_ended") {
    return `workflow_run.error is followed by the run's workflow_run.status_ended and nothing else, not ${step.type}`;
  }
  if (step.type === "workflow_run.phase_ended") {
    if (!step.phaseStartedId) return "phaseStartedId: a phase_ended names the phase_started it closes";
    if (!step.startFound) return `phaseStartedId: ${step.phaseStartedId} is not a workflow_run.phase_started of this workflow run and phase`;
  }
  return undefined;
}

/** What each step does to the facts. */
export function evolveWorkflowRun(run: WorkflowRunFacts, type: string): WorkflowRunFacts {
  if (type === "workflow_run.status_ended") return { ...run, ended: true };
  if (type === "workflow_run.error") return { ...run, errored: true };
  return run;
}

/** The details a task.error type names or adds (runs-and-events.txt, "A task.error has one of these error.type values"). */
export function requiredErrorDetails(errorType: string, retryStatus: string): string[] {
  if (errorType === "BILLING_ERROR") return retryStatus === "RETRYING" ? ["cap"] : [];
  if (errorType.startsWith("APP_")) return ["appName"];
  if (errorType === "PASSWORD_HOST_UNREACHABLE_ERROR") return ["passwordId", "passwordSetId"];
  if (errorType.startsWith("REPOSITORY_")) return ["repositoryUrl"];
  return [];
}

/** Why a task.error's details are short, or undefined. */
export function errorDetailsProblem(payload: { errorType?: unknown; retryStatus?: unknown; details?: unknown }): string | undefined {
  const wanted = requiredErrorDetails(String(payload.errorType), String(payload.retryStatus));
  if (wanted.length === 0) return undefined;
  const details = payload.details;
  const obj = details && typeof details === "object" && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
  const missing = wanted.filter((k) => typeof obj[k] !== "string" && typeof obj[k] !== "number");
  if (missing.length === 0) return undefined;
  const what = String(payload.errorType) + (String(payload.errorType) === "BILLING_ERROR" ? " that is RETRYING" : "");
  return `details: a ${what} names ${wanted.join(" and ")} (missing ${missing.join(", ")})`;
}
