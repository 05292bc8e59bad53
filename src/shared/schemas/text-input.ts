import { z } from "zod";
import { SERVER_MESSAGES as M } from "../messages";
import { countWords } from "../word-count";

/** A submitted text: non-blank and within a word limit, counted as the client counts. */
export function textWithin(maxWords: number, overLimitMessage: string) {
  return z
    .string({ error: M.emptyText })
    .refine((text) => text.trim() !== "", { error: M.emptyText })
    .refine((text) => countWords(text) <= maxWords, { error: overLimitMessage })
    .meta({ description: `At most ${maxWords} words, counted by splitting on whitespace.` });
}
