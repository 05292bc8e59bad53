/** Client paths that pages and the server (e-mail links, Stripe return URLs) point to. The dashboard route is named after the product (spec section 2). */
export const PATHS = {
  home: "/",
  login: "/login",
  register: "/register",
  resetPassword: "/resetpw",
  verifyAccount: "/verify-account",
  dashboard: "/inkprint",
  billings: "/billings",
  stripeCheckout: "/stripe-checkout",
} as const;

/** Where the tRPC router is mounted; the client's link and the server agree on it here. */
export const TRPC_PATH = "/trpc";

/** Path prefixes the server answers itself: unknown ones get a JSON 404, never the client's page, and Vite's dev server proxies them. */
export const SERVER_PATH_PREFIXES = [TRPC_PATH, "/api", "/apiv1", "/auth", "/stripe"] as const;
