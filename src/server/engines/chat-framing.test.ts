import { describe, expect, it } from "vitest";
import { findChatFraming, framingLines } from "./chat-framing";

const BODY = "Photosynthesis turns light into sugar. Plants need water for it.";

/** Each row: the text as submitted and the reply lines that frame it. */
const CASES: ReadonlyArray<readonly [string, string[]]> = [
  [
    `Sure! Here's a quick overview of photosynthesis:\n\n${BODY}\n\nLet me know if you'd like more details.`,
    ["Sure! Here's a quick overview of photosynthesis:", "Let me know if you'd like more details."],
  ],
  [`Sure! Here’s a quick overview:\n${BODY}`, ["Sure! Here’s a quick overview:"]],
  [`Great question! ${BODY} I hope this helps!`, ["Great question!", "I hope this helps!"]],
  [`Here is the summary you asked for: ${BODY}`, ["Here is the summary you asked for:"]],
  [`${BODY} Feel free to reach out with any questions.`, ["Feel free to reach out with any questions."]],
  [BODY, []],
  // A sentence that starts with "Here is" but announces nothing before a colon is the text itself.
  [`Here is the river where we swam. ${BODY}`, []],
];

describe("chat framing", () => {
  it.each(CASES)("finds the reply lines around %j", (text, lines) => {
    const framing = findChatFraming(text);
    expect(framingLines(text, framing)).toEqual(lines);
    expect(text.slice(framing.start, framing.end).trim()).toBe(lines.length === 0 ? text : BODY);
  });
});
