import { matchInitialCase, type Edit } from "./edits";
import { CAPITALISATION_REASON, type GrammarFinding } from "./harper-linter";
import { isBritishSpelling } from "./rules/british-spellings";
import { bestSplit, closestWord, ownSplits, pluralWithV, possessiveBeforeANoun, swappedLetterWords } from "./rules/closest-word";
import { bestGrammarFix, isAdverbTakenForVerb, isGerundSubjectOfAQuestion, readsBetterAsWritten } from "./rules/grammar-fixes";
import { isRefusedSwap } from "./rules/refused-swaps";
import {
  codeContextOf,
  isMidSentence,
  isRiskySpellingTarget,
  isSecondHalfOfAWord,
  isSpeciesEpithet,
  type CodeContext,
} from "./rules/spelling-risks";
import {
  dropsTheStemOfAPlural,
  flipsNegation,
  isAnotherName,
  isCompoundTakenForAnotherWord,
  isKnownWordHarperLacks,
  isRealWordReplaced,
  isTooFarForACapitalisedWord,
  isTwoLettersChangedInAShortWord,
  turnsAdjectiveIntoNoun,
} from "./rules/spelling-vetoes";
import { neighboursIn } from "./spelling-choice";

/**
 * Turns Harper findings into edits we are willing to apply unasked. Harper is
 * tuned for writers who review every suggestion; applied blindly, its spelling
 * checker "corrects" names, technical words and prefixed words, so each filter
 * below drops a kind of false alarm seen on already-correct JFLEG references.
 */

const SPELLING_KINDS = new Set(["Spelling", "Typo"]);

function bestSpelling(text: string, finding: GrammarFinding, original: string): string | null {
  if (isBritishSpelling(original, finding.suggestions)) return null;
  const suggestions = [
    ...new Set([...swappedLetterWords(original), ...pluralWithV(original), ...finding.suggestions, ...ownSplits(original)]),
  ];
  const best =
    possessiveBeforeANoun(text, finding, original, suggestions) ??
    bestSplit(suggestions) ??
    closestWord(original, suggestions, neighboursIn(text, finding.start, finding.end), !isMidSentence(text, finding.start));
  if (best === null || (finding.kind === "Spelling" && isKnownWordHarperLacks(original, best))) return null;
  if (flipsNegation(original, best) || isAnotherName(finding, original, best) || turnsAdjectiveIntoNoun(original, best)) return null;
  if (finding.kind === "Spelling" && (isRealWordReplaced(original, best) || dropsTheStemOfAPlural(original, best))) return null;
  if (!/\s/.test(best) && isTooFarForACapitalisedWord(original, best)) return null;
  if (isTwoLettersChangedInAShortWord(original, best) || isCompoundTakenForAnotherWord(original, best)) return null;
  return matchInitialCase(original, best);
}

function findingToEdit(text: string, finding: GrammarFinding, isInCodeContext: CodeContext): Edit | null {
  const original = text.slice(finding.start, finding.end);
  if (SPELLING_KINDS.has(finding.kind)) {
    if (isRiskySpellingTarget(text, finding, original, isInCodeContext) || isSecondHalfOfAWord(text, finding, original)) return null;
    const replacement = bestSpelling(text, finding, original);
    if (replacement === null || isRefusedSwap(text, finding, original, replacement)) return null;
    const onlyTheCase = replacement.toLowerCase() === original.toLowerCase();
    if (!onlyTheCase && isSpeciesEpithet(text, finding, original)) return null;
    // "saturday" → "Saturday" is spelt right already; the writer should read "Capitalization", not "Spelling".
    return { start: finding.start, end: finding.end, replacement, reason: onlyTheCase ? CAPITALISATION_REASON : finding.reason };
  }
  const replacement = bestGrammarFix(original, finding.suggestions);
  if (
    replacement === null ||
    isAdverbTakenForVerb(text, finding, original, replacement) ||
    isGerundSubjectOfAQuestion(text, finding) ||
    isRefusedSwap(text, finding, original, replacement)
  )
    return null;
  if (readsBetterAsWritten(text, finding, original, replacement)) return null;
  return { start: finding.start, end: finding.end, replacement, reason: finding.reason };
}

/**
 * Harper may flag one word twice, once with close words and once with a split
 * ("alot": "allot, aloft" and "a lot"); the choice needs both lists together.
 */
function mergeSpellingFindings(findings: GrammarFinding[]): GrammarFinding[] {
  const merged: GrammarFinding[] = [];
  for (const finding of findings) {
    const sameWord = SPELLING_KINDS.has(finding.kind)
      ? merged.find((kept) => SPELLING_KINDS.has(kept.kind) && kept.start === finding.start && kept.end === finding.end)
      : undefined;
    if (sameWord) sameWord.suggestions = [...sameWord.suggestions, ...finding.suggestions.filter((s) => !sameWord.suggestions.includes(s))];
    else merged.push({ ...finding, suggestions: [...finding.suggestions] });
  }
  return merged;
}

export function findingsToEdits(text: string, findings: GrammarFinding[]): Edit[] {
  const isInCodeContext = codeContextOf(text);
  return mergeSpellingFindings(findings)
    .map((finding) => findingToEdit(text, finding, isInCodeContext))
    .filter((edit): edit is Edit => edit !== null);
}
