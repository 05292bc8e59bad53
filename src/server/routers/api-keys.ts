import {
  createApiKeyInput,
  createApiKeyOutput,
  deleteApiKeyInput,
  deleteApiKeyOutput,
  listApiKeysOutput,
  renameApiKeyInput,
  renameApiKeyOutput,
} from "../../shared/schemas/api-keys";
import { fail } from "../errors";
import { protectedProcedure, router } from "../trpc/init";

export const apiKeysRouter = router({
  list: protectedProcedure.output(listApiKeysOutput).query(() => {
    throw fail.internal("not built yet");
  }),
  create: protectedProcedure.input(createApiKeyInput).output(createApiKeyOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  remove: protectedProcedure.input(deleteApiKeyInput).output(deleteApiKeyOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  rename: protectedProcedure.input(renameApiKeyInput).output(renameApiKeyOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
});
