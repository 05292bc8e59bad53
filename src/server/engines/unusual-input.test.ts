/**
 * The three embedded engines fed seeded random mixes of ordinary sentences
 * and what people paste by accident or on purpose: emoji, other scripts,
 * invisible and control characters, markdown, code, HTML, very long words,
 * broken surrogates. Whatever comes in, each engine must answer within its
 * contract, never throw, and keep what it promises to keep.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedDetector } from "./detect/embedded";
import { humanizeText } from "./humanize/embedded";
import { checkPreservation } from "./humanize/preservation";
import { createEmbeddedImprover } from "./improve/embedded";
import { mulberry32 } from "./seeded-random";
import type { DetectEngine, ImproveEngine } from "./types";

const SENTENCES = [
  "It is important to note that the committee approved 3 of the 12 proposals in 2021.",
  'Moreover, Dr. Alice Chen said the results were "surprisingly robust".',
  "i dont think thats right , but maybe your right",
  "He go to school every day and he like it very much.",
  "See https://example.com/a_b?x=1&y=2 for details.",
  "Run `npm install --save foo@1.2.3` first.",
  "The price rose 4.5% to $1,299.99 on 3/14/2024.",
  "In conclusion, it is clear that flexibility plays a crucial role.",
  "Café au lait costs €3,50 in Zürich.",
  "We met at 10:30 a.m. on Jan. 5, e.g. before lunch.",
  "Wait... what?!",
  'She wrote "mail jo.smith+tag@mail.co.uk or see [the docs](https://example.com/d) first" and left.',
  "This is is a test of the the repeated words.",
  "an apple, a hour, a university, an European",
];

const ODDITIES = [
  "😀",
  "👩‍👩‍👧",
  "\u200b",
  "\u00ad",
  "\u200e",
  "\u202e",
  "שלום",
  "مرحبا",
  "日本語のテキスト",
  "e\u0301",
  "\u0007",
  "\t",
  "\u2028",
  "\u00a0",
  "x".repeat(300),
  "!!!???",
  "…",
  "“quoted”",
  "‘single’",
  "—",
  "\ud800",
  "\udc00",
  "\uf8ff",
  "<script>alert(1)</script>",
  "&amp;",
  "\\",
  "{}",
  "**bold**",
  "_",
  "'",
  '"',
  "(",
  ")",
  ".",
  ",",
  "100",
  "-3",
  "1e9",
];

const BLOCKS = ["# A heading", "- a list item", "1. a numbered item", "```\nconst x = 1;\n```", "> a quoted line", "| a | b |"];

function randomText(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pieces = Array.from({ length: 3 + Math.floor(random() * 15) }, () => {
    const roll = random();
    if (roll < 0.55) return pick(SENTENCES);
    if (roll < 0.9) return pick(ODDITIES);
    return `\n${pick(BLOCKS)}\n`;
  });
  return pieces.map((piece) => piece + pick([" ", " ", "\n", "\n\n", "  "])).join("");
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const TEXTS = Array.from({ length: 60 }, (_, n) => randomText(mulberry32(1000 + n)));

let detector: DetectEngine;
let improver: ImproveEngine;
beforeAll(async () => {
  detector = createEmbeddedDetector();
  improver = await createEmbeddedImprover();
}, 60_000);

describe.each(TEXTS.map((text, n) => [n, text] as const))("unusual input #%i", (_n, text) => {
  it("detector: a probability in range and sentences that are slices of the text, in order", async () => {
    const result = await detector.detect(text);
    expect(result.ai_probability).toBeGreaterThanOrEqual(1);
    expect(result.ai_probability).toBeLessThanOrEqual(99);
    expect(result.explanation).not.toMatch(/undefined|NaN/);
    let previousEnd = 0;
    for (const sentence of result.sentences) {
      expect(sentence.start).toBeGreaterThanOrEqual(previousEnd);
      expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
      expect(sentence.score).toBeGreaterThanOrEqual(1);
      expect(sentence.score).toBeLessThanOrEqual(99);
      previousEnd = sentence.end;
    }
  });

  it("improver: its changes, applied to the text in order, give exactly its improved text", async () => {
    const { improved_text, changes } = await improver.improve(text);
    let rebuilt = "";
    let at = 0;
    for (const change of changes) {
      expect(change.start).toBeGreaterThanOrEqual(at);
      expect(text.slice(change.start, change.end)).toBe(change.original);
      rebuilt += text.slice(at, change.start) + change.replacement;
      at = change.end;
    }
    expect(rebuilt + text.slice(at)).toBe(improved_text);
    if (!LONE_SURROGATE.test(text)) expect(improved_text).not.toMatch(LONE_SURROGATE);
  });

  it("humanizer: numbers, names, quotations, URLs, code and structure kept", () => {
    const output = humanizeText(text);
    expect(checkPreservation(text, output, { maxLengthChange: 0.5 }).problems).toEqual([]);
    if (!LONE_SURROGATE.test(text)) expect(output).not.toMatch(LONE_SURROGATE);
  });
});
