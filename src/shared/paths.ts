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
