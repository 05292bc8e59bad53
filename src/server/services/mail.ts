import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link or code the message exists for; logged in file mode so a self-hoster can act on it. */
  actionHint: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends without making the caller wait: answers that must not reveal whether
 * an account exists (the reset request) take the same time either way, and a
 * mail server outage is logged instead of failing the request.
 */
export function sendInBackground(mailer: Mailer, logger: Logger, message: MailMessage): void {
  mailer.send(message).catch((error: unknown) => logger.error(`mail "${message.subject}" could not be sent`, error));
}

/**
 * With SMTP_URL, mail goes out over SMTP. Without it, each message is written
 * as an .eml file under DATA_DIR/mail and its link is logged, so an offline
 * install can still verify accounts and reset passwords.
 */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.SMTP_URL) return smtpMailer(nodemailer.createTransport(config.SMTP_URL), config.MAIL_FROM);
  return fileMailer(config.mailDir, config.MAIL_FROM, logger);
}

function smtpMailer(transport: Transporter, from: string): Mailer {
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

function fileMailer(mailDir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let sequence = 0;
  return {
    async send({ to, subject, text, actionHint }) {
      // Named before any await, so the files sort in the order the mails were sent even when
      // an earlier one takes longer to build (a verification mail must not sort after a reset mail).
      const safeTo = to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(mailDir, `${Date.now()}-${String(++sequence).padStart(4, "0")}-${safeTo}.eml`);
      const info = await transport.sendMail({ from, to, subject, text });
      await fs.mkdir(mailDir, { recursive: true });
      // Written under a temporary name and renamed, so whoever reads the folder never sees half a message.
      await fs.writeFile(`${file}.partial`, info.message as Buffer);
      await fs.rename(`${file}.partial`, file);
      logger.info(`mail to ${to} written to ${file}: ${actionHint}`);
    },
  };
}
