import nlp from "compromise";
import type { Edit } from "../edits";
import type { RuleExamples } from "./rule-row";

/**
 * A preposition after which "may" before a plural noun is "many" with a letter dropped ("in may parts of the
 * country"). The verb "may" takes a bare verb ("it may rain"); the month is written "May" ("in May sales rose"),
 * and in lower case it is followed by no plural noun ("sales for may were low").
 */
interface PrepositionBeforeMay extends RuleExamples {
  readonly preposition: string;
}

export const PREPOSITIONS_BEFORE_MAY: readonly PrepositionBeforeMay[] = [
  {
    preposition: "in",
    fixes: [["It rains in may parts of the country.", "It rains in many parts of the country."]],
    keeps: ["It will be ready in may.", "In May sales rose."],
  },
  { preposition: "on", fixes: [["It depends on may factors.", "It depends on many factors."]], keeps: ["We start on may first."] },
  {
    preposition: "of",
    fixes: [["He is one of may students here.", "He is one of many students here."]],
    keeps: ["The end of may is busy."],
  },
  { preposition: "for", fixes: [["This is good for may reasons.", "This is good for many reasons."]], keeps: ["Sales for may were low."] },
  { preposition: "with", fixes: [["She worked with may children.", "She worked with many children."]], keeps: ["She worked with May."] },
  {
    preposition: "from",
    fixes: [["Letters came from may countries.", "Letters came from many countries."]],
    keeps: ["From may onwards we work."],
  },
  {
    preposition: "among",
    fixes: [["It is popular among may students.", "It is popular among many students."]],
    keeps: ["It is popular among many students."],
  },
  { preposition: "into", fixes: [["It was split into may groups.", "It was split into many groups."]], keeps: ["We move into may soon."] },
  {
    preposition: "about",
    fixes: [["We talked about may things.", "We talked about many things."]],
    keeps: ["They talk about may day traditions."],
  },
];

/** Either capitalisation of the first letter: the preposition may open the sentence ("In may cities…"). */
function eitherCase(word: string): string {
  return `[${word.charAt(0).toUpperCase()}${word.charAt(0)}]${word.slice(1)}`;
}

const MAY_AFTER_PREPOSITION = new RegExp(
  `\\b(?:${PREPOSITIONS_BEFORE_MAY.map(({ preposition }) => eitherCase(preposition)).join("|")}) (may) ([a-z]+)\\b`,
  "g",
);

/** Whether "many" + the word reads as a plural noun phrase ("many parts", not "many were"). */
function isPluralNoun(word: string): boolean {
  return nlp(`many ${word}`).match("many [.]").has("#Plural");
}

export function mayForManyEdits(text: string): Edit[] {
  return [...text.matchAll(MAY_AFTER_PREPOSITION)]
    .filter((match) => isPluralNoun(match[2] as string))
    .map((match) => {
      const start = match.index + match[0].indexOf(" ") + 1;
      return { start, end: start + "may".length, replacement: "many", reason: "“Many” before a plural noun" };
    });
}
