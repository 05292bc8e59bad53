import Badge from "react-bootstrap/Badge";
import { probabilityVariant } from "../../shared/limits";

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
