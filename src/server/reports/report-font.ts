import fs from "node:fs";
import { createRequire } from "node:module";
import type { jsPDF } from "jspdf";

/**
 * jsPDF's standard fonts only cover Latin-1, so Cyrillic, Greek or accented
 * Central European text would print as garbage. The report embeds DejaVu Sans
 * (from the dejavu-fonts-ttf npm package, free licence), which covers those
 * scripts; jsPDF subsets it to the glyphs a report uses.
 */

export const REPORT_FONT = "DejaVuSans";

const FONT_FILES = {
  normal: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
} as const;

type FontStyle = keyof typeof FONT_FILES;

const require = createRequire(import.meta.url);
const base64ByStyle = new Map<FontStyle, string>();

/** Read once per process: the files are large and never change while it runs. */
function fontBase64(style: FontStyle): string {
  let data = base64ByStyle.get(style);
  if (data === undefined) {
    data = fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${FONT_FILES[style]}`)).toString("base64");
    base64ByStyle.set(style, data);
  }
  return data;
}

export function embedReportFont(doc: jsPDF): void {
  for (const style of Object.keys(FONT_FILES) as FontStyle[]) {
    doc.addFileToVFS(FONT_FILES[style], fontBase64(style));
    doc.addFont(FONT_FILES[style], REPORT_FONT, style, "Identity-H");
  }
  doc.setFont(REPORT_FONT, "normal");
}

/** What stands on the page for a character the font has no glyph for. */
export const MISSING_GLYPH = "□";

type ParsedFont = { metadata?: { cmap?: { unicode?: { codeMap?: Record<number, number> } } } };

/**
 * Without a glyph jsPDF silently drops a character (Chinese, Japanese, Korean,
 * emoji, scripts DejaVu lacks), so a sentence could print as nothing at all.
 * Each such character becomes a visible box; invisible format marks are
 * dropped, and whitespace is always kept for the line breaking.
 */
export function markMissingGlyphs(doc: jsPDF, text: string): { text: string; marked: boolean } {
  const codeMap = (doc.getFont() as unknown as ParsedFont).metadata?.cmap?.unicode?.codeMap;
  if (!codeMap) return { text, marked: false };
  let marked = false;
  const printable = Array.from(text, (character) => {
    if (/\s/u.test(character) || codeMap[character.codePointAt(0) as number] !== undefined) return character;
    if (/[\p{Cf}\p{Mn}]/u.test(character)) return "";
    marked = true;
    return MISSING_GLYPH;
  }).join("");
  return { text: printable, marked };
}
