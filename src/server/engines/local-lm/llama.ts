/**
 * The part of node-llama-cpp the engine uses, typed here because the package
 * is optional: it is imported only when the local-lm engine starts, and the
 * project type-checks without it.
 */
import { pathToFileURL } from "node:url";
import { ConfigError } from "../settings";
import { nodeLlamaCppEntry, NODE_LLAMA_CPP_MISSING } from "./install";

export type Token = number;

interface EvaluationOutput {
  next: { probabilities?: Map<Token, number> };
}

export type EvaluationInput = Token | [Token, { generateNext: { probabilities: true } }];

export interface LlamaContextSequence {
  clearHistory(): Promise<void>;
  controlledEvaluate(input: EvaluationInput[]): Promise<Array<EvaluationOutput | undefined>>;
}

interface LlamaContext {
  getSequence(): LlamaContextSequence;
  dispose(): Promise<void>;
}

export interface LlamaModel {
  tokenize(text: string): Token[];
  detokenize(tokens: readonly Token[], specialTokens?: boolean, lastTokens?: readonly Token[]): string;
  readonly tokens: { readonly bos: Token | null };
  readonly trainContextSize: number;
  readonly fileInfo: { metadata: { general?: { name?: string } } };
  createContext(options: { contextSize: number; threads: number; sequences: 1 }): Promise<LlamaContext>;
  dispose(): Promise<void>;
}

export interface Llama {
  loadModel(options: { modelPath: string }): Promise<LlamaModel>;
}

interface NodeLlamaCpp {
  getLlama(options: { build: "never"; logLevel: "error"; maxThreads: number }): Promise<Llama>;
}

class LocalLmUnavailable extends ConfigError {
  constructor() {
    super(NODE_LLAMA_CPP_MISSING);
    this.name = "LocalLmUnavailable";
  }
}

let loading: Promise<Llama> | null = null;

/**
 * llama.cpp, loaded once per thread: the prebuilt binary that fits (a GPU's
 * when node-llama-cpp finds one and was installed with it, the CPU's
 * otherwise), never a build from source at run time.
 */
export function loadLlama(maxThreads: number): Promise<Llama> {
  loading ??= (async () => {
    const entry = nodeLlamaCppEntry();
    if (!entry) throw new LocalLmUnavailable();
    const module = (await import(pathToFileURL(entry).href)) as NodeLlamaCpp;
    return module.getLlama({ build: "never", logLevel: "error", maxThreads });
  })();
  return loading;
}
