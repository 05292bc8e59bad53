import { timingSafeEqual } from "node:crypto";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { withTransaction, type DbOrTx } from "../db/client";
import { userTokens, type TokenKind } from "../db/schema";

/** Secrets sent by e-mail (links and codes). Only their SHA-256 is stored; each works once. */

export function hashSecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}

export function randomLinkToken(): string {
  const bytes = new Uint8Array(25);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function randomDigits(length: number): string {
  const bytes = new Uint32Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (n) => String(n % 10)).join("");
}

interface IssueOptions {
  userId: number;
  kind: TokenKind;
  secret: string;
  ttlMs: number;
  newEmail?: string;
  now?: number;
}

/** Stores a new secret of this kind for the user, replacing any earlier unused one. */
export async function issueToken(db: DbOrTx, { userId, kind, secret, ttlMs, newEmail, now = Date.now() }: IssueOptions): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind)));
    await tx.insert(userTokens).values({ userId, kind, tokenHash: hashSecret(secret), newEmail, expiresAt: new Date(now + ttlMs) });
  });
}

export type TokenRow = typeof userTokens.$inferSelect;

/** Marks a live token of this kind as used and returns it, or null when unknown, expired or used. */
export async function consumeToken(db: DbOrTx, kind: TokenKind, secret: string, now = Date.now()): Promise<TokenRow | null> {
  const [used] = await db
    .update(userTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(userTokens.kind, kind),
        eq(userTokens.tokenHash, hashSecret(secret)),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date(now)),
      ),
    )
    .returning();
  return used ?? null;
}

/**
 * A token of this kind that was already used, whatever its age: a link
 * opened a second time (a double click, a mail client fetching links ahead).
 * Null for a secret never issued, or one still unused.
 */
export async function findUsedToken(db: DbOrTx, kind: TokenKind, secret: string): Promise<TokenRow | null> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.kind, kind), eq(userTokens.tokenHash, hashSecret(secret)), isNotNull(userTokens.usedAt)));
  return row ?? null;
}

async function findLiveToken(db: DbOrTx, userId: number, kind: TokenKind, now = Date.now()): Promise<TokenRow | null> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date(now))),
    );
  return row ?? null;
}

async function recordFailedAttempt(db: DbOrTx, tokenId: number): Promise<number> {
  const [row] = await db
    .update(userTokens)
    .set({ attempts: sql`${userTokens.attempts} + 1` })
    .where(eq(userTokens.id, tokenId))
    .returning({ attempts: userTokens.attempts });
  return row?.attempts ?? 0;
}

/** Uses the token up; false when it already was (a request racing this one took it first). */
async function markTokenUsed(db: DbOrTx, tokenId: number, now = Date.now()): Promise<boolean> {
  const marked = await db
    .update(userTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return marked.length === 1;
}

/** Removes every token of this kind the user holds, used or not (e.g. reset links after a password change). */
export async function revokeTokens(db: DbOrTx, userId: number, kind: TokenKind): Promise<void> {
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind)));
}

/** Compares two hashes in constant time, so a guess learns nothing from how long the check took. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type CodeCheck = { outcome: "accepted"; token: TokenRow } | { outcome: "wrong" } | { outcome: "expired" };

/**
 * Checks a short code (few enough digits to guess) against the user's live
 * token of this kind. Each wrong guess is counted; the guess that reaches
 * `maxAttempts` kills the token, so every later try, right or wrong, is
 * "expired". An accepted code is used up.
 */
export function checkCode(
  db: DbOrTx,
  userId: number,
  kind: TokenKind,
  code: string,
  maxAttempts: number,
  now = Date.now(),
): Promise<CodeCheck> {
  return withTransaction(db, async (tokens): Promise<CodeCheck> => {
    const token = await findLiveToken(tokens, userId, kind, now);
    if (!token || token.attempts >= maxAttempts) return { outcome: "expired" };
    if (sameHash(token.tokenHash, hashSecret(code))) {
      // The same code sent twice at once (to two instances) is accepted once.
      return (await markTokenUsed(tokens, token.id, now)) ? { outcome: "accepted", token } : { outcome: "expired" };
    }
    if ((await recordFailedAttempt(tokens, token.id)) >= maxAttempts) await markTokenUsed(tokens, token.id, now);
    return { outcome: "wrong" };
  });
}
