import { useCallback, useEffect, useRef, useState } from "react";

type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Sends focus somewhere chosen once a react-bootstrap dialog has closed, for
 * when the element that opened it is gone (a deleted row) or was inside another
 * dialog: react-bootstrap would hand focus back to it and it would land on the
 * page body. Until its exit has finished the dialog also pulls any focus back
 * into itself, so the move waits for `onExited`, and happens in an effect of
 * that same render, which React runs after the dialog's own clean-up.
 */
export function useFocusAfterDialog() {
  const target = useRef<FocusTarget | null>(null);
  const [closings, setClosings] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per closed dialog, which `closings` counts.
  useEffect(() => {
    const find = target.current;
    target.current = null;
    find?.()?.focus();
  }, [closings]);

  /** Where focus goes when the dialog closing next has gone; looked up then, so it may name a row that replaces a deleted one. */
  const focusAfterClose = useCallback((find: FocusTarget) => {
    target.current = find;
  }, []);

  /** For the dialog's onExited. */
  const onExited = useCallback(() => setClosings((count) => count + 1), []);

  return { focusAfterClose, onExited };
}
