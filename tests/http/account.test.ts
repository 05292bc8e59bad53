import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, userTokens, users } from "../../src/server/db/schema";
import { DASHBOARD_RATE_LIMIT, EMAIL_CHANGE_RATE_LIMIT, SIGNUP_CREDITS, VERIFICATION_RESEND_RATE_LIMIT } from "../../src/shared/limits";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { expectError } from "../support/expect-error";
import { HttpClient } from "../support/http-client";
import { codeFromMail, tokenFromMail, waitForMailTo } from "../support/mailbox";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

let counter = 0;
const freshEmail = () => `new${++counter}-${Date.now()}@example.com`;
const userOf = async (account: TestAccount) => (await server.deps.db.select().from(users).where(eq(users.id, account.userId)))[0]!;

async function secondSession(account: TestAccount): Promise<HttpClient> {
  const other = new HttpClient(server.baseUrl);
  expect((await other.post("/auth/login", { email: account.email, password: account.password })).status).toBe(200);
  return other;
}

const SAMPLE_TEXT =
  "The committee met on Tuesday to review the budget. Several members raised concerns about the cost of the new library wing, " +
  "and the chair asked for a revised estimate before the next meeting. Nobody expected the discussion to last three hours.";

describe("GET /api/userinfo", () => {
  it("needs a signed-in user", async () => {
    expectError(await new HttpClient(server.baseUrl).get("/api/userinfo"), 401, M.notSignedIn);
  });

  it("answers the account and its payments, newest first, in dollars with ISO dates", async () => {
    const account = await signedInAccount(server);
    const older = new Date("2030-01-05T10:00:00.000Z");
    const newer = new Date("2030-02-05T10:00:00.000Z");
    await server.deps.db.insert(payments).values([
      { userId: account.userId, productBought: "10 credits", amountCents: 400, currency: "usd", purchasedAt: older },
      { userId: account.userId, productBought: "Professional (monthly)", amountCents: 999, currency: "usd", purchasedAt: newer },
    ]);
    const res = await account.client.get("/api/userinfo");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "success",
      name: "Test User",
      email: account.email,
      credits: 5,
      current_plan: "basic",
      account_verified: true,
      payment_history: [
        { product_bought: "Professional (monthly)", amount_paid: 9.99, purchase_date: newer.toISOString() },
        { product_bought: "10 credits", amount_paid: 4, purchase_date: older.toISOString() },
      ],
    });
    expect(new Date(res.body.created_at as string).toISOString()).toBe(res.body.created_at);
  });

  it("answers an empty payment history for a new account", async () => {
    const account = await signedInAccount(server);
    expect((await account.client.get("/api/userinfo")).body).toMatchObject({ payment_history: [] });
  });
});

