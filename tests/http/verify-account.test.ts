import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { issueToken, randomLinkToken } from "../../src/server/services/one-time-tokens";
import { SIGNUP_CREDITS, TOKEN_TTL_MS } from "../../src/shared/limits";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { expectError } from "../support/expect-error";
import { HttpClient } from "../support/http-client";
import { insertUser } from "../support/temp-db";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const client = () => new HttpClient(server.baseUrl);
const userRow = async (id: number) => (await server.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A new unverified account and the secret of a verification link issued to it `ageMs` ago. */
async function accountWithLink(ageMs = 0) {
  const user = await insertUser(server.deps.db);
  const secret = randomLinkToken();
  await issueToken(server.deps.db, {
    userId: user.id,
    kind: "verify_account",
    secret,
    ttlMs: TOKEN_TTL_MS.verifyAccount,
    now: Date.now() - ageMs,
  });
  return { user, secret };
}

const verify = (secret: string) => client().get(`/auth/verify-account?token=${secret}`);

describe("opening a verification link", () => {
  it(
    "twice (a double click, a mail client fetching links ahead): the second answer " +
      "is a success saying the address is already verified, with no second grant",
    async () => {
      const { user, secret } = await accountWithLink();
      expect(await verify(secret)).toMatchObject({ status: 200, body: { status: "success", message: M.accountVerified } });
      expect(await verify(secret)).toMatchObject({ status: 200, body: { status: "success", message: M.alreadyVerified } });
      expect(await userRow(user.id)).toMatchObject({ emailVerified: true, credits: SIGNUP_CREDITS });
    },
  );

  it("that expired unused is still refused", async () => {
    const { user, secret } = await accountWithLink(TOKEN_TTL_MS.verifyAccount + 1000);
    expectError(await verify(secret), 400, M.invalidVerificationToken);
    expect(await userRow(user.id)).toMatchObject({ emailVerified: false, credits: 0 });
  });

  it("that was never issued is still refused", async () => {
    expectError(await verify(randomLinkToken()), 400, M.invalidVerificationToken);
  });

  it("already used, of an account no longer verified, is refused", async () => {
    const { user, secret } = await accountWithLink();
    expect((await verify(secret)).status).toBe(200);
    await server.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    expectError(await verify(secret), 400, M.invalidVerificationToken);
  });
});
