// The live console: a plain ES module on the public GraphQL API, nothing else.
// - queries and mutations: POST /graphql with the pasted key in x-api-key;
// - live events: the taskEvents subscription over GraphQL over SSE (fetch with
//   accept: text/event-stream, since EventSource cannot send headers), frames parsed here; each
//   frame's `id:` is the event's sequence, and a dropped stream resumes with `after` = the last one;
// - previews: EventStart / EventDelta grow a worker.message in place until the finished event
//   (same id as EventStart.eventId) replaces it;
// - what the task waits on is read from the stream alone (see `waitsAfter`), and answered with
//   sendEvents (user.approval / user.custom_tool_result naming the tool use).

const ENDPOINT = new URL("/graphql", location.href).toString();
const KEY_STORAGE = "agent-console.apiKey";
const PAGE = 30;

const EVENT_FIELDS = `
  fragment ConsoleEvent on TaskEvent {
    __typename id sequence type createdAt
    messageContent {
      __typename
      ... on TextContent { author text attachments { name type } }
      ... on ReasoningContent { summary }
      ... on DataContent { data }
      ... on ToolRequestContent { name arguments }
      ... on ToolResponseContent { name output isError }
    }
    ... on WorkerToolUseEvent { evaluatedPermission }
    ... on UserApprovalEvent { toolUseId result denyMessage }
    ... on UserCustomToolResultEvent { customToolUseId isError }
    ... on UserInterruptEvent { reason run { id } }
    ... on TaskStatusIdleEvent { stopReason toolUseIds }
    ... on TaskStatusChangedEvent { taskStatus: status previousStatus changeReason: reason }
    ... on TaskErrorEvent { message retryStatus }
  }`;

const TASK_FIELDS = `id title status updatedAt`;

const Q = {
  tasks: `query ConsoleTasks($last: Int!, $before: String) {
    tasks(last: $last, before: $before) { edges { node { ${TASK_FIELDS} } } pageInfo { hasPreviousPage startCursor } }
  }`,
  task: `query ConsoleTask($id: ID!) { task(id: $id) { ${TASK_FIELDS} } }`,
  createTask: `mutation ConsoleCreateTask($input: CreateTaskInput!) { createTask(input: $input) { task { ${TASK_FIELDS} } } }`,
  sendEvents: `mutation ConsoleSendEvents($input: SendEventsInput!) { sendEvents(input: $input) { task { ${TASK_FIELDS} } } }`,
  cancelRun: `mutation ConsoleCancelRun($input: CancelRunInput!) { cancelRun(input: $input) { task { ${TASK_FIELDS} } } }`,
  taskEvents: `subscription ConsoleTaskEvents($taskId: ID!, $after: Sequence) {
    taskEvents(taskId: $taskId, after: $after, deltas: [WORKER_MESSAGE]) {
      __typename
      ...ConsoleEvent
      ... on EventStart { eventId runId type }
      ... on EventDelta { eventId index text type }
    }
  }
  ${EVENT_FIELDS}`,
};

