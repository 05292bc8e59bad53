import express, { type Request, type Response, type Router } from "express";
import { MAX_JSON_BODY_BYTES } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { fail } from "../errors";
import type { Context } from "../trpc/context";
import { createCallerFactory } from "../trpc/init";
import { appRouter } from "../routers/app-router";
import { readUploadBody, uploadInput } from "./multipart-body";
import { sendError } from "./send-error";

type Caller = ReturnType<typeof appRouter.createCaller>;

type Procedure = (input: never) => Promise<unknown>;

export interface RestRoute {
  method: "get" | "post";
  path: string;
  /** Picks the procedure this path stands for. */
  procedure: (caller: Caller) => Procedure;
  /**
   * Where the input comes from: the JSON body (POST), the query string (GET),
   * a signed delivery (the body's exact bytes and its Stripe-Signature header),
   * or an upload (a multipart form whose file reaches the procedure as bytes).
   */
  input: "body" | "query" | "signedBody" | "upload" | "none";
  /** Sends the output when it is not JSON (the PDF report). */
  send?: (res: Response, output: never) => void;
  /**
   * A GET that changes state (the spec's sign-out). The cookie is sent on a
   * top-level navigation from any site, so a link elsewhere could trigger it;
   * such a navigation, as the browser reports it (Sec-Fetch-Site), is refused.
   * Callers that send no such header (curl, older browsers) are served.
   */
  sameSiteOnly?: boolean;
}

export const post = (path: string, procedure: RestRoute["procedure"], send?: RestRoute["send"]): RestRoute => ({
  method: "post",
  path,
  procedure,
  input: "body",
  send,
});

/** A webhook: its body is read raw, because the signature covers the exact bytes sent. */
export const signedPost = (path: string, procedure: RestRoute["procedure"]): RestRoute => ({
  method: "post",
  path,
  procedure,
  input: "signedBody",
});

/** A file call: multipart/form-data, its text fields and its one file in the field `file` (decision 112). */
export const upload = (path: string, procedure: RestRoute["procedure"]): RestRoute => ({
  method: "post",
  path,
  procedure,
  input: "upload",
});

/** An upload's router goes before the JSON parsing, which refuses any body that is not JSON. */
export function isUpload(route: RestRoute): boolean {
  return route.input === "upload";
}

/** A signed delivery's router goes before the JSON parsing, which would otherwise consume the bytes its signature covers. */
export function isSignedDelivery(route: RestRoute): boolean {
  return route.input === "signedBody";
}

const readRawBody = express.raw({ type: "*/*", limit: MAX_JSON_BODY_BYTES });

export const get = (
  path: string,
  procedure: RestRoute["procedure"],
  input: "query" | "none" = "none",
  options: { sameSiteOnly?: boolean } = {},
): RestRoute => ({
  method: "get",
  path,
  procedure,
  input,
  ...options,
});

function fromAnotherSite(req: Request): boolean {
  const site = req.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}

async function inputOf(route: RestRoute, req: Request): Promise<unknown> {
  if (route.input === "body") return bodyObject(req.body);
  if (route.input === "upload") return uploadInput(req);
  if (route.input === "query") return req.query;
  if (route.input === "signedBody") return signedDelivery(req);
  return undefined;
}

function signedDelivery(req: Request): { payload: string; signature: string | undefined } {
  const signature = req.headers["stripe-signature"];
  return {
    payload: Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "",
    signature: typeof signature === "string" ? signature : undefined,
  };
}

/** express.json (not strict) lets an array or a bare value through; no call takes one, so it is refused in words, not by the validator. */
function bodyObject(body: unknown): object {
  if (body === undefined) return {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw fail.badRequest(M.bodyNotObject);
  return body;
}

/** A router with each row of the table as a thin handler that calls the same tRPC procedure the client uses. */
export function restRouter(routes: RestRoute[], createContext: (req: Request, res: Response) => Promise<Context>): Router {
  const router = express.Router();
  const createCaller = createCallerFactory(appRouter);
  for (const route of routes) {
    const bodyReaders = isSignedDelivery(route) ? [readRawBody] : isUpload(route) ? [readUploadBody] : [];
    router[route.method](route.path, ...bodyReaders, async (req, res) => {
      try {
        if (route.sameSiteOnly && fromAnotherSite(req)) throw fail.forbidden(M.crossOrigin);
        const caller = createCaller(await createContext(req, res));
        const procedure = route.procedure(caller) as (input: unknown) => Promise<unknown>;
        const output = await procedure(await inputOf(route, req));
        if (route.send) route.send(res, output as never);
        else res.json(output);
      } catch (error) {
        sendError(res, error);
      }
    });
  }
  return router;
}
