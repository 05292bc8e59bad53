import type { Edit } from "../edits";
import { MODAL_BARE_VERB_REASON } from "../verb-complements";
import { bareOfIngForm, isBareVerb } from "../word-forms";
import type { KeepExamples, RuleExamples } from "./rule-row";

/**
 * After a modal the verb is bare: "you can asking" → "you can ask", "he must writing" → "he must write"
 * (the -s form, "can speaks", is verb-complements.ts's `modalBareVerbEdits`).
 * Harper either misses it (after "can", "should", "can't", "won't") or inserts "be" ("must be writing"),
 * which is grammatical but seldom what a learner meant. Only after a personal pronoun, so the modal has its
 * subject before it: a modal that opens a question may take a gerund for subject ("Can learning a language
 * help?"). The edit spans the modal and the verb, so it wins over Harper's "be" on the modal.
 */
interface ModalBeforeBareVerb extends RuleExamples {
  readonly modal: string;
}

export const MODALS_BEFORE_BARE_VERB: readonly ModalBeforeBareVerb[] = [
  {
    modal: "can",
    fixes: [["You can asking questions.", "You can ask questions."]],
    keeps: ["Can learning a language help you?", "They can bring that problem up."],
  },
  { modal: "could", fixes: [["We could making a cake.", "We could make a cake."]], keeps: ["We could be making a cake."] },
  {
    modal: "will",
    fixes: [["I will going there tomorrow.", "I will go there tomorrow."]],
    keeps: ["It will be interesting.", "We will sing together."],
  },
  { modal: "would", fixes: [["She would coming later.", "She would come later."]], keeps: ["Would taking a break help?"] },
  { modal: "shall", fixes: [["We shall meeting at noon.", "We shall meet at noon."]], keeps: [] },
  { modal: "should", fixes: [["They should studying more.", "They should study more."]], keeps: ["They should keep studying."] },
  { modal: "must", fixes: [["He must writing the report.", "He must write the report."]], keeps: [] },
  { modal: "might", fixes: [["It might raining later.", "It might rain later."]], keeps: [] },
  { modal: "may", fixes: [["They may leaving soon.", "They may leave soon."]], keeps: ["They leave in May."] },
  { modal: "cannot", fixes: [["I cannot sleeping at night.", "I cannot sleep at night."]], keeps: [] },
  { modal: "can't", fixes: [["We can't running today.", "We can't run today."]], keeps: ["We can't stop running."] },
  { modal: "couldn't", fixes: [["He couldn't hoping for more.", "He couldn't hope for more."]], keeps: [] },
  { modal: "won't", fixes: [["I won't telling anyone.", "I won't tell anyone."]], keeps: [] },
  { modal: "wouldn't", fixes: [["She wouldn't stopping.", "She wouldn't stop."]], keeps: [] },
  { modal: "shouldn't", fixes: [["You shouldn't worrying.", "You shouldn't worry."]], keeps: [] },
  { modal: "mustn't", fixes: [["You mustn't forgetting it.", "You mustn't forget it."]], keeps: [] },
];

/**
 * An -ing adjective after a modal wants "be" ("It will interesting" → "It will be interesting", which Harper
 * adds), not its verb ("will interest"): the rule leaves these alone.
 */
interface IngAdjective extends KeepExamples {
  readonly word: string;
}

export const ING_ADJECTIVES: readonly IngAdjective[] = [
  { word: "interesting", keeps: ["It will interesting for you."] },
  { word: "amazing", keeps: ["It will amazing."] },
  { word: "boring", keeps: ["It would boring without you."] },
  { word: "exciting", keeps: ["It will exciting to see it."] },
  { word: "surprising", keeps: ["It may surprising to some."] },
  { word: "confusing", keeps: ["It can confusing at first."] },
  { word: "tiring", keeps: ["It must tiring to work nights."] },
  { word: "annoying", keeps: ["He can annoying sometimes."] },
  { word: "disappointing", keeps: ["It would disappointing to lose."] },
  { word: "embarrassing", keeps: ["It could embarrassing for him."] },
  { word: "challenging", keeps: ["It will challenging for us."] },
  { word: "relaxing", keeps: ["It will relaxing there."] },
];

const NOT_A_VERB_AFTER_THE_MODAL: ReadonlySet<string> = new Set(ING_ADJECTIVES.map(({ word }) => word));

const MODAL_BEFORE_ING = new RegExp(
  String.raw`\b(?:I|[Yy]ou|[Hh]e|[Ss]he|[Ii]t|[Ww]e|[Tt]hey) ` +
    `((${MODALS_BEFORE_BARE_VERB.map(({ modal }) => modal).join("|")}) ([a-z]+ing))\\b`,
  "dg",
);

export function modalGerundEdits(text: string): Edit[] {
  return [...text.matchAll(MODAL_BEFORE_ING)].flatMap((match) => {
    const modal = match[2] as string;
    const ing = match[3] as string;
    // "bring", "sing", "swing" end in -ing and are already bare.
    if (NOT_A_VERB_AFTER_THE_MODAL.has(ing.toLowerCase()) || isBareVerb(ing)) return [];
    const bare = bareOfIngForm(ing);
    if (bare === null) return [];
    const [start, end] = match.indices?.[1] as [number, number];
    return [{ start, end, replacement: `${modal} ${bare}`, reason: MODAL_BARE_VERB_REASON }];
  });
}
