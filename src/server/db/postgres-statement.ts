import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DbOrTx } from "./client";

/**
 * For the few hot-path statements written as SQL for PostgreSQL alone, where
 * one statement of data-modifying CTEs saves round trips that SQLite, running
 * in process, does not pay (decision 155).
 */

/** A column's bare name, for an INSERT's column list or the left side of a SET. */
export const bareColumn = (of: AnyColumn) => sql.identifier(of.name);

/** Runs the statement on PostgreSQL and returns its rows as node-postgres gives them (a bigint comes back as a string). */
export async function postgresRows<Row>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  // Db's type leaves the driver's result open; node-postgres answers execute() with its QueryResult.
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
