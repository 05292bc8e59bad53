import type { z } from "zod";
import { verdictLevelFor } from "../../../../shared/detection";
import { CLIENT_MESSAGES, detectorCheckSummary } from "../../../../shared/messages";
import type { detectorCheckSchema } from "../../../../shared/schemas/rewrite";

type DetectorCheck = NonNullable<z.infer<typeof detectorCheckSchema>>;

/** The Humanizer's self-check, stated plainly: what the detector made of the text before and after. */
export function DetectorCheckNote({ check }: { check: DetectorCheck }) {
  const stillFlagged = check.reliable && verdictLevelFor(check.ai_probability_after) === "likely_ai";
  // Compared as shown (whole percentages), so the note never contradicts the numbers above it.
  const rose = check.reliable && Math.round(check.ai_probability_after) > Math.round(check.ai_probability_before);
  return (
    <div className="mt-3 small" data-testid="humanizer-detector-check">
      <p className="mb-1 fw-semibold">{detectorCheckSummary(check.ai_probability_before, check.ai_probability_after)}</p>
      {!check.reliable && <p className="mb-0 text-body-secondary">{CLIENT_MESSAGES.humanizerCheckRough}</p>}
      {rose && <p className="mb-1 text-body-secondary">{CLIENT_MESSAGES.humanizerScoreRose}</p>}
      {stillFlagged && <p className="mb-0 text-warning-emphasis">{CLIENT_MESSAGES.humanizerStillFlagged}</p>}
    </div>
  );
}
