import type { Edit } from "../edits";
import type { RuleExamples } from "./rule-row";

/**
 * "I am living here since 2010" → "I have been living here since 2010": an
 * action that began at a point in time and goes on takes the present perfect.
 * Only when "since" names that point (a year, "last…", "childhood", a month):
 * "I am leaving since you asked" uses "since" for "because". Only a verb in
 * -ing or "here"/"there" after "am": "It is the first time since 2019" is right.
 */
interface PointInTime extends RuleExamples {
  /** What follows "since": a pattern, or words joined by "|". */
  readonly point: string;
}

/** The months are all but “May”, which is also a verb. */
export const POINTS_IN_TIME: readonly PointInTime[] = [
  {
    point: String.raw`(?:1[89]|20)\d\d`,
    fixes: [
      ["I am living here since 2010.", "I have been living here since 2010."],
      ["She is working there since 1998.", "She has been working there since 1998."],
    ],
    keeps: ["It is the first time since 2019.", "I have lived here since 2010."],
  },
  {
    point: "last",
    fixes: [["We are waiting since last week.", "We have been waiting since last week."]],
    keeps: ["We have been waiting since last week."],
  },
  {
    point: "childhood",
    fixes: [["He is playing the piano since childhood.", "He has been playing the piano since childhood."]],
    keeps: ["He has played the piano since childhood."],
  },
  {
    point: "then",
    fixes: [["I'm feeling better since then.", "I've been feeling better since then."]],
    keeps: ["I've felt better since then."],
  },
  {
    point: "yesterday",
    fixes: [["They're waiting here since yesterday.", "They've been waiting here since yesterday."]],
    keeps: ["They're here, since yesterday was a holiday."],
  },
  {
    point: "January|February|March|April|June|July|August|September|October|November|December",
    fixes: [
      ["It is raining since January.", "It has been raining since January."],
      ["We are saving since February.", "We have been saving since February."],
      ["I am studying since March.", "I have been studying since March."],
      ["She is teaching since April.", "She has been teaching since April."],
      ["He is running since June.", "He has been running since June."],
      ["They are travelling since July.", "They have been travelling since July."],
      ["I am waiting since August.", "I have been waiting since August."],
      ["We are training since September.", "We have been training since September."],
      ["It is snowing since October.", "It has been snowing since October."],
      ["She is working here since November.", "She has been working here since November."],
      ["I am living there since December.", "I have been living there since December."],
    ],
    keeps: ["It has been raining since January.", "I am leaving since you asked."],
  },
];

const PROGRESSIVE_SINCE_A_POINT = new RegExp(
  [
    String.raw`\b(?:(I) am|(I)'m|(we|you|they) are|(we|you|they)'re|(he|she|it) is)\s+(?:[a-z]+ing|`,
    String.raw`here|there)\b[^.!?;,]*?\bsince\s+(?:`,
    `${POINTS_IN_TIME.map(({ point }) => point).join("|")})\\b`,
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
