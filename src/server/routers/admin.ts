import { count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import {
  adjustCreditsInput,
  adjustCreditsOutput,
  listUsersInput,
  listUsersOutput,
  updateUserInput,
  updateUserOutput,
  type AdminUser,
} from "../../shared/schemas/admin";
import type { User } from "../db/schema";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { fail } from "../errors";
import { grantCredits } from "../billing/credits";
import { adminProcedure, router } from "../trpc/init";

function toAdminUser(user: User): AdminUser {
  return {
    user_uuid: user.uuid,
    name: user.name,
    email: user.email,
    plan: user.plan,
    role: user.role,
    credits: user.credits,
    account_verified: user.emailVerified,
    created_at: user.createdAt.toISOString(),
  };
}

/** A LIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matchingUsers(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(sql`lower(${users.email}) like ${pattern} escape '\\'`, sql`lower(${users.name}) like ${pattern} escape '\\'`);
}

async function userByUuid(db: Db, uuid: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.uuid, uuid));
  if (!user) throw fail.notFound(M.userNotFound);
  return user;
}

export const adminRouter = router({
  listUsers: adminProcedure
    .input(listUsersInput)
    .output(listUsersOutput)
    .query(async ({ ctx, input }) => {
      const where = matchingUsers(input.search);
      const [counted] = await ctx.db.select({ n: count() }).from(users).where(where);
      const total = counted?.n ?? 0;
      const page = await ctx.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize);
      return { status: "success" as const, users: page.map(toAdminUser), total, page: input.page, pageSize: input.pageSize };
    }),

  /** Goes through the ledger like every other balance change; the reason says an admin did it, and which one. */
  adjustCredits: adminProcedure
    .input(adjustCreditsInput)
    .output(adjustCreditsOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await userByUuid(ctx.db, input.user_uuid);
      const credits = await grantCredits(ctx.db, user.id, input.delta, `admin: ${input.reason} (by ${ctx.user.uuid})`);
      return { status: "success" as const, credits };
    }),

  updateUser: adminProcedure
    .input(updateUserInput)
    .output(updateUserOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await userByUuid(ctx.db, input.user_uuid);
      // An admin who demotes themselves could leave the server with no admin at all.
      if (user.id === ctx.user.id && input.role === "User") throw fail.badRequest(M.adminCannotDemoteSelf);
      const [updated] = await ctx.db
        .update(users)
        .set({ ...(input.plan ? { plan: input.plan } : {}), ...(input.role ? { role: input.role } : {}) })
        .where(eq(users.id, user.id))
        .returning();
      return { status: "success" as const, user: toAdminUser(updated ?? user) };
    }),
});
