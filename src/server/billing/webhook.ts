import type { RequestHandler } from "express";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import type { AppDeps } from "../trpc/context";

export function stripeWebhookHandler(deps: AppDeps): RequestHandler {
  return (_req, res) => {
    if (!deps.payments) return void res.status(503).json({ status: "error", message: M.paymentsDisabled });
    res.status(501).json({ status: "error", message: "Webhook handling is not built yet." });
  };
}
