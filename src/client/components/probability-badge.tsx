import Badge from "react-bootstrap/Badge";
import { BADGE_THRESHOLDS } from "../../shared/limits";

export type ProbabilityVariant = "danger" | "warning" | "success";

/** Above 70 danger, above 40 warning, otherwise success (spec section 9). */
export function probabilityVariant(probability: number): ProbabilityVariant {
  if (probability > BADGE_THRESHOLDS.danger) return "danger";
  if (probability > BADGE_THRESHOLDS.warning) return "warning";
  return "success";
}

/** Accepts the number (dashboard) or the "NN%" string (demo) the server sends. */
export function parseProbability(value: number | string): number {
  return typeof value === "number" ? value : Number.parseFloat(value);
}

export function ProbabilityBadge({ probability, label = "AI probability", className }: { probability: number | string; label?: string; className?: string }) {
  const value = parseProbability(probability);
  const variant = probabilityVariant(value);
  return (
    <Badge bg={variant} text={variant === "warning" ? "dark" : undefined} className={className} data-testid="probability-badge">
      {label}: {Math.round(value)}%
    </Badge>
  );
}
