import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, insertUser, type TempDb } from "../../../tests/support/temp-db";
import { SESSION } from "../../shared/limits";
import { sessions } from "../db/schema";
import { createSession, generateSessionToken, invalidateUserSessions, sessionIdFromToken, validateSessionToken } from "./session";

let temp: TempDb;
beforeEach(() => {
  temp = openTempDb();
});
afterEach(() => temp.close());

const DAY = 24 * 60 * 60 * 1000;
const t0 = Date.UTC(2030, 0, 1);

describe("sessions", () => {
  it("stores only the SHA-256 of the token", () => {
    const user = insertUser(temp.db);
    const token = generateSessionToken();
    createSession(temp.db, token, user.id, t0);
    const stored = temp.db.select().from(sessions).all();
    expect(stored.map((s) => s.id)).toEqual([sessionIdFromToken(token)]);
    expect(stored[0]!.id).not.toContain(token);
    expect(stored[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps the expiry in the first half of the lifetime", () => {
    const user = insertUser(temp.db);
    const token = generateSessionToken();
    createSession(temp.db, token, user.id, t0);
    const result = validateSessionToken(temp.db, token, t0 + 10 * DAY)!;
    expect(result.renewed).toBe(false);
    expect(result.session.expiresAt.getTime()).toBe(t0 + SESSION.lifetimeMs);
  });

  it("slides the expiry to a full 30 days when used in the second half", () => {
    const user = insertUser(temp.db);
    const token = generateSessionToken();
    createSession(temp.db, token, user.id, t0);
    const usedAt = t0 + 20 * DAY;
    const result = validateSessionToken(temp.db, token, usedAt)!;
    expect(result.renewed).toBe(true);
    expect(result.session.expiresAt.getTime()).toBe(usedAt + 30 * DAY);
    // The new expiry is stored: the session is alive past its first 30 days.
    expect(validateSessionToken(temp.db, token, t0 + 45 * DAY)).not.toBeNull();
  });

  it("refuses and deletes an expired session", () => {
    const user = insertUser(temp.db);
    const token = generateSessionToken();
    createSession(temp.db, token, user.id, t0);
    expect(validateSessionToken(temp.db, token, t0 + 30 * DAY)).toBeNull();
    expect(temp.db.select().from(sessions).all()).toHaveLength(0);
  });

  it("refuses an unknown token", () => {
    expect(validateSessionToken(temp.db, generateSessionToken(), t0)).toBeNull();
  });

  it("ends every other session of the user but the one kept, and no one else's", () => {
    const user = insertUser(temp.db);
    const other = insertUser(temp.db);
    const [kept, ended, others] = [generateSessionToken(), generateSessionToken(), generateSessionToken()];
    const keptSession = createSession(temp.db, kept, user.id, t0);
    createSession(temp.db, ended, user.id, t0);
    createSession(temp.db, others, other.id, t0);
    invalidateUserSessions(temp.db, user.id, keptSession.id);
    expect(validateSessionToken(temp.db, kept, t0 + DAY)).not.toBeNull();
    expect(validateSessionToken(temp.db, ended, t0 + DAY)).toBeNull();
    expect(validateSessionToken(temp.db, others, t0 + DAY)).not.toBeNull();
  });
});
