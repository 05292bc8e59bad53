/**
 * The surname matters: Harper's first spelling search for a word far from its
 * dictionary builds something that takes 10–20 s and 35–90 MB (decision 079).
 * The Improver keeps such words from Harper (decision 080); were one to reach
 * it, the memory figure would show it.
 */
const PARAGRAPH =
  "Artificial intelligence has transformed the way organizations approach data analysis. It is important to note that these systems " +
  "rely on large datasets, which can introduce bias if not carefully managed. Moreover, teams must consider the ethical implications " +
  "of automated decisions. In my experience the hardest part is not the model but the messy spreadsheets people send you on a Friday " +
  "afternoon. We spent two weeks cleaning columns nobody could explain, until Ms Krzysztofowicz found the macro. ";

/** The server benchmark's text: mixed assistant and personal prose, repeated to the given number of words. */
export function benchText(words: number): string {
  const source = PARAGRAPH.split(/\s+/).filter(Boolean);
  return Array.from({ length: words }, (_, i) => source[i % source.length]).join(" ");
}
