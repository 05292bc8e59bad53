import { ConfigError } from "../config";
import type { CandidateRewrite, CheckedText, StyleName } from "../engines/humanize/embedded";
import type { DetectionResult, DetectorCard, HumanizeResult, ImproveResult } from "../engines/types";
import { EngineError, UnsupportedLanguageError } from "../engines/types";
import type { AnalysisReport } from "../reports/analysis-report";

/**
 * What crosses between the server's thread and a worker. Errors do
 * not survive the crossing as their classes, so a failure travels as data and
 * is rebuilt on the other side: the caller can still tell a provider timeout
 * from a text in another language from a bug, and gets the same answer as
 * when the engines run in the server's own thread.
 */

export type WorkerTask =
  | { operation: "describe" }
  | { operation: "detect" | "humanize" | "improve" | "humanize-check"; text: string }
  | { operation: "humanize-candidate"; checked: CheckedText; style: StyleName; scored: readonly string[] }
  | { operation: "report"; report: AnalysisReport };

/** What a worker of each kind has loaded, for the server to show and log. */
export type EngineDescription =
  | { lane: "text"; detectorName: string; detectorCard: DetectorCard; humanizerName: string; humanizerInSteps: boolean }
  | { lane: "improve"; improverName: string };

export type WorkerValue =
  | EngineDescription
  | DetectionResult
  | HumanizeResult
  | ImproveResult
  | CheckedText
  | CandidateRewrite
  | Uint8Array;

export type EngineFailure =
  | { kind: "engine"; engineKind: EngineError["kind"]; detail: string }
  | { kind: "language"; languageName: string }
  /** The engines could not start with this configuration (a model file that will not load): said to the operator in full, it carries no text. */
  | { kind: "config"; message: string }
  /** A bug: its class and stack frames only, never its message, which may quote the submitted text. */
  | { kind: "bug"; name: string; frames: string[] };

export type WorkerOutcome = { ok: true; value: WorkerValue } | { ok: false; failure: EngineFailure };

export function failureOf(error: unknown): EngineFailure {
  if (error instanceof EngineError) return { kind: "engine", engineKind: error.kind, detail: error.detail };
  if (error instanceof UnsupportedLanguageError) return { kind: "language", languageName: error.languageName };
  if (error instanceof ConfigError) return { kind: "config", message: error.message };
  const name = error instanceof Error ? error.name : typeof error;
  const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return { kind: "bug", name, frames };
}

/** The error the engine threw in its worker, as near as the crossing allows. */
export function errorOf(failure: EngineFailure): Error {
  switch (failure.kind) {
    case "engine":
      return new EngineError(failure.engineKind, failure.detail);
    case "language":
      return new UnsupportedLanguageError(failure.languageName);
    case "config":
      return new ConfigError(failure.message);
    case "bug": {
      const error = new Error("an engine worker's task failed");
      error.name = failure.name;
      error.stack = [`${failure.name}: (message withheld)`, ...failure.frames].join("\n");
      return error;
    }
  }
}
