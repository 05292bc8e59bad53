import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./availability";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a lost or refused connection, however deep drizzle wrapped it", () => {
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], refused))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ""))).toBe(true);
  });

  it("leaves a query that is wrong to be an internal error", () => {
    expect(isDatabaseUnavailable(withCode('relation "payments" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("no such table: payments"))).toBe(false);
    expect(isDatabaseUnavailable("not an error")).toBe(false);
  });
});