/** A stream error that reconnecting cannot fix. */
const FATAL = new Set(["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "BAD_USER_INPUT", "GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED"]);
/** Task changes that the header shows: each triggers a (debounced) task refresh. */
const REFRESH_ON = /^(TASK_STATUS_|TASK_UPDATED|TASK_ERROR)/;
/** Bookkeeping events, shown small. */
const MINOR = /^(SPAN_|TASK_USAGE|TASK_STATUS_RUNNING)/;

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

const state = {
  key: localStorage.getItem(KEY_STORAGE) ?? "",
  /** Newest first. */
  tasks: [],
  olderCursor: null,
  taskId: null,
  task: null,
  /** Aborts the current task's stream. */
  follow: null,
  /** The last sequence seen on the current task's stream: where a reconnect resumes. */
  lastSequence: null,
  /** event id → { li, final, blocks, deltas } */
  rows: new Map(),
  /** event id → the event (tool uses are looked up when showing approvals). */
  events: new Map(),
  /** The tool uses the task waits on (ids of worker.*tool_use events), as the stream says. */
  waits: [],
  refreshTimer: 0,
  /** Drops the current stream connection; it resumes from lastSequence. */
  reconnect: () => {},
  /** False while the user has scrolled the event list up. */
  stickToBottom: true,
};

// ---------------------------------------------------------------------------------------------
// GraphQL over HTTP

class ApiError extends Error {
  constructor(message, code, extra = {}) {
    super(message);
    this.code = code;
    Object.assign(this, extra);
  }
}

function errorFrom(err, status) {
  const code = err?.extensions?.code ?? (status === 401 ? "UNAUTHENTICATED" : status ? `HTTP_${status}` : "ERROR");
  return new ApiError(err?.message ?? `request failed (${status})`, code, { retryAfter: err?.extensions?.retryAfter });
}

async function gql(query, variables = {}) {
  if (!state.key) throw new ApiError("paste an API key first", "NO_KEY");
  const res = await fetch(ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", "x-api-key": state.key },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json().catch(() => null);
  if (body?.errors?.length) throw errorFrom(body.errors[0], res.status);
  if (!res.ok || !body?.data) throw errorFrom(null, res.status);
  return body.data;
}

function newId() {
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// ---------------------------------------------------------------------------------------------
// GraphQL over SSE

/** Splits an SSE body into frames: { event, id, data }. Comments (pings) are skipped. */
async function* sseFrames(body) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buf = (buf + value).replace(/\r\n/g, "\n");
      let end;
      while ((end = buf.indexOf("\n\n")) >= 0) {
        const block = buf.slice(0, end);
        buf = buf.slice(end + 2);
        const frame = { event: "message", id: null, data: [] };
        for (const line of block.split("\n")) {
          if (line === "" || line.startsWith(":")) continue;
          const colon = line.indexOf(":");
          const field = colon < 0 ? line : line.slice(0, colon);
          let v = colon < 0 ? "" : line.slice(colon + 1);
          if (v.startsWith(" ")) v = v.slice(1);
          if (field === "data") frame.data.push(v);
          else if (field === "event") frame.event = v;
          else if (field === "id") frame.id = v;
        }
        if (frame.data.length || frame.event !== "message") yield { ...frame, data: frame.data.join("\n") };
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
  });

/** Follows a task until `signal` aborts: history after `after` (or "0"), then live; resumes where it stopped. */
async function followTask(taskId, signal) {
  let failures = 0;
  while (!signal.aborted) {
    let retryAfterMs = 0;
    // "Reconnect" drops this connection only; the loop resumes at once from the last sequence.
    const connection = new AbortController();
    let manual = false;
    state.reconnect = () => {
      manual = true;
      connection.abort();
    };
    setStreamStatus(failures ? "reconnecting…" : "connecting…");
    try {
      const res = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream", "x-api-key": state.key },
        body: JSON.stringify({ query: Q.taskEvents, variables: { taskId, after: state.lastSequence ?? "0" } }),
        signal: AbortSignal.any([signal, connection.signal]),
      });
      if (!(res.headers.get("content-type") ?? "").includes("text/event-stream") || !res.body) {
        const body = await res.json().catch(() => null);
        throw errorFrom(body?.errors?.[0], res.status);
      }
      setStreamStatus("live", "live");
      for await (const frame of sseFrames(res.body)) {
        if (signal.aborted) return;
        if (manual) break;
        if (frame.event === "complete") break;
        if (frame.event !== "next" || !frame.data) continue;
        const payload = JSON.parse(frame.data);
        if (payload.errors?.length) throw errorFrom(payload.errors[0]);
        const item = payload.data?.taskEvents;
        if (item) onStreamItem(item, frame.id);
        failures = 0;
      }
      // The stream ended (the server restarting, a slow reader cut off): resume from the last sequence.
    } catch (err) {
      if (signal.aborted) return;
      if (err instanceof ApiError && FATAL.has(err.code)) {
        setStreamStatus(`stopped: ${err.message}`, "stopped");
        showError(err);
        return;
      }
      if (err instanceof ApiError && err.code === "CURSOR_EXPIRED") {
        // The history before our cursor was purged: start over from what is kept.
        state.lastSequence = null;
        clearEvents();
      }
      if (err instanceof ApiError && err.retryAfter) retryAfterMs = Number(err.retryAfter) * 1000;
      failures++;
    }
    if (signal.aborted) return;
    if (manual) continue;
    const delay = retryAfterMs || Math.min(10_000, 250 * 2 ** Math.min(failures, 6)) * (0.75 + Math.random() * 0.5);
    setStreamStatus(`reconnecting in ${Math.ceil(delay / 1000)} s (from ${state.lastSequence ?? "the start"})`, "waiting");
    await sleep(delay, signal);
  }
}

function setStreamStatus(text, kind = "connecting") {
  const el = $("stream-status");
  el.textContent = text;
  el.dataset.state = kind;
}

// ---------------------------------------------------------------------------------------------
// Rendering events and previews

function onStreamItem(item, frameId) {
  switch (item.__typename) {
    case "EventStart":
      previewRow(item.eventId);
      return;
    case "EventDelta":
      onDelta(item);
      return;
    default:
      state.lastSequence = item.sequence ?? frameId ?? state.lastSequence;
      onEvent(item);
  }
}

function previewRow(eventId) {
  let row = state.rows.get(eventId);
  if (!row) {
    const li = eventShell("WORKER_MESSAGE", eventId);
    li.dataset.state = "streaming";
    li.dataset.deltas = "0";
    // One text node, updated in place as deltas arrive.
    const text = document.createTextNode("");
    li.querySelector(".text").append(text);
    row = { li, text, final: false, blocks: [], deltas: 0 };
    state.rows.set(eventId, row);
    appendRow(li);
  }
  return row;
}

function onDelta(delta) {
  const row = previewRow(delta.eventId);
  if (row.final) return; // the finished event is the record
  row.blocks[delta.index] = (row.blocks[delta.index] ?? "") + delta.text;
  row.deltas++;
  row.li.dataset.deltas = String(row.deltas);
  row.text.data = row.blocks.filter((b) => b != null).join("");
  keepScrolled();
}

function onEvent(ev) {
  state.events.set(ev.id, ev);
  const existing = state.rows.get(ev.id);
  if (existing?.final) return;
  const li = existing?.li ?? eventShell(ev.type, ev.id);
  fillEvent(li, ev);
  li.dataset.state = "final";
  state.rows.set(ev.id, { li, final: true });
  if (!existing) appendRow(li);
  const waits = waitsAfter(state.waits, ev);
  if (waits !== state.waits) {
    state.waits = waits;
    renderApprovals();
  }
  if (REFRESH_ON.test(ev.type)) scheduleTaskRefresh();
  if (ev.type === "TASK_DELETED") setStreamStatus("the task was deleted", "stopped");
}

/**
 * What the task waits on after `ev`, from the stream alone (the same rule as the server's state
 * machine): a `task.status_idle` that stops for REQUIRES_ACTION names the tool uses it waits on;
 * each answer (user.approval, user.custom_tool_result) takes its tool use off the list; any other
 * change of status (running again, aborted, cancelled, terminated, failed) withdraws them all.
 * Returns the same array when nothing changed.
 */
function waitsAfter(waits, ev) {
  switch (ev.type) {
    case "TASK_STATUS_IDLE":
      return ev.stopReason === "REQUIRES_ACTION" ? [...(ev.toolUseIds ?? [])] : waits.length ? [] : waits;
    case "USER_APPROVAL":
      return waits.includes(ev.toolUseId) ? waits.filter((id) => id !== ev.toolUseId) : waits;
    case "USER_CUSTOM_TOOL_RESULT":
      return waits.includes(ev.customToolUseId) ? waits.filter((id) => id !== ev.customToolUseId) : waits;
    case "TASK_STATUS_CHANGED":
      // Answering all of them queues the task again; any other change leaves AWAITING_USER too.
      return waits.length && ev.taskStatus !== "AWAITING_USER" ? [] : waits;
    case "TASK_STATUS_RUNNING":
    case "TASK_STATUS_TERMINATED":
      return waits.length ? [] : waits;
    case "TASK_ERROR":
      return waits.length && ev.retryStatus === "TERMINAL" ? [] : waits;
    default:
      return waits;
  }
}

function eventShell(type, id) {
  const li = document.createElement("li");
  li.className = "event";
  li.dataset.type = type;
  li.dataset.eventId = id;
  const meta = document.createElement("div");
  meta.className = "meta";
  const t = document.createElement("span");
  t.className = "type";
  t.textContent = dotted(type);
  const time = document.createElement("time");
  meta.append(t, time);
  const text = document.createElement("div");
  text.className = "text";
  li.append(meta, text);
  return li;
}

function fillEvent(li, ev) {
  li.dataset.type = ev.type;
  li.dataset.sequence = ev.sequence;
  li.classList.toggle("minor", MINOR.test(ev.type));
  li.querySelector(".type").textContent = dotted(ev.type);
  const time = li.querySelector("time");
  time.dateTime = ev.createdAt;
  time.textContent = new Date(ev.createdAt).toLocaleTimeString();
  const { text, detail } = describe(ev);
  li.querySelector(".text").replaceChildren(document.createTextNode(text));
  li.querySelector("pre")?.remove();
  if (detail) {
    const pre = document.createElement("pre");
    pre.textContent = detail;
    li.append(pre);
  }
}

/** The conversation is drawn from messageContent alone; other events show their own few fields. */
function describe(ev) {
  const c = ev.messageContent;
  if (c) {
    switch (c.__typename) {
      case "TextContent": {
        const files = c.attachments.map((a) => (a.type.startsWith("image/") ? "[image]" : `[document: ${a.name}]`));
        return { text: [c.text, ...files].filter(Boolean).join("\n") };
      }
      case "ReasoningContent":
        return { text: c.summary.join("\n") };
      case "DataContent":
        return { text: "data", detail: json(c.data) };
      case "ToolRequestContent":
        return { text: `${c.name}${ev.evaluatedPermission ? ` (permission: ${ev.evaluatedPermission})` : ""}`, detail: json(c.arguments) };
      case "ToolResponseContent":
        return { text: `${c.name}: ${c.isError ? "error" : c.isError === false ? "ok" : "outcome unknown"}`, detail: c.output == null ? undefined : json(c.output) };
    }
  }
  switch (ev.__typename) {
    case "UserApprovalEvent":
      return { text: `${ev.result}${ev.denyMessage ? `: ${ev.denyMessage}` : ""}` };
    case "UserInterruptEvent":
      // A Stop names the run it interrupted.
      return { text: [ev.run?.id ? `stopped ${ev.run.id}` : "", ev.reason ?? ""].filter(Boolean).join(": ") };
    case "TaskStatusIdleEvent":
      return {
        text: ev.toolUseIds?.length
          ? `${ev.stopReason}: waits on ${ev.toolUseIds.map((id) => state.events.get(id)?.messageContent?.name ?? id).join(", ")}`
          : ev.stopReason,
      };
    case "TaskStatusChangedEvent":
      return { text: `${ev.previousStatus} → ${ev.taskStatus}${ev.changeReason ? ` (${ev.changeReason})` : ""}` };
    case "TaskErrorEvent":
      return { text: `${ev.message} (${ev.retryStatus})` };
    default:
      return { text: "" };
  }
}

function json(v) {
  try {
    return JSON.stringify(v, null, 2);
  } catch {
    return String(v);
  }
}

/** WORKER_MESSAGE → worker.message, TASK_STATUS_IDLE → task.status_idle, WORKFLOW_RUN_CREATED → workflow_run.created. */
function dotted(type) {
  const lower = String(type).toLowerCase();
  if (lower.startsWith("workflow_run_")) return `workflow_run.${lower.slice(13)}`;
  const i = lower.indexOf("_");
  return i < 0 ? lower : `${lower.slice(0, i)}.${lower.slice(i + 1)}`;
}

function appendRow(li) {
  $("event-list").append(li);
  keepScrolled();
}

/** Follows the newest event, unless the user has scrolled up to read. */
function keepScrolled() {
  const list = $("event-list");
  if (state.stickToBottom) list.scrollTop = list.scrollHeight;
}

function clearEvents() {
  state.stickToBottom = true;
  state.rows.clear();
  state.events.clear();
  state.waits = [];
  renderApprovals();
  $("event-list").replaceChildren();
}

// ---------------------------------------------------------------------------------------------
// Tasks

async function loadTasks({ older = false } = {}) {
  const data = await gql(Q.tasks, { last: PAGE, before: older ? state.olderCursor : null });
  const page = data.tasks.edges.map((e) => e.node).reverse();
  state.tasks = older ? [...state.tasks, ...page] : page;
  state.olderCursor = data.tasks.pageInfo.hasPreviousPage ? data.tasks.pageInfo.startCursor : null;
  renderTasks();
}

function renderTasks() {
  const list = $("task-list");
  list.replaceChildren(
    ...state.tasks.map((task) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.taskId = task.id;
      b.setAttribute("aria-current", String(task.id === state.taskId));
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = task.title || task.id;
      name.title = task.id;
      const badge = document.createElement("span");
      badge.className = `badge ${task.status}`;
      badge.textContent = task.status;
      b.append(name, badge);
      b.addEventListener("click", () => selectTask(task.id));
      li.append(b);
      return li;
    }),
  );
  $("no-tasks").hidden = state.tasks.length > 0;
  $("older-tasks").hidden = !state.olderCursor;
}

