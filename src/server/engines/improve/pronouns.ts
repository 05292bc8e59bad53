/** Object pronouns and their subject forms ("him" → "he"); "you" and "it" have one form for both. */
const SUBJECT_OF_OBJECT: Readonly<Record<string, string>> = { me: "I", him: "he", her: "she", us: "we", them: "they" };
const OBJECT_OF_SUBJECT: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SUBJECT_OF_OBJECT).map(([object, subject]) => [subject.toLowerCase(), object]),
);

export function isObjectPronoun(word: string): boolean {
  return word.toLowerCase() in SUBJECT_OF_OBJECT;
}

/** The subject form of a pronoun ("them" → "they", "i" → "I"); any other word as it is. */
export function subjectForm(word: string): string {
  const lower = word.toLowerCase();
  if (lower === "i") return "I";
  return SUBJECT_OF_OBJECT[lower] ?? word;
}

/** The object form of a subject pronoun ("they" → "them"); undefined for any other word. */
export function objectForm(word: string): string | undefined {
  return OBJECT_OF_SUBJECT[word.toLowerCase()];
}
