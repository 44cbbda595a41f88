import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { getNamedType, isLeafType, isListType, isNonNullType, isUnionType, parse, printSchema, validate, type GraphQLOutputType, type GraphQLUnionType } from "graphql";
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

describe("fields of one name on members of a union", () => {
  /**
   * GraphQL's "same response shape" rule: two members' fields of one response name can be selected
   * in one query only when their types have the same list/non-null wrapping and, where a leaf
   * (scalar or enum), the same named type. Checked for every pair of members of every union a
   * client selects across.
   */
  const shape = (t: GraphQLOutputType): string =>
    isNonNullType(t) ? `${shape(t.ofType)}!` : isListType(t) ? `[${shape(t.ofType)}]` : isLeafType(t) ? t.name : "object";

  it.each(["Event", "TaskStreamItem", "TaskMessageContent"])("%s: every pair of members can select their same-named fields together", (name) => {
    const union = schema.getType(name);
    expect(isUnionType(union), `${name} is a union`).toBe(true);
    const members = (union as GraphQLUnionType).getTypes();
    const seen = new Map<string, { type: string; shape: string }>();
    const conflicts: string[] = [];
    for (const m of members) {
      for (const [field, def] of Object.entries(m.getFields())) {
        const s = shape(def.type);
        const first = seen.get(field);
        if (!first) seen.set(field, { type: m.name, shape: s });
        else if (first.shape !== s) conflicts.push(`${field}: ${first.type} ${first.shape} vs ${m.name} ${s}`);
      }
    }
    expect(conflicts).toEqual([]);
    // And GraphQL itself agrees: one query selecting every field on every member validates.
    const selection = (t: GraphQLOutputType): string => {
      const named = getNamedType(t);
      if (isLeafType(named)) return "";
      if (isUnionType(named)) return " { __typename }";
      return " { __typename }";
    };
    const spreads = members
      .map((m) => `... on ${m.name} { ${Object.entries(m.getFields()).filter(([, d]) => d.args.every((a) => !isNonNullType(a.type))).map(([f, d]) => `${f}${selection(d.type)}`).join(" ")} }`)
      .join(" ");
    const field = name === "TaskStreamItem" ? "taskEvents(taskId: \"x\")" : null;
    const doc = field
      ? `subscription { ${field} { ${spreads} } }`
      : name === "Event"
        ? `{ events(taskId: "x") { edges { node { ${spreads} } } } }`
        : `{ events(taskId: "x") { edges { node { ... on TaskEvent { messageContent { ${spreads} } } } } } }`;
    expect(validate(schema, parse(doc)).map((e) => e.message)).toEqual([]);
  });
});
