import { z } from "zod";
import { API_KEYS } from "../limits";
import { SERVER_MESSAGES as M } from "../messages";
import { hasLayoutForgingCharacters, isWellFormedText, successStatus } from "./common";

const keyNameSchema = z
  .string({ error: M.keyNameRequired })
  .trim()
  .min(1, { error: M.keyNameRequired })
  .max(API_KEYS.nameMaxLength, { error: M.keyNameTooLong })
  .refine(isWellFormedText, { error: M.keyNameHasBrokenCharacters })
  .refine((name) => !hasLayoutForgingCharacters(name), { error: M.keyNameHasControlCharacters });

/** In lists only the first 20 characters (the public identifier) are ever returned. */
const apiKeySchema = z.object({
  ApiKey: z.string(),
  KeyName: z.string(),
  credits_used: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeySchema>;

export const listApiKeysOutput = z.object({ status: successStatus, apiKeys: z.array(apiKeySchema) });

export const createApiKeyInput = z.object({ keyName: keyNameSchema });
/** The full key, shown this once. */
export const createApiKeyOutput = apiKeySchema.extend({ status: successStatus, message: z.string() });

/** Accepts the full key or its 20-character public identifier. */
const keyReferenceSchema = z.string({ error: M.keyNotFound }).trim().min(API_KEYS.displayPrefixLength, { error: M.keyNotFound });

export const deleteApiKeyInput = z.object({ keyToDelete: keyReferenceSchema });
export const deleteApiKeyOutput = z.object({ status: successStatus, message: z.string() });

export const renameApiKeyInput = z.object({ apiKey: keyReferenceSchema, new_name: keyNameSchema });
export const renameApiKeyOutput = z.object({ status: successStatus, message: z.string(), KeyName: z.string() });
