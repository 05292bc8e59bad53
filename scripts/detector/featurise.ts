/**
 * Turns labelled texts into feature vectors, split across worker threads
 * because reading ~30k texts takes a couple of minutes on one core.
 */
import { availableParallelism } from "node:os";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { analyseText, type SentenceNgrams } from "../../src/server/engines/detect/analysis";
import { loadFeatureTools } from "../../src/server/engines/detect/tools";
import { foldOf, type LabelledText } from "./dataset";

export interface FeaturisedSentence extends SentenceNgrams {
  features: number[];
}

export interface FeaturisedText {
  meta: Omit<LabelledText, "text">;
  /** Style features of the document. */
  features: number[];
  /** Masked and word n-gram buckets of every sentence, in order. */
  sentenceNgrams: SentenceNgrams[];
  /** A deterministic sample of the text's sentences, for the sentence model. */
  sampledSentences: FeaturisedSentence[];
}

const SENTENCES_PER_TEXT = 4;
const MIN_SENTENCE_WORDS = 4;

/** Workers do not inherit tsx's loader from the parent, so each registers it before loading this file. */
const WORKER_BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`;

export async function featuriseAll(rows: LabelledText[], threads = availableParallelism()): Promise<FeaturisedText[]> {
  const workers = Math.max(1, Math.min(threads, 4));
  if (workers === 1) return featuriseSlice(rows);
  const chunkSize = Math.ceil(rows.length / workers);
  const chunks = Array.from({ length: workers }, (_, i) => rows.slice(i * chunkSize, (i + 1) * chunkSize));
  const results = await Promise.all(chunks.map((chunk) => runWorker(chunk)));
  return results.flat();
}

function runWorker(rows: LabelledText[]): Promise<FeaturisedText[]> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: rows });
    worker.once("message", (result: FeaturisedText[]) => resolvePromise(result));
    worker.once("error", reject);
  });
}

function featuriseSlice(rows: LabelledText[]): FeaturisedText[] {
  const tools = loadFeatureTools();
  return rows.map((row) => {
    const analysis = analyseText(row.text, tools);
    const candidates = analysis.sentences.filter((sentence) => sentence.counts.words >= MIN_SENTENCE_WORDS);
    const { text: _text, ...meta } = row;
    return {
      meta,
      features: analysis.features,
      sentenceNgrams: analysis.sentences.map(({ ngrams, wordNgrams }) => ({ ngrams, wordNgrams })),
      sampledSentences: sampleSentences(candidates, row.id).map(({ features, ngrams, wordNgrams }) => ({ features, ngrams, wordNgrams })),
    };
  });
}

/** Picks evenly spaced sentences from an offset fixed by the id, so reruns choose the same ones. */
function sampleSentences<T>(sentences: T[], id: string): T[] {
  if (sentences.length <= SENTENCES_PER_TEXT) return sentences;
  const offset = foldOf(id, sentences.length);
  const stride = sentences.length / SENTENCES_PER_TEXT;
  return Array.from({ length: SENTENCES_PER_TEXT }, (_, i) => sentences[(offset + Math.floor(i * stride)) % sentences.length] as T);
}

if (!isMainThread && parentPort) {
  parentPort.postMessage(featuriseSlice(workerData as LabelledText[]));
}
