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
  // A name goes into pages and e-mails; a line break or NUL in it only ever serves to forge their layout.
  .refine((name) => !/\p{Cc}/u.test(name), { error: M.nameHasControlCharacters });

export const passwordSchema = z
  .string({ error: M.passwordLength })
  .min(PASSWORD.minLength, { error: M.passwordLength })
  .max(PASSWORD.maxLength, { error: M.passwordLength });

/** A plain status/message answer, the spec's most common response. */
export const statusMessageOutput = z.object({ status: successStatus, message: z.string() });
