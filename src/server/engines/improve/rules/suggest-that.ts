import { isCommonBareVerb } from "../agreement.js";
import type { Edit } from "../edits.js";
import { subjectForm } from "../pronouns.js";

/** "He suggested me to buy" → "He suggested that I buy": "suggest" and "recommend" do not take a person plus "to". */
const SUGGEST_PERSON_TO = /\b(suggest|suggests|suggested|recommend|recommends|recommended) (me|him|her|us|them|you) to ([a-z]+)\b/gi;

export function suggestThatEdits(text: string): Edit[] {
  // "recommend him to a friend" is right: only a verb after "to" makes the slip.
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
