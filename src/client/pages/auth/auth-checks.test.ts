import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { loginProblem } from "./login-page";
import { registerProblem, type RegisterFields } from "./register-page";
import { newPasswordProblem, resetEmailProblem } from "./reset-password-page";

const complete: RegisterFields = { name: "Ada", email: "ada@example.com", password: "secret pass", confirm: "secret pass", agreed: true };

describe("login checks", () => {
  it("names each missing field; a password of spaces is the server's to judge", () => {
    expect(loginProblem({ email: " ", password: "" })).toEqual({ message: CLIENT_MESSAGES.loginMissing, fields: ["email", "password"] });
    expect(loginProblem({ email: "ada@example.com", password: "" })?.fields).toEqual(["password"]);
    expect(loginProblem({ email: "ada@example.com", password: "   " })).toBeNull();
  });
});

describe("register checks", () => {
  it("asks for every field first, blanks included, and names the blank ones", () => {
    expect(registerProblem({ ...complete, name: "  " })).toEqual({ message: CLIENT_MESSAGES.registerMissing, fields: ["name"] });
    expect(registerProblem({ ...complete, confirm: "", agreed: false })).toEqual({
      message: CLIENT_MESSAGES.registerMissing,
      fields: ["confirm"],
    });
  });

  it("then wants matching passwords, then the terms ticked", () => {
    expect(registerProblem({ ...complete, confirm: "other", agreed: false })).toEqual({
      message: CLIENT_MESSAGES.passwordsDiffer,
      fields: ["confirm"],
    });
    expect(registerProblem({ ...complete, agreed: false })).toEqual({ message: CLIENT_MESSAGES.termsRequired, fields: ["agreed"] });
    expect(registerProblem(complete)).toBeNull();
  });
});

describe("reset checks", () => {
  it("needs a non-empty e-mail containing an @", () => {
    expect(resetEmailProblem("")).toEqual({ message: CLIENT_MESSAGES.resetInvalidEmail, fields: ["email"] });
    expect(resetEmailProblem("ada.example.com")?.message).toBe(CLIENT_MESSAGES.resetInvalidEmail);
    expect(resetEmailProblem("ada@example.com")).toBeNull();
  });

  it("needs both new passwords, and equal", () => {
    expect(newPasswordProblem("", "x")).toEqual({ message: CLIENT_MESSAGES.resetMissingPasswords, fields: ["password"] });
    expect(newPasswordProblem("abc", "abd")).toEqual({ message: CLIENT_MESSAGES.passwordsDiffer, fields: ["confirm"] });
    expect(newPasswordProblem("abc", "abc")).toBeNull();
  });
});
