import {
  changePasswordInput,
  changePasswordOutput,
  confirmEmailChangeInput,
  confirmEmailChangeOutput,
  updateInfoInput,
  updateInfoOutput,
  userInfoOutput,
} from "../../shared/schemas/account";
import { fail } from "../errors";
import { protectedProcedure, router } from "../trpc/init";

export const accountRouter = router({
  getInfo: protectedProcedure.output(userInfoOutput).query(() => {
    throw fail.internal("not built yet");
  }),
  updateInfo: protectedProcedure.input(updateInfoInput).output(updateInfoOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  confirmEmailChange: protectedProcedure.input(confirmEmailChangeInput).output(confirmEmailChangeOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  changePassword: protectedProcedure.input(changePasswordInput).output(changePasswordOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
});
