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
import {
  apiDetectFileInput,
  apiDetectFileOutput,
  detectFileInput,
  detectFileOutput,
  quoteFileOutput,
  type UploadedFile,
} from "../../shared/schemas/detect-file";
import { DEMO_FAILURES, runEngine } from "./run-engine";
import type { DetectEngine } from "../engines/types";
import type { Db } from "../db/client";
import { fail } from "../errors";
import { buildAnalysisReport, reportFilename } from "../reports/analysis-report";
import { withCredit } from "../billing/credits";
import { readFileText } from "../services/file-text";
import { consumeLimit, giveBackEvent } from "../services/rate-limit";
import {
  apiKeyProcedure,
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

interface FileRun {
  db: Db;
  detector: DetectEngine;
  userId: number;
  /** Written to the credit ledger; never the file's name or text. */
  reason: string;
  apiKeyId?: number | null;
}

/**
 * A file's analysis, for the dashboard and the public API alike: its text is
 * read first, so a file that cannot be read or is too long costs nothing;
 * then its price (one credit per started 750 words) is spent, and given back
 * if the engine fails (decision 114).
 */
async function analyzeFile(file: UploadedFile, { db, detector, ...run }: FileRun) {
  const { text, credits } = await readFileText(file);
  const { result, spend } = await withCredit(db, { ...run, amount: credits }, () => runEngine(() => detector.detect(text)));
  return { result, fileFields: { file_name: file.name, text, credits_charged: spend.amount } };
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

  /** A file's text scored as a whole; reached through POST /api/detect-file (multipart). */
  analyzeFile: toolProcedure
    .input(detectFileInput)
    .output(detectFileOutput)
    .mutation(async ({ ctx, input }) => {
      const { result, fileFields } = await analyzeFile(input.file, {
        db: ctx.db,
        detector: ctx.engines.detector,
        userId: ctx.user.id,
        reason: "detect file",
      });
      return { status: "success" as const, message: M.analysisDone, ...result, ...fileFields };
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
        fileName: input.file_name,
        detectorCard: ctx.engines.detector.card,
        generatedAt: new Date(),
      });
      return { filename: reportFilename(input.file_name), contentType: "application/pdf" as const, pdf_base64: pdf.toString("base64") };
    }),

  analyzeWithApiKey: paidApiProcedure("api detect", apiDetectInput)
    .output(apiDetectOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await runEngine(() => ctx.engines.detector.detect(input.text));
      return { status: "success" as const, ...result, ai_probability: percentString(result.ai_probability) };
    }),

  analyzeFileWithApiKey: apiKeyProcedure
    .input(apiDetectFileInput)
    .output(apiDetectFileOutput)
    .mutation(async ({ ctx, input }) => {
      const { result, fileFields } = await analyzeFile(input.file, {
        db: ctx.db,
        detector: ctx.engines.detector,
        userId: ctx.user.id,
        reason: "api detect file",
        apiKeyId: ctx.apiKey.id,
      });
      return { status: "success" as const, ...result, ai_probability: percentString(result.ai_probability), ...fileFields };
    }),
});
