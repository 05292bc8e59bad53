/**
 * Spans the Humanizer must copy exactly: inline code, URLs, e-mail addresses
 * and quotations (double or single quotes). They are swapped for single private-use characters before
 * any rewriting, so no rule can touch them, and swapped back at the end.
 * Private-use characters the text already holds (icon fonts, Apple's logo)
 * are masked first, as spans of their own, so none is taken for a placeholder.
 */

const PLACEHOLDER_BASE = 0xe000;
const PLACEHOLDER_LIMIT = 0xf8ff - PLACEHOLDER_BASE;

const PLACEHOLDERS = /[\ue000-\uf8ff]/g;

export const PROTECTED_SPAN_PATTERNS: readonly RegExp[] = [
  /`[^`\n]+`/g,
  /\b(?:https?:\/\/|www\.)[^\s<>()"']+[^\s<>()"'.,;:!?]/g,
  /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g,
  /"[^"\n]+"/g,
  /“[^”\n]+”/g,
  // A single-quoted quotation opens after a space and may hold apostrophes ('it's late'); "the students' work" opens none.
  /(?<=^|[\s([])'(?=\p{L})(?:[^'\n]|'(?=\p{L})){1,300}?'(?![\p{L}\p{N}])/gu,
  /‘[^’\n]+’/g,
];

export interface MaskedText {
  text: string;
  originals: string[];
}

/**
 * A later pattern's span may hold an earlier one's placeholder (a URL inside
 * a quotation), so each original is stored with those already put back:
 * unmasking is then one pass.
 */
export function maskProtectedSpans(text: string): MaskedText {
  const originals: string[] = [];
  let masked = text;
  for (const pattern of [PLACEHOLDERS, ...PROTECTED_SPAN_PATTERNS]) {
    masked = masked.replace(pattern, (span) => {
      if (originals.length >= PLACEHOLDER_LIMIT) return span;
      originals.push(pattern === PLACEHOLDERS ? span : unmaskProtectedSpans(span, originals));
      return String.fromCharCode(PLACEHOLDER_BASE + originals.length - 1);
    });
  }
  return { text: masked, originals };
}

/** Position in `originals` of the span a placeholder character stands for. */
export function placeholderIndex(placeholder: string): number {
  return placeholder.charCodeAt(0) - PLACEHOLDER_BASE;
}

export function unmaskProtectedSpans(text: string, originals: readonly string[]): string {
  return text.replace(PLACEHOLDERS, (char) => originals[placeholderIndex(char)] ?? char);
}
