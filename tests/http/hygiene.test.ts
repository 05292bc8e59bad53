import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiV1Routes, restRoutes } from "../../src/server/http/rest-routes";
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from "../../src/shared/limits";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount } from "../support/accounts";
import { expectError } from "../support/expect-error";
import { HttpClient } from "../support/http-client";
import { tokenFromMail, waitForMailTo } from "../support/mailbox";
import { captureLog, type CapturedLog } from "../support/log-capture";
import { startTestServer, type TestServer } from "../support/test-server";
import { postgresRowsContain, runRawSql } from "../support/raw-sql";
import { onPostgres } from "../support/postgres";

let server: TestServer;
let log: CapturedLog;
beforeAll(async () => {
  log = captureLog();
  server = await startTestServer({}, { logger: log });
});
afterAll(async () => server.close());

describe("security headers", () => {
  it("sends helmet's headers with a strict content security policy", async () => {
    const res = await new HttpClient(server.baseUrl).get("/auth/check-auth");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});

describe("caching and browser features", () => {
  it("tells browsers and proxies to keep no copy of a signed-in answer", async () => {
    const account = await signedInAccount(server);
    for (const path of ["/api/userinfo", "/api/getApiKeys", "/auth/check-auth"]) {
      const res = await account.client.get(path);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("etag"), `${path}: an answer no one keeps needs no validator`).toBeNull();
    }
    const viaTrpc = await account.client.get("/trpc/account.getInfo");
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.headers.get("cache-control")).toBe("no-store");
  });

  it("switches off the browser features no page uses, on every answer", async () => {
    for (const path of ["/auth/check-auth", "/api/no-such-path"]) {
      const policy = (await new HttpClient(server.baseUrl).get(path)).headers.get("permissions-policy") ?? "";
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(policy, path).toContain(`${feature}=()`);
    }
  });
});

describe("methods", () => {
  it("answers a served path asked with another method with 405 and the methods it takes", async () => {
    const client = new HttpClient(server.baseUrl);
    const cases = [
      { method: "GET", path: "/apiv1/inkprint/detect", allowed: ["POST"] },
      { method: "GET", path: "/apiv1/inkprint/detect-file", allowed: ["POST"] },
      { method: "POST", path: "/api/userinfo", allowed: ["GET"] },
      { method: "POST", path: "/apiv1/openapi.json", allowed: ["GET"] },
      { method: "HEAD", path: "/api/humanizer", allowed: ["POST"] },
    ];
    for (const { method, path, allowed } of cases) {
      const res = await client.request(method, path, method === "POST" ? {} : undefined);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allowed.join(", "));
      if (method === "HEAD") expect(res.status).toBe(405);
      else expectError(res, 405, M.methodNotAllowed(allowed));
    }
  });

  it("still answers 404 for a path it does not serve, and serves a path asked with its own method", async () => {
    const client = new HttpClient(server.baseUrl);
    expectError(await client.get("/apiv1/inkprint/detekt"), 404, M.notFound);
    expect((await client.get("/apiv1/openapi.json")).status).toBe(200);
    expect((await client.raw("HEAD", "/auth/check-auth")).status).toBe(200);
  });
});

