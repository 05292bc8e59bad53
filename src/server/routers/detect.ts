import { DEMO_RATE_LIMIT } from "../../shared/limits";
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
import { DEMO_FAILURES, runEngine, runPaidEngine } from "../engines/run-engine";
import { fail } from "../errors";
import { buildAnalysisReport, REPORT_FILENAME } from "../reports/analysis-report";
import { consumeLimit, giveBackEvent } from "../services/rate-limit";
import { apiKeyProcedure, publicProcedure, router, toolProcedure } from "../trpc/init";

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
      const limit = consumeLimit(ctx.db, `demo:${ctx.ip}`, DEMO_RATE_LIMIT);
      if (!limit.allowed) throw fail.tooManyRequests(M.demoRateLimited, limit.retryAfterSeconds);
      const result = await runEngine(() => ctx.engines.detector.detect(input.detect_text), DEMO_FAILURES).catch((error: unknown) => {
        giveBackEvent(ctx.db, limit.eventId);
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

  analyze: toolProcedure
    .input(detectInput)
    .output(detectOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runPaidEngine(ctx.db, { userId: ctx.user.id, reason: "detect" }, () => ctx.engines.detector.detect(input.detect_text));
      return { status: "success" as const, message: M.analysisDone, ...result };
    }),

  /** The running detector's measured false-positive rates, shown beside every result. */
  getCard: publicProcedure.output(detectorCardOutput).query(({ ctx }) => ctx.engines.detector.card),

  /** Reprints a result the user already paid for, so it costs no credit; it still needs a signed-in user. */
  exportReport: toolProcedure
    .input(exportReportInput)
    .output(exportReportOutput)
    .mutation(({ ctx, input }) => {
      const pdf = buildAnalysisReport({
        score: input.score,
        verdict: input.verdict,
        explanation: input.explanation,
        suspiciousSentences: input.senteces,
        wordCount: input.word_count,
        modelVersion: input.model_version,
        detectorCard: ctx.engines.detector.card,
        generatedAt: new Date(),
      });
      return { filename: REPORT_FILENAME, contentType: "application/pdf" as const, pdf_base64: pdf.toString("base64") };
    }),

  analyzeWithApiKey: apiKeyProcedure
    .input(apiDetectInput)
    .output(apiDetectOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runPaidEngine(ctx.db, { userId: ctx.user.id, reason: "api detect", apiKeyId: ctx.apiKey.id }, () =>
        ctx.engines.detector.detect(input.text),
      );
      return { status: "success" as const, ...result, ai_probability: percentString(result.ai_probability) };
    }),
});
