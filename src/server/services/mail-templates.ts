import { PATHS } from "../../shared/paths";
import type { User } from "../db/schema";
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
    text:
      `Hello,\n\nWelcome to Inkprint. Please confirm your e-mail address by opening this link:\n\n${url}\n\nThe ` +
      `link is valid for 48 hours. If you did not create an account, ignore this message.\n`,
    actionHint: url,
  };
}

export function passwordResetMail(config: Config, user: User, token: string): MailMessage {
  const url = link(config, PATHS.resetPassword, token);
  return {
    to: user.email,
    subject: "Reset your Inkprint password",
    text:
      `Hello,\n\nSomeone asked to reset the password of your Inkprint account. ` +
      `To choose a new one, open this link within one hour:\n\n${url}\n\nIf ` +
      `it was not you, ignore this message; your password stays as it is.\n`,
    actionHint: url,
  };
}

export function emailChangeCodeMail(newEmail: string, code: string): MailMessage {
  return {
    to: newEmail,
    subject: "Your Inkprint e-mail change code",
    text:
      `Hello,\n\nYour code to confirm this new e-mail address is:\n\n${code}\n\nIt is ` +
      `valid for 15 minutes. If you did not ask for this change, ignore this message.\n`,
    actionHint: `e-mail change code ${code}`,
  };
}

/**
 * To the owner of an address someone tried to register again: the sign-up
 * form answers as for a new address (so it cannot tell anyone which addresses
 * have accounts), and this note tells the one person who may know.
 */
export function accountExistsMail(config: Config, owner: User): MailMessage {
  const loginUrl = `${config.publicUrl}${PATHS.login}`;
  const resetUrl = `${config.publicUrl}${PATHS.resetPassword}`;
  return {
    to: owner.email,
    subject: "You already have an Inkprint account",
    text:
      `Hello,\n\nSomeone, perhaps you, tried to create an Inkprint account with this e-mail address. ` +
      `It already has an account, so nothing was created or changed.\n\nTo sign in: ${loginUrl}\nForgot ` +
      `your password? Ask for a new one here: ${resetUrl}\n\nIf it was not you, ignore this message.\n`,
    actionHint: loginUrl,
  };
}

/** To the owner of an address another account asked to move to; that request is answered as if the address were free. */
export function emailInUseMail(config: Config, owner: User): MailMessage {
  const loginUrl = `${config.publicUrl}${PATHS.login}`;
  return {
    to: owner.email,
    subject: "Your address was given for another Inkprint account",
    text:
      `Hello,\n\nSomeone asked to move another Inkprint account to this e-mail address. This address ` +
      `already belongs to your account, so nothing was changed, and no code was sent.\n\nIf it was ` +
      `you, sign in to this account instead: ${loginUrl}\nIf it was not you, ignore this message.\n`,
    actionHint: loginUrl,
  };
}
