import {
  adjustCreditsInput,
  adjustCreditsOutput,
  listUsersInput,
  listUsersOutput,
  updateUserInput,
  updateUserOutput,
} from "../../shared/schemas/admin";
import { fail } from "../errors";
import { adminProcedure, router } from "../trpc/init";

export const adminRouter = router({
  listUsers: adminProcedure.input(listUsersInput).output(listUsersOutput).query(() => {
    throw fail.internal("not built yet");
  }),
  adjustCredits: adminProcedure.input(adjustCreditsInput).output(adjustCreditsOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  updateUser: adminProcedure.input(updateUserInput).output(updateUserOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
});
