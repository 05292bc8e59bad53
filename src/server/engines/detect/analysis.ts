/**
 * Reads a submitted text once: normalise, split, count, mask, and build the
 * style features of the document and of each sentence. The n-gram features
 * need trained tables, so they are added by `modelFeatures`.
 */
import {
  countSentence,
  FEATURE_NAMES,
  featureVector,
  sentenceLengthStats,
  sumCounts,
  type FeatureTools,
  type SentenceCounts,
} from "./features";
import { maskSentence } from "./masked-stream";
import { meanNgramRatio, NGRAM_FEATURE_NAMES, ngramBuckets, ngramFeatures, scoreSentenceNgrams, type NgramTable } from "./masked-ngrams";
import { normaliseText, toOriginalRange, type NormalisedText } from "./normalise";
import { splitSentences } from "./sentences";
import { WORD_NGRAM_FEATURE_NAME, wordNgramBuckets } from "./word-ngrams";

interface AnalysedSentence {
  text: string;
  /** Offsets into the submitted text. */
  start: number;
  end: number;
  counts: SentenceCounts;
  /** Style features of this sentence alone. */
  features: number[];
  /** Hashed n-grams of the topic-masked sentence. */
  ngrams: Int32Array;
  /** Hashed word n-grams of the sentence. */
  wordNgrams: Int32Array;
}

/** The hashed n-grams of one sentence, both kinds. */
export type SentenceNgrams = Pick<AnalysedSentence, "ngrams" | "wordNgrams">;

export interface NgramTables {
  masked: NgramTable;
  words: NgramTable;
}

export interface TextAnalysis {
  normalised: NormalisedText;
  sentences: AnalysedSentence[];
  totals: SentenceCounts;
  sentenceLengths: number[];
  /** Style features of the whole document. */
  features: number[];
}

/** Names of the full vector a scoring model sees: style features, then masked n-gram features. */
export const MODEL_FEATURE_NAMES: readonly string[] = [...FEATURE_NAMES, ...NGRAM_FEATURE_NAMES, WORD_NGRAM_FEATURE_NAME];

export function analyseText(submitted: string, tools: FeatureTools): TextAnalysis {
  const normalised = normaliseText(submitted);
  const spans = splitSentences(normalised.text);
  const sentences = spans.map((span): AnalysedSentence => {
    const counts = countSentence(span.text, tools);
    const range = toOriginalRange(normalised, span.start, span.end);
    const single = sentenceLengthStats([counts.words]);
    return {
      text: submitted.slice(range.start, range.end),
      start: range.start,
      end: range.end,
      counts,
      features: featureVector(counts, 1, single),
      ngrams: ngramBuckets(maskSentence(span.text)),
      wordNgrams: wordNgramBuckets(span.text),
    };
  });
  const totals = sumCounts(sentences.map((sentence) => sentence.counts));
  const sentenceLengths = sentences.map((sentence) => sentence.counts.words);
  const features = featureVector(totals, sentences.length, sentenceLengthStats(sentenceLengths));
  return { normalised, sentences, totals, sentenceLengths, features };
}

/** Style features followed by the masked and the word n-gram features of the given sentences. */
export function modelFeatures(styleFeatures: number[], sentences: SentenceNgrams[], tables: NgramTables): number[] {
  const masked = ngramFeatures(sentences.map((sentence) => scoreSentenceNgrams(sentence.ngrams, tables.masked)));
  const words = meanNgramRatio(sentences.map((sentence) => scoreSentenceNgrams(sentence.wordNgrams, tables.words)));
  return [...styleFeatures, ...masked, words];
}
