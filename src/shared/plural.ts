/** "1 word", "13 words": a count with the noun in the form it takes. */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
