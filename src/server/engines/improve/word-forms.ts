import nlp from "compromise";
import { isCommonBareVerb } from "./agreement";
import { frequencyOfWord } from "./word-frequencies";

/**
 * Our list of common verbs leaves out words that are nouns as often ("see",
 * "meet"); after "will" compromise reads those as verbs, but it reads any
 * word so there ("will happy"), so an adjective on its own is refused.
 */
export function isBareVerb(word: string): boolean {
  return isCommonBareVerb(word) || (nlp(`they will ${word}`).has("will #Infinitive") && !nlp(word).has("#Adjective"));
}

/**
 * The forms of a bare verb. Tagged as one first: on its own compromise reads
 * "live" or "close" as an adjective and would conjugate nothing.
 */
export function verbForms(bare: string): Partial<Record<"PastTense" | "Gerund", string>> {
  const doc = nlp(bare);
  doc.tag("Infinitive");
  return (doc.verbs().conjugate()[0] as Record<string, string> | undefined) ?? {};
}

/** The common verb behind an -s form ("comes" → "come", "tries" → "try"); null for a word that is none. */
export function bareOfSForm(word: string): string | null {
  const lower = word.toLowerCase();
  return (
    [lower.replace(/ies$/, "y"), lower.replace(/es$/, ""), lower.replace(/s$/, "")].find(
      (form) => form !== lower && isCommonBareVerb(form),
    ) ?? null
  );
}

/**
 * The verb an -ing form is made from ("asking" → "ask", "making" → "make", "running" → "run", "lying" →
 * "lie"), the most frequent where the spelling allows two ("hoping" → "hope", not "hop"); null for a word
 * that is none.
 */
/** Seen this often in the frequency table, a word is a real one rather than a stem ("noth", "someth"); bare-verbs.ts reads pasts the same way. */
const COMMON_WORD_MIN_COUNT = 20;

export function bareOfIngForm(word: string): string | null {
  const stem = word.toLowerCase().replace(/ing$/, "");
  if (stem === word.toLowerCase()) return null;
  const candidates = [stem, `${stem}e`, stem.replace(/([b-df-hj-np-tv-z])\1$/, "$1"), stem.replace(/y$/, "ie")];
  const verbs = [...new Set(candidates)].filter(
    (candidate) => /[aeiouy]/.test(candidate) && frequencyOfWord(candidate) >= COMMON_WORD_MIN_COUNT && isBareVerb(candidate),
  );
  return verbs.sort((a, b) => frequencyOfWord(b) - frequencyOfWord(a))[0] ?? null;
}

/**
 * The plural of a singular noun ("friend" → "friends", "child" → "children");
 * null for an adjective ("best", "most") or a word already plural.
 */
export function pluralOf(noun: string): string | null {
  const doc = nlp(noun);
  if (noun.endsWith("s") || doc.has("#Adjective") || doc.has("#Plural")) return null;
  doc.tag("Singular");
  const plural = doc.nouns().toPlural().text();
  return plural !== "" && plural !== noun ? plural : null;
}
