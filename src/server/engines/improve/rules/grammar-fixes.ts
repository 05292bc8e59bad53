import { MODAL_VERBS } from "../../text/word-classes";
import { typoDistance } from "../edit-distance";
import type { GrammarFinding } from "../harper-linter";
import { fitsClearlyBetter, neighboursIn } from "../spelling-choice";
import { isPastTenseForm } from "./irregular-verbs";

/** "want be" → "won't be" turns a statement around; a fix may restore a negation ("dont"), never add one. */
function addsNegation(original: string, replacement: string): boolean {
  const negation = /n't\b|\b(?:not|no|never|cannot)\b/i;
  return negation.test(replacement) && !negation.test(original);
}

/** A grammar fix adjusts a form; one that swaps the word itself ("an advice" → "an tip") is a guess. */
function replacesTheWord(original: string, replacement: string): boolean {
  const lastWord = (phrase: string) => phrase.trim().split(/\s+/).pop()?.toLowerCase() ?? "";
  const before = lastWord(original);
  const after = lastWord(replacement);
  // Irregular forms share their first letter with the word ("took" → "taken"); a different word seldom does.
  return before.length > 2 && after.length > 2 && before[0] !== after[0] && typoDistance(before, after) > Math.max(2, before.length / 2);
}

/** "a Uber", "a NATO base": our article rule goes by sound and knows these; Harper's goes by the letter. */
function isArticleSwap(original: string, replacement: string): boolean {
  const article = /^(a|an)(?=\s|$)/i;
  return article.test(original) && article.test(replacement) && original.replace(article, "") === replacement.replace(article, "");
}

export function bestGrammarFix(original: string, suggestions: string[]): string | null {
  const first = suggestions[0];
  if (first === undefined || replacesTheWord(original, first) || isArticleSwap(original, first)) return null;
  // "Brb" → "Be right back": expanding an abbreviation is not a correction.
  if (!/[aeiouy]/i.test(original)) return null;
  // Harper's countability lints ("a thief" → "thief") and "learned" → "learned to" misfire on correct text.
  if (/^(a|an|every)\s/i.test(original) && !/^(a|an)\s/i.test(first) && first.length < original.length) return null;
  if (first === `${original} to` || addsNegation(original, first)) return null;
  // Closing an open compound ("team work" → "teamwork") is a house-style choice, not an error.
  if (/\s/.test(original) && first === original.replace(/\s+/g, "")) return null;
  return first;
}

/** "more than their original offer": Harper wants "they're", but "their original" is what English says (decision 100). */
export function readsBetterAsWritten(text: string, finding: GrammarFinding, original: string, replacement: string): boolean {
  const singleWords = /^[A-Za-z']+$/;
  if (!singleWords.test(original) || !singleWords.test(replacement)) return false;
  return fitsClearlyBetter(original, replacement, neighboursIn(text, finding.start, finding.end));
}

/**
 * "He last chose to learn": Harper reads "last" as the verb and wants "lasts",
 * but a past-tense verb right after it shows the word is an adverb.
 */
export function isAdverbTakenForVerb(text: string, finding: GrammarFinding, original: string, replacement: string): boolean {
  if (finding.kind !== "Agreement" || !/^(?:s|es)$/.test(replacement.slice(original.length)) || !replacement.startsWith(original))
    return false;
  const nextWord = /^\s+([A-Za-z]+)/.exec(text.slice(finding.end))?.[1];
  return nextWord !== undefined && isPastTenseForm(nextWord);
}

/** What may stand before a modal that opens a question: nothing, or a question word. */
const QUESTION_WORD_OR_NOTHING = /^(?:(?:how|why|what|when|where|which|who)\s+)?$/i;
const MODAL_BEFORE_AN_ING_WORD = new RegExp(String.raw`^(?:${MODAL_VERBS.join("|")})\s+[a-z]+ing\b`, "i");

/**
 * "Can learning a language help you?", "Will reading more help me?": a modal that opens a question may have a
 * gerund for its subject. Harper reads the gerund as the modal's verb and wants "Can be learning" or "Will
 * read", which breaks a correct question, so its fixes of such a modal are refused. A modal after its
 * subject ("can you asking", "I will going") is not touched by this.
 */
export function isGerundSubjectOfAQuestion(text: string, finding: GrammarFinding): boolean {
  const sentenceStart = Math.max(0, ...[".", "!", "?", "\n"].map((mark) => text.lastIndexOf(mark, finding.start - 1) + 1));
  const rest = text.slice(finding.start);
  const sentenceEnd = rest.search(/[.!?\n]/);
  return (
    QUESTION_WORD_OR_NOTHING.test(text.slice(sentenceStart, finding.start).trimStart()) &&
    MODAL_BEFORE_AN_ING_WORD.test(rest) &&
    rest[sentenceEnd] === "?"
  );
}
