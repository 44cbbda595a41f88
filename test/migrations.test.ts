import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get_dmmf } from "@prisma/prisma-schema-wasm";
import { openDatabase, type Database } from "../src/db/client.js";
import { MIGRATIONS_DIR, migrate } from "../src/db/migrate.js";
import { MESSAGE_IDS_IN, TASK_STATE, UNENDED_RUNS_OF_TASK, UNENDED_RUN_STATUSES, taskKey } from "../src/domain/lifecycle.js";
import { RUN_OF_AGUI_RUN_ID } from "../src/agui/threads.js";
import { getDatamodel } from "../src/db/generated/pothos-types.js";
import { TARGET, isolatedDatabase, type IsolatedDatabase } from "./helpers/app.js";

// The data model as Prisma itself reads prisma/schema.prisma (the generated client keeps no indexes).
interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "enum" | "object";
  type: string;
  isList: boolean;
  isRequired: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
interface DmmfIndex {
  model: string;
  type: "id" | "unique" | "normal" | "fulltext";
  dbName?: string | null;
  fields: { name: string }[];
}
interface Dmmf {
  datamodel: {
    models: DmmfModel[];
    enums: { name: string; dbName: string | null; values: { name: string; dbName: string | null }[] }[];
    indexes: DmmfIndex[];
  };
}

const schemaPath = path.resolve(MIGRATIONS_DIR, "../schema.prisma");
const dmmf = JSON.parse(
  get_dmmf(JSON.stringify({ prismaSchema: [["schema.prisma", readFileSync(schemaPath, "utf8")]] })),
) as Dmmf;
const models = dmmf.datamodel.models;
const enums = new Map(dmmf.datamodel.enums.map((e) => [e.name, e]));
const tableOf = (m: DmmfModel) => m.dbName ?? m.name;
const columnOf = (m: DmmfModel, fieldName: string) => {
  const f = m.fields.find((x) => x.name === fieldName)!;
  return f.dbName ?? f.name;
};

/** information_schema's data_type and udt_name for a Prisma scalar on PostgreSQL. */
function expectedType(f: DmmfField): { dataType: string; udt: string; precision?: number } {
  if (f.kind === "enum") {
    const e = enums.get(f.type)!;
    return { dataType: "USER-DEFINED", udt: e.dbName ?? e.name };
  }
  const native = f.nativeType?.[0];
  switch (f.type) {
    case "String":
      return native === "VarChar" ? { dataType: "character varying", udt: "varchar" } : { dataType: "text", udt: "text" };
    case "Int":
      return { dataType: "integer", udt: "int4" };
    case "BigInt":
      return { dataType: "bigint", udt: "int8" };
    case "Float":
      return { dataType: "double precision", udt: "float8" };
    case "Boolean":
      return { dataType: "boolean", udt: "bool" };
    case "Json":
      return native === "Json" ? { dataType: "json", udt: "json" } : { dataType: "jsonb", udt: "jsonb" };
    case "DateTime": {
      const precision = Number(f.nativeType?.[1]?.[0] ?? 3);
      return native === "Timestamptz"
        ? { dataType: "timestamp with time zone", udt: "timestamptz", precision }
        : { dataType: "timestamp without time zone", udt: "timestamp", precision };
    }
    default:
      throw new Error(`no PostgreSQL mapping in this test for Prisma type ${f.type} (${f.name}); add one`);
  }
}

/** The names `prisma migrate` gives constraints and indexes unless the schema maps them. */
function prismaIndexName(table: string, columns: string[], type: DmmfIndex["type"]): string {
  if (type === "id") return `${table}_pkey`;
  return `${table}_${columns.join("_")}_${type === "unique" ? "key" : "idx"}`;
}

const ON_DELETE: Record<string, string> = { a: "NoAction", r: "Restrict", c: "Cascade", n: "SetNull", d: "SetDefault" };

let database: IsolatedDatabase;
let db: Database;
let firstRun: string[];
let secondRun: string[];

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: "YES" | "NO";
  datetime_precision: number | null;
}
interface IndexRow {
  table: string;
  index: string;
  unique: boolean;
  primary: boolean;
  columns: string;
  /** A partial index's WHERE, as PostgreSQL prints it (null for a whole-table index). */
  predicate: string | null;
}

