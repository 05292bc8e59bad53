import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { adminUrl, withAdminClient } from "./postgres";

/**
 * The http-pg project's run: checks that PostgreSQL answers, names this run's
 * databases inkprint_test_<pid>_<random>_…, and drops every one of them at
 * the end, including any a crashed test left behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = adminUrl();
  await withAdminClient(url, (client) => client.query("select 1")).catch((error: unknown) => {
    throw new Error(`The http-pg tests need PostgreSQL at ${url} (set TEST_POSTGRES_URL): ${String(error)}`);
  });
  const prefix = `inkprint_test_${process.pid}_${randomBytes(3).toString("hex")}`;
  project.provide("postgresDatabasePrefix", prefix);
  return async () => {
    await withAdminClient(url, async (client) => {
      const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${prefix}%`]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
  };
}
