/**
 * Which register a text is written in (academic, technical, news…), so a
 * result can quote the false-accusation rate measured on human writing of
 * that register (issue 27). A multinomial naive Bayes over common words,
 * trained on the formal corpus and the detection data; it answers only when
 * one register is clearly ahead, since quoting the wrong register's rate
 * would mislead more than quoting the overall one.
 */

export interface RegisterClassifier {
  registers: string[];
  /** Words the classifier reads; others are skipped. */
  vocabulary: string[];
  /** logProbabilities[r][w]: log P(word w | register r), smoothed. */
  log_probabilities: number[][];
  /** Posterior the leading register needs before it is named. */
  min_posterior: number;
}

const WORD = /\p{L}+(?:'\p{L}+)*/gu;

/** Only a text's opening words are read, in training and at run time alike: enough to tell a register, and quick. */
const WORDS_READ = 400;

export function registerWords(text: string): string[] {
  return ((text.toLowerCase().match(WORD) ?? []) as string[]).slice(0, WORDS_READ);
}

export interface RegisterReader {
  /** The register the text is clearly written in, or null when none leads clearly. */
  read(text: string): string | null;
}

export function createRegisterReader(classifier: RegisterClassifier): RegisterReader {
  const index = new Map(classifier.vocabulary.map((word, i) => [word, i]));
  return {
    read(text) {
      const scores = classifier.registers.map(() => 0);
      for (const word of registerWords(text)) {
        const w = index.get(word);
        if (w === undefined) continue;
        classifier.log_probabilities.forEach((row, r) => {
          scores[r] = (scores[r] as number) + (row[w] as number);
        });
      }
      const best = Math.max(...scores);
      const total = scores.reduce((sum, score) => sum + Math.exp(score - best), 0);
      const leader = scores.indexOf(best);
      return 1 / total >= classifier.min_posterior ? (classifier.registers[leader] as string) : null;
    },
  };
}
