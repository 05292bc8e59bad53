import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase, type Db } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import type { PlanId } from "../../src/shared/plans";

export interface TempDb {
  db: Db;
  close(): Promise<void>;
}

/** A migrated SQLite file in a temporary folder, for unit tests of services that own SQL. */
export async function openTempDb(): Promise<TempDb> {
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
