import type { z } from "zod";
import type { VerdictLevel } from "../../shared/detection.js";
import type { detectorCardOutput, ExplanationParts } from "../../shared/schemas/detect.js";

/**
 * The small interfaces every engine implements. The rest of the server only
 * sees these; which implementation runs is decided once, from configuration,
 * in `./index.ts`.
 */

export type { VerdictLevel };

export interface ScoredSentence {
  text: string;
  /** Character offsets into the text as submitted (before normalisation). */
  start: number;
  end: number;
  /** 0-100, how AI-like this sentence reads on its own. */
  score: number;
}

export interface DetectionResult {
  /** 0-100, calibrated. */
  ai_probability: number;
  verdict: string;
  verdict_level: VerdictLevel;
  /** The parts below laid out as plain text (explanation-text.ts), for clients that read one string. */
  explanation: string;
  explanation_parts: ExplanationParts;
  /** Sentences whose own score is high, in text order. */
  suspicious_sentences: string[];
  sentences: ScoredSentence[];
  /** ISO 639-3 code from language identification, or "und" when unknown. */
  language: string;
  word_count: number;
  model_version: string;
  /** False for short texts and languages the model was not trained on. */
  reliable: boolean;
}

/** What a report reader needs to know about how far to trust a detector; its fields are described on the schema. */
export type DetectorCard = z.infer<typeof detectorCardOutput>;

export interface DetectEngine {
  readonly name: string;
  readonly card: DetectorCard;
  detect(text: string): Promise<DetectionResult>;
}

export interface TextChange {
  /** Offsets into the submitted text. */
  start: number;
  end: number;
  original: string;
  replacement: string;
  /** A short reason a person understands, e.g. "Spelling", "Wordy phrase". */
  reason: string;
}

export interface ImproveResult {
  improved_text: string;
  changes: TextChange[];
  /** Why part of the text was left as written (sentences in another language); absent when nothing was. */
  note?: string;
}

export interface ImproveEngine {
  readonly name: string;
  improve(text: string): Promise<ImproveResult>;
}

/** The detector's reading of a rewrite, so a user sees whether it would still be flagged. */
export interface DetectorCheck {
  /** 0-100, the submitted text. */
  ai_probability_before: number;
  /** 0-100, the rewrite. */
  ai_probability_after: number;
  /** False when either score is one the detector does not stand behind (too short, another language). */
  reliable: boolean;
  model_version: string;
}

export interface HumanizeResult {
  humanized_text: string;
  /** Why part of the text was left as written (sentences in another language); absent when nothing was. */
  note?: string;
  /** Present when the server's detector is the embedded one (decision 018). */
  detector_check?: DetectorCheck;
}

export interface HumanizeEngine {
  readonly name: string;
  humanize(text: string): Promise<HumanizeResult>;
}

export interface Engines {
  detector: DetectEngine;
  humanizer: HumanizeEngine;
  improver: ImproveEngine;
}

/**
 * Thrown by an embedded rewrite engine given a whole text in a language it
 * cannot read. The caller is told which language the text appears to be and
 * keeps the credit.
 */
export class UnsupportedLanguageError extends Error {
  constructor(readonly languageName: string) {
    super(`the text appears to be ${languageName}, and this engine works on English text only`);
    this.name = "UnsupportedLanguageError";
  }
}

/**
 * Thrown by an engine when it cannot produce a result (provider down, timeout,
 * bad output). What the caller is told follows from `kind` alone
 * (run-engine.ts); the message is for the operator.
 */
export class EngineError extends Error {
  constructor(
    readonly kind: "timeout" | "rate_limited" | "provider" | "bad_output",
    /**
     * For the operator's log: what went wrong, in words that never carry the
     * submitted text (an HTTP status and error code, a connection failure),
     * so a wrong key, model or address can be told apart.
     */
    readonly detail: string,
  ) {
    super(detail);
    this.name = "EngineError";
  }
}

/**
 * An unexpected error from inside an engine (a bug, not a provider failure),
 * as the operator's log gets it: its kind and where it was thrown, never its
 * message, which may quote the submitted text ("not a word: …").
 */
export class EngineBug extends Error {
  constructor(error: unknown) {
    const kind = error instanceof Error ? error.name : typeof error;
    super(`${kind} inside an engine; its message is withheld because it may quote the submitted text`);
    this.name = "EngineBug";
    const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
    this.stack = [`${this.name}: ${this.message}`, ...frames].join("\n");
  }
}
