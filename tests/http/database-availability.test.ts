import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount } from "../support/accounts";
import { expectError } from "../support/expect-error";
import { freePort } from "../support/free-port";
import { createTestDatabase, onPostgres, type TestDatabase } from "../support/postgres";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { startTestServer, type TestServer } from "../support/test-server";

describe("a PostgreSQL that cannot be reached at start", () => {
  it("stops the start with a message naming DATABASE_URL, its password masked, and exit code 1", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-nodb-"));
    const nobodyListens = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        ENGINE_WORKERS: "0",
        DATABASE_URL: `postgres://inkprint:s3cret-pass@127.0.0.1:${nobodyListens}/inkprint`,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });

    expect(code).toBe(1);
    expect(output).toContain(`Cannot connect to PostgreSQL at DATABASE_URL=postgres://inkprint:****@127.0.0.1:${nobodyListens}/inkprint`);
    expect(output).toContain("ECONNREFUSED");
    expect(output).not.toContain("s3cret-pass");
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);
});

describe.runIf(onPostgres)("a PostgreSQL connection lost while running", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    server = await startTestServer({ DATABASE_URL: throughProxy.toString() });
  });
  afterAll(async () => {
    await server.close();
    await proxy.close();
    await database.drop();
  });

  it("answers 503 in the spec's shape, not a crash, and answers again once the database is back", async () => {
    const account = await signedInAccount(server);
    expect((await account.client.get("/api/userinfo")).status).toBe(200);

    await proxy.close();
    expectError(await account.client.get("/api/userinfo"), 503, M.databaseUnavailable);
    expectError(await account.client.post("/auth/login", { email: account.email, password: account.password }), 503, M.databaseUnavailable);

    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, proxy.port);
    expect((await account.client.get("/api/userinfo")).status).toBe(200);
  });
});
