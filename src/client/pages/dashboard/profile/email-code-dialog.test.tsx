import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../../../../tests/support/client-test-support";
import { EmailCodeDialog } from "./email-code-dialog";

function renderDialog(onConfirm: (code: string) => Promise<boolean>, onCancel = vi.fn()) {
  render(<EmailCodeDialog show newEmail="new@example.com" busy={false} onConfirm={onConfirm} onCancel={onCancel} />);
  return onCancel;
}

const digits = () => screen.getAllByLabelText<HTMLInputElement>(/^Digit \d of 6$/);
const confirmButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Confirm" });
const typeCode = (code: string) => [...code].forEach((digit, index) => fireEvent.change(digits()[index]!, { target: { value: digit } }));

describe("the e-mail code dialog", () => {
  it("has six boxes and enables Confirm only when all six are filled", () => {
    renderDialog(vi.fn());
    expect(digits()).toHaveLength(6);
    typeCode("12345");
    expect(confirmButton().disabled).toBe(true);
    typeCode("123456");
    expect(confirmButton().disabled).toBe(false);
  });

  it("sends the code and clears the boxes when it is rejected", async () => {
    const onConfirm = vi.fn(async () => false);
    renderDialog(onConfirm);
    typeCode("123456");
    await act(async () => fireEvent.click(confirmButton()));
    expect(onConfirm).toHaveBeenCalledWith("123456");
    expect(
      digits()
        .map((box) => box.value)
        .join(""),
    ).toBe("");
    expect(document.activeElement).toBe(digits()[0]);
  });

  it("keeps the code while an accepted confirmation closes the dialog", async () => {
    const onConfirm = vi.fn(async () => true);
    renderDialog(onConfirm);
    typeCode("654321");
    await act(async () => fireEvent.click(confirmButton()));
    expect(
      digits()
        .map((box) => box.value)
        .join(""),
    ).toBe("654321");
  });

  it("Cancel reports back so the previous e-mail can be restored", () => {
    const onCancel = renderDialog(vi.fn());
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
