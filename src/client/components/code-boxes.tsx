import { EMAIL_CODE } from "../../shared/limits";
import { DIGIT, useCodeBoxes } from "./use-code-boxes";

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
  const { boxRef, typeAt, onKeyDown, onPaste } = useCodeBoxes(value, onChange, length);
  return (
    // A fieldset would bring a border and legend layout the boxes do not want; role="group" names them the same way.
    // biome-ignore lint/a11y/useSemanticElements: see the line above.
    <div className="d-flex gap-2 justify-content-center code-boxes" role="group" aria-label={label}>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={boxRef(index)}
          className="form-control text-center fs-4 code-box"
          style={{ width: "3rem" }}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={2}
          aria-label={`Digit ${index + 1} of ${length}`}
          value={value[index] ?? ""}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: only when the dialog that asks for the code opens, where typing it is the one thing to do.
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
