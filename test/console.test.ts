// The live console (/console) in a real browser: a user pastes a client key, creates a task, sends
// a message, and watches the built-in demo worker's reply stream in over GraphQL over SSE, growing
// through partial previews until the finished worker.message replaces it; then answers an approval.
// Leaves a screenshot in test/.artifacts/console.png (ignored by git). Then the SDK example against the same server.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import type { ServedApi } from "./helpers/app.js";
import { startServedApp } from "./helpers/process.js";
import { startDemoWorker, type DemoWorker } from "../src/worker/demo-worker.js";
import { watchTask } from "../examples/watch-task.js";

const CHROMIUM = "/usr/bin/chromium";
const HAS_CHROMIUM = existsSync(CHROMIUM);
const ARTIFACT = fileURLToPath(new URL("./.artifacts/console.png", import.meta.url));

type Sample = { state: string | undefined; text: string; deltas: string | undefined };

/** Records every text a worker.message row shows, including each intermediate preview (via oldValue). */
function recordWorkerMessageTexts() {
  const w = window as unknown as { __samples: Sample[] };
  w.__samples = [];
  const list = document.getElementById("event-list")!;
  const rowOf = (n: Node | null) => (n instanceof Element ? n : n?.parentElement)?.closest<HTMLElement>('.event[data-type="WORKER_MESSAGE"]');
  new MutationObserver((records) => {
    // Each change to the preview's text node keeps the text it replaced; then the row as it is now.
    const rows = new Set<HTMLElement>();
    for (const r of records) {
      const row = rowOf(r.target);
      if (!row) continue;
      rows.add(row);
      if (r.type === "characterData" && r.oldValue != null) w.__samples.push({ state: "streaming", text: r.oldValue, deltas: undefined });
    }
    for (const row of rows) w.__samples.push({ state: row.dataset.state, text: row.querySelector(".text")!.textContent ?? "", deltas: row.dataset.deltas });
  }).observe(list, { subtree: true, childList: true, characterData: true, characterDataOldValue: true, attributes: true });
}

// One server and one demo worker for both: the page, and the SDK example.
let t: ServedApi;
let worker: DemoWorker;
let clientKey: string;
beforeAll(async () => {
  t = await startServedApp();
  const keyOf = async (scope: string) =>
    (await t.ok<{ createApiKey: { key: string } }>(`mutation { createApiKey(input: { name: "console ${scope}", scopes: [${scope}] }) { key } }`)).createApiKey.key;
  clientKey = await keyOf("CLIENT");
  worker = startDemoWorker({ url: t.url, apiKey: await keyOf("WORKER"), waitSeconds: 5, chunkDelayMs: [40, 70] });
});
afterAll(async () => {
  await worker?.stop();
  await t?.stop();
});

