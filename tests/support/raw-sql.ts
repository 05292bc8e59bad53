import { sql } from "drizzle-orm";
import type { SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";
import { dialectOf, type Db } from "../../src/server/db/client";
import { postgresRows } from "../../src/server/db/postgres-statement";

/** Runs a statement as written, on either dialect: for tests that break the schema on purpose. */
export async function runRawSql(db: Db, statement: string): Promise<void> {
  if (dialectOf(db) === "sqlite") await (db as unknown as SqliteRemoteDatabase).run(sql.raw(statement));
  else await db.execute(sql.raw(statement));
}

/** On PostgreSQL, whose files are not ours to read: whether any row of any table holds the text. */
export async function postgresRowsContain(db: Db, text: string): Promise<boolean> {
  const tables = await postgresRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public'`);
  for (const { name } of tables) {
    const found = await postgresRows(db, sql`select 1 from ${sql.identifier(name)} t where t::text like ${`%${text}%`} limit 1`);
    if (found.length > 0) return true;
  }
  return false;
}
