import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { buildSchema, parse, validate } from "graphql";

/**
 * Relay's compiler accepts the schema and the documents in test/relay/: a `@connection` on
 * `Task.events` with `@refetchable` (which Relay builds on `Query.node`, so it checks the Node
 * conventions), a `node(id:)` query, fragments on `Event` union members, and a subscription.
 * It runs on a copy in a temporary folder (relay.config.json, schema.graphql, test/relay/*.ts),
 * so the repository gets no artifacts and runs don't collide.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// relay-compiler's package resolves to the path of its bundled binary for this platform (or null).
const relayBin = createRequire(import.meta.url)("relay-compiler") as string | null;

const work = mkdtempSync(path.join(tmpdir(), "relay-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The operation text Relay would send, from a generated artifact. */
function operationText(artifact: string): string | undefined {
  const m = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifact);
  return m ? (JSON.parse(m[1]!) as string) : undefined;
}

describe("relay-compiler", () => {
  it("compiles the example documents against schema.graphql", async () => {
    expect(relayBin, "relay-compiler ships no binary for this platform").toBeTruthy();
    cpSync(path.join(root, "relay.config.json"), path.join(work, "relay.config.json"));
    cpSync(path.join(root, "schema.graphql"), path.join(work, "schema.graphql"));
    cpSync(path.join(root, "test/relay"), path.join(work, "test/relay"), {
      recursive: true,
      filter: (src) => !src.includes("__generated__"),
    });

    const { stdout, stderr } = await promisify(execFile)(relayBin!, [], { cwd: work, timeout: 60_000 }).catch((err) => {
      throw new Error(`relay-compiler failed (exit ${err.code}):\n${err.stdout}\n${err.stderr}`);
    });
    expect(`${stdout}${stderr}`).toContain("Compilation completed");

    const out = path.join(work, "test/relay/__generated__");
    const artifacts = readdirSync(out).sort();
    expect(artifacts).toEqual(
      [
        "EventItem_event",
        "EventItem_idle",
        "EventItem_userMessage",
        "EventItem_workerMessage",
        "TaskEventsNodeQuery",
        "TaskEventsPaginationQuery",
        "TaskEventsQuery",
        "TaskEventsSubscription",
        "TaskEvents_task",
      ].map((n) => `${n}.graphql.ts`),
    );

    // The refetch query Relay generated for the connection goes through `node(id:)`.
    const pagination = readFileSync(path.join(out, "TaskEventsPaginationQuery.graphql.ts"), "utf8");
    expect(operationText(pagination)).toMatch(/node\(id: \$id\)/);
    expect(pagination).toContain('"connection"');

    // Every operation Relay would send is valid against the server's schema.
    const schema = buildSchema(readFileSync(path.join(root, "schema.graphql"), "utf8"));
    for (const name of artifacts.filter((a) => /Query|Subscription/.test(a))) {
      const text = operationText(readFileSync(path.join(out, name), "utf8"));
      expect(text, name).toBeTruthy();
      expect(validate(schema, parse(text!)).map((e) => e.message), name).toEqual([]);
    }
  });
});
