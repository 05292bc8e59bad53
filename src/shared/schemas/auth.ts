import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD } from "../limits";
import { SERVER_MESSAGES as M } from "../messages";
import { emailSchema, passwordSchema, personNameSchema, planIdSchema, roleSchema, statusMessageOutput, successStatus } from "./common";

const sessionUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  user_uuid: z.string(),
  plan: planIdSchema,
  credits: z.number().int(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const registerInput = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_check: z.string({ error: M.passwordsDiffer }),
  })
  .refine((v) => v.password === v.password_check, { error: M.passwordsDiffer, path: ["password_check"] });
export const registerOutput = statusMessageOutput;

export const verifyAccountInput = z.object({
  token: z.string({ error: M.invalidVerificationToken }).min(1, { error: M.invalidVerificationToken }),
});
export const verifyAccountOutput = statusMessageOutput;

export const loginInput = z.object({
  // Capped like every address: the throttle keys its counter by the address, and no longer one can have an account.
  email: z
    .string({ error: M.invalidCredentials })
    .trim()
    .toLowerCase()
    .min(1, { error: M.invalidCredentials })
    .max(EMAIL_MAX_LENGTH, { error: M.invalidCredentials }),
  // No password longer than the maximum can exist, so none is worth hashing.
  password: z
    .string({ error: M.invalidCredentials })
    .min(1, { error: M.invalidCredentials })
    .max(PASSWORD.maxLength, { error: M.invalidCredentials }),
});
export const loginOutput = sessionUserSchema.extend({ status: successStatus, message: z.string() });

export const checkAuthOutput = z.union([sessionUserSchema.extend({ Logged: z.literal(true) }), z.object({ Logged: z.literal(false) })]);

export const logoutOutput = z.object({ status: successStatus });

export const requestResetInput = z.object({ email: emailSchema });
export const requestResetOutput = statusMessageOutput;

export const resetPasswordInput = z
  .object({
    reset_token: z.string({ error: M.invalidResetToken }).min(1, { error: M.invalidResetToken }),
    newPW: passwordSchema,
    confirmNewPw: z.string({ error: M.passwordsDiffer }),
  })
  .refine((v) => v.newPW === v.confirmNewPw, { error: M.passwordsDiffer, path: ["confirmNewPw"] });
export const resetPasswordOutput = statusMessageOutput;
