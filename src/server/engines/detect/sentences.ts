/** Sentence splitting on normalised text, keeping offsets. */

import { isAbbreviation } from "../text/abbreviations";

export interface SentenceSpan {
  text: string;
  /** Offsets into the text that was split. */
  start: number;
  end: number;
}

const SENTENCE_END = /[.!?]+["')\]]*(?= )/g;

export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = skipSpaces(text, 0);
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (end <= start || !endsSentence(text, match.index)) continue;
    spans.push({ text: text.slice(start, end), start, end });
    start = skipSpaces(text, end);
  }
  const tailEnd = trimEnd(text);
  if (tailEnd > start) spans.push({ text: text.slice(start, tailEnd), start, end: tailEnd });
  return spans;
}

/** A full stop after an abbreviation, an initial or a number ("3.") does not end the sentence. */
function endsSentence(text: string, punctuationAt: number): boolean {
  if (text[punctuationAt] !== ".") return true;
  const before = /([A-Za-z.]+)$/.exec(text.slice(Math.max(0, punctuationAt - 12), punctuationAt));
  if (!before) return true;
  if (isAbbreviation(before[1] as string)) return false;
  return !/^[A-Z]$/.test(before[1] as string);
}

function skipSpaces(text: string, from: number): number {
  let i = from;
  while (i < text.length && text[i] === " ") i++;
  return i;
}

function trimEnd(text: string): number {
  let end = text.length;
  while (end > 0 && text[end - 1] === " ") end--;
  return end;
}
