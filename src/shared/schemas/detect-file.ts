import { z } from "zod";
import { FILE_UPLOAD, WORD_LIMITS } from "../limits";
import { SERVER_MESSAGES as M } from "../messages";
import { successStatus } from "./common";
import { apiDetectOutput, apiKeyField, detectOutput } from "./detect";

/**
 * A file as the multipart adapter hands it to a procedure: its name and its
 * bytes, in memory (decision 112). Bytes cannot travel in JSON, so these
 * procedures are reached through their multipart REST paths only.
 */
const fileName = z
  .string()
  // Some browsers send the whole path; only the name is a label, and a long one is cut.
  .transform((name) => name.split(/[\\/]/).pop()!.trim().slice(0, FILE_UPLOAD.maxNameLength) || "file");

/** Its size is checked where it is read (file-text.ts), so that a file over the limit is a 413, not a validation error's 400. */
const uploadedFileSchema = z.object({ name: fileName, bytes: z.instanceof(Uint8Array) }, { error: M.fileMissing });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const detectFileInput = z.object({ file: uploadedFileSchema });
export const apiDetectFileInput = z.object({ apiKey: apiKeyField, file: uploadedFileSchema });

const fileNameField = z.string().meta({ description: "The uploaded file's name, as sent." });
const wordCountField = z.number().int().meta({ description: "Words in the file's text, counted by splitting on whitespace." });

/** What a file adds to a detection answer. */
const fileResultFields = {
  file_name: fileNameField,
  text: z.string().meta({ description: "The text read from the file: the sentences' start and end offsets point into it." }),
  word_count: wordCountField,
  credits_charged: z
    .number()
    .int()
    .meta({
      description: `Credits this analysis cost: one per started ${WORD_LIMITS.detect} words of the file's text (0 on Enterprise, whose credits are unlimited).`,
    }),
};

export const detectFileOutput = detectOutput.extend(fileResultFields);
export type DetectFileOutput = z.infer<typeof detectFileOutput>;
export const apiDetectFileOutput = apiDetectOutput.extend(fileResultFields);

/** A file read and priced, not analysed: the dashboard shows the price before the user confirms. */
export const quoteFileOutput = z.object({
  status: successStatus,
  message: z.string(),
  file_name: fileNameField,
  word_count: wordCountField,
  credits: z.number().int(),
});
export type QuoteFileOutput = z.infer<typeof quoteFileOutput>;

/** The dashboard's file calls, which the screen posts to directly (multipart does not travel through tRPC). */
export const DETECT_FILE_PATHS = { analyze: "/api/detect-file", quote: "/api/detect-file/quote" } as const;