describe("request bodies", () => {
  it("refuses a JSON body over 1 MB with 413", async () => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(MAX_JSON_BODY_BYTES) });
    expectError(await new HttpClient(server.baseUrl).post("/auth/login", big), 413, M.bodyTooLarge);
  });

  it("answers every call whose fields are all missing with an error in plain words, never the validator's own", async () => {
    const account = await signedInAccount(server, { plan: "business" });
    const routesWithInput = [...restRoutes, ...apiV1Routes].filter((route) => route.input !== "none");
    expect(routesWithInput.length).toBeGreaterThan(20);
    const unclear: { path: string; status: number; message: unknown }[] = [];
    for (const route of routesWithInput) {
      const res = route.method === "post" ? await account.client.post(route.path, {}) : await account.client.get(route.path);
      const message = res.body.message;
      const plain = typeof message === "string" && /\S/.test(message) && !/invalid input|expected|received|undefined/i.test(message);
      const refused = res.status >= 400 && res.status !== 500;
      if (!refused || res.body.status !== "error" || !plain) unclear.push({ path: route.path, status: res.status, message });
    }
    expect(unclear).toEqual([]);
  });

  it("refuses malformed JSON with 400", async () => {
    expectError(await new HttpClient(server.baseUrl).post("/auth/login", "{not json"), 400, M.malformedJson);
  });

  it("refuses a JSON array for a body with 400 in plain words", async () => {
    expectError(await new HttpClient(server.baseUrl).post("/api/freedemo", "[1, 2]"), 400, M.bodyNotObject);
    expectError(await new HttpClient(server.baseUrl).post("/apiv1/inkprint/detect", '["key", "text"]'), 400, M.bodyNotObject);
  });

  it("refuses a bare JSON value for a body as not an object, not as invalid JSON", async () => {
    for (const bare of ['"hi"', "null", "42", "true"])
      expectError(await new HttpClient(server.baseUrl).post("/apiv1/inkprint/detect", bare), 400, M.bodyNotObject);
  });

  it("refuses a body sent as a form or as text with 415, instead of reading it as empty", async () => {
    const body = JSON.stringify({ apiKey: "ink_whatever", text: "Hello there." });
    for (const type of ["application/x-www-form-urlencoded", "text/plain"]) {
      expectError(await new HttpClient(server.baseUrl).post("/apiv1/inkprint/detect", body, { "content-type": type }), 415, M.bodyNotJson);
    }
  });

  it("refuses another charset or a compressed body with 415, and an unreadable one with 400, never a server error", async () => {
    const client = new HttpClient(server.baseUrl);
    const body = JSON.stringify({ detect_text: "Hello there." });
    expectError(
      await client.post("/api/freedemo", body, { "content-type": "application/json; charset=latin1" }),
      415,
      M.bodyEncodingUnsupported,
    );
    expectError(await client.post("/api/freedemo", body, { "content-encoding": "br" }), 415, M.bodyEncodingUnsupported);
    expectError(await client.post("/api/freedemo", body, { "content-encoding": "gzip" }), 400, M.bodyUnreadable);
  });

  it("refuses JSON nested deeper than any call needs with 400, on tRPC as on the REST paths, and logs no stack", async () => {
    const deep = `{"email":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const client = new HttpClient(server.baseUrl);
    expectError(await client.post("/api/request-reset-pw", deep), 400, M.bodyTooDeep);
    const trpc = await client.post("/trpc/auth.login", deep);
    expectError(trpc, 400, M.bodyTooDeep);
    const shallowEnough = `{"email":${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}}`;
    expectError(await client.post("/api/request-reset-pw", shallowEnough), 400, M.invalidEmail);
    expect(log.text()).not.toMatch(/RangeError|call stack/);
  });
});

describe("a session cookie that is not valid percent-encoding", () => {
  it("is treated as no session and cleared, instead of failing every call", async () => {
    const client = new HttpClient(server.baseUrl);
    client.cookie = "inkprint_session=%E0%A4%A";
    const res = await client.get("/auth/check-auth");
    expect(res).toMatchObject({ status: 200, body: { Logged: false } });
    expect(res.headers.get("set-cookie")).toMatch(/^inkprint_session=;.*Expires=Thu, 01 Jan 1970/);
    const account = await signedInAccount(server);
    const stuck = new HttpClient(server.baseUrl);
    stuck.cookie = "inkprint_session=%E0%A4%A";
    expect((await stuck.post("/auth/login", { email: account.email, password: account.password })).status).toBe(200);
  });
});

describe("cross-site requests", () => {
  it("refuses a cookie-authenticated state change from another origin with 403, and lets the same request through from this origin", async () => {
    const account = await signedInAccount(server);
    const body = { new_name: "Renamed", new_mail: account.email };
    expectError(await account.client.post("/api/update-info", body, { origin: "https://evil.example" }), 403, M.crossOrigin);
    expect((await account.client.get("/api/userinfo")).body).toMatchObject({ name: "Test User" });
    expect((await account.client.post("/api/update-info", body)).status).toBe(200);
    expect((await account.client.get("/api/userinfo")).body).toMatchObject({ name: "Renamed" });
  });

  it(
    "refuses a cookie-authenticated state change with neither Origin nor Referer, " +
      "or with another site's Referer, with 403; this site's Referer passes",
    async () => {
      const account = await signedInAccount(server);
      const noOrigin = new HttpClient(server.baseUrl, null);
      noOrigin.cookie = account.client.cookie;
      const body = { new_name: "Renamed", new_mail: account.email };
      expectError(await noOrigin.post("/api/update-info", body), 403, M.crossOrigin);
      expectError(await noOrigin.post("/api/update-info", body, { referer: "https://evil.example/page" }), 403, M.crossOrigin);
      expect((await account.client.get("/api/userinfo")).body).toMatchObject({ name: "Test User" });

      expect((await noOrigin.post("/api/update-info", body, { referer: `${server.baseUrl}/inkprint` })).status).toBe(200);
      expect((await account.client.get("/api/userinfo")).body).toMatchObject({ name: "Renamed" });
    },
  );

  it("refuses the same for tRPC calls", async () => {
    const account = await signedInAccount(server, { plan: "business" });
    const res = await account.client.post("/trpc/apiKeys.create", { keyName: "x" }, { origin: "https://evil.example" });
    expectError(res, 403, M.crossOrigin);
  });

  it("refuses a sign-out by GET that a browser says came from another site, and signs out one from this site or without that header", async () => {
    const account = await signedInAccount(server);
    for (const [path, site] of [
      ["/auth/logout", "cross-site"],
      ["/auth/logout", "same-site"],
      ["/AUTH/LOGOUT/", "cross-site"],
    ] as const) {
      expectError(await account.client.get(path, { "sec-fetch-site": site }), 403, M.crossOrigin);
      expect((await account.client.get("/auth/check-auth")).body).toMatchObject({ Logged: true });
    }
    expect((await account.client.get("/auth/logout", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await account.client.get("/auth/check-auth")).body).toEqual({ Logged: false });

    const curlUser = await signedInAccount(server);
    expect((await curlUser.client.get("/auth/logout")).status).toBe(200);
    expect((await curlUser.client.get("/auth/check-auth")).body).toEqual({ Logged: false });
  });

  it("lets requests without the session cookie through: the public API is not cookie-authenticated", async () => {
    const res = await new HttpClient(server.baseUrl, null).post(
      "/auth/login",
      { email: "nobody@example.com", password: "whatever pass" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(401);
  });
});

describe("failures and logs", () => {
  it("answers an unexpected failure with a plain 500, no stack; the log gets the detail under the request id", async () => {
    const scratch = await startTestServer({}, { logger: captureLog() });
    try {
      const account = await signedInAccount(scratch);
      await runRawSql(scratch.deps.db, "DROP TABLE payments");
      const res = await account.client.get("/api/userinfo");
      expectError(res, 500, M.internalError);
      const raw = JSON.stringify(res.body);
      expect(raw).not.toMatch(/payments|sqlite|\bat \S+:\d+/i);
      const captured = (scratch.deps.logger as CapturedLog).text();
      const requestId = res.headers.get("x-request-id")!;
      expect(captured).toContain(`${requestId} GET /api/userinfo 500`);
      const missingTable = onPostgres ? 'relation "payments" does not exist' : "no such table: payments";
      expect(captured).toMatch(new RegExp(`ERROR ${requestId} failed[\\s\\S]*${missingTable}[\\s\\S]*\\n\\s+at `));
    } finally {
      await scratch.close();
    }
  });

  it("logs no error for a refusal by configuration: payments disabled answers 503 and one request line", async () => {
    const res = await new HttpClient(server.baseUrl).post(
      "/stripe/webhook",
      { type: "checkout.session.completed" },
      { "stripe-signature": "t=1,v1=00" },
    );
    expectError(res, 503, M.paymentsDisabled);
    const requestId = res.headers.get("x-request-id")!;
    expect(log.lines.filter((line) => line.includes(requestId))).toEqual([
      expect.stringMatching(new RegExp(`^${requestId} POST /stripe/webhook 503 `)),
    ]);
  });

  it("writes one line per request, with its request id, and never the query string", async () => {
    const res = await new HttpClient(server.baseUrl).get("/auth/verify-account?token=query-secret-123");
    const requestId = res.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = log.lines.filter((line) => line.includes(requestId));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${requestId} GET /auth/verify-account 400 \\d+\\.\\dms$`));
    expect(log.text()).not.toContain("query-secret-123");
  });
});

