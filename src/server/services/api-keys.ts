import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { API_KEYS, API_RATE_LIMIT_PER_MINUTE, API_RATE_LIMIT_WINDOW_MS } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { hasApiAccess, type PlanId } from "../../shared/plans";
import type { User } from "../db/schema";
import { lockInTransaction, withTransaction, type Db } from "../db/client";
import { preparedOn, UNNAMED } from "../db/prepared";
import { apiKeys, users } from "../db/schema";
import { fail } from "../errors";
import { hashSecret, sameHash } from "./one-time-tokens";

/**
 * Key format (docs/decisions/003-api-key-format.md):
 *   ink_<16 base32 chars>_<32 base32 chars>
 * The first 20 characters ("ink_" and 80 random bits) are the public
 * identifier: shown in lists, used to find the row, safe to log. The whole key
 * is hashed with SHA-256 (it is 240 random bits, so no slow hash is needed).
 */

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const KEY_PREFIX = "ink_";

function randomBase32(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

export function generateApiKey(): { key: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBase32(10)}_${randomBase32(20)}`;
  return { key, prefix: publicIdOf(key) };
}

export function publicIdOf(key: string): string {
  return key.slice(0, API_KEYS.displayPrefixLength);
}

export function listUserKeys(db: Db, userId: number): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/**
 * Creates a key for the user, refusing past API_KEYS.maxPerUser. Count and
 * insert share one transaction, under the user's lock, so two parallel
 * requests (on any instance) cannot both take the last slot. The full key is
 * returned this once; only its hash is kept.
 */
export async function createUserKey(db: Db, userId: number, name: string): Promise<{ key: string; row: ApiKeyRow }> {
  const { key, prefix } = generateApiKey();
  const row = await withTransaction(db, async (tx) => {
    await lockInTransaction(tx, `api-keys:${userId}`);
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
    if ((held?.n ?? 0) >= API_KEYS.maxPerUser) throw fail.conflict(M.tooManyKeys);
    const [created] = await tx
      .insert(apiKeys)
      .values({ userId, prefix, keyHash: hashSecret(key), name })
      .returning();
    return created!;
  });
  return { key, row };
}

/**
 * Finds one of the user's own keys from what the client holds: the full key
 * (checked against its hash) or its 20-character public identifier. Keys of
 * other users are never found.
 */
export async function findOwnKey(db: Db, userId: number, reference: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.prefix, publicIdOf(reference))));
  if (!row) return null;
  const isFullKey = reference.length > API_KEYS.displayPrefixLength;
  return !isFullKey || sameHash(row.keyHash, hashSecret(reference)) ? row : null;
}

/** Every public API call looks its key and the key's account up: one statement, prepared once (db/prepared.ts). */
const keyAndOwnerByPublicId = (db: Db) =>
  preparedOn(db, "api-key-and-owner", (on) =>
    on
      .select({ apiKey: apiKeys, user: users })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(eq(apiKeys.prefix, sql.placeholder("prefix")))
      .prepare(UNNAMED),
  );

/** The key a caller holds, with its account; null unless the whole key matches a key's hash. */
export async function findKeyAndOwner(db: Db, key: string): Promise<{ user: User; apiKey: ApiKeyRow } | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length < API_KEYS.displayPrefixLength) return null;
  const [found] = await keyAndOwnerByPublicId(db).execute({ prefix: publicIdOf(key) });
  if (!found || !sameHash(found.apiKey.keyHash, hashSecret(key))) return null;
  return found;
}

export function apiRateLimitFor(plan: PlanId) {
  const perMinute = plan === "enterprise" ? API_RATE_LIMIT_PER_MINUTE.enterprise : API_RATE_LIMIT_PER_MINUTE.business;
  return { max: perMinute, windowMs: API_RATE_LIMIT_WINDOW_MS };
}

/** Resolves a full API key to its owner, enforcing plan access; the caller counts the call against apiRateLimitFor. */
export async function authenticateApiKey(db: Db, key: string): Promise<{ user: User; apiKey: ApiKeyRow }> {
  const found = await findKeyAndOwner(db, key.trim());
  if (!found) throw fail.unauthorized(M.invalidApiKey);
  if (!hasApiAccess(found.user.plan)) throw fail.forbidden(M.premiumFeature);
  return found;
}
