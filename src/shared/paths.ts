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

/** Every path the client's router has a page for, from the table above; any other path is the 404 page, which the server answers with status 404. */
export const CLIENT_ROUTE_PATHS: readonly string[] = Object.values(PATHS);

/**
 * Whether the client router shows a real page at this path. React Router
 * matches without regard to case and ignores one trailing slash, so this does too.
 */
export function isClientRoute(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/$/, "").toLowerCase() : pathname;
  return CLIENT_ROUTE_PATHS.includes(normalised);
}

/** Where the tRPC router is mounted; the client's link and the server agree on it here. */
export const TRPC_PATH = "/trpc";

/** Path prefixes the server answers itself: unknown ones get a JSON 404, never the client's page, and Vite's dev server proxies them. */
/** The public API's paths start here (src/shared/api-v1.ts names its operations). */
export const API_V1_PREFIX = "/apiv1";
export const SERVER_PATH_PREFIXES = [TRPC_PATH, "/api", API_V1_PREFIX, "/auth", "/stripe"] as const;

/** Whether the server answers this path itself (an API call), rather than with the client's files. */
export function isServerPath(pathname: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