function upsertTask(task) {
  const i = state.tasks.findIndex((t) => t.id === task.id);
  if (i >= 0) state.tasks[i] = { ...state.tasks[i], ...task };
  else state.tasks.unshift(task);
  renderTasks();
}

function selectTask(taskId) {
  if (state.taskId === taskId) return;
  state.follow?.abort();
  state.taskId = taskId;
  state.task = null;
  state.lastSequence = null;
  clearEvents();
  renderTasks();
  if (location.hash !== `#task=${taskId}`) history.replaceState(null, "", `#task=${taskId}`);
  $("task-panel").hidden = false;
  $("empty-panel").hidden = true;
  $("task-id").textContent = taskId;
  $("task-title").textContent = state.tasks.find((t) => t.id === taskId)?.title || "Untitled task";
  void refreshTask();
  const follow = (state.follow = new AbortController());
  void followTask(taskId, follow.signal);
}

function scheduleTaskRefresh() {
  clearTimeout(state.refreshTimer);
  state.refreshTimer = setTimeout(() => void refreshTask(), 150);
}

async function refreshTask() {
  const taskId = state.taskId;
  if (!taskId) return;
  try {
    const { task } = await gql(Q.task, { id: taskId });
    if (state.taskId !== taskId) return;
    if (!task) throw new ApiError(`no task ${taskId} in this workspace`, "NOT_FOUND");
    showTask(task);
  } catch (err) {
    showError(err);
  }
}

