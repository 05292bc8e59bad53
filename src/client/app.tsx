import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { PageSpinner, RequireAuth } from "./lib/auth";
import { PATHS } from "../shared/paths";
import LandingPage from "./pages/landing/landing-page";

// The landing page ships with the entry (it is the first screen most visitors see); every other route loads on demand.
const LoginPage = lazy(() => import("./pages/auth/login-page"));
const RegisterPage = lazy(() => import("./pages/auth/register-page"));
const ResetPasswordPage = lazy(() => import("./pages/auth/reset-password-page"));
const VerifyAccountPage = lazy(() => import("./pages/verify-account-page"));
const StripeCheckoutPage = lazy(() => import("./pages/stripe-checkout-page"));
const DashboardPage = lazy(() => import("./pages/dashboard/dashboard-page"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));

/** /billings opens the dashboard on its Billing section; the section travels in navigation state, never in the URL. */
const BILLING_SECTION_STATE = { section: "billing" } as const;

export function App() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path={PATHS.home} element={<LandingPage />} />
        <Route path={PATHS.login} element={<LoginPage />} />
        <Route path={PATHS.register} element={<RegisterPage />} />
        <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
        <Route path={PATHS.verifyAccount} element={<VerifyAccountPage />} />
        <Route path={PATHS.stripeCheckout} element={<StripeCheckoutPage />} />
        <Route
          path={PATHS.dashboard}
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route path={PATHS.billings} element={<Navigate to={PATHS.dashboard} replace state={BILLING_SECTION_STATE} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
