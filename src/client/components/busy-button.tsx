import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Spinner from "react-bootstrap/Spinner";

interface BusyButtonProps {
  busy: boolean;
  /** Shown with a spinner while busy, e.g. "Analyzing...". */
  busyLabel: string;
  /** The action is impossible (no text, over the limit); unlike busy, it takes the button out of the Tab order. */
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}

/**
 * A tool's action button. While its request runs it only looks and reads as
 * disabled (aria-disabled) and ignores clicks: a really disabled button would
 * drop keyboard focus to the page body at the moment it was pressed.
 */
export function BusyButton({ busy, busyLabel, disabled, onClick, children }: BusyButtonProps) {
  return (
    <Button
      variant="primary"
      className={`w-100 ${busy ? "disabled" : ""}`}
      aria-disabled={busy || undefined}
      disabled={disabled && !busy}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {busy ? (
        <>
          <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
