import type { TextChange } from "../types";

/** A proposed change to the submitted text; offsets are UTF-16 indices into it. */
export interface Edit {
  start: number;
  end: number;
  replacement: string;
  reason: string;
}

/**
 * Keeps the edits that do not overlap, preferring earlier entries of `ranked`
 * (callers list their most trusted source first), and returns them in text order.
 */
export function pickNonOverlapping(ranked: Edit[]): Edit[] {
  const chosen: Edit[] = [];
  for (const edit of ranked) {
    const clashes = chosen.some((kept) => edit.start < kept.end && kept.start < edit.end);
    const touchesSameInsertionPoint = chosen.some((kept) => edit.start === edit.end && kept.start === edit.start);
    if (!clashes && !touchesSameInsertionPoint) chosen.push(edit);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

/** Applies non-overlapping edits, in text order whatever order they come in, and reports them as `TextChange`s. */
export function applyEdits(text: string, edits: Edit[]): { text: string; changes: TextChange[] } {
  let result = "";
  let cursor = 0;
  const changes: TextChange[] = [];
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    const original = text.slice(edit.start, edit.end);
    if (original === edit.replacement) continue;
    result += text.slice(cursor, edit.start) + edit.replacement;
    cursor = edit.end;
    changes.push({ start: edit.start, end: edit.end, original, replacement: edit.replacement, reason: edit.reason });
  }
  result += text.slice(cursor);
  return { text: result, changes };
}

/** Copies the capitalisation of the first letter of `model` onto `word`. */
export function matchInitialCase(model: string, word: string): string {
  const first = model.charAt(0);
  if (first && first === first.toUpperCase() && first !== first.toLowerCase()) {
    return word.charAt(0).toUpperCase() + word.slice(1);
  }
  return word;
}

/**
 * The sentence holding [start, end), its closing mark included: from after
 * the last ". ", "! ", "? " or line break before it to the next one. A full
 * stop counts only before a space or the end, so "app.py" and "3.5" do not
 * end a sentence.
 */
export function sentenceAround(text: string, start: number, end: number): string {
  const from = Math.max(...[". ", "! ", "? ", "\n"].map((stop) => text.lastIndexOf(stop, start))) + 1;
  const stop = /[.!?](?=\s|$)|\n/.exec(text.slice(end));
  return text.slice(from, stop ? end + stop.index + 1 : text.length);
}
