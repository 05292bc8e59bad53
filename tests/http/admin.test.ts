import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, users } from "../../src/server/db/schema";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount, type TestAccount } from "../support/accounts";
import { HttpClient, type JsonResponse } from "../support/http-client";
import { tokenFromMail, waitForMailTo } from "../support/mailbox";
import { startTestServer, type TestServer } from "../support/test-server";

/** Admin has no REST path in the spec; the dashboard calls these procedures over tRPC's HTTP transport. */
const query = (client: HttpClient, procedure: string, input: unknown) =>
  client.get(`/trpc/admin.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
const mutate = (client: HttpClient, procedure: string, input: unknown) => client.post(`/trpc/admin.${procedure}`, input);

const dataOf = <T = Record<string, unknown>>(res: JsonResponse) => (res.body as { result: { data: T } }).result.data;

function expectTrpcError(res: JsonResponse, status: number, message: string) {
  expect(res.status).toBe(status);
  expect((res.body as { error: { message: string } }).error.message).toBe(message);
}

let server: TestServer;
let admin: TestAccount;
let alice: TestAccount;
const tag = `t${Date.now()}`;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: `root-${tag}@example.com` });
  admin = await signedInAccount(server, { role: "Admin" });
  alice = await signedInAccount(server);
  await server.deps.db
    .update(users)
    .set({ name: `Alice ${tag}` })
    .where(eq(users.id, alice.userId));
});
afterAll(async () => server.close());

const uuidOf = async (account: TestAccount) => (await server.deps.db.select().from(users).where(eq(users.id, account.userId)))[0]!.uuid;

describe("access", () => {
  it("refuses a signed-in user without the Admin role with 403", async () => {
    expectTrpcError(await query(alice.client, "listUsers", {}), 403, M.forbidden);
    expectTrpcError(
      await mutate(alice.client, "adjustCredits", { user_uuid: await uuidOf(alice), delta: 100, reason: "me" }),
      403,
      M.forbidden,
    );
    expectTrpcError(await mutate(alice.client, "updateUser", { user_uuid: await uuidOf(alice), role: "Admin" }), 403, M.forbidden);
    expect((await server.deps.db.select().from(users).where(eq(users.id, alice.userId)))[0]).toMatchObject({ role: "User", credits: 5 });
  });

  it("refuses an anonymous caller with 401", async () => {
    expectTrpcError(await query(new HttpClient(server.baseUrl), "listUsers", {}), 401, M.notSignedIn);
  });

  it("gives the Admin role to an ADMIN_EMAILS address only once the address is verified", async () => {
    const root = new HttpClient(server.baseUrl);
    const email = `root-${tag}@example.com`;
    await root.post("/auth/register", { name: "Root", email, password: "root password", password_check: "root password" });
    expect((await root.post("/auth/login", { email, password: "root password" })).body).toMatchObject({ role: "User" });
    expectTrpcError(await query(root, "listUsers", {}), 403, M.forbidden);

    const mail = await waitForMailTo(server.dataDir, email);
    expect((await root.get(`/auth/verify-account?token=${tokenFromMail(mail)}`)).status).toBe(200);
    expect((await root.post("/auth/login", { email, password: "root password" })).body).toMatchObject({ role: "Admin" });
    expect(dataOf(await query(root, "listUsers", {}))).toMatchObject({ status: "success" });
  });
});

describe("listUsers", () => {
  it("finds users by e-mail substring, case-insensitively", async () => {
    const data = dataOf<{ users: { email: string }[]; total: number }>(
      await query(admin.client, "listUsers", { search: alice.email.slice(0, 8).toUpperCase() }),
    );
    expect(data.users.map((u) => u.email)).toContain(alice.email);
  });

  it("finds users by name substring and answers their fields", async () => {
    const data = dataOf(await query(admin.client, "listUsers", { search: `alice ${tag}` }));
    expect(data).toMatchObject({
      status: "success",
      total: 1,
      users: [
        {
          user_uuid: await uuidOf(alice),
          name: `Alice ${tag}`,
          email: alice.email,
          plan: "basic",
          role: "User",
          credits: 5,
          account_verified: true,
        },
      ],
    });
  });

  it("takes % and _ in a search literally", async () => {
    expect(dataOf(await query(admin.client, "listUsers", { search: "%" }))).toMatchObject({ total: 0, users: [] });
  });

  it("pages, newest first, with the total", async () => {
    for (let i = 0; i < 3; i++) {
      const account = await signedInAccount(server);
      await server.deps.db
        .update(users)
        .set({ name: `Pager ${tag} ${i}` })
        .where(eq(users.id, account.userId));
    }
    const first = dataOf<{ users: { name: string }[]; total: number }>(
      await query(admin.client, "listUsers", { search: `pager ${tag}`, pageSize: 2 }),
    );
    const second = dataOf<{ users: { name: string }[]; total: number; page: number }>(
      await query(admin.client, "listUsers", { search: `pager ${tag}`, pageSize: 2, page: 2 }),
    );
    expect(first.total).toBe(3);
    expect(first.users.map((u) => u.name)).toEqual([`Pager ${tag} 2`, `Pager ${tag} 1`]);
    expect(second).toMatchObject({ total: 3, page: 2, users: [{ name: `Pager ${tag} 0` }] });
  });
});

describe("adjustCredits", () => {
  it("grants and removes credits through the ledger, with an admin: reason", async () => {
    const bob = await signedInAccount(server);
    expect(dataOf(await mutate(admin.client, "adjustCredits", { user_uuid: await uuidOf(bob), delta: 10, reason: "goodwill" }))).toEqual({
      status: "success",
      credits: 15,
    });
    expect(dataOf(await mutate(admin.client, "adjustCredits", { user_uuid: await uuidOf(bob), delta: -100, reason: "abuse" }))).toEqual({
      status: "success",
      credits: 0,
    });
    const ledger = await server.deps.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, bob.userId))
      .orderBy(desc(creditLedger.id));
    expect(ledger.slice(0, 2).map((row) => [row.delta, row.balanceAfter])).toEqual([
      [-15, 0],
      [10, 15],
    ]);
    expect(ledger[0]!.reason).toMatch(/^admin: abuse/);
    expect(ledger[1]!.reason).toMatch(/^admin: goodwill/);
    expect((await bob.client.get("/api/userinfo")).body).toMatchObject({ credits: 0 });
  });

  it.each([
    ["a zero change", { delta: 0, reason: "nothing" }, M.adminCreditChangeZero],
    ["a blank reason", { delta: 5, reason: "  " }, M.adminReasonRequired],
  ])("refuses %s with 400", async (_what, input, message) => {
    expectTrpcError(await mutate(admin.client, "adjustCredits", { user_uuid: await uuidOf(alice), ...input }), 400, message);
  });

  it("answers 404 for an unknown user", async () => {
    expectTrpcError(
      await mutate(admin.client, "adjustCredits", { user_uuid: crypto.randomUUID(), delta: 1, reason: "x" }),
      404,
      M.userNotFound,
    );
  });
});

describe("updateUser", () => {
  it("changes a plan, which then opens API keys to the user", async () => {
    const carol = await signedInAccount(server);
    expect((await carol.client.get("/api/getApiKeys")).status).toBe(403);
    const res = await mutate(admin.client, "updateUser", { user_uuid: await uuidOf(carol), plan: "business" });
    expect(dataOf(res)).toMatchObject({ status: "success", user: { plan: "business", role: "User" } });
    expect((await carol.client.get("/api/getApiKeys")).status).toBe(200);
  });

  it("changes a role", async () => {
    const dave = await signedInAccount(server);
    await mutate(admin.client, "updateUser", { user_uuid: await uuidOf(dave), role: "Admin" });
    expect((await query(dave.client, "listUsers", {})).status).toBe(200);
  });

  it("refuses an admin removing their own Admin role", async () => {
    expectTrpcError(
      await mutate(admin.client, "updateUser", { user_uuid: await uuidOf(admin), role: "User" }),
      400,
      M.adminCannotDemoteSelf,
    );
  });

  it("refuses a change with neither plan nor role", async () => {
    expectTrpcError(await mutate(admin.client, "updateUser", { user_uuid: await uuidOf(alice) }), 400, M.adminNothingToUpdate);
  });

  it("answers 404 for an unknown user", async () => {
    expectTrpcError(await mutate(admin.client, "updateUser", { user_uuid: crypto.randomUUID(), plan: "business" }), 404, M.userNotFound);
  });
});
