import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, insertUser, type TempDb } from "../../../tests/support/temp-db";
import { SESSION } from "../../shared/limits";
import { sessions } from "../db/schema";
import { createSession, generateSessionToken, invalidateUserSessions, sessionIdFromToken, validateSessionToken } from "./session";

let temp: TempDb;
beforeEach(async () => {
  temp = await openTempDb();
});
afterEach(async () => temp.close());

const DAY = 24 * 60 * 60 * 1000;
const t0 = Date.UTC(2030, 0, 1);

describe("sessions", () => {
  it("stores only the SHA-256 of the token", async () => {
    const user = await insertUser(temp.db);
    const token = generateSessionToken();
    await createSession(temp.db, token, user.id, t0);
    const stored = await temp.db.select().from(sessions);
    expect(stored.map((s) => s.id)).toEqual([sessionIdFromToken(token)]);
    expect(stored[0]!.id).not.toContain(token);
    expect(stored[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps the expiry in the first half of the lifetime", async () => {
    const user = await insertUser(temp.db);
    const token = generateSessionToken();
    await createSession(temp.db, token, user.id, t0);
    const result = (await validateSessionToken(temp.db, token, t0 + 10 * DAY))!;
    expect(result.renewed).toBe(false);
    expect(result.session.expiresAt.getTime()).toBe(t0 + SESSION.lifetimeMs);
  });

  it("slides the expiry to a full 30 days when used in the second half", async () => {
    const user = await insertUser(temp.db);
    const token = generateSessionToken();
    await createSession(temp.db, token, user.id, t0);
    const usedAt = t0 + 20 * DAY;
    const result = (await validateSessionToken(temp.db, token, usedAt))!;
    expect(result.renewed).toBe(true);
    expect(result.session.expiresAt.getTime()).toBe(usedAt + 30 * DAY);
    // The new expiry is stored: the session is alive past its first 30 days.
    expect(await validateSessionToken(temp.db, token, t0 + 45 * DAY)).not.toBeNull();
  });

  it("refuses and deletes an expired session", async () => {
    const user = await insertUser(temp.db);
    const token = generateSessionToken();
    await createSession(temp.db, token, user.id, t0);
    expect(await validateSessionToken(temp.db, token, t0 + 30 * DAY)).toBeNull();
    expect(await temp.db.select().from(sessions)).toHaveLength(0);
  });

  it("refuses an unknown token", async () => {
    expect(await validateSessionToken(temp.db, generateSessionToken(), t0)).toBeNull();
  });

  it("ends every other session of the user but the one kept, and no one else's", async () => {
    const user = await insertUser(temp.db);
    const other = await insertUser(temp.db);
    const [kept, ended, others] = [generateSessionToken(), generateSessionToken(), generateSessionToken()];
    const keptSession = await createSession(temp.db, kept, user.id, t0);
    await createSession(temp.db, ended, user.id, t0);
    await createSession(temp.db, others, other.id, t0);
    await invalidateUserSessions(temp.db, user.id, keptSession.id);
    expect(await validateSessionToken(temp.db, kept, t0 + DAY)).not.toBeNull();
    expect(await validateSessionToken(temp.db, ended, t0 + DAY)).toBeNull();
    expect(await validateSessionToken(temp.db, others, t0 + DAY)).not.toBeNull();
  });
});