describe("POST /api/update-info", () => {
  it("updates the name alone when the e-mail is unchanged", async () => {
    const account = await signedInAccount(server);
    const res = await account.client.post("/api/update-info", { new_name: "Grace Hopper", new_mail: account.email });
    expect(res).toMatchObject({ status: 200, body: { status: "success", message: M.profileUpdated, email_change_pending: false } });
    expect((await userOf(account)).name).toBe("Grace Hopper");
  });

  it("sends a 6-digit code to the new address and changes the e-mail only once it is confirmed", async () => {
    const account = await signedInAccount(server);
    const newEmail = freshEmail();
    const res = await account.client.post("/api/update-info", { new_name: "Grace", new_mail: newEmail.toUpperCase() });
    expect(res).toMatchObject({ status: 200, body: { status: "success", message: M.emailCodeSent, email_change_pending: true } });
    expect(await userOf(account)).toMatchObject({ name: "Grace", email: account.email });

    const mail = await waitForMailTo(server.dataDir, newEmail);
    const code = codeFromMail(mail);
    const stored = await server.deps.db.select().from(userTokens).where(eq(userTokens.userId, account.userId));
    expect(JSON.stringify(stored)).not.toContain(code);

    expectError(
      await account.client.post("/api/confirm-change-mail", { verCode: code === "000000" ? "111111" : "000000" }),
      400,
      M.invalidEmailCode,
    );
    const confirmed = await account.client.post("/api/confirm-change-mail", { verCode: code });
    expect(confirmed).toMatchObject({ status: 200, body: { status: "success", message: M.emailChanged, email: newEmail } });
    expect((await account.client.get("/api/userinfo")).body).toMatchObject({ email: newEmail, account_verified: true });
    expect((await new HttpClient(server.baseUrl).post("/auth/login", { email: newEmail, password: account.password })).status).toBe(200);
    expectError(await account.client.post("/api/confirm-change-mail", { verCode: code }), 400, M.emailCodeExpired);
  });

  it("ends the user's other sessions once the new address is confirmed, and keeps the one that confirmed it", async () => {
    const account = await signedInAccount(server);
    const other = await secondSession(account);
    const newEmail = freshEmail();
    await account.client.post("/api/update-info", { new_name: "Test User", new_mail: newEmail });
    // Until the code is typed nothing has changed, so the other session still works.
    expect((await other.get("/auth/check-auth")).body).toMatchObject({ Logged: true });
    const code = codeFromMail(await waitForMailTo(server.dataDir, newEmail));
    expect((await account.client.post("/api/confirm-change-mail", { verCode: code })).status).toBe(200);
    expect((await account.client.get("/auth/check-auth")).body).toMatchObject({ Logged: true, email: newEmail });
    expect((await other.get("/auth/check-auth")).body).toEqual({ Logged: false });
  });

  it("answers an address another account uses as it answers a free one, mails that account's owner a note, and never moves the address", async () => {
    const account = await signedInAccount(server);
    const other = await signedInAccount(server);
    const free = await account.client.post("/api/update-info", { new_name: "Changed", new_mail: freshEmail() });
    const taken = await account.client.post("/api/update-info", { new_name: "Changed", new_mail: other.email });
    expect({ status: taken.status, body: taken.body }).toEqual({ status: free.status, body: free.body });
    const note = await waitForMailTo(server.dataDir, other.email, { count: 2 });
    expect(note.subject).toBe("Your address was given for another Inkprint account");
    expect(note.body).not.toMatch(/\b\d{6}\b/);
    // A wrong code is answered as for a free address; no code can move the account onto an address in use.
    expectError(await account.client.post("/api/confirm-change-mail", { verCode: "000000" }), 400, M.invalidEmailCode);
    expect((await userOf(account)).email).toBe(account.email);
  });

  it("counts a change to an address in use against the hourly limit before looking the address up", async () => {
    const account = await signedInAccount(server);
    const other = await signedInAccount(server);
    for (let sent = 0; sent < EMAIL_CHANGE_RATE_LIMIT.max; sent++)
      await account.client.post("/api/update-info", { new_name: "Test User", new_mail: freshEmail() });
    expectError(
      await account.client.post("/api/update-info", { new_name: "Test User", new_mail: other.email }),
      429,
      M.tooManyEmailChanges,
    );
  });

  it("caps code e-mails at 5 an hour per account, so the form cannot be used to spam", async () => {
    const account = await signedInAccount(server);
    for (let sent = 0; sent < EMAIL_CHANGE_RATE_LIMIT.max; sent++) {
      expect((await account.client.post("/api/update-info", { new_name: "Test User", new_mail: freshEmail() })).status).toBe(200);
    }
    const refused = await account.client.post("/api/update-info", { new_name: "Test User", new_mail: freshEmail() });
    expectError(refused, 429, M.tooManyEmailChanges);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it.each([
    ["an invalid e-mail", { new_name: "Name", new_mail: "nope" }, M.invalidEmail],
    ["a blank name", { new_name: "   ", new_mail: "x@example.com" }, M.nameRequired],
    ["a name with half of a surrogate pair", { new_name: "Grace \uD83D", new_mail: "x@example.com" }, M.nameHasBrokenCharacters],
  ])("refuses %s with 400", async (_what, body, message) => {
    const account = await signedInAccount(server);
    expectError(await account.client.post("/api/update-info", body), 400, message);
  });
});

describe("POST /api/confirm-change-mail", () => {
  async function pendingChange() {
    const account = await signedInAccount(server);
    const newEmail = freshEmail();
    await account.client.post("/api/update-info", { new_name: "Test User", new_mail: newEmail });
    return { account, newEmail, code: codeFromMail(await waitForMailTo(server.dataDir, newEmail)) };
  }
  const wrong = (code: string) => (code === "999999" ? "888888" : "999999");

  it("kills the code after 5 wrong tries: even the right code then gets the expired message", async () => {
    const { account, code } = await pendingChange();
    for (let i = 0; i < 5; i++)
      expectError(await account.client.post("/api/confirm-change-mail", { verCode: wrong(code) }), 400, M.invalidEmailCode);
    expectError(await account.client.post("/api/confirm-change-mail", { verCode: code }), 400, M.emailCodeExpired);
    expect((await userOf(account)).email).toBe(account.email);
  });

  it("refuses the code after 15 minutes", async () => {
    const { account, code } = await pendingChange();
    await server.deps.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.userId, account.userId));
    expectError(await account.client.post("/api/confirm-change-mail", { verCode: code }), 400, M.emailCodeExpired);
  });

  it("answers the expired message when no change is pending", async () => {
    const account = await signedInAccount(server);
    expectError(await account.client.post("/api/confirm-change-mail", { verCode: "123456" }), 400, M.emailCodeExpired);
  });

  it("refuses a code that is not 6 digits", async () => {
    const account = await signedInAccount(server);
    expectError(await account.client.post("/api/confirm-change-mail", { verCode: "12ab" }), 400, M.invalidEmailCode);
  });

  it("refuses with 409 when the address was taken while the code was on its way", async () => {
    const { account, newEmail, code } = await pendingChange();
    const squatter = new HttpClient(server.baseUrl);
    await squatter.post("/auth/register", {
      name: "Squatter",
      email: newEmail,
      password: "squatter pass",
      password_check: "squatter pass",
    });
    expectError(await account.client.post("/api/confirm-change-mail", { verCode: code }), 409, M.emailTaken);
    expect((await userOf(account)).email).toBe(account.email);
  });
});

