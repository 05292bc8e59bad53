import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { Dialect, LocalLinter, SuggestionKind, type Lint } from "harper.js";
import { slimBinary } from "harper.js/slimBinary";
import { occurrencesOf, suggestionsForFarWords, wordsFarFromAnyCorrection } from "./far-words";

/**
 * Lint kinds we trust enough to apply without asking. Style, readability and
 * enhancement lints are opinions; applying them to correct text would make the
 * Improver change good writing, which it must not do.
 */
const CORRECTION_KINDS = new Set(["Agreement", "BoundaryError", "Eggcorn", "Grammar", "Malapropism", "Miscellaneous", "Spelling", "Typo"]);

/**
 * Lints filed under opinion kinds that nonetheless fix plain errors: a double
 * comparative or superlative ("more easier", "most worst") and "to" meant as
 * "too". Matched by Harper's message because lints carry no rule name.
 */
const ERROR_LINTS_IN_OPINION_KINDS = [/(?:comparative|superlative) form/, /Use `too` here/];

export function isCorrectionLint(kind: string, message: string): boolean {
  return CORRECTION_KINDS.has(kind) || ERROR_LINTS_IN_OPINION_KINDS.some((pattern) => pattern.test(message));
}

/**
 * Harper rules whose every lint we would throw away (long sentences, Oxford
 * comma, capitalisation we do ourselves…), found by scripts/build-opinion-rules.ts (`npm run build:opinion-rules`).
 * Switching them off saves a quarter of the linting time.
 */
const OPINION_RULES: string[] = JSON.parse(readFileSync(new URL("./data/opinion-rules.json", import.meta.url), "utf8"));

/** Reasons a person understands, keyed by Harper's lint kind. */
export const CAPITALISATION_REASON = "Capitalization";

const REASON_BY_KIND: Record<string, string> = {
  Agreement: "Agreement",
  BoundaryError: "Word boundary",
  Capitalization: CAPITALISATION_REASON,
  Eggcorn: "Word choice",
  Grammar: "Grammar",
  Malapropism: "Word choice",
  Miscellaneous: "Grammar",
  Spelling: "Spelling",
  Typo: "Spelling",
  Usage: "Usage",
  WordChoice: "Word choice",
};

export interface GrammarFinding {
  start: number;
  end: number;
  kind: string;
  reason: string;
  message: string;
  /** Suggested replacements, Harper's favourite first; empty when Harper only flags the span. */
  suggestions: string[];
  /** Of a spelling finding's suggestions, those Harper's dictionary has only as names ("Xiaoping", "London"). */
  names?: string[];
}

/**
 * V8 compiles WebAssembly with its baseline compiler (Liftoff) and recompiles
 * hot functions with TurboFan on background threads; for Harper's 16 MB
 * module those recompilations leave 60–110 MB of compiler memory resident for
 * good. Baseline code is slower, which the rules switched off make up for.
 * Harper is the only WebAssembly in the server. Figures: docs/decisions/015.
 */
function keepWebAssemblyOnBaselineCompiler(): void {
  setFlagsFromString("--liftoff-only");
}

async function switchOffOpinionRules(linter: LocalLinter): Promise<void> {
  const config = await linter.getLintConfig();
  for (const rule of OPINION_RULES) if (rule in config) config[rule] = false;
  await linter.setLintConfig(config);
}

/**
 * A linter made on first use and kept for the process: the WebAssembly setup
 * takes about two seconds. The slim binary is loaded alone; harper.js's
 * default binary instantiates the slim module as well, a second idle copy in memory.
 */
function lazyLinter(dialect: Dialect, prepare?: (linter: LocalLinter) => Promise<void>): () => Promise<LocalLinter> {
  let promise: Promise<LocalLinter> | null = null;
  return () => {
    if (!promise) {
      keepWebAssemblyOnBaselineCompiler();
      promise = (async () => {
        const linter = new LocalLinter({ binary: slimBinary, dialect });
        await linter.setup();
        await prepare?.(linter);
        return linter;
      })();
      promise.catch(() => {
        promise = null;
      });
    }
    return promise;
  };
}

