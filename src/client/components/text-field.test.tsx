import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextField } from "./text-field";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe("TextField", () => {
  it("labels its input through the control id", () => {
    render(<TextField controlId="login-email" label="Email" value="" onChange={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>("Email");
    expect([input.tagName, input.id, input.className]).toEqual(["INPUT", "login-email", "form-control"]);
  });

  it("hands the typed text to onChange", () => {
    const onChange = vi.fn<(value: string) => void>();
    render(<TextField controlId="name" label="Full name" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Ada" } });
    expect(onChange).toHaveBeenCalledWith("Ada");
  });

  it("passes every other prop, the ref included, to the input", () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField controlId="pw" label="Password" value="" onChange={vi.fn()} type="password" required isInvalid aria-invalid ref={ref} />,
    );
    const input = screen.getByLabelText<HTMLInputElement>("Password");
    expect(ref.current).toBe(input);
    expect([input.type, input.required, input.getAttribute("aria-invalid"), input.classList.contains("is-invalid")]).toEqual([
      "password",
      true,
      "true",
      true,
    ]);
  });

  it("spaces the group with mb-3 unless told otherwise, and renders its children after the input", () => {
    const { container } = render(
      <>
        <TextField controlId="a" label="A" value="" onChange={vi.fn()}>
          <small>hint</small>
        </TextField>
        <TextField className="mb-2" controlId="b" label="B" value="" onChange={vi.fn()} />
        <TextField className={null} controlId="c" label="C" value="" onChange={vi.fn()} />
      </>,
    );
    const [a, b, c] = Array.from(container.children);
    expect([a?.className, b?.className, c?.hasAttribute("class")]).toEqual(["mb-3", "mb-2", false]);
    expect(Array.from(a?.children ?? [], (child) => child.tagName)).toEqual(["LABEL", "INPUT", "SMALL"]);
  });
});
