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
import { runPaidEngine } from "../engines/run-engine";
import { apiKeyProcedure, router, toolProcedure } from "../trpc/init";

export const rewriteRouter = router({
  humanize: toolProcedure
    .input(humanizeInput)
    .output(humanizeOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runPaidEngine(ctx.db, { userId: ctx.user.id, reason: "humanize" }, () => ctx.engines.humanizer.humanize(input.humanize_text));
      return { status: "success" as const, message: M.humanizeDone, ...result };
    }),

  improve: toolProcedure
    .input(improveInput)
    .output(improveOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runPaidEngine(ctx.db, { userId: ctx.user.id, reason: "improve" }, () => ctx.engines.improver.improve(input.improver_text));
      return { status: "success" as const, message: M.improveDone, ...result };
    }),

  humanizeWithApiKey: apiKeyProcedure
    .input(apiHumanizeInput)
    .output(apiHumanizeOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runPaidEngine(ctx.db, { userId: ctx.user.id, reason: "api humanize", apiKeyId: ctx.apiKey.id }, () =>
        ctx.engines.humanizer.humanize(input.text),
      );
      return { status: "success" as const, ...result };
    }),

  improveWithApiKey: apiKeyProcedure
    .input(apiImproveInput)
    .output(apiImproveOutput)
    .mutation(async ({ ctx, input }) => {
      const { improved_text, changes, note } = await runPaidEngine(ctx.db, { userId: ctx.user.id, reason: "api improve", apiKeyId: ctx.apiKey.id }, () =>
        ctx.engines.improver.improve(input.text),
      );
      return { status: "success" as const, emproved_text: improved_text, changes, note };
    }),
});
