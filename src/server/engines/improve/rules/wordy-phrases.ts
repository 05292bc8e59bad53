import { matchInitialCase, type Edit } from "../edits";
import type { RuleExamples } from "./rule-row";

/** A wordy phrase and its plain equivalent. */
interface WordyPhrase extends RuleExamples {
  readonly phrase: string;
  readonly plain: string;
}

/** Wordy phrase → plain equivalent. Only phrases whose short form means the same everywhere. */
export const WORDY_PHRASES: readonly WordyPhrase[] = [
  {
    phrase: "due to the fact that",
    plain: "because",
    fixes: [["Due to the fact that it rained, we stayed in.", "Because it rained, we stayed in."]],
    keeps: ["Because it rained, we stayed in.", "The delay was due to the fact-finding trip."],
  },
  {
    phrase: "owing to the fact that",
    plain: "because",
    fixes: [["We left owing to the fact that it was late.", "We left because it was late."]],
    keeps: ["We left owing to the late hour."],
  },
  {
    phrase: "in spite of the fact that",
    plain: "although",
    fixes: [["In spite of the fact that it rained, we went.", "Although it rained, we went."]],
    keeps: ["In spite of the rain, we went."],
  },
  {
    phrase: "despite the fact that",
    plain: "although",
    fixes: [["Despite the fact that he was ill, he came.", "Although he was ill, he came."]],
    keeps: ["Despite the facts, he came."],
  },
  {
    phrase: "in light of the fact that",
    plain: "because",
    fixes: [["In light of the fact that prices rose, we waited.", "Because prices rose, we waited."]],
    keeps: ["In light of the news, we waited."],
  },
  {
    phrase: "at this point in time",
    plain: "now",
    fixes: [["At this point in time we cannot say.", "Now we cannot say."]],
    keeps: ["At this point the road ends."],
  },
  {
    phrase: "at the present time",
    plain: "now",
    fixes: [["We are busy at the present time.", "We are busy now."]],
    keeps: ["We are busy at present."],
  },
  {
    phrase: "in the event that",
    plain: "if",
    fixes: [["Call me in the event that it fails.", "Call me if it fails."]],
    keeps: ["Call me in the event of a fire."],
  },
  {
    phrase: "for the purpose of",
    plain: "for",
    fixes: [["It was built for the purpose of storage.", "It was built for storage."]],
    keeps: ["It was built on purpose."],
  },
  {
    phrase: "in close proximity to",
    plain: "near",
    fixes: [["We live in close proximity to the school.", "We live near the school."]],
    keeps: ["We live close to the school."],
  },
  {
    phrase: "until such time as",
    plain: "until",
    fixes: [["Wait until such time as we call.", "Wait until we call."]],
    keeps: ["Wait until such a time comes."],
  },
  {
    phrase: "with the exception of",
    plain: "except",
    fixes: [["All came with the exception of Tom.", "All came except Tom."]],
    keeps: ["All came, with one exception."],
  },
  {
    phrase: "in the near future",
    plain: "soon",
    fixes: [["We will meet in the near future.", "We will meet soon."]],
    keeps: ["We will meet in the future."],
  },
  {
    phrase: "a large number of",
    plain: "many",
    fixes: [
      ["A large number of the books were lost.", "Many of the books were lost."],
      ["A large number of books were lost.", "Many books were lost."],
    ],
    keeps: ["A large number was written on the wall."],
  },
  {
    phrase: "a great number of",
    plain: "many",
    fixes: [["A great number of people came.", "Many people came."]],
    keeps: ["A great number was chosen."],
  },
  {
    phrase: "the vast majority of",
    plain: "most",
    fixes: [
      ["The vast majority of their students passed.", "Most of their students passed."],
      ["The vast majority of students passed.", "Most students passed."],
    ],
    keeps: ["The vast majority voted yes."],
  },
  {
    phrase: "is in need of",
    plain: "needs",
    fixes: [["The house is in need of repair.", "The house needs repair."]],
    keeps: ["The house is in good repair."],
  },
  {
    phrase: "are in need of",
    plain: "need",
    fixes: [["The roads are in need of repair.", "The roads need repair."]],
    keeps: ["Those in need of help can call."],
  },
  {
    phrase: "first and foremost",
    plain: "first",
    fixes: [["First and foremost, be kind.", "First, be kind."]],
    keeps: ["First and last, be kind."],
  },
  {
    phrase: "give consideration to",
    plain: "consider",
    fixes: [["We will give consideration to it.", "We will consider it."]],
    keeps: ["We will give it some consideration."],
  },
  {
    phrase: "come to the conclusion that",
    plain: "conclude that",
    fixes: [["We must come to the conclusion that it works.", "We must conclude that it works."]],
    keeps: ["We come to the end."],
  },
  {
    phrase: "make a decision",
    plain: "decide",
    fixes: [["We must make a decision today.", "We must decide today."]],
    keeps: ["We made the decision today."],
  },
  {
    phrase: "in a timely manner",
    plain: "promptly",
    fixes: [["Reply in a timely manner.", "Reply promptly."]],
    keeps: ["Reply in a friendly manner."],
  },
  {
    phrase: "on a daily basis",
    plain: "daily",
    fixes: [["We meet on a daily basis.", "We meet daily."]],
    keeps: ["We meet on a weekly basis."],
  },
  {
    phrase: "on a regular basis",
    plain: "regularly",
    fixes: [["We test on a regular basis.", "We test regularly."]],
    keeps: ["We test on a basis of trust."],
  },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Quantifiers that take "of" before a determiner: "most students" but "most of their students". */
const QUANTIFIERS = new Set(["many", "most"]);
const DETERMINER_AHEAD = /^\s+(?:the|a|an|this|that|these|those|my|your|his|her|its|our|their|them|us|you|it)\b/i;

export function wordyPhraseEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const { phrase, plain } of WORDY_PHRASES) {
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
