import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { registerProblem, type RegisterFields } from "./register-page";
import { newPasswordProblem, resetEmailProblem } from "./reset-password-page";

const complete: RegisterFields = { name: "Ada", email: "ada@example.com", password: "secret pass", confirm: "secret pass", agreed: true };

describe("register checks", () => {
  it("asks for every field first, blanks included", () => {
    expect(registerProblem({ ...complete, name: "  " })).toBe(CLIENT_MESSAGES.registerMissing);
    expect(registerProblem({ ...complete, confirm: "", agreed: false })).toBe(CLIENT_MESSAGES.registerMissing);
  });

  it("then wants matching passwords, then the terms ticked", () => {
    expect(registerProblem({ ...complete, confirm: "other", agreed: false })).toBe(CLIENT_MESSAGES.passwordsDiffer);
    expect(registerProblem({ ...complete, agreed: false })).toBe(CLIENT_MESSAGES.termsRequired);
    expect(registerProblem(complete)).toBeNull();
  });
});

describe("reset checks", () => {
  it("needs a non-empty e-mail containing an @", () => {
    expect(resetEmailProblem("")).toBe(CLIENT_MESSAGES.resetInvalidEmail);
    expect(resetEmailProblem("ada.example.com")).toBe(CLIENT_MESSAGES.resetInvalidEmail);
    expect(resetEmailProblem("ada@example.com")).toBeNull();
  });

  it("needs both new passwords, and equal", () => {
    expect(newPasswordProblem("", "x")).toBe(CLIENT_MESSAGES.resetMissingPasswords);
    expect(newPasswordProblem("abc", "abd")).toBe(CLIENT_MESSAGES.passwordsDiffer);
    expect(newPasswordProblem("abc", "abc")).toBeNull();
  });
});
