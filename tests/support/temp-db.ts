import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Db } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import type { PlanId } from "../../src/shared/plans";

export interface TempDb {
  db: Db;
  close(): void;
}

/** A migrated SQLite file in a temporary folder, for unit tests of services that own SQL. */
export function openTempDb(): TempDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-unit-"));
  const db = openDatabase(path.join(dir, "test.sqlite"));
  return {
    db,
    close() {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** Inserts a user row directly (no password hashing: these tests never sign in). */
export function insertUser(db: Db, values: { plan?: PlanId; credits?: number; email?: string } = {}): typeof users.$inferSelect {
  const n = ++counter;
  return db
    .insert(users)
    .values({
      uuid: crypto.randomUUID(),
      name: `User ${n}`,
      email: values.email ?? `unit${n}-${Date.now()}@example.com`,
      passwordHash: "not-a-real-hash",
      plan: values.plan ?? "basic",
      credits: values.credits ?? 0,
    })
    .returning()
    .get();
}
