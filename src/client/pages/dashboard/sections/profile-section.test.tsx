import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../../../shared/messages";
import "../../../../../tests/support/client-test-support";
import { fakeTrpcServer, renderSection, TEST_USER, type AnswerOf } from "../../../../../tests/support/client-trpc";
import { ProfileSection } from "./profile-section";

const NEW_EMAIL = "new@example.com";
const GOOD_CODE = "424242";
const WRONG_OLD_PASSWORD: AnswerOf<"account.changePassword"> = { status: 400, message: SERVER_MESSAGES.wrongOldPassword };
let passwordAnswer: AnswerOf<"account.changePassword"> = WRONG_OLD_PASSWORD;

const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "account.updateInfo": (input) => {
    const { new_mail } = input as { new_mail: string };
    const pending = new_mail !== TEST_USER.email;
    return {
      data: {
        status: "success",
        message: pending ? SERVER_MESSAGES.emailCodeSent : SERVER_MESSAGES.profileUpdated,
        email_change_pending: pending,
      },
    };
  },
  "account.confirmEmailChange": (input) =>
    (input as { verCode: string }).verCode === GOOD_CODE
      ? { data: { status: "success", message: SERVER_MESSAGES.emailChanged, email: NEW_EMAIL } }
      : { status: 400, message: SERVER_MESSAGES.invalidEmailCode },
  "account.changePassword": () => passwordAnswer,
  "billing.status": () => ({ data: { payments_enabled: false } }),
});

beforeAll(() => fake.server.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => {
  fake.calls.length = 0;
  passwordAnswer = WRONG_OLD_PASSWORD;
});
afterAll(() => fake.server.close());

const emailField = () => screen.getByLabelText<HTMLInputElement>("E-mail");
const digits = () => screen.getAllByLabelText<HTMLInputElement>(/^Digit \d of 6$/);
const typeCode = (code: string) => [...code].forEach((digit, index) => fireEvent.change(digits()[index]!, { target: { value: digit } }));

async function changeEmail() {
  fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: NEW_EMAIL } });
  fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
  await screen.findByText("Verify your new e-mail");
}

describe("Profile section", () => {
  it("updates the name without a code when the e-mail is unchanged", async () => {
    renderSection(<ProfileSection />);
    fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Renamed Person" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await screen.findByText(SERVER_MESSAGES.profileUpdated);
    expect(fake.calls.find((c) => c.path === "account.updateInfo")?.input).toEqual({
      new_name: "Renamed Person",
      new_mail: TEST_USER.email,
    });
    expect(screen.queryByText("Verify your new e-mail")).toBeNull();
  });

  it("asks for the 6-digit code when the e-mail changed; a wrong code clears the boxes and puts the cursor in the first", async () => {
    renderSection(<ProfileSection />);
    await changeEmail();
    typeCode("111111");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm" })));
    await screen.findByText(CLIENT_MESSAGES.invalidCode);
    await waitFor(() =>
      expect(
        digits()
          .map((box) => box.value)
          .join(""),
      ).toBe(""),
    );
    await waitFor(() => expect(document.activeElement).toBe(digits()[0]));
  });

  it("a right code changes the e-mail", async () => {
    renderSection(<ProfileSection />);
    await changeEmail();
    typeCode(GOOD_CODE);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm" })));
    await screen.findByText(SERVER_MESSAGES.emailChanged);
    expect(emailField().value).toBe(NEW_EMAIL);
  });

  it("Cancel restores the previous e-mail in the field", async () => {
    renderSection(<ProfileSection />);
    await changeEmail();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(emailField().value).toBe(TEST_USER.email);
  });

  it("leaves password rules to the server and shows its answer", async () => {
    renderSection(<ProfileSection />);
    fireEvent.change(await screen.findByLabelText("Current password"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
    await screen.findByText(SERVER_MESSAGES.wrongOldPassword);
    expect(fake.calls.find((c) => c.path === "account.changePassword")?.input).toEqual({ oldPass: "x", newPass: "", confNewPass: "" });
  });

  it("marks the field the server's refusal is about and puts the cursor in it, until it is edited", async () => {
    renderSection(<ProfileSection />);
    const current = await screen.findByLabelText("Current password");
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(current);
    expect(screen.getByLabelText("New password").hasAttribute("aria-invalid")).toBe(false);
    fireEvent.input(current, { target: { value: "y" } });
    expect(current.hasAttribute("aria-invalid")).toBe(false);
  });

  it("says the server could not be reached when no answer came back", async () => {
    passwordAnswer = "network-error";
    renderSection(<ProfileSection />);
    fireEvent.change(await screen.findByLabelText("Current password"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
    await screen.findByText(CLIENT_MESSAGES.serverError);
  });
});

describe("Subscription on a server without payments", () => {
  it("disables Manage Subscription and says payments are not enabled, opening no tab", async () => {
    renderSection(<ProfileSection />);
    expect((await screen.findByTestId("payments-disabled")).textContent).toBe(SERVER_MESSAGES.paymentsDisabled);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Manage Subscription" }).disabled).toBe(true);
  });
});
