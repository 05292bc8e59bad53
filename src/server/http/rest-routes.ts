import type { Response } from "express";
import { API_V1_OPERATIONS, apiV1Path, type ApiV1OperationKey } from "../../shared/api-v1";
import { DETECT_FILE_PATHS } from "../../shared/schemas/detect-file";
import { get, post, signedPost, upload, type RestRoute } from "./rest-adapter";

interface PdfFile {
  filename: string;
  contentType: string;
  pdf_base64: string;
}

function sendPdf(res: Response, file: PdfFile): void {
  res
    .status(200)
    .type(file.contentType)
    .setHeader("Content-Disposition", `attachment; filename="${file.filename}"`)
    .send(Buffer.from(file.pdf_base64, "base64"));
}

/** The spec's REST paths, each a thin adapter over one tRPC procedure. */
export const restRoutes: RestRoute[] = [
  post("/auth/register", (c) => c.auth.register),
  get("/auth/verify-account", (c) => c.auth.verifyAccount, "query"),
  post("/auth/login", (c) => c.auth.login),
  get("/auth/check-auth", (c) => c.auth.checkAuth),
  get("/auth/logout", (c) => c.auth.logout, "none", { sameSiteOnly: true }),
  post("/api/request-reset-pw", (c) => c.auth.requestPasswordReset),
  post("/api/resetpw", (c) => c.auth.resetPassword),

  get("/api/userinfo", (c) => c.account.getInfo),
  post("/api/update-info", (c) => c.account.updateInfo),
  post("/api/confirm-change-mail", (c) => c.account.confirmEmailChange),
  post("/api/change-password", (c) => c.account.changePassword),

  post("/api/freedemo", (c) => c.detect.analyzeDemo),
  post("/api/detect-ai", (c) => c.detect.analyze),
  upload(DETECT_FILE_PATHS.analyze, (c) => c.detect.analyzeFile),
  upload(DETECT_FILE_PATHS.quote, (c) => c.detect.quoteFile),
  post("/api/export", (c) => c.detect.exportReport, sendPdf as RestRoute["send"]),
  post("/api/humanizer", (c) => c.rewrite.humanize),
  post("/api/improver-ai", (c) => c.rewrite.improve),

  get("/api/getApiKeys", (c) => c.apiKeys.list),
  post("/api/createApiKey", (c) => c.apiKeys.create),
  post("/api/deleteApiKey", (c) => c.apiKeys.remove),
  post("/api/renameApiKey", (c) => c.apiKeys.rename),

  post("/stripe/create-checkout-session", (c) => c.billing.createCheckoutSession),
  post("/stripe/buy-credits", (c) => c.billing.buyCredits),
  get("/stripe/manage", (c) => c.billing.openPortal),
  signedPost("/stripe/webhook", (c) => c.billing.receiveWebhook),
];

/** The procedure behind each documented /apiv1 operation (src/shared/api-v1.ts describes them). */
const API_V1_PROCEDURES: Record<ApiV1OperationKey, RestRoute["procedure"]> = {
  detect: (c) => c.detect.analyzeWithApiKey,
  "detect-file": (c) => c.detect.analyzeFile,
  humanize: (c) => c.rewrite.humanizeWithApiKey,
  emprove: (c) => c.rewrite.improveWithApiKey,
};

/** The documented public API, authenticated by the body's apiKey. */
export const apiV1Routes: RestRoute[] = API_V1_OPERATIONS.map((operation) =>
  (operation.body === "multipart" ? upload : post)(apiV1Path(operation.key), API_V1_PROCEDURES[operation.key]),
);
