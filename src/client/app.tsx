import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { PageSpinner, RequireAuth } from "./lib/auth";

// Every route but the landing page loads on demand, keeping the first download small.
const DashboardPage = lazy(() => import("./pages/dashboard/dashboard-page"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));

/** The dashboard route is named after the product (spec section 2). */
export const DASHBOARD_PATH = "/inkprint";

export function App() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route
          path={DASHBOARD_PATH}
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
