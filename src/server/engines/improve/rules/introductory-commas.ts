import type { Edit } from "../edits";
import type { RuleExamples } from "./rule-row";

/** An opener written lower case, each `i` too. */
interface IntroductoryPhrase extends RuleExamples {
  readonly phrase: string;
}

/**
 * Sentence openers that careful writers always follow with a comma ("However, I think…").
 * "Thus", "Also", "Therefore" and "Of course" are left out: without a comma they are still correct.
 * So are the short adverbials "Nowadays" and "In this case", after which style guides make the
 * comma optional ("Nowadays people work longer").
 */
export const INTRODUCTORY_PHRASES: readonly IntroductoryPhrase[] = [
  {
    phrase: "however",
    fixes: [["However the rain stopped.", "However, the rain stopped."]],
    keeps: ["However, we stayed.", "However much it rained, we went."],
  },
  { phrase: "moreover", fixes: [["Moreover it was fine.", "Moreover, it was fine."]], keeps: ["Moreover, it was fine."] },
  { phrase: "furthermore", fixes: [["Furthermore it was fine.", "Furthermore, it was fine."]], keeps: ["Furthermore, it was fine."] },
  { phrase: "consequently", fixes: [["Consequently it was fine.", "Consequently, it was fine."]], keeps: ["Consequently, it was fine."] },
  { phrase: "firstly", fixes: [["Firstly it was fine.", "Firstly, it was fine."]], keeps: ["Firstly, it was fine."] },
  { phrase: "secondly", fixes: [["Secondly it was fine.", "Secondly, it was fine."]], keeps: ["Secondly, it was fine."] },
  { phrase: "thirdly", fixes: [["Thirdly it was fine.", "Thirdly, it was fine."]], keeps: ["Thirdly, it was fine."] },
  { phrase: "lastly", fixes: [["Lastly it was fine.", "Lastly, it was fine."]], keeps: ["Lastly, it was fine."] },
  { phrase: "additionally", fixes: [["Additionally it was fine.", "Additionally, it was fine."]], keeps: ["Additionally, it was fine."] },
  { phrase: "for example", fixes: [["For example it rained.", "For example, it rained."]], keeps: ["For example, it rained."] },
  { phrase: "for instance", fixes: [["For instance it was fine.", "For instance, it was fine."]], keeps: ["For instance, it was fine."] },
  {
    phrase: "in addition",
    fixes: [["In addition it was cheap.", "In addition, it was cheap."]],
    keeps: ["In addition to the fee, we paid."],
  },
  {
    phrase: "in conclusion",
    fixes: [["In conclusion it was fine.", "In conclusion, it was fine."]],
    keeps: ["In conclusion, it was fine."],
  },
  {
    phrase: "in my opinion",
    fixes: [["In my opinion it was fine.", "In my opinion, it was fine."]],
    keeps: ["In my opinion, it was fine."],
  },
  {
    phrase: "on the other hand",
    fixes: [["On the other hand it was fine.", "On the other hand, it was fine."]],
    keeps: ["On the other hand, it was fine."],
  },
  {
    phrase: "in other words",
    fixes: [["In other words it was fine.", "In other words, it was fine."]],
    keeps: ["In other words, it was fine."],
  },
  {
    phrase: "as a result",
    fixes: [["As a result the roads flooded.", "As a result, the roads flooded."]],
    keeps: ["As a result of this work, we won."],
  },
  { phrase: "in summary", fixes: [["In summary it was fine.", "In summary, it was fine."]], keeps: ["In summary, it was fine."] },
  { phrase: "to sum up", fixes: [["To sum up it was fine.", "To sum up, it was fine."]], keeps: ["To sum up, it was fine."] },
  { phrase: "first of all", fixes: [["First of all it was fine.", "First of all, it was fine."]], keeps: ["First of all, it was fine."] },
  { phrase: "all in all", fixes: [["All in all it was fun.", "All in all, it was fun."]], keeps: ["All in all, it was fun."] },
  {
    phrase: "last but not least",
    fixes: [["Last but not least it was fine.", "Last but not least, it was fine."]],
    keeps: ["Last but not least, it was fine."],
  },
  { phrase: "to be honest", fixes: [["To be honest it was fine.", "To be honest, it was fine."]], keeps: ["To be honest, it was fine."] },
  {
    phrase: "in a nutshell",
    fixes: [["In a nutshell it was fine.", "In a nutshell, it was fine."]],
    keeps: ["In a nutshell, it was fine."],
  },
  {
    phrase: "on the contrary",
    fixes: [["On the contrary it was fine.", "On the contrary, it was fine."]],
    keeps: ["On the contrary, it was fine."],
  },
  {
    phrase: "generally speaking",
    fixes: [["Generally speaking it was fine.", "Generally speaking, it was fine."]],
    keeps: ["Generally speaking, it was fine."],
  },
  {
    phrase: "as far as i am concerned",
    fixes: [["As far as I am concerned it was fine.", "As far as I am concerned, it was fine."]],
    keeps: ["As far as I am concerned, it was fine."],
  },
  {
    phrase: "as far as i'm concerned",
    fixes: [["As far as I'm concerned it was fine.", "As far as I'm concerned, it was fine."]],
    keeps: ["As far as I'm concerned, it was fine."],
  },
  {
    phrase: "from my point of view",
    fixes: [["From my point of view it was fine.", "From my point of view, it was fine."]],
    keeps: ["From my point of view, it was fine."],
  },
  { phrase: "in my view", fixes: [["In my view it was fine.", "In my view, it was fine."]], keeps: ["In my view, it was fine."] },
  {
    phrase: "yes",
    fixes: [["Yes that is right.", "Yes, that is right."]],
    keeps: ["Yes, it did.", "She said yes to it.", "Yes or no?", "Yes and no."],
  },
];

