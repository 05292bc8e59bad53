import { TOAST_MS } from "../../../shared/limits";
import { useToast } from "../../lib/toast";

export type AuthToast = (message: string, variant: "success" | "danger") => void;

/** The account screens' toasts, all shown for TOAST_MS.auth. */
export function useAuthToast(): AuthToast {
  const { showToast } = useToast();
  return (message, variant) => showToast({ message, variant, durationMs: TOAST_MS.auth });
}
