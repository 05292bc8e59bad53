import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../support/http-client";
import { startTestServer, type TestServer } from "../support/test-server";

const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_inkprint", STRIPE_WEBHOOK_SECRET: "whsec_inkprint" };

let plain: TestServer;
let paying: TestServer;
beforeAll(async () => {
  [plain, paying] = await Promise.all([startTestServer(), startTestServer(STRIPE_ENV)]);
});
afterAll(async () => {
  await plain?.close();
  await paying?.close();
});

/** What the billing screens ask before they offer a purchase; no session needed. */
const paymentsEnabled = async (server: TestServer) => {
  const res = await new HttpClient(server.baseUrl).get("/trpc/billing.status");
  expect(res.status).toBe(200);
  return (res.body as { result: { data: { payments_enabled: boolean } } }).result.data.payments_enabled;
};

describe("billing.status", () => {
  it("tells anyone, signed in or not, that a server without a Stripe key takes no payments", async () => {
    expect(await paymentsEnabled(plain)).toBe(false);
  });

  it("and that one with a Stripe key does", async () => {
    expect(await paymentsEnabled(paying)).toBe(true);
  });
});
