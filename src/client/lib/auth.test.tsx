import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../shared/schemas/auth";
import { AuthProvider, RequireAuth, useAuth } from "./auth";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ada: SessionUser = { name: "Ada", email: "ada@example.com", user_uuid: "u-1", plan: "basic", credits: 5, role: "User" };

/** Answers checkAuth with `answer` once `release` is called, so a test controls when the check finishes. */
function deferredCheckAuth(answer: object) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      await gate;
      // The batch link may bundle several checks into one request: one answer per procedure in the path.
      const calls = new URL(url, "http://localhost").pathname.split(",").length;
      const body = Array.from({ length: calls }, () => ({ result: { data: answer } }));
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return () => act(async () => release());
}

function Probe() {
  const { status, user, setUser, adjustCredits } = useAuth();
  return (
    <>
      <output data-testid="status">{status}</output>
      <output data-testid="credits">{user?.credits ?? "-"}</output>
      <button type="button" onClick={() => setUser(ada)}>
        login
      </button>
      <button type="button" onClick={() => adjustCredits(-1)}>
        spend
      </button>
    </>
  );
}

function renderAt(path: string) {
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<h1>Landing</h1>} />
          <Route path="/probe" element={<Probe />} />
          <Route
            path="/inkprint"
            element={
              <RequireAuth>
                <h1>Dashboard</h1>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe("auth gate", () => {
  it("shows a spinner while the session is checked, then sends a signed-out visitor to /", async () => {
    const finish = deferredCheckAuth({ Logged: false });
    renderAt("/inkprint");
    expect(screen.getByRole("status").textContent).toContain("Checking your session");
    await finish();
    expect(await screen.findByRole("heading", { name: "Landing" })).toBeTruthy();
  });

  it("lets a signed-in user through", async () => {
    const finish = deferredCheckAuth({ Logged: true, ...ada });
    renderAt("/inkprint");
    await finish();
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it("does not let a late 'signed out' answer undo a login made meanwhile", async () => {
    const finish = deferredCheckAuth({ Logged: false });
    renderAt("/probe");
    act(() => screen.getByRole("button", { name: "login" }).click());
    await finish();
    expect(screen.getByTestId("status").textContent).toBe("signed-in");
  });

  it("lowers the displayed credits after a paid action", async () => {
    const finish = deferredCheckAuth({ Logged: true, ...ada });
    renderAt("/probe");
    await finish();
    await screen.findByText("signed-in");
    act(() => screen.getByRole("button", { name: "spend" }).click());
    expect(screen.getByTestId("credits").textContent).toBe("4");
  });
});
