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
