import { describe, expect, it } from "vitest";
import { ADMIN_REASON_MAX_LENGTH, characterLimitFor, NAME_MAX_LENGTH, REPORT_EXPLANATION_MAX_LENGTH, WORD_LIMITS } from "../limits";
import { SERVER_MESSAGES as M } from "../messages";
import { updateInfoInput } from "./account";
import { adjustCreditsInput } from "./admin";
import { registerInput } from "./auth";
import { exportReportInput } from "./detect";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("a field over its length limit", () => {
  it("is refused with a message that names the limit, not the message for a missing value", () => {
    const longName = "x".repeat(NAME_MAX_LENGTH + 1);
    const register = { name: longName, email: "a@example.com", password: "Passw0rd!", password_check: "Passw0rd!" };
    expect(firstMessage(registerInput.safeParse(register))).toBe(M.nameTooLong);
    expect(firstMessage(updateInfoInput.safeParse({ new_name: longName, new_mail: "a@example.com" }))).toBe(M.nameTooLong);
    expect(registerInput.safeParse({ ...register, name: "x".repeat(NAME_MAX_LENGTH) }).success).toBe(true);
    const adjust = { user_uuid: "u", delta: 5, reason: "r".repeat(ADMIN_REASON_MAX_LENGTH + 1) };
    expect(firstMessage(adjustCreditsInput.safeParse(adjust))).toBe(M.adminReasonTooLong);
    const report = { score: 50, verdict: "Mixed", explanation: "e", senteces: ["s"] };
    // A report reprints one analysed text's sentences, up to the longest the detector takes: a file's.
    const detectCharacters = characterLimitFor(WORD_LIMITS.detectFile);
    expect(
      exportReportInput.safeParse({
        ...report,
        senteces: ["s".repeat(detectCharacters)],
        explanation: "e".repeat(REPORT_EXPLANATION_MAX_LENGTH),
      }).success,
    ).toBe(true);
    expect(firstMessage(exportReportInput.safeParse({ ...report, explanation: "e".repeat(REPORT_EXPLANATION_MAX_LENGTH + 1) }))).toBe(
      M.reportTooLong,
    );
    expect(
      firstMessage(exportReportInput.safeParse({ ...report, senteces: Array.from({ length: WORD_LIMITS.detectFile + 1 }, () => "s") })),
    ).toBe(M.reportTooLong);
    const overLongTogether = Array.from({ length: 3 }, () => "s".repeat(detectCharacters / 2));
    expect(firstMessage(exportReportInput.safeParse({ ...report, senteces: overLongTogether }))).toBe(M.reportTooLong);
  });
});
