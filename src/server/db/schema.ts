import * as pg from "./schema-pg";
import * as sqlite from "./schema-sqlite";

/**
 * The tables the server queries, in whichever dialect the database opened
 * (docs/decisions/120). The code is written once: its types are
 * PostgreSQL's, whose query builder has no synchronous .get()/.run()/.all(),
 * so every query is awaited; SQLite's builder answers the same calls. The
 * bindings below are live: openDatabase points them at the opened dialect's
 * tables before the first query. One process uses one dialect.
 */

export type Dialect = "sqlite" | "postgres";

type Tables = typeof pg.schema;
const sqliteTables = sqlite.schema as unknown as Tables;

export let {
  users,
  sessions,
  userTokens,
  apiKeys,
  creditLedger,
  pendingSpends,
  payments,
  stripeEvents,
  rateLimitEvents,
  planAllotments,
}: Tables = sqliteTables;

/** Every table, for drizzle's relational queries and the copy between dialects. */
let schema: Tables = sqliteTables;

export function useTablesOf(dialect: Dialect): void {
  schema = dialect === "postgres" ? pg.schema : sqliteTables;
  ({ users, sessions, userTokens, apiKeys, creditLedger, pendingSpends, payments, stripeEvents, rateLimitEvents, planAllotments } = schema);
}

/** An account as stored; sessions, services and billing all read it. */
export type User = typeof pg.users.$inferSelect;

export type { TokenKind } from "./token-kinds";