describe("submitted texts and passwords", () => {
  const PASSWORD = "zebra-orbit-PASSWORD-7731";
  const NEW_PASSWORD = "quartz-lagoon-PASSWORD-4410";
  const MARKER = "Marmalade-Xylophone-Cathedral";
  const TEXT =
    `${MARKER} begins this paragraph about the history of glass making in the valley. Workshops passed their methods down ` +
    "through families, and each generation added small improvements to the furnaces and the tools they used every day.";

  it("never reach the log nor the database", async () => {
    const client = new HttpClient(server.baseUrl);
    const email = `hygiene-${Date.now()}@example.com`;
    expect((await client.post("/auth/register", { name: "Hy Giene", email, password: PASSWORD, password_check: PASSWORD })).status).toBe(
      200,
    );
    const verificationToken = tokenFromMail(await waitForMailTo(server.dataDir, email));
    expect((await client.get(`/auth/verify-account?token=${verificationToken}`)).status).toBe(200);
    expect((await client.post("/auth/login", { email, password: `wrong-${PASSWORD}` })).status).toBe(401);
    expect((await client.post("/auth/login", { email, password: PASSWORD })).status).toBe(200);
    expect((await client.post("/api/detect-ai", { detect_text: TEXT })).status).toBe(200);
    expect((await new HttpClient(server.baseUrl).post("/api/freedemo", { detect_text: TEXT })).status).toBe(200);
    expect((await client.post("/api/detect-ai", { detect_text: `${TEXT} ${"word ".repeat(800)}` })).status).toBe(400);
    expect(
      (await client.post("/api/change-password", { oldPass: PASSWORD, newPass: NEW_PASSWORD, confNewPass: NEW_PASSWORD })).status,
    ).toBe(200);
    // Addresses typed for no account are counted against their limits, but never kept as typed.
    const typedAddress = `typed-${Date.now()}@example.com`;
    expect((await client.post("/api/request-reset-pw", { email: typedAddress })).status).toBe(200);
    expect((await new HttpClient(server.baseUrl).post("/auth/login", { email: typedAddress, password: PASSWORD })).status).toBe(401);

    const logged = log.text();
    const stored = [server.config.databaseFile, `${server.config.databaseFile}-wal`]
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file).toString("latin1"))
      .join("");
    const isStored = (text: string) => (onPostgres ? postgresRowsContain(server.deps.db, text) : stored.includes(text));
    expect(await isStored(email)).toBe(true);
    for (const secret of [PASSWORD, NEW_PASSWORD, MARKER, typedAddress]) {
      expect(logged).not.toContain(secret);
      expect(await isStored(secret)).toBe(false);
    }
  });
});
