/**
 * Reads a submitted text once: normalise, split, count, mask, and build the
 * style features of the document and of each sentence. The masked n-gram
 * features need a trained table, so they are added by `modelFeatures`.
 */
import { countSentence, FEATURE_NAMES, featureVector, sentenceLengthStats, sumCounts, type FeatureTools, type SentenceCounts } from "./features.js";
import { maskSentence } from "./masked-stream.js";
import { NGRAM_FEATURE_NAMES, ngramBuckets, ngramFeatures, scoreSentenceNgrams, type NgramTable } from "./masked-ngrams.js";
import { normaliseText, toOriginalRange, type NormalisedText } from "./normalise.js";
import { splitSentences } from "./sentences.js";

export interface AnalysedSentence {
  text: string;
  /** Offsets into the submitted text. */
  start: number;
  end: number;
  counts: SentenceCounts;
  /** Style features of this sentence alone. */
  features: number[];
  /** Hashed n-grams of the topic-masked sentence. */
  ngrams: Int32Array;
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
export const MODEL_FEATURE_NAMES: readonly string[] = [...FEATURE_NAMES, ...NGRAM_FEATURE_NAMES];

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
    };
  });
  const totals = sumCounts(sentences.map((sentence) => sentence.counts));
  const sentenceLengths = sentences.map((sentence) => sentence.counts.words);
  const features = featureVector(totals, sentences.length, sentenceLengthStats(sentenceLengths));
  return { normalised, sentences, totals, sentenceLengths, features };
}

/** Style features followed by the masked n-gram features of the given sentences' n-grams. */
export function modelFeatures(styleFeatures: number[], sentenceNgrams: Int32Array[], table: NgramTable): number[] {
  return [...styleFeatures, ...ngramFeatures(sentenceNgrams.map((ngrams) => scoreSentenceNgrams(ngrams, table)))];
}
