import { z } from "zod";
import { VERDICT_LEVELS } from "../detection";
import { listText } from "../in-words";
import { characterLimitFor, FILE_UPLOAD, REPORT_EXPLANATION_MAX_LENGTH, WORD_LIMITS } from "../limits";
import { SERVER_MESSAGES as M } from "../messages";
import { successStatus } from "./common";
import { textWithin } from "./text-input";

const verdictLevelSchema = z.enum(VERDICT_LEVELS);

export const scoredSentenceSchema = z.object({
  text: z.string(),
  start: z.number().int().meta({ description: "Offset of the sentence's first character in the submitted text." }),
  end: z.number().int().meta({ description: "Offset just past the sentence's last character." }),
  score: z.number().meta({ description: "0-100: how AI-like this sentence reads on its own." }),
});

/**
 * The explanation in its parts, so a screen can show the summary and the
 * evidence and fold the numbers away (decision 104). `explanation` holds the
 * same parts laid out as plain text (explanation-text.ts).
 */
const explanationPartsSchema = z.object({
  summary: z.string().meta({ description: "One plain sentence a reader can act on, tied to the verdict; never a claim of certainty." }),
  evidence: z
    .array(z.string())
    .max(4)
    .meta({ description: "Up to four short reasons in plain words, without numbers, strongest first; empty when the engine gives none." }),
  details: z.array(z.string()).meta({
    description:
      "The measurements behind the evidence, with their numbers and the values typical of human writing; empty when the engine gives none.",
  }),
  caveat: z
    .string()
    .nullable()
    .meta({
      description:
        "What the score does not show (a high score is no proof of AI, a low one no proof of a person), " +
        "with the measured rate; null when the summary already says why the score is low-confidence.",
    }),
});
export type ExplanationParts = z.infer<typeof explanationPartsSchema>;

/** What every detection answer carries beyond the spec's four fields. */
const detectionDetails = {
  verdict: z.string().meta({ description: "The verdict in words." }),
  verdict_level: verdictLevelSchema.meta({
    description: `A stable code for the verdict, to branch on (${listText(VERDICT_LEVELS, "or")}); verdict is its wording.`,
  }),
  explanation: z.string().meta({
    description:
      'Why the text scored as it did, as plain text: the summary sentence, the evidence as "- " lines, ' +
      'the numbers under a "Details:" line, then the caveat; paragraphs are separated by a blank line.',
  }),
  explanation_parts: explanationPartsSchema.meta({
    description: "The explanation's parts (summary, evidence, details, caveat), to lay out without parsing explanation.",
  }),
  suspicious_sentences: z.array(z.string()).meta({ description: "Sentences that read as AI-written, in text order." }),
  sentences: z
    .array(scoredSentenceSchema)
    .meta({ description: "Every sentence with its character offsets (start, end) and its own score (0-100)." }),
  language: z.string().meta({ description: 'ISO 639-3 code of the recognized language, "und" when unknown.' }),
  word_count: z.number().int().meta({ description: "Words counted by splitting on whitespace." }),
  model_version: z.string().meta({ description: "The detector version that produced the result." }),
  reliable: z
    .boolean()
    .meta({ description: "False for short texts and languages the model was not trained on: treat the score as a hint." }),
};

/** How far the running detector can be trusted, as measured when it was built; null when never measured (an LLM detector). */
export const detectorCardOutput = z.object({
  model_version: z.string(),
  /** Share of human texts scored above 50 over every register measured (never trained on), all pooled. */
  human_false_positive_rate: z.number().min(0).max(1).nullable(),
  /** The same over the formal registers (academic, technical, educational, government, legal, business, medical, encyclopaedic), where detectors err most. */
  formal_writing_false_positive_rate: z.number().min(0).max(1).nullable(),
  /** The same for texts by English learners (JFLEG, never trained on). */
  learner_false_positive_rate: z.number().min(0).max(1).nullable(),
  /**
   * Share of texts a current (2026) assistant wrote in the training data's
   * genres scored above 50 (never trained on). A low score is weak evidence
   * that a person wrote a text, and this says how weak.
   */
  current_assistant_detection_rate: z.number().min(0).max(1).nullable(),
  /**
   * Human writing of each register scored above 50 and above 70, measured on
   * texts never trained on (issue 27); null when never measured.
   */
  register_false_positive_rates: z
    .array(
      z.object({
        register: z.string().meta({ description: "The register the texts belong to, e.g. academic, technical, news." }),
        collection: z.string().meta({ description: "The collection the texts come from, within the register." }),
        measured_on: z.string().meta({
          description:
            "Where the texts were held out from: the formal corpus's held-apart part, the register probe, the dev split or learner essays.",
        }),
        texts: z.number().int(),
        above_50: z.number().min(0).max(1),
        above_70: z.number().min(0).max(1),
      }),
    )
    .nullable(),
  /**
   * An installation's own calibration, when one is in force (decision 118):
   * the rates it measured on its own human texts, which replace the rates
   * measured when the detector was built. Absent otherwise.
   */
  calibration: z
    .object({
      description: z.string().meta({ description: "Which calibration is in force and what it was fitted on, in plain words." }),
      human_texts: z.number().int(),
      above_50: z.number().min(0).max(1),
      above_70: z
        .number()
        .min(0)
        .max(1)
        .meta({ description: "Share of those human texts called likely AI: the measured false-positive rate." }),
    })
    .optional(),
});
export type RegisterFalsePositiveRate = NonNullable<z.infer<typeof detectorCardOutput>["register_false_positive_rates"]>[number];

