import { eq } from "drizzle-orm";
import { PASSWORD_RESET_RATE_LIMIT, SIGNUP_CREDITS, TOKEN_TTL_MS } from "../../shared/limits";
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
import { countPasswordAttempt, forgetPasswordAttempts } from "../auth/login-throttle";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import { createSession, generateSessionToken, invalidateSession, invalidateUserSessions, type User } from "../auth/session";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { fail } from "../errors";
import { grantCredits } from "../services/credits";
import { sendInBackground } from "../services/mail";
import { consumeLimit } from "../services/rate-limit";
import { accountVerificationMail, passwordResetMail } from "../services/mail-templates";
import { consumeToken, issueToken, randomLinkToken } from "../services/one-time-tokens";
import { toSessionUser } from "../services/users";
import { publicProcedure, router } from "../trpc/init";

function roleFor(config: Config, email: string): User["role"] {
  return config.ADMIN_EMAILS.includes(email) ? "Admin" : "User";
}

function findUserByEmail(db: Db, email: string): User | undefined {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .output(registerOutput)
    .mutation(async ({ ctx, input }) => {
      if (findUserByEmail(ctx.db, input.email)) throw fail.conflict(M.emailTaken);
      const passwordHash = await hashPassword(input.password);
      const user = ctx.db.transaction((tx) => {
        const created = tx
          .insert(users)
          .values({
            uuid: crypto.randomUUID(),
            name: input.name,
            email: input.email,
            passwordHash,
            role: roleFor(ctx.config, input.email),
          })
          .onConflictDoNothing()
          .returning()
          .get();
        if (!created) throw fail.conflict(M.emailTaken);
        grantCredits(tx as unknown as Db, created.id, SIGNUP_CREDITS, "signup: Basic plan");
        return created;
      });
      const token = randomLinkToken();
      issueToken(ctx.db, { userId: user.id, kind: "verify_account", secret: token, ttlMs: TOKEN_TTL_MS.verifyAccount });
      // The account exists by now; a mail outage must not turn that into an error.
      sendInBackground(ctx.mailer, ctx.logger, accountVerificationMail(ctx.config, user, token));
      return { status: "success" as const, message: M.registered };
    }),

  verifyAccount: publicProcedure
    .input(verifyAccountInput)
    .output(verifyAccountOutput)
    .mutation(({ ctx, input }) => {
      const token = consumeToken(ctx.db, "verify_account", input.token);
      if (!token) throw fail.badRequest(M.invalidVerificationToken);
      ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, token.userId)).run();
      return { status: "success" as const, message: M.accountVerified };
    }),

  login: publicProcedure
    .input(loginInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      countPasswordAttempt(ctx.db, input.email);
      const user = findUserByEmail(ctx.db, input.email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      // One message for an unknown e-mail and a wrong password, so the form cannot be used to find accounts.
      if (!user || !passwordOk) throw fail.unauthorized(M.invalidCredentials);
      forgetPasswordAttempts(ctx.db, user.email);
      const role = roleFor(ctx.config, user.email) === "Admin" ? "Admin" : user.role;
      if (role !== user.role) ctx.db.update(users).set({ role }).where(eq(users.id, user.id)).run();
      const token = generateSessionToken();
      const session = createSession(ctx.db, token, user.id);
      setSessionCookie(ctx.cookies, ctx.config, token, session.expiresAt);
      return { status: "success" as const, message: M.loggedIn, ...toSessionUser({ ...user, role }) };
    }),

  checkAuth: publicProcedure.output(checkAuthOutput).query(({ ctx }) => {
    if (!ctx.auth) return { Logged: false as const };
    return { Logged: true as const, ...toSessionUser(ctx.auth.user) };
  }),

  logout: publicProcedure.output(logoutOutput).mutation(({ ctx }) => {
    if (ctx.auth) invalidateSession(ctx.db, ctx.auth.session.id);
    clearSessionCookie(ctx.cookies, ctx.config);
    return { status: "success" as const };
  }),

  requestPasswordReset: publicProcedure
    .input(requestResetInput)
    .output(requestResetOutput)
    .mutation(({ ctx, input }) => {
      const limit = consumeLimit(ctx.db, `password-reset:${input.email}`, PASSWORD_RESET_RATE_LIMIT);
      if (!limit.allowed) throw fail.tooManyRequests(M.tooManyResetRequests, limit.retryAfterSeconds);
      const user = findUserByEmail(ctx.db, input.email);
      if (user) {
        const token = randomLinkToken();
        issueToken(ctx.db, { userId: user.id, kind: "reset_password", secret: token, ttlMs: TOKEN_TTL_MS.resetPassword });
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
      const token = consumeToken(ctx.db, "reset_password", input.reset_token);
      if (!token) throw fail.badRequest(M.invalidResetToken);
      ctx.db.update(users).set({ passwordHash }).where(eq(users.id, token.userId)).run();
      invalidateUserSessions(ctx.db, token.userId);
      const user = ctx.db.select({ email: users.email }).from(users).where(eq(users.id, token.userId)).get();
      if (user) forgetPasswordAttempts(ctx.db, user.email);
      return { status: "success" as const, message: M.resetDone };
    }),
});
