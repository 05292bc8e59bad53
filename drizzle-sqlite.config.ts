import { defineConfig } from "drizzle-kit";

/** SQLite, the embedded default: `npm run db:generate` writes its migrations here and PostgreSQL's beside them. */
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/server/db/schema-sqlite.ts",
  out: "./drizzle/sqlite",
});