function showTask(task) {
  if (task.id !== state.taskId) return;
  state.task = task;
  $("task-title").textContent = task.title || "Untitled task";
  const badge = $("task-status");
  badge.className = `badge ${task.status}`;
  badge.textContent = task.status;
  $("cancel-run").disabled = !["RUNNING", "SCHEDULED", "QUEUED", "AWAITING_USER", "CANCELLING"].includes(task.status);
  upsertTask({ id: task.id, title: task.title, status: task.status, updatedAt: task.updatedAt });
}

// ---------------------------------------------------------------------------------------------
// Approvals and custom tool results

function renderApprovals() {
  const asks = state.waits.map((id) => state.events.get(id)).filter(Boolean);
  $("approvals").hidden = asks.length === 0;
  $("approval-list").replaceChildren(
    ...asks.map((toolUse) => {
      // The tool use that asked, as its typed content says (ToolRequestContent: name, arguments).
      const request = toolUse.messageContent;
      const custom = toolUse.type === "WORKER_CUSTOM_TOOL_USE";
      const li = document.createElement("li");
      li.dataset.toolUseId = toolUse.id;
      li.dataset.kind = custom ? "CUSTOM_TOOL" : "TOOL_APPROVAL";
      const what = document.createElement("span");
      what.className = "what";
      const input = request?.arguments !== undefined ? ` ${JSON.stringify(request.arguments)}` : "";
      what.textContent = custom
        ? `The worker asks for the result of ${request?.name ?? "a custom tool"}${input}`
        : `The worker asks to use ${request?.name ?? "a tool"}${input}`;
      li.append(what);
      if (!custom) {
        li.append(
          button("Allow", "allow", () => answer({ userApproval: { toolUseId: toolUse.id, result: "ALLOW" } })),
          button("Deny", "deny", () => answer({ userApproval: { toolUseId: toolUse.id, result: "DENY", denyMessage: "denied in the console" } })),
        );
      } else {
        const field = document.createElement("input");
        field.placeholder = "result";
        const result = (text, isError) => ({ userCustomToolResult: { customToolUseId: toolUse.id, content: [{ text: { text } }], isError } });
        li.append(
          field,
          button("Send result", "resolve", () => answer(result(field.value, false))),
          button("Cancel", "deny", () => answer(result("cancelled", true))),
        );
      }
      return li;
    }),
  );
}

