import { useEffect } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]",
].join(",");

/** The dialog's controls in Tab order; checkVisibility is absent where nothing is laid out (tests), and then everything counts. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest("[hidden]") && (element.checkVisibility?.() ?? true),
  );
}

/**
 * Tab on a modal dialog's last control goes to its first, Shift+Tab on the first
 * (or on the dialog itself, which holds focus when it opens) to the last.
 * react-bootstrap's enforceFocus only pulls focus back once it has landed on
 * the page behind; Tab past the end of the document leaves the page entirely,
 * which it never sees.
 */
function wrapTabInDialog(event: KeyboardEvent): void {
  if (event.key !== "Tab" || event.defaultPrevented) return;
  const active = document.activeElement;
  const dialog = active?.closest<HTMLElement>('[role="dialog"][aria-modal="true"]');
  if (!active || !dialog) return;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const target = event.shiftKey ? (active === first || active === dialog ? last : null) : active === last ? first : null;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** Installs the wrap once for every modal dialog and drawer of the app. */
export function useDialogTabWrap(): void {
  useEffect(() => {
    document.addEventListener("keydown", wrapTabInDialog);
    return () => document.removeEventListener("keydown", wrapTabInDialog);
  }, []);
}
