import type { Edit } from "../edits";

export function doubledSpaceEdits(text: string): Edit[] {
  return [...text.matchAll(/(?<=\S) {2,}(?=\S)/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    replacement: " ",
    reason: "Extra space",
  }));
}

/** "the slides ,and send" → "the slides, and send": no space before a comma or semicolon, one after it. */
export function spaceBeforeCommaEdits(text: string): Edit[] {
  return [...text.matchAll(/(?<=[\p{L}\d)"']) +([,;])(?=(\p{L})?)/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    replacement: match[2] ? `${match[1]} ` : (match[1] as string),
    reason: match[1] === "," ? "Space before a comma" : "Space before a semicolon",
  }));
}
