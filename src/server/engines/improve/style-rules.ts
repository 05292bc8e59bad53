import type { Edit } from "./edits";
import { pronounIEdits, sentenceCapitalEdits } from "./rules/capitals";
import { asideHoweverCommaEdits, openingPhraseCommaEdits, subordinateClauseCommaEdits } from "./rules/clause-commas";
import { missingFullStopEdits } from "./rules/full-stops";
import { articleBeforeUncountableEdits, indefiniteArticleEdits } from "./rules/indefinite-articles";
import { introductoryCommaEdits } from "./rules/introductory-commas";
import { passiveVoiceEdits } from "./rules/passive-voice";
import { repeatedWordEdits } from "./rules/repeated-words";
import { doubledSpaceEdits, spaceBeforeCommaEdits } from "./rules/spacing";
import { wordyPhraseEdits } from "./rules/wordy-phrases";

/**
 * Our own clarity and style rules. Each rule only fires on a pattern that is
 * wrong or needlessly long in almost every context, because the Improver must
 * leave correct text alone. Each family lives in its own file under rules/
 * (decision 123).
 */

/** All our rules, most specific first so that they win overlaps. */
export function styleRuleEdits(text: string): Edit[] {
  return [
    ...passiveVoiceEdits(text),
    ...wordyPhraseEdits(text),
    ...repeatedWordEdits(text),
    ...articleBeforeUncountableEdits(text),
    ...indefiniteArticleEdits(text),
    ...pronounIEdits(text),
    ...sentenceCapitalEdits(text),
    ...doubledSpaceEdits(text),
    ...spaceBeforeCommaEdits(text),
    ...introductoryCommaEdits(text),
    ...asideHoweverCommaEdits(text),
    ...subordinateClauseCommaEdits(text),
    ...openingPhraseCommaEdits(text),
    ...missingFullStopEdits(text),
  ];
}
