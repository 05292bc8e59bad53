import { createSession, generateSessionToken, validateSessionToken } from "../../src/server/auth/session";
import { appRouter } from "../../src/server/routers/app-router";
import { createContextInner, type AppDeps } from "../../src/server/trpc/context";

/** A session cookie nobody reads: a procedure called directly has no response to set it on. */
const NO_COOKIES = { set: () => {}, clear: () => {} };

/**
 * The router called directly, as the user with `userId` (signed in through a
 * real session) or as a visitor: business rules tested without HTTP. The
 * dependencies are a test server's, so the database is the one that project
 * runs on (SQLite, or PostgreSQL in http-pg).
 */
export async function callerFor(deps: AppDeps, userId?: number) {
  const token = userId === undefined ? null : generateSessionToken();
  if (token !== null && userId !== undefined) await createSession(deps.db, token, userId);
  const auth = token === null ? null : await validateSessionToken(deps.db, token);
  return appRouter.createCaller(
    createContextInner(deps, { requestId: "test", ip: "192.0.2.1", auth, sessionToken: token, cookies: NO_COOKIES }),
  );
}
