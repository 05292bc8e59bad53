import type { Response } from "express";
import type { z } from "zod";
import { apiDetectInput, apiDetectOutput } from "../../shared/schemas/detect";
import { apiHumanizeInput, apiHumanizeOutput, apiImproveInput, apiImproveOutput } from "../../shared/schemas/rewrite";
import { get, post, signedPost, type RestRoute } from "./rest-adapter";

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

/** One documented /apiv1 operation: its path, the procedure behind it and the schemas its OpenAPI entry is built from. */
export interface ApiV1Operation {
  path: string;
  summary: string;
  procedure: RestRoute["procedure"];
  input: z.ZodType;
  output: z.ZodType;
}

/** The documented public API, authenticated by the body's apiKey. */
export const apiV1Operations: ApiV1Operation[] = [
  {
    path: "/apiv1/inkprint/detect",
    summary: "Estimate how likely a text is AI-written (1 credit)",
    procedure: (c) => c.detect.analyzeWithApiKey,
    input: apiDetectInput,
    output: apiDetectOutput,
  },
  {
    path: "/apiv1/inkprint/humanize",
    summary: "Rewrite a text so it reads as human-written (1 credit)",
    procedure: (c) => c.rewrite.humanizeWithApiKey,
    input: apiHumanizeInput,
    output: apiHumanizeOutput,
  },
  {
    path: "/apiv1/inkprint/emprove",
    summary: "Improve a text's grammar, clarity and style (1 credit)",
    procedure: (c) => c.rewrite.improveWithApiKey,
    input: apiImproveInput,
    output: apiImproveOutput,
  },
];

export const apiV1Routes: RestRoute[] = apiV1Operations.map((operation) => post(operation.path, operation.procedure));
