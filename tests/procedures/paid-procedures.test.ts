import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, pendingSpends, users } from "../../src/server/db/schema";
import { EngineError, type Engines } from "../../src/server/engines/types";
import { SERVER_MESSAGES as M } from "../../src/shared/messages";
import { signedInAccount } from "../support/accounts";
import { callerFor } from "../support/caller";
import { startTestServer, type TestServer } from "../support/test-server";

const TEXT = "The old pear tree came down last spring, and the fig we planted in its place has three leaves and a stubborn look about it.";

/** Engines whose detector answers, times out or breaks on command; the Humanizer and Improver are not used here. */
function scriptedEngines(real: Engines): Engines & { next: "answer" | "timeout" | "bug" } {
  const engines = {
    ...real,
    next: "answer" as "answer" | "timeout" | "bug",
    detector: {
      ...real.detector,
      detect: async (text: string) => {
        if (engines.next === "timeout") throw new EngineError("timeout", "the test's engine timed out");
        if (engines.next === "bug") throw new TypeError(`a bug that quotes ${text}`);
        return real.detector.detect(text);
      },
    },
  };
  return engines;
}

describe("paid procedures, called without HTTP", () => {
  let server: TestServer;
  let engines: ReturnType<typeof scriptedEngines>;

  beforeAll(async () => {
    const plain = await startTestServer();
    engines = scriptedEngines(plain.deps.engines);
    await plain.close();
    server = await startTestServer({}, { engines });
  });
  afterAll(() => server.close());

  const ledgerOf = async (userId: number) =>
    (
      await server.deps.db
        .select({ delta: creditLedger.delta, reason: creditLedger.reason })
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
    ).filter((row) => !row.reason.startsWith("signup"));
  const creditsOf = async (userId: number) =>
    (await server.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;

  it("spends one credit with the procedure's ledger reason and keeps it when the engine answers", async () => {
    const { userId } = await signedInAccount(server, { credits: 2 });
    engines.next = "answer";
    const result = await (await callerFor(server.deps, userId)).detect.analyze({ detect_text: TEXT });
    expect(result.status).toBe("success");
    expect(await creditsOf(userId)).toBe(1);
    expect(await ledgerOf(userId)).toEqual([{ delta: -1, reason: "detect" }]);
    expect(await server.deps.db.select().from(pendingSpends)).toEqual([]);
  });

  it.each([
    ["times out", "timeout" as const, M.engineTimeout],
    ["has a bug", "bug" as const, M.internalError],
  ])("gives the credit back when the engine %s, with a ledger row for each", async (_what, next, message) => {
    const { userId } = await signedInAccount(server, { credits: 2 });
    engines.next = next;
    const caller = await callerFor(server.deps, userId);
    await expect(caller.detect.analyze({ detect_text: TEXT })).rejects.toThrow(message);
    expect(await creditsOf(userId)).toBe(2);
    expect(await ledgerOf(userId)).toEqual([
      { delta: -1, reason: "detect" },
      { delta: 1, reason: "refund: detect" },
    ]);
  });

  it("checks the input before spending: a refused text writes no ledger row", async () => {
    const { userId } = await signedInAccount(server, { credits: 2 });
    await expect((await callerFor(server.deps, userId)).detect.analyze({ detect_text: "" })).rejects.toThrow();
    expect(await creditsOf(userId)).toBe(2);
    expect(await ledgerOf(userId)).toEqual([]);
  });

  it("refuses with the spec's message when no credit is left, and writes nothing", async () => {
    const { userId } = await signedInAccount(server, { credits: 0 });
    engines.next = "answer";
    await expect((await callerFor(server.deps, userId)).rewrite.humanize({ humanize_text: TEXT })).rejects.toThrow(M.insufficientCredits);
    expect(await ledgerOf(userId)).toEqual([]);
  });

  it("asks a visitor to sign in before anything is spent", async () => {
    await expect((await callerFor(server.deps)).detect.analyze({ detect_text: TEXT })).rejects.toThrow(M.notSignedIn);
  });
});
