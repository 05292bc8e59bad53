import { isCommonBareVerb } from "../agreement";
import type { Edit } from "../edits";
import { subjectForm } from "../pronouns";
import type { RuleExamples } from "./rule-row";

/** A form of "suggest" or "recommend", which take "that" and a clause, not a person plus "to". */
interface SuggestVerb extends RuleExamples {
  readonly verb: string;
}

/** "He suggested me to buy" → "He suggested that I buy". Only a verb after "to" makes the slip: "recommend him to a friend" is right. */
export const SUGGEST_VERBS: readonly SuggestVerb[] = [
  {
    verb: "suggest",
    fixes: [["I suggest you to take the train.", "I suggest that you take the train."]],
    keeps: ["I suggest you take the train."],
  },
  { verb: "suggests", fixes: [["She suggests me to wait.", "She suggests that I wait."]], keeps: ["She suggests that I wait."] },
  {
    verb: "suggested",
    fixes: [["He suggested me to buy a car.", "He suggested that I buy a car."]],
    keeps: ["He suggested me to his boss."],
  },
  { verb: "recommend", fixes: [["I recommend you to buy it.", "I recommend that you buy it."]], keeps: ["I recommend you to a friend."] },
  {
    verb: "recommends",
    fixes: [["The doctor recommends him to stay at home.", "The doctor recommends that he stay at home."]],
    keeps: ["The doctor recommends him to a colleague."],
  },
  {
    verb: "recommended",
    fixes: [["They recommended us to leave early.", "They recommended that we leave early."]],
    keeps: ["They recommended us to the manager."],
  },
];

/** The person, in its object form after the verb; it becomes the subject of the clause after "that". */
interface SuggestedPerson extends RuleExamples {
  readonly person: string;
}

export const SUGGESTED_PERSONS: readonly SuggestedPerson[] = [
  { person: "me", fixes: [["She suggests me to wait.", "She suggests that I wait."]], keeps: ["She suggests that I wait."] },
  { person: "him", fixes: [["We suggested him to go home.", "We suggested that he go home."]], keeps: ["We suggested that he go home."] },
  {
    person: "her",
    fixes: [["They suggested her to try again.", "They suggested that she try again."]],
    keeps: ["They suggested her to the team."],
  },
  {
    person: "us",
    fixes: [["The guide recommends us to take a taxi.", "The guide recommends that we take a taxi."]],
    keeps: ["The guide recommends us."],
  },
  { person: "them", fixes: [["He suggested them to stay.", "He suggested that they stay."]], keeps: ["He suggested that they stay."] },
  { person: "you", fixes: [["I recommend you to buy it.", "I recommend that you buy it."]], keeps: ["I recommend you to a friend."] },
];

const SUGGEST_PERSON_TO = new RegExp(
  `\\b(${SUGGEST_VERBS.map(({ verb }) => verb).join("|")}) (${SUGGESTED_PERSONS.map(({ person }) => person).join("|")}) to ([a-z]+)\\b`,
  "gi",
);

export function suggestThatEdits(text: string): Edit[] {
  return [...text.matchAll(SUGGEST_PERSON_TO)]
    .filter((match) => isCommonBareVerb(match[3] ?? ""))
    .map((match) => {
      const [whole, verb = "", person = "", action = ""] = match;
      return {
        start: match.index,
        end: match.index + whole.length,
        replacement: `${verb} that ${subjectForm(person)} ${action}`,
        reason: "“Suggest that I…”, not “suggest me to…”",
      };
    });
}
