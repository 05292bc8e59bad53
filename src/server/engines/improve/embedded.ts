import type { ImproveEngine, ImproveResult } from "../types.js";
import { applyEdits, pickNonOverlapping, type Edit } from "./edits.js";
import { findingsToEdits } from "./finding-filter.js";
import { findGrammarIssues, getHarperLinter } from "./harper-linter.js";
import { learnerGrammarEdits } from "./learner-grammar.js";
import { styleRuleEdits } from "./style-rules.js";
import { PROTECTED_SPAN_PATTERNS } from "../humanize/protected-spans.js";

/** Code, URLs, e-mail addresses and quotations are the author's exact words: never edit inside them. */
function protectedRanges(text: string): Array<[number, number]> {
  const patterns = [/^\s*(```|~~~)[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, ...PROTECTED_SPAN_PATTERNS];
  return patterns.flatMap((pattern) => [...text.matchAll(new RegExp(pattern.source, pattern.flags))].map((m): [number, number] => [m.index, m.index + m[0].length]));
}

function outsideProtectedRanges(edit: Edit, ranges: Array<[number, number]>): boolean {
  return !ranges.some(([start, end]) => edit.start < end && start < edit.end);
}

/**
 * Grammar and spelling from Harper, then our clarity, style and learner
 * grammar rules. Our rules win overlaps: they are narrower and their reasons
 * are clearer.
 */
export async function improveText(text: string): Promise<ImproveResult> {
  const grammarEdits = findingsToEdits(text, await findGrammarIssues(text));
  const ranges = protectedRanges(text);
  const candidates = [...styleRuleEdits(text), ...learnerGrammarEdits(text), ...grammarEdits].filter((edit) => outsideProtectedRanges(edit, ranges));
  const edits = pickNonOverlapping(candidates);
  const applied = applyEdits(text, edits);
  return { improved_text: applied.text, changes: applied.changes };
}

export async function createEmbeddedImprover(): Promise<ImproveEngine> {
  await getHarperLinter();
  return { name: "embedded-improver", improve: improveText };
}
