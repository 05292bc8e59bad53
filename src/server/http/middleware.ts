import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { isServerPath } from "../../shared/paths";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { readSessionCookie } from "../auth/cookies";
import { fail } from "../errors";
import { sendError } from "./send-error";

/**
 * One line per API call, and per any other request that failed: id, method,
 * path (never the query string: it may hold a token), status, time. The
 * client's pages and assets that were served fine are not logged; a first
 * visit fetches dozens of them and buried the calls that matter.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const path = req.originalUrl.split("?")[0]!;
      if (isServerPath(path) || res.statusCode >= 400)
        logger.info(`${requestId} ${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`);
      if (res.locals.error) logger.error(`${requestId} failed`, res.locals.error);
    });
    next();
  };
}

/**
 * Browser features no Inkprint page uses, switched off for the page and any
 * frame in it: a script that got in could not reach the camera, microphone,
 * location or a payment sheet. Helmet sets no Permissions-Policy of its own.
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
};

/** API answers hold account data (balances, keys, payments): neither the browser nor a proxy may keep a copy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originHost(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).host;
  } catch {
    return null;
  }
}

/**
 * Refuses state changes that carry the session cookie but come from another
 * site (CSRF). The cookie is SameSite=Lax already; this is the second lock the
 * Lucia guide recommends. Requests without the cookie (the public API, curl)
 * are not cookie-authenticated and pass.
 */
export function sameOriginForCookieRequests(config: Config): RequestHandler {
  const allowed = new Set([new URL(config.publicUrl).host]);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !readSessionCookie(req.headers.cookie)) return next();
    const from = originHost(req.headers.origin) ?? originHost(req.headers.referer);
    if (from && (from === req.headers.host || allowed.has(from))) return next();
    sendError(res, fail.forbidden(M.crossOrigin));
  };
}

/**
 * JSON nested deeper than any call needs is refused before it reaches a
 * handler: the tRPC adapter serialises the body again, recursively, and ten
 * thousand brackets would overflow its stack into a 500 and a logged trace.
 */
export function jsonDepthLimit(maxDepth: number): RequestHandler {
  return (req, res, next) => {
    if (nestingDepthExceeds(req.body, maxDepth)) return sendError(res, fail.badRequest(M.bodyTooDeep));
    next();
  };
}

function nestingDepthExceeds(value: unknown, maxDepth: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth >= maxDepth) return true;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/**
 * Every body the server reads is JSON. A body sent as anything else (curl's
 * `-d` sends a form type) would otherwise arrive empty, and the caller would be
 * told a field is missing or an API key is invalid when both were sent.
 */
export const jsonBodiesOnly: RequestHandler = (req, res, next) => {
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  if (!hasBody || req.is("application/json")) return next();
  sendError(res, fail.unsupportedMediaType(M.bodyNotJson));
};

/** Bodies the JSON parser refused, answered in the spec's error shape; anything else it raises is the client's fault too. */
export const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const { type, status } = error as { type?: string; status?: number };
  if (type === "entity.too.large") return sendError(res, fail.payloadTooLarge(M.bodyTooLarge));
  if (type === "entity.parse.failed") return sendError(res, fail.badRequest(M.malformedJson));
  if (type === "charset.unsupported" || type === "encoding.unsupported")
    return sendError(res, fail.unsupportedMediaType(M.bodyEncodingUnsupported));
  if (status !== undefined && status >= 400 && status < 500) return sendError(res, fail.badRequest(M.bodyUnreadable));
  next(error);
};

/** The last resort: a 500 with a plain message; the stack goes to the log only. */
export const internalErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  if (res.headersSent) {
    res.locals.error = error;
    return;
  }
  sendError(res, fail.internal(M.internalError, error));
};
