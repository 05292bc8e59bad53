import { z } from "zod";
import { applyEdits, type Edit } from "../improve/edits";
import { EngineError, type ImproveEngine, type ImproveResult } from "../types";
import { completeChat, createChatClient, parseJsonReply, type LlmOptions } from "./client";
import { IMPROVE_SYSTEM_PROMPT } from "./prompts";

const ImproveReply = z.object({
  changes: z.array(
    z.object({
      original: z.string().min(1),
      replacement: z.string(),
      reason: z.string().min(1).max(80),
    }),
  ),
});

type ProposedChange = z.infer<typeof ImproveReply>["changes"][number];

/**
 * The model names each change by its excerpt, not by offsets (models count
 * characters badly). We find each excerpt in the submitted text, in order,
 * and apply the edits ourselves, so offsets are always right; an excerpt
 * that is not in the text is dropped rather than guessed at.
 */
function locateChanges(text: string, proposed: readonly ProposedChange[]): Edit[] {
  const edits: Edit[] = [];
  let cursor = 0;
  for (const change of proposed) {
    if (change.original === change.replacement) continue;
    let start = text.indexOf(change.original, cursor);
    if (start === -1) start = text.indexOf(change.original);
    const end = start + change.original.length;
    const overlaps = edits.some((edit) => start < edit.end && edit.start < end);
    if (start === -1 || overlaps) continue;
    edits.push({ start, end, replacement: change.replacement, reason: change.reason });
    cursor = end;
  }
  return edits.sort((a, b) => a.start - b.start);
}

export function createLlmImprover(options: LlmOptions): ImproveEngine {
  const client = createChatClient(options);
  return {
    name: `llm-improver:${options.model}`,
    async improve(text: string): Promise<ImproveResult> {
      const content = await completeChat(client, options, {
        json: true,
        messages: [
          { role: "system", content: IMPROVE_SYSTEM_PROMPT },
          { role: "user", content: text },
        ],
      });
      const parsed = ImproveReply.safeParse(parseJsonReply(content));
      if (!parsed.success) throw new EngineError("bad_output", "the reply lacked the expected fields");
      const applied = applyEdits(text, locateChanges(text, parsed.data.changes));
      return { improved_text: applied.text, changes: applied.changes, note: null };
    },
  };
}