/** The plan of `text` (one parameter of `type`) as a prepared statement's generic plan would run it with `value`. */
async function genericPlan(text: string, type: string, value: string): Promise<PlanNode> {
  return db.sql.withConnection(async (conn) => {
    await conn.query(`PREPARE planned(${type}) AS ${text}`);
    await conn.query(`SET plan_cache_mode = force_generic_plan`);
    try {
      const rows = await conn.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) EXECUTE planned(${value})`);
      const explained = rows[0]!["QUERY PLAN"];
      return (typeof explained === "string" ? JSON.parse(explained) : explained)[0].Plan as PlanNode;
    } finally {
      await conn.query(`RESET plan_cache_mode`);
      await conn.query(`DEALLOCATE planned`);
    }
  });
}
type PlanNode = Record<string, string | undefined> & { Plans?: PlanNode[] };
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/**
 * Partial indexes (some over an expression): Prisma's schema cannot state them, so they are declared
 * in their migration only (and named in a comment beside their model): index → its table, its columns
 * (an expression as PostgreSQL prints it) and the words its WHERE holds.
 */
const PARTIAL_INDEXES: Record<string, { table: string; columns: string; unique: boolean; where: string[] }> = {
  Event_taskId_waiting_idx: {
    table: "Event",
    columns: "taskId",
    unique: false,
    where: ['"processedAt" IS NULL', "user.message", "system.message", "user.send_back"],
  },
  Event_taskId_messageId_key: { table: "Event", columns: `(("taskId" || ' '::text) || (payload ->> 'messageId'::text))`, unique: true, where: ["type = 'user.message'"] },
  Run_taskId_open_idx: {
    table: "Run",
    columns: "taskId",
    unique: false,
    where: [...UNENDED_RUN_STATUSES],
  },
  Run_taskId_aguiRunId_key: { table: "Run", columns: `(("taskId" || ' '::text) || (input ->> 'runId'::text))`, unique: true, where: ["input IS NOT NULL"] },
};
let columns: ColumnRow[];
let tables: string[];
let indexes: IndexRow[];

beforeAll(async () => {
  database = await isolatedDatabase();
  db = await openDatabase({ databaseUrl: database.config.databaseUrl, dataDir: database.config.dataDir });
  firstRun = (await migrate(db.sql)).applied;
  secondRun = (await migrate(db.sql)).applied;

  tables = (
    await db.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    )
  ).map((r) => r.table_name);
  columns = await db.sql.query<ColumnRow>(
    `SELECT table_name, column_name, data_type, udt_name, is_nullable, datetime_precision
       FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  indexes = await db.sql.query<IndexRow>(
    `SELECT t.relname AS "table", i.relname AS "index", ix.indisunique AS "unique", ix.indisprimary AS "primary",
            (SELECT string_agg(coalesce(a.attname::text, pg_get_indexdef(ix.indexrelid, k.ord::int, true)), ',' ORDER BY k.ord)
               FROM unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
               LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum AND k.attnum > 0) AS "columns",
            pg_get_expr(ix.indpred, ix.indrelid) AS "predicate"
       FROM pg_index ix
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_class i ON i.oid = ix.indexrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema()`,
  );
});

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe(`the migrated database (${TARGET.databaseUrl ? "PostgreSQL" : "PGlite"}) matches prisma/schema.prisma`, () => {
  it("reads the same models as the generated client", () => {
    expect(models.map((m) => m.name).sort()).toEqual(Object.keys(getDatamodel().datamodel.models).sort());
    expect(models.length).toBeGreaterThan(0);
  });

  it("has one table per model and no other table but _prisma_migrations", () => {
    expect(tables.sort()).toEqual([...models.map(tableOf), "_prisma_migrations"].sort());
  });

  describe.each(models.map((m) => [m.name, m] as const))("model %s", (_name, model) => {
    const scalars = model.fields.filter((f) => f.kind !== "object");

    it("has exactly its scalar fields as columns", () => {
      const actual = columns.filter((c) => c.table_name === tableOf(model)).map((c) => c.column_name);
      expect(actual.sort()).toEqual(scalars.map((f) => f.dbName ?? f.name).sort());
    });

    it.each(scalars.map((f) => [f.name, f] as const))("%s has the column type and nullability of the field", (_f, field) => {
      const col = columns.find((c) => c.table_name === tableOf(model) && c.column_name === (field.dbName ?? field.name));
      expect(col, "column").toBeDefined();
      const want = expectedType(field);
      if (field.isList) {
        expect(col!.data_type).toBe("ARRAY");
        expect(col!.udt_name).toBe(`_${want.udt}`);
        // `prisma migrate` creates list columns without NOT NULL; the client always writes a list.
      } else {
        expect(col!.data_type).toBe(want.dataType);
        expect(col!.udt_name).toBe(want.udt);
        if (want.precision !== undefined) expect(col!.datetime_precision).toBe(want.precision);
        expect(col!.is_nullable).toBe(field.isRequired ? "NO" : "YES");
      }
    });

    const relations = model.fields.filter((f) => f.kind === "object" && f.relationFromFields?.length);
    // Models that own no relation (they are only referenced) have nothing to check here.
    if (relations.length > 0) it("has a foreign key for each relation, with its onDelete", async () => {
      const fks = await db.sql.query<{ name: string; target: string; columns: string; target_columns: string; on_delete: string }>(
        `SELECT c.conname AS name, ft.relname AS target, c.confdeltype AS on_delete,
                (SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ord)
                   JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
                (SELECT string_agg(a.attname::text, ',' ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, ord)
                   JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS target_columns
           FROM pg_constraint c
           JOIN pg_class t ON t.oid = c.conrelid
           JOIN pg_class ft ON ft.oid = c.confrelid
          WHERE c.contype = 'f' AND t.relname = $1`,
        [tableOf(model)],
      );
      for (const rel of relations) {
        const target = models.find((m) => m.name === rel.type)!;
        const cols = rel.relationFromFields!.map((n) => columnOf(model, n)).join(",");
        const fk = fks.find((f) => f.columns === cols);
        expect(fk, `foreign key on ${tableOf(model)}(${cols})`).toBeDefined();
        expect(fk!.target).toBe(tableOf(target));
        expect(fk!.target_columns).toBe(rel.relationToFields!.map((n) => columnOf(target, n)).join(","));
        // Prisma's defaults: Restrict for a required relation, SetNull for an optional one.
        const onDelete = rel.relationOnDelete ?? (rel.isRequired ? "Restrict" : "SetNull");
        expect(ON_DELETE[fk!.on_delete]).toBe(onDelete);
      }
      expect(fks).toHaveLength(relations.length);
    });
  });

  const modelIndexes = dmmf.datamodel.indexes.map((i) => {
    const model = models.find((m) => m.name === i.model)!;
    const cols = i.fields.map((f) => columnOf(model, f.name));
    return { label: `${i.type} ${i.model}(${i.fields.map((f) => f.name).join(", ")})`, table: tableOf(model), cols, index: i };
  });

  it("declares the indexes this test expects to find (@id, @unique, @@unique, @@index)", () => {
    const types = new Set(modelIndexes.map((i) => i.index.type));
    expect(types).toEqual(new Set(["id", "unique", "normal"]));
  });

  it.each(modelIndexes.map((i) => [i.label, i] as const))("has the index for %s", (_label, { table, cols, index }) => {
    const found = indexes.find((ix) => ix.table === table && ix.columns === cols.join(","));
    expect(found, `an index on ${table}(${cols.join(", ")})`).toBeDefined();
    expect(found!.index).toBe(index.dbName ?? prismaIndexName(table, cols, index.type));
    expect(found!.unique).toBe(index.type !== "normal");
    expect(found!.primary).toBe(index.type === "id");
  });

  it("has no index the schema does not declare", () => {
    const declared = new Set(modelIndexes.map((i) => `${i.table}:${i.cols.join(",")}`));
    const extra = indexes.filter(
      (ix) => ix.table !== "_prisma_migrations" && !declared.has(`${ix.table}:${ix.columns}`) && !(ix.index in PARTIAL_INDEXES),
    );
    expect(extra.map((ix) => ix.index)).toEqual([]);
    // Only the indexes listed in PARTIAL_INDEXES may be partial.
    expect(indexes.filter((ix) => ix.predicate !== null).map((ix) => ix.index).sort()).toEqual(Object.keys(PARTIAL_INDEXES).sort());
  });

  it.each(Object.entries(PARTIAL_INDEXES))("has the partial index %s that its migration declares", (name, want) => {
    const found = indexes.find((ix) => ix.index === name);
    expect(found, name).toBeDefined();
    expect({ table: found!.table, columns: found!.columns, unique: found!.unique }).toEqual({ table: want.table, columns: want.columns, unique: want.unique });
    for (const word of want.where) expect(found!.predicate).toContain(word);
  });

  // Lookups by a one-key expression index: the key is the index's condition in a prepared
  // statement's generic plan, before any statistics, not a filter over the task's rows.
  it.each([
    ["Event_taskId_messageId_key", MESSAGE_IDS_IN, "text[]", "ARRAY['task_x m-1', 'task_x m-2']"],
    ["Run_taskId_aguiRunId_key", RUN_OF_AGUI_RUN_ID, "text", "'task_x run-1'"],
  ])("looks up by %s in any plan", async (index, text, type, value) => {
    const plan = await genericPlan(text, type, value);
    expect({ index: plan["Index Name"], filter: plan["Filter"] }).toEqual({ index, filter: undefined });
    expect(plan["Index Cond"]).toContain("' '::text");
  });

  // The key the server looks up by is the one the index holds: the index's own expression (as
  // PostgreSQL prints it), evaluated over a row, gives what taskKey gives.
  it.each([
    ["Event_taskId_messageId_key", "payload", `'{"messageId":"m-1"}'::jsonb`],
    ["Run_taskId_aguiRunId_key", "input", `'{"runId":"m-1"}'::jsonb`],
  ])("builds the keys of %s as taskKey does", async (index, column, json) => {
    const expression = indexes.find((ix) => ix.index === index)!.columns;
    const [row] = await db.sql.query<{ key: string }>(
      `SELECT ${expression} AS key FROM (VALUES ('task_x'::text, ${json})) AS t("taskId", ${column})`,
    );
    expect(row!.key).toBe(taskKey("task_x", "m-1"));
  });

  // A task's state (read under its lock by every write): its open runs through the partial index of
  // runs that have not ended, its pending interrupts by ("taskId", "status"); neither read goes
  // through all the task's runs or interrupts, in a generic plan made before any statistics.
  it("reads a task's state through the indexes of what is open, in any plan", async () => {
    const plan = await genericPlan(TASK_STATE, "text", "'task_x'");
    const scans = nodes(plan).filter((n) => n["Index Name"] !== undefined || n["Node Type"] === "Seq Scan");
    const on = (table: string) => scans.filter((n) => n["Index Name"]?.toString().startsWith(`${table}_`) || n["Relation Name"] === table);
    expect(on("Run").map((n) => n["Index Name"])).toEqual(["Run_taskId_open_idx"]);
    expect(on("PendingInterrupt").map((n) => [n["Index Name"], n["Index Cond"]])).toEqual([
      ["PendingInterrupt_taskId_status_idx", expect.stringContaining("status = 'PENDING'")],
    ]);
  });

  it("reads a task's runs that have not ended through their partial index, in any plan", async () => {
    const plan = await genericPlan(UNENDED_RUNS_OF_TASK, "text", "'task_x'");
    expect(nodes(plan).filter((n) => n["Index Name"] !== undefined || n["Node Type"] === "Seq Scan").map((n) => n["Index Name"])).toEqual([
      "Run_taskId_open_idx",
    ]);
  });

  it.each(dmmf.datamodel.enums.map((e) => [e.name, e] as const))("has enum %s with its values in order", async (_n, e) => {
    const rows = await db.sql.query<{ value: string }>(
      `SELECT e.enumlabel AS value FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
        WHERE t.typname = $1 ORDER BY e.enumsortorder`,
      [e.dbName ?? e.name],
    );
    expect(rows.map((r) => r.value)).toEqual(e.values.map((v) => v.dbName ?? v.name));
  });
});

describe("the migration runner", () => {
  const onDisk = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

  it("applies every migration on an empty database, in order, and nothing the second time", () => {
    expect(onDisk.length).toBeGreaterThan(0);
    expect(firstRun).toEqual(onDisk);
    expect(secondRun).toEqual([]);
  });

  it("records each migration once in _prisma_migrations, finished, with the sha256 of its migration.sql", async () => {
    const rows = await db.sql.query<{ migration_name: string; checksum: string; finished: boolean; steps: number }>(
      `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, applied_steps_count AS steps
         FROM "_prisma_migrations" WHERE rolled_back_at IS NULL ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(onDisk);
    for (const row of rows) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(row.finished).toBe(true);
      expect(row.steps).toBe(1);
    }
  });

  describe("on a database of its own, with a copy of the migrations", () => {
    let dir: string;
    let other: IsolatedDatabase;
    let db2: Database;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), "atg-migrations-"));
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      other = await isolatedDatabase();
      db2 = await openDatabase({ databaseUrl: other.config.databaseUrl, dataDir: other.config.dataDir });
      expect((await migrate(db2.sql, () => {}, dir)).applied).toEqual(onDisk);
    });
    afterAll(async () => {
      await db2?.close();
      await other?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("applies a new migration later, and only that one; an edited applied migration is reported, not re-run", async () => {
      const next = "99991231000000_probe";
      mkdirSync(path.join(dir, next));
      writeFileSync(path.join(dir, next, "migration.sql"), `CREATE TABLE "Probe" ("id" TEXT PRIMARY KEY);\n`);
      appendFileSync(path.join(dir, onDisk[0]!, "migration.sql"), "\n-- edited after it was applied\n");
      const logged: Array<[string, object | undefined]> = [];
      const result = await migrate(db2.sql, (msg, fields) => logged.push([msg, fields]), dir);

      expect(result.applied).toEqual([next]);
      expect(logged).toContainEqual(["migration was edited after it was applied", { migration: onDisk[0] }]);
      expect(await db2.sql.query(`SELECT count(*)::int AS n FROM "Probe"`)).toEqual([{ n: 0 }]);
    });

    it("fails a migration as a whole: nothing of a broken one stays, and it is not recorded", async () => {
      const broken = "99991231000001_broken";
      mkdirSync(path.join(dir, broken));
      writeFileSync(
        path.join(dir, broken, "migration.sql"),
        `CREATE TABLE "Half" ("id" TEXT PRIMARY KEY);\nSELECT no_such_function();\n`,
      );
      await expect(migrate(db2.sql, () => {}, dir)).rejects.toThrow(/no_such_function/);
      expect(await db2.sql.query(`SELECT to_regclass('"Half"') IS NULL AS gone`)).toEqual([{ gone: true }]);
      const recorded = await db2.sql.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`);
      expect(recorded.map((r) => r.migration_name)).not.toContain(broken);
      // The lock was released: the next run gets as far as the broken migration again.
      await expect(migrate(db2.sql, () => {}, dir)).rejects.toThrow(/no_such_function/);
    });
  });

  it("stops before the next migration once asked to: the one in progress commits, and the next run applies the rest", async () => {
    const other = await isolatedDatabase();
    const db3 = await openDatabase({ databaseUrl: other.config.databaseUrl, dataDir: other.config.dataDir });
    try {
      const asked = new AbortController();
      const begun: unknown[] = [];
      const stopped = migrate(
        db3.sql,
        (msg, fields) => {
          if (msg !== "applying migration") return;
          begun.push((fields as { migration: string }).migration);
          asked.abort(new Error("asked to stop"));
        },
        undefined,
        asked.signal,
      );
      await expect(stopped).rejects.toThrow("asked to stop");
      expect(begun).toEqual([onDisk[0]]);
      const recorded = await db3.sql.query<{ migration_name: string; finished: boolean }>(
        `SELECT migration_name, finished_at IS NOT NULL AS finished FROM "_prisma_migrations"`,
      );
      expect(recorded).toEqual([{ migration_name: onDisk[0], finished: true }]);
      // The lock was released, and the rest is applied by the next run.
      expect((await migrate(db3.sql)).applied).toEqual(onDisk.slice(1));
    } finally {
      await db3.close();
      await other.drop();
    }
  });

  it.runIf(!!TARGET.databaseUrl)("applies each migration exactly once when instances migrate at the same moment", async () => {
    const other = await isolatedDatabase();
    const instances = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ databaseUrl: other.config.databaseUrl, dataDir: "" })),
    );
    try {
      const results = await Promise.all(instances.map((d) => migrate(d.sql)));
      expect(results.flatMap((r) => r.applied).sort()).toEqual(onDisk);
      const rows = await instances[0]!.sql.query<{ migration_name: string; n: number }>(
        `SELECT migration_name, count(*)::int AS n FROM "_prisma_migrations" GROUP BY migration_name ORDER BY migration_name`,
      );
      expect(rows).toEqual(onDisk.map((migration_name) => ({ migration_name, n: 1 })));
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await other.drop();
    }
  });
});
