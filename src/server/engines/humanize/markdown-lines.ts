/**
 * Splits a text into lines the Humanizer may rewrite (prose, and the text of
 * list items after their marker) and lines it must copy exactly (fenced code,
 * indented code, headings, tables, block quotes, rules, blank lines). Each
 * line is rewritten on its own, so paragraphs and line breaks survive as they were.
 */

export interface TextLine {
  /** Copied verbatim: list marker or leading indentation; the whole line when not rewritable. */
  prefix: string;
  /** The part that may be rewritten; empty for verbatim lines. */
  body: string;
}

const FENCE = /^\s*(```|~~~)/;
const VERBATIM_LINE = /^\s*(#{1,6}\s|\||>|(?:[-*_]\s*){3,}$)|^( {4}|\t)|^\s*$/;
const LIST_MARKER = /^(\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)/;

export function splitIntoLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  let insideFence = false;
  for (const line of text.split("\n")) {
    if (FENCE.test(line)) {
      insideFence = !insideFence;
      lines.push({ prefix: line, body: "" });
    } else if (insideFence || VERBATIM_LINE.test(line)) {
      lines.push({ prefix: line, body: "" });
    } else {
      const prefix = LIST_MARKER.exec(line)?.[1] ?? /^\s*/.exec(line)?.[0] ?? "";
      lines.push({ prefix, body: line.slice(prefix.length) });
    }
  }
  return lines;
}

export function joinLines(lines: readonly TextLine[]): string {
  return lines.map((line) => line.prefix + line.body).join("\n");
}
