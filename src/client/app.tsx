import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { PageSpinner, RedirectSignedIn, RequireAuth } from "./lib/auth";
import { useDialogTabWrap } from "./lib/use-dialog-tab-wrap";
import { TitledPage } from "./lib/use-page-title";
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
  useDialogTabWrap();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route
          path={PATHS.home}
          element={
            <TitledPage title={null}>
              <LandingPage />
            </TitledPage>
          }
        />
        <Route
          path={PATHS.login}
          element={
            <TitledPage title="Log in">
              <RedirectSignedIn>
                <LoginPage />
              </RedirectSignedIn>
            </TitledPage>
          }
        />
        <Route
          path={PATHS.register}
          element={
            <TitledPage title="Create account">
              <RedirectSignedIn>
                <RegisterPage />
              </RedirectSignedIn>
            </TitledPage>
          }
        />
        <Route
          path={PATHS.resetPassword}
          element={
            <TitledPage title="Reset password">
              <ResetPasswordPage />
            </TitledPage>
          }
        />
        <Route
          path={PATHS.verifyAccount}
          element={
            <TitledPage title="Account verification">
              <VerifyAccountPage />
            </TitledPage>
          }
        />
        <Route
          path={PATHS.stripeCheckout}
          element={
            <TitledPage title="Payment">
              <StripeCheckoutPage />
            </TitledPage>
          }
        />
        {/* The dashboard names itself after the section shown. */}
        <Route
          path={PATHS.dashboard}
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route path={PATHS.billings} element={<Navigate to={PATHS.dashboard} replace state={BILLING_SECTION_STATE} />} />
        <Route
          path="*"
          element={
            <TitledPage title="Page not found">
              <NotFoundPage />
            </TitledPage>
          }
        />
      </Routes>
    </Suspense>
  );
}
