import type { Edit } from "../edits.js";

/**
 * "I am living here since 2010" → "I have been living here since 2010": an
 * action that began at a point in time and goes on takes the present perfect.
 * Only when "since" names that point (a year, "last…", "childhood", a month):
 * "I am leaving since you asked" uses "since" for "because". Only a verb in
 * -ing or "here"/"there" after "am": "It is the first time since 2019" is right.
 */
const PROGRESSIVE_SINCE_A_POINT = new RegExp(
  [
    String.raw`\b(?:(I) am|(I)'m|(we|you|they) are|(we|you|they)'re|(he|she|it) is)\s+(?:[a-z]+ing|`,
    String.raw`here|there)\b[^.!?;,]*?\bsince\s+(?:(?:1[89]|20)\d\d|last|childhood|then|yesterday|`,
    String.raw`January|February|March|April|June|July|August|September|October|November|December)\b`,
  ].join(""),
  "gi",
);
const SINGULAR_THIRD_PERSON = new Set(["he", "she", "it"]);

export function presentPerfectSinceEdits(text: string): Edit[] {
  return [...text.matchAll(PROGRESSIVE_SINCE_A_POINT)].map((match) => {
    const subject = match.slice(1).find((group) => group !== undefined) as string;
    const contracted = /^\S+'(?:m|re)\b/i.test(match[0]);
    const has = SINGULAR_THIRD_PERSON.has(subject.toLowerCase());
    const auxiliary = contracted ? `${subject}'ve been` : `${subject} ${has ? "has" : "have"} been`;
    const end = match.index + (match[0].match(/^\S+(?:\s+(?:am|are|is))?/i) as RegExpMatchArray)[0].length;
    return { start: match.index, end, replacement: auxiliary, reason: "“Since” a point in time takes “have been”" };
  });
}
