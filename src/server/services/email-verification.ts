import { and, eq } from "drizzle-orm";
import { SIGNUP_CREDITS, TOKEN_TTL_MS } from "../../shared/limits";
import type { User } from "../db/schema";
import type { Config } from "../config";
import { lockInTransaction, withTransaction, type DbOrTx } from "../db/client";
import { creditLedger, users } from "../db/schema";
import type { Logger } from "../logger";
import { grantCredits } from "../billing/credits";
import { sendInBackground, type Mailer } from "./mail";
import { accountVerificationMail } from "./mail-templates";
import { consumeToken, findUsedToken, issueToken, randomLinkToken } from "./one-time-tokens";

const SIGNUP_REASON = "signup: Basic plan";

/**
 * Marks the account's address as proved (a verification link, or a code sent
 * to a new address). The Basic plan's free credits come with the first proof,
 * not with registration, so an address nobody reads earns nothing (decision
 * 090). Accounts that got them at registration, before that rule, are known by
 * their ledger row and are not given them twice.
 */
export async function markEmailVerified(db: DbOrTx, userId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    // The user's lock: a link and a code proving the address at once grant the credits once.
    await lockInTransaction(tx, `signup-credits:${userId}`);
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    const [alreadyGranted] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, SIGNUP_REASON)))
      .limit(1);
    if (!alreadyGranted) await grantCredits(tx, userId, SIGNUP_CREDITS, SIGNUP_REASON);
  });
}

export type LinkVerification = "verified" | "already-verified" | "invalid";

/**
 * Proves the address with the secret of a verification link. A link opened
 * again once it has done its work is "already-verified", not an error, as
 * long as the account is still verified; a secret never issued, or one that
 * expired unused, is "invalid".
 */
export async function verifyByLink(db: DbOrTx, secret: string): Promise<LinkVerification> {
  const token = await consumeToken(db, "verify_account", secret);
  if (token) {
    await markEmailVerified(db, token.userId);
    return "verified";
  }
  const used = await findUsedToken(db, "verify_account", secret);
  if (used && (await isEmailVerified(db, used.userId))) return "already-verified";
  return "invalid";
}

async function isEmailVerified(db: DbOrTx, userId: number): Promise<boolean> {
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return user?.verified === true;
}

/**
 * Issues a verification link and mails it. The mail goes out in the
 * background: the account exists by then, and a mail outage must not turn
 * that into an error.
 */
export async function sendVerificationLink(
  deps: { db: DbOrTx; config: Config; mailer: Mailer; logger: Logger },
  user: User,
): Promise<void> {
  const token = randomLinkToken();
  await issueToken(deps.db, { userId: user.id, kind: "verify_account", secret: token, ttlMs: TOKEN_TTL_MS.verifyAccount });
  sendInBackground(deps.mailer, deps.logger, accountVerificationMail(deps.config, user, token));
}
