/** Sentence splitting for one line of (masked) prose, keeping the whitespace between sentences. */

import { isAbbreviation } from "../text/abbreviations";

/** A sentence so far that ends in an abbreviation or an initial ("Dr.", "e.g.", "J.") before its stop. */
function endsWithAbbreviation(sentence: string): boolean {
  const word = /\b([A-Za-z](?:\.[A-Za-z])*|[A-Za-z.]+)\.$/.exec(sentence)?.[1];
  return word !== undefined && (isAbbreviation(word) || /^[A-Za-z](?:\.[A-Za-z])*$/.test(word));
}

export interface Sentence {
  text: string;
  /** Whitespace that followed the sentence in the line. */
  gap: string;
}

/**
 * `closesSentence` says whether a masked span (a placeholder character) ends
 * with its own full stop, as a quotation like "…this year." does.
 */
export function splitSentences(line: string, closesSentence: (placeholder: string) => boolean = () => false): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  for (const match of line.matchAll(/(?:[.!?]+["')\]]*|([\ue000-\uf8ff]))(\s+)(?=[A-Z\d"(\ue000-\uf8ff])/g)) {
    if (match[1] !== undefined && !closesSentence(match[1])) continue;
    const end = match.index + match[0].length - (match[2]?.length ?? 0);
    if (endsWithAbbreviation(line.slice(start, end))) continue;
    sentences.push({ text: line.slice(start, end), gap: match[2] ?? "" });
    start = match.index + match[0].length;
  }
  const rest = line.slice(start);
  const trailing = /\s*$/.exec(rest)?.[0] ?? "";
  if (rest.length > 0) sentences.push({ text: rest.slice(0, rest.length - trailing.length), gap: trailing });
  return sentences;
}

export function joinSentences(sentences: readonly Sentence[]): string {
  return sentences.map((sentence) => sentence.text + sentence.gap).join("");
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}\ue000-\uf8ff]/u.test(word)).length;
}

/** Capitalises the first letter unless the first word is styled on purpose ("iPhone", "eBay"). */
export function capitaliseFirst(text: string): string {
  const firstWord = /^\S*/.exec(text)?.[0] ?? "";
  if (/[A-Z]/.test(firstWord.slice(1))) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter when the first word is an ordinary word ("It" of "It's" too), not "I", a name or an acronym. */
export function decapitaliseFirst(text: string, ordinaryStarts: ReadonlySet<string>): string {
  const firstWord = /^[A-Za-z]+(?![A-Za-z])/.exec(text)?.[0] ?? "";
  if (!ordinaryStarts.has(firstWord)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Words that begin a fresh clause with its subject, lower-cased: a sentence can be split (or joined) in front of them. */
export const CLAUSE_OPENERS: ReadonlySet<string> = new Set([
  "i",
  "you",
  "he",
  "she",
  "it",
  "we",
  "they",
  "this",
  "that",
  "these",
  "those",
  "there",
  "the",
  "its",
  "their",
  "our",
  "his",
  "her",
  "my",
  "your",
  "many",
  "most",
  "some",
  "people",
  "a",
  "an",
  "each",
  "every",
  "no",
  "one",
  "all",
  "both",
  "another",
  "none",
  "nobody",
  "everyone",
  "someone",
  "something",
  "everything",
  "nothing",
  "others",
  "several",
  "few",
  "such",
]);
