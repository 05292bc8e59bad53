import { CLIENT_MESSAGES } from "../../../../shared/messages";
import { errorMessage, httpStatusOf } from "../../../lib/errors";

/** The spec: the server's message (or a generic one) when it answered; another text when the request never got through. */
export function rewriteFailureMessage(error: unknown): string {
  return httpStatusOf(error) === undefined ? CLIENT_MESSAGES.rewriteFailed : errorMessage(error, CLIENT_MESSAGES.rewriteUnexpected);
}
