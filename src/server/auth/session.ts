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

export async function createSession(db: Db, token: string, userId: number, now = Date.now()): Promise<Session> {
  const session = { id: sessionIdFromToken(token), userId, expiresAt: new Date(now + SESSION.lifetimeMs), createdAt: new Date(now) };
  await db.insert(sessions).values(session);
  return session;
}

export async function validateSessionToken(db: Db, token: string, now = Date.now()): Promise<SessionValidation | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sessionIdFromToken(token)));
  if (!row) return null;
  if (now >= row.session.expiresAt.getTime()) {
    await invalidateSession(db, row.session.id);
    return null;
  }
  if (now >= row.session.expiresAt.getTime() - SESSION.renewWithinMs) {
    const expiresAt = new Date(now + SESSION.lifetimeMs);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.session.id));
    return { session: { ...row.session, expiresAt }, user: row.user, renewed: true };
  }
  return { ...row, renewed: false };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function invalidateUserSessions(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  const condition = keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}
