import type { RequestHandler } from "express";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { fail } from "../errors";
import { sendError } from "./send-error";

interface ServedPath {
  method: "get" | "post";
  path: string;
}

/**
 * A path the server serves, asked with a method it does not take, gets 405 and an Allow header naming the
 * methods it does take, rather than the 404 of a path that does not exist: a client that sent GET to a
 * POST-only call learns what to change instead of doubting the address.
 */
export function wrongMethod(served: readonly ServedPath[]): RequestHandler {
  const methodsByPath = new Map<string, string[]>();
  for (const { method, path } of served) methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method.toUpperCase()]);
  return (req, res, next) => {
    const allowed = methodsByPath.get(req.path);
    // Express answers HEAD with a path's GET handler, so a HEAD that got this far was not for a GET path.
    if (!allowed || allowed.includes(req.method)) return next();
    res.setHeader("Allow", allowed.join(", "));
    sendError(res, fail.methodNotAllowed(M.methodNotAllowed(allowed)));
  };
}
