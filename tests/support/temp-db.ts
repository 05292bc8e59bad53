import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase, type Db } from "../../src/server/db/client";
import { users, type Dialect } from "../../src/server/db/schema";
import { createTestDatabase } from "./postgres";
import type { PlanId } from "../../src/shared/plans";

export interface TempDb {
  db: Db;
  close(): Promise<void>;
}

/**
 * A migrated database for unit tests of services that own SQL: by default a
 * SQLite file in a temporary folder; on PostgreSQL (TEST_POSTGRES_URL, or the
 * machine's 127.0.0.1:5432) a database of its own, dropped on close and, if a
 * test crashed, by the project's global teardown (postgres-global-setup.ts). One
 * process may open both in turn: the tables follow the database opened last.
 */
export async function openTempDb(dialect: Dialect = "sqlite"): Promise<TempDb> {
  return dialect === "postgres" ? openTempPostgresDb() : openTempSqliteDb();
}

/** On PostgreSQL, `settings` are the connections' own (`-c name=value` at connect), as an operator's server would set them. */
export async function openTempPostgresDb(settings: Record<string, string> = {}): Promise<TempDb> {
  const database = await createTestDatabase();
  const url = new URL(database.url);
  const options = Object.entries(settings).map(([setting, value]) => `-c ${setting}=${value}`);
  if (options.length > 0) url.searchParams.set("options", options.join(" "));
  const db = await openDatabase({ file: "", url: url.toString(), poolSize: 10 });
  return {
    db,
    async close() {
      await closeDatabase(db);
      await database.drop();
    },
  };
}

async function openTempSqliteDb(): Promise<TempDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-unit-"));
  const db = await openDatabase({ file: path.join(dir, "test.sqlite") });
  return {
    db,
    async close() {
      await closeDatabase(db);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** Inserts a user row directly (no password hashing: these tests never sign in). */
export async function insertUser(
  db: Db,
  values: { plan?: PlanId; credits?: number; email?: string } = {},
): Promise<typeof users.$inferSelect> {
  const n = ++counter;
  const [user] = await db
    .insert(users)
    .values({
      uuid: crypto.randomUUID(),
      name: `User ${n}`,
      email: values.email ?? `unit${n}-${Date.now()}@example.com`,
      passwordHash: "not-a-real-hash",
      plan: values.plan ?? "basic",
      credits: values.credits ?? 0,
    })
    .returning();
  return user!;
}
