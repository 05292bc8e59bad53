import type { z } from "zod";
import type { VerdictLevel } from "../../shared/detection";
import type { detectionResultSchema, detectorCardOutput, scoredSentenceSchema } from "../../shared/schemas/detect";
import type { detectorCheckSchema, humanizeOutput, improveOutput, textChangeSchema } from "../../shared/schemas/rewrite";

/**
 * The small interfaces every engine implements. The rest of the server only
 * sees these; which implementation runs is decided once, from configuration,
 * in `./index.ts`.
 */

export type { VerdictLevel };

/** A sentence with its character offsets into the text as submitted and its own 0-100 score. */
export type ScoredSentence = z.infer<typeof scoredSentenceSchema>;

/** A detector's answer: the calibrated 0-100 probability, the verdict, the explanation and the scored sentences. */
export type DetectionResult = z.infer<typeof detectionResultSchema>;

/** What a report reader needs to know about how far to trust a detector; its fields are described on the schema. */
export type DetectorCard = z.infer<typeof detectorCardOutput>;

export interface DetectEngine {
  readonly name: string;
  readonly card: DetectorCard;
  detect(text: string): Promise<DetectionResult>;
}

/** One change the Improver made, with offsets into the submitted text and a reason a person understands. */
export type TextChange = z.infer<typeof textChangeSchema>;

/** The Improver's answer; `note` says why part of the text was left as written (sentences in another language), or is null. */
export type ImproveResult = Omit<z.infer<typeof improveOutput>, "status" | "message">;

export interface ImproveEngine {
  readonly name: string;
  improve(text: string): Promise<ImproveResult>;
}

/** The detector's reading of a rewrite (before and after), so a user sees whether it would still be flagged. */
export type DetectorCheck = NonNullable<z.infer<typeof detectorCheckSchema>>;

/**
 * The Humanizer's answer; `note` as the Improver's, `detector_check` null
 * unless the server's detector is the embedded one (decision 018).
 */
export type HumanizeResult = Omit<z.infer<typeof humanizeOutput>, "status" | "message">;

export interface HumanizeEngine {
  readonly name: string;
  humanize(text: string): Promise<HumanizeResult>;
}

/** Texts waiting for an engine, per worker or loaded model, before a new one is turned away as busy (503 with Retry-After). */
export const QUEUED_TEXTS_PER_WORKER = 32;

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
