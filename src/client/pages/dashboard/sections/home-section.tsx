import { useEffect, useRef, type ReactNode } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Placeholder from "react-bootstrap/Placeholder";
import Row from "react-bootstrap/Row";
import Table from "react-bootstrap/Table";
import { RECENT_PAYMENTS_SHOWN } from "../../../../shared/limits";
import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { isUnlimited, planName } from "../../../../shared/plans";
import { countOf } from "../../../../shared/plural";
import type { PaymentEntry, UserInfo } from "../../../../shared/schemas/account";
import { BreakableEmail } from "../../../components/breakable-email";
import { useAuth } from "../../../lib/auth";
import { RetryAlert } from "../../../components/query-body";
import { httpStatusOf } from "../../../lib/errors";
import { formatDate, formatDollars } from "../format";
import { useDashboardNav } from "../dashboard-nav";
import { useUserInfo } from "../use-user-info";
import { VerifyEmailAlert } from "../verify-email-alert";
import { SectionHeading } from "./section-heading";

export function HomeSection() {
  const { user, setUser } = useAuth();
  const info = useUserInfo();
  const serverCredits = info.data?.credits;

  const lastSynced = useRef<number | undefined>(undefined);

  // Each new answer of the account read is the server's truth: the shared user follows it.
  // Only a changed answer counts, so a local -1 after a paid action is not undone by the older read.
  useEffect(() => {
    if (!user || serverCredits === undefined || serverCredits === lastSynced.current) return;
    lastSynced.current = serverCredits;
    if (serverCredits !== user.credits) setUser({ ...user, credits: serverCredits });
  }, [serverCredits, user, setUser]);

  if (!user) return null;
  return (
    <>
      <SectionHeading title={`Welcome back, ${user.name}!`}>
        <Badge bg={isOutOfCredits(user.plan, user.credits) ? "danger" : "success"} className="fs-6">
          {creditsText(user.plan, user.credits)}
        </Badge>
      </SectionHeading>
      {info.isError ? (
        <RetryAlert
          message={httpStatusOf(info.error) === undefined ? CLIENT_MESSAGES.fetchUserFailed : CLIENT_MESSAGES.loadUserFailed}
          onRetry={() => void info.refetch()}
          className="mb-3"
        />
      ) : (
        <>
          {info.data && !info.data.account_verified && <VerifyEmailAlert email={info.data.email} />}
          <AccountCards info={info.data} />
        </>
      )}
      <RecentPayments payments={info.data?.payment_history} loading={info.isPending} />
    </>
  );
}

function isOutOfCredits(plan: UserInfo["current_plan"], credits: number): boolean {
  return !isUnlimited(plan) && credits <= 0;
}

function creditsText(plan: UserInfo["current_plan"], credits: number): string {
  return isUnlimited(plan) ? "Unlimited credits" : countOf(credits, "credit", "credits");
}

function AccountCards({ info }: { info: UserInfo | undefined }) {
  const { goTo } = useDashboardNav();
  return (
    <Row xs={1} md={2} xxl={4} className="g-3 mb-4">
      <InfoCard title="Account Info" loading={!info}>
        {info && (
          <>
            <div className="text-break">
              <BreakableEmail email={info.email} />
            </div>
            <div className="small text-body-secondary">Member since {formatDate(info.created_at)}</div>
          </>
        )}
      </InfoCard>
      <InfoCard title="Available Credits" loading={!info}>
        {info && <div className="fs-3 fw-bold">{isUnlimited(info.current_plan) ? "Unlimited" : info.credits}</div>}
        {info && isOutOfCredits(info.current_plan, info.credits) && (
          <Button variant="primary" size="sm" className="mt-2" onClick={() => goTo("billing")}>
            Buy credits
          </Button>
        )}
      </InfoCard>
      <InfoCard title="Current Plan" loading={!info}>
        {info && (
          <>
            <div className="fs-5 fw-semibold">{planName(info.current_plan)}</div>
            <Badge bg={info.account_verified ? "success" : "warning"} text={info.account_verified ? undefined : "dark"}>
              {info.account_verified ? "Verified" : "Not verified"}
            </Badge>
          </>
        )}
      </InfoCard>
      <InfoCard title="Account Status" loading={!info}>
        {info && (
          <Badge bg={info.account_verified ? "success" : "secondary"} className="fs-6 text-wrap text-start">
            {info.account_verified ? "Active" : "Active, e-mail not verified"}
          </Badge>
        )}
      </InfoCard>
    </Row>
  );
}

function InfoCard({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  return (
    <Col>
      <Card className="h-100 shadow-sm">
        <Card.Body>
          <Card.Subtitle className="mb-2 text-body-secondary">{title}</Card.Subtitle>
          {loading ? (
            <Placeholder as="div" animation="glow" aria-hidden="true">
              <Placeholder xs={8} /> <Placeholder xs={5} />
            </Placeholder>
          ) : (
            children
          )}
        </Card.Body>
      </Card>
    </Col>
  );
}

/** The most recent payments first, at most RECENT_PAYMENTS_SHOWN of them. */
export function recentPayments(payments: readonly PaymentEntry[]): PaymentEntry[] {
  return [...payments].sort((a, b) => b.purchase_date.localeCompare(a.purchase_date)).slice(0, RECENT_PAYMENTS_SHOWN);
}

function RecentPayments({ payments, loading }: { payments: readonly PaymentEntry[] | undefined; loading: boolean }) {
  const shown = recentPayments(payments ?? []);
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5 mb-0">
        Recent Payments
      </Card.Header>
      <Card.Body>
        <Table responsive hover className="mb-0 align-middle table-stack">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Amount</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={4} className="text-body-secondary">
                  Loading...
                </td>
              </tr>
            ) : shown.length === 0 ? (
              <tr>
                <td colSpan={4} className="text-center text-body-secondary">
                  {CLIENT_MESSAGES.noPayments}
                </td>
              </tr>
            ) : (
              shown.map((payment, index) => (
                <tr key={`${payment.purchase_date}-${index}`}>
                  <td data-label="Product">{payment.product_bought}</td>
                  <td data-label="Amount">{formatDollars(payment.amount_paid)}</td>
                  <td className="text-nowrap" data-label="Date">
                    {formatDate(payment.purchase_date)}
                  </td>
                  <td data-label="Status">
                    <Badge bg="success">Completed</Badge>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
