// The client SDK (sdk/): its committed generated code is what `npm run codegen` makes now, and it
// exports a typed document for every operation in sdk/operations.graphql, valid against the schema.
// (examples/watch-task.ts runs against a live server in test/console.test.ts.)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Kind, parse, validate } from "graphql";
import { generate, type CodegenConfig } from "@graphql-codegen/cli";
import { schema } from "../src/graphql/schema.js";
import codegenConfig from "../codegen.js";
import * as sdk from "../sdk/index.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const operationsFile = path.join(root, "sdk/operations.graphql");
const generatedDir = path.join(root, "sdk/generated");

describe("the SDK", () => {
  const document = parse(readFileSync(operationsFile, "utf8"));
  const operations = document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : []));

  it("has the operations a UI needs, valid against the running schema", () => {
    expect(operations).toEqual(
      expect.arrayContaining(["Tasks", "Task", "CreateTask", "SendEvents", "SendMessage", "AnswerInterrupts", "CancelRun", "TaskEvents", "WorkspaceEvents"]),
    );
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
  });

  it("exports a typed document for each", () => {
    for (const name of operations) {
      const doc = (sdk as Record<string, unknown>)[`${name}Document`] as { kind?: string } | undefined;
      expect(doc?.kind, `${name}Document`).toBe("Document");
    }
  });

  it("sdk/generated is what `npm run codegen` generates now (run it after changing schema.graphql or sdk/operations.graphql)", async () => {
    const output = (codegenConfig.generates as Record<string, object>)["sdk/generated/"];
    expect(output, 'codegen.ts has a "sdk/generated/" output').toBeDefined();
    // The committed config, with absolute paths so the answer does not depend on the working directory.
    const config: CodegenConfig = {
      ...codegenConfig,
      schema: path.join(root, "schema.graphql"),
      generates: { [`${generatedDir}/`]: { ...output, documents: [operationsFile] } },
      silent: true,
      verbose: false,
    };
    const files = (await generate(config, false)) as Array<{ filename: string; content: string }>;
    const fresh = new Map(files.map((f) => [path.relative(generatedDir, path.resolve(root, f.filename)), f.content]));
    expect(readdirSync(generatedDir).sort()).toEqual([...fresh.keys()].sort());
    for (const [name, content] of fresh) {
      expect(readFileSync(path.join(generatedDir, name), "utf8"), `sdk/generated/${name}`).toBe(content);
    }
  });
});
