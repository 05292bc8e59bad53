import { sql } from "drizzle-orm";
import type { SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";
import { dialectOf, type Db } from "../../src/server/db/client";

/** Runs a statement as written, on either dialect: for tests that break the schema on purpose. */
export async function runRawSql(db: Db, statement: string): Promise<void> {
  if (dialectOf(db) === "sqlite") await (db as unknown as SqliteRemoteDatabase).run(sql.raw(statement));
  else await db.execute(sql.raw(statement));
}

/** On PostgreSQL, whose files are not ours to read: whether any row of any table holds the text. */
export async function postgresRowsContain(db: Db, text: string): Promise<boolean> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`);
  for (const { name } of tables) {
    const found = await rowsOf(sql`select 1 from ${sql.identifier(name)} t where t::text like ${`%${text}%`} limit 1`);
    if (found.length > 0) return true;
  }
  return false;
}
