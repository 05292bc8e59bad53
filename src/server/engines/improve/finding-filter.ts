import { readFileSync } from "node:fs";
import { matchInitialCase, type Edit } from "./edits.js";
import type { GrammarFinding } from "./harper-linter.js";

/**
 * Turns Harper findings into edits we are willing to apply unasked. Harper is
 * tuned for writers who review every suggestion; applied blindly, its spelling
 * checker "corrects" names, technical words and prefixed words, so each filter
 * below drops a kind of false alarm seen on already-correct JFLEG references.
 */

const wordFrequencies: Record<string, number> = JSON.parse(
  readFileSync(new URL("./data/word-frequencies.json", import.meta.url), "utf8"),
);

const SPELLING_KINDS = new Set(["Spelling", "Typo"]);
/** Abbreviations Harper's dictionary lacks ("etc" → "eta"). */
const UNTOUCHABLE_WORDS = new Set(["etc"]);

function frequencyOf(phrase: string): number {
  const words = phrase.toLowerCase().split(/\s+/);
  return Math.min(...words.map((word) => wordFrequencies[word] ?? 0));
}

function isMidSentence(text: string, index: number): boolean {
  return !/(?:^|[.!?:]["')\]]?\s+|\n\s*)$/.test(text.slice(0, index));
}

/** Names, hyphenated compounds, contractions and affixed words are not misspellings we can fix safely. */
function isRiskySpellingTarget(text: string, finding: GrammarFinding, original: string): boolean {
  if (UNTOUCHABLE_WORDS.has(original.toLowerCase())) return true;
  if (/[A-Z]/.test(original.slice(1))) return true;
  if (/^[A-Z]/.test(original) && isMidSentence(text, finding.start)) return true;
  if (/['’`-]/.test(text.slice(Math.max(0, finding.start - 1), finding.end + 1))) return true;
  return false;
}

/** Each step down Harper's list must be this many times more common to win ("lfe": "lee" loses to "life"). */
const RANK_PENALTY = 10;

/** Harper's closest suggestion, unless a later one is far more common; never one that only drops an affix. */
function bestSpelling(original: string, suggestions: string[]): string | null {
  const candidates = suggestions.filter((candidate) => {
    const lower = candidate.toLowerCase();
    return !original.toLowerCase().includes(lower) && !/\s/.test(candidate) && frequencyOf(candidate) > 0;
  });
  const score = (candidate: string) => frequencyOf(candidate) / RANK_PENALTY ** suggestions.indexOf(candidate);
  const best = candidates.reduce<string | null>((a, b) => (a === null || score(b) > score(a) ? b : a), null);
  return best === null ? null : matchInitialCase(original, best);
}

function bestGrammarFix(original: string, suggestions: string[]): string | null {
  const first = suggestions[0];
  if (first === undefined) return null;
  // Harper's countability lints ("a thief" → "thief") and "learned" → "learned to" misfire on correct text.
  if (/^(a|an|every)\s/i.test(original) && !/^(a|an)\s/i.test(first) && first.length < original.length) return null;
  if (first === `${original} to`) return null;
  // Closing an open compound ("team work" → "teamwork") is a house-style choice, not an error.
  if (/\s/.test(original) && first === original.replace(/\s+/g, "")) return null;
  return first;
}

export function findingToEdit(text: string, finding: GrammarFinding): Edit | null {
  const original = text.slice(finding.start, finding.end);
  if (SPELLING_KINDS.has(finding.kind)) {
    if (isRiskySpellingTarget(text, finding, original)) return null;
    const replacement = bestSpelling(original, finding.suggestions);
    return replacement ? { start: finding.start, end: finding.end, replacement, reason: finding.reason } : null;
  }
  const replacement = bestGrammarFix(original, finding.suggestions);
  return replacement === null ? null : { start: finding.start, end: finding.end, replacement, reason: finding.reason };
}
