import { DEMO_RATE_LIMIT, FILE_QUOTE_RATE_LIMIT } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import {
  apiDetectInput,
  apiDetectOutput,
  demoInput,
  demoOutput,
  detectInput,
  detectOutput,
  detectorCardOutput,
  exportReportInput,
  exportReportOutput,
} from "../../shared/schemas/detect";
import { z } from "zod";
import { apiDetectFileOutput, detectFileInput, detectFileOutput, quoteFileOutput } from "../../shared/schemas/detect-file";
import { DEMO_FAILURES, runEngine } from "./run-engine";
import { fail } from "../errors";
import { reportFilename } from "../reports/report-filename";
import { withCredit } from "../billing/credits";
import { readFileText } from "../services/file-text";
import { consumeLimit, giveBackEvent } from "../services/rate-limit";
import {
  eitherDoorProcedure,
  paidApiProcedure,
  paidToolProcedure,
  protectedProcedure,
  publicProcedure,
  router,
  toolProcedure,
} from "../trpc/init";

/** The demo and the public API show the probability as a whole-number percentage string. */
function percentString(probability: number): string {
  return `${Math.round(probability)}%`;
}

export const detectRouter = router({
  /**
   * Anonymous, limited per client address (docs/decisions/030-client-address.md).
   * Input is validated before the limit is consumed, so an over-long text does not use up a run,
   * and a run the engine failed is given back.
   */
  analyzeDemo: publicProcedure
    .input(demoInput)
    .output(demoOutput)
    .mutation(async ({ ctx, input }) => {
      const limit = await consumeLimit(ctx.db, `demo:${ctx.ip}`, DEMO_RATE_LIMIT);
      if (!limit.allowed) throw fail.tooManyRequests(M.demoRateLimited, limit.retryAfterSeconds);
      const result = await runEngine(() => ctx.engines.detector.detect(input.detect_text), DEMO_FAILURES).catch(async (error: unknown) => {
        await giveBackEvent(ctx.db, limit.eventId);
        throw error;
      });
      return {
        status: "success" as const,
        message: M.analysisDone,
        ai_probability: percentString(result.ai_probability),
        verdict: result.verdict,
        summary: result.explanation_parts.summary,
        reliable: result.reliable,
      };
    }),

  analyze: paidToolProcedure("detect", detectInput)
    .output(detectOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runEngine(() => ctx.engines.detector.detect(input.detect_text));
      return { status: "success" as const, message: M.analysisDone, ...result };
    }),

  /**
   * Reads and prices a file without analysing it, so the dashboard can show
   * what the analysis will cost before the user confirms. Free, but counted in
   * its own per-minute bucket: reading a file takes work.
   */
  quoteFile: protectedProcedure
    .input(detectFileInput)
    .output(quoteFileOutput)
    .mutation(async ({ ctx, input }) => {
      const limit = await consumeLimit(ctx.db, `file-quotes:${ctx.user.id}`, FILE_QUOTE_RATE_LIMIT);
      if (!limit.allowed) throw fail.tooManyRequests(M.fileQuoteRateLimited, limit.retryAfterSeconds);
      const { wordCount, credits } = await readFileText(input.file);
      return { status: "success" as const, message: M.fileRead, file_name: input.file.name, word_count: wordCount, credits };
    }),

  /**
   * A file's text scored as a whole, for the dashboard (POST /api/detect-file)
   * and the public API (/apiv1/inkprint/detect-file) alike, each answered in
   * its documented shape. The text is read first, so a file that cannot be
   * read or is too long costs nothing; then its price (one credit per started
   * 750 words) is spent, and given back if the engine fails (decision 114).
   */
  analyzeFile: eitherDoorProcedure
    .input(detectFileInput)
    .output(z.union([detectFileOutput, apiDetectFileOutput]))
    .mutation(async ({ ctx, input }) => {
      const { text, credits } = await readFileText(input.file);
      const viaApi = ctx.apiKeyId !== null;
      const { result, spend } = await withCredit(
        ctx.db,
        { userId: ctx.user.id, apiKeyId: ctx.apiKeyId, amount: credits, reason: viaApi ? "api detect file" : "detect file" },
        () => runEngine(() => ctx.engines.detector.detect(text)),
      );
      const fileFields = { file_name: input.file.name, text, credits_charged: spend.amount };
      return viaApi
        ? { status: "success" as const, ...result, ai_probability: percentString(result.ai_probability), ...fileFields }
        : { status: "success" as const, message: M.analysisDone, ...result, ...fileFields };
    }),

  /** The running detector's measured false-positive rates, shown beside every result. */
  getCard: publicProcedure.output(detectorCardOutput).query(({ ctx }) => ctx.engines.detector.card),

  /** Reprints a result the user already paid for, so it costs no credit; it still needs a signed-in user. */
  exportReport: toolProcedure
    .input(exportReportInput)
    .output(exportReportOutput)
    .mutation(async ({ ctx, input }) => {
      const pdf = await ctx.reports.analysisPdf({
        score: input.score,
        verdict: input.verdict,
        explanation: input.explanation,
        suspiciousSentences: input.senteces,
        wordCount: input.word_count,
        modelVersion: input.model_version,
        fileName: input.file_name,
        detectorCard: ctx.engines.detector.card,
        generatedAt: new Date(),
      });
      return {
        filename: reportFilename(input.file_name),
        contentType: "application/pdf" as const,
        pdf_base64: Buffer.from(pdf).toString("base64"),
      };
    }),

  analyzeWithApiKey: paidApiProcedure("api detect", apiDetectInput)
    .output(apiDetectOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runEngine(() => ctx.engines.detector.detect(input.text));
      return { status: "success" as const, ...result, ai_probability: percentString(result.ai_probability) };
    }),
});
