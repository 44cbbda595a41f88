import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverAudits, type AuditResult } from "graphql-http";
import type { ServedApi } from "./helpers/app.js";
import { startServedApp } from "./helpers/process.js";

/**
 * GraphQL over HTTP compliance: graphql-http's server audits against the running server. Every
 * MUST passes (one test each); the SHOULD and MAY results are collected into
 * test/.artifacts/graphql-http-audit.md (ignored by git). The audits send no API key: `{ __typename }` answers
 * without one.
 */

let t: ServedApi;
beforeAll(async () => {
  t = await startServedApp();
});

const audits = serverAudits({ url: () => t.url });
const results = new Map<string, AuditResult>();
/** The start of the body of each audit that was not met, for the report. */
const bodies = new Map<string, string>();

afterAll(async () => {
  await t?.stop();
  if (results.size === audits.length) writeReport();
});

/** Markdown of every audit's outcome, in the suite's order; no timestamps, so it only changes when results do. */
function writeReport() {
  const version = (createRequire(import.meta.url)("graphql-http/package.json") as { version: string }).version;
  const rows = audits.map((a) => results.get(a.id)!);
  const level = (r: AuditResult) => r.name.split(" ")[0]!;
  const count = (lvl: string, status?: string) => rows.filter((r) => level(r) === lvl && (!status || r.status === status)).length;
  const why = (r: AuditResult) => (r.status === "ok" ? "" : `${r.reason} (got HTTP ${r.response.status}${bodies.get(r.id) ? `: ${bodies.get(r.id)}` : ""})`);
  const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const line = (r: AuditResult) =>
    `| ${r.id} | ${level(r)} | ${cell(r.name.slice(level(r).length + 1))} | ${r.status === "ok" ? "ok" : `**${r.status}**: ${cell(why(r))}`} |`;
  const section = (lvl: string) => [
    `## ${lvl} (${count(lvl, "ok")}/${count(lvl)} ok)`,
    "",
    "| id | level | audit | result |",
    "| --- | --- | --- | --- |",
    ...rows.filter((r) => level(r) === lvl).map(line),
    "",
  ];
  const failing = rows.filter((r) => r.status !== "ok");
  const md = [
    "# GraphQL over HTTP audit",
    "",
    `\`serverAudits\` from graphql-http ${version}, run by test/graphql-http.test.ts against \`/graphql\``,
    "(requests carry no API key). Regenerated on every run of that test.",
    "",
    `- MUST: ${count("MUST", "ok")}/${count("MUST")} ok`,
    `- SHOULD: ${count("SHOULD", "ok")}/${count("SHOULD")} ok`,
    `- MAY: ${count("MAY", "ok")}/${count("MAY")} ok`,
    "",
    failing.length ? "Not met:" : "Every audit is met.",
    ...failing.map((r) => `- ${r.id} ${r.name}: ${why(r)}`),
    "",
    ...section("MUST"),
    ...section("SHOULD"),
    ...section("MAY"),
  ].join("\n");
  const file = new URL("./.artifacts/graphql-http-audit.md", import.meta.url);
  mkdirSync(new URL("./.artifacts/", import.meta.url), { recursive: true });
  let previous = "";
  try {
    previous = readFileSync(file, "utf8");
  } catch {}
  if (previous !== md) writeFileSync(file, md);
  console.log(
    `graphql-http audit: MUST ${count("MUST", "ok")}/${count("MUST")}, SHOULD ${count("SHOULD", "ok")}/${count("SHOULD")}, MAY ${count("MAY", "ok")}/${count("MAY")}` +
      (failing.length ? `; not met: ${failing.map((r) => r.id).join(", ")}` : ""),
  );
}

describe("GraphQL over HTTP (graphql-http serverAudits)", () => {
  for (const audit of audits) {
    const must = audit.name.startsWith("MUST");
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      results.set(audit.id, result);
      if (result.status !== "ok") {
        try {
          // Request ids differ on every run: left out so the report only changes with the results.
          const body = (await result.response.clone().text()).replace(/,?"requestId":"[^"]*"/g, "");
          bodies.set(audit.id, body.slice(0, 200));
        } catch {} // the audit may have read the body already
      }
      // A MUST fails the test; SHOULD and MAY outcomes are recorded in the report.
      if (must) expect(result.status === "ok" ? "ok" : `${result.status}: ${result.reason}`).toBe("ok");
    });
  }

  it("answers { __typename } without an API key", async () => {
    const res = await fetch(t.url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/graphql-response+json");
    expect(await res.json()).toEqual({ data: { __typename: "Query" } });
  });
});
