import { isAbbreviation } from "../../text/abbreviations";
import type { Edit } from "../edits";
import type { KeepExamples } from "./rule-row";

export function isSentenceStart(text: string, index: number): boolean {
  return /(?:^|[.!?:]["')\]]?\s+|\n\s*)$/.test(text.slice(0, index));
}

function endsWithAbbreviation(before: string): boolean {
  const lastWord = /([A-Za-z.]+)\.\s*$/.exec(before)?.[1] ?? "";
  return isAbbreviation(lastWord) || /^[A-Za-z]$/.test(lastWord) || /\.\.\s*$/.test(before);
}

/**
 * A chat written line by line in lower case ("yeah same\nglad i didn't tho")
 * keeps its register: capitals added after "?" and "." but not at the line
 * starts left it mixed. At least three lines, most of them starting in lower case.
 */
function writesInLowerCase(text: string): boolean {
  const lines = text.split("\n").filter((line) => /[A-Za-z]/.test(line));
  const lowerStarts = lines.filter((line) => /^\s*[a-z]/.test(line)).length;
  return lines.length >= 3 && lowerStarts * 2 > lines.length;
}

/** A verb of speaking, in forms written as regex alternatives ("shouts?": shout or shouts); its texts keep the lower case it allows. */
interface SpeechVerb extends KeepExamples {
  readonly forms: readonly string[];
}

/** After "?" or "!" without quotation marks, one of these (alone or after a pronoun) tells who spoke, so no capital follows. */
export const SPEECH_VERBS: readonly SpeechVerb[] = [
  { forms: ["said", "says"], keeps: ["How did a seal get in? said Reginald.", "Is it late? says Mum."] },
  { forms: ["asked", "asks"], keeps: ["Are you coming? she asked.", "Who is there? asks Tom."] },
  { forms: ["shouted", "shouts?"], keeps: ["Stop! shouted the guard.", "Run! you shout."] },
  { forms: ["cried", "cries"], keeps: ["Help! cried the boy.", "Oh no! cries Anna."] },
  { forms: ["replied", "replies"], keeps: ["Why not? he replied.", "Why not? replies Sam."] },
  { forms: ["whispered", "whispers?"], keeps: ["Is he asleep? she whispered.", "Quiet! you whisper."] },
  { forms: ["yelled", "yells?"], keeps: ["Watch out! yelled Ben.", "Go! they yell."] },
  { forms: ["muttered", "mutters?"], keeps: ["Why me? he muttered.", "Why me? they mutter."] },
  { forms: ["called", "calls?"], keeps: ["Dinner is ready! called Mum.", "Anyone home? we call."] },
];
const SPEECH_VERB = `(?:${SPEECH_VERBS.flatMap(({ forms }) => forms).join("|")})`;
/** "said Reginald", "she asked", "you shout": the tag that tells who spoke. */
const SPEECH_TAG = new RegExp(`^(?:${SPEECH_VERB}\\b|(?:i|you|he|she|we|they)\\s+${SPEECH_VERB}\\b)`);

/**
 * After quoted speech the sentence goes on in lower case:
 * '"Are you coming?" she asked', '"I haven't..." he said', and, in writing
 * that leaves out the quotation marks, "How did a seal get in? said Reginald".
 */
function continuesAfterQuotedSpeech(before: string, after: string): boolean {
  if (/(?:[!?]|\.\.\.|…)["')\]]\s*$/.test(before)) return true;
  return /[!?]\s*$/.test(before) && SPEECH_TAG.test(after);
}

export function sentenceCapitalEdits(text: string): Edit[] {
  if (writesInLowerCase(text)) return [];
  const edits: Edit[] = [];
  const starts = [...text.matchAll(/(?:^|[.!?]["')\]]?[ \t]+)([a-z][a-z']*)/g)];
  for (const match of starts) {
    const word = match[1] ?? "";
    const wordStart = match.index + match[0].length - word.length;
    if (wordStart > 0 && endsWithAbbreviation(text.slice(0, wordStart))) continue;
    if (continuesAfterQuotedSpeech(text.slice(0, wordStart), text.slice(wordStart))) continue;
    edits.push({
      start: wordStart,
      end: wordStart + 1,
      replacement: word.charAt(0).toUpperCase(),
      reason: "Capital letter at the start of a sentence",
    });
  }
  return edits;
}

export function pronounIEdits(text: string): Edit[] {
  if (writesInLowerCase(text)) return [];
  return [...text.matchAll(/(?<![\w'’.-])i(?=\s|'m\b|'ve\b|'ll\b|'d\b|[,!?;:]|\.(?![a-z]\.))/g)].map((match) => ({
    start: match.index,
    end: match.index + 1,
    replacement: "I",
    reason: "Capital I",
  }));
}
