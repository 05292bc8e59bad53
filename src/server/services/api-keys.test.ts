import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, insertUser, type TempDb } from "../../../tests/support/temp-db";
import { API_KEYS } from "../../shared/limits";
import { apiKeys } from "../db/schema";
import {
  apiRateLimitFor,
  authenticateApiKey,
  createUserKey,
  findKeyAndOwner,
  findOwnKey,
  generateApiKey,
  listUserKeys,
  publicIdOf,
} from "./api-keys";
import { hashSecret } from "./one-time-tokens";

let temp: TempDb;
beforeEach(async () => {
  temp = await openTempDb();
});
afterEach(async () => temp.close());

/** The last character of a key, changed, so the prefix still matches but the secret does not. */
const tampered = (key: string) => key.slice(0, -1) + (key.endsWith("a") ? "b" : "a");

describe("API key format", () => {
  it("is ink_<16 base32>_<32 base32> with the first 20 characters as its public identifier", async () => {
    const { key, prefix } = generateApiKey();
    expect(key).toMatch(/^ink_[a-z2-7]{16}_[a-z2-7]{32}$/);
    expect(prefix).toBe(key.slice(0, 20));
    expect(publicIdOf(key)).toHaveLength(API_KEYS.displayPrefixLength);
    expect(generateApiKey().key).not.toBe(key);
  });
});

describe("storing and finding keys", () => {
  it("stores only the prefix and the SHA-256 of the key", async () => {
    const user = await insertUser(temp.db, { plan: "business" });
    const { key } = await createUserKey(temp.db, user.id, "ci");
    const [row] = await temp.db.select().from(apiKeys);
    expect(row).toMatchObject({ prefix: key.slice(0, 20), keyHash: hashSecret(key), name: "ci" });
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it("finds a full key by hash with its owner, and not a key with the right prefix but a wrong secret", async () => {
    const user = await insertUser(temp.db, { plan: "business" });
    const { key, row } = await createUserKey(temp.db, user.id, "ci");
    const found = await findKeyAndOwner(temp.db, key);
    expect(found?.apiKey.id).toBe(row.id);
    expect(found?.user).toMatchObject({ id: user.id, plan: "business" });
    expect(await findKeyAndOwner(temp.db, tampered(key))).toBeNull();
    expect(await findKeyAndOwner(temp.db, key.slice(0, 20))).toBeNull();
  });

  it("finds the user's own key by full key or public identifier, never another user's", async () => {
    const owner = await insertUser(temp.db, { plan: "business" });
    const stranger = await insertUser(temp.db, { plan: "business" });
    const { key, row } = await createUserKey(temp.db, owner.id, "ci");
    expect((await findOwnKey(temp.db, owner.id, key))?.id).toBe(row.id);
    expect((await findOwnKey(temp.db, owner.id, key.slice(0, 20)))?.id).toBe(row.id);
    expect(await findOwnKey(temp.db, owner.id, tampered(key))).toBeNull();
    expect(await findOwnKey(temp.db, stranger.id, key)).toBeNull();
    expect(await findOwnKey(temp.db, stranger.id, key.slice(0, 20))).toBeNull();
  });

  it("refuses the key past the per-user maximum", async () => {
    const user = await insertUser(temp.db, { plan: "business" });
    for (let i = 0; i < API_KEYS.maxPerUser; i++) await createUserKey(temp.db, user.id, `key ${i}`);
    await expect(createUserKey(temp.db, user.id, "one too many")).rejects.toThrow(/at most 10 API keys/);
    expect(await listUserKeys(temp.db, user.id)).toHaveLength(API_KEYS.maxPerUser);
  });
});

describe("authenticateApiKey", () => {
  it("resolves a valid key to its Business owner", async () => {
    const user = await insertUser(temp.db, { plan: "business" });
    const { key } = await createUserKey(temp.db, user.id, "ci");
    expect((await authenticateApiKey(temp.db, key)).user.id).toBe(user.id);
  });

  it("refuses an unknown key with 401 and a downgraded owner with the premium-feature 403", async () => {
    const user = await insertUser(temp.db, { plan: "professional" });
    const { key } = await createUserKey(temp.db, user.id, "ci");
    await expect(authenticateApiKey(temp.db, tampered(key))).rejects.toThrow(expect.objectContaining({ code: "UNAUTHORIZED" }));
    await expect(authenticateApiKey(temp.db, key)).rejects.toThrow(
      expect.objectContaining({ code: "FORBIDDEN", message: expect.stringMatching(/^Premium Feature/) }),
    );
  });

  it("holds a Business key to 60 calls a minute and an Enterprise key to 600 (the /apiv1 procedures count the calls)", async () => {
    expect(apiRateLimitFor("business")).toEqual({ max: 60, windowMs: 60_000 });
    expect(apiRateLimitFor("enterprise")).toEqual({ max: 600, windowMs: 60_000 });
  });
});
