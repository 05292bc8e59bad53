import { startsWithClause, taggedWords } from "./clause-shape";
import { clauseTense } from "./clause-tense";
import { hasVerb, lowerOrdinaryStart } from "./clauses";
import { wordCount, type Sentence } from "./sentences";

/**
 * "The key? Intentional structure." A one-word question answered by a
 * fragment is a tic of current chat assistants, meant to sound punchy. A
 * person writes the plain sentence: "The key is intentional structure."
 */

const TEASER = /^(?:The|My|Our|Your|Their|His|Her)(?: [a-z]+){1,2}\?$/;
const MAX_ANSWER_WORDS = 12;

/** Word shapes that are almost never the start of a name, so the answer's capital can go. */
const ABSTRACT_SUFFIX = /(?:ness|ity|ment|tion|sion|ance|ence|ship|ism|cy)$/;

/**
 * The answer with its first letter lowered, or null when its first word might
 * be a name ("The winner? Apple."): only closed-class words, adjectives, mass
 * nouns and abstract nouns are lowered.
 */
function loweredAnswer(answer: string): string | null {
  const ordinary = lowerOrdinaryStart(answer);
  if (ordinary !== null) return ordinary;
  const first = taggedWords(answer)[0];
  const word = /^[A-Z][a-z]+/.exec(answer)?.[0];
  if (!first || !word || first.tags.includes("ProperNoun")) return null;
  const plainWord = first.tags.includes("Adjective") || first.tags.includes("Uncountable") || ABSTRACT_SUFFIX.test(word);
  return plainWord ? word.toLowerCase() + answer.slice(word.length) : null;
}

/** Words that open a clause as its subject; with a verb after them the answer is a clause ("Every one of them failed"). */
const SUBJECT_START = /^(?:it|they|we|you|he|she|i|this|there|every|each|all|none|nobody|everyone|everything|nothing|someone|something)\b/i;

function isClause(answer: string): boolean {
  return startsWithClause(answer) || (SUBJECT_START.test(answer) && hasVerb(answer));
}

/**
 * The verb that joins the two: plural for "The positives", and past when the
 * answer is a clause in the past, or, for a bare phrase, when the sentence
 * before is ("We tried everything. The result? A drop in costs." → "was").
 */
function copula(subject: string, answer: string, answerIsClause: boolean, previous: Sentence | undefined): string {
  const tenseSource = answerIsClause ? answer : previous?.text;
  const past = tenseSource !== undefined && clauseTense(tenseSource) === "past";
  const plural = /[^su]s$/.test(subject);
  return past ? (plural ? "were" : "was") : plural ? "are" : "is";
}

function mergeTeaser(previous: Sentence | undefined, teaser: Sentence, answer: Sentence): Sentence | null {
  if (!TEASER.test(teaser.text) || teaser.gap !== " " || !/[.!]$/.test(answer.text) || wordCount(answer.text) > MAX_ANSWER_WORDS)
    return null;
  const lowered = loweredAnswer(answer.text);
  if (lowered === null) return null;
  const subject = teaser.text.slice(0, -1);
  // "The service? The service." is an echo for effect; "The service is the service" says nothing.
  if (answer.text.slice(0, -1).toLowerCase() === subject.toLowerCase()) return null;
  const answerIsClause = isClause(answer.text);
  // An answer that opens like a clause, or has a verb outside a relative clause, but does not read as one
  // ("Every one failed", "My room on the top floor had a view"): unsure, so left alone.
  if (!answerIsClause && (SUBJECT_START.test(answer.text) || hasVerb(answer.text.replace(/\b(?:that|which|who)\b.*$/, "")))) return null;
  const verb = copula(subject, answer.text, answerIsClause, previous);
  return { text: `${subject} ${verb} ${answerIsClause ? `that ${lowered}` : lowered}`, gap: answer.gap };
}

export function mergeTeaserQuestions(sentences: readonly Sentence[]): Sentence[] {
  const result: Sentence[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i] as Sentence;
    const next = sentences[i + 1];
    const merged = next ? mergeTeaser(result[result.length - 1], sentence, next) : null;
    if (merged) {
      result.push(merged);
      i++;
    } else {
      result.push(sentence);
    }
  }
  return result;
}