/** The linter whose findings the Improver uses. */
export const getHarperLinter = lazyLinter(Dialect.American, switchOffOpinionRules);

/**
 * A second linter with Harper's British dictionary, only to ask whether a word
 * the American one flags is a British spelling ("grey", "kerb", "cheque",
 * "tyre"). It shares the WebAssembly module: about 5 MB more.
 */
export const getBritishLinter = lazyLinter(Dialect.British);

/**
 * Harper's spelling verdict on single words, one per line so no grammar lint
 * can fire: each word it flags, with its suggestions.
 */
async function flaggedWords(linter: LocalLinter, words: string[]): Promise<Map<string, string[]>> {
  const flagged = new Map<string, string[]>();
  if (words.length === 0) return flagged;
  const text = words.join("\n");
  for (const lint of await linter.lint(text, { language: "plaintext", dedup: false })) {
    const span = lint.span();
    const word = text.slice(span.start, span.end);
    if (lint.lint_kind() === "Spelling") flagged.set(word, suggestedReplacements(lint, word));
    span.free();
    lint.free();
  }
  return flagged;
}

/** The words, of those given, that British English spells so. */
async function britishSpellings(words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const flagged = await flaggedWords(await getBritishLinter(), words);
  return new Set(words.filter((word) => !flagged.has(word)));
}

/**
 * The words, of those given, that Harper's dictionary has only with a capital:
 * written in lower case each is flagged, with itself capitalised as a
 * suggestion ("xiaoping" → "Xiaoping"); "john" and "because" are not flagged.
 */
async function namesOnly(words: string[]): Promise<Set<string>> {
  const capitalised = words.filter((word) => /^[A-Z][a-z]+$/.test(word));
  if (capitalised.length === 0) return new Set();
  const flagged = await flaggedWords(
    await getHarperLinter(),
    capitalised.map((word) => word.toLowerCase()),
  );
  return new Set(capitalised.filter((word) => flagged.get(word.toLowerCase())?.includes(word)));
}

function suggestedReplacements(lint: Lint, flagged: string): string[] {
  return lint.suggestions().map((suggestion) => {
    const text = suggestion.get_replacement_text();
    // Harper expresses some fixes as "insert after the span", not as a replacement.
    const replacement = suggestion.kind() === SuggestionKind.InsertAfter ? flagged + text : text;
    suggestion.free();
    return replacement;
  });
}

function toFinding(lint: Lint, text: string): GrammarFinding {
  const span = lint.span();
  const { start, end } = span;
  span.free();
  const kind = lint.lint_kind();
  return {
    start,
    end,
    kind,
    reason: REASON_BY_KIND[kind] ?? "Grammar",
    message: lint.message(),
    suggestions: suggestedReplacements(lint, text.slice(start, end)),
  };
}

/**
 * Harper panics on a token of some thousands of characters (8,000 in our
 * test) and spends seconds on shorter ones. A panic poisons its WebAssembly
 * instance, which the glue keeps once per process, so every later text would
 * fail too (decision 078). No word is this long, and URLs and code are never
 * edited anyway, so such tokens reach Harper as spaces.
 */
const LONGEST_LINTED_TOKEN = 100;
const OVERLONG_TOKEN = new RegExp(`\\S{${LONGEST_LINTED_TOKEN + 1},}`, "g");

function withOverlongTokensBlanked(text: string): { linted: string; blanked: Array<[number, number]> } {
  const blanked: Array<[number, number]> = [];
  const linted = text.replace(OVERLONG_TOKEN, (token, offset: number) => {
    blanked.push([offset, offset + token.length]);
    return " ".repeat(token.length);
  });
  return { linted, blanked };
}