/** The resend has no REST path in the spec; the dashboard calls it over tRPC's HTTP transport. */
const resendVerification = (account: TestAccount) => account.client.post("/trpc/account.resendVerification", {});
const trpcError = (body: unknown) => (body as { error: { message: string } }).error.message;

describe("e-mail verification and the free credits", () => {
  it("grants the sign-up credits when an unverified account proves a new address by code, and kills reset links sent to the old one", async () => {
    const account = await signedInAccount(server, { verified: false });
    expect(await userOf(account)).toMatchObject({ credits: 0, emailVerified: false });
    await new HttpClient(server.baseUrl).post("/api/request-reset-pw", { email: account.email });
    const resetToken = tokenFromMail(await waitForMailTo(server.dataDir, account.email, { count: 2 }));

    const newEmail = freshEmail();
    await account.client.post("/api/update-info", { new_name: "Grace", new_mail: newEmail });
    const code = codeFromMail(await waitForMailTo(server.dataDir, newEmail));
    expect((await account.client.post("/api/confirm-change-mail", { verCode: code })).status).toBe(200);
    expect((await account.client.get("/api/userinfo")).body).toMatchObject({ credits: SIGNUP_CREDITS, account_verified: true });

    const reset = await new HttpClient(server.baseUrl).post("/api/resetpw", {
      reset_token: resetToken,
      newPW: "attacker pass",
      confirmNewPw: "attacker pass",
    });
    expectError(reset, 400, M.invalidResetToken);
  });

  it("sends the link again: the earlier link stops working, the new one brings the credits, and a verified account is told so", async () => {
    const account = await signedInAccount(server, { verified: false });
    const firstToken = tokenFromMail(await waitForMailTo(server.dataDir, account.email));
    const resent = await resendVerification(account);
    expect(resent).toMatchObject({ status: 200, body: { result: { data: { status: "success", message: M.verificationResent } } } });
    const secondToken = tokenFromMail(await waitForMailTo(server.dataDir, account.email, { count: 2 }));

    expectError(await new HttpClient(server.baseUrl).get(`/auth/verify-account?token=${firstToken}`), 400, M.invalidVerificationToken);
    expect((await new HttpClient(server.baseUrl).get(`/auth/verify-account?token=${secondToken}`)).status).toBe(200);
    expect(await userOf(account)).toMatchObject({ credits: SIGNUP_CREDITS, emailVerified: true });

    const again = await resendVerification(account);
    expect(again.status).toBe(400);
    expect(trpcError(again.body)).toBe(M.alreadyVerified);
  });

  it(`sends at most ${VERIFICATION_RESEND_RATE_LIMIT.max} links an hour to one account`, async () => {
    const account = await signedInAccount(server, { verified: false });
    for (let i = 0; i < VERIFICATION_RESEND_RATE_LIMIT.max; i++) expect((await resendVerification(account)).status).toBe(200);
    const refused = await resendVerification(account);
    expect(refused.status).toBe(429);
    expect(trpcError(refused.body)).toBe(M.tooManyVerificationMails);
  });

  it("needs a signed-in user", async () => {
    expect((await new HttpClient(server.baseUrl).post("/trpc/account.resendVerification", {})).status).toBe(401);
  });
});

