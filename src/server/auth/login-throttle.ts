import { LOGIN_THROTTLE } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import type { Db } from "../db/client";
import { fail } from "../errors";
import { clearBucket, consumeLimit } from "../services/rate-limit";

/**
 * Password guesses per e-mail address: at most LOGIN_THROTTLE.maxFailures in
 * the window, then 429 until the oldest guess leaves it. The attempt is
 * counted BEFORE the password is checked, so parallel guesses cannot slip
 * past the limit while argon2 is busy; a correct password clears the count.
 */

const bucketFor = (email: string) => `login:${email.toLowerCase()}`;

export function countPasswordAttempt(db: Db, email: string): void {
  const state = consumeLimit(db, bucketFor(email), { max: LOGIN_THROTTLE.maxFailures, windowMs: LOGIN_THROTTLE.windowMs });
  if (!state.allowed) throw fail.tooManyRequests(M.tooManyLoginAttempts, state.retryAfterSeconds);
}

export function forgetPasswordAttempts(db: Db, email: string): void {
  clearBucket(db, bucketFor(email));
}
