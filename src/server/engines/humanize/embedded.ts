import { findChatFraming, framingLines } from "../chat-framing";
import { applyEdits } from "../improve/edits";
import { indefiniteArticleEdits } from "../improve/rules/indefinite-articles";
import { passiveVoiceEdits } from "../improve/rules/passive-voice";
import type { DetectEngine, DetectionResult, HumanizeEngine, HumanizeResult } from "../types";
import { rewriteDashes } from "./dashes";
import { detectorCheckOf } from "./detector-check";
import { joinLines, splitIntoLines } from "./markdown-lines";
import { ASSISTANT_PLEASANTRIES } from "./phrase-tables";
import { flattenNotOnly, moveHoweverToFront, reduceWhichPassive, rewriteResultParticiple, splitTrailingWhichClause } from "./clauses";
import { contract, dropEmptyIntensifiers, opensWithTransition, rewriteOpener, usePlainPhrases } from "./phrasing";
import { maskProtectedSpans, placeholderIndex, unmaskProtectedSpans } from "./protected-spans";
import { joinShortSentences, splitLongSentence } from "./rhythm";
import { randomSeededBy } from "../seeded-random";
import { SERVER_MESSAGES as M } from "../../../shared/messages";
import { mainOtherLanguage, otherLanguageSentences, requireEnglish, type OtherLanguageSentence } from "../english-only";
import { joinSentences, splitSentences, type Sentence } from "./sentences";
import { mergeTeaserQuestions } from "./teasers";

/**
 * The embedded Humanizer: rule-based rewriting that removes assistant
 * phrasing, uses plainer words and contractions, and varies sentence length.
 * Code, URLs, quotations and markdown structure are copied as they are;
 * numbers and names are never part of any rule, so they survive unchanged.
 */

/** The optional, purely stylistic steps. Assistant phrasing and wordy phrases are always rewritten. */
interface StyleChoices {
  contractions: boolean;
  splitLongSentences: boolean;
  /** Salt for the seeded choices: which opener, which full forms get contracted, which pairs get joined. */
  variant: number;
  /** Whether clauses are rebuilt, dashes replaced and short sentences joined; without it only words and phrases change. */
  reshape: boolean;
}

const DEFAULT_STYLE: StyleChoices = { contractions: true, splitLongSentences: true, variant: 0, reshape: true };

/**
 * The fallback when every candidate below scores higher than the submitted
 * text: reshaped sentences sometimes read more like an assistant to the
 * detector, and a rewrite should not leave the text looking worse (decision 084).
 */
const PHRASING_ONLY: StyleChoices = { contractions: false, splitLongSentences: false, variant: 0, reshape: false };

/** Every rewrite the self-check may ask for, by name, so that a pool's worker can be asked for one (decision 139). */
const STYLES = {
  default: DEFAULT_STYLE,
  "full-forms": { ...DEFAULT_STYLE, contractions: false },
  "other-choices": { ...DEFAULT_STYLE, variant: 1 },
  "whole-sentences": { ...DEFAULT_STYLE, splitLongSentences: false },
  "phrasing-only": PHRASING_ONLY,
} as const satisfies Record<string, StyleChoices>;

export type StyleName = keyof typeof STYLES;

/**
 * The rewrites a self-check chooses between: the default first (it wins ties),
 * then one without contractions, one with other seeded choices and one that
 * keeps long sentences whole. Each reads as well as the default; which of them
 * reads least like an assistant depends on the text (decision 018).
 */
const STYLE_CANDIDATES: readonly StyleName[] = ["default", "full-forms", "other-choices", "whole-sentences"];

interface RewriteState {
  style: StyleChoices;
  usedOpeners: Set<string>;
  random: () => number;
  /** Whether the line being rewritten is a list item, whose sentences need no transition words. */
  inListItem: boolean;
  /**
   * Whether the previous sentence of this paragraph opens with a transition:
   * "Plus, … Also, … So … And …" in a row reads as mechanically as the
   * "Moreover, … Additionally, …" it replaced.
   */
  afterTransition: boolean;
  /** True for a masked span that ends a sentence itself (a quotation ending in a full stop). */
  closesSentence: (placeholder: string) => boolean;
}

/** The Improver's narrow passive rule: "The report was written by Ana." → "Ana wrote the report." */
function makeActive(sentence: string): string {
  return applyEdits(sentence, passiveVoiceEdits(sentence)).text;
}

/**
 * Swapped and dropped words change the word after "a" or "an" ("a remarkable" →
 * "a impressive"), so every article is fitted to its next word at the end,
 * with the Improver's sound-based rule (acronyms, "an hour", "a university").
 */
function fitArticles(prose: string): string {
  return applyEdits(prose, indefiniteArticleEdits(prose)).text;
}

