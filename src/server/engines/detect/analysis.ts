/** Reads a submitted text once: normalise, split, count, and build document and sentence features. */
import { countSentence, featureVector, sentenceLengthStats, sumCounts, type FeatureTools, type SentenceCounts } from "./features.js";
import { normaliseText, toOriginalRange, type NormalisedText } from "./normalise.js";
import { splitSentences } from "./sentences.js";

export interface AnalysedSentence {
  text: string;
  /** Offsets into the submitted text. */
  start: number;
  end: number;
  counts: SentenceCounts;
  features: number[];
}

export interface TextAnalysis {
  normalised: NormalisedText;
  sentences: AnalysedSentence[];
  totals: SentenceCounts;
  sentenceLengths: number[];
  features: number[];
}

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
    };
  });
  const totals = sumCounts(sentences.map((sentence) => sentence.counts));
  const sentenceLengths = sentences.map((sentence) => sentence.counts.words);
  const features = featureVector(totals, sentences.length, sentenceLengthStats(sentenceLengths));
  return { normalised, sentences, totals, sentenceLengths, features };
}
