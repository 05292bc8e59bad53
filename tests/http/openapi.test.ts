import { eq } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { apiV1Routes } from "../../src/server/http/rest-routes";
import type { OpenApiDocument } from "../../src/server/openapi/document";
import { API_RATE_LIMIT_PER_MINUTE, FILE_UPLOAD, MAX_JSON_BODY_BYTES } from "../../src/shared/limits";
import type { PlanId } from "../../src/shared/plans";
import { signedInAccount } from "../support/accounts";
import { HttpClient, type JsonResponse } from "../support/http-client";
import { startTestServer, type TestServer } from "../support/test-server";

const TEXT =
  "The library closes early on Fridays, which nobody remembers until they are standing outside with a pile of overdue books. " +
  "Last week it was me, in the rain, reading the opening hours printed on the door as if they might change.";

interface DocumentedResponse {
  headers?: Record<string, unknown>;
  content: { "application/json": { schema: { $ref: string } } };
}

describe("GET /apiv1/openapi.json", () => {
  let server: TestServer;
  let client: HttpClient;
  let document: OpenApiDocument;

  async function keyFor(plan: PlanId, credits: number): Promise<string> {
    const account = await signedInAccount(server, { plan: "business", credits });
    const created = await account.client.post<{ ApiKey: string }>("/api/createApiKey", { keyName: "openapi" });
    await server.deps.db.update(users).set({ plan }).where(eq(users.id, account.userId));
    return created.body.ApiKey;
  }

  function documented(path: string, status: number): DocumentedResponse {
    const operation = (document.paths as Record<string, { post: { responses: Record<string, DocumentedResponse> } }>)[path];
    expect(operation, `${path} is documented`).toBeDefined();
    const response = operation!.post.responses[String(status)];
    expect(response, `${path} documents HTTP ${status}`).toBeDefined();
    return response!;
  }

  /** Checks a real answer against the schema the document gives for its path and status. */
  function expectAsDocumented(path: string, response: JsonResponse<unknown>): void {
    const { content } = documented(path, response.status);
    const name = content["application/json"].schema.$ref.split("/").at(-1)!;
    const schema = z.fromJSONSchema((document.components.schemas as Record<string, z.core.JSONSchema.JSONSchema>)[name]!);
    const result = schema.safeParse(response.body);
    expect(result.success, `${path} ${response.status}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
  }

  beforeAll(async () => {
    server = await startTestServer();
    client = new HttpClient(server.baseUrl, null);
    const response = await client.get<OpenApiDocument>("/apiv1/openapi.json");
    expect(response.status).toBe(200);
    document = response.body;
  });
  afterAll(async () => server.close());

  it("is an OpenAPI 3.1 document of exactly the /apiv1 routes", async () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: server.config.publicUrl }]);
    expect(Object.keys(document.paths).sort()).toEqual(apiV1Routes.map((route) => route.path).sort());
  });

  it("documents the detect answer's explanation parts, each with what it means", async () => {
    const detect = (
      document.components.schemas as Record<
        string,
        { properties: Record<string, { properties?: Record<string, { description?: string }>; required?: string[] }> }
      >
    ).DetectResponse!;
    const parts = detect.properties.explanation_parts!;
    expect(Object.keys(parts.properties ?? {}).sort()).toEqual(["caveat", "details", "evidence", "summary"]);
    for (const [name, field] of Object.entries(parts.properties ?? {})) expect(field.description, name).toMatch(/\w{3,}/);
  });

  const jsonRoutes = apiV1Routes.filter((route) => route.input === "body");

  it.each(jsonRoutes.map((route) => route.path))("%s answers as documented: success and every client error", async (path) => {
    const paid = await keyFor("business", 1);
    const cases = [
      [200, { apiKey: paid, text: TEXT }],
      [400, { apiKey: paid, text: "" }],
      [401, { apiKey: "ink_not_a_real_key_at_all_000000000000", text: TEXT }],
    ] as const;
    for (const [status, body] of cases) {
      const response = await client.post(path, body);
      expect(response.status).toBe(status);
      expectAsDocumented(path, response);
    }
    const withoutKey = await client.post(path, { text: TEXT });
    expect(withoutKey.status).toBe(401);
    expectAsDocumented(path, withoutKey);
    const asForm = await client.post(path, JSON.stringify({ apiKey: paid, text: TEXT }), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(asForm.status).toBe(415);
    expectAsDocumented(path, asForm);
    const oversized = await client.post(path, { apiKey: paid, text: "x ".repeat(MAX_JSON_BODY_BYTES / 2 + 1) });
    expect(oversized.status).toBe(413);
    expectAsDocumented(path, oversized);

    const spent = await client.post(path, { apiKey: paid, text: TEXT });
    expect(spent.status).toBe(402);
    expectAsDocumented(path, spent);

    const basic = await client.post(path, { apiKey: await keyFor("basic", 5), text: TEXT });
    expect(basic.status).toBe(403);
    expectAsDocumented(path, basic);
  });

  it("/apiv1/inkprint/detect-file answers as documented: success and every client error, its form described", async () => {
    const path = "/apiv1/inkprint/detect-file";
    const form = document.components.schemas as Record<string, { properties?: Record<string, unknown> }>;
    expect(Object.keys(form.DetectFileRequest!.properties ?? {}).sort()).toEqual(["apiKey", "file"]);
    const post = async (fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      if (file) body.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
      const response = await fetch(server.baseUrl + path, { method: "POST", body });
      return { status: response.status, headers: response.headers, body: await response.json() } as JsonResponse<unknown>;
    };
    const paid = await keyFor("business", 1);
    const essay = { name: "essay.txt", bytes: Buffer.from(TEXT) };
    const cases: Array<[number, Promise<JsonResponse<unknown>>]> = [
      [200, post({ apiKey: paid }, essay)],
      [400, post({ apiKey: paid })],
      [401, post({ apiKey: "ink_not_a_real_key_at_all_000000000000" }, essay)],
      [403, post({ apiKey: await keyFor("basic", 5) }, essay)],
      [413, post({ apiKey: paid }, { name: "big.txt", bytes: Buffer.alloc(FILE_UPLOAD.maxBytes + 1, 0x61) })],
      [415, client.post(path, { apiKey: paid, text: TEXT })],
      [422, post({ apiKey: paid }, { name: "empty.txt", bytes: new Uint8Array() })],
    ];
    for (const [status, pending] of cases) {
      const response = await pending;
      expect(response.status).toBe(status);
      expectAsDocumented(path, response);
    }
    const spent = await post({ apiKey: paid }, essay);
    expect(spent.status).toBe(402);
    expectAsDocumented(path, spent);
  });

  it.each(apiV1Routes.map((route) => route.path))("%s documents the Retry-After header on its 429 and 503 answers", (path) => {
    for (const status of [429, 503]) {
      expect(documented(path, status).headers, `${path} ${status}`).toHaveProperty("Retry-After");
    }
  });

  it("documents the rate limit answer, Retry-After included", async () => {
    const path = apiV1Routes[0]!.path;
    // Without credits each call is answered 402 before an engine runs, and counts (a 400 would not).
    const apiKey = await keyFor("business", 0);
    await Promise.all(Array.from({ length: API_RATE_LIMIT_PER_MINUTE.business }, () => client.post(path, { apiKey, text: TEXT })));
    const limited = await client.post(path, { apiKey, text: TEXT });
    expect(limited.status).toBe(429);
    expectAsDocumented(path, limited);
    expect(documented(path, 429).headers).toHaveProperty("Retry-After");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
