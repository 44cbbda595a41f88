import type { ServedApi, TestApp } from "./app.js";

/** What a test worker calls: the API of an in-process app or of a served one. */
type Api = Pick<ServedApi, "ok" | "gql">;

/** A worker speaking the public API, for tests: every call is a GraphQL request with a worker key. */
export class TestWorker {
  private constructor(
    private readonly t: Api,
    readonly key: string,
  ) {}

  static async create(t: Api, clientKey?: string): Promise<TestWorker> {
    const d = await t.ok<any>(`mutation { createApiKey(input: { name: "worker", scopes: [WORKER] }) { key } }`, {}, clientKey);
    return new TestWorker(t, d.createApiKey.key);
  }

  async claim(taskId?: string, opts: { waitSeconds?: number; leaseSeconds?: number } = {}) {
    const d = await this.t.ok<any>(
      `mutation($input: ClaimRunInput!) { claimRun(input: $input) {
        run { id kind status } task { id status }
        events { __typename ... on TaskEvent { id type processedAt run { id } } ... on UserMessageEvent { content { ... on TextBlock { text } } } }
      } }`,
      { input: { taskId, ...opts } },
      this.key,
    );
    return d.claimRun as { run: { id: string; kind: string; status: string } | null; task: { id: string; status: string } | null; events: any[] };
  }

  append(runId: string, events: unknown[], idempotencyKey?: string) {
    return this.t.gql<any>(
      `mutation($input: AppendRunEventsInput!) { appendRunEvents(input: $input) {
        events { __typename ... on TaskEvent { id type sequence thread { id } } ... on TaskStatusIdleEvent { stopReason } ... on WorkflowRunCreatedEvent { workflowRunId phases } }
        run { id status turns } task { id status } replayed
      } }`,
      { input: { runId, events, idempotencyKey } },
      this.key,
    );
  }

  async ok(runId: string, events: unknown[]) {
    const r = await this.append(runId, events);
    if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
    return r.data!.appendRunEvents;
  }

  async finish(runId: string, input: Record<string, unknown> = {}) {
    return this.t.gql<any>(
      `mutation($input: FinishRunInput!) { finishRun(input: $input) {
        events { ... on TaskEvent { type } ... on TaskStatusIdleEvent { stopReason } ... on TaskUsageEvent { usage { inputTokens outputTokens } } }
        run { id status receipt } task { id status usage { inputTokens outputTokens costUsd } }
      } }`,
      { input: { runId, ...input } },
      this.key,
    );
  }

  renew(runId: string, leaseSeconds = 30) {
    return this.t.gql<any>(
      `mutation($input: RenewLeaseInput!) { renewLease(input: $input) { run { id status stopReason } cancelRequested stopped } }`,
      { input: { runId, leaseSeconds } },
      this.key,
    );
  }

  deltas(runId: string, type: string, deltas: { index: number; text: string }[], eventId?: string) {
    return this.t.ok<any>(
      `mutation($input: PublishDeltasInput!) { publishDeltas(input: $input) { eventId } }`,
      { input: { runId, type, eventId, deltas } },
      this.key,
    );
  }
}

/** The types of a task's events, in order. */
export async function eventTypes(t: TestApp, taskId: string, key?: string): Promise<string[]> {
  const d = await t.ok<any>(`query($id: ID!) { events(taskId: $id, first: 100) { edges { node { ... on TaskEvent { type } } } } }`, { id: taskId }, key);
  return d.events.edges.map((e: any) => e.node.type);
}

export async function taskState(t: TestApp, taskId: string, key?: string) {
  const d = await t.ok<any>(
    `query($id: ID!) { task(id: $id) { status usage { inputTokens outputTokens } pendingInterrupts { id kind status askedByEventId } } }`,
    { id: taskId },
    key,
  );
  return d.task as { status: string; usage: { inputTokens: number; outputTokens: number }; pendingInterrupts: { id: string; kind: string; askedByEventId: string }[] };
}
