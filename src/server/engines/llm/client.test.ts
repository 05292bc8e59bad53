import OpenAI from "openai";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "../../logger";
import { toEngineError } from "./client";

const USER_TEXT = "Wojciechowska wrote this paragraph";

describe("toEngineError's detail for the operator's log", () => {
  it("names the provider's status and error code, never its message, which may echo the prompt", () => {
    const error = OpenAI.APIError.generate(
      401,
      { error: { message: `Bad key for: ${USER_TEXT}`, type: "invalid_request_error", code: "invalid_api_key" } },
      undefined,
      new Headers(),
    );
    const engineError = toEngineError(error);
    expect(engineError).toMatchObject({ kind: "provider", detail: "the provider answered HTTP 401 (invalid_api_key)" });
    expect(engineError.detail).not.toContain(USER_TEXT);
  });

  it("names the system error when the provider cannot be reached", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
    const error = new OpenAI.APIConnectionError({ cause: new TypeError("fetch failed", { cause: refused }) });
    expect(toEngineError(error).detail).toBe("could not reach the provider (ECONNREFUSED)");
  });

  it("is printed by the logger after the caller-facing message", () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const engineError = toEngineError(
        OpenAI.APIError.generate(404, { error: { message: "no such model", code: "model_not_found" } }, undefined, new Headers()),
      );
      createLogger("info").error("request failed", new Error("The text engine could not complete this request.", { cause: engineError }));
      expect(printed.mock.calls[0]?.[0]).toContain("[engine: the provider answered HTTP 404 (model_not_found)]");
    } finally {
      printed.mockRestore();
    }
  });
});
