import Button from "react-bootstrap/Button";
import { TOAST_MS } from "../../shared/limits";
import { CLIENT_MESSAGES } from "../../shared/messages";
import { useToast } from "../lib/toast";

/** Copies `text` and confirms with a toast; `toastMs` follows the screen's toast duration. */
export function CopyButton({
  text,
  toastMs = TOAST_MS.default,
  label = "Copy",
  size = "sm",
  variant = "outline-secondary",
  disabled,
}: {
  text: string;
  toastMs?: number;
  label?: string;
  size?: "sm" | "lg";
  variant?: string;
  disabled?: boolean;
}) {
  const { showToast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ message: CLIENT_MESSAGES.copied, variant: "success", durationMs: toastMs });
    } catch {
      showToast({ message: CLIENT_MESSAGES.genericWrong, variant: "danger", durationMs: toastMs });
    }
  };
  return (
    <Button size={size} variant={variant} onClick={() => void copy()} disabled={disabled || text === ""}>
      {label}
    </Button>
  );
}
