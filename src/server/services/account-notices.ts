import { ACCOUNT_NOTICE_RATE_LIMIT } from "../../shared/limits";
import type { User } from "../db/schema";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { sendInBackground, type Mailer, type MailMessage } from "./mail";
import { hashSecret } from "./one-time-tokens";
import { consumeLimit } from "./rate-limit";

/**
 * Mails the owner of an address that a form was just given for, while the
 * form itself answers as if the address were free (docs/decisions/110). A few
 * such notes an hour per address at most: past that the form's answer stays
 * the same and no mail goes, so nobody can flood an inbox through it.
 */
export async function sendOwnerNotice(deps: { db: Db; mailer: Mailer; logger: Logger }, owner: User, message: MailMessage): Promise<void> {
  const limit = await consumeLimit(deps.db, `account-notice:${hashSecret(owner.email)}`, ACCOUNT_NOTICE_RATE_LIMIT);
  if (limit.allowed) sendInBackground(deps.mailer, deps.logger, message);
}
