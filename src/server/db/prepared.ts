import type { DbOrTx } from "./client";

/**
 * Queries of a paid call's hot path, built once and run with placeholders
 * (docs/decisions/134). Drizzle turns a query's object tree into SQL on every
 * run; for the dozen statements of an /apiv1 detection that was about
 * 0.85 ms of the server thread's CPU and 300 KB of its garbage per request.
 *
 * A prepared query belongs to the handle it was built on, the database or a
 * transaction, and runs there: one built on the database and run inside a
 * transaction would run outside it (on SQLite, it would wait for the
 * transaction to end, forever). So each handle keeps its own. SQLite hands
 * every transaction the same handle, so its queries are built once; on
 * PostgreSQL a transaction's handle is new each time and builds them again,
 * as every query did before.
 */
const preparedByHandle = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * What PostgreSQL's prepare() is given as the statement's name: none. A named
 * statement would live on the server per connection, which a pooler in
 * transaction mode (PgBouncer's usual setting) cannot follow from one
 * transaction to the next; unnamed, PostgreSQL parses it as it always did.
 * SQLite's prepare() takes no name.
 */
export const UNNAMED = "";

export function preparedOn<Query>(db: DbOrTx, key: string, build: (db: DbOrTx) => Query): Query {
  let prepared = preparedByHandle.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByHandle.set(db, prepared);
  }
  let query = prepared.get(key) as Query | undefined;
  if (query === undefined) {
    query = build(db);
    prepared.set(key, query);
  }
  return query;
}
