import nlp from "compromise";
import { splitIntoLines } from "./markdown-lines";
import { PROTECTED_SPAN_PATTERNS } from "./protected-spans";

/**
 * Checks that a rewrite kept what it must: numbers, names, code, URLs,
 * quotations and markdown structure. Shared by the embedded Humanizer's tests
 * and benchmark and by the LLM Humanizer, which must pass it before its
 * output is shown.
 */

export interface PreservationReport {
  ok: boolean;
  /** Human-readable reasons, e.g. `number "42" is missing`. */
  problems: string[];
}

export interface PreservationOptions {
  /** Largest allowed relative change in word count, e.g. 0.2 for ±20%. */
  maxLengthChange: number;
}

const DEFAULT_OPTIONS: PreservationOptions = { maxLengthChange: 0.35 };

export function extractNumbers(text: string): string[] {
  return text.match(/\d+(?:[.,:/]\d+)*/g) ?? [];
}

/**
 * A word opens a sentence when nothing but spaces, punctuation and symbols
 * stands between it and the text's start, a line break, the end of a
 * sentence or an opening quote or bracket (". — It", "\n- The", "(See"), or
 * follows a list item's number ("2) The").
 * Walking back over that run keeps the check linear on any input.
 */
function opensSentence(text: string, index: number): boolean {
  for (let at = index - 1; at >= 0; at--) {
    const char = text[at] as string;
    if (/\p{N}/u.test(char)) return opensNumberedItem(text.slice(text.lastIndexOf("\n", at) + 1, index));
    if (/\p{L}/u.test(char)) return false;
    if (/[.!?:…\n"“‘(]/.test(char)) return true;
  }
  return true;
}

/** "1) The" or "12. The" at the start of a line. */
const opensNumberedItem = (linePrefix: string) => /^\s*\d{1,9}[.)]\s+$/.test(linePrefix);

/**
 * Names: capitalised words that are not sentence-initial, acronyms, and the
 * people, places and organisations compromise recognises (which catches
 * names at the start of a sentence). A word ends where the letters of any
 * script end, as in the check that it was kept, so "東京The" holds no name
 * "The".
 */
export function extractNamedEntities(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?<!\p{L})[A-Z](?:[\p{L}'’-]*\p{L})?(?!\p{L})/gu)) {
    const word = match[0];
    if (word === "I" || word.length < 2) continue;
    const isAcronym = /^[A-Z]{2,}$/.test(word);
    if (isAcronym || !opensSentence(text, match.index)) names.add(word.replace(/['’]s$/, ""));
  }
  const doc = nlp(text);
  for (const term of [...doc.people().out("array"), ...doc.places().out("array"), ...doc.organizations().out("array")] as string[]) {
    for (const word of term.split(/\s+/)) {
      const clean = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "").replace(/['’]s$/, "");
      if (/^[A-Z]/.test(clean) && clean.length > 1) names.add(clean);
    }
  }
  return [...names];
}

function extractProtectedSpans(text: string): string[] {
  const fenced = text.match(/^\s*(```|~~~)[^\n]*\n[\s\S]*?^\s*\1\s*$/gm) ?? [];
  return [...fenced, ...PROTECTED_SPAN_PATTERNS.flatMap((pattern) => text.match(pattern) ?? [])];
}

/** What the markdown skeleton looks like: verbatim lines as they are, list markers, and blank-line paragraph breaks. */
function structureOf(text: string): string[] {
  return splitIntoLines(text.trim()).map((line) => (line.body ? `text:${line.prefix.trim()}` : line.prefix.trimEnd()));
}

function multisetMissing(expected: string[], actual: string[]): string[] {
  const remaining = new Map<string, number>();
  for (const item of actual) remaining.set(item, (remaining.get(item) ?? 0) + 1);
  const missing: string[] = [];
  for (const item of expected) {
    const left = remaining.get(item) ?? 0;
    if (left > 0) remaining.set(item, left - 1);
    else missing.push(item);
  }
  return missing;
}

function containsWord(text: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(text);
}

export function wordsIn(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function checkPreservation(input: string, output: string, options: Partial<PreservationOptions> = {}): PreservationReport {
  const { maxLengthChange } = { ...DEFAULT_OPTIONS, ...options };
  const problems: string[] = [];
  for (const number of multisetMissing(extractNumbers(input), extractNumbers(output))) problems.push(`number "${number}" is missing`);
  for (const name of extractNamedEntities(input)) if (!containsWord(output, name)) problems.push(`name "${name}" is missing`);
  for (const span of extractProtectedSpans(input)) if (!output.includes(span)) problems.push(`"${span.slice(0, 40)}" was not kept exactly`);
  const before = structureOf(input);
  const after = structureOf(output);
  if (before.join("\n") !== after.join("\n")) problems.push("the paragraphs, headings, lists or code blocks changed");
  const inputWords = wordsIn(input);
  const change = inputWords === 0 ? 0 : Math.abs(wordsIn(output) - inputWords) / inputWords;
  if (change > maxLengthChange) problems.push(`length changed by ${Math.round(change * 100)}%`);
  return { ok: problems.length === 0, problems };
}
