import { NamedProgressBar } from "./named-progress-bar";

/**
 * "demo": the landing demo's rules — the bar turns red at the limit, the counter above it.
 * "tools": the dashboard tools' rules — the bar turns warning at 80% and danger at 100%.
 */
export type WordCounterRules = "demo" | "tools";

const WARNING_SHARE = 0.8;

export type BarVariant = "primary" | "warning" | "danger";

export function barVariant(words: number, limit: number, rules: WordCounterRules): BarVariant {
  const share = words / limit;
  if (share >= 1) return "danger";
  if (rules === "tools" && share >= WARNING_SHARE) return "warning";
  return "primary";
}

function isOverLimit(words: number, limit: number): boolean {
  return words > limit;
}

export function WordCounter({
  words,
  limit,
  rules = "tools",
  id,
}: {
  words: number;
  limit: number;
  rules?: WordCounterRules;
  id?: string;
}) {
  const percent = Math.min(100, (words / limit) * 100);
  const over = isOverLimit(words, limit);
  return (
    <div className="word-counter" id={id}>
      {/* Not a live region: it would speak on every keystroke. The progress bar carries the count and the limit message the excess. */}
      <div className={`small text-end mb-1 ${over ? "text-danger fw-semibold" : "text-body-secondary"}`} data-testid="word-count">
        {words} / {limit} words
      </div>
      <NamedProgressBar
        percent={percent}
        variant={barVariant(words, limit, rules)}
        height="6px"
        label="Words used"
        valueText={`${words} of ${limit} words`}
      />
    </div>
  );
}
