import { matchInitialCase, type Edit } from "../edits.js";

/** Wordy phrase → plain equivalent. Only phrases whose short form means the same everywhere. */
const WORDY_PHRASES: ReadonlyArray<readonly [string, string]> = [
  ["due to the fact that", "because"],
  ["owing to the fact that", "because"],
  ["in spite of the fact that", "although"],
  ["despite the fact that", "although"],
  ["in light of the fact that", "because"],
  ["at this point in time", "now"],
  ["at the present time", "now"],
  ["in the event that", "if"],
  ["for the purpose of", "for"],
  ["in close proximity to", "near"],
  ["until such time as", "until"],
  ["with the exception of", "except"],
  ["in the near future", "soon"],
  ["a large number of", "many"],
  ["a great number of", "many"],
  ["the vast majority of", "most"],
  ["is in need of", "needs"],
  ["are in need of", "need"],
  ["first and foremost", "first"],
  ["give consideration to", "consider"],
  ["come to the conclusion that", "conclude that"],
  ["make a decision", "decide"],
  ["in a timely manner", "promptly"],
  ["on a daily basis", "daily"],
  ["on a regular basis", "regularly"],
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Quantifiers that take "of" before a determiner: "most students" but "most of their students". */
const QUANTIFIERS = new Set(["many", "most"]);
const DETERMINER_AHEAD = /^\s+(?:the|a|an|this|that|these|those|my|your|his|her|its|our|their|them|us|you|it)\b/i;

export function wordyPhraseEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const [phrase, plain] of WORDY_PHRASES) {
    const pattern = new RegExp(`\\b${escapeRegExp(phrase).replace(/ /g, "\\s+")}\\b`, "gi");
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      const keepsOf = QUANTIFIERS.has(plain) && DETERMINER_AHEAD.test(text.slice(end));
      edits.push({
        start: match.index,
        end,
        replacement: matchInitialCase(match[0], keepsOf ? `${plain} of` : plain),
        reason: "Wordy phrase",
      });
    }
  }
  return edits;
}
