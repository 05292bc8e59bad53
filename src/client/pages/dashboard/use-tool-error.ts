import { useCallback, useState } from "react";
import { TOAST_MS } from "../../../shared/limits";
import { useToast, type ToastOptions } from "../../lib/toast";
import { isOutOfCredits } from "./use-paid-action";

/** Where each tool shows its errors: the spec puts Detect's in a dark toast at the bottom. */
export const TOOL_TOASTS = {
  detect: { variant: "dark", placement: "bottom" },
  rewrite: { variant: "danger", placement: "top" },
} as const;

/**
 * A tool's failure: the message goes to a toast and, when the balance is
 * empty (402), the section also shows the way to Billing until dismissed.
 */
export function useToolError(toast: Pick<ToastOptions, "variant" | "placement">) {
  const { showToast } = useToast();
  const [outOfCredits, setOutOfCredits] = useState(false);
  const { variant, placement } = toast;

  const report = useCallback(
    (error: unknown, message: string) => {
      setOutOfCredits(isOutOfCredits(error));
      showToast({ message, variant, placement, durationMs: TOAST_MS.tools });
    },
    [showToast, variant, placement],
  );

  return { report, outOfCredits, dismissOutOfCredits: () => setOutOfCredits(false) };
}
