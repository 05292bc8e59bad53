import { useRef } from "react";
import { useFocusAfterDialog } from "../../../lib/use-focus-after-dialog";

/**
 * Where focus goes after a key dialog has closed when the element that opened
 * it is gone: a deleted key's Delete button, or the naming dialog behind the
 * new key. The refs go on the keys card, which the targets are looked up in.
 */
export function useKeyListFocus() {
  const createButton = useRef<HTMLButtonElement>(null);
  const keysHeading = useRef<HTMLHeadingElement>(null);
  const keyList = useRef<HTMLDivElement>(null);
  const { focusAfterClose, onExited } = useFocusAfterDialog();

  /** Create New Key, or the list's heading when the maximum is reached and the button is disabled. */
  const createOrHeading = () => (createButton.current?.disabled ? keysHeading.current : createButton.current);

  /** The Delete button now at `index` (the row that moved up into a deleted one's place), the last one, or Create New Key. */
  const deleteButtonAt = (index: number) => {
    const buttons = keyList.current?.querySelectorAll<HTMLButtonElement>("button[data-delete-key]");
    return buttons?.[Math.min(index, buttons.length - 1)] ?? createOrHeading();
  };

  return {
    refs: { createButton, keysHeading, keyList },
    focusCreateAfterClose: () => focusAfterClose(createOrHeading),
    focusRowAfterClose: (index: number) => focusAfterClose(() => deleteButtonAt(index)),
    onExited,
  };
}

export type KeyListFocus = ReturnType<typeof useKeyListFocus>;
