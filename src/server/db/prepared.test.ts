import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, withTransaction, type Db, type DbOrTx } from "./client";
import { preparedOn, UNNAMED } from "./prepared";
import { rateLimitEvents } from "./schema";

const opened: Array<{ db: Db; dir: string }> = [];

afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await closeDatabase(db);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function freshDatabase(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-prepared-"));
  const db = await openDatabase({ file: path.join(dir, "inkprint.sqlite") });
  opened.push({ db, dir });
  return db;
}

let builds = 0;
const recordOn = (db: DbOrTx) =>
  preparedOn(db, "test-record", (on) => {
    builds++;
    return on
      .insert(rateLimitEvents)
      .values({ bucket: sql.placeholder("bucket"), at: sql.placeholder("at") })
      .prepare(UNNAMED);
  });
const eventsIn = async (db: Db, bucket: string) =>
  (await db.select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, bucket))).length;

describe("preparedOn", () => {
  it("builds a query once per handle and runs it with each call's values", async () => {
    const db = await freshDatabase();
    builds = 0;
    await recordOn(db).execute({ bucket: "a", at: 1 });
    await recordOn(db).execute({ bucket: "a", at: 2 });
    await recordOn(db).execute({ bucket: "b", at: 3 });
    expect(builds).toBe(1);
    expect([await eventsIn(db, "a"), await eventsIn(db, "b")]).toEqual([2, 1]);
  });

  it("runs a query prepared on a transaction inside that transaction: rolled back with it, never waiting outside it", async () => {
    const db = await freshDatabase();
    builds = 0;
    await recordOn(db).execute({ bucket: "outside", at: 1 });
    const rolledBack = withTransaction(db, async (tx) => {
      await recordOn(tx).execute({ bucket: "inside", at: 2 });
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    await withTransaction(db, async (tx) => {
      await recordOn(tx).execute({ bucket: "committed", at: 3 });
    });
    expect(builds).toBe(2);
    expect([await eventsIn(db, "outside"), await eventsIn(db, "inside"), await eventsIn(db, "committed")]).toEqual([1, 0, 1]);
  });
});
