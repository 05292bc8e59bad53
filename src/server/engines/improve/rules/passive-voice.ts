import nlp from "compromise";
import type { Edit } from "../edits";
import { isObjectPronoun, objectForm, subjectForm } from "../pronouns";
import { verbForms } from "../word-forms";

/**
 * "by" also introduces places, times and means ("built by the river", "by
 * Friday", "by car"), and turning those into a subject reverses the sentence.
 * So the agent must be someone or something that acts: a person pronoun, a
 * name, a group, or a noun for people who do things ("researchers").
 */
const AGENT_NOUNS = new Set(
  (
    "team company committee government council board staff police author artist scientist doctor " +
    "nurse teacher manager director editor people person students student children child parents parent " +
    "users user customers customer employees employee members member officials official authorities " +
    "critics community public court jury judge agency department university school firm group family " +
    "friend friends mother father crowd audience media press experts expert architect engineer " +
    "computer machine software system program algorithm model study survey researcher researchers team"
  ).split(" "),
);
const PEOPLE_WHO_DO = /(?:ers|ors|ists|ians|ants|ents)$/;
const DATES = new RegExp(
  [
    String.raw`\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|`,
    String.raw`april|may|june|july|august|september|october|november|december|christmas|easter)\b`,
  ].join(""),
  "i",
);

function isLikelyAgent(agent: string): boolean {
  const words = agent.split(" ");
  const head = (words[words.length - 1] ?? "").toLowerCase();
  if (words.length === 1 && isObjectPronoun(head)) return true;
  if (DATES.test(agent)) return false;
  // A person's full name ("Toni Morrison"); one capitalised word is as often a method, brand or carrier ("by ELISA", "by PayPal", "by FedEx").
  if (words.length >= 2 && words.every((word) => /^[A-Z][a-z]+$/.test(word))) return true;
  return AGENT_NOUNS.has(head) || PEOPLE_WHO_DO.test(head);
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