const CONTRAST_OPENERS = ["But ", "Still, ", "Yet "] as const;

/** Clause rewrites that may turn one sentence into two; each one returns its input when it cannot read the shape. */
function restructure(text: string, state: RewriteState): string[] {
  const contrast = CONTRAST_OPENERS.find((opener) => !state.usedOpeners.has(opener));
  const flat = flattenNotOnly(text);
  let parts = contrast ? moveHoweverToFront(flat, contrast) : [flat];
  if (contrast && parts[parts.length - 1]?.startsWith(contrast)) state.usedOpeners.add(contrast);
  parts = parts.flatMap((part) => rewriteResultParticiple(part, state.random() < 0.5 ? "This" : "That"));
  return parts.map(reduceWhichPassive).flatMap(splitTrailingWhichClause);
}

function rewriteSentence(sentence: Sentence, state: RewriteState): Sentence[] {
  let text = rewriteOpener(makeActive(sentence.text), state.usedOpeners, state.random, state.inListItem || state.afterTransition);
  text = dropEmptyIntensifiers(usePlainPhrases(text));
  const parts = (state.style.reshape ? rewriteDashes(text).flatMap((clause) => restructure(clause, state)) : [text]).flatMap((part) => {
    const contracted = state.style.contractions ? contract(part, state.random) : part;
    return state.style.splitLongSentences ? splitLongSentence(contracted) : [contracted];
  });
  state.afterTransition = opensWithTransition(parts[parts.length - 1] ?? "");
  return parts.map((part, i) => ({ text: part, gap: i === parts.length - 1 ? sentence.gap : " " }));
}

const isPleasantry = (sentence: Sentence) => ASSISTANT_PLEASANTRIES.some((pattern) => pattern.test(sentence.text));

/** Drops an assistant's "Great question!" or "I hope this helps!", keeping the whitespace the paragraph needs. */
function withoutPleasantries(sentences: Sentence[]): Sentence[] {
  const kept = sentences.filter((sentence) => !isPleasantry(sentence));
  if (kept.length === 0 || kept.length === sentences.length) return sentences;
  const last = sentences[sentences.length - 1] as Sentence;
  if (isPleasantry(last)) kept[kept.length - 1] = { ...(kept[kept.length - 1] as Sentence), gap: last.gap };
  return kept;
}

function rewriteProse(body: string, state: RewriteState): string {
  const rewritten = withoutPleasantries(splitSentences(body, state.closesSentence)).flatMap((sentence) => rewriteSentence(sentence, state));
  return fitArticles(joinSentences(state.style.reshape ? joinShortSentences(mergeTeaserQuestions(rewritten), state.random) : rewritten));
}

const LIST_ITEM_PREFIX = /^\s*(?:[-*+]|\d+[.)])\s/;