/** Longest first, so that "in my view" is not read as a shorter opener. */
const OPENERS = INTRODUCTORY_PHRASES.map(({ phrase }) => phrase).sort((a, b) => b.length - a.length);

/** "Yes or no?", "Yes and no": a choice, not an answer. */
const YES_OR_NO = /^\s+(?:or|and|no|nor)\b/i;

/** "However much it costs…" uses "however" as "no matter how": no comma. */
const HOW_MUCH_HOWEVER = /^\s+(?:much|many|long|hard|far|often|little|few|small|large|big|good|bad|you|we|they|he|she|it)\b/i;

/**
 * "Second", "Third" open a sentence as adverbs only when a clause follows
 * ("Second, the cost…"); "Second place went to…" uses them as adjectives.
 */
const ORDINAL_OPENERS = new RegExp(
  [
    String.raw`(?<=^|[.!?]["')\]]?\s+)(?:Second|Third)(?= (?:the|a|an|I|we|you|they|he|she|it|`,
    String.raw`this|these|those|there|my|our|their|his|her|its|people|many|most|some|if|when)\b)`,
  ].join(""),
  "g",
);

/**
 * "In addition to the fee, we", "As a result of this work": these openers
 * may begin a longer phrase, and then the comma belongs after the whole of it.
 */
const LONGER_PHRASE_AFTER = /^(?:in addition|as a result)$/i;
const PHRASE_CONTINUES = /^\s+(?:to|of)\b/i;

export function introductoryCommaEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  const alternatives = OPENERS.map((phrase) => phrase.replace(/ /g, "\\s+")).join("|");
  const pattern = new RegExp(`(?<=^|[.!?]["')\\]]?\\s+)(${alternatives})(?= [A-Za-z])`, "gi");
  const openers = [...text.matchAll(pattern), ...text.matchAll(ORDINAL_OPENERS)];
  for (const match of openers) {
    const end = match.index + match[0].length;
    if (/^however$/i.test(match[0]) && HOW_MUCH_HOWEVER.test(text.slice(end))) continue;
    if (/^yes$/i.test(match[0]) && YES_OR_NO.test(text.slice(end))) continue;
    if (LONGER_PHRASE_AFTER.test(match[0].replace(/\s+/g, " ")) && PHRASE_CONTINUES.test(text.slice(end))) continue;
    edits.push({ start: end, end, replacement: ",", reason: "Comma after an introductory phrase" });
  }
  return edits;
}
