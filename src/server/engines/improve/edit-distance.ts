/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated
 * edits of one substring): insertions, deletions, substitutions and swaps of
 * two neighbouring letters each cost one. Learners' typos are mostly one such
 * slip ("palce", "untill"), so the closest dictionary word is usually meant.
 */
export function typoDistance(a: string, b: string): number {
  const from = a.toLowerCase();
  const to = b.toLowerCase();
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: to.length + 1 }, (_, j) => j);
  for (let i = 1; i <= from.length; i++) {
    const current = [i];
    for (let j = 1; j <= to.length; j++) {
      const substitution = previous[j - 1]! + (from[i - 1] === to[j - 1] ? 0 : 1);
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      const swapped = i > 1 && j > 1 && from[i - 1] === to[j - 2] && from[i - 2] === to[j - 1];
      if (swapped) best = Math.min(best, beforePrevious[j - 2]! + 1);
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[to.length]!;
}

/** More slips than this and the "correction" is another word ("kubectl" → "subject"), not the one meant. */
export function maxSlipsFor(word: string): number {
  return Math.max(2, Math.floor(word.length / 3));
}

const VOWEL = /[aeiou]/;
/** What a learner's slip costs when it is one of the kinds they make most: a wrong or missing vowel, a letter doubled or not, two letters swapped. */
const LIKELY_SLIP = 0.5;

/** A letter that could be written twice or once: a vowel, or the same as a letter beside it ("maner" for "manner"). */
function isSoftLetter(word: string, at: number): boolean {
  const letter = word[at]!;
  return VOWEL.test(letter) || word[at - 1] === letter || word[at + 1] === letter;
}

/**
 * The optimal string alignment distance of `typoDistance`, with the slips
 * learners make most costing half: a vowel for another ("salf" for "self"),
 * a vowel left out or added ("creat" for "create"), a letter doubled or not
 * ("maner" for "manner"), two letters swapped ("Thoes" for "Those"), the
 * second of a doubled pair written like the first ("hazzle" for "hassle"). A
 * consonant for another costs a whole slip: it more often makes another word
 * ("maker", "cream", "sale") than it mends one.
 */
export function learnerSlipCost(a: string, b: string): number {
  const from = a.toLowerCase();
  const to = b.toLowerCase();
  const substitutionCost = (x: string, y: string) => (x === y ? 0 : VOWEL.test(x) && VOWEL.test(y) ? LIKELY_SLIP : 1);
  let beforePrevious: number[] = [];
  let previous = [0];
  for (let j = 1; j <= to.length; j++) previous.push(previous[j - 1]! + (isSoftLetter(to, j - 1) ? LIKELY_SLIP : 1));
  for (let i = 1; i <= from.length; i++) {
    const deletion = isSoftLetter(from, i - 1) ? LIKELY_SLIP : 1;
    const current = [previous[0]! + deletion];
    for (let j = 1; j <= to.length; j++) {
      const insertion = isSoftLetter(to, j - 1) ? LIKELY_SLIP : 1;
      // The second letter of a doubled pair repeats the first: "hazzle" for "hassle" is one mistake made twice.
      const repeatsSubstitution = i > 1 && j > 1 && from[i - 1] === from[i - 2] && to[j - 1] === to[j - 2];
      const substitution = Math.min(substitutionCost(from[i - 1]!, to[j - 1]!), repeatsSubstitution ? LIKELY_SLIP : 1);
      let best = Math.min(previous[j]! + deletion, current[j - 1]! + insertion, previous[j - 1]! + substitution);
      const swapped = i > 1 && j > 1 && from[i - 1] === to[j - 2] && from[i - 2] === to[j - 1] && from[i - 1] !== from[i - 2];
      if (swapped) best = Math.min(best, beforePrevious[j - 2]! + LIKELY_SLIP);
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[to.length]!;
}
