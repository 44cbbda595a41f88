import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for the libraries; make our own imports use the same one.
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }],
  },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Two cores: more files at once only make each slower.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
