import { expect, it } from "vitest";
import { API_RATE_LIMIT_PER_MINUTE, DEMO_RATE_LIMIT, SIGNUP_CREDITS, WORD_LIMITS } from "./limits";

/**
 * The numbers the product spec and the issues promise, written here as
 * literals. Every other test takes its limits from these constants, so only
 * this one notices a constant that drifts from the promise: changing a number
 * here must be a deliberate change of the spec.
 */
it("holds the limits the spec and the issues promise", () => {
  // Spec, Try Now and Limits: "Demo: 100 words, 2 analyses per hour".
  expect(WORD_LIMITS.demo).toBe(100);
  expect(DEMO_RATE_LIMIT).toEqual({ max: 2, windowMs: 60 * 60 * 1000 });
  // Spec, Validation and Limits: "Detect: 750 words", "Humanizer and improver: 1000 words".
  expect(WORD_LIMITS.detect).toBe(750);
  expect(WORD_LIMITS.rewrite).toBe(1000);
  // Spec, Try Now and entitlements: "Get 5 Free Scans", Basic "5 total scans".
  expect(SIGNUP_CREDITS).toBe(5);
  // Issue 3 (decision 003): API keys, Business 60 and Enterprise 600 requests a minute.
  expect(API_RATE_LIMIT_PER_MINUTE).toEqual({ business: 60, enterprise: 600 });
});
