import type { Edit } from "../edits.js";

/**
 * "should to invest" → "should invest", "can't to go" → "can't go". Left out:
 * "won't", which learners write for "want" ("I won't to go"), "will" and "may" ("the will
 * to live", "May to June"), and "can" and "could", which end a clause before
 * "to" ("everything I can to help", "all we could to save him").
 */
const MODAL_TO = new RegExp(
  [
    String.raw`\b(?:should|must|would|might|cannot|shall|can't|couldn't|wouldn't|`,
    "shouldn't|mustn't)( to)(?= (?!(?:the|a|an|this|that|these|those|my|your|his|",
    String.raw`her|our|their|its|me|him|them|us|you|what|which|whom|and|or)\b)[a-z]+\b)`,
  ].join(""),
  "gi",
);

export function modalToEdits(text: string): Edit[] {
  return [...text.matchAll(MODAL_TO)].map((match) => {
    const start = match.index + match[0].length - " to".length;
    return { start, end: start + " to".length, replacement: "", reason: "No “to” after should, must, can…" };
  });
}
