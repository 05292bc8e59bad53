/**
 * Trains the register reader (src/server/engines/detect/register.ts): word
 * counts per register over training texts of both labels, so the register is
 * recognised whoever wrote the text.
 */
import { registerWords, type RegisterClassifier } from "../../src/server/engines/detect/register";
import type { LabelledText } from "./dataset";

const VOCABULARY_SIZE = 3000;
const MIN_POSTERIOR = 0.9;

export function trainRegisterClassifier(texts: Array<Pick<LabelledText, "text"> & { register: string }>): RegisterClassifier {
  const registers = [...new Set(texts.map((text) => text.register))].sort();
  const documentFrequency = new Map<string, number>();
  for (const { text } of texts)
    for (const word of new Set(registerWords(text))) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const vocabulary = [...documentFrequency.entries()]
    .filter(([, count]) => count >= 5)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, VOCABULARY_SIZE)
    .map(([word]) => word);
  const index = new Map(vocabulary.map((word, i) => [word, i]));
  // Every register's counts are normalised to the same total, so a register with more texts is not preferred.
  const counts = registers.map(() => new Float64Array(vocabulary.length));
  for (const { text, register } of texts) {
    const row = counts[registers.indexOf(register)] as Float64Array;
    for (const word of registerWords(text)) {
      const w = index.get(word);
      if (w !== undefined) row[w] = (row[w] as number) + 1;
    }
  }
  const logProbabilities = counts.map((row) => {
    const total = row.reduce((a, b) => a + b, 0) + vocabulary.length;
    return Array.from(row, (count) => Number(Math.log((count + 1) / total).toFixed(3)));
  });
  return { registers, vocabulary, log_probabilities: logProbabilities, min_posterior: MIN_POSTERIOR };
}
