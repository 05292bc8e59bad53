/**
 * What the engines read of the server's configuration. config.ts validates
 * the environment against these choices and its Config satisfies this shape,
 * so the engines need nothing from the configuration module (issue 29: the
 * engines import only shared/ and themselves).
 */

export const DETECT_ENGINE_CHOICES = ["embedded", "llm", "auto", "local-lm"] as const;
export const REWRITE_ENGINE_CHOICES = ["embedded", "llm", "auto"] as const;

export interface EngineSettings {
  DETECT_ENGINE: (typeof DETECT_ENGINE_CHOICES)[number];
  REWRITE_ENGINE: (typeof REWRITE_ENGINE_CHOICES)[number];
  /** Whether an OpenAI-compatible server is configured (a key or a base URL). */
  llmConfigured: boolean;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL: string;
  LLM_TIMEOUT_MS: number;
  LOCAL_LM_OBSERVER?: string;
  LOCAL_LM_PERFORMER?: string;
  LOCAL_LM_CONTEXT: number;
  LOCAL_LM_THREADS?: number;
  DETECT_CALIBRATION?: string;
}

/** Where the engines tell the operator something worth knowing (the server's logger satisfies it). */
export interface EngineLog {
  info(message: string): void;
}

/**
 * A configuration the server cannot run with: a setting that fails
 * validation, a model file that will not load, a calibration fitted for
 * another detector. Said to the operator in full; the server does not start.
 * It lives here, at the lowest layer that raises it; config.ts re-exports it.
 */
export class ConfigError extends Error {}
