import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { eq, sql, type SQL } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, withTransaction, type DbOrTx } from "./client";
import { sessions, users } from "./schema";
import { openTempPostgresDb } from "../../../tests/support/temp-db";
import { postgresRows } from "./postgres-statement";

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle/sqlite");
const scratch: string[] = [];

/** The SQLite query builder's raw read, which the shared (PostgreSQL-typed) interface does not name. */
type SqliteReader = { all(query: SQL): Promise<unknown[]> };

afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-migrate-"));
  scratch.push(dir);
  return dir;
}

/** A copy of the migrations folder holding only the first `count` migrations: a database as an older release left it. */
function olderMigrations(count: number): string {
  const folder = path.join(tempDir(), "drizzle");
  fs.mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

function databaseBeforeRoleValues(file: string): void {
  const sqlite = new Database(file);
  sqlite.pragma("foreign_keys = ON");
  migrate(drizzle(sqlite), { migrationsFolder: olderMigrations(2) });
  const addUser = sqlite.prepare("INSERT INTO users (uuid, name, email, password_hash, role, credits) VALUES (?, ?, ?, 'x', ?, 5)");
  addUser.run("u-admin", "Root", "root@example.com", "admin");
  addUser.run("u-user", "Ada", "ada@example.com", "user");
  sqlite.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES ('s1', 2, 9999999999999)").run();
  sqlite.prepare("INSERT INTO api_keys (user_id, prefix, key_hash, name) VALUES (2, 'ink_abc', 'h', 'CI')").run();
  sqlite
    .prepare(
      "INSERT INTO payments (user_id, product_bought, amount_cents, currency, purchased_at) VALUES (2, 'Credits 100', 999, 'usd', 1)",
    )
    .run();
  sqlite.close();
}

describe("openDatabase", () => {
  it("migrates an older file without losing the rows that point at users, and renames the role values", async () => {
    const file = path.join(tempDir(), "old.sqlite");
    databaseBeforeRoleValues(file);

    await closeDatabase(await openDatabase({ file }));
    const sqlite = new Database(file);
    expect(sqlite.prepare("SELECT email, role FROM users ORDER BY id").all()).toEqual([
      { email: "root@example.com", role: "Admin" },
      { email: "ada@example.com", role: "User" },
    ]);
    const count = (table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count("sessions"), count("api_keys"), count("payments")]).toEqual([1, 1, 1]);
    sqlite.close();
  });

  it("creates a new file with every migration and foreign keys on", async () => {
    const db = await openDatabase({ file: path.join(tempDir(), "new.sqlite") });
    const orphan = db.insert(sessions).values({ id: "s", userId: 404, expiresAt: new Date(1) });
    await expect(orphan).rejects.toSatisfy((error: Error) => /FOREIGN KEY/.test(`${error.message} ${String(error.cause)}`));
    await closeDatabase(db);
  });
});

describe("withTransaction on SQLite", () => {
  const newUser = (email: string) => ({ uuid: crypto.randomUUID(), name: "T", email, passwordHash: "x" });

  it("keeps a query from outside out of an open transaction, so a rollback cannot take it along", async () => {
    const db = await openDatabase({ file: path.join(tempDir(), "gate.sqlite") });
    let outsideWrite: Promise<unknown> = Promise.resolve();
    const failing = withTransaction(db, async (tx) => {
      await tx.insert(users).values(newUser("inside@example.com"));
      // Another request writes while this transaction is open and waiting on something else.
      outsideWrite = db.insert(users).values(newUser("outside@example.com"));
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error("rolled back");
    });
    await expect(failing).rejects.toThrow("rolled back");
    await outsideWrite;
    const emails = (await db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).toEqual(["outside@example.com"]);
    await closeDatabase(db);
  });

  it("runs transactions one after another, and a nested one joins its caller's", async () => {
    const db = await openDatabase({ file: path.join(tempDir(), "serial.sqlite") });
    const [user] = await db.insert(users).values(newUser("count@example.com")).returning();
    const addOne = () =>
      withTransaction(db, async (tx) => {
        const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, user!.id));
        await new Promise((resolve) => setTimeout(resolve, 1));
        await withTransaction(tx, (inner) =>
          inner
            .update(users)
            .set({ credits: row!.credits + 1 })
            .where(eq(users.id, user!.id)),
        );
      });
    await Promise.all(Array.from({ length: 20 }, addOne));
    const [after] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, user!.id));
    expect(after!.credits).toBe(20);
    await closeDatabase(db);
  });

  it("syncs a durable transaction's commit to disk and leaves others to WAL's normal sync, even when the durable one fails", async () => {
    const db = await openDatabase({ file: path.join(tempDir(), "sync.sqlite") });
    // SQLite's own reading of the connection's setting: 1 is NORMAL, 2 is FULL.
    const syncLevel = async (handle: DbOrTx) =>
      ((await (handle as unknown as SqliteReader).all(sql`PRAGMA synchronous`)) as number[][])[0]![0];
    expect(await syncLevel(db)).toBe(1);
    expect(await withTransaction(db, syncLevel)).toBe(1);
    expect(await withTransaction(db, syncLevel, { durable: true })).toBe(2);
    await expect(
      withTransaction(
        db,
        async () => {
          throw new Error("rolled back");
        },
        { durable: true },
      ),
    ).rejects.toThrow("rolled back");
    expect(await syncLevel(db)).toBe(1);
    await closeDatabase(db);
  });
});

describe("withTransaction on PostgreSQL", () => {
  it("waits for the disk at a durable transaction's commit even where the server's commits do not", async () => {
    const temp = await openTempPostgresDb({ synchronous_commit: "off" });
    const commitSetting = async (handle: DbOrTx) =>
      (await postgresRows<{ setting: string }>(handle, sql`select current_setting('synchronous_commit') as setting`))[0]!.setting;
    try {
      expect(await commitSetting(temp.db)).toBe("off");
      expect(await withTransaction(temp.db, commitSetting)).toBe("off");
      expect(await withTransaction(temp.db, commitSetting, { durable: true })).toBe("on");
      expect(await commitSetting(temp.db)).toBe("off");
    } finally {
      await temp.close();
    }
  });
});
