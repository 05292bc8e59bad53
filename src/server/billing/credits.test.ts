import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, insertUser, type TempDb } from "../../../tests/support/temp-db";
import { apiKeys, creditLedger, pendingSpends, users } from "../db/schema";
import { createUserKey } from "../services/api-keys";
import { grantCredits, INTERRUPTED_SPEND_AGE_MS, refundInterruptedSpends, refundSpend, spendCredit, withCredit } from "./credits";

// PostgreSQL writes a spend in one statement, SQLite in four (decision 155): every rule holds on both.
describe.each(["sqlite", "postgres"] as const)("on %s", (dialect) => {
  let temp: TempDb;
  beforeEach(async () => {
    temp = await openTempDb(dialect);
  });
  afterEach(async () => temp.close());

  const balanceOf = async (userId: number) => (await temp.db.select().from(users).where(eq(users.id, userId)))[0]!.credits;
  const ledgerOf = async (userId: number) =>
    await temp.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

  describe("withCredit", () => {
    it("lets exactly as many of 50 simultaneous operations through as there are credits, and refuses the rest with 402", async () => {
      const user = await insertUser(temp.db, { credits: 5 });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, () => withCredit(temp.db, { userId: user.id, reason: "detect" }, () => later("ok"))),
      );
      const refused = outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
      expect(refused).toHaveLength(45);
      expect(refused.every((e) => e.code === "PAYMENT_REQUIRED" && /no credits left/.test(e.message))).toBe(true);
      expect(await balanceOf(user.id)).toBe(0);
      expect((await ledgerOf(user.id)).filter((row) => row.delta === -1)).toHaveLength(5);
    });

    it("gives the credit back when the operation fails after the spend, and rethrows", async () => {
      const user = await insertUser(temp.db, { credits: 2 });
      const failing = withCredit(temp.db, { userId: user.id, reason: "humanize" }, async () => {
        expect(await balanceOf(user.id)).toBe(1);
        throw new Error("engine down");
      });
      await expect(failing).rejects.toThrow("engine down");
      expect(await balanceOf(user.id)).toBe(2);
      expect((await ledgerOf(user.id)).map((row) => [row.delta, row.reason])).toEqual([
        [-1, "humanize"],
        [1, "refund: humanize"],
      ]);
    });

    it("records Enterprise use with delta 0 and never runs out", async () => {
      const user = await insertUser(temp.db, { plan: "enterprise", credits: 0 });
      const { spend } = await withCredit(temp.db, { userId: user.id, reason: "detect" }, () => later(1));
      expect(spend.amount).toBe(0);
      expect(await balanceOf(user.id)).toBe(0);
      expect((await ledgerOf(user.id)).map((row) => row.delta)).toEqual([0]);
    });

    it("counts a spend through an API key on that key, and takes it off again on refund", async () => {
      const user = await insertUser(temp.db, { plan: "business", credits: 3 });
      const { row } = await createUserKey(temp.db, user.id, "ci");
      await withCredit(temp.db, { userId: user.id, reason: "api detect", apiKeyId: row.id }, () => later(1));
      const afterSpend = (await temp.db.select().from(apiKeys).where(eq(apiKeys.id, row.id)))[0]!;
      expect(afterSpend.creditsUsed).toBe(1);
      expect(afterSpend.lastUsedAt).toBeInstanceOf(Date);

      await expect(
        withCredit(temp.db, { userId: user.id, reason: "api detect", apiKeyId: row.id }, () => Promise.reject(new Error("boom"))),
      ).rejects.toThrow("boom");
      expect((await temp.db.select().from(apiKeys).where(eq(apiKeys.id, row.id)))[0]!.creditsUsed).toBe(1);
      expect(await balanceOf(user.id)).toBe(2);
    });

    it("charges an operation priced by size its whole amount, counts it on the key, and gives all of it back on failure", async () => {
      const user = await insertUser(temp.db, { plan: "business", credits: 5 });
      const { row } = await createUserKey(temp.db, user.id, "ci");
      const { spend } = await withCredit(temp.db, { userId: user.id, reason: "api detect file", apiKeyId: row.id, amount: 3 }, () =>
        later(1),
      );
      expect(spend.amount).toBe(3);
      expect(await balanceOf(user.id)).toBe(2);
      expect((await temp.db.select().from(apiKeys).where(eq(apiKeys.id, row.id)))[0]!.creditsUsed).toBe(3);

      const failing = withCredit(temp.db, { userId: user.id, reason: "api detect file", apiKeyId: row.id, amount: 2 }, () =>
        Promise.reject(new Error("boom")),
      );
      await expect(failing).rejects.toThrow("boom");
      expect(await balanceOf(user.id)).toBe(2);
      expect((await temp.db.select().from(apiKeys).where(eq(apiKeys.id, row.id)))[0]!.creditsUsed).toBe(3);
    });

    it("refuses an amount larger than the balance with 402 and takes nothing", async () => {
      const user = await insertUser(temp.db, { credits: 2 });
      const operation = withCredit(temp.db, { userId: user.id, reason: "detect file", amount: 3 }, () => later(1));
      await expect(operation).rejects.toMatchObject({ code: "PAYMENT_REQUIRED" });
      expect(await balanceOf(user.id)).toBe(2);
      expect(await ledgerOf(user.id)).toEqual([]);
    });
  });

  describe("pending spends", () => {
    const pending = async () => await temp.db.select().from(pendingSpends);

    it("are pending while the operation runs, and no longer once it answers or fails", async () => {
      const user = await insertUser(temp.db, { credits: 5 });
      const answered = withCredit(temp.db, { userId: user.id, reason: "detect" }, async () => {
        expect(await pending()).toHaveLength(1);
        return later(1);
      });
      await answered;
      await expect(withCredit(temp.db, { userId: user.id, reason: "detect" }, () => Promise.reject(new Error("boom")))).rejects.toThrow(
        "boom",
      );
      expect(await pending()).toEqual([]);
      expect(await balanceOf(user.id)).toBe(4);
    });

    it("left by a stopped process are refunded once when over a minute old, with the key's count; younger ones are left alone", async () => {
      const user = await insertUser(temp.db, { plan: "business", credits: 5 });
      const { row } = await createUserKey(temp.db, user.id, "ci");
      const interrupted = await spendCredit(temp.db, { userId: user.id, reason: "api detect file", apiKeyId: row.id, amount: 2 });
      const running = await spendCredit(temp.db, { userId: user.id, reason: "detect" });
      // A minute and a second after both spends; the second one started again a moment ago, so it still runs.
      const now = Date.now() + INTERRUPTED_SPEND_AGE_MS + 1000;
      await temp.db
        .update(pendingSpends)
        .set({ startedAt: new Date(now + 1000 - INTERRUPTED_SPEND_AGE_MS) })
        .where(eq(pendingSpends.ledgerId, running.ledgerId));

      expect(await refundInterruptedSpends(temp.db, now)).toBe(1);
      expect(await refundInterruptedSpends(temp.db, now)).toBe(0);
      expect(await balanceOf(user.id)).toBe(4);
      expect((await ledgerOf(user.id)).at(-1)).toMatchObject({ delta: 2, reason: "refund: api detect file (interrupted)" });
      expect((await temp.db.select().from(apiKeys).where(eq(apiKeys.id, row.id)))[0]!.creditsUsed).toBe(0);
      expect((await pending()).map((spend) => spend.ledgerId)).toEqual([running.ledgerId]);
      // The operation that failed after its spend was refunded gets nothing twice.
      expect(await refundSpend(temp.db, interrupted, "refund: api detect file")).toBe(4);
      expect(await balanceOf(user.id)).toBe(4);
    });
  });

  describe("grantCredits", () => {
    it("adds credits and writes the balance it left", async () => {
      const user = await insertUser(temp.db, { credits: 1 });
      expect(await grantCredits(temp.db, user.id, 10, "pack: 10 credits")).toBe(11);
      expect((await ledgerOf(user.id)).at(-1)).toMatchObject({ delta: 10, balanceAfter: 11, reason: "pack: 10 credits" });
    });

    it("removes credits down to zero, recording what was actually removed", async () => {
      const user = await insertUser(temp.db, { credits: 3 });
      expect(await grantCredits(temp.db, user.id, -10, "admin: abuse")).toBe(0);
      expect((await ledgerOf(user.id)).at(-1)).toMatchObject({ delta: -3, balanceAfter: 0 });
    });
  });
});
