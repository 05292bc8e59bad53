import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitEvents, sessions, userTokens, users } from "../../src/server/db/schema";
import { createMailer, type Mailer } from "../../src/server/services/mail";
import { hashSecret } from "../../src/server/services/one-time-tokens";
import {
  ACCOUNT_NOTICE_RATE_LIMIT,
  LOGIN_ADDRESS_THROTTLE,
  LOGIN_THROTTLE,
  PASSWORD_RESET_RATE_LIMIT,
  REGISTER_RATE_LIMIT,
  SESSION,
  SIGNUP_CREDITS,
} from "../../src/shared/limits";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount } from "../support/accounts";
import { expectError } from "../support/expect-error";
import { HttpClient } from "../support/http-client";
import { readMailbox, tokenFromMail, waitForMailTo } from "../support/mailbox";
import { startTestServer, type TestServer } from "../support/test-server";

const ADMIN_EMAIL = "boss@example.com";
const SECOND_ADMIN_EMAIL = "chief@example.com";
/** Listed in ADMIN_EMAILS with capitals, as an operator may type it; the account's address is stored in lower case. */
const CAPITALISED_ADMIN_EMAIL = "Admin@Example.com";
const PASSWORD = "correct horse battery";
const DAY = 24 * 60 * 60 * 1000;

/**
 * Every address the server hands a message to. The routes call the mailer
 * before they answer (the sending itself goes on in the background), so once
 * an answer is in, this list says whether a mail was sent, with no waiting.
 */
