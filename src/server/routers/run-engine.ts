import type { TRPCError } from "@trpc/server";
import { PROVIDER_BUSY_RETRY_SECONDS } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { fail, RetryAfter } from "../errors";
import { EngineBug, EngineError, UnsupportedLanguageError } from "../engines/types";

/** What a caller is told for each kind of engine failure. */
export interface EngineFailureMessages {
  failed: string;
  timeout: string;
  busy: string;
}

/** For calls that cost a credit, which the failure gives back. */
const PAID_FAILURES: EngineFailureMessages = { failed: M.engineFailed, timeout: M.engineTimeout, busy: M.engineBusy };

/** For the free demo, whose failed runs do not count against its hourly limit. */
export const DEMO_FAILURES: EngineFailureMessages = { failed: M.demoEngineFailed, timeout: M.demoEngineTimeout, busy: M.demoEngineBusy };

/**
 * The one mapping from an engine's failure kind to what the caller is told:
 * a slow engine is a gateway timeout, a busy provider a 503 with Retry-After
 * (not 429, which the demo screen reads as "your free runs are used up"),
 * a failing provider or unusable output a bad gateway.
 */
function engineFailure(error: EngineError, messages: EngineFailureMessages = PAID_FAILURES): TRPCError {
  switch (error.kind) {
    case "timeout":
      return fail.timeout(messages.timeout, error);
    case "rate_limited":
      return fail.unavailable(messages.busy, new RetryAfter(PROVIDER_BUSY_RETRY_SECONDS));
    case "provider":
    case "bad_output":
      return fail.badGateway(messages.failed, error);
  }
}

/**
 * Runs an engine call, turning its EngineError into the caller-facing failure,
 * a text in a language it cannot read into a 422 that names the language,
 * and any other error into a plain internal failure whose log entry cannot
 * carry the submitted text.
 */
export async function runEngine<T>(operation: () => Promise<T>, messages: EngineFailureMessages = PAID_FAILURES): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof EngineError) throw engineFailure(error, messages);
    if (error instanceof UnsupportedLanguageError) throw fail.unprocessable(M.rewriteOtherLanguage(error.languageName));
    throw fail.internal(M.internalError, new EngineBug(error));
  }
}
