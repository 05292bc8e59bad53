import nlp from "compromise";
import { matchInitialCase, type Edit } from "../edits";
import type { RuleExamples } from "./rule-row";

/**
 * "Who's book is this?" → "Whose book": "who's" before a noun that a verb
 * follows is the possessive. "Who's coming", "Who's there" and "Who's the
 * boss" stay. The verbs that may follow the noun:
 */
interface VerbAfterWhoseNoun extends RuleExamples {
  readonly verb: string;
}

export const VERBS_AFTER_WHOSE_NOUN: readonly VerbAfterWhoseNoun[] = [
  { verb: "is", fixes: [["Who's book is this?", "Whose book is this?"]], keeps: ["Who's next is up to you.", "Who's the boss?"] },
  { verb: "was", fixes: [["Who's car was stolen?", "Whose car was stolen?"]], keeps: ["Who's coming was never clear."] },
  { verb: "are", fixes: [["Who's idea are we using?", "Whose idea are we using?"]], keeps: ["Whose idea are we using?"] },
  { verb: "were", fixes: [["Who's coat were you wearing?", "Whose coat were you wearing?"]], keeps: ["Whose coat were you wearing?"] },
  { verb: "did", fixes: [["Who's dog did that?", "Whose dog did that?"]], keeps: ["Whose dog did that?"] },
  { verb: "do", fixes: [["Who's turn do we skip?", "Whose turn do we skip?"]], keeps: ["Whose turn do we skip?"] },
  { verb: "does", fixes: [["Who's bag does this belong to?", "Whose bag does this belong to?"]], keeps: ["Who's there does not matter."] },
  { verb: "should", fixes: [["Who's phone should I use?", "Whose phone should I use?"]], keeps: ["Who's ready should stand up."] },
  { verb: "will", fixes: [["Who's name will be first?", "Whose name will be first?"]], keeps: ["Who's going will be decided later."] },
  { verb: "can", fixes: [["Who's house can we use?", "Whose house can we use?"]], keeps: ["Who's right can wait."] },
  { verb: "could", fixes: [["Who's plan could work?", "Whose plan could work?"]], keeps: ["Whose plan could work?"] },
  { verb: "would", fixes: [["Who's job would that be?", "Whose job would that be?"]], keeps: ["Whose job would that be?"] },
];

const WHOS_BEFORE_A_NOUN = new RegExp(`\\b(who's) ([a-z]+)(?= (?:${VERBS_AFTER_WHOSE_NOUN.map(({ verb }) => verb).join("|")})\\b)`, "gi");

/** The word reads as a noun where a noun must stand ("the book is"), and as nothing else ("next", "going"). */
function readsAsNoun(word: string): boolean {
  const alone = nlp(word);
  return nlp(`the ${word} is`).terms(1).has("#Noun") && !/ing$/.test(word) && !alone.has("#Adjective") && !alone.has("#Adverb");
}

export function whoseEdits(text: string): Edit[] {
  return [...text.matchAll(WHOS_BEFORE_A_NOUN)]
    .filter((match) => readsAsNoun(match[2] as string))
    .map((match) => ({
      start: match.index,
      end: match.index + (match[1] as string).length,
      replacement: matchInitialCase(match[1] as string, "whose"),
      reason: "“Whose” (of whom), not “who's” (who is)",
    }));
}
