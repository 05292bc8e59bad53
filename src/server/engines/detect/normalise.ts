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
  originalIndex: Int32Array;
  /** Length of the submitted text, the end offset for ranges that reach the end. */
  originalLength: number;
  /** Chat boilerplate cut from the start and the end ("Sure! Here is…:", "I hope this helps!"), as it read. */
  boilerplate: string[];
}

/**
 * Text with the offset each character came from. Every text scored goes
 * through here, so it works on character codes in typed arrays: as arrays
 * of one-character strings it allocated about a third of a detection's
 * memory and took an eighth of its time.
 */
interface Mapped {
  text: string;
  origin: Int32Array;
}

const SPACE = 0x20;

const CHARACTER_REPLACEMENTS = new Map<number, number>([
  [0x2018, 0x27],
  [0x2019, 0x27],
  [0x201a, 0x27],
  [0x201b, 0x27],
  [0x2032, 0x27],
  [0x201c, 0x22],
  [0x201d, 0x22],
  [0x201e, 0x22],
  [0x201f, 0x22],
  [0x2033, 0x22],
  [0x00a0, SPACE],
  [0x2007, SPACE],
  [0x202f, SPACE],
]);

const INVISIBLE_CHARACTERS = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x00ad]);

/** The UTF-16 code units JavaScript's \s matches (the normalisation the data went through used it). */
const codesFrom = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, n) => first + n);
const WHITESPACE = new Set([
  ...codesFrom(0x09, 0x0d),
  SPACE,
  0xa0,
  0x1680,
  ...codesFrom(0x2000, 0x200a),
  0x2028,
  0x2029,
  0x202f,
  0x205f,
  0x3000,
  0xfeff,
]);

/** Exported for its test, which checks the set against \s for every code unit. */
export const isWhitespaceCode = (code: number): boolean => WHITESPACE.has(code);

export function normaliseText(submitted: string): NormalisedText {
  const plain = replaceAndCollapse(submitted);
  const repaired = repairTokenisationArtefacts(plain);
  const { kept, boilerplate } = removeBoilerplate(repaired);
  return { text: kept.text, originalIndex: kept.origin, originalLength: submitted.length, boilerplate };
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

/**
 * Drops invisible characters, straightens quotes, turns every whitespace
 * run into one space and trims, in one pass over the character codes.
 */
function replaceAndCollapse(text: string): Mapped {
  const codes = new Uint16Array(text.length);
  const origin = new Int32Array(text.length);
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const submitted = text.charCodeAt(i);
    if (INVISIBLE_CHARACTERS.has(submitted)) continue;
    let code = CHARACTER_REPLACEMENTS.get(submitted) ?? submitted;
    if (isWhitespaceCode(code)) {
      if (length === 0 || codes[length - 1] === SPACE) continue;
      code = SPACE;
    }
    codes[length] = code;
    origin[length] = i;
    length++;
  }
  if (length > 0 && codes[length - 1] === SPACE) length--;
  return { text: stringOf(codes.subarray(0, length)), origin: origin.slice(0, length) };
}

/**
 * Code units back to a string, lone surrogates included (a TextDecoder would
 * replace them), in chunks the call stack takes; apply reads the typed array
 * as it is, where spreading it would step an iterator through every unit.
 */
function stringOf(codes: Uint16Array): string {
  const CHUNK = 8192;
  let text = "";
  for (let from = 0; from < codes.length; from += CHUNK)
    text += String.fromCharCode.apply(null, codes.subarray(from, from + CHUNK) as unknown as number[]);
  return text;
}

/**
 * Undoes word-tokenised text ("do n't", "word ,") the way the data was
 * repaired: drop the space before closing punctuation and split clitics.
 */
function repairTokenisationArtefacts({ text, origin }: Mapped): Mapped {
  const drop = new Set<number>();
  const spaceBeforeClosing = / (?=[,.;:!?)\]}%]|n't\b|'(?:s|re|ve|ll|d|m)\b)/g;
  for (const match of text.matchAll(spaceBeforeClosing)) {
    const at = match.index;
    if (isSpaceSafeToDrop(text, at)) drop.add(at);
  }
  for (const match of text.matchAll(/[([{] /g)) drop.add(match.index + 1);
  if (drop.size === 0) return { text, origin };
  let kept = "";
  const keptOrigin = new Int32Array(text.length - drop.size);
  let from = 0;
  let length = 0;
  for (const at of [...drop].sort((a, b) => a - b)) {
    kept += text.slice(from, at);
    keptOrigin.set(origin.subarray(from, at), length);
    length += at - from;
    from = at + 1;
  }
  kept += text.slice(from);
  keptOrigin.set(origin.subarray(from), length);
  return { text: kept, origin: keptOrigin };
}

/** Keeps spaces that separate real tokens, such as "... and" or a lone "." in "a . b" lists of numbers. */
function isSpaceSafeToDrop(text: string, spaceAt: number): boolean {
  const next = text.slice(spaceAt + 1, spaceAt + 4);
  if (next.startsWith("...")) return false;
  return spaceAt > 0 && text[spaceAt - 1] !== " ";
}

function removeBoilerplate(state: Mapped): { kept: Mapped; boilerplate: string[] } {
  const framing = findChatFraming(state.text);
  const boilerplate = framingLines(state.text, framing);
  if (boilerplate.length === 0) return { kept: state, boilerplate };
  return {
    kept: { text: state.text.slice(framing.start, framing.end), origin: state.origin.slice(framing.start, framing.end) },
    boilerplate,
  };
}
