import { defineConfig } from "drizzle-kit";

/** PostgreSQL, used when DATABASE_URL is set; the same tables and columns as drizzle-sqlite.config.ts. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema-pg.ts",
  out: "./drizzle/pg",
});
