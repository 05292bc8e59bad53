import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { API_KEYS } from "../../src/shared/limits";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import type { PlanId } from "../../src/shared/plans";
import { signedInAccount } from "../support/accounts";
import { expectError } from "../support/expect-error";
import { HttpClient } from "../support/http-client";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

interface KeyView {
  ApiKey: string;
  KeyName: string;
  credits_used: number;
  created_at: string;
  last_used_at: string | null;
}

const KEY_FORMAT = /^ink_[a-z2-7]{16}_[a-z2-7]{32}$/;

async function business(plan: PlanId = "business") {
  return signedInAccount(server, { plan, credits: 20 });
}

async function createKey(client: HttpClient, keyName = "ci") {
  const res = await client.post<KeyView & { status: string; message: string }>("/api/createApiKey", { keyName });
  expect(res.status).toBe(200);
  return res.body;
}

async function listKeys(client: HttpClient): Promise<KeyView[]> {
  const res = await client.get<{ status: string; apiKeys: KeyView[] }>("/api/getApiKeys");
  expect(res.status).toBe(200);
  return res.body.apiKeys;
}

describe("plan gating", () => {
  it.each(["basic", "professional"] as const)("refuses every key call on %s with 403 and the premium-feature message", async (plan) => {
    const account = await signedInAccount(server, { plan });
    expectError(await account.client.get("/api/getApiKeys"), 403, M.premiumFeature);
    expectError(await account.client.post("/api/createApiKey", { keyName: "x" }), 403, M.premiumFeature);
    expectError(await account.client.post("/api/deleteApiKey", { keyToDelete: "ink_aaaaaaaaaaaaaaaa" }), 403, M.premiumFeature);
    expectError(await account.client.post("/api/renameApiKey", { apiKey: "ink_aaaaaaaaaaaaaaaa", new_name: "y" }), 403, M.premiumFeature);
  });

  it("needs a signed-in user", async () => {
    expectError(await new HttpClient(server.baseUrl).get("/api/getApiKeys"), 401, M.notSignedIn);
  });

  it.each(["business", "enterprise"] as const)("lets %s manage keys", async (plan) => {
    const account = await business(plan);
    await createKey(account.client);
    expect(await listKeys(account.client)).toHaveLength(1);
  });
});

describe("create and list", () => {
  it("answers the full key once; lists show only its first 20 characters", async () => {
    const account = await business();
    const created = await createKey(account.client, "  Production  ");
    expect(created).toMatchObject({
      status: "success",
      message: M.apiKeyCreated,
      KeyName: "Production",
      credits_used: 0,
      last_used_at: null,
    });
    expect(created.ApiKey).toMatch(KEY_FORMAT);
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);

    const [listed] = await listKeys(account.client);
    expect(listed).toEqual({
      ApiKey: created.ApiKey.slice(0, 20),
      KeyName: "Production",
      credits_used: 0,
      created_at: created.created_at,
      last_used_at: null,
    });
    const raw = await account.client.raw("GET", "/api/getApiKeys");
    expect(await raw.text()).not.toContain(created.ApiKey);
  });

  it.each([
    ["a blank name", "   ", M.keyNameRequired],
    ["a name over 64 characters", "k".repeat(API_KEYS.nameMaxLength + 1), M.keyNameTooLong],
    ["a name with a line break", "prod\nserver", M.keyNameHasControlCharacters],
    ["a name that reverses the text after it", "\u202Edorp", M.keyNameHasControlCharacters],
  ])("refuses %s with 400", async (_what, keyName, message) => {
    const account = await business();
    expectError(await account.client.post("/api/createApiKey", { keyName }), 400, message);
  });

  it("refuses an 11th key with 409", async () => {
    const account = await business();
    for (let i = 0; i < API_KEYS.maxPerUser; i++) await createKey(account.client, `key ${i}`);
    expectError(await account.client.post("/api/createApiKey", { keyName: "one more" }), 409, M.tooManyKeys);
    expect(await listKeys(account.client)).toHaveLength(API_KEYS.maxPerUser);
  });
});

