/**
 * Dictionary entries with running prose, from the dictd databases:
 * GCIDE (Webster's Revised Unabridged, 1913, plus later additions) and the
 * Jargon File 4.4.7 (1990-2003). Each entry is one document; most are far
 * too short and the builder drops them, leaving the long encyclopaedic ones.
 */
import { existsSync } from "node:fs";
import { debianVersion, readText, type Paragraph, type Source, type SourceDoc } from "./common";

interface Dict {
  pkg: string;
  file: string;
  genre: string;
}

const DICTS: Dict[] = [
  { pkg: "dict-gcide", file: "/usr/share/dictd/gcide.dict.dz", genre: "gcide_entry" },
  { pkg: "dict-jargon", file: "/usr/share/dictd/jargon.dict.dz", genre: "jargon_file_entry" },
];

/** Splits the database into entries: a headword line starts at column 0 after a blank line. */
function entries(text: string): { head: string; body: string }[] {
  const out: { head: string; body: string }[] = [];
  for (const chunk of text.split(/\n\s*\n(?=\S)/)) {
    const nl = chunk.indexOf("\n");
    if (nl < 0) continue;
    const head = chunk.slice(0, nl).trim();
    if (head.startsWith("00-database") || head.startsWith("00database")) continue;
    out.push({ head, body: chunk.slice(nl + 1) });
  }
  return out;
}

/** GCIDE's editorial tags, which say where a sense came from and are no part of its text. */
const EDITORIAL_TAG = /\[(?:1913 Webster|Webster 1913 Suppl\.|PJC|WordNet[^\]]*|RHD|Century Dict\.|Chambers[^\]]*)\]/g;

/** The whole entry as a reader sees it: tags, pronunciations (`\Mal"ice\`) and cross-reference braces removed. */
function readableEntry(full: string): string {
  return full
    .replace(EDITORIAL_TAG, " ")
    .replace(/\\[^\\\n]*\\/g, " ")
    .replace(/\{([^}]*)\}/g, "$1");
}

/** Sense paragraphs with editorial tags ("[1913 Webster]"), sense numbers, field labels and cross-reference braces removed. */
function entryParagraphs(body: string): Paragraph[] {
  // Lists of compounds ("(a) ... (b) ...") and runs of field labels are glossary, not prose.
  const glossary = (p: string): boolean => /\([a-z]\)\s/.test(p) || (p.match(/\([A-Z][a-z]+\.\)/g) ?? []).length > 1;
  return body
    .split(/\n\s*\n/)
    .filter((p) => !glossary(p))
    .map((p) => ({
      text: p
        .replace(EDITORIAL_TAG, " ")
        .replace(/^\s*\d+\.\s*/, "")
        .replace(/\s\d+\.\s(?=\()/g, " ")
        .replace(/^\s*\([A-Z][a-z]+\.(?:\s*&\s*[A-Z][a-z]+\.)?\)\s*/, "")
        .replace(/\{([^}]*)\}/g, "$1")
        .replace(/\s--([A-Z][\w.]+(?:\s[A-Z][\w.]+)*)\.?\s*$/, "."),
      section: "",
    }));
}

export const dictd: Source = {
  name: "dictd",
  extract(): SourceDoc[] {
    const docs: SourceDoc[] = [];
    for (const d of DICTS) {
      const version = debianVersion(d.pkg);
      if (!version || !existsSync(d.file)) continue;
      const seen = new Map<string, number>();
      for (const { head, body } of entries(readText(d.file))) {
        // Homographs share a headword; number them so each entry keeps a distinct origin.
        const n = (seen.get(head) ?? 0) + 1;
        seen.set(head, n);
        const name = n > 1 ? `${head} (${n})` : head;
        // The entry header (headword, pronunciation, part of speech, [etymology.]) can run over
        // several lines; etymologies end in ".]", which pronunciation brackets never do.
        const full = `${head}\n${body}`;
        const etymologyEnd = full.slice(0, 600).indexOf(".]");
        const text = etymologyEnd >= 0 ? full.slice(etymologyEnd + 2) : body;
        docs.push({
          packageName: d.pkg,
          packageVersion: `${d.pkg} ${version}`,
          domain: "encyclopaedic",
          genre: d.genre,
          origin: `${d.file} § ${name}`,
          splitGroup: `${d.pkg}:${name}`,
          paragraphs: entryParagraphs(text),
          fullText: readableEntry(full),
        });
      }
    }
    return docs;
  },
};
