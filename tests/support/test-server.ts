import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import { createApp } from "../../src/server/app";
import { createPayments } from "../../src/server/billing/payments";
import { loadConfig, type Config } from "../../src/server/config";
import { closeDatabase, openDatabase } from "../../src/server/db/client";
import { createEngines } from "../../src/server/engines";
import type { Engines } from "../../src/server/engines/types";
import { createLogger } from "../../src/server/logger";
import { createMailer } from "../../src/server/services/mail";
import { createInThreadReports } from "../../src/server/reports/report-maker";
import type { AppDeps } from "../../src/server/trpc/context";
import { freePort } from "./free-port";
import { createTestDatabase, onPostgres } from "./postgres";

export interface TestServer {
  /** Where the server listens. It differs from config.publicUrl when a test sets PUBLIC_URL (e.g. https). */
  baseUrl: string;
  deps: AppDeps;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

const enginesByConfig = new Map<string, Promise<Engines>>();

/** Loading the detector costs about a second; test files in one worker share the engines. */
function sharedEngines(config: Config): Promise<Engines> {
  const key = `${config.DETECT_ENGINE}|${config.REWRITE_ENGINE}|${config.OPENAI_BASE_URL ?? ""}|${config.OPENAI_API_KEY ?? ""}`;
  if (!enginesByConfig.has(key)) enginesByConfig.set(key, createEngines(config));
  return enginesByConfig.get(key)!;
}

/**
 * A real server on a free loopback port, over a fresh SQLite file in a
 * temporary data folder (or, in the http-pg project, a fresh PostgreSQL
 * database), with mail written to disk. A DATABASE_URL given in `env` is used
 * as it is: two servers can share one database.
 */
export async function startTestServer(env: Record<string, string> = {}, overrides: Partial<AppDeps> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkprint-test-"));
  const port = await freePort();
  const database = onPostgres && !env.DATABASE_URL ? await createTestDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    REWRITE_ENGINE: "embedded",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const logger = overrides.logger ?? createLogger(config.LOG_LEVEL);
  const deps: AppDeps = {
    config,
    db: await openDatabase({ file: config.databaseFile, url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }),
    engines: overrides.engines ?? (await sharedEngines(config)),
    reports: await createInThreadReports(),
    mailer: createMailer(config, logger),
    logger,
    payments: await createPayments(config),
    ...overrides,
  };
  const app = await createApp(deps);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
    // fetch reuses idle connections; a server closing one at the same moment resets the next request.
    // On a loaded CI machine that race is real, so idle connections are kept well past any test's pause.
    listening.keepAliveTimeout = 60_000;
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    deps,
    config,
    dataDir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDatabase(deps.db);
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
