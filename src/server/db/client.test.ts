import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");
const scratch: string[] = [];

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
  sqlite.prepare("INSERT INTO payments (user_id, product_bought, amount_cents, currency, purchased_at) VALUES (2, 'Credits 100', 999, 'usd', 1)").run();
  sqlite.close();
}

describe("openDatabase", () => {
  it("migrates an older file without losing the rows that point at users, and renames the role values", () => {
    const file = path.join(tempDir(), "old.sqlite");
    databaseBeforeRoleValues(file);

    const db = openDatabase(file);
    const sqlite = db.$client;
    expect(sqlite.prepare("SELECT email, role FROM users ORDER BY id").all()).toEqual([
      { email: "root@example.com", role: "Admin" },
      { email: "ada@example.com", role: "User" },
    ]);
    const count = (table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count("sessions"), count("api_keys"), count("payments")]).toEqual([1, 1, 1]);
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    sqlite.close();
  });

  it("creates a new file with every migration and foreign keys on", () => {
    const db = openDatabase(path.join(tempDir(), "new.sqlite"));
    expect(db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(() => db.$client.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES ('s', 404, 1)").run()).toThrow(/FOREIGN KEY/);
    db.$client.close();
  });
});
