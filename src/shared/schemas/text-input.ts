import { z } from "zod";
import { characterLimitFor } from "../limits";
import { SERVER_MESSAGES as M } from "../messages";
import { countWords } from "../word-count";

/** A submitted text: non-blank and within a word limit, counted as the client counts, and the characters that limit allows. */
export function textWithin(maxWords: number, overLimitMessage: string) {
  const maxCharacters = characterLimitFor(maxWords);
  return z
    .string({ error: M.emptyText })
    .refine((text) => text.trim() !== "", { error: M.emptyText })
    .refine((text) => countWords(text) <= maxWords, { error: overLimitMessage })
    .refine((text) => text.length <= maxCharacters, { error: M.textTooManyCharacters(maxCharacters) })
    .meta({ description: `At most ${maxWords} words, counted by splitting on whitespace, and ${maxCharacters} characters.` });
}
