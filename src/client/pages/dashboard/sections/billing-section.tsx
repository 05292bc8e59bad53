import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import ToggleButton from "react-bootstrap/ToggleButton";
import ToggleButtonGroup from "react-bootstrap/ToggleButtonGroup";
import { BILLING_PERIOD_LABELS } from "../../../content";
import { TOAST_MS } from "../../../../shared/limits";
import { CLIENT_MESSAGES, SERVER_MESSAGES } from "../../../../shared/messages";
import { BILLING_PERIODS, type BillingPeriod, type CreditPack, type PlanId } from "../../../../shared/plans";
import { useAuth } from "../../../lib/auth";
import { errorMessage } from "../../../lib/errors";
import { useToast } from "../../../lib/toast";
import { useTRPC } from "../../../trpc";
import { BillingFaq } from "../billing/billing-faq";
import { ComparisonTable } from "../billing/comparison-table";
import { CreditPacks } from "../billing/credit-packs";
import { PlanCards } from "../billing/plan-cards";
import { usePaymentsEnabled } from "../billing/use-payments-enabled";
import { sectionLabel } from "../sections";
import { SectionHeading } from "./section-heading";

export function BillingSection() {
  const trpc = useTRPC();
  const { user } = useAuth();
  const { showToast } = useToast();
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const paymentsEnabled = usePaymentsEnabled();
  const checkout = useMutation(trpc.billing.createCheckoutSession.mutationOptions());
  const buyCredits = useMutation(trpc.billing.buyCredits.mutationOptions());
  const { reset: resetCheckout } = checkout;
  const { reset: resetBuyCredits } = buyCredits;

  // Coming back from the checkout with the Back button restores this page from the browser's cache, busy buttons included: free them.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      resetCheckout();
      resetBuyCredits();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [resetCheckout, resetBuyCredits]);

  if (!user) return null;

  const redirect = ({ url }: { url: string }) => window.location.assign(url);
  // A toast, not an alert at the top of the section: the buttons sit below the fold, and an alert there went unseen.
  const fail = (error: unknown) => {
    console.error("Checkout could not be started", error);
    showToast({ message: errorMessage(error, CLIENT_MESSAGES.serverError), variant: "danger", durationMs: TOAST_MS.default });
  };

  const choosePlan = (plan: PlanId) => checkout.mutate({ plan, billing: period }, { onSuccess: redirect, onError: fail });
  const buyPack = (credits: CreditPack) => buyCredits.mutate({ credits }, { onSuccess: redirect, onError: fail });

  // While the browser leaves for the checkout the buttons stay busy, so a second click cannot start another session.
  const pendingPlan = checkout.isPending || checkout.isSuccess ? ((checkout.variables?.plan as PlanId | undefined) ?? null) : null;
  const pendingPack =
    buyCredits.isPending || buyCredits.isSuccess ? ((buyCredits.variables?.credits as CreditPack | undefined) ?? null) : null;

  return (
    <>
      <SectionHeading title={sectionLabel("billing")}>
        <ToggleButtonGroup
          type="radio"
          name="billing-period"
          value={period}
          onChange={(value: BillingPeriod) => setPeriod(value)}
          aria-label="Billing period"
        >
          {BILLING_PERIODS.map((p) => (
            <ToggleButton key={p} id={`billing-period-${p}`} value={p} variant="outline-primary">
              {BILLING_PERIOD_LABELS[p]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </SectionHeading>
      {!paymentsEnabled && (
        <Alert variant="secondary" className="py-2" data-testid="payments-disabled">
          {SERVER_MESSAGES.paymentsDisabled}
        </Alert>
      )}
      <h2 className="h5 mb-3">Plans</h2>
      <PlanCards currentPlan={user.plan} period={period} pendingPlan={pendingPlan} purchasable={paymentsEnabled} onChoose={choosePlan} />
      <h2 className="h5 mt-5 mb-3">Credit Packs</h2>
      <CreditPacks pendingPack={pendingPack} purchasable={paymentsEnabled} onBuy={buyPack} />
      <h2 className="h5 mt-5 mb-3">Compare Plans</h2>
      <Card className="shadow-sm">
        <ComparisonTable />
      </Card>
      <h2 className="h5 mt-5 mb-3">Frequently Asked Questions</h2>
      <BillingFaq />
    </>
  );
}
