import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, insertUser, type TempDb } from "../../../tests/support/temp-db";
import { userTokens } from "../db/schema";
import { checkCode, consumeToken, issueToken, randomDigits } from "./one-time-tokens";

let temp: TempDb;
beforeEach(async () => {
  temp = await openTempDb();
});
afterEach(async () => temp.close());

const MINUTE = 60_000;
const t0 = Date.UTC(2030, 0, 1);

describe("one-time link tokens", () => {
  it("work once and only before they expire, and only their hash is stored", async () => {
    const user = await insertUser(temp.db);
    await issueToken(temp.db, { userId: user.id, kind: "reset_password", secret: "s3cret-link", ttlMs: 60 * MINUTE, now: t0 });
    expect(JSON.stringify(await temp.db.select().from(userTokens))).not.toContain("s3cret-link");
    expect(await consumeToken(temp.db, "reset_password", "s3cret-link", t0 + 60 * MINUTE)).toBeNull();
    expect((await consumeToken(temp.db, "reset_password", "s3cret-link", t0 + 59 * MINUTE))?.userId).toBe(user.id);
    expect(await consumeToken(temp.db, "reset_password", "s3cret-link", t0 + 59 * MINUTE)).toBeNull();
  });
});

describe("short codes", () => {
  it("are digits of the asked length", async () => {
    expect(randomDigits(6)).toMatch(/^\d{6}$/);
  });

  it("accept the right code once", async () => {
    const user = await insertUser(temp.db);
    await issueToken(temp.db, {
      userId: user.id,
      kind: "email_change",
      secret: "123456",
      ttlMs: 15 * MINUTE,
      newEmail: "new@example.com",
      now: t0,
    });
    const check = await checkCode(temp.db, user.id, "email_change", "123456", 5, t0 + MINUTE);
    expect(check.outcome).toBe("accepted");
    expect(check.outcome === "accepted" && check.token.newEmail).toBe("new@example.com");
    expect((await checkCode(temp.db, user.id, "email_change", "123456", 5, t0 + MINUTE)).outcome).toBe("expired");
  });

  it("die after the fifth wrong guess, even for the right code", async () => {
    const user = await insertUser(temp.db);
    await issueToken(temp.db, { userId: user.id, kind: "email_change", secret: "123456", ttlMs: 15 * MINUTE, now: t0 });
    for (let i = 0; i < 5; i++) expect((await checkCode(temp.db, user.id, "email_change", "000000", 5, t0)).outcome).toBe("wrong");
    expect((await checkCode(temp.db, user.id, "email_change", "123456", 5, t0)).outcome).toBe("expired");
  });

  it("expire after their time to live", async () => {
    const user = await insertUser(temp.db);
    await issueToken(temp.db, { userId: user.id, kind: "email_change", secret: "123456", ttlMs: 15 * MINUTE, now: t0 });
    expect((await checkCode(temp.db, user.id, "email_change", "123456", 5, t0 + 15 * MINUTE)).outcome).toBe("expired");
  });

  it("belong to one user", async () => {
    const owner = await insertUser(temp.db);
    const other = await insertUser(temp.db);
    await issueToken(temp.db, { userId: owner.id, kind: "email_change", secret: "123456", ttlMs: 15 * MINUTE, now: t0 });
    expect((await checkCode(temp.db, other.id, "email_change", "123456", 5, t0)).outcome).toBe("expired");
  });
});
