import { LOGIN_ADDRESS_THROTTLE, LOGIN_THROTTLE } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import type { Db } from "../db/client";
import { fail } from "../errors";
import { hashSecret } from "../services/one-time-tokens";
import { clearBucket, consumeLimit, giveBackEvent } from "../services/rate-limit";

/**
 * Password guesses, per e-mail address (at most LOGIN_THROTTLE.maxFailures in
 * the window) and per client address across all accounts
 * (LOGIN_ADDRESS_THROTTLE), then 429 until the oldest guess leaves the window.
 * The attempt is counted BEFORE the password is checked, so parallel guesses
 * cannot slip past the limit while argon2 is busy. A correct password clears
 * the account's count and takes back its own event from the client address's
 * count, so sign-ins that succeed never use up the address's allowance.
 */

/** Keyed by a hash: every address anyone types, with an account or not, would otherwise sit in the table for a day. */
const accountBucket = (email: string) => `login:${hashSecret(email.toLowerCase())}`;
const addressBucket = (ip: string) => `login-ip:${ip}`;

/** The client address's event for this attempt, given back when the password is right; null for checks without one. */
export type PasswordAttempt = { addressEventId: number | null };

export function countPasswordAttempt(db: Db, email: string, ip?: string): PasswordAttempt {
  // The client address first: a client it refuses must not go on using up the accounts' own allowances.
  const address = ip === undefined ? null : consumeLimit(db, addressBucket(ip), LOGIN_ADDRESS_THROTTLE);
  if (address && !address.allowed) throw fail.tooManyRequests(M.tooManyLoginAttempts, address.retryAfterSeconds);
  const account = consumeLimit(db, accountBucket(email), { max: LOGIN_THROTTLE.maxFailures, windowMs: LOGIN_THROTTLE.windowMs });
  if (!account.allowed) throw fail.tooManyRequests(M.tooManyLoginAttempts, account.retryAfterSeconds);
  return { addressEventId: address?.eventId ?? null };
}

export function forgetPasswordAttempts(db: Db, email: string, attempt?: PasswordAttempt): void {
  clearBucket(db, accountBucket(email));
  if (attempt?.addressEventId) giveBackEvent(db, attempt.addressEventId);
}
