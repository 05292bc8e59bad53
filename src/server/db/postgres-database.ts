import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Db, DatabaseDriver, DbOrTx } from "./client";
import { DatabaseUnreachableError, maskedUrl } from "./database-url";
import { schema } from "./schema-pg";

const POSTGRES_MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle/pg");

/** Any number, the same in every instance: the advisory lock that lets one instance at a time migrate. */
const MIGRATION_LOCK = 7_460_282;

/** How long a query waits for a free connection, or a new one, before it fails (and the request gets a 503). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * PostgreSQL through a pg Pool. Reaching it and migrating happen before the
 * server listens, so a database that is down stops the start with a clear
 * message. Later, a lost connection fails only the queries that needed it:
 * the pool drops the broken client and connects again for the next query.
 */
export async function openPostgres(url: string, poolSize: number): Promise<{ db: Db; driver: DatabaseDriver }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client whose connection dies emits this; without a listener it would end the process.
  pool.on("error", () => {});
  try {
    await migrateOnce(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    if (isReachError(error)) {
      throw new DatabaseUnreachableError(`Cannot connect to PostgreSQL at DATABASE_URL=${maskedUrl(url)}: ${messageOf(error)}`, {
        cause: error,
      });
    }
    throw error;
  }
  const db = drizzle(pool, { schema });
  const driver: DatabaseDriver = {
    dialect: "postgres",
    // An operator may turn synchronous_commit off for speed (docs/deploy.md); a durable transaction waits for the disk anyway.
    transaction: (work, { durable = false } = {}) =>
      db.transaction(async (tx) => {
        if (durable) await tx.execute(sql`set local synchronous_commit = on`);
        return work(tx);
      }),
    lock: async (tx: DbOrTx, key: string) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },
    close: () => pool.end(),
  };
  return { db, driver };
}

/** Several instances may start at once: each waits for the lock, and finds the migrations already applied. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: POSTGRES_MIGRATIONS });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return messageOf(error.errors[0]);
  return error instanceof Error && error.message ? error.message : String(error);
}

/** Failing to connect or to sign in, as opposed to a migration that failed on a reachable database. */
function isReachError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === "string" &&
    (code.startsWith("E") || code.startsWith("08") || code.startsWith("28") || code === "3D000" || code.startsWith("57P"))
  )
    return true;
  return error instanceof AggregateError || /timeout|terminated/i.test(error.message);
}
