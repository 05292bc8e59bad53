import type { GrammarFinding } from "../harper-linter";

/**
 * Harper swaps one real word for another ("quite" → "quiet") where the words
 * after it decide whether the writer slipped. Each swap here is refused when
 * the text after the word matches; the counts are Harper's firings on the
 * human texts of the detector's data.
 */
/**
 * A text with the word Harper flags in brackets ("for [quite] some time"),
 * and the word Harper offers for it.
 */
type FlaggedExample = readonly [markedText: string, suggestion: string];

/** A swap of `original` for `replacement` that is refused when the text after the word matches `after`. */
export interface RefusedSwap {
  readonly original: RegExp;
  readonly replacement: RegExp;
  readonly after: RegExp;
  /** Harper's offers this row refuses. */
  readonly refuses: readonly FlaggedExample[];
  /** Offers that look alike, which the row lets through. */
  readonly allows: readonly FlaggedExample[];
}

export const SWAPS_REFUSED_BEFORE: readonly RefusedSwap[] = [
  // 41 firings, none a slip for "quiet" ("for quite some time", "quite good").
  {
    original: /^quite$/i,
    replacement: /^quiet$/i,
    after: /^/,
    refuses: [
      ["We waited for [quite] some time.", "quiet"],
      ["It was [quite] good.", "quiet"],
    ],
    allows: [["Keep [quit] please.", "quiet"]],
  },
  // 7 firings, all inverted or relative clauses ("All I found were his glasses", "Gone were the days"), none on
  // JFLEG. The slip puts a clause after the word ("I don't know were he lives"): only a subject pronoun lets it through.
  {
    original: /^were$/i,
    replacement: /^where$/i,
    after: /^(?!\s+(?:i|you|he|she|it|we|they)\b)/i,
    refuses: [
      ["All I found [were] his glasses.", "where"],
      ["Gone [were] the days.", "where"],
    ],
    allows: [["I don't know [were] he lives.", "where"]],
  },
  // "Where you are going?" is a learner's question in statement order, not a slip for "Were": a verb after
  // the pronoun shows it ("Where you there?" keeps Harper's fix).
  {
    original: /^where$/i,
    replacement: /^were$/i,
    after: new RegExp(
      [
        String.raw`^\s+(?:i|you|he|she|it|we|they)\s+(?:are|is|am|was|were|do|does|did|can|will|would|could|`,
        "should|have|has|had|go|goes|went|live|lives|lived|work|works|want|wants|think|know|come|",
        String.raw`came|stay|stays|stayed|get|got|buy|bought|find|found|put|see|saw|say|said|keep|kept)\b`,
      ].join(""),
      "i",
    ),
    refuses: [["[Where] you are going?", "Were"]],
    allows: [["[Where] you there?", "Were"]],
  },
  // "say no to her": Harper wants "not to"; saying no is a phrase of its own.
  {
    original: /^no\s+to$/i,
    replacement: /^not\s+to$/i,
    after: /^/,
    refuses: [["I can't say [no to] her.", "not to"]],
    allows: [["I want [now to] go.", "not to"]],
  },
  // 12 firings, 2 wrong, both "your kind were…"; "your kind words" is a possessive, not "you're kind".
  {
    original: /^your$/i,
    replacement: /^you['’]re$/i,
    after: /^\s+kind\b/i,
    refuses: [["Thanks for [your] kind words.", "you're"]],
    allows: [["I think [your] right.", "you're"]],
  },
  // "He past the exam": Harper takes "past" for a verb and wants "pasts"; the writer meant "passed" (confusable-words.ts).
  {
    original: /^past$/i,
    replacement: /^past(?:e?s)$/i,
    after: /^/,
    refuses: [["He [past] the exam.", "pasts"]],
    allows: [["He [past] the exam.", "passed"]],
  },
  // "I was there yesterday": Harper reads "yesterday" as a noun and wants "their yesterday".
  {
    original: /^/,
    replacement: /^their$/i,
    after: /^\s+(?:yesterday|today|tomorrow|tonight)\b/i,
    refuses: [["I was [there] yesterday.", "their"]],
    allows: [["I met [there] parents.", "their"]],
  },
];

export function isRefusedSwap(text: string, finding: GrammarFinding, original: string, replacement: string): boolean {
  const after = text.slice(finding.end);
  return SWAPS_REFUSED_BEFORE.some(
    (swap) => swap.original.test(original.trim()) && swap.replacement.test(replacement) && swap.after.test(after),
  );
}
