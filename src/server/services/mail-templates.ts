import { PATHS } from "../../shared/paths";
import type { User } from "../auth/session";
import type { Config } from "../config";
import type { MailMessage } from "./mail";

/*
 * No mail greets the reader by name. Whoever registers or changes an address
 * chooses the name and the address alike, so a name in the greeting would let
 * anyone put their own words (a link, an offer) into a genuine Inkprint
 * e-mail to a stranger.
 */

function link(config: Config, path: string, token: string): string {
  return `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

export function accountVerificationMail(config: Config, user: User, token: string): MailMessage {
  const url = link(config, PATHS.verifyAccount, token);
  return {
    to: user.email,
    subject: "Verify your Inkprint account",
    text: `Hello,\n\nWelcome to Inkprint. Please confirm your e-mail address by opening this link:\n\n${url}\n\nThe link is valid for 48 hours. If you did not create an account, ignore this message.\n`,
    actionHint: url,
  };
}

export function passwordResetMail(config: Config, user: User, token: string): MailMessage {
  const url = link(config, PATHS.resetPassword, token);
  return {
    to: user.email,
    subject: "Reset your Inkprint password",
    text: `Hello,\n\nSomeone asked to reset the password of your Inkprint account. To choose a new one, open this link within one hour:\n\n${url}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
    actionHint: url,
  };
}

export function emailChangeCodeMail(user: User, newEmail: string, code: string): MailMessage {
  return {
    to: newEmail,
    subject: "Your Inkprint e-mail change code",
    text: `Hello,\n\nYour code to confirm this new e-mail address is:\n\n${code}\n\nIt is valid for 15 minutes. If you did not ask for this change, ignore this message.\n`,
    actionHint: `e-mail change code ${code}`,
  };
}
