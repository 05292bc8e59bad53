import { eq } from "drizzle-orm";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { hasApiAccess } from "../../shared/plans";
import {
  createApiKeyInput,
  createApiKeyOutput,
  deleteApiKeyInput,
  deleteApiKeyOutput,
  listApiKeysOutput,
  renameApiKeyInput,
  renameApiKeyOutput,
  type ApiKeyView,
} from "../../shared/schemas/api-keys";
import { apiKeys } from "../db/schema";
import { fail } from "../errors";
import { createUserKey, findOwnKey, listUserKeys, type ApiKeyRow } from "../services/api-keys";
import { protectedProcedure, router } from "../trpc/init";

/** Managing keys is part of the plan, like using them: Basic and Professional get the spec's premium-feature message. */
const keyOwnerProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!hasApiAccess(ctx.user.plan)) throw fail.forbidden(M.premiumFeature);
  return next();
});

/** Lists never show a key: only its public identifier. */
function toView(row: ApiKeyRow, shownKey = row.prefix): ApiKeyView {
  return {
    ApiKey: shownKey,
    KeyName: row.name,
    credits_used: row.creditsUsed,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export const apiKeysRouter = router({
  list: keyOwnerProcedure.output(listApiKeysOutput).query(async ({ ctx }) => ({
    status: "success" as const,
    apiKeys: (await listUserKeys(ctx.db, ctx.user.id)).map((row) => toView(row)),
  })),

  create: keyOwnerProcedure
    .input(createApiKeyInput)
    .output(createApiKeyOutput)
    .mutation(async ({ ctx, input }) => {
      const { key, row } = await createUserKey(ctx.db, ctx.user.id, input.keyName);
      return { status: "success" as const, message: M.apiKeyCreated, ...toView(row, key) };
    }),

  remove: keyOwnerProcedure
    .input(deleteApiKeyInput)
    .output(deleteApiKeyOutput)
    .mutation(async ({ ctx, input }) => {
      const row = await findOwnKey(ctx.db, ctx.user.id, input.keyToDelete);
      if (!row) throw fail.notFound(M.keyNotFound);
      await ctx.db.delete(apiKeys).where(eq(apiKeys.id, row.id));
      return { status: "success" as const, message: M.apiKeyDeleted };
    }),

  rename: keyOwnerProcedure
    .input(renameApiKeyInput)
    .output(renameApiKeyOutput)
    .mutation(async ({ ctx, input }) => {
      const row = await findOwnKey(ctx.db, ctx.user.id, input.apiKey);
      if (!row) throw fail.notFound(M.keyNotFound);
      await ctx.db.update(apiKeys).set({ name: input.new_name }).where(eq(apiKeys.id, row.id));
      return { status: "success" as const, message: M.apiKeyRenamed, KeyName: input.new_name };
    }),
});
