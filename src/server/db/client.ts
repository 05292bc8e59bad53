import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database, { type RunResult } from "better-sqlite3";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { schema } from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The database or a transaction on it: what every query helper takes, so a caller's transaction passes through. */
export type DbOrTx = BaseSQLiteDatabase<"sync", RunResult, typeof schema>;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

/** Opens (creating if needed) the SQLite file, sets WAL, applies pending migrations, then turns foreign keys on. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  const db = drizzle(sqlite, { schema });
  migrateWithoutCascades(sqlite, db);
  sqlite.pragma("foreign_keys = ON");
  return db;
}

/**
 * SQLite changes a column by rebuilding its table (create, copy, drop,
 * rename). With foreign keys on, dropping `users` would cascade and delete
 * every session, key and payment; the migrations' own "PRAGMA foreign_keys=OFF"
 * does nothing inside the migrator's transaction. So keys stay off while
 * migrating, and the result is checked before they are turned on.
 */
function migrateWithoutCascades(sqlite: Database.Database, db: Db): void {
  sqlite.pragma("foreign_keys = OFF");
  migrate(db, { migrationsFolder });
  const broken = sqlite.pragma("foreign_key_check") as unknown[];
  if (broken.length > 0) throw new Error(`migration left ${broken.length} rows pointing at missing parents`);
}