function button(label, cls, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = cls;
  b.textContent = label;
  b.addEventListener("click", async () => {
    const all = b.parentElement?.querySelectorAll("button") ?? [];
    all.forEach((x) => (x.disabled = true));
    try {
      await onClick();
    } catch (err) {
      showError(err);
      all.forEach((x) => (x.disabled = false));
    }
  });
  return b;
}

/** Answers a question with the event that answers it; the stream then takes it off the list. */
async function answer(event) {
  const { sendEvents } = await gql(Q.sendEvents, { input: { taskId: state.taskId, events: [event], idempotencyKey: newId() } });
  showTask({ ...state.task, ...sendEvents.task });
}

// ---------------------------------------------------------------------------------------------
// Errors, key, forms

function showError(err) {
  const code = err?.code && err.code !== "ERROR" ? ` [${err.code}]` : "";
  $("error-text").textContent = `${err?.message ?? err}${code}`;
  $("error").hidden = false;
}

function clearError() {
  $("error").hidden = true;
}

async function useKey(key) {
  state.key = key;
  state.follow?.abort();
  state.taskId = null;
  $("task-panel").hidden = true;
  $("empty-panel").hidden = false;
  if (!key) {
    localStorage.removeItem(KEY_STORAGE);
    state.tasks = [];
    renderTasks();
    $("key-status").textContent = "no key";
    return;
  }
  localStorage.setItem(KEY_STORAGE, key);
  $("key-status").textContent = "checking…";
  try {
    await loadTasks();
    $("key-status").textContent = `key …${key.slice(-4)} in use`;
    clearError();
    const fromHash = /^#task=(.+)$/.exec(location.hash)?.[1];
    if (fromHash) selectTask(decodeURIComponent(fromHash));
  } catch (err) {
    $("key-status").textContent = "key refused";
    showError(err);
  }
}

