import { matchInitialCase, type Edit } from "../edits";

/**
 * "its" where "it is" is meant: before an article, "not" or "been", or before
 * an adjective used as a predicate ("its clear that", "its hard to"). An
 * adjective before a noun stays possessive ("its true nature"), as do
 * hyphenated words ("its not-for-profit arm").
 */
const ITS_MEANING_IT_IS = new RegExp(
  "\\b(its)(?= (?:(?:a|an|the|not|been|also|always|never|going to|getting)\\b(?![-'])|" +
    "(?:better|worse|bigger|smaller|harder|easier|cheaper|more|less) than\\b|" +
    "(?:too|so) (?:hard|easy|late|early|good|bad|hot|cold|big|small|expensive|cheap|far|important|difficult|much)\\b(?![-'])|" +
    "(?:clear|obvious|true|important|possible|impossible|hard|easy|difficult|necessary|likely|unlikely)(?: (?:that|to|for|if|whether)\\b|[.,;!?])))",
  "gi",
);

export function itsForItIsEdits(text: string): Edit[] {
  return [...text.matchAll(ITS_MEANING_IT_IS)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    replacement: matchInitialCase(match[0], "it's"),
    reason: "“It's” (it is), not the possessive “its”",
  }));
}
