import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/**
 * PostgreSQL for the http-pg project (vitest.config.ts) and the unit tests
 * that run on both dialects: each test server or unit test gets a database of
 * its own, as each gets its own SQLite file otherwise, named under this run's
 * prefix so the global teardown drops any left behind.
 */

/** Whether this test file runs against PostgreSQL (the http-pg project) rather than SQLite. */
export const onPostgres = process.env.INKPRINT_TEST_DATABASE === "postgres";

export const DEFAULT_TEST_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export function adminUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL;
}

/** The url of the same server with another database. */
export function urlOfDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new empty database for one test server; drop() removes it, connections and all. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `${inject("postgresDatabasePrefix")}_${randomBytes(4).toString("hex")}`;
  const admin = adminUrl();
  await withAdminClient(admin, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: urlOfDatabase(admin, name),
    drop: () => withAdminClient(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresDatabasePrefix: string;
  }
}
