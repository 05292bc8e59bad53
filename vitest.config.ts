import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "scripts/**/*.test.ts"],
          // The ledger's, the rate limits' and the transactions' rules also run on PostgreSQL (tests/support/temp-db.ts).
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: { name: "client", environment: "jsdom", include: ["src/client/**/*.test.{ts,tsx}"], testTimeout: 20_000 },
      },
      {
        // The REST contract over HTTP, and the procedures' business rules called directly (tests/procedures), on SQLite.
        test: {
          name: "http",
          environment: "node",
          include: ["tests/http/**/*.test.ts", "tests/procedures/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same HTTP tests with every server on PostgreSQL (TEST_POSTGRES_URL, default postgres@127.0.0.1:5432), a database each.
        test: {
          name: "http-pg",
          environment: "node",
          include: ["tests/http/**/*.test.ts", "tests/procedures/**/*.test.ts"],
          env: { INKPRINT_TEST_DATABASE: "postgres" },
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: "cli", environment: "node", include: ["tests/cli/**/*.test.ts"], testTimeout: 120_000, hookTimeout: 60_000 },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
