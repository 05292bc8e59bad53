import { startsWithClause } from "./clause-shape";
import { hasVerb } from "./clauses";
import { capitaliseFirst, wordCount } from "./sentences";

/**
 * Dashes. Chat assistants (GPT-4o above all) lean on the em dash where a
 * person would use a comma, a colon, brackets or a full stop, and readers
 * now take a text full of them for machine writing. Each dash becomes the
 * punctuation its shape calls for; a shape that cannot be read safely keeps
 * its dash.
 */

/** An em dash (spaced or not), or a spaced en dash or double hyphen used as one. Never a range ("1990–2000"). */
const DASH = /\s*\u2014\s*|\s+\u2013\s+|\s+--\s+/g;

/** Words that continue the sentence before them ("— and…", "— including…", "— with…"): after a dash, a comma does the same work. */
const CONTINUING_WORDS = new RegExp(
  [
    "^(?:and|but|or|nor|so|yet|not|just|only|because|which|who|whose|where|when|while|even|",
    "especially|often|usually|mostly|if|as|like|than|then|too|including|such|from|with|without|",
    String.raw`by|for|in|on|at|to|into|through|after|before|until|since|despite|unlike|over|under)\b`,
  ].join(""),
);

/**
 * A participle or adverb hung on the end ("— showing lights in the sky", "— ridiculously small") takes a
 * comma too; a list of them ("— investing in…, building…") a colon.
 */
const TRAILING_MODIFIER = /^[a-z]+(?:ing|ed|ly)\b/;

/** Punctuation that ends or splits a clause; a full stop or colon inside a number ("3.5", "10:00") is not. */
const CLAUSE_PUNCTUATION = /[!?;]|[.:](?!\d)/;

/**
 * A clause after a dash can stand as a sentence of its own when a pronoun is
 * its subject ("— it's a shift"). After "a" or "the" it is usually a noun
 * phrase that renames what came before ("— a world filled with dreams"), and a
 * full stop would strand it; a comma does the renaming instead, and a colon
 * joins a clause with such a subject ("— the eggs are the best part").
 */
const PRONOUN_SUBJECT = /^(?:I|you|he|she|it|we|they|this|these|those|there)(?:'[a-z]+)?\s/i;
const APPOSITIVE_START = /^(?:a|an|the|one|another)\s/i;

/** An aside in a pair of dashes longer than this is more than an aside; the sentence is left as written. */
const MAX_ASIDE_WORDS = 10;

export function rewriteDashes(sentence: string): string[] {
  const parts = sentence.split(DASH);
  const dashes = sentence.match(DASH) ?? [];
  if (dashes.length === 0 || dashes.some((_, i) => touchesDigits(parts[i] ?? "", parts[i + 1] ?? ""))) return [sentence];
  // A quotation mark left in the text is one that masking could not pair: the dash may sit inside the quotation.
  if (sentence.includes('"') || parts.some((part) => !/[A-Za-z\ue000-\uf8ff]/.test(part))) return [sentence];
  const rewritten =
    dashes.length === 1
      ? rewriteSingleDash(parts[0] as string, parts[1] as string)
      : dashes.length === 2
        ? rewriteAside(parts[0] as string, parts[1] as string, parts[2] as string)
        : null;
  return rewritten ?? [sentence];
}

/** "pages 10—12" and "from 75 – 100 C" are ranges, not pauses. */
function touchesDigits(before: string, after: string): boolean {
  return /\d$/.test(before) && /^\d/.test(after);
}

/**
 * "Remote work isn't a trend — it's a shift." → two sentences;
 * "a role to play — investing in tools" → a colon, which announces what follows;
 * "she left — and never came back" → a comma.
 */
function rewriteSingleDash(head: string, tail: string): string[] | null {
  if (standsAsASentence(tail) && hasVerb(head) && wordCount(head) >= 3) return [withFullStop(head), capitaliseFirst(tail)];
  if (CONTINUING_WORDS.test(tail)) return [`${head}, ${tail}`];
  if (!hasVerb(head) || /[:;]/.test(head)) return null;
  if (TRAILING_MODIFIER.test(tail) && !tail.includes(",")) return [`${head}, ${tail}`];
  if (PRONOUN_SUBJECT.test(tail) && startsWithClause(tail) && wordCount(head) >= 3) return [withFullStop(head), capitaliseFirst(tail)];
  if (APPOSITIVE_START.test(tail) && !tail.includes(",") && !startsWithClause(tail)) return [`${head}, ${tail}`];
  // "It's a journey — one that takes patience, care and time": the relative clause renames it, lists and all.
  if (/^one (?:that|which|who|where)\b/i.test(tail)) return [`${head}, ${tail}`];
  return [`${head}: ${tail}`];
}

/**
 * What follows the dash is a sentence of its own: an instruction ("— be
 * careful not to overmix"), a restatement ("— in other words, TV changes
 * society"), or a condition with its main clause ("— if you're around, he'd
 * love to meet"). A comma there would splice two sentences.
 */
const IMPERATIVE_START = /^(?:be|don't|do not|never|always|make sure|remember|try|keep|avoid|check|see|let)\s/i;
const RESTATEMENT_START = /^(?:in other words|that is|put differently),\s/i;
const CONDITION_THEN_CLAUSE = /^(?:if|when|whenever|once|unless)\b[^,]*,\s+(.+)$/i;

function standsAsASentence(tail: string): boolean {
  const mainClause = CONDITION_THEN_CLAUSE.exec(tail)?.[1];
  return (
    IMPERATIVE_START.test(tail) ||
    RESTATEMENT_START.test(tail) ||
    (mainClause !== undefined && PRONOUN_SUBJECT.test(mainClause) && startsWithClause(mainClause))
  );
}

function withFullStop(clause: string): string {
  return /[.!?]$/.test(clause) ? clause : `${clause}.`;
}

/**
 * "She didn't know — not yet — but she knew." → commas around the aside;
 * an aside that holds commas or a clause of its own goes in brackets:
 * "The tools — email, chat and video — all failed." → "The tools (email, chat and video) all failed."
 */
function rewriteAside(head: string, aside: string, tail: string): string[] | null {
  if (wordCount(aside) > MAX_ASIDE_WORDS || CLAUSE_PUNCTUATION.test(aside) || /^[.!?,;:]/.test(tail)) return null;
  const bracketed = aside.includes(",") || startsWithClause(aside);
  if (!bracketed) return [`${head}, ${aside}, ${tail}`];
  // "…for all involved (students and staff), so its value…": the dash also stood for the comma before "so".
  return [`${head} (${aside})${/^(?:and|but|or|nor|yet|so(?! that))\b/.test(tail) ? "," : ""} ${tail}`];
}
