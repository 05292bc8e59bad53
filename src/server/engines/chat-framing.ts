/**
 * The lines a chat assistant wraps the text it was asked for in: "Sure! Here's
 * a quick overview:" before it, "Let me know if you'd like more details." after
 * it. The detector leaves them out of scoring (they are what the assistant said
 * to its user, not the text) and the Humanizer drops them; both read them here.
 * Apostrophes may be straight or curly, since the Humanizer reads the text as
 * submitted.
 */

/** Opening courtesy lines put before the text asked for, applied in turn. */
const OPENING_LINES = [
  /^(?:what an? |that['’]s an? |that is an? )?(?:great|good|excellent) question!\s+/i,
  /^(?:sure|certainly|of course|absolutely)!\s+(?:here(?:['’]s| is| are)\b[^:]{0,160}:\s*)?/i,
  /^(?:sure|certainly|of course|absolutely)[.,]\s+here(?:['’]s| is| are)\b[^:]{0,160}:\s*/i,
  /^here(?:['’]s| is| are) (?:a|an|the|your|my|some)\b[^:.!?]{0,160}:\s*/i,
];

/** Closing offers of more help appended after it. */
const CLOSING_LINES = [
  new RegExp(
    [
      String.raw`\s*(?:I hope (?:this|that|it) helps|Let me know if you(?:['’]d| would)? (?:like|`,
      String.raw`need|want|have)|Feel free to (?:ask|let me know|reach out))[^.!?]*[.!?]?\s*$`,
    ].join(""),
    "i",
  ),
];

export interface ChatFraming {
  /** Where the text proper starts and ends, as offsets into the text read. */
  start: number;
  end: number;
}

/** Finds the opening and closing lines; start 0 and end text.length when there are none. */
export function findChatFraming(text: string): ChatFraming {
  let start = 0;
  for (const pattern of OPENING_LINES) {
    const match = pattern.exec(text.slice(start));
    if (match && match[0].length > 0) start += match[0].length;
  }
  let end = text.length;
  for (const pattern of CLOSING_LINES) {
    const match = pattern.exec(text.slice(start, end));
    if (match && match.index > 0) end = start + match.index;
  }
  return { start, end };
}

/** The opening and closing lines themselves, trimmed, in reading order. */
export function framingLines(text: string, { start, end }: ChatFraming): string[] {
  return [text.slice(0, start).trim(), text.slice(end).trim()].filter((line) => line !== "");
}
