import type { Request, Response } from "express";
import { API_V1_PREFIX } from "../../shared/paths";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Engines } from "../engines/types";
import type { Logger } from "../logger";
import type { Mailer } from "../services/mail";
import type { Payments } from "../billing/payments";
import type { ReportMaker } from "../reports/report-maker";
import { clearSessionCookie, readSessionCookie, setSessionCookie, type CookieWriter } from "../auth/cookies";
import { validateSessionToken, type SessionValidation } from "../auth/session";
import { toTRPCError } from "../errors";

/** What the process is built from; tests build it with a temporary data folder and fakes for the outside world. */
export interface AppDeps {
  config: Config;
  db: Db;
  engines: Engines;
  reports: ReportMaker;
  mailer: Mailer;
  logger: Logger;
  payments: Payments | null;
}

/**
 * The door a request came in by: the public API (/apiv1, authenticated by the body's apiKey) or the
 * dashboard (the session cookie). A procedure both doors share reads it to know how to authenticate.
 */
type Door = "api" | "dashboard";

export interface Context extends AppDeps {
  requestId: string;
  door: Door;
  /** The client's address, as express derives it under TRUST_PROXY. */
  ip: string;
  cookies: CookieWriter;
  auth: SessionValidation | null;
  /** The session token from the cookie, when one was sent and is valid. */
  sessionToken: string | null;
}

/** What one request brings: who is asking, from where, and how to answer its cookies. */
export interface RequestFacts {
  requestId: string;
  /** Left out by callers that are not the public API (tests, tRPC): "dashboard". */
  door?: Door;
  ip: string;
  auth: SessionValidation | null;
  sessionToken: string | null;
  cookies: CookieWriter;
}

/**
 * The context without HTTP: the dependencies and the request's facts, nothing
 * written. Tests build it directly for `appRouter.createCaller`.
 */
export function createContextInner(deps: AppDeps, facts: RequestFacts): Context {
  return { ...deps, ...facts, door: facts.door ?? "dashboard" };
}

/**
 * The client's address, one spelling per client: a server listening on all
 * interfaces sees an IPv4 client as "::ffff:203.0.113.7", one listening on an
 * IPv4 address as "203.0.113.7", and instances of both kinds count the same
 * per-address limits.
 */
function clientAddress(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

/**
 * The express side: reads the session cookie, validates it (which renews a
 * session near its end), and renews or clears the cookie to match.
 */
export function createContextFactory(deps: AppDeps) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => {
    const cookies: CookieWriter = {
      set: (name, value, options) => res.cookie(name, value, options),
      clear: (name, options) => res.clearCookie(name, options),
    };
    const token = readSessionCookie(req.headers.cookie);
    // A database out of reach answers 503 here too, before any procedure runs.
    const auth = token ? await validateSessionToken(deps.db, token).catch((error: unknown) => Promise.reject(toTRPCError(error))) : null;
    if (auth?.renewed && token) setSessionCookie(cookies, deps.config, token, auth.session.expiresAt);
    if (token && !auth) clearSessionCookie(cookies, deps.config);
    return createContextInner(deps, {
      requestId: String(res.locals.requestId ?? ""),
      door: req.originalUrl.startsWith(`${API_V1_PREFIX}/`) ? "api" : "dashboard",
      ip: clientAddress(req),
      cookies,
      auth,
      sessionToken: auth ? token : null,
    });
  };
}
