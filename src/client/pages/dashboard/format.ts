import { formatCents } from "../../../shared/plans";

/** A date the way the reader's locale writes it; the raw string when it does not parse. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/** Payment history amounts arrive in dollars; the catalogue formats cents. */
export function formatDollars(amount: number): string {
  return formatCents(Math.round(amount * 100));
}
