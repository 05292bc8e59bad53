import { agreementEdits } from "./agreement.js";
import type { Edit } from "./edits.js";
import { learnerClauseEdits } from "./learner-clauses.js";
import { verbComplementEdits } from "./verb-complements.js";
import { bareVerbAfterDoNotEdits, infinitiveEdits } from "./rules/bare-verbs.js";
import { doubleNegativeEdits } from "./rules/double-negatives.js";
import { fixedPhraseEdits } from "./rules/fixed-phrases.js";
import { fusedWordEdits } from "./rules/fused-words.js";
import { irregularVerbEdits, participleAfterHaveEdits } from "./rules/irregular-verbs.js";
import { itsForItIsEdits } from "./rules/its-for-it-is.js";
import { mayForManyEdits } from "./rules/may-for-many.js";
import { missingArticleEdits } from "./rules/missing-articles.js";
import { missingCopulaEdits } from "./rules/missing-copula.js";
import { modalToEdits } from "./rules/modal-to.js";
import { objectPairSubjectEdits } from "./rules/object-pair-subjects.js";
import { pastTimeEdits } from "./rules/past-time.js";
import { presentPerfectSinceEdits } from "./rules/present-perfect-since.js";
import { suggestThatEdits } from "./rules/suggest-that.js";
import { uncountablePluralEdits } from "./rules/uncountable-plurals.js";
import { whoseEdits } from "./rules/whose.js";
import { prepositionEdits } from "./rules/wrong-prepositions.js";

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
