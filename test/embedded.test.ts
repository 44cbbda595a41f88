/**
 * The embedded database (PGlite, no DATABASE_URL): a new data folder is a copy of an empty,
 * prepared cluster rather than a fresh initdb (src/db/pglite-template.ts). Each copy is its own
 * database; a folder that already holds one is opened as it is, never overwritten; the template
 * itself stays empty. Runs on every target: it starts embedded servers explicitly.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { startTestApp, type IsolatedDatabase, type TestApp } from "./helpers/app.js";
import { ensureTemplate } from "../src/db/pglite-template.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function newFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "atg-embedded-"));
  dirs.push(dir);
  return dir;
}

/** An embedded server on the given folder, with one admin key per folder; stopping it keeps the folder. */
function embeddedOn(dataDir: string): Promise<TestApp> {
  const db: IsolatedDatabase = { config: { databaseUrl: undefined, dataDir }, drop: async () => {} };
  return startTestApp({ redisUrl: undefined, redisClusterNodes: undefined, bootstrapApiKey: `embedded-admin-${path.basename(path.resolve(dataDir))}-key` }, db);
}

const CREATE = `mutation($title: String!) { createTask(input: { title: $title }) { task { id title } } }`;
const TITLES = `{ tasks(first: 100) { edges { node { title } } } }`;
const titles = async (t: TestApp) => (await t.ok<any>(TITLES)).tasks.edges.map((e: any) => e.node.title);

describe("new embedded data folders", () => {
  it("are separate databases made from the template, reopened as they are, and the template stays empty", async () => {
    const a = newFolder();
    const b = path.join(newFolder(), "nested", "data"); // a folder that does not exist yet
    let [ta, tb] = await Promise.all([embeddedOn(a), embeddedOn(b)]);
    try {
      await ta.ok(CREATE, { title: "in a" });
      await tb.ok(CREATE, { title: "in b" });
      expect(await titles(ta)).toEqual(["in a"]);
      expect(await titles(tb)).toEqual(["in b"]);
    } finally {
      await Promise.all([ta.stop(), tb.stop()]);
    }
    expect(existsSync(path.join(a, "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(b, "PG_VERSION"))).toBe(true);
    // no copy in progress left behind
    expect(readdirSync(path.dirname(b)).filter((n) => n.includes(".seeding-"))).toEqual([]);

    // Reopened: the data is there (a folder with a database in it is never replaced).
    ta = await embeddedOn(a);
    try {
      await ta.ok(CREATE, { title: "in a again" });
      expect((await titles(ta)).sort()).toEqual(["in a", "in a again"]);
    } finally {
      await ta.stop();
    }

    // The template holds no tables: look at a copy of it (opening it in place would write to it).
    const template = await ensureTemplate();
    expect(template).toBeDefined();
    const copy = path.join(newFolder(), "copy");
    cpSync(template!, copy, { recursive: true });
    const lite = await PGlite.create(copy);
    try {
      const tables = await lite.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
      expect(tables.rows).toEqual([]);
    } finally {
      await lite.close();
    }
  });
});
