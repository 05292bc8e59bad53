import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { EMAIL_CODE } from "../../shared/limits";
import { CodeBoxes, isCodeComplete } from "./code-boxes";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** The boxes as a dialog uses them: a Confirm button enabled only by a complete code. */
function CodeForm({ initial = "" }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <CodeBoxes value={code} onChange={setCode} />
      <button type="button" disabled={!isCodeComplete(code)}>
        Confirm
      </button>
      <output data-testid="code">{code}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole("textbox") as HTMLInputElement[];
const confirm = () => screen.getByRole("button", { name: "Confirm" }) as HTMLButtonElement;
const code = () => screen.getByTestId("code").textContent;

describe("CodeBoxes", () => {
  it("renders exactly six single-character boxes", () => {
    render(<CodeForm />);
    expect(boxes()).toHaveLength(EMAIL_CODE.length);
    expect(EMAIL_CODE.length).toBe(6);
  });

  it("moves to the next box while typing and enables Confirm only at six digits", async () => {
    const user = userEvent.setup();
    render(<CodeForm />);
    await user.click(boxes()[0]!);
    await user.keyboard("12345");
    expect(code()).toBe("12345");
    expect(confirm().disabled).toBe(true);
    expect(document.activeElement).toBe(boxes()[5]);
    await user.keyboard("6");
    expect(code()).toBe("123456");
    expect(boxes().map((b) => b.value)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(confirm().disabled).toBe(false);
  });

  it("ignores characters that are not digits", async () => {
    const user = userEvent.setup();
    render(<CodeForm />);
    await user.click(boxes()[0]!);
    await user.keyboard("a1 b");
    expect(code()).toBe("1");
  });

  it("fills every box from a pasted code, dropping spaces and dashes", () => {
    render(<CodeForm />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => "123-456" } });
    expect(code()).toBe("123456");
    expect(confirm().disabled).toBe(false);
  });

  it("erases backwards with Backspace and disables Confirm again", async () => {
    const user = userEvent.setup();
    render(<CodeForm initial="123456" />);
    await user.click(boxes()[5]!);
    await user.keyboard("{Backspace}");
    expect(code()).toBe("12345");
    expect(confirm().disabled).toBe(true);
    await user.keyboard("{Backspace}");
    expect(code()).toBe("1234");
    expect(document.activeElement).toBe(boxes()[4]);
  });

  it("moves focus with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<CodeForm initial="123" />);
    await user.click(boxes()[2]!);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(boxes()[3]);
  });
});
