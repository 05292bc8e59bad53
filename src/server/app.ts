import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import express from "express";
import helmet from "helmet";
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from "../shared/limits";
import { API_V1_PREFIX, isClientRoute, SERVER_PATH_PREFIXES, TRPC_PATH } from "../shared/paths";
import { SERVER_MESSAGES as M } from "../shared/messages";
import { fail } from "./errors";
import {
  bodyErrors,
  internalErrors,
  jsonBodiesOnly,
  jsonDepthLimit,
  noStore,
  permissionsPolicy,
  requestLog,
  sameOriginForCookieRequests,
} from "./http/middleware";
import { isSignedDelivery, isUpload, restRouter, type RestRoute } from "./http/rest-adapter";
import { apiV1Routes, restRoutes } from "./http/rest-routes";
import { sendError } from "./http/send-error";
import { wrongMethod } from "./http/wrong-method";
import { serveOpenApiDocument } from "./openapi/document";
import { appRouter } from "./routers/app-router";
import { refundInterruptedSpends } from "./billing/credits";
import { createContextFactory, type AppDeps } from "./trpc/context";

const OPENAPI_PATH = `${API_V1_PREFIX}/openapi.json`;

const clientDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/client");

function securityHeaders(secure: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure,
  });
}

export async function createApp(deps: AppDeps): Promise<express.Express> {
  // Before the first request: credits a stopped process took for operations that never answered go back (docs/decisions/111).
  const refunded = await refundInterruptedSpends(deps.db);
  if (refunded > 0) deps.logger.info(`refunded ${refunded} credit spends left pending by an earlier stop`);
  const app = express();
  const createContext = createContextFactory(deps);
  app.set("trust proxy", deps.config.TRUST_PROXY);
  app.disable("x-powered-by");
  // Every answer of the server's own paths is no-store, so an ETag (a hash of each body) would be work no cache reads.
  app.set("etag", false);
  app.use(requestLog(deps.logger));
  app.use(securityHeaders(deps.config.secureCookies));
  app.use(permissionsPolicy);
  app.use([...SERVER_PATH_PREFIXES], noStore);

  const routes = [...restRoutes, ...apiV1Routes];
  const routerFor = (rows: RestRoute[]) => restRouter(rows, (req, res) => createContext({ req, res }));
  // Stripe signs the exact bytes it sent, so its deliveries are served before any JSON parsing.
  app.use(routerFor(routes.filter(isSignedDelivery)));
  // Before any body is read, uploads included: a form on another site can post multipart with the user's cookie.
  app.use(sameOriginForCookieRequests(deps.config));
  // File uploads are multipart, which the JSON-only gate below refuses; their router reads them into memory itself.
  app.use(routerFor(routes.filter(isUpload)));

  app.use(jsonBodiesOnly);
  // Not strict: a bare "hi" or 42 is valid JSON, refused in words as "not an object" rather than "not valid JSON".
  app.use(express.json({ limit: MAX_JSON_BODY_BYTES, strict: false }));
  app.use(bodyErrors);
  app.use(jsonDepthLimit(MAX_JSON_DEPTH));

  app.use(
    TRPC_PATH,
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createContext({ req, res }),
      onError: ({ error }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") deps.logger.error("trpc procedure failed", error);
      },
    }),
  );

  app.use(routerFor(routes.filter((route) => !isSignedDelivery(route) && !isUpload(route))));
  app.get(OPENAPI_PATH, serveOpenApiDocument(deps.config.publicUrl));
  app.use(wrongMethod([...routes, { method: "get", path: OPENAPI_PATH }]));

  app.use([...SERVER_PATH_PREFIXES], (_req, res) => sendError(res, fail.notFound(M.notFound)));

  if (fs.existsSync(clientDist)) {
    app.use(express.static(clientDist, { index: false, maxAge: "1h" }));
    // Every path gets the client, which shows its 404 page for one it has no route for; the status says so too, for crawlers and link checkers.
    app.get("*", (req, res) => res.status(isClientRoute(req.path) ? 200 : 404).sendFile(path.join(clientDist, "index.html")));
  }

  app.use(internalErrors);
  return app;
}