describe("rename and delete", () => {
  it("renames by the full key or by its 20-character identifier", async () => {
    const account = await business();
    const { ApiKey } = await createKey(account.client, "old");
    const byFull = await account.client.post("/api/renameApiKey", { apiKey: ApiKey, new_name: "by full key" });
    expect(byFull).toMatchObject({ status: 200, body: { status: "success", message: M.apiKeyRenamed, KeyName: "by full key" } });
    const byId = await account.client.post("/api/renameApiKey", { apiKey: ApiKey.slice(0, 20), new_name: "by identifier" });
    expect(byId.body).toMatchObject({ KeyName: "by identifier" });
    expect((await listKeys(account.client))[0]?.KeyName).toBe("by identifier");
  });

  it.each([
    ["a blank new name", "  ", M.keyNameRequired],
    ["a new name over 64 characters", "n".repeat(65), M.keyNameTooLong],
    ["a new name with half of a surrogate pair", "deploy \uD83D", M.keyNameHasBrokenCharacters],
  ])("refuses %s with 400", async (_what, new_name, message) => {
    const account = await business();
    const { ApiKey } = await createKey(account.client);
    expectError(await account.client.post("/api/renameApiKey", { apiKey: ApiKey, new_name }), 400, message);
  });

  it("deletes by identifier; a second delete finds nothing", async () => {
    const account = await business();
    const { ApiKey } = await createKey(account.client);
    const res = await account.client.post("/api/deleteApiKey", { keyToDelete: ApiKey.slice(0, 20) });
    expect(res).toMatchObject({ status: 200, body: { status: "success", message: M.apiKeyDeleted } });
    expect(await listKeys(account.client)).toEqual([]);
    expectError(await account.client.post("/api/deleteApiKey", { keyToDelete: ApiKey }), 404, M.keyNotFound);
  });

  it("never finds another user's key: 404 for rename and delete, and the key survives", async () => {
    const owner = await business();
    const stranger = await business();
    const { ApiKey } = await createKey(owner.client, "mine");
    for (const reference of [ApiKey, ApiKey.slice(0, 20)]) {
      expectError(await stranger.client.post("/api/renameApiKey", { apiKey: reference, new_name: "stolen" }), 404, M.keyNotFound);
      expectError(await stranger.client.post("/api/deleteApiKey", { keyToDelete: reference }), 404, M.keyNotFound);
    }
    expect(await listKeys(owner.client)).toMatchObject([{ KeyName: "mine" }]);
  });

  it("refuses a key name with a lone surrogate at creation, and stores nothing", async () => {
    const account = await business();
    expectError(await account.client.post("/api/createApiKey", { keyName: "ci \uDE00" }), 400, M.keyNameHasBrokenCharacters);
    expect(await listKeys(account.client)).toEqual([]);
  });

  it("refuses a full key whose secret part is wrong", async () => {
    const account = await business();
    const { ApiKey } = await createKey(account.client);
    const wrongSecret = ApiKey.slice(0, 21) + "a".repeat(ApiKey.length - 21);
    expectError(await account.client.post("/api/deleteApiKey", { keyToDelete: wrongSecret }), 404, M.keyNotFound);
  });
});

describe("using a key on /apiv1", () => {
  const TEXT =
    "Our quarterly results show steady growth across every region. The sales team closed more contracts than planned, " +
    "and the support team answered customers faster than in any previous quarter this year.";

  it("counts the credits the key spends and when it was last used; a deleted key stops working", async () => {
    const account = await business();
    const { ApiKey } = await createKey(account.client);
    const api = new HttpClient(server.baseUrl, null);
    const res = await api.post("/apiv1/inkprint/detect", { apiKey: ApiKey, text: TEXT });
    expect(res).toMatchObject({ status: 200, body: { status: "success" } });
    const [listed] = await listKeys(account.client);
    expect(listed?.credits_used).toBe(1);
    expect(listed?.last_used_at).not.toBeNull();
    expect((await account.client.get("/api/userinfo")).body).toMatchObject({ credits: 19 });

    await account.client.post("/api/deleteApiKey", { keyToDelete: ApiKey });
    expectError(await api.post("/apiv1/inkprint/detect", { apiKey: ApiKey, text: TEXT }), 401, M.invalidApiKey);
  });

  it("refuses a key whose owner moved to a plan without API access", async () => {
    const account = await business();
    const { ApiKey } = await createKey(account.client);
    await server.deps.db.update(users).set({ plan: "professional" }).where(eq(users.id, account.userId));
    expectError(
      await new HttpClient(server.baseUrl, null).post("/apiv1/inkprint/detect", { apiKey: ApiKey, text: TEXT }),
      403,
      M.premiumFeature,
    );
  });
});
