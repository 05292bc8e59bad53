import { eq } from "drizzle-orm";
import { PASSWORD_RESET_RATE_LIMIT, REGISTER_RATE_LIMIT, TOKEN_TTL_MS } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import {
  checkAuthOutput,
  loginInput,
  loginOutput,
  logoutOutput,
  registerInput,
  registerOutput,
  requestResetInput,
  requestResetOutput,
  resetPasswordInput,
  resetPasswordOutput,
  verifyAccountInput,
  verifyAccountOutput,
} from "../../shared/schemas/auth";
import { clearSessionCookie, setSessionCookie } from "../auth/cookies";
import { countPasswordAttempt, forgetAllPasswordAttempts, forgetPasswordAttempt } from "../auth/login-throttle";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import { createSession, generateSessionToken, invalidateSession, invalidateUserSessions } from "../auth/session";
import { withDueAllotments } from "../billing/credits";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { fail } from "../errors";
import { sendVerificationLink, verifyByLink } from "../services/email-verification";
import { sendInBackground } from "../services/mail";
import { consumeLimit } from "../services/rate-limit";
import { accountExistsMail, passwordResetMail } from "../services/mail-templates";
import { sendOwnerNotice } from "../services/account-notices";
import { consumeToken, hashSecret, issueToken, randomLinkToken } from "../services/one-time-tokens";
import { toSessionUser } from "../services/users";
import type { Context } from "../trpc/context";
import { publicProcedure, router } from "../trpc/init";

/**
 * ADMIN_EMAILS names addresses, so the role goes only to an account that has
 * proved it reads that inbox: anyone may register any address, and before the
 * operator does. The role is granted at sign-in and never taken away here.
 */
function promotedRole(config: Config, user: User): User["role"] {
  return user.emailVerified && config.ADMIN_EMAILS.includes(user.email) ? "Admin" : user.role;
}

async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** The address already has an account: its owner hears of the attempt, nothing else happens (docs/decisions/110). */
async function notifyExistingOwner(ctx: Pick<Context, "db" | "config" | "mailer" | "logger">, email: string): Promise<void> {
  const owner = await findUserByEmail(ctx.db, email);
  if (owner) await sendOwnerNotice(ctx, owner, accountExistsMail(ctx.config, owner));
}

export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .output(registerOutput)
    .mutation(async ({ ctx, input }) => {
      // The limit comes first and the password is hashed either way: neither the answer nor its timing says whether the address is known.
      const limit = await consumeLimit(ctx.db, `register:${ctx.ip}`, REGISTER_RATE_LIMIT);
      if (!limit.allowed) throw fail.tooManyRequests(M.tooManyRegistrations, limit.retryAfterSeconds);
      const passwordHash = await hashPassword(input.password);
      const [user] = await ctx.db
        .insert(users)
        .values({ uuid: crypto.randomUUID(), name: input.name, email: input.email, passwordHash, role: "User" })
        .onConflictDoNothing()
        .returning();
      if (user) await sendVerificationLink(ctx, user);
      else await notifyExistingOwner(ctx, input.email);
      return { status: "success" as const, message: M.registered };
    }),

  verifyAccount: publicProcedure
    .input(verifyAccountInput)
    .output(verifyAccountOutput)
    .mutation(async ({ ctx, input }) => {
      const outcome = await verifyByLink(ctx.db, input.token);
      if (outcome === "invalid") throw fail.badRequest(M.invalidVerificationToken);
      return { status: "success" as const, message: outcome === "verified" ? M.accountVerified : M.alreadyVerified };
    }),

  login: publicProcedure
    .input(loginInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const attempt = await countPasswordAttempt(ctx.db, input.email, ctx.ip);
      const user = await findUserByEmail(ctx.db, input.email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      // One message for an unknown e-mail and a wrong password, so the form cannot be used to find accounts.
      if (!user || !passwordOk) throw fail.unauthorized(M.invalidCredentials);
      await forgetPasswordAttempt(ctx.db, attempt);
      const role = promotedRole(ctx.config, user);
      if (role !== user.role) await ctx.db.update(users).set({ role }).where(eq(users.id, user.id));
      const token = generateSessionToken();
      const session = await createSession(ctx.db, token, user.id);
      setSessionCookie(ctx.cookies, ctx.config, token, session.expiresAt);
      return { status: "success" as const, message: M.loggedIn, ...toSessionUser({ ...user, role }) };
    }),

  checkAuth: publicProcedure.output(checkAuthOutput).query(async ({ ctx }) => {
    if (!ctx.auth) return { Logged: false as const };
    return { Logged: true as const, ...toSessionUser(await withDueAllotments(ctx.db, ctx.auth.user)) };
  }),

  logout: publicProcedure.output(logoutOutput).mutation(async ({ ctx }) => {
    if (ctx.auth) await invalidateSession(ctx.db, ctx.auth.session.id);
    clearSessionCookie(ctx.cookies, ctx.config);
    return { status: "success" as const };
  }),

  requestPasswordReset: publicProcedure
    .input(requestResetInput)
    .output(requestResetOutput)
    .mutation(async ({ ctx, input }) => {
      const limit = await consumeLimit(ctx.db, `password-reset:${hashSecret(input.email.toLowerCase())}`, PASSWORD_RESET_RATE_LIMIT);
      if (!limit.allowed) throw fail.tooManyRequests(M.tooManyResetRequests, limit.retryAfterSeconds);
      const user = await findUserByEmail(ctx.db, input.email);
      if (user) {
        const token = randomLinkToken();
        await issueToken(ctx.db, { userId: user.id, kind: "reset_password", secret: token, ttlMs: TOKEN_TTL_MS.resetPassword });
        sendInBackground(ctx.mailer, ctx.logger, passwordResetMail(ctx.config, user, token));
      }
      // The same answer, in the same time, either way, so the form cannot be used to find accounts.
      return { status: "success" as const, message: M.resetRequested };
    }),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(resetPasswordOutput)
    .mutation(async ({ ctx, input }) => {
      const passwordHash = await hashPassword(input.newPW);
      const token = await consumeToken(ctx.db, "reset_password", input.reset_token);
      if (!token) throw fail.badRequest(M.invalidResetToken);
      await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, token.userId));
      await invalidateUserSessions(ctx.db, token.userId);
      const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, token.userId));
      if (user) await forgetAllPasswordAttempts(ctx.db, user.email);
      return { status: "success" as const, message: M.resetDone };
    }),
});
