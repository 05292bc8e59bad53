import { z } from "zod";
import { WORD_LIMITS } from "../limits";
import { SERVER_MESSAGES as M } from "../messages";
import { successStatus } from "./common";
import { apiKeyField, apiSuccessStatus } from "./detect";
import { textWithin } from "./text-input";

const rewriteText = textWithin(WORD_LIMITS.rewrite, M.rewriteWordLimit);

export const textChangeSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  original: z.string(),
  replacement: z.string(),
  reason: z.string(),
});

/** Beyond the spec: the detector's score of the text before and after, null when the server runs an LLM detector. */
export const detectorCheckSchema = z
  .object({
    ai_probability_before: z.number().min(0).max(100),
    ai_probability_after: z.number().min(0).max(100),
    reliable: z.boolean(),
    model_version: z.string(),
  })
  .nullable();

/** Beyond the spec: why part of the text was left as written, or null. */
const noteSchema = z
  .string()
  .nullable()
  .meta({ description: "Why part of the text was left as written (sentences in a language other than English), or null." });

export const humanizeInput = z.object({ humanize_text: rewriteText });
export const humanizeOutput = z.object({
  status: successStatus,
  message: z.string(),
  humanized_text: z.string(),
  detector_check: detectorCheckSchema,
  note: noteSchema,
});

export const improveInput = z.object({ improver_text: rewriteText });
export const improveOutput = z.object({
  status: successStatus,
  message: z.string(),
  improved_text: z.string(),
  changes: z.array(textChangeSchema),
  note: noteSchema,
});

export const apiHumanizeInput = z.object({ apiKey: apiKeyField, text: rewriteText });
export const apiHumanizeOutput = z.object({
  status: apiSuccessStatus,
  humanized_text: z.string().meta({ description: "The rewritten text." }),
  detector_check: detectorCheckSchema.meta({
    description:
      "Inkprint's detector on the text before and after (ai_probability_before, " +
      "ai_probability_after, 0-100), whether both scores are reliable, " +
      "and the model version; null when the server's detector is an LLM.",
  }),
  note: noteSchema,
});

export const apiImproveInput = z.object({ apiKey: apiKeyField, text: rewriteText });
/** "emproved" is the documented spelling of the public API. */
export const apiImproveOutput = z.object({
  status: apiSuccessStatus,
  emproved_text: z.string().meta({ description: "The improved text." }),
  changes: z
    .array(textChangeSchema)
    .meta({ description: "Each change: start, end (offsets in the submitted text), original, replacement and a short reason." }),
  note: noteSchema,
});
