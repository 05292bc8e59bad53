import { fireEvent, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminUser } from "../../../../shared/schemas/admin";
import "../../../../../tests/support/client-test-support";
import { fakeTrpcServer, renderSection, TEST_USER } from "../../../../../tests/support/client-trpc";
import { AdminSection } from "./admin-section";

const OTHER: AdminUser = {
  user_uuid: "u-2",
  name: "Grace Hopper",
  email: "grace@example.com",
  plan: "basic",
  role: "User",
  credits: 5,
  account_verified: true,
  created_at: "2026-01-01T00:00:00.000Z",
};

const fake = fakeTrpcServer({
  "auth.checkAuth": () => ({ data: { Logged: false } }),
  "admin.listUsers": (input) => {
    const { search, page, pageSize } = input as { search: string; page: number; pageSize: number };
    const users = [OTHER].filter((user) => user.name.toLowerCase().includes(search.toLowerCase()));
    return { data: { status: "success", users, total: users.length, page, pageSize } };
  },
  "admin.adjustCredits": (input) => ({ data: { status: "success", credits: OTHER.credits + (input as { delta: number }).delta } }),
  "admin.updateUser": (input) => ({ data: { status: "success", user: { ...OTHER, ...(input as Partial<AdminUser>) } } }),
});

beforeAll(() => fake.server.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => {
  fake.calls.length = 0;
});
afterAll(() => fake.server.close());

const admin = { ...TEST_USER, role: "Admin" as const };

describe("Admin Dashboard section", () => {
  it("searches users by name or e-mail", async () => {
    renderSection(<AdminSection />, admin);
    await screen.findByText("Grace Hopper");
    fireEvent.change(screen.getByLabelText("Search users by name or e-mail"), { target: { value: "nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByText("No users found.");
    expect(fake.calls.filter((c) => c.path === "admin.listUsers").at(-1)?.input).toMatchObject({ search: "nobody", page: 1 });
  });

  it("grants credits with a reason, which is required", async () => {
    renderSection(<AdminSection />, admin);
    fireEvent.click(await screen.findByRole("button", { name: "Adjust credits of Grace Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Adjust credits" });
    fireEvent.change(within(dialog).getByLabelText("Change"), { target: { value: "10" } });
    const apply = within(dialog).getByRole<HTMLButtonElement>("button", { name: "Apply" });
    expect(apply.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Goodwill" } });
    fireEvent.click(apply);
    await screen.findByText("Grace Hopper now has 15 credits.");
    expect(fake.calls.find((c) => c.path === "admin.adjustCredits")?.input).toEqual({ user_uuid: "u-2", delta: 10, reason: "Goodwill" });
  });

  it("changes a user's plan", async () => {
    renderSection(<AdminSection />, admin);
    fireEvent.click(await screen.findByRole("button", { name: "Change plan or role of Grace Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Change plan or role" });
    fireEvent.change(within(dialog).getByLabelText("Plan"), { target: { value: "business" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Grace Hopper is now on Business with role User.");
    expect(fake.calls.find((c) => c.path === "admin.updateUser")?.input).toEqual({ user_uuid: "u-2", plan: "business", role: "User" });
  });
});
