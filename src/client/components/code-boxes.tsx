import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { EMAIL_CODE } from "../../shared/limits";

const DIGIT = /^\d$/;

export function isCodeComplete(code: string, length: number = EMAIL_CODE.length): boolean {
  return code.length === length && [...code].every((c) => DIGIT.test(c));
}

/**
 * The e-mail code as single-character boxes. The value is the code typed so
 * far, left to right, without gaps: typing fills the next box, Backspace on an
 * empty box goes back, arrows move, and a pasted code fills every box.
 */
export function CodeBoxes({
  value,
  onChange,
  length = EMAIL_CODE.length,
  disabled = false,
  autoFocus = false,
  label = "Verification code",
}: {
  value: string;
  onChange(value: string): void;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  label?: string;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

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

  return (
    <div className="d-flex gap-2 justify-content-center code-boxes" role="group" aria-label={label}>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="form-control text-center fs-4 code-box"
          style={{ width: "3rem" }}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={2}
          aria-label={`Digit ${index + 1} of ${length}`}
          value={value[index] ?? ""}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(e) => typeAt(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
