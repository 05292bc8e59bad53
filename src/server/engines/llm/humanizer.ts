import { checkPreservation, type PreservationReport } from "../humanize/preservation";
import type { HumanizeEngine, HumanizeResult } from "../types";
import { completeChat, createChatClient, type ChatMessage, type LlmOptions } from "./client";
import { HUMANIZE_SYSTEM_PROMPT, humanizeRetryPrompt } from "./prompts";

/** The model may reorganise more than the rules do, but not by this much. */
const MAX_LENGTH_CHANGE = 0.3;

/** Models sometimes wrap the answer in quotes or a code fence despite the prompt. */
function unwrapReply(content: string, input: string): string {
  let reply = content.trim();
  const fenced = /^```[a-z]*\n([\s\S]*)\n```$/.exec(reply);
  if (fenced && !input.trim().startsWith("```")) reply = fenced[1] ?? reply;
  if (/^".*"$/s.test(reply) && !/^".*"$/s.test(input.trim())) reply = reply.slice(1, -1);
  return reply;
}

/**
 * Asks the model for a rewrite, checks it with the same preservation rules
 * as the embedded engine, asks once more (saying what went wrong) if it fails,
 * and otherwise falls back to `fallback`, telling `onFallback` (for the
 * operator's log; the checks' findings quote the text, so they are not passed
 * on). Provider failures are not hidden
 * behind the fallback: they surface as EngineErrors so no credit is charged.
 */
export function createLlmHumanizer(options: LlmOptions, fallback: HumanizeEngine, onFallback: () => void = () => {}): HumanizeEngine {
  const client = createChatClient(options);

  async function attempt(messages: ChatMessage[], input: string): Promise<{ text: string; report: PreservationReport }> {
    const text = unwrapReply(await completeChat(client, options, { messages }), input);
    return { text, report: checkPreservation(input, text, { maxLengthChange: MAX_LENGTH_CHANGE }) };
  }

  return {
    name: `llm-humanizer:${options.model}`,
    async humanize(input: string): Promise<HumanizeResult> {
      const messages: ChatMessage[] = [
        { role: "system", content: HUMANIZE_SYSTEM_PROMPT },
        { role: "user", content: input },
      ];
      const first = await attempt(messages, input);
      if (first.report.ok) return { humanized_text: first.text, detector_check: null, note: null };
      const retry = await attempt(
        [...messages, { role: "assistant", content: first.text }, { role: "user", content: humanizeRetryPrompt(first.report.problems) }],
        input,
      );
      if (retry.report.ok) return { humanized_text: retry.text, detector_check: null, note: null };
      onFallback();
      return fallback.humanize(input);
    },
  };
}
