import nlp from "compromise";

/**
 * Word-by-word part-of-speech tags from compromise, read directly: its match
 * syntax does not anchor multi-word alternatives reliably ("^(#Pronoun|#Noun+) #Verb"
 * misses "the staff was…"), so clause shapes are checked here instead.
 */

export interface TaggedWord {
  word: string;
  tags: string[];
}

export function taggedWords(clause: string): TaggedWord[] {
  const terms = (nlp(clause).terms().json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>).map((term) => term.terms[0]);
  // Case is kept: "May" and "Will" mid-sentence are a month and a name, not modals.
  return terms
    .filter((term) => term !== undefined)
    .map((term, index) => {
      const word = term.text.replace(/[^\p{L}']/gu, "");
      return { word: index === 0 ? word.toLowerCase() : word, tags: term.tags };
    });
}

const SUBJECT_MODIFIERS = ["Determiner", "Possessive", "Adjective", "Value", "Cardinal"];
const VERB_TAGS = ["Verb", "Auxiliary", "Copula", "Modal"];

/**
 * True when the words open with a clause of their own: a subject (pronoun, or
 * noun phrase with optional determiner and adjectives) followed by its verb,
 * "the rules apply…", "residents had asked…", and not "the spreading of joy…".
 */
export function startsWithClause(words: string): boolean {
  const tagged = taggedWords(words);
  let index = 0;
  while (SUBJECT_MODIFIERS.some((tag) => tagged[index]?.tags.includes(tag)) && !tagged[index]?.tags.includes("Pronoun")) index++;
  const subjectStart = index;
  while (tagged[index]?.tags.includes("Noun") && !VERB_TAGS.some((tag) => tagged[index]?.tags.includes(tag))) index++;
  if (index === subjectStart) return false;
  if (tagged[index]?.tags.includes("Adverb")) index++;
  return VERB_TAGS.some((tag) => tagged[index]?.tags.includes(tag));
}
