import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed documents from the committed schema.graphql:
 * - test/operations/*.graphql → test/generated/ (for the tests);
 * - sdk/operations.graphql → sdk/generated/ (the client SDK, imported through sdk/index.ts).
 * Regenerate with `npm run codegen` after `npm run schema:print`; test/schema.test.ts and
 * test/sdk.test.ts fail on drift. Each output names its own documents: codegen would add
 * top-level documents to every output.
 */
const typedDocuments = {
  preset: "client",
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    onlyOperationTypes: true,
    scalars: {
      DateTime: "string",
      Sequence: "string",
      JSON: "unknown",
    },
  },
} as const;

const config: CodegenConfig = {
  schema: "./schema.graphql",
  ignoreNoDocuments: false,
  // ESM with NodeNext resolution: relative imports need their extension.
  importExtension: ".js",
  generates: {
    "test/generated/": { ...typedDocuments, documents: ["test/operations/*.graphql"] },
    "sdk/generated/": { ...typedDocuments, documents: ["sdk/operations.graphql"] },
  },
};

export default config;
