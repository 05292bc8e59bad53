import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, ne } from "drizzle-orm";
import { SESSION } from "../../shared/limits";
import type { Db } from "../db/client";
import { sessions, users, type User } from "../db/schema";

/**
 * Sessions as the Lucia guide teaches them: the cookie holds a random token,
 * the database holds only its SHA-256, and a session used in the second half
 * of its life is extended (sliding expiry).
 */


export type Session = typeof sessions.$inferSelect;
export interface SessionValidation {
  session: Session;
  user: User;
  /** True when the expiry moved, so the cookie must be sent again. */
  renewed: boolean;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function createSession(db: Db, token: string, userId: number, now = Date.now()): Session {
  const session = { id: sessionIdFromToken(token), userId, expiresAt: new Date(now + SESSION.lifetimeMs), createdAt: new Date(now) };
  db.insert(sessions).values(session).run();
  return session;
}

export function validateSessionToken(db: Db, token: string, now = Date.now()): SessionValidation | null {
  const row = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sessionIdFromToken(token)))
    .get();
  if (!row) return null;
  if (now >= row.session.expiresAt.getTime()) {
    invalidateSession(db, row.session.id);
    return null;
  }
  if (now >= row.session.expiresAt.getTime() - SESSION.renewWithinMs) {
    const expiresAt = new Date(now + SESSION.lifetimeMs);
    db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.session.id)).run();
    return { session: { ...row.session, expiresAt }, user: row.user, renewed: true };
  }
  return { ...row, renewed: false };
}

export function invalidateSession(db: Db, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export function invalidateUserSessions(db: Db, userId: number, keepSessionId?: string): void {
  const condition = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  db.delete(sessions).where(condition).run();
}
