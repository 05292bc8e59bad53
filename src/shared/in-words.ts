import { countOf } from "./plural";

/**
 * Numbers, durations and lists as the product's sentences say them, so a
 * text is built from the limit it states and follows it when it changes.
 */

const TIME_UNITS = [
  { ms: 60 * 60 * 1000, one: "an hour", singular: "hour", plural: "hours" },
  { ms: 60 * 1000, one: "a minute", singular: "minute", plural: "minutes" },
  { ms: 1000, one: "a second", singular: "second", plural: "seconds" },
] as const;

/** The largest unit the duration is a whole number of; a limit is never a fraction of a second. */
function timeUnitOf(ms: number) {
  const unit = TIME_UNITS.find((candidate) => ms > 0 && ms % candidate.ms === 0);
  if (!unit) throw new RangeError(`a duration in words needs whole seconds, not ${ms} ms`);
  return { unit, count: ms / unit.ms };
}

/** How long something lasts or how long to wait: "15 minutes", "an hour", "a minute", "48 hours". */
export function durationText(ms: number): string {
  const { unit, count } = timeUnitOf(ms);
  return count === 1 ? unit.one : countOf(count, unit.singular, unit.plural);
}

/** A span after "the last" or "this": "hour", "15 minutes". */
export function periodText(ms: number): string {
  const { unit, count } = timeUnitOf(ms);
  return count === 1 ? unit.singular : countOf(count, unit.singular, unit.plural);
}

/** How often: "once", "twice", "3 times". */
export function timesText(n: number): string {
  if (n === 1) return "once";
  if (n === 2) return "twice";
  return `${n} times`;
}

const SMALL_NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** A count in prose, small numbers spelled out: "one credit", "three credits", "12 credits". */
export function countInWords(n: number, singular: string, plural: string): string {
  const number = SMALL_NUMBER_WORDS[n] ?? String(n);
  return `${number} ${n === 1 ? singular : plural}`;
}

/** "5, 10 or 15", "Business and Enterprise": a list as a sentence ends it. */
export function listText(items: readonly (string | number)[], conjunction: "and" | "or"): string {
  const words = items.map(String);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}

const BYTES_PER_MB = 1024 * 1024;

/** A body size limit as the error texts state it: "1 MB". */
export function megabytesText(bytes: number): string {
  return `${bytes / BYTES_PER_MB} MB`;
}

/** The sentence-initial form: "One credit pays for…". */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