describe("POST /api/change-password", () => {
  it("changes the password, keeps this session and ends the user's other sessions", async () => {
    const account = await signedInAccount(server);
    const other = await secondSession(account);
    const newPass = "a fresh passphrase";
    const res = await account.client.post("/api/change-password", { oldPass: account.password, newPass, confNewPass: newPass });
    expect(res).toMatchObject({ status: 200, body: { status: "success", message: M.passwordChanged } });
    expect((await account.client.get("/auth/check-auth")).body).toMatchObject({ Logged: true });
    expect((await other.get("/auth/check-auth")).body).toEqual({ Logged: false });
    expectError(
      await new HttpClient(server.baseUrl).post("/auth/login", { email: account.email, password: account.password }),
      401,
      M.invalidCredentials,
    );
    expect((await new HttpClient(server.baseUrl).post("/auth/login", { email: account.email, password: newPass })).status).toBe(200);
  });

  it("makes a reset link sent before the change useless", async () => {
    const account = await signedInAccount(server);
    await new HttpClient(server.baseUrl).post("/api/request-reset-pw", { email: account.email });
    const token = tokenFromMail(await waitForMailTo(server.dataDir, account.email, { count: 2 }));
    await account.client.post("/api/change-password", {
      oldPass: account.password,
      newPass: "changed pass 1",
      confNewPass: "changed pass 1",
    });
    expectError(
      await new HttpClient(server.baseUrl).post("/api/resetpw", {
        reset_token: token,
        newPW: "attacker pass",
        confirmNewPw: "attacker pass",
      }),
      400,
      M.invalidResetToken,
    );
  });

  it.each([
    ["a wrong current password", { oldPass: "not my password" }, M.wrongOldPassword],
    ["a new password under 8 characters", { newPass: "short", confNewPass: "short" }, M.passwordLength],
    ["a new password over 128 characters", { newPass: "y".repeat(129), confNewPass: "y".repeat(129) }, M.passwordLength],
    ["confirmation that differs", { newPass: "long enough 1", confNewPass: "long enough 2" }, M.passwordsDiffer],
  ])("refuses %s with 400", async (_what, overrides, message) => {
    const account = await signedInAccount(server);
    const body = { oldPass: account.password, newPass: "long enough 1", confNewPass: "long enough 1", ...overrides };
    expectError(await account.client.post("/api/change-password", body), 400, message);
  });

  it("counts wrong current passwords against the sign-in throttle", async () => {
    const account = await signedInAccount(server);
    const body = { oldPass: "guess", newPass: "long enough 1", confNewPass: "long enough 1" };
    for (let i = 0; i < 5; i++) expectError(await account.client.post("/api/change-password", body), 400, M.wrongOldPassword);
    expectError(await account.client.post("/api/change-password", { ...body, oldPass: account.password }), 429, M.tooManyLoginAttempts);
  });
});

describe("credits", () => {
  it("lets exactly 5 of as many simultaneous detections as the dashboard allows through for 5 credits; the rest get 402", async () => {
    const account = await signedInAccount(server, { credits: 5 });
    const calls = DASHBOARD_RATE_LIMIT.max;
    const answers = await Promise.all(
      Array.from({ length: calls }, () => account.client.post("/api/detect-ai", { detect_text: SAMPLE_TEXT })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(calls - 5);
    for (const answer of refused) expectError(answer, 402, M.insufficientCredits);
    expect((await account.client.get("/api/userinfo")).body).toMatchObject({ credits: 0 });
  });
});

describe("credits when the engine fails", () => {
  let failing: TestServer;
  beforeAll(async () => {
    // An LLM provider that cannot be reached: nothing listens on this port.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    failing = await startTestServer({
      DETECT_ENGINE: "llm",
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: `http://127.0.0.1:${closedPort}/v1`,
      LLM_TIMEOUT_MS: "2000",
    });
  });
  afterAll(async () => failing.close());

  it("gives the credit back", async () => {
    const account = await signedInAccount(failing, { credits: 3 });
    const res = await account.client.post("/api/detect-ai", { detect_text: SAMPLE_TEXT });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body).toMatchObject({ status: "error" });
    expect((await account.client.get("/api/userinfo")).body).toMatchObject({ credits: 3 });
  });
});

describe("mail", () => {
  it("writes a message as one complete .eml file in DATA_DIR/mail, and leaves nothing else there", async () => {
    const scratch = await startTestServer();
    try {
      const email = "mail-check@example.com";
      const registered = await new HttpClient(scratch.baseUrl).post("/auth/register", {
        name: "Mail Check",
        email,
        password: "long enough pass",
        password_check: "long enough pass",
      });
      expect(registered.status).toBe(200);
      // The one message this server sends: the verification link.
      const mail = await waitForMailTo(scratch.dataDir, email);
      expect(fs.readdirSync(path.join(scratch.dataDir, "mail"))).toEqual([mail.file]);
      expect(mail.file).toMatch(/\.eml$/);
      expect(mail.to).toBe(email);
      expect(mail.subject).not.toBe("");
      expect(mail.body).toContain(`${scratch.config.publicUrl}/verify-account?token=`);
    } finally {
      await scratch.close();
    }
  });
});
