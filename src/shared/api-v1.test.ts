import { describe, expect, it } from "vitest";
import { API_V1_OPERATIONS, responseFields } from "./api-v1";

describe("the public API's response fields, as the docs list them", () => {
  it.each(API_V1_OPERATIONS.map((operation) => [operation.key, operation] as const))(
    "%s: every field says what it means",
    (_key, operation) => {
      const fields = responseFields(operation.output);
      expect(fields.length).toBeGreaterThan(1);
      for (const field of fields) expect(field.meaning, field.name).toMatch(/\w{3,}/);
    },
  );

  it("names each field's JSON type", () => {
    const typeOf = (key: string) =>
      Object.fromEntries(
        responseFields(API_V1_OPERATIONS.find((operation) => operation.key === key)!.output).map((field) => [field.name, field.type]),
      );
    expect(typeOf("detect")).toMatchObject({
      status: "string",
      ai_probability: "string",
      verdict_level: "string",
      explanation: "string",
      explanation_parts: "object",
      suspicious_sentences: "string[]",
      sentences: "object[]",
      word_count: "number",
      reliable: "boolean",
    });
    expect(typeOf("humanize")).toEqual({
      status: "string",
      humanized_text: "string",
      detector_check: "object or null",
      note: "string or null",
    });
    expect(typeOf("emprove")).toEqual({ status: "string", emproved_text: "string", changes: "object[]", note: "string or null" });
  });
});
