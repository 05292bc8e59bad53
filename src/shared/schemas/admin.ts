import { z } from "zod";
import { ADMIN_PAGE_SIZE, ADMIN_REASON_MAX_LENGTH, EMAIL_MAX_LENGTH } from "../limits";
import { SERVER_MESSAGES as M } from "../messages";
import { planIdSchema, roleSchema, successStatus } from "./common";

const adminUserSchema = z.object({
  user_uuid: z.string(),
  name: z.string(),
  email: z.string(),
  plan: planIdSchema,
  role: roleSchema,
  credits: z.number().int(),
  account_verified: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersInput = z.object({
  search: z.string().trim().max(EMAIL_MAX_LENGTH).default(""),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export const listUsersOutput = z.object({
  status: successStatus,
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adjustCreditsInput = z.object({
  user_uuid: z.string().min(1),
  /** Positive grants, negative removes. */
  delta: z
    .number()
    .int()
    .refine((n) => n !== 0, { error: M.adminCreditChangeZero }),
  reason: z
    .string({ error: M.adminReasonRequired })
    .trim()
    .min(1, { error: M.adminReasonRequired })
    .max(ADMIN_REASON_MAX_LENGTH, { error: M.adminReasonTooLong }),
});
export const adjustCreditsOutput = z.object({ status: successStatus, credits: z.number().int() });

export const updateUserInput = z
  .object({
    user_uuid: z.string().min(1),
    plan: planIdSchema.optional(),
    role: roleSchema.optional(),
  })
  .refine((v) => v.plan !== undefined || v.role !== undefined, { error: M.adminNothingToUpdate });
export const updateUserOutput = z.object({ status: successStatus, user: adminUserSchema });