async function withBusy(form, fn) {
  const controls = form.querySelectorAll("button, input, textarea");
  controls.forEach((c) => (c.disabled = true));
  try {
    await fn();
    clearError();
  } catch (err) {
    showError(err);
  } finally {
    controls.forEach((c) => (c.disabled = false));
  }
}

const messageEvent = (text) => ({ userMessage: { content: [{ text: { text } }] } });

function init() {
  $("api-key").value = state.key;
  $("key-form").addEventListener("submit", (e) => {
    e.preventDefault();
    void useKey($("api-key").value.trim());
  });
  $("forget-key").addEventListener("click", () => {
    $("api-key").value = "";
    void useKey("");
  });
  $("error-close").addEventListener("click", clearError);
  const list = $("event-list");
  list.addEventListener("scroll", () => {
    state.stickToBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  });
  $("refresh-tasks").addEventListener("click", () => loadTasks().catch(showError));
  $("older-tasks").addEventListener("click", () => loadTasks({ older: true }).catch(showError));

  const newTask = $("new-task-form");
  newTask.addEventListener("submit", (e) => {
    e.preventDefault();
    void withBusy(newTask, async () => {
      const title = $("new-task-title").value.trim();
      const message = $("new-task-message").value.trim();
      const input = { title: title || null, ...(message ? { events: [messageEvent(message)] } : {}) };
      const { createTask } = await gql(Q.createTask, { input });
      $("new-task-title").value = "";
      $("new-task-message").value = "";
      upsertTask(createTask.task);
      selectTask(createTask.task.id);
    });
  });

  const composer = $("message-form");
  composer.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("message-input").value.trim();
    if (!text || !state.taskId) return;
    void withBusy(composer, async () => {
      // The idempotency key makes a retried send (a flaky network) write the message once.
      const { sendEvents } = await gql(Q.sendEvents, { input: { taskId: state.taskId, events: [messageEvent(text)], idempotencyKey: newId() } });
      $("message-input").value = "";
      showTask({ ...state.task, ...sendEvents.task });
    });
    $("message-input").focus();
  });
  $("message-input").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) composer.requestSubmit();
  });

  $("reconnect").addEventListener("click", () => state.reconnect());
  $("cancel-run").addEventListener("click", async () => {
    try {
      const { cancelRun } = await gql(Q.cancelRun, { input: { taskId: state.taskId, mode: "ABORT" } });
      showTask({ ...state.task, ...cancelRun.task });
    } catch (err) {
      showError(err);
    }
  });

  void useKey(state.key);
}

init();