const mailedTo: string[] = [];
let fileMailer: Mailer | undefined;
const recordingMailer: Mailer = {
  send(message) {
    mailedTo.push(message.to);
    return fileMailer!.send(message);
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN_EMAIL},${CAPITALISED_ADMIN_EMAIL}` },
    { mailer: recordingMailer },
  );
  fileMailer = createMailer(server.config, server.deps.logger);
});
afterAll(async () => server.close());

let counter = 0;
const freshEmail = () => `auth${++counter}-${Date.now()}@example.com`;
const client = () => new HttpClient(server.baseUrl);
const userRow = async (email: string) => (await server.deps.db.select().from(users).where(eq(users.email, email)))[0];

async function register(email: string, overrides: Record<string, unknown> = {}) {
  return client().post("/auth/register", { name: "Ada Lovelace", email, password: PASSWORD, password_check: PASSWORD, ...overrides });
}

async function loggedIn(email: string, password = PASSWORD) {
  const c = client();
  const res = await c.post("/auth/login", { email, password });
  expect(res.status).toBe(200);
  return c;
}

function expiresOf(setCookie: string | null): number {
  const match = /Expires=([^;]+)/i.exec(setCookie ?? "");
  if (!match) throw new Error(`no Expires in ${setCookie}`);
  return Date.parse(match[1]!);
}

describe("register", () => {
  it("creates a Basic account, mails a link to the client's verification screen, and grants the 5 free credits once the link is used", async () => {
    const email = freshEmail();
    const res = await register(email.toUpperCase());
    expect(res).toMatchObject({ status: 200, body: { status: "success", message: M.registered } });
    expect(await userRow(email)).toMatchObject({ plan: "basic", credits: 0, role: "User", emailVerified: false });

    const mail = await waitForMailTo(server.dataDir, email);
    // Whoever registers chooses the name and the address, so the name is no part of a mail to that address.
    expect(mail.body).not.toContain("Ada Lovelace");
    expect(mail.body).toContain(`${server.config.publicUrl}/verify-account?token=`);

    const verified = await client().get(`/auth/verify-account?token=${tokenFromMail(mail)}`);
    expect(verified).toMatchObject({ status: 200, body: { status: "success", message: M.accountVerified } });
    expect(await userRow(email)).toMatchObject({ emailVerified: true, credits: SIGNUP_CREDITS });
    // Opened again, the link answers "already verified" (tests/http/verify-account.test.ts) and grants nothing more.
    expect((await client().get(`/auth/verify-account?token=${tokenFromMail(mail)}`)).body).toMatchObject({
      status: "success",
      message: M.alreadyVerified,
    });
    expect((await userRow(email))?.credits).toBe(SIGNUP_CREDITS);
  });

  it("stores the password as an argon2id hash at OWASP's minimum cost or above (19 MiB, 2 passes, 1 lane)", async () => {
    const email = freshEmail();
    expect((await register(email)).status).toBe(200);
    const stored = (await userRow(email))!.passwordHash;
    expect(stored).not.toContain(PASSWORD);
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    expect(params, stored).not.toBeNull();
    const [memoryKiB, passes, lanes] = params!.slice(1).map(Number);
    // The costs src/server/auth/password.ts asks for.
    expect({ memoryKiB, passes, lanes }).toEqual({ memoryKiB: 19456, passes: 2, lanes: 1 });
    // OWASP Password Storage Cheat Sheet: argon2id with at least 19 MiB of memory, 2 iterations, 1 degree of parallelism.
    expect(memoryKiB).toBeGreaterThanOrEqual(19456);
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(lanes).toBe(1);
  });

  it("answers an address that already has an account as it answers a new one, and mails its owner a note instead of a link", async () => {
    const email = freshEmail();
    const first = await register(email);
    const owner = (await userRow(email))!;
    await waitForMailTo(server.dataDir, email);
    const again = await register(email.toUpperCase(), {
      name: "Someone Else",
      password: "another passphrase",
      password_check: "another passphrase",
    });
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    expect(again.body).toEqual({ status: "success", message: M.registered });
    // Nothing about the account changed: not its name, not its password.
    expect(await userRow(email)).toEqual(owner);
    const note = await waitForMailTo(server.dataDir, email, { count: 2 });
    expect(note.subject).toBe("You already have an Inkprint account");
    expect(note.body).toContain(`${server.config.publicUrl}/resetpw`);
    expect(note.body).not.toMatch(/token=/);
  });

  it(`sends the owner of a known address at most ${ACCOUNT_NOTICE_RATE_LIMIT.max} notes an hour, answering the same each time`, async () => {
    const email = freshEmail();
    await register(email);
    for (let i = 0; i <= ACCOUNT_NOTICE_RATE_LIMIT.max; i++)
      expect((await register(email)).body).toEqual({ status: "success", message: M.registered });
    await waitForMailTo(server.dataDir, email, { count: 1 + ACCOUNT_NOTICE_RATE_LIMIT.max });
    expect(mailedTo.filter((to) => to === email)).toHaveLength(1 + ACCOUNT_NOTICE_RATE_LIMIT.max);
  });

  it.each([
    ["an invalid e-mail", { email: "not-an-email" }, M.invalidEmail],
    ["a missing name", { name: "  " }, M.nameRequired],
    ["a password under 8 characters", { password: "short", password_check: "short" }, M.passwordLength],
    ["a password over 128 characters", { password: "x".repeat(129), password_check: "x".repeat(129) }, M.passwordLength],
    ["passwords that differ", { password_check: "something else" }, M.passwordsDiffer],
    ["a name with a line break", { name: "Ada\nVisit example.com" }, M.nameHasControlCharacters],
    ["a name with a NUL", { name: "Ada\u0000" }, M.nameHasControlCharacters],
    ["a name that reverses the text after it", { name: "\u202Enimda Ada" }, M.nameHasControlCharacters],
    ["a name with zero-width spaces between its letters", { name: "A\u200BD\u200BM\u200BI\u200BN" }, M.nameHasControlCharacters],
    ["a name with half of a surrogate pair", { name: "Ada \uD83D" }, M.nameHasBrokenCharacters],
    ["a name with a lone low surrogate", { name: "Ada\uDC00 Lovelace" }, M.nameHasBrokenCharacters],
  ])("refuses %s with 400", async (_what, overrides, message) => {
    expectError(await register(freshEmail(), overrides), 400, message);
  });

  it("accepts the zero-width non-joiner that Persian spelling needs in a name", async () => {
    expect((await register(freshEmail(), { name: "نیلوفر می\u200Cخواهد" })).status).toBe(200);
  });

  it("gives an address listed in ADMIN_EMAILS no Admin role before it is verified, at registration or at login", async () => {
    await register(ADMIN_EMAIL);
    expect((await userRow(ADMIN_EMAIL))?.role).toBe("User");
    const res = await client().post("/auth/login", { email: ADMIN_EMAIL, password: PASSWORD });
    expect(res.body).toMatchObject({ status: "success", role: "User" });
    expect((await userRow(ADMIN_EMAIL))?.role).toBe("User");
  });

  it("refuses the 31st registration from one client address within an hour with 429", async () => {
    const limited = await startTestServer();
    try {
      const known = await signedInAccount(limited);
      const registerThere = (email: string) =>
        new HttpClient(limited.baseUrl).post("/auth/register", {
          name: "Ada Lovelace",
          email,
          password: PASSWORD,
          password_check: PASSWORD,
        });
      // The known account used the first registration of the hour.
      for (let i = 1; i < REGISTER_RATE_LIMIT.max; i++) expect((await registerThere(freshEmail())).status).toBe(200);
      const refused = await registerThere(freshEmail());
      expectError(refused, 429, M.tooManyRegistrations);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
      // The limit comes before the address is looked up: a known one is refused alike.
      expectError(await registerThere(known.email), 429, M.tooManyRegistrations);
    } finally {
      await limited.close();
    }
  });

  it("refuses an unknown verification token", async () => {
    expectError(await client().get("/auth/verify-account?token=nope"), 400, M.invalidVerificationToken);
  });
});

describe("login and session cookie", () => {
  it("answers the session user and sets an httpOnly, SameSite=Lax cookie for 30 days", async () => {
    const email = freshEmail();
    await register(email);
    const c = client();
    const res = await c.post("/auth/login", { email, password: PASSWORD });
    expect(res.body).toMatchObject({
      status: "success",
      message: M.loggedIn,
      name: "Ada Lovelace",
      email,
      plan: "basic",
      credits: 0,
      role: "User",
    });
    expect(res.body.user_uuid).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${SESSION.cookieName}=[a-z2-7]+;`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(Math.abs(expiresOf(cookie) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect((await c.get("/auth/check-auth")).body).toMatchObject({ Logged: true, email, plan: "basic", credits: 0 });
  });

  it("says Logged: false without a session", async () => {
    expect((await client().get("/auth/check-auth")).body).toEqual({ Logged: false });
  });

  it("clears a cookie whose session is unknown or expired, so the browser stops sending it", async () => {
    const stale = client();
    stale.cookie = `${SESSION.cookieName}=notasessiontoken`;
    const res = await stale.get("/auth/check-auth");
    expect(res.body).toEqual({ Logged: false });
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION.cookieName}=;.*Expires=Thu, 01 Jan 1970`));
  });

  it("gives the same 401 message for an unknown e-mail and a wrong password", async () => {
    const email = freshEmail();
    await register(email);
    expectError(await client().post("/auth/login", { email, password: "wrong password" }), 401, M.invalidCredentials);
    expectError(await client().post("/auth/login", { email: freshEmail(), password: PASSWORD }), 401, M.invalidCredentials);
  });

  it(
    `refuses sign-ins from one client address after ${LOGIN_ADDRESS_THROTTLE.max} ` +
      `failures across many accounts; successful sign-ins do not count`,
    async () => {
      const own = await startTestServer();
      try {
        const account = await signedInAccount(own);
        const login = (email: string, password: string) => new HttpClient(own.baseUrl).post("/auth/login", { email, password });
        for (let i = 0; i < 3; i++) expect((await login(account.email, account.password)).status).toBe(200);
        for (let i = 0; i < LOGIN_ADDRESS_THROTTLE.max; i++)
          expectError(await login(`sprayed${i}@example.com`, "Summer2026!"), 401, M.invalidCredentials);
        const refused = await login(account.email, account.password);
        expectError(refused, 429, M.tooManyLoginAttempts);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      } finally {
        await own.close();
      }
    },
  );

  it("slows down the address that guessed wrong 5 times, longer after each further failure, and never locks the owner out", async () => {
    const own = await startTestServer({ TRUST_PROXY: "loopback" });
    try {
      const account = await signedInAccount(own);
      const from = (address: string) => (password: string) =>
        new HttpClient(own.baseUrl).post("/auth/login", { email: account.email, password }, { "x-forwarded-for": address });
      const attacker = from("203.0.113.7");
      const owner = from("198.51.100.20");
      for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) expectError(await attacker(`wrong ${i}`), 401, M.invalidCredentials);

      // The address that failed waits, even with the right password; the owner, elsewhere, signs in at once.
      const slowed = await attacker(account.password);
      expectError(slowed, 429, M.tooManyLoginAttempts);
      const firstWait = Number(slowed.headers.get("retry-after"));
      expect(firstWait).toBeGreaterThan(LOGIN_THROTTLE.firstDelayMs / 1000 - 5);
      expect(firstWait).toBeLessThanOrEqual(LOGIN_THROTTLE.firstDelayMs / 1000);
      expect((await owner(account.password)).status).toBe(200);

      // The wait passes: one more wrong guess is answered, and the next wait is twice as long.
      const attackerEvents = like(rateLimitEvents.bucket, "login:%:203.0.113.7");
      for (const event of await own.deps.db.select().from(rateLimitEvents).where(attackerEvents)) {
        await own.deps.db
          .update(rateLimitEvents)
          .set({ at: event.at - LOGIN_THROTTLE.firstDelayMs })
          .where(eq(rateLimitEvents.id, event.id));
      }
      expectError(await attacker("wrong again"), 401, M.invalidCredentials);
      const slowedAgain = await attacker(account.password);
      expectError(slowedAgain, 429, M.tooManyLoginAttempts);
      expect(Number(slowedAgain.headers.get("retry-after"))).toBeGreaterThan((2 * LOGIN_THROTTLE.firstDelayMs) / 1000 - 5);
      expect((await owner(account.password)).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it("lets the right password through from the slowed address once its wait is over, and starts its count afresh", async () => {
    const email = freshEmail();
    await register(email);
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++)
      expectError(await client().post("/auth/login", { email, password: `wrong ${i}` }), 401, M.invalidCredentials);
    expectError(await client().post("/auth/login", { email, password: PASSWORD }), 429, M.tooManyLoginAttempts);

    const bucket = like(rateLimitEvents.bucket, `login:${hashSecret(email)}:%`);
    for (const event of await server.deps.db.select().from(rateLimitEvents).where(bucket)) {
      await server.deps.db
        .update(rateLimitEvents)
        .set({ at: event.at - LOGIN_THROTTLE.firstDelayMs })
        .where(eq(rateLimitEvents.id, event.id));
    }
    expect((await client().post("/auth/login", { email, password: PASSWORD })).status).toBe(200);
    expect(await server.deps.db.select().from(rateLimitEvents).where(bucket)).toEqual([]);
  });

  it("refuses an address longer than any real one without counting it, so a login cannot write megabytes", async () => {
    const huge = `${"a".repeat(100_000)}@example.com`;
    expectError(await client().post("/auth/login", { email: huge, password: PASSWORD }), 400, M.invalidCredentials);
    expect(
      await server.deps.db
        .select()
        .from(rateLimitEvents)
        .where(like(rateLimitEvents.bucket, `%${hashSecret(huge)}`)),
    ).toEqual([]);
  });

  it("throttles unknown e-mails the same way, so throttling reveals nothing", async () => {
    const email = freshEmail();
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) await client().post("/auth/login", { email, password: "guess" });
    expectError(await client().post("/auth/login", { email, password: "guess" }), 429, M.tooManyLoginAttempts);
  });

  it("extends a session used in the second half of its life and sends the cookie again", async () => {
    const email = freshEmail();
    await register(email);
    const c = await loggedIn(email);
    const user = (await userRow(email))!;
    await server.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 10 * DAY) })
      .where(eq(sessions.userId, user.id));
    const res = await c.get("/auth/check-auth");
    expect(res.body).toMatchObject({ Logged: true });
    expect(Math.abs(expiresOf(res.headers.get("set-cookie")) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const stored = (await server.deps.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!;
    expect(stored.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it("ends the session on logout: the old cookie no longer signs in", async () => {
    const email = freshEmail();
    await register(email);
    const c = await loggedIn(email);
    const oldCookie = c.cookie!;
    const res = await c.get("/auth/logout");
    expect(res.body).toEqual({ status: "success" });
    expect(res.headers.get("set-cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
    const replay = client();
    replay.cookie = oldCookie;
    expect((await replay.get("/auth/check-auth")).body).toEqual({ Logged: false });
  });
});

describe("password reset", () => {
  it("answers the same for an existing and an unknown e-mail, and mails only the existing one", async () => {
    const email = freshEmail();
    await register(email);
    const unknown = freshEmail();
    const forKnown = await client().post("/api/request-reset-pw", { email });
    const forUnknown = await client().post("/api/request-reset-pw", { email: unknown });
    expect(forKnown).toMatchObject({ status: 200, body: { status: "success", message: M.resetRequested } });
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(mailedTo).toContain(email);
    expect(mailedTo).not.toContain(unknown);
    const mail = await waitForMailTo(server.dataDir, email, { count: 2 });
    expect(mail.body).toContain(`${server.config.publicUrl}/resetpw?token=`);
  });

  it("sends one address at most 3 reset e-mails an hour, known or not, then answers 429", async () => {
    const email = freshEmail();
    const unknown = freshEmail();
    await register(email);
    for (const address of [email, unknown]) {
      for (let sent = 0; sent < PASSWORD_RESET_RATE_LIMIT.max; sent++)
        expect((await client().post("/api/request-reset-pw", { email: address })).status).toBe(200);
      const refused = await client().post("/api/request-reset-pw", { email: address });
      expectError(refused, 429, M.tooManyResetRequests);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The verification mail and one reset mail for each request let through; none for the refused ones, none to the unknown address.
    expect(mailedTo.filter((to) => to === email)).toHaveLength(1 + PASSWORD_RESET_RATE_LIMIT.max);
    expect(mailedTo).not.toContain(unknown);
    await waitForMailTo(server.dataDir, email, { count: 1 + PASSWORD_RESET_RATE_LIMIT.max });
    expect(readMailbox(server.dataDir).filter((m) => m.to.includes(email))).toHaveLength(1 + PASSWORD_RESET_RATE_LIMIT.max);
  });

  it("refuses a reset request without a valid e-mail", async () => {
    expectError(await client().post("/api/request-reset-pw", { email: "nobody" }), 400, M.invalidEmail);
  });

  it("sets the new password once, ends every session of the user, and refuses the token a second time", async () => {
    const email = freshEmail();
    await register(email);
    const first = await loggedIn(email);
    const second = await loggedIn(email);
    await client().post("/api/request-reset-pw", { email });
    const token = tokenFromMail(await waitForMailTo(server.dataDir, email, { count: 2 }));

    const newPassword = "a brand new passphrase";
    const done = await client().post("/api/resetpw", { reset_token: token, newPW: newPassword, confirmNewPw: newPassword });
    expect(done).toMatchObject({ status: 200, body: { status: "success", message: M.resetDone } });
    expect((await first.get("/auth/check-auth")).body).toEqual({ Logged: false });
    expect((await second.get("/auth/check-auth")).body).toEqual({ Logged: false });
    expectError(await client().post("/auth/login", { email, password: PASSWORD }), 401, M.invalidCredentials);
    expect((await client().post("/auth/login", { email, password: newPassword })).status).toBe(200);

    expectError(
      await client().post("/api/resetpw", { reset_token: token, newPW: "yet another one", confirmNewPw: "yet another one" }),
      400,
      M.invalidResetToken,
    );
  });

  it("refuses a token older than an hour", async () => {
    const email = freshEmail();
    await register(email);
    await client().post("/api/request-reset-pw", { email });
    const token = tokenFromMail(await waitForMailTo(server.dataDir, email, { count: 2 }));
    const user = (await userRow(email))!;
    await server.deps.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.userId, user.id));
    expectError(
      await client().post("/api/resetpw", { reset_token: token, newPW: "long enough 1", confirmNewPw: "long enough 1" }),
      400,
      M.invalidResetToken,
    );
  });

  it("checks the new passwords before using up the token", async () => {
    const email = freshEmail();
    await register(email);
    await client().post("/api/request-reset-pw", { email });
    const token = tokenFromMail(await waitForMailTo(server.dataDir, email, { count: 2 }));
    expectError(
      await client().post("/api/resetpw", { reset_token: token, newPW: "long enough 1", confirmNewPw: "long enough 2" }),
      400,
      M.passwordsDiffer,
    );
    expectError(await client().post("/api/resetpw", { reset_token: token, newPW: "short", confirmNewPw: "short" }), 400, M.passwordLength);
    expect(
      (await client().post("/api/resetpw", { reset_token: token, newPW: "long enough 1", confirmNewPw: "long enough 1" })).status,
    ).toBe(200);
  });
});

describe("admin role from ADMIN_EMAILS", () => {
  it("is given at login to a listed address once it is verified", async () => {
    await register(SECOND_ADMIN_EMAIL);
    const mail = await waitForMailTo(server.dataDir, SECOND_ADMIN_EMAIL);
    expect((await client().get(`/auth/verify-account?token=${tokenFromMail(mail)}`)).status).toBe(200);
    const res = await client().post("/auth/login", { email: SECOND_ADMIN_EMAIL, password: PASSWORD });
    expect(res.body).toMatchObject({ role: "Admin" });
    expect((await userRow(SECOND_ADMIN_EMAIL))?.role).toBe("Admin");
  });

  it("is given to the address however ADMIN_EMAILS capitalises it", async () => {
    const email = CAPITALISED_ADMIN_EMAIL.toLowerCase();
    await register(email);
    const mail = await waitForMailTo(server.dataDir, email);
    expect((await client().get(`/auth/verify-account?token=${tokenFromMail(mail)}`)).status).toBe(200);
    const res = await client().post("/auth/login", { email, password: PASSWORD });
    expect(res.body).toMatchObject({ status: "success", role: "Admin" });
    expect((await userRow(email))?.role).toBe("Admin");
  });
});

describe("Secure cookie under an https PUBLIC_URL", () => {
  it("marks the session cookie Secure", async () => {
    const https = await startTestServer({ PUBLIC_URL: "https://inkprint.example" });
    try {
      const account = await signedInAccount(https);
      const res = await new HttpClient(https.baseUrl).post("/auth/login", { email: account.email, password: account.password });
      expect(res.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });
});
