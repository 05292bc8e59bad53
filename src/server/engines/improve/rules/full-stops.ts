import type { Edit } from "../edits";

/** "…with the board. Best, Tom": a letter's sign-off and name end it without a full stop. */
const SIGN_OFF_AT_END = new RegExp(
  [
    String.raw`(?:^|[.!?]\s+)(?:best|best wishes|best regards|kind regards|warm regards|regards|`,
    "thanks|many thanks|thank you|cheers|sincerely|yours sincerely|yours faithfully|",
    String.raw`yours truly|all the best|love),?\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?$`,
  ].join(""),
  "iu",
);

const STRUCTURE_LINE = /^\s*(#|[-*+>|]|\d+[.)]|```)/;

/**
 * A chat ("see u then x") or a signature block ("Daniel Okafor" under "Kind
 * regards,") leaves its lines unpunctuated on purpose: the last line gets a
 * full stop only when every other line of prose ends with a mark.
 */
function otherLinesEndWithAMark(lines: string[]): boolean {
  return lines.slice(0, -1).every((line) => line.trim() === "" || STRUCTURE_LINE.test(line) || /[.!?:;,…"')\]]\s*$/.test(line));
}

/** A final paragraph of running prose that stops without a full stop. */
export function missingFullStopEdits(text: string): Edit[] {
  const lines = text.trimEnd().split("\n");
  const lastLine = lines[lines.length - 1] ?? "";
  const isProse = !STRUCTURE_LINE.test(lastLine) && lastLine.trim().split(/\s+/).length >= 5 && !SIGN_OFF_AT_END.test(lastLine.trim());
  const end = text.trimEnd().length;
  if (!isProse || !otherLinesEndWithAMark(lines) || !/[A-Za-z0-9]$/.test(text.trimEnd())) return [];
  return [{ start: end, end, replacement: ".", reason: "Full stop at the end of a sentence" }];
}
