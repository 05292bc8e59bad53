/**
 * The normalisation the training data went through (see the data README):
 * straight quotes, plain spaces, one space per whitespace run, chat
 * boilerplate removed, tokenisation artefacts repaired. Scoring un-normalised
 * text would let the model read formatting instead of writing, so every text
 * goes through this first. Each kept character remembers where it came from,
 * so sentence offsets can point into the text as submitted.
 */

import { findChatFraming, framingLines } from "../chat-framing";

export interface NormalisedText {
  text: string;
  /** originalIndex[i] is the offset in the submitted text of normalised character i. */
  originalIndex: number[];
  /** Length of the submitted text, the end offset for ranges that reach the end. */
  originalLength: number;
  /** Chat boilerplate cut from the start and the end ("Sure! Here is…:", "I hope this helps!"), as it read. */
  boilerplate: string[];
}

interface Chars {
  chars: string[];
  origin: number[];
}

const CHARACTER_REPLACEMENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u2032": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u201F": '"',
  "\u2033": '"',
  "\u00A0": " ",
  "\u2007": " ",
  "\u202F": " ",
};

const INVISIBLE_CHARACTERS = new Set(["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD"]);

export function normaliseText(submitted: string): NormalisedText {
  let state = replaceCharacters(submitted);
  state = collapseWhitespace(state);
  state = repairTokenisationArtefacts(state);
  const { kept, boilerplate } = removeBoilerplate(state);
  return { text: kept.chars.join(""), originalIndex: kept.origin, originalLength: submitted.length, boilerplate };
}

/** Maps a [start, end) range of the normalised text back to the submitted text. */
export function toOriginalRange(normalised: NormalisedText, start: number, end: number): { start: number; end: number } {
  if (end <= start) {
    const at = normalised.originalIndex[start] ?? normalised.originalLength;
    return { start: at, end: at };
  }
  const originalStart = normalised.originalIndex[start] ?? normalised.originalLength;
  const lastChar = normalised.originalIndex[end - 1];
  return { start: originalStart, end: lastChar === undefined ? normalised.originalLength : lastChar + 1 };
}

function replaceCharacters(text: string): Chars {
  const chars: string[] = [];
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (INVISIBLE_CHARACTERS.has(ch)) continue;
    chars.push(CHARACTER_REPLACEMENTS[ch] ?? ch);
    origin.push(i);
  }
  return { chars, origin };
}

function collapseWhitespace({ chars, origin }: Chars): Chars {
  const out: Chars = { chars: [], origin: [] };
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (/\s/.test(ch)) {
      const previous = out.chars[out.chars.length - 1];
      if (previous === undefined || previous === " ") continue;
      out.chars.push(" ");
    } else {
      out.chars.push(ch);
    }
    out.origin.push(origin[i] as number);
  }
  if (out.chars[out.chars.length - 1] === " ") {
    out.chars.pop();
    out.origin.pop();
  }
  return out;
}

/**
 * Undoes word-tokenised text ("do n't", "word ,") the way the data was
 * repaired: drop the space before closing punctuation and split clitics.
 */
function repairTokenisationArtefacts({ chars, origin }: Chars): Chars {
  const text = chars.join("");
  const drop = new Set<number>();
  const spaceBeforeClosing = / (?=[,.;:!?)\]}%]|n't\b|'(?:s|re|ve|ll|d|m)\b)/g;
  for (const match of text.matchAll(spaceBeforeClosing)) {
    const at = match.index;
    if (isSpaceSafeToDrop(text, at)) drop.add(at);
  }
  for (const match of text.matchAll(/[([{] /g)) drop.add(match.index + 1);
  return filterChars({ chars, origin }, (i) => !drop.has(i));
}

/** Keeps spaces that separate real tokens, such as "... and" or a lone "." in "a . b" lists of numbers. */
function isSpaceSafeToDrop(text: string, spaceAt: number): boolean {
  const next = text.slice(spaceAt + 1, spaceAt + 4);
  if (next.startsWith("...")) return false;
  return spaceAt > 0 && text[spaceAt - 1] !== " ";
}

function removeBoilerplate(state: Chars): { kept: Chars; boilerplate: string[] } {
  const text = state.chars.join("");
  const framing = findChatFraming(text);
  const boilerplate = framingLines(text, framing);
  if (boilerplate.length === 0) return { kept: state, boilerplate };
  return {
    kept: { chars: state.chars.slice(framing.start, framing.end), origin: state.origin.slice(framing.start, framing.end) },
    boilerplate,
  };
}

function filterChars({ chars, origin }: Chars, keep: (index: number) => boolean): Chars {
  const out: Chars = { chars: [], origin: [] };
  for (let i = 0; i < chars.length; i++) {
    if (!keep(i)) continue;
    out.chars.push(chars[i] as string);
    out.origin.push(origin[i] as number);
  }
  return out;
}
