import {
  apiHumanizeInput,
  apiHumanizeOutput,
  apiImproveInput,
  apiImproveOutput,
  humanizeInput,
  humanizeOutput,
  improveInput,
  improveOutput,
} from "../../shared/schemas/rewrite";
import { fail } from "../errors";
import { apiKeyProcedure, protectedProcedure, router } from "../trpc/init";

export const rewriteRouter = router({
  humanize: protectedProcedure.input(humanizeInput).output(humanizeOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  improve: protectedProcedure.input(improveInput).output(improveOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  humanizeWithApiKey: apiKeyProcedure.input(apiHumanizeInput).output(apiHumanizeOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
  improveWithApiKey: apiKeyProcedure.input(apiImproveInput).output(apiImproveOutput).mutation(() => {
    throw fail.internal("not built yet");
  }),
});
