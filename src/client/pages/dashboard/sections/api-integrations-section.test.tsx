import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { API_KEYS } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import "../../../../../tests/support/client-test-support";
import { fakeTrpcServer, renderSection, TEST_USER } from "../../../../../tests/support/client-trpc";
import { ApiIntegrationsSection } from "./api-integrations-section";

const FULL_KEY = "ink_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH";
let keys: { ApiKey: string; KeyName: string; credits_used: number; created_at: string; last_used_at: string | null }[] = [];

const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "apiKeys.list": () => ({ data: { status: "success", apiKeys: keys } }),
  "apiKeys.create": (input) => {
    const entry = {
      ApiKey: FULL_KEY,
      KeyName: (input as { keyName: string }).keyName,
      credits_used: 0,
      created_at: "2026-01-01T00:00:00.000Z",
      last_used_at: null,
    };
    keys = [{ ...entry, ApiKey: FULL_KEY.slice(0, 20) }];
    return { data: { ...entry, status: "success", message: CLIENT_MESSAGES.keyCreated } };
  },
  "apiKeys.remove": (input) => {
    keys = keys.filter((key) => key.ApiKey !== (input as { keyToDelete: string }).keyToDelete);
    return { data: { status: "success", message: CLIENT_MESSAGES.keyDeleted } };
  },
});

const listedKey = (name: string) => ({
  ApiKey: `ink_${name.padEnd(16, "x")}`,
  KeyName: name,
  credits_used: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  last_used_at: null,
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
    const input = screen.getByLabelText("Key name");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(CLIENT_MESSAGES.keyNameRequired);
    expect(document.activeElement).toBe(input);
  });

  it("after the new key is shown and closed, puts focus on Create New Key", async () => {
    renderSection(<ApiIntegrationsSection />, business);
    await screen.findByText(/No API keys yet/);
    fireEvent.click(screen.getByRole("button", { name: "Create New Key" }));
    fireEvent.change(await screen.findByLabelText("Key name"), { target: { value: "Production" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Key" }));
    await screen.findByTestId("new-api-key");
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Create New Key" })));
  });

  it("after a key is deleted, puts focus on the Delete button of the row that took its place", async () => {
    keys = [listedKey("First"), listedKey("Second")];
    renderSection(<ApiIntegrationsSection />, business);
    fireEvent.click(await screen.findByRole("button", { name: "Delete First" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete API key" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete Second" })));
    expect(screen.queryByRole("button", { name: "Delete First" })).toBeNull();
  });

  it("at the maximum number of keys, disables Create New Key and says why", async () => {
    keys = Array.from({ length: API_KEYS.maxPerUser }, (_, index) => listedKey(`key ${index}`));
    renderSection(<ApiIntegrationsSection />, business);
    await screen.findByText(CLIENT_MESSAGES.keysAtMaximum);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Create New Key" }).disabled).toBe(true);
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