describe("the live console", () => {
  it.runIf(HAS_CHROMIUM)(
    "streams a reply as it is written, then shows the finished message and answers an approval (skipped when /usr/bin/chromium is missing: apt-get install -y chromium)",
    async () => {
      let context: BrowserContext | undefined;
      const profile = mkdtempSync(path.join(tmpdir(), "atg-chromium-"));
      try {
        // The page itself: served as text/html, locked to its own origin.
        const html = await fetch(`${t.origin}/console`);
        expect(html.status).toBe(200);
        expect(html.headers.get("content-type")).toMatch(/^text\/html/);
        expect(html.headers.get("content-security-policy")).toContain("connect-src 'self'");
        expect((await fetch(`${t.origin}/console/nope.js`)).status).toBe(404);

        context = await chromium.launchPersistentContext(profile, {
          executablePath: CHROMIUM,
          headless: true,
          args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
          viewport: { width: 1280, height: 820 },
        });
        const page: Page = context.pages()[0] ?? (await context.newPage());
        const problems: string[] = [];
        page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
        page.on("console", (msg) => {
          if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
        });

        // The variables of every stream the page opens.
        const streams: Array<{ taskId: string; after: string }> = [];
        const documents: string[] = [];
        page.on("request", (req) => {
          if (!req.url().endsWith("/graphql")) return;
          documents.push(req.postDataJSON().query);
          if (req.headers()["accept"] === "text/event-stream") streams.push(req.postDataJSON().variables);
        });

        await page.goto(`${t.origin}/console`);
        await page.fill("#api-key", clientKey);
        await page.click('#key-form button[type="submit"]');
        await expect.poll(() => page.textContent("#key-status")).toContain("in use");
        // The key is kept for the next visit.
        expect(await page.evaluate(() => localStorage.getItem("agent-console.apiKey"))).toBe(clientKey);

        // Create a task; it is selected and its stream goes live.
        await page.fill("#new-task-title", "Console test");
        await page.click('#new-task-form button[type="submit"]');
        await page.waitForSelector('#task-list button[aria-current="true"]');
        await page.waitForSelector('#stream-status[data-state="live"]');
        const taskId = (await page.textContent("#task-id"))!;
        expect(taskId).toMatch(/^task_/);
        expect(await page.textContent("#task-list")).toContain("Console test");

        // Send a message and watch the reply grow.
        await page.evaluate(recordWorkerMessageTexts);
        const message = "Hello from the console test, please answer slowly";
        await page.fill("#message-input", message);
        await page.click("#send-message");
        await page.waitForSelector(`.event[data-type="USER_MESSAGE"] >> text=${message}`);
        const reply = page.locator('.event[data-type="WORKER_MESSAGE"][data-state="final"]').first();
        await reply.waitFor({ timeout: 30_000 });
        const finalText = (await reply.locator(".text").textContent())!;
        expect(finalText).toContain(`You said: "${message}"`);

        // The finished event replaced the preview in place: one row for the message, carrying the reserved id.
        expect(await page.locator('.event[data-type="WORKER_MESSAGE"]').count()).toBe(1);
        const rendered = await reply.evaluate((li: HTMLElement) => ({ id: li.dataset.eventId, deltas: Number(li.dataset.deltas ?? 0) }));
        const stored = await t.ok<any>(`query($id: ID!) { events(taskId: $id, types: [WORKER_MESSAGE]) { edges { node { ... on TaskEvent { id } } } } }`, { id: taskId });
        expect(rendered.id).toBe(stored.events.edges[0].node.id);
        expect(rendered.deltas).toBeGreaterThanOrEqual(2);

        // Partial states were on screen: growing prefixes of the final text, before it.
        const samples = await page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);
        const partial = samples.filter((s) => s.state === "streaming" && s.text.length > 0);
        expect(partial.length).toBeGreaterThanOrEqual(2);
        for (const s of partial) expect(finalText.startsWith(s.text), `preview ${JSON.stringify(s.text)} is a prefix of the reply`).toBe(true);
        expect(partial.some((s) => s.text.length < finalText.length)).toBe(true);
        const lengths = partial.map((s) => s.text.length);
        expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
        expect(samples.at(-1)).toMatchObject({ state: "final", text: finalText });
        await expect.poll(() => page.textContent("#task-status")).toBe("IDLE");

        // A dropped stream resumes after the last sequence seen: nothing repeated, nothing missed.
        expect(streams).toEqual([{ taskId, after: "0" }]);
        const lastSeen = await page.locator(".event").last().getAttribute("data-sequence");
        await page.click("#reconnect");
        await expect.poll(() => streams.length).toBe(2);
        expect(streams[1]).toEqual({ taskId, after: lastSeen });
        await page.waitForSelector('#stream-status[data-state="live"]');

        // Human in the loop: the worker asks, the console shows Allow/Deny, Allow resumes the task.
        await page.fill("#message-input", "this needs approval");
        await page.click("#send-message");
        const ask = page.locator('#approval-list li[data-kind="TOOL_APPROVAL"]');
        await ask.waitFor({ timeout: 30_000 });
        // The list comes from the stream, the badge from the task query it triggers: wait for both.
        await expect.poll(() => page.textContent("#task-status"), { timeout: 10_000 }).toBe("AWAITING_USER");
        expect(await ask.textContent()).toContain("pretend_tool");
        // What the task waits on came from the stream alone: the tool use the idle names.
        const waitsOn = await ask.getAttribute("data-tool-use-id");
        const idle = await t.ok<any>(
          `query($id: ID!) { events(taskId: $id, types: [TASK_STATUS_IDLE], last: 1) { edges { node { ... on TaskStatusIdleEvent { stopReason toolUseIds } } } } }`,
          { id: taskId },
        );
        expect(idle.events.edges[0].node).toEqual({ stopReason: "REQUIRES_ACTION", toolUseIds: [waitsOn] });
        expect(documents.filter((d) => /pendingInterrupts|answerInterrupts/.test(d))).toEqual([]);
        await ask.locator("button.allow").click();
        await page.waitForSelector('.event[data-type="USER_APPROVAL"] >> text=ALLOW');
        // The result as its typed content shows it (ToolResponseContent: name, isError).
        await page.waitForSelector('.event[data-type="WORKER_TOOL_RESULT"] >> text=pretend_tool: ok', { timeout: 30_000 });
        expect(await page.isHidden("#approvals")).toBe(true);
        await expect.poll(() => page.locator('.event[data-type="WORKER_MESSAGE"][data-state="final"]').count(), { timeout: 30_000 }).toBe(3);
        await expect.poll(() => page.textContent("#task-status"), { timeout: 10_000 }).toBe("IDLE");
        // Every stored event is on screen once, in order.
        const all = await t.ok<any>(`query($id: ID!) { events(taskId: $id, first: 100) { edges { node { ... on TaskEvent { id } } } } }`, { id: taskId });
        expect(await page.$$eval(".event", (rows) => rows.map((r) => (r as HTMLElement).dataset.eventId))).toEqual(
          all.events.edges.map((e: any) => e.node.id),
        );

        mkdirSync(path.dirname(ARTIFACT), { recursive: true });
        await page.screenshot({ path: ARTIFACT });
        expect(problems).toEqual([]);
      } finally {
        await context?.close().catch(() => {});
        rmSync(profile, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

describe("the SDK example (examples/watch-task.ts)", () => {
  it("creates a task, sends a message and prints the reply as it streams over graphql-ws", async () => {
    let out = "";
    const r = await watchTask({ url: t.url, apiKey: clientKey, message: "Hello from the SDK example", write: (s) => (out += s) });
    expect(r.taskId).toMatch(/^task_/);
    expect(r.stopReason).toBe("END_TURN");
    expect(r.replies).toEqual([expect.stringContaining('You said: "Hello from the SDK example"')]);
    expect(r.deltas).toBeGreaterThanOrEqual(2);
    // The previews, printed one after the other, spell the reply, in order. Previews are best
    // effort (a worker goes on when one publishDeltas fails; the finished event is the record),
    // so a busy machine may print the reply with a chunk missing, never out of order.
    // A stored event may be printed among them: previews come straight off the bus, while the
    // events before them (task.status_running) come through the log, so on a busy machine the
    // first preview can overtake them (task.status_running, span.model_request_start, any type
    // of the catalogue). Such a line is not part of the reply.
    const printed = /worker: ([^]*?)\n {2}\[WORKER_MESSAGE event_/.exec(out)?.[1]?.replace(/[a-z]+\.[a-z_]+ #\d+[^\n]*\n/g, "");
    expect(printed).toBeDefined();
    const reply = r.replies[0]!.split(" ");
    let at = 0;
    for (const word of printed!.split(" ")) {
      at = reply.indexOf(word, at);
      expect(at, `"${word}" of the previews, in order, in the reply`).toBeGreaterThanOrEqual(0);
      at++;
    }
    expect(printed!.startsWith("You said:")).toBe(true);
    expect(out).toContain("task.status_idle");
  });
});
