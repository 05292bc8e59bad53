import { act, cleanup, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DELAYS_MS } from "../../shared/limits";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../shared/messages";
import VerifyAccountPage from "./verify-account-page";

let fetchMock: ReturnType<typeof vi.fn>;

function answer(status: number, body: unknown) {
  fetchMock = vi.fn(async () => new Response(JSON.stringify([body]), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
}

function renderAt(url: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/verify-account" element={<VerifyAccountPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("account verification screen", () => {
  it(`waits ${DELAYS_MS.beforeVerification} ms, calls verification exactly once and shows success`, async () => {
    answer(200, { result: { data: { status: "success", message: "Your account has been verified." } } });
    renderAt("/verify-account?token=abc123");
    await act(() => vi.advanceTimersByTimeAsync(DELAYS_MS.beforeVerification - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    // The tRPC batch link sends on its own next tick, a millisecond or so after the page's timer.
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(DELAYS_MS.beforeVerification * 5));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    const alert = await screen.findByText("Your account has been verified.");
    expect(alert.className).toContain("alert-success");
  });

  it("shows the server's refusal in a danger alert", async () => {
    answer(400, {
      error: { message: SERVER_MESSAGES.invalidVerificationToken, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } },
    });
    renderAt("/verify-account?token=used");
    await act(() => vi.advanceTimersByTimeAsync(DELAYS_MS.beforeVerification + 5));
    vi.useRealTimers();
    expect((await screen.findByText(SERVER_MESSAGES.invalidVerificationToken)).className).toContain("alert-danger");
  });

  it("falls back to the spec's text when the request never arrives", async () => {
    fetchMock = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetchMock);
    renderAt("/verify-account?token=abc");
    await act(() => vi.advanceTimersByTimeAsync(DELAYS_MS.beforeVerification + 5));
    vi.useRealTimers();
    expect((await screen.findByText(CLIENT_MESSAGES.verificationFailed)).className).toContain("alert-danger");
  });

  it("does not call the server without a token", async () => {
    answer(200, {});
    renderAt("/verify-account");
    await act(() => vi.advanceTimersByTimeAsync(DELAYS_MS.beforeVerification * 5));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(SERVER_MESSAGES.invalidVerificationToken).className).toContain("alert-danger");
  });
});
