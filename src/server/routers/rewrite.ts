import { SERVER_MESSAGES as M } from "../../shared/messages";
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
import { runEngine } from "./run-engine";
import { paidApiProcedure, paidToolProcedure, router } from "../trpc/init";

export const rewriteRouter = router({
  humanize: paidToolProcedure("humanize", humanizeInput)
    .output(humanizeOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runEngine(() => ctx.engines.humanizer.humanize(input.humanize_text));
      return { status: "success" as const, message: M.humanizeDone, ...result };
    }),

  improve: paidToolProcedure("improve", improveInput)
    .output(improveOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runEngine(() => ctx.engines.improver.improve(input.improver_text));
      return { status: "success" as const, message: M.improveDone, ...result };
    }),

  humanizeWithApiKey: paidApiProcedure("api humanize", apiHumanizeInput)
    .output(apiHumanizeOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runEngine(() => ctx.engines.humanizer.humanize(input.text));
      return { status: "success" as const, ...result };
    }),

  improveWithApiKey: paidApiProcedure("api improve", apiImproveInput)
    .output(apiImproveOutput)
    .mutation(async ({ ctx, input }) => {
      const { improved_text, changes, note } = await runEngine(() => ctx.engines.improver.improve(input.text));
      return { status: "success" as const, emproved_text: improved_text, changes, note };
    }),
});
