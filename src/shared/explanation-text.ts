import type { ExplanationParts } from "./schemas/detect";

/**
 * The plain-text layout of a detection's explanation (decision 104): the
 * summary, the evidence as "- " lines, the numbers under "Details:", then the
 * caveat, paragraphs separated by a blank line. API clients and the export
 * only get this string, so the PDF report reads the parts back from it.
 */

const BULLET = "- ";
const DETAILS_HEADING = "Details:";
const PARAGRAPH_BREAK = /\n[^\S\n]*\n/;

/** The caveat comes last, so an explanation ends by saying what its score does not show. */
export function explanationText(parts: ExplanationParts): string {
  const paragraphs = [parts.summary];
  if (parts.evidence.length > 0) paragraphs.push(bulletLines(parts.evidence));
  if (parts.details.length > 0) paragraphs.push(`${DETAILS_HEADING}\n${bulletLines(parts.details)}`);
  if (parts.caveat !== null) paragraphs.push(parts.caveat);
  return paragraphs.join("\n\n");
}

/**
 * The parts of an explanation laid out by `explanationText`. The export
 * takes any string a client sends: one that is not in this layout comes back
 * whole as the summary, so nothing is dropped or reordered.
 */
export function parseExplanationText(text: string): ExplanationParts {
  const whole: ExplanationParts = { summary: text.trim(), evidence: [], details: [], caveat: null };
  const [summary = "", ...rest] = text.trim().split(PARAGRAPH_BREAK);
  const parts: ExplanationParts = { summary, evidence: [], details: [], caveat: null };
  let next = rest.shift();
  const evidence = next === undefined ? null : bulletsOf(next);
  if (evidence !== null) {
    parts.evidence = evidence;
    next = rest.shift();
  }
  if (next?.startsWith(`${DETAILS_HEADING}\n`)) {
    const details = bulletsOf(next.slice(DETAILS_HEADING.length + 1));
    if (details === null) return whole;
    parts.details = details;
    next = rest.shift();
  }
  if (next !== undefined) {
    // The caveat is one paragraph of running text, the last.
    if (rest.length > 0 || next.includes("\n")) return whole;
    parts.caveat = next;
  }
  return parts;
}

function bulletLines(items: readonly string[]): string {
  return items.map((item) => `${BULLET}${item}`).join("\n");
}

/** The items of a paragraph whose every line is a bullet; null for any other paragraph. */
function bulletsOf(paragraph: string): string[] | null {
  const lines = paragraph.split("\n");
  if (!lines.every((line) => line.startsWith(BULLET))) return null;
  return lines.map((line) => line.slice(BULLET.length).trim());
}
