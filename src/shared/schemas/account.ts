import { z } from "zod";
import { EMAIL_CODE } from "../limits";
import { SERVER_MESSAGES as M } from "../messages";
import { emailSchema, passwordSchema, personNameSchema, planIdSchema, roleSchema, statusMessageOutput, successStatus } from "./common";

const paymentEntrySchema = z.object({
  product_bought: z.string(),
  /** Amount in dollars, e.g. 9.99. */
  amount_paid: z.number(),
  /** ISO 8601. */
  purchase_date: z.string(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

export const userInfoOutput = z.object({
  status: successStatus,
  name: z.string(),
  email: z.string(),
  credits: z.number().int(),
  created_at: z.string(),
  current_plan: planIdSchema,
  account_verified: z.boolean(),
  role: roleSchema,
  payment_history: z.array(paymentEntrySchema),
});
export type UserInfo = z.infer<typeof userInfoOutput>;

export const updateInfoInput = z.object({
  new_name: personNameSchema,
  new_mail: emailSchema,
});
/** `email_change_pending` tells the client to open the code dialog. */
export const updateInfoOutput = statusMessageOutput.extend({ email_change_pending: z.boolean() });

export const confirmEmailChangeInput = z.object({
  verCode: z
    .string({ error: M.invalidEmailCode })
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE.length}}$`), { error: M.invalidEmailCode }),
});
export const confirmEmailChangeOutput = statusMessageOutput.extend({ email: z.string() });

export const changePasswordInput = z
  .object({
    oldPass: z.string({ error: M.wrongOldPassword }).min(1, { error: M.wrongOldPassword }),
    newPass: passwordSchema,
    confNewPass: z.string({ error: M.passwordsDiffer }),
  })
  .refine((v) => v.newPass === v.confNewPass, { error: M.passwordsDiffer, path: ["confNewPass"] });
export const changePasswordOutput = statusMessageOutput;

export const resendVerificationOutput = statusMessageOutput;
