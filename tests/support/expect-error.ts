import { expect } from "vitest";
import type { JsonResponse } from "./http-client";

/** Asserts the spec's error answer: this HTTP status and `{status:"error", message}`. */
export function expectError(response: JsonResponse, status: number, message: string): void {
  expect({ status: response.status, body: response.body }).toEqual({ status, body: { status: "error", message } });
}
