import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/**
 * Stripe's REST API as far as Inkprint calls it: customers, Checkout
 * Sessions and billing portal sessions. Each request's form fields are kept
 * (flattened the way Stripe encodes them, e.g. `metadata[kind]`) so tests can
 * assert what the server asked Stripe for.
 */

export type StripeForm = Record<string, string>;

export interface RecordedStripeCall {
  /** Where the SDK sent it: api.stripe.com, or the STRIPE_API_BASE host. */
  url: string;
  form: StripeForm;
  idempotencyKey: string | null;
}

export interface StripeApiMock {
  customers: RecordedStripeCall[];
  checkoutSessions: RecordedStripeCall[];
  portalSessions: RecordedStripeCall[];
  /** Makes every call answer 500 until reset, as if Stripe were down. */
  failing: boolean;
  listen(): void;
  reset(): void;
  close(): void;
}

/** Any host: the same handlers answer api.stripe.com and a STRIPE_API_BASE such as stripe-mock. */
const STRIPE = "*/v1";

async function record(request: Request, into: RecordedStripeCall[]): Promise<StripeForm> {
  const form = Object.fromEntries(new URLSearchParams(await request.text()));
  into.push({ url: request.url, form, idempotencyKey: request.headers.get("idempotency-key") });
  return form;
}

const stripeDown = () => HttpResponse.json({ error: { type: "api_error", message: "Stripe is down (test)" } }, { status: 500 });

export function createStripeApiMock(): StripeApiMock {
  let sequence = 0;
  const mock: StripeApiMock = {
    customers: [],
    checkoutSessions: [],
    portalSessions: [],
    failing: false,
    listen: () => server.listen({ onUnhandledRequest: "bypass" }),
    reset() {
      mock.customers.length = 0;
      mock.checkoutSessions.length = 0;
      mock.portalSessions.length = 0;
      mock.failing = false;
    },
    close: () => server.close(),
  };

  const server = setupServer(
    http.post(`${STRIPE}/customers`, async ({ request }) => {
      if (mock.failing) return stripeDown();
      const form = await record(request, mock.customers);
      return HttpResponse.json({ id: `cus_test_${++sequence}`, object: "customer", email: form.email ?? null, metadata: {} });
    }),
    http.post(`${STRIPE}/checkout/sessions`, async ({ request }) => {
      if (mock.failing) return stripeDown();
      const form = await record(request, mock.checkoutSessions);
      const id = `cs_test_${++sequence}`;
      return HttpResponse.json({ id, object: "checkout.session", mode: form.mode, customer: form.customer, url: `https://checkout.stripe.com/c/pay/${id}` });
    }),
    http.post(`${STRIPE}/billing_portal/sessions`, async ({ request }) => {
      if (mock.failing) return stripeDown();
      const form = await record(request, mock.portalSessions);
      const id = `bps_test_${++sequence}`;
      return HttpResponse.json({ id, object: "billing_portal.session", customer: form.customer, url: `https://billing.stripe.com/p/session/${id}` });
    }),
  );
  return mock;
}
