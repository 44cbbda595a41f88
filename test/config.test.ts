import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

/** MODELS, the catalogue of models tasks may name: a plain table, no I/O. */
describe("MODELS", () => {
  it("defaults to demo (the default, with a system role) and demo-no-system (without)", () => {
    const { models } = loadConfig({});
    expect(models.defaultModel).toBe("demo");
    expect(Object.fromEntries(models.models)).toEqual({ demo: { systemRole: true }, "demo-no-system": { systemRole: false } });
  });

  it.each([
    ['{"a":{"systemRole":false},"b":{"systemRole":true}}', "a", { a: { systemRole: false }, b: { systemRole: true } }],
    ['{"a":{"systemRole":true},"b":{"systemRole":true,"default":true}}', "b", { a: { systemRole: true }, b: { systemRole: true } }],
  ])("%s: the default is the one marked default, else the first", (raw, defaultModel, models) => {
    const c = loadConfig({ MODELS: raw }).models;
    expect(c.defaultModel).toBe(defaultModel);
    expect(Object.fromEntries(c.models)).toEqual(models);
  });

  it.each([
    ["not json", /MODELS is not JSON/],
    ["{}", /names no model/],
    ['{"a":{}}', /systemRole/],
    ['{"a":{"systemRole":"yes"}}', /systemRole/],
    ['{"a":{"systemRole":true,"default":true},"b":{"systemRole":true,"default":true}}', /more than one model default/],
    ['{"a":{"systemRole":true,"other":1}}', /other/],
  ])("%s is refused in one line", (raw, message) => {
    expect(() => loadConfig({ MODELS: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ MODELS: raw })).toThrow(message);
  });
});

/** DATABASE_READ_URL and DATABASE_READ_MAX_LAG_SECONDS: a plain table, no I/O. */
describe("read replicas", () => {
  const PRIMARY = "postgresql://u@primary:5432/app";
  it.each([
    [undefined, []],
    ["postgresql://u@r1:5432/app", ["postgresql://u@r1:5432/app"]],
    ["  postgres://u@r1/app   postgresql://u@r2:6432/app ", ["postgres://u@r1/app", "postgresql://u@r2:6432/app"]],
  ])("DATABASE_READ_URL %j is read as %j", (raw, urls) => {
    expect(loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: raw }).databaseReadUrls).toEqual(urls);
  });

  it("waits 10 s of lag by default", () => {
    expect(loadConfig({}).databaseReadMaxLagMs).toBe(10_000);
    expect(loadConfig({ DATABASE_READ_MAX_LAG_SECONDS: "2.5" }).databaseReadMaxLagMs).toBe(2500);
  });

  it.each([
    [{ DATABASE_URL: PRIMARY, DATABASE_READ_URL: "mysql://r1/app" }, /DATABASE_READ_URL must be postgres/],
    [{ DATABASE_READ_URL: "postgresql://r1/app" }, /DATABASE_URL, which is not set/],
    [{ DATABASE_READ_MAX_LAG_SECONDS: "0" }, /at least 0.1/],
  ])("%j is refused in one line", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

/** DATABASE_PREPARED_STATEMENTS: a plain table, no I/O. */
describe("prepared statements", () => {
  it.each([
    [undefined, true],
    ["true", true],
    ["1", true],
    ["false", false],
    ["0", false],
  ])("DATABASE_PREPARED_STATEMENTS=%j is %j", (raw, on) => {
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: raw }).databasePool.preparedStatements).toBe(on);
  });

  it("refuses anything else in one line", () => {
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: "yes" })).toThrow(/DATABASE_PREPARED_STATEMENTS must be true or false/);
  });
});

