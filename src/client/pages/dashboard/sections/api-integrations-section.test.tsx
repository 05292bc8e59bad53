import { fireEvent, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import "../test-support";
import { fakeTrpcServer, renderSection, TEST_USER } from "../test-trpc";
import { ApiIntegrationsSection } from "./api-integrations-section";

const FULL_KEY = "ink_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH";
let keys: { ApiKey: string; KeyName: string; credits_used: number; created_at: string; last_used_at: string | null }[] = [];

const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "apiKeys.list": () => ({ data: { status: "success", apiKeys: keys } }),
  "apiKeys.create": (input) => {
    const entry = { ApiKey: FULL_KEY, KeyName: (input as { keyName: string }).keyName, credits_used: 0, created_at: "2026-01-01T00:00:00.000Z", last_used_at: null };
    keys = [{ ...entry, ApiKey: FULL_KEY.slice(0, 20) }];
    return { data: { ...entry, status: "success", message: CLIENT_MESSAGES.keyCreated } };
  },
});

beforeAll(() => fake.server.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => {
  fake.calls.length = 0;
  keys = [];
});
afterAll(() => fake.server.close());

const business = { ...TEST_USER, plan: "business" as const };

describe("Api Integrations section", () => {
  it("shows the premium notice to a Professional user and never asks for keys", async () => {
    renderSection(<ApiIntegrationsSection />, { ...TEST_USER, plan: "professional" });
    await screen.findByText(CLIENT_MESSAGES.premiumFeature);
    expect(fake.calls.some((c) => c.path === "apiKeys.list")).toBe(false);
  });

  it("refuses a blank key name with 'Please enter a key name'", async () => {
    renderSection(<ApiIntegrationsSection />, business);
    await screen.findByText(/No API keys yet/);
    fireEvent.click(screen.getByRole("button", { name: "Create New Key" }));
    fireEvent.change(await screen.findByLabelText("Key name"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Create Key" }));
    expect((await screen.findAllByText(CLIENT_MESSAGES.keyNameRequired)).length).toBeGreaterThan(0);
    expect(fake.calls.some((c) => c.path === "apiKeys.create")).toBe(false);
  });

  it("shows the full key once after creation and lists only its first 20 characters", async () => {
    renderSection(<ApiIntegrationsSection />, business);
    await screen.findByText(/No API keys yet/);
    fireEvent.click(screen.getByRole("button", { name: "Create New Key" }));
    fireEvent.change(await screen.findByLabelText("Key name"), { target: { value: "Production" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Key" }));
    expect((await screen.findByTestId("new-api-key")).textContent).toBe(FULL_KEY);
    await screen.findByText(CLIENT_MESSAGES.keyCreated);
    const row = (await screen.findByRole("cell", { name: "Production" })).closest("tr")!;
    expect(within(row).getByText(`${FULL_KEY.slice(0, 20)}…`)).toBeTruthy();
  });

  it("documents curl calls against this server's own address", async () => {
    renderSection(<ApiIntegrationsSection />, business);
    const curl = await screen.findByTestId("curl-detect");
    expect(curl.textContent).toContain(`curl -X POST ${window.location.origin}/apiv1/inkprint/detect`);
    expect(curl.textContent).toContain('"apiKey":"YOUR_API_KEY"');
  });
});
