import { and, desc, eq, ne } from "drizzle-orm";
import { EMAIL_CHANGE_RATE_LIMIT, EMAIL_CODE, TOKEN_TTL_MS, VERIFICATION_RESEND_RATE_LIMIT } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import {
  changePasswordInput,
  changePasswordOutput,
  confirmEmailChangeInput,
  confirmEmailChangeOutput,
  resendVerificationOutput,
  updateInfoInput,
  updateInfoOutput,
  userInfoOutput,
  type PaymentEntry,
} from "../../shared/schemas/account";
import { countPasswordAttempt, forgetPasswordAttempt } from "../auth/login-throttle";
import { hashPassword, verifyPassword } from "../auth/password";
import { invalidateUserSessions } from "../auth/session";
import type { User } from "../db/schema";
import { withTransaction, type Db } from "../db/client";
import { payments, users } from "../db/schema";
import { fail } from "../errors";
import { markEmailVerified, sendVerificationLink } from "../services/email-verification";
import { sendOwnerNotice } from "../services/account-notices";
import { emailChangeCodeMail, emailInUseMail } from "../services/mail-templates";
import { checkCode, issueToken, randomDigits, revokeTokens } from "../services/one-time-tokens";
import { consumeLimit } from "../services/rate-limit";
import { protectedProcedure, router } from "../trpc/init";

async function paymentHistory(db: Db, userId: number): Promise<PaymentEntry[]> {
  const rows = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.purchasedAt), desc(payments.id));
  return rows.map((payment) => ({
    product_bought: payment.productBought,
    amount_paid: payment.amountCents / 100,
    purchase_date: payment.purchasedAt.toISOString(),
  }));
}

async function ownerOfAnotherAccount(db: Db, email: string, userId: number): Promise<User | undefined> {
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return owner;
}

export const accountRouter = router({
  getInfo: protectedProcedure.output(userInfoOutput).query(async ({ ctx }) => ({
    status: "success" as const,
    name: ctx.user.name,
    email: ctx.user.email,
    credits: ctx.user.credits,
    created_at: ctx.user.createdAt.toISOString(),
    current_plan: ctx.user.plan,
    account_verified: ctx.user.emailVerified,
    role: ctx.user.role,
    payment_history: await paymentHistory(ctx.db, ctx.user.id),
  })),

  /** A new verification link, for a mail that never arrived or a link that expired; the old links stop working. */
  resendVerification: protectedProcedure.output(resendVerificationOutput).mutation(async ({ ctx }) => {
    if (ctx.user.emailVerified) throw fail.badRequest(M.alreadyVerified);
    const limit = await consumeLimit(ctx.db, `verification-mail:${ctx.user.id}`, VERIFICATION_RESEND_RATE_LIMIT);
    if (!limit.allowed) throw fail.tooManyRequests(M.tooManyVerificationMails, limit.retryAfterSeconds);
    await revokeTokens(ctx.db, ctx.user.id, "verify_account");
    await sendVerificationLink(ctx, ctx.user);
    return { status: "success" as const, message: M.verificationResent };
  }),

  /**
   * The name changes at once. A new e-mail address only changes once the
   * user types the code sent to it (confirmEmailChange): until then the
   * account keeps the address it has proven it owns.
   */
  updateInfo: protectedProcedure
    .input(updateInfoInput)
    .output(updateInfoOutput)
    .mutation(async ({ ctx, input }) => {
      const emailChanged = input.new_mail !== ctx.user.email;
      await ctx.db.update(users).set({ name: input.new_name }).where(eq(users.id, ctx.user.id));
      if (!emailChanged) return { status: "success" as const, message: M.profileUpdated, email_change_pending: false };

      const limit = await consumeLimit(ctx.db, `email-change:${ctx.user.id}`, EMAIL_CHANGE_RATE_LIMIT);
      if (!limit.allowed) throw fail.tooManyRequests(M.tooManyEmailChanges, limit.retryAfterSeconds);
      // A code is stored even for an address in use, so that typing a wrong one answers alike; nobody receives it,
      // and confirmEmailChange refuses an address in use whatever the code (docs/decisions/110).
      const code = randomDigits(EMAIL_CODE.length);
      await issueToken(ctx.db, {
        userId: ctx.user.id,
        kind: "email_change",
        secret: code,
        ttlMs: TOKEN_TTL_MS.emailChange,
        newEmail: input.new_mail,
      });
      const owner = await ownerOfAnotherAccount(ctx.db, input.new_mail, ctx.user.id);
      if (owner) await sendOwnerNotice(ctx, owner, emailInUseMail(ctx.config, owner));
      else await ctx.mailer.send(emailChangeCodeMail(input.new_mail, code));
      return { status: "success" as const, message: M.emailCodeSent, email_change_pending: true };
    }),

  confirmEmailChange: protectedProcedure
    .input(confirmEmailChangeInput)
    .output(confirmEmailChangeOutput)
    .mutation(async ({ ctx, input }) => {
      const check = await checkCode(ctx.db, ctx.user.id, "email_change", input.verCode, EMAIL_CODE.maxAttempts);
      if (check.outcome === "wrong") throw fail.badRequest(M.invalidEmailCode);
      const newEmail = check.outcome === "accepted" ? check.token.newEmail : null;
      if (!newEmail) throw fail.badRequest(M.emailCodeExpired);
      await withTransaction(ctx.db, async (tx) => {
        // Someone may have registered the address while the code was on its way.
        if (await ownerOfAnotherAccount(tx, newEmail, ctx.user.id)) throw fail.conflict(M.emailTaken);
        // Typing the code proves the user reads this inbox, so the address counts as verified.
        await tx.update(users).set({ email: newEmail }).where(eq(users.id, ctx.user.id));
        await markEmailVerified(tx, ctx.user.id);
        // Links mailed to the old address must not outlive it: whoever still reads that inbox could take the account.
        await revokeTokens(tx, ctx.user.id, "reset_password");
        await revokeTokens(tx, ctx.user.id, "verify_account");
        // As after a password change: a session signed in elsewhere (a lost laptop, whoever took the old inbox) ends; this one stays.
        await invalidateUserSessions(tx, ctx.user.id, ctx.session.id);
      });
      return { status: "success" as const, message: M.emailChanged, email: newEmail };
    }),

  /**
   * Wrong current passwords count against the same throttle as sign-in, so a
   * session left open cannot be used to guess the password. The session that
   * made the change stays; every other one ends, and pending reset links die.
   */
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .output(changePasswordOutput)
    .mutation(async ({ ctx, input }) => {
      const attempt = await countPasswordAttempt(ctx.db, ctx.user.email, ctx.ip);
      if (!(await verifyPassword(ctx.user.passwordHash, input.oldPass))) throw fail.badRequest(M.wrongOldPassword);
      await forgetPasswordAttempt(ctx.db, attempt);
      const passwordHash = await hashPassword(input.newPass);
      await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, ctx.user.id));
      await invalidateUserSessions(ctx.db, ctx.user.id, ctx.session.id);
      await revokeTokens(ctx.db, ctx.user.id, "reset_password");
      return { status: "success" as const, message: M.passwordChanged };
    }),
});
