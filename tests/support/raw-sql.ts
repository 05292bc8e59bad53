import { sql } from "drizzle-orm";
import type { SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";
import { dialectOf, type Db } from "../../src/server/db/client";

/** Runs a statement as written, on either dialect: for tests that break the schema on purpose. */
export async function runRawSql(db: Db, statement: string): Promise<void> {
  if (dialectOf(db) === "sqlite") await (db as unknown as SqliteRemoteDatabase).run(sql.raw(statement));
  else await db.execute(sql.raw(statement));
}
