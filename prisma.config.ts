import { defineConfig } from "prisma/config";

// The CLI is only used to generate the client; migrations are applied by src/db/migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
