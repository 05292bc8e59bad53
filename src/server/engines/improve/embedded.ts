import type { ImproveEngine, ImproveResult } from "../types.js";
import { applyEdits, pickNonOverlapping, type Edit } from "./edits.js";
import { findingToEdit } from "./finding-filter.js";
import { findGrammarIssues, getHarperLinter } from "./harper-linter.js";
import { styleRuleEdits } from "./style-rules.js";

/**
 * Grammar and spelling from Harper, then our clarity and style rules.
 * Our rules win overlaps: they are narrower and their reasons are clearer.
 */
export async function improveText(text: string): Promise<ImproveResult> {
  const grammarEdits = (await findGrammarIssues(text)).map((finding) => findingToEdit(text, finding)).filter((edit): edit is Edit => edit !== null);
  const edits = pickNonOverlapping([...styleRuleEdits(text), ...grammarEdits]);
  const applied = applyEdits(text, edits);
  return { improved_text: applied.text, changes: applied.changes };
}

export async function createEmbeddedImprover(): Promise<ImproveEngine> {
  await getHarperLinter();
  return { name: "embedded-improver", improve: improveText };
}
