import { LOGIN_ADDRESS_THROTTLE, LOGIN_THROTTLE } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { lockInTransaction, withTransaction, type Db } from "../db/client";
import { fail } from "../errors";
import { hashSecret } from "../services/one-time-tokens";
import { clearBucket, clearBucketsStartingWith, consumeLimit, giveBackEvent, recentEvents, recordEvent } from "../services/rate-limit";

/**
 * Password guesses (docs/decisions/110). Each account and client address pair
 * has its own count: after LOGIN_THROTTLE.freeFailures wrong passwords, tries
 * from that address for that account wait, longer after each failure. Nothing
 * locks the account itself, so a stranger's guesses never keep its owner out.
 * Each client address also has a ceiling across all accounts
 * (LOGIN_ADDRESS_THROTTLE), against one client trying a common password on
 * many accounts. The attempt is counted BEFORE the password is checked, so
 * parallel guesses cannot slip past while argon2 is busy. A correct password
 * clears its pair's count and takes back its own event from the address's
 * count, so sign-ins that succeed never use up the address's allowance.
 */

/** Hashed: every address anyone types, with an account or not, would otherwise sit in the table. */
const accountPrefix = (email: string) => `login:${hashSecret(email.toLowerCase())}:`;
const pairBucket = (email: string, ip: string) => `${accountPrefix(email)}${ip}`;
const addressBucket = (ip: string) => `login-ip:${ip}`;

/** What a correct password gives back: its pair's count, and its event in the address's count. */
export interface PasswordAttempt {
  pairBucket: string;
  addressEventId: number | null;
}

/** How long a pair with this many recent failures waits after its latest one. */
export function failureDelayMs(failures: number): number {
  if (failures < LOGIN_THROTTLE.freeFailures) return 0;
  const doublings = failures - LOGIN_THROTTLE.freeFailures;
  return Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.firstDelayMs * 2 ** Math.min(doublings, 30));
}

export function countPasswordAttempt(db: Db, email: string, ip: string, now = Date.now()): Promise<PasswordAttempt> {
  const pair = pairBucket(email, ip);
  return withTransaction(db, async (tx) => {
    await lockInTransaction(tx, `rate-limit:${pair}`);
    // A try the pair must wait for is refused before anything is counted: it checks no password.
    const { events, latest } = await recentEvents(tx, pair, LOGIN_THROTTLE.windowMs, now);
    const waitUntil = (latest ?? now) + failureDelayMs(events);
    if (waitUntil > now) throw fail.tooManyRequests(M.tooManyLoginAttempts, Math.ceil((waitUntil - now) / 1000));
    const address = await consumeLimit(tx, addressBucket(ip), LOGIN_ADDRESS_THROTTLE, now);
    if (!address.allowed) throw fail.tooManyRequests(M.tooManyLoginAttempts, address.retryAfterSeconds);
    await recordEvent(tx, pair, now);
    return { pairBucket: pair, addressEventId: address.eventId };
  });
}

/** A correct password: its pair starts afresh and its try does not count against the address. */
export async function forgetPasswordAttempt(db: Db, attempt: PasswordAttempt): Promise<void> {
  await clearBucket(db, attempt.pairBucket);
  if (attempt.addressEventId !== null) await giveBackEvent(db, attempt.addressEventId);
}

/** A new password, set through a reset link: every address's count for the account starts afresh. */
export async function forgetAllPasswordAttempts(db: Db, email: string): Promise<void> {
  await clearBucketsStartingWith(db, accountPrefix(email));
}
