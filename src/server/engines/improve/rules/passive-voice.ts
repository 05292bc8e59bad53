import nlp from "compromise";
import type { Edit } from "../edits";
import { isObjectPronoun, objectForm, subjectForm } from "../pronouns";
import { verbForms } from "../word-forms";
import type { KeepExamples, RuleExamples } from "./rule-row";

/** Nouns for someone or something that acts; a row's nouns share its examples. */
interface AgentNouns extends RuleExamples {
  readonly nouns: readonly string[];
}

/**
 * "by" also introduces places, times and means ("built by the river", "by
 * Friday", "by car"), and turning those into a subject reverses the sentence.
 * So the agent must be someone or something that acts: a person pronoun, a
 * name, a group, or a noun for people who do things ("researchers").
 */
export const AGENT_NOUNS: readonly AgentNouns[] = [
  {
    nouns: [
      "team",
      "company",
      "committee",
      "government",
      "council",
      "board",
      "staff",
      "police",
      "agency",
      "department",
      "university",
      "school",
      "firm",
      "group",
      "family",
      "community",
      "public",
      "court",
      "jury",
      "authorities",
      "crowd",
      "audience",
      "media",
      "press",
    ],
    fixes: [
      ["The report was written by the team.", "The team wrote the report."],
      ["The plan was approved by the council.", "The council approved the plan."],
      ["The man was found by the jury.", "The jury found the man."],
      ["The goal was cheered by the crowd.", "The crowd cheered the goal."],
    ],
    keeps: ["The house was built by the river."],
  },
  {
    nouns: [
      "author",
      "artist",
      "scientist",
      "doctor",
      "nurse",
      "teacher",
      "manager",
      "director",
      "editor",
      "judge",
      "architect",
      "engineer",
      "expert",
      "experts",
      "critics",
      "official",
      "officials",
      "researcher",
      "researchers",
    ],
    fixes: [
      ["The book was written by the author.", "The author wrote the book."],
      ["The patient was seen by a nurse.", "A nurse saw the patient."],
      ["The case was heard by the judge.", "The judge heard the case."],
      ["The film was praised by critics.", "Critics praised the film."],
      ["The paper was reviewed by an expert.", "An expert reviewed the paper."],
    ],
    keeps: ["The letter was written by hand."],
  },
  {
    nouns: [
      "people",
      "person",
      "students",
      "student",
      "children",
      "child",
      "parents",
      "parent",
      "users",
      "user",
      "customers",
      "customer",
      "employees",
      "employee",
      "members",
      "member",
      "friend",
      "friends",
      "mother",
      "father",
    ],
    fixes: [
      ["The decision was made by the people.", "The people made the decision."],
      ["The form was signed by the parent.", "The parent signed the form."],
      ["The bill was paid by the customer.", "The customer paid the bill."],
      ["The shop was opened by a friend.", "A friend opened the shop."],
    ],
    keeps: ["The bill was paid by cheque."],
  },
  {
    nouns: ["computer", "machine", "software", "system", "program", "algorithm", "model", "study", "survey"],
    fixes: [
      ["The error was found by the computer.", "The computer found the error."],
      ["The result was predicted by the model.", "The model predicted the result."],
      ["The effect was shown by the study.", "The study showed the effect."],
    ],
    keeps: ["The package was sent by car."],
  },
];
// A few listed plurals ("students", "users", "researchers") end as PEOPLE_WHO_DO too, so their rows' examples pass without them.
const IS_AGENT_NOUN = new Set(AGENT_NOUNS.flatMap(({ nouns }) => nouns));
const PEOPLE_WHO_DO = /(?:ers|ors|ists|ians|ants|ents)$/;

/** Days, months and feasts: "by" before one is a deadline, even with a name or a group after it ("by the Monday committee"). */
interface DateWords extends KeepExamples {
  readonly dates: readonly string[];
}

export const DATE_WORDS: readonly DateWords[] = [
  {
    dates: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    keeps: ["The plan was approved by the Monday committee.", "The budget was approved by the Friday team."],
  },
  {
    dates: ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"],
    keeps: ["The plan was approved by the March committee.", "The paper was sent by the September committee."],
  },
  { dates: ["christmas", "easter"], keeps: ["The cake was eaten by Christmas Eve."] },
];
const DATES = new RegExp(`\\b(?:${DATE_WORDS.flatMap(({ dates }) => dates).join("|")})\\b`, "i");

function isLikelyAgent(agent: string): boolean {
  const words = agent.split(" ");
  const head = (words[words.length - 1] ?? "").toLowerCase();
  if (words.length === 1 && isObjectPronoun(head)) return true;
  if (DATES.test(agent)) return false;
  // A person's full name ("Toni Morrison"); one capitalised word is as often a method, brand or carrier
  // ("by ELISA", "by PayPal", "by FedEx").
  if (words.length >= 2 && words.every((word) => /^[A-Z][a-z]+$/.test(word))) return true;
  return IS_AGENT_NOUN.has(head) || PEOPLE_WHO_DO.test(head);
}

/** The simple past of a participle ("seen" → "saw", "visited" → "visited"); null when the word is not one. */
export function simplePastOf(participle: string): string | null {
  const doc = nlp(participle);
  if (!doc.has("#Participle") && !doc.has("#PastTense")) return null;
  const infinitive = doc.verbs().toInfinitive().text();
  if (!infinitive) return null;
  return verbForms(infinitive).PastTense ?? null;
}

function lowerUnlessProper(phrase: string): string {
  const first = phrase.split(" ")[0] ?? "";
  const isProperNoun = nlp(first).has("#ProperNoun") || /^[A-Z]{2,}/.test(first);
  return isProperNoun || first === "I" ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/**
 * "The report was written by the team." → "The team wrote the report."
 * Only whole, short sentences of exactly that shape: anything longer needs a
 * person to decide what the sentence should say.
 */
export function passiveVoiceEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  const sentencePattern =
    /(?<=^|[.!?]\s+)([A-Z][A-Za-z'-]*(?: [A-Za-z'-]+){0,3}) (was|were) ([a-z]+) by ((?:[A-Za-z'-]+ ){0,3}[A-Za-z'-]+)([.!?])(?=\s|$)/g;
  for (const match of text.matchAll(sentencePattern)) {
    const [whole, subject = "", , participle = "", agent = "", stop = ""] = match;
    const past = simplePastOf(participle);
    if (!past) continue;
    if (!isLikelyAgent(agent) || !nlp(subject).has("#Noun")) continue;
    const newSubject = subjectForm(agent);
    const newObject = objectForm(subject) ?? lowerUnlessProper(subject);
    const sentence = `${newSubject.charAt(0).toUpperCase()}${newSubject.slice(1)} ${past} ${newObject}${stop}`;
    edits.push({ start: match.index, end: match.index + whole.length, replacement: sentence, reason: "Passive voice: say who did it" });
  }
  return edits;
}
