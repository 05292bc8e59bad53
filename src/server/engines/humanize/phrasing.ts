import {
  CONTRACTIONS,
  EMPTY_INTENSIFIERS,
  HAVE_CONTRACTIONS,
  KEEP_AFTER,
  KEEP_BEFORE,
  OPENER_ALTERNATIVES,
  PARTICIPLE_AFTER_AUXILIARY,
  PARTICIPLE_LIKE,
  PLAIN_BEFORE,
  PLAIN_PHRASES,
} from "./phrase-tables";
import { startsWithClause } from "./clause-shape";
import { capitaliseFirst } from "./sentences";

/** Share of eligible full forms that get contracted: people are not perfectly consistent either. */
const CONTRACTION_RATE = 0.85;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function matchFirstLetterCase(model: string, word: string): string {
  return /^[A-Z]/.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Picks the first alternative not used yet in this text, in a seeded order, so no transition appears twice. */
function pickUnusedAlternative(alternatives: readonly string[], used: Set<string>, random: () => number): string {
  const offset = Math.floor(random() * alternatives.length);
  for (let i = 0; i < alternatives.length; i++) {
    const candidate = alternatives[(offset + i) % alternatives.length] ?? "";
    if (candidate === "" || !used.has(candidate)) return candidate;
  }
  return "";
}

function matchOpener(sentence: string): { length: number; alternatives: readonly string[] } | null {
  for (const [pattern, alternatives] of OPENER_ALTERNATIVES) {
    const match = pattern.exec(sentence);
    if (match) return { length: match[0].length, alternatives };
  }
  return null;
}

const TRANSITION_OPENERS = [...new Set(OPENER_ALTERNATIVES.flatMap(([, alternatives]) => alternatives.filter((opener) => opener !== "")))];

/** Whether a sentence starts with one of the transitions this module writes ("Also, ", "So ", "But "). */
export function opensWithTransition(sentence: string): boolean {
  return TRANSITION_OPENERS.some((opener) => sentence.startsWith(opener));
}

/** A bare conjunction opener ("So ", "But ") needs a clause after it; one with a comma ("All in all, ") does not. */
function needsClause(opener: string): boolean {
  return opener !== "" && !opener.endsWith(", ");
}

/**
 * Replaces a signposting opener ("Moreover, ", "It is important to note that ")
 * with a plainer one or drops it. Stacked openers ("Moreover, it is important
 * to note that…") are all removed and at most one plain opener takes their
 * place. `used` carries the openers already chosen in this text. With
 * `preferNone`, an opener that only signposts is dropped rather than
 * replaced; one that carries meaning (contrast, result, order) is kept.
 */
export function rewriteOpener(sentence: string, used: Set<string>, random: () => number, preferNone = false): string {
  const first = matchOpener(sentence);
  if (!first) return sentence;
  let rest = sentence.slice(first.length);
  for (let next = matchOpener(rest); next; next = matchOpener(rest)) rest = rest.slice(next.length);
  if (!/^[A-Za-z\ue000-\uf8ff"]/.test(rest)) return sentence;
  // "Also, the costs will also fall" says "also" twice.
  const droppable = first.alternatives.includes("");
  const dropIt = droppable && (preferNone || /\balso\b/i.test(rest));
  // "Yet other scholars" reads as "still more scholars", and "So a great value…" needs a clause after "So".
  // "Still, if you get hives, seek care" reads as "nevertheless": before a condition or a time clause only "But" contrasts.
  const beforeSubordinateClause = /^(?:if|when|whenever|unless|once|while|because|since|although)\b/i.test(rest);
  const alternatives = first.alternatives.filter(
    (alternative) =>
      (alternative !== "Yet " || !/^(?:other|another|more|again|still|even)\b/i.test(rest)) &&
      (!beforeSubordinateClause || !["Still, ", "Yet "].includes(alternative)),
  );
  let opener = dropIt ? "" : pickUnusedAlternative(alternatives, used, random);
  if (needsClause(opener) && !startsWithClause(rest) && !beforeSubordinateClause)
    opener = pickUnusedAlternative(
      alternatives.filter((alternative) => !needsClause(alternative)),
      used,
      random,
    );
  if (opener) used.add(opener);
  return opener ? opener + rest : capitaliseFirst(rest);
}

const PLAIN_PHRASE_PATTERNS = PLAIN_PHRASES.map(
  ([phrase, plain]) => [new RegExp(`\\b${escapeRegExp(phrase).replace(/ /g, "\\s+")}\\b`, "gi"), phrase, plain] as const,
);

/** Plain forms so common that a second one in the sentence does not sound repetitive ("before… before" does). */
const REPEATABLE_PLAIN_WORDS = new Set([
  "to",
  "of",
  "in",
  "on",
  "at",
  "for",
  "with",
  "by",
  "and",
  "but",
  "so",
  "if",
  "can",
  "also",
  "most",
  "many",
  "some",
]);

/** "be", "have" and their forms, maybe with an adverb: what comes next is a participle, not a past tense. */
const AUXILIARY_BEFORE = /\b(?:be|been|being|is|are|was|were|has|have|had|'s|'ve)\s+(?:[a-z]+ly\s+)?$/i;

export function usePlainPhrases(sentence: string): string {
  let result = sentence;
  for (const [pattern, phrase, tablePlain] of PLAIN_PHRASE_PATTERNS) {
    const keepBefore = KEEP_BEFORE.get(phrase);
    const keepAfter = KEEP_AFTER.get(phrase);
    const plainBefore = PLAIN_BEFORE.get(phrase);
    result = result.replace(pattern, (found: string, offset: number, whole: string) => {
      const after = whole.slice(offset + found.length);
      if (keepBefore?.test(after) || keepAfter?.test(whole.slice(0, offset))) return found;
      const plain = plainBefore?.[0].test(after) ? plainBefore[1] : tablePlain;
      // "enhanced skills, improved habits" must not become "improved skills, improved habits";
      // a function word ("in order to" → "to") may repeat, as it does in any sentence.
      const around = `${whole.slice(0, offset)} ${after}`;
      if (plain !== "" && !REPEATABLE_PLAIN_WORDS.has(plain) && new RegExp(`\\b${escapeRegExp(plain)}\\b`, "i").test(around)) return found;
      // "statistically significant" is a technical claim, not a flourish.
      if (/statistically\s+$/i.test(whole.slice(0, offset))) return found;
      // A capitalised match mid-sentence is probably part of a name ("Enhanced Games"); the pronoun "I" is not.
      if (/^[A-Z]/.test(found) && !/^I\s/.test(found) && offset > 0) return found;
      const participle = PARTICIPLE_AFTER_AUXILIARY.get(phrase);
      const afterAuxiliary = participle !== undefined && AUXILIARY_BEFORE.test(whole.slice(0, offset));
      return matchFirstLetterCase(found, afterAuxiliary ? participle : plain);
    });
  }
  return result;
}

const INTENSIFIER_PATTERN = new RegExp(`(?<=\\S\\s)(?:${EMPTY_INTENSIFIERS.join("|")})\\s+(?=[a-z])`, "g");

/** Drops empty intensifiers inside a sentence ("is truly unique" → "is unique"); articles are fitted afterwards. */
export function dropEmptyIntensifiers(sentence: string): string {
  return sentence.replace(INTENSIFIER_PATTERN, "");
}

const CONTRACTION_PATTERNS = CONTRACTIONS.map(
  ([full, short]) => [new RegExp(`\\b${full.replace(" ", "\\s+")}\\b(?=\\s+([A-Za-z\\d]+))`, "gi"), short] as const,
);

const PREPOSITION_BEFORE = /\b(?:on|in|of|about|for|with|at|to|from|by|into|onto|upon|like|than|over|under|after|before|without)\s+$/i;
/** In "the world as we know it is gone" the pronoun is the object of the verb before it: "know it's gone" misreads. */
const VERB_BEFORE =
  /\b(?:know|knew|see|saw|make|made|find|found|call|called|love|hate|want|like|keep|leave|take|took|get|got|do|did|have|had|put|let|prove|show)\s+$/i;
/**
 * A verb with only an adverb after it ends its clause ("and I think it is
 * too.", "what it is today."), and a stressed final verb cannot be contracted.
 */
const ONLY_AN_ADVERB_AFTER =
  /^\s+(?:too|today|now|again|either|already|still|anyway|then|here|there|soon|tonight|tomorrow|yet|as well)\s*(?:[.,;:!?)"]|$)/i;

/** Contracts full forms that have a word after them ("it is clear" → "it's clear", but not "I know what it is."). */
export function contract(sentence: string, random: () => number): string {
  let result = sentence;
  for (const [pattern, short] of CONTRACTION_PATTERNS) {
    result = result.replace(pattern, (found: string, nextWord: string, offset: number, whole: string) => {
      if (HAVE_CONTRACTIONS.has(short) && !PARTICIPLE_LIKE.test(nextWord)) return found;
      // "they'll not go" and "we've not seen" read oddly: the negative contraction is the natural one.
      if (/'(?:ll|ve)$/.test(short) && nextWord.toLowerCase() === "not") return found;
      // In "his view on it is odd" the pronoun is an object, and "on it's odd" misreads.
      if (PREPOSITION_BEFORE.test(whole.slice(0, offset)) || VERB_BEFORE.test(whole.slice(0, offset))) return found;
      if (ONLY_AN_ADVERB_AFTER.test(whole.slice(offset + found.length))) return found;
      // Title Case ("What Is the Role…") is a heading, not speech.
      if (/[A-Z]/.test(found.slice(1)) && !found.startsWith("I ")) return found;
      if (random() > CONTRACTION_RATE) return found;
      return short === "I'm" || short.startsWith("I'") ? short : matchFirstLetterCase(found, short);
    });
  }
  return result;
}
