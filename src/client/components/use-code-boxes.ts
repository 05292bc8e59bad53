import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";

export const DIGIT = /^\d$/;

/** The refs and handlers of CodeBoxes: each change to the code also moves focus to the box the next digit goes in. */
export function useCodeBoxes(value: string, onChange: (value: string) => void, length: number) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const boxRef = (index: number) => (el: HTMLInputElement | null) => {
    boxes.current[index] = el;
  };

  const typeAt = (index: number, typed: string) => {
    const digit = [...typed].reverse().find((c) => DIGIT.test(c));
    if (!digit) return;
    const position = Math.min(index, value.length);
    onChange((value.slice(0, position) + digit + value.slice(position + 1)).slice(0, length));
    focusBox(position + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace") {
      event.preventDefault();
      const target = value[index] !== undefined ? index : index - 1;
      if (target < 0) return;
      onChange(value.slice(0, target) + value.slice(target + 1));
      focusBox(target);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(Math.min(index + 1, value.length));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData("text").replace(/\D/g, "").slice(0, length);
    if (digits === "") return;
    onChange(digits);
    focusBox(digits.length);
  };

  return { boxRef, typeAt, onKeyDown, onPaste };
}
