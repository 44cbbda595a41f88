import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, printSchema, validate } from "graphql";
import { generate } from "@graphql-codegen/cli";
import type { CodegenConfig } from "@graphql-codegen/cli";
import { schema } from "../src/graphql/schema.js";
import codegenConfig from "../codegen.js";
import * as generated from "./generated/graphql.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const operationsDir = path.join(root, "test/operations");
const generatedDir = path.join(root, "test/generated");

describe("schema.graphql", () => {
  it("is what the code prints (run `npm run schema:print` after changing the schema)", () => {
    const committed = readFileSync(path.join(root, "schema.graphql"), "utf8");
    // The same text scripts/print-schema.ts writes.
    expect(committed).toBe(`${printSchema(schema)}\n`);
  });
});

describe("test operations", () => {
  const files = readdirSync(operationsDir).filter((f) => f.endsWith(".graphql"));

  it("cover the operations the tests rely on", () => {
    expect(files.map((f) => f.replace(/\.graphql$/, "")).sort()).toEqual(
      expect.arrayContaining(["CreateApiKey", "CreateTask", "CreateWorkspace", "Node", "SendEvents", "TaskEvents"]),
    );
  });

  it.each(files)("%s is valid against the running schema", (file) => {
    const errors = validate(schema, parse(readFileSync(path.join(operationsDir, file), "utf8")));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

describe("codegen output in test/generated", () => {
  it("exports a typed document for every operation", () => {
    const files = readdirSync(operationsDir).filter((f) => f.endsWith(".graphql"));
    for (const file of files) {
      const name = file.replace(/\.graphql$/, "");
      const doc = (generated as Record<string, unknown>)[`${name}Document`] as { kind?: string } | undefined;
      expect(doc?.kind, `${name}Document`).toBe("Document");
    }
  });

  it("is what `npm run codegen` generates now (run it after changing schema.graphql or an operation)", async () => {
    const [target, output] = Object.entries(codegenConfig.generates)[0]!;
    expect(path.resolve(root, target)).toBe(generatedDir);
    // The committed config, with absolute paths so the answer does not depend on the working directory.
    const config: CodegenConfig = {
      ...codegenConfig,
      schema: path.join(root, "schema.graphql"),
      documents: [path.join(operationsDir, "*.graphql")],
      generates: { [`${generatedDir}/`]: output },
      silent: true,
      verbose: false,
    };
    const files = (await generate(config, false)) as Array<{ filename: string; content: string }>;
    const fresh = new Map(files.map((f) => [path.relative(generatedDir, path.resolve(root, f.filename)), f.content]));
    const committed = readdirSync(generatedDir).sort();

    expect(committed).toEqual([...fresh.keys()].sort());
    for (const [name, content] of fresh) {
      expect(readFileSync(path.join(generatedDir, name), "utf8"), `test/generated/${name}`).toBe(content);
    }
  });
});
