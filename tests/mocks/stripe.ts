import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/**
 * Stripe's REST API as far as Inkprint calls it: customers, Checkout
 * Sessions (create, list, expire), subscriptions (list) and billing portal
 * sessions. Each request's form fields are kept (flattened the way Stripe
 * encodes them, e.g. `metadata[kind]`) so tests can assert what the server
 * asked Stripe for. Created sessions stay open until expired or completed.
 */

export type StripeForm = Record<string, string>;

export interface RecordedStripeCall {
  /** Where the SDK sent it: api.stripe.com, or the STRIPE_API_BASE host. */
  url: string;
  form: StripeForm;
  idempotencyKey: string | null;
}

export interface MockCheckoutSession {
  id: string;
  customer: string;
  mode: string;
  status: "open" | "complete" | "expired";
}

export interface MockSubscription {
  id: string;
  customer: string;
  status: string;
}

export interface StripeApiMock {
  customers: RecordedStripeCall[];
  checkoutSessions: RecordedStripeCall[];
  portalSessions: RecordedStripeCall[];
  /** Every Checkout Session created, with its state; tests complete one to play a paid page. */
  sessions: MockCheckoutSession[];
  /** The subscriptions Stripe holds; tests add one to play a paid subscription the webhook has not announced yet. */
  subscriptions: MockSubscription[];
  /** Makes every call answer 500 until reset, as if Stripe were down. */
  failing: boolean;
  /** How long creating a Checkout Session takes until reset, to line up concurrent requests. */
  checkoutCreateDelayMs: number;
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

function sessionObject(session: MockCheckoutSession) {
  const url = session.status === "open" ? `https://checkout.stripe.com/c/pay/${session.id}` : null;
  return { object: "checkout.session", ...session, url };
}

function list(url: string, data: object[]) {
  return { object: "list", data, has_more: false, url };
}

const stripeDown = () => HttpResponse.json({ error: { type: "api_error", message: "Stripe is down (test)" } }, { status: 500 });

export function createStripeApiMock(): StripeApiMock {
  let sequence = 0;
  const mock: StripeApiMock = {
    customers: [],
    checkoutSessions: [],
    portalSessions: [],
    sessions: [],
    subscriptions: [],
    failing: false,
    checkoutCreateDelayMs: 0,
    listen: () => server.listen({ onUnhandledRequest: "bypass" }),
    reset() {
      mock.customers.length = 0;
      mock.checkoutSessions.length = 0;
      mock.portalSessions.length = 0;
      mock.sessions.length = 0;
      mock.subscriptions.length = 0;
      mock.failing = false;
      mock.checkoutCreateDelayMs = 0;
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
      if (mock.checkoutCreateDelayMs) await delay(mock.checkoutCreateDelayMs);
      const id = `cs_test_${++sequence}`;
      mock.sessions.push({ id, customer: form.customer ?? "", mode: form.mode ?? "", status: "open" });
      return HttpResponse.json(sessionObject(mock.sessions.at(-1)!));
    }),
    http.get(`${STRIPE}/checkout/sessions`, ({ request }) => {
      if (mock.failing) return stripeDown();
      const query = new URL(request.url).searchParams;
      const matching = mock.sessions.filter(
        (session) => session.customer === query.get("customer") && (!query.get("status") || session.status === query.get("status")),
      );
      return HttpResponse.json(list("/v1/checkout/sessions", matching.map(sessionObject)));
    }),
    http.post(`${STRIPE}/checkout/sessions/:id/expire`, ({ params }) => {
      if (mock.failing) return stripeDown();
      const session = mock.sessions.find((candidate) => candidate.id === params.id);
      if (!session)
        return HttpResponse.json({ error: { type: "invalid_request_error", message: "No such checkout.session" } }, { status: 404 });
      if (session.status !== "open") {
        return HttpResponse.json(
          { error: { type: "invalid_request_error", message: `Only open sessions can be expired (this one is ${session.status})` } },
          { status: 400 },
        );
      }
      session.status = "expired";
      return HttpResponse.json(sessionObject(session));
    }),
    http.get(`${STRIPE}/subscriptions`, ({ request }) => {
      if (mock.failing) return stripeDown();
      const customer = new URL(request.url).searchParams.get("customer");
      const matching = mock.subscriptions.filter((subscription) => subscription.customer === customer);
      return HttpResponse.json(
        list(
          "/v1/subscriptions",
          matching.map((subscription) => ({ ...subscription, object: "subscription" })),
        ),
      );
    }),
    http.post(`${STRIPE}/billing_portal/sessions`, async ({ request }) => {
      if (mock.failing) return stripeDown();
      const form = await record(request, mock.portalSessions);
      const id = `bps_test_${++sequence}`;
      return HttpResponse.json({
        id,
        object: "billing_portal.session",
        customer: form.customer,
        url: `https://billing.stripe.com/p/session/${id}`,
      });
    }),
  );
  return mock;
}
