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
