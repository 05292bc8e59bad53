// `npm run db:copy-to-postgres`: copies every table of an existing SQLite install
// (DATA_DIR/inkprint.sqlite) into the empty PostgreSQL database DATABASE_URL names,
// then checks that each table holds as many rows on both sides (docs/deploy.md).
import Database from "better-sqlite3";
import { count, getTableName, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import type { Db } from "../../src/server/db/client";
import { openPostgres } from "../../src/server/db/postgres-database";
import * as pgSchema from "../../src/server/db/schema-pg";
import * as sqliteSchema from "../../src/server/db/schema-sqlite";
import { openSqlite } from "../../src/server/db/sqlite-database";

/** Parents before children, so every foreign key finds its row. */
const TABLES = [
  "users",
  "sessions",
  "userTokens",
  "apiKeys",
  "creditLedger",
  "pendingSpends",
  "payments",
  "stripeEvents",
  "rateLimitEvents",
  "planAllotments",
] as const;
const BATCH_ROWS = 500;

export interface TableCount {
  table: string;
  sqlite: number;
  postgres: number;
}

/** Copies, then counts; throws when the target already holds rows. Returns each table's counts. */
export async function copySqliteToPostgres(sqliteFile: string, databaseUrl: string): Promise<TableCount[]> {
  // Opening applies SQLite's pending migrations, so the rows read have today's columns.
  await openSqlite(sqliteFile).driver.close();
  const source = new Database(sqliteFile, { readonly: true });
  const { db: target, driver } = await openPostgres(databaseUrl, 2);
  try {
    const reader = drizzle(source);
    for (const name of TABLES) {
      if ((await countOf(target, name)) > 0)
        throw new Error(`PostgreSQL's ${tableName(name)} table already holds rows: copy into an empty database`);
    }
    await driver.transaction(async (tx) => {
      for (const name of TABLES) {
        const rows = reader.select().from(sqliteSchema.schema[name]).all();
        for (let start = 0; start < rows.length; start += BATCH_ROWS) {
          await tx.insert(pgSchema.schema[name]).values(rows.slice(start, start + BATCH_ROWS) as never);
        }
      }
      await restartIdentities(tx);
    });
    const counts: TableCount[] = [];
    for (const name of TABLES) {
      const [row] = reader.select({ n: count() }).from(sqliteSchema.schema[name]).all();
      counts.push({ table: tableName(name), sqlite: row?.n ?? 0, postgres: await countOf(target, name) });
    }
    return counts;
  } finally {
    source.close();
    await driver.close();
  }
}

function tableName(name: (typeof TABLES)[number]): string {
  return getTableName(pgSchema.schema[name]);
}

async function countOf(db: Db, name: (typeof TABLES)[number]): Promise<number> {
  return db.$count(pgSchema.schema[name]);
}

/** Copied rows keep their ids; each identity column goes on from the highest one. */
async function restartIdentities(db: Db): Promise<void> {
  for (const name of TABLES) {
    const table = tableName(name);
    if (!("id" in pgSchema.schema[name]) || table === "sessions" || table === "stripe_events") continue;
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

async function main(): Promise<void> {
  const { loadConfig, readDotEnvFile } = await import("../../src/server/config");
  readDotEnvFile();
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error("Set DATABASE_URL to the PostgreSQL database to copy into (an empty one).");
  console.log(`Copying ${config.databaseFile} to PostgreSQL...`);
  const counts = await copySqliteToPostgres(config.databaseFile, config.DATABASE_URL);
  for (const { table, sqlite, postgres } of counts)
    console.log(
      `${table.padEnd(18)} ${String(sqlite).padStart(9)} ${String(postgres).padStart(9)}${sqlite === postgres ? "" : "  MISMATCH"}`,
    );
  const mismatched = counts.filter(({ sqlite, postgres }) => sqlite !== postgres);
  if (mismatched.length > 0) throw new Error(`row counts differ for ${mismatched.map(({ table }) => table).join(", ")}`);
  console.log("Every table copied; the row counts match. Set DATABASE_URL for the server and start it.");
}

if (process.argv[1]?.endsWith("copy-to-postgres.ts")) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
