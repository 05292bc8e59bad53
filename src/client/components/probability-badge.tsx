import Badge from "react-bootstrap/Badge";
import { probabilityVariant, type ProbabilityVariant } from "../../shared/limits";

/** Accepts the number (dashboard) or the "NN%" string (demo) the server sends. */
export function parseProbability(value: number | string): number {
  return typeof value === "number" ? value : Number.parseFloat(value);
}

/** A score the detector cannot stand behind (too short, another language) is grey, never an alarm colour. */
export function scoreVariant(probability: number, reliable: boolean): ProbabilityVariant | "secondary" {
  return reliable ? probabilityVariant(probability) : "secondary";
}

interface ProbabilityBadgeProps {
  probability: number | string;
  label?: string;
  className?: string;
  reliable?: boolean;
}

export function ProbabilityBadge({ probability, label = "AI probability", className, reliable = true }: ProbabilityBadgeProps) {
  const value = parseProbability(probability);
  const variant = scoreVariant(value, reliable);
  return (
    <Badge bg={variant} text={variant === "warning" ? "dark" : undefined} className={className} data-testid="probability-badge">
      {label}: {Math.round(value)}%
    </Badge>
  );
}
