import type { ImproveEngine, ImproveResult } from "../types";
import { applyEdits, pickNonOverlapping, type Edit } from "./edits";
import { confusableWordEdits } from "./confusable-words";
import { findingsToEdits } from "./finding-filter";
import { findGrammarIssues, getBritishLinter, getHarperLinter } from "./harper-linter";
import { learnerGrammarEdits } from "./learner-grammar";
import { styleRuleEdits } from "./style-rules";
import { PROTECTED_SPAN_PATTERNS } from "../humanize/protected-spans";
import { SERVER_MESSAGES as M } from "../../../shared/messages";
import { mainOtherLanguage, otherLanguageSentences, requireEnglish } from "../english-only";

/** Code, URLs, e-mail addresses and quotations are the author's exact words: never edit inside them. */
function protectedRanges(text: string): Array<[number, number]> {
  const patterns = [/^\s*(```|~~~)[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, ...PROTECTED_SPAN_PATTERNS];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(new RegExp(pattern.source, pattern.flags))].map((m): [number, number] => [m.index, m.index + m[0].length]),
  );
}

function outsideProtectedRanges(edit: Edit, ranges: Array<[number, number]>): boolean {
  return !ranges.some(([start, end]) => edit.start < end && start < edit.end);
}

function isCapitalisation(text: string, edit: Edit): boolean {
  const letter = text.slice(edit.start, edit.end);
  return letter.length === 1 && edit.replacement === letter.toUpperCase() && edit.replacement !== letter;
}

/**
 * "becase it rained": the capital and the spelling fix touch the same word, and
 * only one of two overlapping edits can win. The spelling fix carries the
 * capital instead ("Because").
 */
function capitaliseWithinWordFixes(text: string, ours: Edit[], harpers: Edit[]): { ours: Edit[]; harpers: Edit[] } {
  const absorbed = new Set<Edit>();
  const capitalised = harpers.map((fix) => {
    const capital = ours.find((edit) => isCapitalisation(text, edit) && edit.start === fix.start && fix.end > edit.end);
    if (!capital) return fix;
    absorbed.add(capital);
    return { ...fix, replacement: fix.replacement.charAt(0).toUpperCase() + fix.replacement.slice(1) };
  });
  return { ours: ours.filter((edit) => !absorbed.has(edit)), harpers: capitalised };
}

/**
 * Grammar and spelling from Harper, then our clarity, style and learner
 * grammar rules and the confusable words. Our rules win overlaps: they are narrower and their reasons
 * are clearer.
 */
export async function improveText(text: string): Promise<ImproveResult> {
  requireEnglish(text);
  const { ours, harpers } = capitaliseWithinWordFixes(
    text,
    [...styleRuleEdits(text), ...learnerGrammarEdits(text), ...confusableWordEdits(text)],
    findingsToEdits(text, await findGrammarIssues(text)),
  );
  const otherLanguage = otherLanguageSentences(text);
  const ranges = [...protectedRanges(text), ...otherLanguage.map(({ start, end }): [number, number] => [start, end])];
  const candidates = [...ours, ...harpers].filter((edit) => outsideProtectedRanges(edit, ranges));
  const edits = pickNonOverlapping(candidates);
  const applied = applyEdits(text, edits);
  const language = mainOtherLanguage(otherLanguage);
  return { improved_text: applied.text, changes: applied.changes, note: language ? M.rewritePartOtherLanguage(language) : null };
}

export async function createEmbeddedImprover(): Promise<ImproveEngine> {
  await Promise.all([getHarperLinter(), getBritishLinter()]);
  return { name: "embedded-improver", improve: improveText };
}
