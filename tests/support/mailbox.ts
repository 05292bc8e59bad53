import fs from "node:fs";
import path from "node:path";

export interface SavedMail {
  file: string;
  to: string;
  subject: string;
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The .eml files the server wrote, oldest first. */
export function readMailbox(dataDir: string): SavedMail[] {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(dir, name), "utf8");
      const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
      const header = (field: string) => new RegExp(`^${field}: (.*)$`, "mi").exec(head)?.[1]?.trim() ?? "";
      const body = /quoted-printable/i.test(head) ? decodeQuotedPrintable(rest.join("\n\n")) : rest.join("\n\n");
      return { file: name, to: header("To"), subject: header("Subject"), body };
    });
}

export function lastMailTo(dataDir: string, to: string): SavedMail {
  const mail = readMailbox(dataDir)
    .filter((m) => m.to.includes(to))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function tokenFromMail(mail: SavedMail): string {
  const match = /[?&]token=([a-z0-9]+)/i.exec(mail.body);
  if (!match) throw new Error(`no token link in mail "${mail.subject}"`);
  return match[1]!;
}

export function codeFromMail(mail: SavedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.body);
  if (!match) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return match[1]!;
}

/** Mail sent in the background (reset links, verification) lands shortly after the answer; this waits for it. */
export async function waitForMailTo(dataDir: string, to: string, { count = 1, timeoutMs = 5000 } = {}): Promise<SavedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readMailbox(dataDir).filter((m) => m.to.includes(to));
    if (mails.length >= count) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
