import { matchInitialCase, type Edit } from "../edits";
import { isSentenceStart } from "./capitals";
import type { RuleExamples } from "./rule-row";

/** A word run together ("inorder") and the two words it stands for. */
interface FusedWord extends RuleExamples {
  readonly fused: string;
  readonly words: string;
}

/**
 * Two words written as one, in no dictionary: "inorder to", "noone",
 * "eachother". Harper splits some of them and "corrects" others to another
 * word ("Inspite" → "Inspire", "Noone" → "None").
 */
export const FUSED_WORDS: readonly FusedWord[] = [
  {
    fused: "inorder",
    words: "in order",
    fixes: [["Inorder to win, we train.", "In order to win, we train."]],
    keeps: ["In order to win, we train."],
  },
  {
    fused: "inspite",
    words: "in spite",
    fixes: [["Inspite of that we go.", "In spite of that we go."]],
    keeps: ["In spite of that we go."],
  },
  { fused: "noone", words: "no one", fixes: [["Now noone rests.", "Now no one rests."]], keeps: ["We spoke to Mr Noone yesterday."] },
  { fused: "eachother", words: "each other", fixes: [["We help eachother.", "We help each other."]], keeps: ["We help each other."] },
  {
    fused: "atleast",
    words: "at least",
    fixes: [["It costs atleast ten pounds.", "It costs at least ten pounds."]],
    keeps: ["It costs at least ten pounds."],
  },
  { fused: "infact", words: "in fact", fixes: [["It was infact true.", "It was in fact true."]], keeps: ["It was in fact true."] },
  {
    fused: "incase",
    words: "in case",
    fixes: [["Take a coat incase it rains.", "Take a coat in case it rains."]],
    keeps: ["Take a coat in case it rains."],
  },
  { fused: "aswell", words: "as well", fixes: [["She came aswell.", "She came as well."]], keeps: ["She came as well."] },
  {
    fused: "infront",
    words: "in front",
    fixes: [["He stood infront of me.", "He stood in front of me."]],
    keeps: ["He stood in front of me."],
  },
  { fused: "alot", words: "a lot", fixes: [["I like it alot.", "I like it a lot."]], keeps: ["We drove to the parking lot."] },
  { fused: "ofcourse", words: "of course", fixes: [["It is ofcourse fine.", "It is of course fine."]], keeps: ["It is of course fine."] },
  {
    fused: "everytime",
    words: "every time",
    fixes: [["Everytime it rains, we stay in.", "Every time it rains, we stay in."]],
    keeps: ["Every time it rains, we stay in."],
  },
  {
    fused: "thankyou",
    words: "thank you",
    fixes: [["I said thankyou to her.", "I said thank you to her."]],
    keeps: ["I said thank you to her."],
  },
  { fused: "alittle", words: "a little", fixes: [["I am alittle tired.", "I am a little tired."]], keeps: ["I am a little tired."] },
  { fused: "abit", words: "a bit", fixes: [["Wait abit longer.", "Wait a bit longer."]], keeps: ["Wait a bit longer."] },
  { fused: "atall", words: "at all", fixes: [["I did not sleep atall.", "I did not sleep at all."]], keeps: ["I did not sleep at all."] },
  {
    fused: "ontop",
    words: "on top",
    fixes: [["Put it ontop of the box.", "Put it on top of the box."]],
    keeps: ["Put it on top of the box."],
  },
  {
    fused: "eventhough",
    words: "even though",
    fixes: [["We went eventhough it rained.", "We went even though it rained."]],
    keeps: ["We went even though it rained."],
  },
];

const WORDS_OF_FUSED: ReadonlyMap<string, string> = new Map(FUSED_WORDS.map(({ fused, words }) => [fused, words]));

const FUSED_WORD = new RegExp(`\\b(?:${FUSED_WORDS.map(({ fused }) => fused).join("|")})\\b`, "gi");

/**
 * "everyday" is an adjective ("everyday life"); closing a clause it is the
 * adverb "every day" ("I go there everyday."), unless it is a noun after a
 * determiner ("the ennui of the everyday").
 */
const EVERYDAY_AS_ADVERB = /(?<!\b(?:the|an?|this|that|my|our|your|their|his|her|its)\s+)\beveryday(?=\s*[.,!?;]|\s*$)/gi;

function twoWords(match: RegExpExecArray, words: string): Edit {
  return { start: match.index, end: match.index + match[0].length, replacement: matchInitialCase(match[0], words), reason: "Two words" };
}

export function fusedWordEdits(text: string): Edit[] {
  // Capitalised inside a sentence it is a name ("Mr Noone").
  const slips = [...text.matchAll(FUSED_WORD)].filter((match) => /^[a-z]/.test(match[0]) || isSentenceStart(text, match.index));
  const everyDay = [...text.matchAll(EVERYDAY_AS_ADVERB)].map((match) => twoWords(match, "every day"));
  return [...slips.map((match) => twoWords(match, WORDS_OF_FUSED.get(match[0].toLowerCase()) as string)), ...everyDay];
}