export function humanizeText(text: string, style: StyleChoices = DEFAULT_STYLE): string {
  const masked = maskProtectedSpans(text);
  const state: RewriteState = {
    style,
    usedOpeners: new Set(),
    random: randomSeededBy(style.variant === 0 ? text : `${style.variant}:${text}`),
    inListItem: false,
    afterTransition: false,
    closesSentence: (placeholder) => /[.!?]["”]$/.test(masked.originals[placeholderIndex(placeholder)] ?? ""),
  };
  const lines = splitIntoLines(masked.text).map((line) => {
    if (!line.body) return line;
    state.inListItem = LIST_ITEM_PREFIX.test(line.prefix);
    state.afterTransition = false;
    return { prefix: line.prefix, body: rewriteProse(line.body, state) };
  });
  return unmaskProtectedSpans(joinLines(lines), masked.originals);
}

/** Sentences in another language are copied as written (decision 101); the English between them is rewritten. */
function humanizeEnglishParts(text: string, style: StyleChoices, otherLanguage: readonly OtherLanguageSentence[]): string {
  let rewritten = "";
  let at = 0;
  for (const { start, end } of otherLanguage) {
    rewritten += humanizeText(text.slice(at, start), style) + text.slice(start, end);
    at = end;
  }
  return rewritten + humanizeText(text.slice(at), style);
}

/**
 * The text without the assistant's reply lines around it ("Sure! Here's a quick
 * overview:", "Let me know if you'd like more details."), which no person would
 * send on. A closing offer to do something ("…if you'd like me to send them")
 * may be part of the message, so it stays; so does a text that is nothing else.
 */
function withoutChatFraming(text: string): { body: string; dropped: string[] } {
  const framing = findChatFraming(text);
  const closing = text.slice(framing.end);
  const end = /\bme to\b/i.test(closing) ? text.length : framing.end;
  const body = text.slice(framing.start, end);
  if (body.trim() === "") return { body: text, dropped: [] };
  return { body, dropped: framingLines(text, { start: framing.start, end }) };
}

/** A submitted text made ready to rewrite; plain data, so that it crosses to a pool's worker. */
interface PreparedText {
  /** The text without chat framing: what gets rewritten. */
  body: string;
  /** The chat framing lines dropped from it. */
  dropped: string[];
  /** Sentences in another language, copied as written (decision 101). */
  otherLanguage: OtherLanguageSentence[];
}

/** English only: a whole text in another language is refused, sentences in one are kept as written and the result says so. */
function prepare(submitted: string): PreparedText {
  requireEnglish(submitted);
  const { body, dropped } = withoutChatFraming(submitted);
  return { body, dropped, otherLanguage: otherLanguageSentences(body) };
}

function noteOf({ dropped, otherLanguage }: PreparedText): string | null {
  const language = mainOtherLanguage(otherLanguage);
  const notes = [
    dropped.length > 0 ? M.humanizeDroppedChatFraming(dropped) : null,
    language ? M.rewritePartOtherLanguage(language) : null,
  ].filter((note) => note !== null);
  return notes.length > 0 ? notes.join(" ") : null;
}

/** A prepared text with the detector's reading of it, which every candidate is measured against. */
export interface CheckedText extends PreparedText {
  before: DetectionResult;
}

/** One candidate rewrite; its detection is null when it reads exactly like a candidate already scored. */
export interface CandidateRewrite {
  text: string;
  detection: DetectionResult | null;
}

/**
 * The self-checked Humanizer's work in steps of one detection each (decision
 * 139): reading the submitted text, then rewriting and scoring one candidate.
 * In a pool each step is a task of its own, so a detection queued behind a
 * rewrite waits for one step (tens of milliseconds), not for the whole check.
 */
export interface SelfCheckSteps {
  check(submitted: string): Promise<CheckedText>;
  /** `scored`: the candidates already scored, so that a repeat of one is not scored again. */
  candidate(checked: CheckedText, style: StyleName, scored: readonly string[]): Promise<CandidateRewrite>;
}

/** The steps run where they are called: in the server's thread, or inside a pool's worker. */
export function selfCheckSteps(detector: DetectEngine): SelfCheckSteps {
  return {
    async check(submitted) {
      const prepared = prepare(submitted);
      return { ...prepared, before: await detector.detect(prepared.body) };
    },
    async candidate(checked, style, scored) {
      const text = humanizeEnglishParts(checked.body, STYLES[style], checked.otherLanguage);
      return { text, detection: scored.includes(text) ? null : await detector.detect(text) };
    },
  };
}

type ScoredRewrite = { text: string; detection: DetectionResult };

/**
 * Rewrites the text in each candidate style and keeps the one the detector
 * scores lowest (the earliest wins ties), falling back to the phrasing-only
 * rewrite when all of them score above the submitted text; the scores it
 * already has become the result's check.
 */
export async function humanizeSelfChecked(steps: SelfCheckSteps, submitted: string): Promise<HumanizeResult> {
  const checked = await steps.check(submitted);
  const scored: string[] = [];
  let best: ScoredRewrite | undefined;
  const consider = async (style: StyleName) => {
    const { text, detection } = await steps.candidate(checked, style, scored);
    scored.push(text);
    if (detection && (!best || detection.ai_probability < best.detection.ai_probability)) best = { text, detection };
  };
  for (const style of STYLE_CANDIDATES) await consider(style);
  // The first candidate is always scored (nothing was scored before it), so there is a best one.
  if ((best as ScoredRewrite).detection.ai_probability > checked.before.ai_probability) await consider("phrasing-only");
  const chosen = best as ScoredRewrite;
  return { humanized_text: chosen.text, detector_check: detectorCheckOf(checked.before, chosen.detection), note: noteOf(checked) };
}

function humanizeUnchecked(submitted: string): HumanizeResult {
  const prepared = prepare(submitted);
  const humanized_text = humanizeEnglishParts(prepared.body, DEFAULT_STYLE, prepared.otherLanguage);
  return { humanized_text, detector_check: null, note: noteOf(prepared) };
}

/**
 * Without a detector the rewrite is the default one. With one (the embedded
 * detector) the Humanizer checks its own work: it keeps whichever of its
 * equally faithful rewrites reads least like an assistant, and reports the
 * detector's score before and after.
 */
export function createEmbeddedHumanizer(detector?: DetectEngine): HumanizeEngine {
  return {
    name: detector ? "embedded-humanizer (self-checked)" : "embedded-humanizer",
    humanize: async (text: string) => (detector ? humanizeSelfChecked(selfCheckSteps(detector), text) : humanizeUnchecked(text)),
  };
}
