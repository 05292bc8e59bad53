import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, type InitialEntry } from "react-router";
import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";
import { ToastProvider } from "../../lib/toast";
import { trpcClient, TRPCProvider } from "../../trpc";
import "../../../../tests/support/client-test-support";
import RegisterPage from "./register-page";
import { DEMO_LIMIT_REACHED } from "./register-reasons";

function renderRegister(entry: InitialEntry) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path={PATHS.register} element={<RegisterPage />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

describe("RegisterPage after the demo limit", () => {
  it("says the free demo's limit is reached and what an account gives", () => {
    renderRegister({ pathname: PATHS.register, state: DEMO_LIMIT_REACHED });
    const notice = screen.getByTestId("demo-limit-notice");
    expect(notice.textContent).toContain(CLIENT_MESSAGES.demoLimitReached);
    expect(notice.textContent).toContain(CLIENT_MESSAGES.accountOffer);
  });

  it("says nothing of the demo to a visitor who came another way", () => {
    renderRegister(PATHS.register);
    expect(screen.getByRole("button", { name: "Create Account" })).toBeDefined();
    expect(screen.queryByTestId("demo-limit-notice")).toBeNull();
  });
});
