/** Runs of non-space characters: what splitting on whitespace gives, without building the pieces. */
const WORD = /\S+/g;

/**
 * Words are counted by splitting on whitespace, as the spec says, on client
 * and server alike. Every text a request carries is counted, so the words
 * are counted in place rather than split into an array first.
 */
export function countWords(text: string): number {
  let words = 0;
  WORD.lastIndex = 0;
  while (WORD.test(text)) words++;
  return words;
}
