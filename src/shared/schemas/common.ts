import { z } from "zod";
import { NAME_MAX_LENGTH, PASSWORD } from "../limits";
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
  .max(254, { error: M.invalidEmail })
  .pipe(z.email({ error: M.invalidEmail }));

export const personNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(NAME_MAX_LENGTH, { error: M.nameTooLong });

export const passwordSchema = z
  .string({ error: M.passwordLength })
  .min(PASSWORD.minLength, { error: M.passwordLength })
  .max(PASSWORD.maxLength, { error: M.passwordLength });

/** A plain status/message answer, the spec's most common response. */
export const statusMessageOutput = z.object({ status: successStatus, message: z.string() });