/** The other yes/no settings read the same words the same way: a plain table, no I/O. */
describe("yes/no settings", () => {
  const read = {
    INTROSPECTION: (env: Record<string, string>) => loadConfig({ NODE_ENV: "production", ...env }).introspection,
    DEMO_WORKER: (env: Record<string, string>) => loadConfig(env).demoWorker,
    OTEL_SDK_DISABLED: (env: Record<string, string>) => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318", ...env }).tracing === undefined,
  } as const;
  it.each([
    ["INTROSPECTION", "true", true],
    ["INTROSPECTION", "1", true],
    ["INTROSPECTION", "false", false],
    ["INTROSPECTION", "0", false],
    ["DEMO_WORKER", "true", true],
    ["DEMO_WORKER", "1", true],
    ["DEMO_WORKER", "false", false],
    ["DEMO_WORKER", "0", false],
    ["OTEL_SDK_DISABLED", "true", true],
    ["OTEL_SDK_DISABLED", "TRUE", true],
    ["OTEL_SDK_DISABLED", "1", true],
    ["OTEL_SDK_DISABLED", "FALSE", false],
    ["OTEL_SDK_DISABLED", "0", false],
  ] as const)("%s=%s is %j", (name, raw, on) => {
    expect(read[name]({ [name]: raw })).toBe(on);
  });

  it.each(["INTROSPECTION", "DEMO_WORKER", "OTEL_SDK_DISABLED"])("%s refuses anything else by name", (name) => {
    expect(() => loadConfig({ [name]: "yes" })).toThrow(new RegExp(`${name} must be true or false`));
  });

  it("unset, each keeps its default", () => {
    expect(loadConfig({}).introspection).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).introspection).toBe(false);
    expect(loadConfig({}).demoWorker).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgresql://127.0.0.1/x" }).demoWorker).toBe(false);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" }).tracing?.url).toBe("http://127.0.0.1:4318/v1/traces");
  });
});

/** HEAP_GROWING_PERCENT (src/gc.ts): a plain table, no I/O. */
describe("HEAP_GROWING_PERCENT", () => {
  it.each([
    [undefined, 300],
    ["0", 0],
    ["150", 150],
    ["1000", 1000],
  ])("HEAP_GROWING_PERCENT=%j is %j", (raw, percent) => {
    expect(loadConfig({ HEAP_GROWING_PERCENT: raw }).heapGrowingPercent).toBe(percent);
  });

  it.each([
    ["abc", /HEAP_GROWING_PERCENT must be a number/],
    ["-1", /HEAP_GROWING_PERCENT must be 0 \(V8's own\) or more/],
    ["1001", /HEAP_GROWING_PERCENT must be at most 1000/],
    ["2.5", /HEAP_GROWING_PERCENT must be a whole number/],
  ])("%j is refused in one line", (raw, message) => {
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: raw })).toThrow(message);
  });

  // v8.setFlagsFromString ignores a flag it does not know: the setting would then do nothing, silently.
  it("names a flag the V8 of this Node knows", () => {
    const options = execFileSync(process.execPath, ["--v8-options"], { encoding: "utf8" });
    expect(options).toMatch(/^\s*--heap-growing-percent\b/m);
  });
});

/** ALLOCATION_SITE_PRETENURING (src/gc.ts): a plain table, no I/O. */
describe("ALLOCATION_SITE_PRETENURING", () => {
  it.each([
    [undefined, false],
    ["false", false],
    ["0", false],
    ["true", true],
    ["1", true],
  ])("ALLOCATION_SITE_PRETENURING=%j is %j", (raw, on) => {
    expect(loadConfig({ ALLOCATION_SITE_PRETENURING: raw }).allocationSitePretenuring).toBe(on);
  });

  it("refuses anything else in one line", () => {
    expect(() => loadConfig({ ALLOCATION_SITE_PRETENURING: "off" })).toThrow(ConfigError);
    expect(() => loadConfig({ ALLOCATION_SITE_PRETENURING: "off" })).toThrow(/ALLOCATION_SITE_PRETENURING must be true or false/);
  });

  // v8.setFlagsFromString ignores a flag it does not know: the setting would then do nothing, silently.
  it("names a flag the V8 of this Node knows", () => {
    const options = execFileSync(process.execPath, ["--v8-options"], { encoding: "utf8" });
    expect(options).toMatch(/^\s*--allocation-site-pretenuring\b/m);
  });
});
