import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySqliteToPostgres } from "../../scripts/db/copy-to-postgres";
import { createSession, generateSessionToken } from "../../src/server/auth/session";
import { spendCredit } from "../../src/server/billing/credits";
import { closeDatabase, openDatabase } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { createUserKey } from "../../src/server/services/api-keys";
import { recordEvent } from "../../src/server/services/rate-limit";
import { createTestDatabase, onPostgres, type TestDatabase } from "../support/postgres";
import { insertUser } from "../support/temp-db";
import { startTestServer } from "../support/test-server";

/** `npm run db:copy-to-postgres`, which needs a PostgreSQL to copy into: it runs in the http-pg project. */
describe.runIf(onPostgres)("copying a SQLite install to PostgreSQL", () => {
  let dir: string;
  let target: TestDatabase;
  let sqliteFile: string;
  let copiedUserId: number;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-copy-"));
    sqliteFile = path.join(dir, "inkprint.sqlite");
    const db = await openDatabase({ file: sqliteFile });
    const user = await insertUser(db, { plan: "business", credits: 7 });
    copiedUserId = user.id;
    await insertUser(db);
    await createSession(db, generateSessionToken(), user.id);
    const { row } = await createUserKey(db, user.id, "ci");
    await spendCredit(db, { userId: user.id, reason: "api detect", apiKeyId: row.id });
    await recordEvent(db, "demo:127.0.0.1");
    await closeDatabase(db);
    target = await createTestDatabase();
  });
  afterAll(async () => {
    await target.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("copies every table with the same row counts and ids, and new rows get the next ids", async () => {
    const counts = await copySqliteToPostgres(sqliteFile, target.url);
    expect(counts.map(({ table }) => table)).toEqual([
      "users",
      "sessions",
      "user_tokens",
      "api_keys",
      "credit_ledger",
      "pending_spends",
      "payments",
      "stripe_events",
      "rate_limit_events",
      "plan_allotments",
    ]);
    for (const { sqlite, postgres } of counts) expect(postgres).toBe(sqlite);
    expect(Object.fromEntries(counts.map(({ table, postgres }) => [table, postgres]))).toMatchObject({
      users: 2,
      sessions: 1,
      api_keys: 1,
      credit_ledger: 1,
      pending_spends: 1,
      rate_limit_events: 1,
    });

    const server = await startTestServer({ DATABASE_URL: target.url });
    try {
      const [copied] = await server.deps.db.select().from(users).where(eq(users.id, copiedUserId));
      expect(copied).toMatchObject({ plan: "business", credits: 6 });
      expect(copied!.createdAt).toBeInstanceOf(Date);
      const added = await insertUser(server.deps.db);
      expect(added.id).toBeGreaterThan(copiedUserId + 1);
    } finally {
      await server.close();
    }
  });

  it("refuses to copy into a database that already holds rows", async () => {
    await expect(copySqliteToPostgres(sqliteFile, target.url)).rejects.toThrow(/already holds rows/);
  });
});
