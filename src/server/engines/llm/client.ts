import OpenAI from "openai";
import { z } from "zod";
import { causeChain } from "../../../shared/cause-chain";
import { EngineError } from "../types";

/** How to reach an OpenAI-compatible chat model (OpenAI, llama.cpp, vLLM, Ollama). */
export interface LlmOptions {
  apiKey?: string;
  /** Base URL of any OpenAI-compatible server; the OpenAI API when omitted. */
  baseUrl?: string;
  model: string;
  /** Per request; the spec's default is 30 000. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** Local servers accept any key; the SDK refuses to start without one. */
const PLACEHOLDER_API_KEY = "not-needed";

export function createChatClient(options: LlmOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey || PLACEHOLDER_API_KEY,
    baseURL: options.baseUrl || undefined,
    timeout: options.timeoutMs,
    // One attempt per call: a retry would double the wait the user sees, and callers decide about retries.
    maxRetries: 0,
  });
}

/** Maps whatever the SDK threw to the EngineError kinds the server knows how to explain. */
export function toEngineError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) {
    return new EngineError("timeout", "the provider did not answer in time");
  }
  if (error instanceof OpenAI.RateLimitError) return new EngineError("rate_limited", providerDetail(error));
  return new EngineError("provider", providerDetail(error));
}

/**
 * The status and error code a provider answered, or why it could not be
 * reached. Never the provider's message: some echo the prompt back, and the
 * prompt holds the user's text.
 */
function providerDetail(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionError) return `could not reach the provider (${systemErrorCode(error) ?? "connection failed"})`;
  if (error instanceof OpenAI.APIError) {
    const code = [error.code, error.type].find((value) => typeof value === "string" && /^[\w.-]{1,64}$/.test(value));
    return `the provider answered HTTP ${error.status ?? "?"}${code ? ` (${code})` : ""}`;
  }
  return error instanceof Error ? `unexpected ${error.name}` : "unexpected failure";
}

/** ECONNREFUSED, ENOTFOUND and the like, wherever fetch tucked it in the cause chain. */
function systemErrorCode(error: unknown): string | undefined {
  for (const current of causeChain(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^E[A-Z_]+$/.test(code)) return code;
  }
  return undefined;
}

/** What we read from a completion; anything else (an HTML error page from a proxy, say) is bad output. */
const ChatCompletionShape = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })),
});

export interface ChatRequest {
  messages: ChatMessage[];
  /** Ask for a JSON object (OpenAI's JSON mode); servers that ignore it still get the instruction in the prompt. */
  json?: boolean;
}

/** One chat completion; returns the assistant's text or throws an EngineError. */
export async function completeChat(client: OpenAI, options: LlmOptions, request: ChatRequest): Promise<string> {
  let completion: unknown;
  try {
    completion = await client.chat.completions.create({
      model: options.model,
      messages: request.messages,
      temperature: 0.4,
      ...(request.json ? { response_format: { type: "json_object" as const } } : {}),
    });
  } catch (error) {
    throw toEngineError(error);
  }
  const content = ChatCompletionShape.safeParse(completion).data?.choices[0]?.message.content;
  if (!content || content.trim() === "") throw new EngineError("bad_output", "the reply held no text");
  return content;
}

/** Parses a JSON reply, tolerating a fenced ```json block around it. */
export function parseJsonReply(content: string): unknown {
  const unfenced = content.trim().replace(/^```(?:json)?\s*\n?|\n?```\s*$/g, "");
  try {
    return JSON.parse(unfenced);
  } catch {
    throw new EngineError("bad_output", "the reply was not valid JSON");
  }
}