/** The far words Harper's dictionary lacks: a one-word text is "likely English" only when Harper knows its word. */
async function wordsHarperLacks(linter: LocalLinter, words: string[]): Promise<string[]> {
  const lacked: string[] = [];
  for (const word of words) if (!(await linter.isLikelyEnglish(word))) lacked.push(word);
  return lacked;
}

/**
 * Far words reach Harper as zeros of the same length, so it never starts its
 * widest spelling searches (decision 080): a number is not spell-checked,
 * keeps the sentence's shape, and leaves every offset where it was. Harper's
 * user dictionary would do it too, but filling and clearing it costs 45–75 ms
 * a text.
 */
function withSpansZeroed(text: string, spans: Array<{ start: number; end: number }>): string {
  let zeroed = "";
  let done = 0;
  for (const { start, end } of spans) {
    zeroed += text.slice(done, start) + "0".repeat(end - start);
    done = end;
  }
  return zeroed + text.slice(done);
}

/** The spelling finding Harper would have made on a far word, with the wider search's suggestions. */
function farWordFinding(word: string, start: number, end: number, suggestions: string[]): GrammarFinding {
  return { start, end, kind: "Spelling", reason: REASON_BY_KIND.Spelling!, message: `\`${word}\` is in no dictionary.`, suggestions };
}

const touchesAny = (finding: GrammarFinding, spans: Array<[number, number]>) =>
  spans.some(([start, end]) => finding.start <= end && start <= finding.end);

/** Harper's correction lints (grammar, spelling, agreement…) with offsets into `text`. */
export async function findGrammarIssues(text: string): Promise<GrammarFinding[]> {
  const linter = await getHarperLinter();
  const { linted, blanked } = withOverlongTokensBlanked(text);
  const farSuggestions = suggestionsForFarWords(await wordsHarperLacks(linter, wordsFarFromAnyCorrection(linted)));
  const farSpans = occurrencesOf(linted, farSuggestions);
  // Harper's own de-duplication lets a sentence-wide "long sentence" lint swallow every
  // spelling error inside it; we drop the opinion lints and resolve overlaps ourselves.
  const lints = await linter.lint(withSpansZeroed(linted, farSpans), { language: "plaintext", dedup: false });
  const hidden = [...blanked, ...farSpans.map(({ start, end }): [number, number] => [start, end])];
  const harperFindings = lints.map((lint) => toFinding(lint, text)).filter((finding) => !touchesAny(finding, hidden));
  // Each lint lives in Harper's WebAssembly memory until freed; waiting for the garbage
  // collector's finalisers lets that memory, which never shrinks, grow between collections.
  for (const lint of lints) lint.free();
  const farFindings = farSpans.map(({ word, start, end }) => farWordFinding(word, start, end, farSuggestions.get(word) ?? []));
  const findings = [...harperFindings, ...farFindings].sort((a, b) => a.start - b.start);
  const corrections = findings.filter((finding) => isCorrectionLint(finding.kind, finding.message));
  // A far word is no British spelling, and asking the British linter about it would start its widest search.
  const isFar = new Set(farFindings);
  const flaggedWords = corrections
    .filter((finding) => finding.kind === "Spelling" && !isFar.has(finding))
    .map((finding) => text.slice(finding.start, finding.end));
  const british = await britishSpellings([...new Set(flaggedWords)]);
  // The Improver accepts either dialect: a British spelling is not a mistake.
  const kept = corrections.filter((finding) => finding.kind !== "Spelling" || !british.has(text.slice(finding.start, finding.end)));
  const spellingSuggestions = kept.filter((finding) => finding.kind === "Spelling").flatMap((finding) => finding.suggestions);
  const names = await namesOnly([...new Set(spellingSuggestions)]);
  return kept.map((finding) =>
    finding.kind === "Spelling" ? { ...finding, names: finding.suggestions.filter((suggestion) => names.has(suggestion)) } : finding,
  );
}
