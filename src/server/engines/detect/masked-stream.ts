/**
 * Topic-masked token stream: closed-class words and punctuation are kept,
 * every content word becomes a coarse shape class. What is left is how a text
 * is put together (its syntax skeleton), not what it is about, which is why
 * n-grams over it carry across topics better than word n-grams.
 */
import { CLOSED_CLASS_WORDS } from "./lexicons";

/** Words (with inner apostrophes), numbers, and single punctuation marks. */
const TOKEN_PATTERN = /\p{L}+(?:'\p{L}+)*|\d+(?:[.,]\d+)*|[^\s\p{L}\d]/gu;

/** A sentence's tokens as strings: match() lists them without the match object matchAll makes for each. */
export function tokensOf(sentence: string): string[] {
  return sentence.match(TOKEN_PATTERN) ?? [];
}

/** The masked tokens of one sentence, in order. */
export function maskSentence(sentence: string): string[] {
  const masked: string[] = [];
  for (const token of tokensOf(sentence)) masked.push(maskToken(token, masked.length === 0));
  return masked;
}

function maskToken(token: string, sentenceStart: boolean): string {
  const lower = token.toLowerCase();
  if (CLOSED_CLASS_WORDS.has(lower)) return lower;
  if (/^\d/.test(token)) return "<num>";
  if (!/^\p{L}/u.test(token)) return token;
  if (!sentenceStart && /^\p{Lu}/u.test(token)) return "<Name>";
  return contentClass(lower);
}

/**
 * A rough part of speech from the ending alone: cheap, needs no tagger, and
 * keeps the skeleton readable ("the <w> of <ing> <w>").
 */
function contentClass(lower: string): string {
  if (lower.includes("'")) return "<w'>";
  if (lower.length > 4 && lower.endsWith("ly")) return "<ly>";
  if (lower.length > 4 && lower.endsWith("ing")) return "<ing>";
  if (lower.length > 3 && lower.endsWith("ed")) return "<ed>";
  if (lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss")) return "<s>";
  return "<w>";
}
