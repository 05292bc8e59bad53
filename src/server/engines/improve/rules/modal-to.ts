import type { Edit } from "../edits";
import type { KeepExamples, RuleExamples } from "./rule-row";

/**
 * A modal that takes a bare verb: "should to invest" → "should invest", "can't to go" → "can't go". Left out:
 * "won't", which learners write for "want" ("I won't to go"), "will" and "may" ("the will to live", "May to
 * June"), and "can" and "could", which end a clause before "to" ("everything I can to help", "all we could to
 * save him").
 */
interface ModalBeforeTo extends RuleExamples {
  readonly modal: string;
}

export const MODALS_BEFORE_TO: readonly ModalBeforeTo[] = [
  { modal: "should", fixes: [["You should to invest early.", "You should invest early."]], keeps: ["You should invest early."] },
  { modal: "must", fixes: [["We must to leave now.", "We must leave now."]], keeps: ["We must leave now."] },
  { modal: "would", fixes: [["She would to go if she could.", "She would go if she could."]], keeps: ["She would go if she could."] },
  { modal: "might", fixes: [["It might to rain later.", "It might rain later."]], keeps: ["It might rain later."] },
  { modal: "cannot", fixes: [["I cannot to come today.", "I cannot come today."]], keeps: ["I cannot come today."] },
  { modal: "shall", fixes: [["We shall to see.", "We shall see."]], keeps: ["We shall see."] },
  { modal: "can't", fixes: [["I can't to swim.", "I can't swim."]], keeps: ["I can't swim."] },
  { modal: "couldn't", fixes: [["He couldn't to sleep.", "He couldn't sleep."]], keeps: ["He couldn't sleep."] },
  { modal: "wouldn't", fixes: [["She wouldn't to answer.", "She wouldn't answer."]], keeps: ["She wouldn't answer."] },
  { modal: "shouldn't", fixes: [["You shouldn't to worry.", "You shouldn't worry."]], keeps: ["You shouldn't worry."] },
  { modal: "mustn't", fixes: [["You mustn't to forget it.", "You mustn't forget it."]], keeps: ["You mustn't forget it."] },
];

/**
 * A word after "to" that makes it a preposition: the modal ends its clause ("more than she should to the
 * charity") and "to" opens a phrase of its own.
 */
interface WordAfterToPreposition extends KeepExamples {
  readonly word: string;
}

export const WORDS_AFTER_TO_PREPOSITION: readonly WordAfterToPreposition[] = [
  { word: "the", keeps: ["She gave more than she should to the charity."] },
  { word: "a", keeps: ["He said more than he should to a stranger."] },
  { word: "an", keeps: ["They lent more than they should to an old friend."] },
  { word: "this", keeps: ["We give more time than we should to this project."] },
  { word: "that", keeps: ["You pay more than you should to that company."] },
  { word: "these", keeps: ["I owe more than I should to these people."] },
  { word: "those", keeps: ["He talks more than he should to those reporters."] },
  { word: "my", keeps: ["She writes less often than she should to my mother."] },
  { word: "your", keeps: ["I said more than I should to your brother."] },
  { word: "his", keeps: ["She gave more than she should to his cause."] },
  { word: "her", keeps: ["He sends less than he must to her family."] },
  { word: "our", keeps: ["They charge more than they should to our clients."] },
  { word: "their", keeps: ["We paid less than we should to their staff."] },
  { word: "its", keeps: ["The city gives less than it should to its schools."] },
  { word: "me", keeps: ["He lent more than he should to me."] },
  { word: "him", keeps: ["I told more than I should to him."] },
  { word: "them", keeps: ["We sold more than we should to them."] },
  { word: "us", keeps: ["They owe more than they should to us."] },
  { word: "you", keeps: ["I have said more than I should to you."] },
  { word: "what", keeps: ["I gave more thought than I should to what she said."] },
  { word: "which", keeps: ["I asked if I should to which she said yes."] },
  { word: "whom", keeps: ["He lends more than he should to whom he likes."] },
  { word: "and", keeps: ["We walked further than we should to and from school."] },
  { word: "or", keeps: ["They travel more than they should to or from the city."] },
];

const MODAL_TO = new RegExp(
  `\\b(?:${MODALS_BEFORE_TO.map(({ modal }) => modal).join("|")})( to)` +
    `(?= (?!(?:${WORDS_AFTER_TO_PREPOSITION.map(({ word }) => word).join("|")})\\b)[a-z]+\\b)`,
  "gi",
);

export function modalToEdits(text: string): Edit[] {
  return [...text.matchAll(MODAL_TO)].map((match) => {
    const start = match.index + match[0].length - " to".length;
    return { start, end: start + " to".length, replacement: "", reason: "No “to” after should, must, can…" };
  });
}
