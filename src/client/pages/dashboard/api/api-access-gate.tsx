import type { ReactNode } from "react";
import Alert from "react-bootstrap/Alert";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { hasApiAccess, type PlanId } from "../../../../shared/plans";
import { PATHS } from "../../../../shared/paths";
import { useDashboardNav } from "../dashboard-nav";

/**
 * What plans without API access see. The link points at /billings so it can be
 * opened in a new tab; a plain click switches to Billing without leaving the page.
 */
function ApiPremiumNotice() {
  const { goTo } = useDashboardNav();
  return (
    <Alert variant="warning" className="text-center py-4">
      <p className="fw-semibold mb-3">{CLIENT_MESSAGES.premiumFeature}</p>
      <a
        href={PATHS.billings}
        className="btn btn-primary"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          goTo("billing");
        }}
      >
        Upgrade Your Plan
      </a>
    </Alert>
  );
}

/** API keys and docs for Business and Enterprise; the premium notice for every other plan (the dashboard rule, spec section 6). */
export function ApiAccessGate({ plan, children }: { plan: PlanId; children: ReactNode }) {
  return hasApiAccess(plan) ? children : <ApiPremiumNotice />;
}
