/**
 * /billings — the target of 'Upgrade Your Plan' links (spec section 2).
 * For engineer A's router: map `/billings` to this default export (lazily, like the dashboard).
 * It does not render a page of its own: it opens the dashboard with the Billing section
 * selected, so there is one billing screen and one sign-in gate (the dashboard route's).
 */
import { Navigate } from "react-router";
import { DASHBOARD_PATH } from "../app";

export default function BillingsPage() {
  return <Navigate to={DASHBOARD_PATH} replace state={{ section: "billing" }} />;
}
