import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD } from "../limits";
import { SERVER_MESSAGES as M } from "../messages";
import { PLAN_IDS } from "../plans";
import { ROLES } from "../roles";

export const successStatus = z.literal("success");
export const planIdSchema = z.enum(PLAN_IDS);
export const roleSchema = z.enum(ROLES);

export const emailSchema = z
  .string({ error: M.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: M.invalidEmail })
  .pipe(z.email({ error: M.invalidEmail }));

export const personNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(NAME_MAX_LENGTH, { error: M.nameTooLong })
  .refine(isWellFormedText, { error: M.nameHasBrokenCharacters })
  .refine((name) => !hasLayoutForgingCharacters(name), { error: M.nameHasControlCharacters });

/**
 * JSON may carry half of a UTF-16 surrogate pair ("\ud83d" without its
 * partner). Such a string cannot be written as UTF-8: stored, it comes back as
 * replacement characters, so a name or key name that holds one is refused.
 */
export function isWellFormedText(text: string): boolean {
  return !/\p{Surrogate}/u.test(text);
}

/**
 * A name goes into pages, tables and e-mails. A line break or NUL in it only
 * ever serves to forge their layout, and so do the invisible characters that
 * reverse the direction of the text around them or hide between letters
 * ("A\u200BDMIN"). The joiners that Persian or Hindi spelling needs (U+200C,
 * U+200D) and the plain direction marks (U+200E, U+200F) are allowed.
 */
export function hasLayoutForgingCharacters(text: string): boolean {
  return /[\p{Cc}\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/u.test(text);
}

export const passwordSchema = z
  .string({ error: M.passwordLength })
  .min(PASSWORD.minLength, { error: M.passwordLength })
  .max(PASSWORD.maxLength, { error: M.passwordLength });

/** A plain status/message answer, the spec's most common response. */
export const statusMessageOutput = z.object({ status: successStatus, message: z.string() });
