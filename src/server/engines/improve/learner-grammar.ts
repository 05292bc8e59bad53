import { agreementEdits } from "./agreement";
import type { Edit } from "./edits";
import { learnerClauseEdits } from "./learner-clauses";
import { verbComplementEdits } from "./verb-complements";
import { bareVerbAfterDoNotEdits, infinitiveEdits } from "./rules/bare-verbs";
import { doubleNegativeEdits } from "./rules/double-negatives";
import { fixedPhraseEdits } from "./rules/fixed-phrases";
import { fusedWordEdits } from "./rules/fused-words";
import { irregularVerbEdits, participleAfterHaveEdits } from "./rules/irregular-verbs";
import { itsForItIsEdits } from "./rules/its-for-it-is";
import { mayForManyEdits } from "./rules/may-for-many";
import { missingArticleEdits } from "./rules/missing-articles";
import { missingCopulaEdits } from "./rules/missing-copula";
import { modalGerundEdits } from "./rules/modal-gerund";
import { modalToEdits } from "./rules/modal-to";
import { objectPairSubjectEdits } from "./rules/object-pair-subjects";
import { pastTimeEdits } from "./rules/past-time";
import { presentPerfectSinceEdits } from "./rules/present-perfect-since";
import { suggestThatEdits } from "./rules/suggest-that";
import { uncountablePluralEdits } from "./rules/uncountable-plurals";
import { whoseEdits } from "./rules/whose";
import { prepositionEdits } from "./rules/wrong-prepositions";

/**
 * Mistakes typical of people writing in a second language, which Harper
 * misses or corrects to the wrong word ("payed" → "paced"). Each rule fires
 * only on a form that is wrong in every context, so correct text is left alone.
 * Each family lives in its own file under rules/, its table rows carrying
 * their own examples (decision 123).
 */

/**
 * Overlapping edits are settled by order, earlier first. The past-time and
 * pronoun-pair rules read the whole clause, so they come before agreement,
 * which sees only subject and verb: "She buy it two days ago" wants
 * "bought", not "buys".
 */
export function learnerGrammarEdits(text: string): Edit[] {
  return [
    ...irregularVerbEdits(text),
    ...participleAfterHaveEdits(text),
    ...whoseEdits(text),
    ...modalToEdits(text),
    ...modalGerundEdits(text),
    ...itsForItIsEdits(text),
    ...prepositionEdits(text),
    ...fixedPhraseEdits(text),
    ...learnerClauseEdits(text),
    ...verbComplementEdits(text),
    ...fusedWordEdits(text),
    ...mayForManyEdits(text),
    ...missingArticleEdits(text),
    ...suggestThatEdits(text),
    ...pastTimeEdits(text),
    ...presentPerfectSinceEdits(text),
    ...bareVerbAfterDoNotEdits(text),
    ...uncountablePluralEdits(text),
    ...missingCopulaEdits(text),
    ...infinitiveEdits(text),
    ...doubleNegativeEdits(text),
    ...objectPairSubjectEdits(text),
    ...agreementEdits(text),
  ];
}