export const demoInput = z.object({ detect_text: textWithin(WORD_LIMITS.demo, M.demoWordLimit) });
/** The demo shows the probability as a string ending in a percent sign, as the spec's screen reads it. */
export const demoOutput = z.object({
  status: successStatus,
  ai_probability: z.string(),
  message: z.string(),
  verdict: z.string(),
  /** The explanation's one plain sentence, so a visitor reads what the score means and what it does not. */
  summary: z.string(),
  reliable: z.boolean(),
});

export const detectInput = z.object({ detect_text: textWithin(WORD_LIMITS.detect, M.detectWordLimit) });
/** What a detector engine answers; the calls add their status and message. */
export const detectionResultSchema = z.object({
  /** 0-100; the dashboard colours its badge from the number. */
  ai_probability: z.number(),
  ...detectionDetails,
});
export const detectOutput = z.object({
  status: successStatus,
  message: z.string(),
  ...detectionResultSchema.shape,
});
export type DetectOutput = z.infer<typeof detectOutput>;

const totalLength = (texts: readonly string[]) => texts.reduce((sum, text) => sum + text.length, 0);

/** The score as the screen holds it: a number or a percentage string such as "85%". */
const reportScore = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?%?$/, { error: M.invalidScore })
        .transform(Number.parseFloat),
    ],
    {
      error: M.invalidScore,
    },
  )
  .pipe(z.number().min(0, { error: M.invalidScore }).max(100, { error: M.invalidScore }));

export const exportReportInput = z.object({
  score: reportScore,
  verdict: z.string({ error: M.invalidReportFields }).max(500, { error: M.reportTooLong }),
  explanation: z.string({ error: M.invalidReportFields }).max(REPORT_EXPLANATION_MAX_LENGTH, { error: M.reportTooLong }),
  /**
   * Spelled so by the spec: the suspicious sentences. They come from one
   * analysed text, so together they are no longer than the longest text the
   * detector takes, a file's; the export is free, and a bigger PDF is only a
   * way to keep the server busy.
   */
  senteces: z
    .array(z.string({ error: M.invalidReportFields }), { error: M.invalidReportFields })
    .max(WORD_LIMITS.detectFile, { error: M.reportTooLong })
    .refine((sentences) => totalLength(sentences) <= characterLimitFor(WORD_LIMITS.detectFile), { error: M.reportTooLong }),
  word_count: z.number().int().min(0).optional(),
  model_version: z.string().max(100).optional(),
  /** The analysed file's name, printed in the report and put in its download name; absent for a pasted text. */
  file_name: z.string().max(FILE_UPLOAD.maxNameLength, { error: M.reportTooLong }).optional(),
});
export const exportReportOutput = z.object({
  filename: z.string(),
  contentType: z.literal("application/pdf"),
  pdf_base64: z.string(),
});

/** The public API's success marker; a failure answers with the error body instead. */
export const apiSuccessStatus = successStatus.meta({
  description: '"success"; a failure answers with status "error" and a message instead.',
});

export const apiKeyField = z
  .string({ error: M.invalidApiKey })
  .min(1, { error: M.invalidApiKey })
  .meta({ description: "Your API key, from API Integrations on a Business or Enterprise account." });

export const apiDetectInput = z.object({ apiKey: apiKeyField, text: textWithin(WORD_LIMITS.detect, M.detectWordLimit) });
export const apiDetectOutput = z.object({
  status: apiSuccessStatus,
  ai_probability: z
    .string()
    .meta({ description: 'Probability that the text is AI-written, as a whole-number percentage string, e.g. "87%".' }),
  ...detectionDetails,
});
