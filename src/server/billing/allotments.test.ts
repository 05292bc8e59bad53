import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, insertUser, type TempDb } from "../../../tests/support/temp-db";
import { creditLedger, users } from "../db/schema";
import { topUpAllotments } from "./credits";
import { currentAllotment, endAllotments, openAllotment, raiseMonthlyCredits } from "./allotments";

let temp: TempDb;
beforeEach(async () => {
  temp = await openTempDb();
});
afterEach(async () => temp.close());

const at = (iso: string) => new Date(iso);
const balanceOf = async (userId: number) => (await temp.db.select().from(users).where(eq(users.id, userId)))[0]!.credits;
const reasonsOf = async (userId: number) =>
  (await temp.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).map((row) => `${row.reason}: ${row.delta}`);

async function openYear(userId: number, invoiceId = "in_year", monthlyCredits = 100) {
  return await openAllotment(temp.db, {
    userId,
    stripeSubscriptionId: "sub_1",
    stripeInvoiceId: invoiceId,
    monthlyCredits,
    months: 12,
    periodStart: at("2026-01-10T00:00:00Z"),
    periodEnd: at("2027-01-10T00:00:00Z"),
  });
}

describe("plan allotments", () => {
  it("opens a period once per invoice", async () => {
    const user = await insertUser(temp.db, { credits: 0 });
    expect(await openYear(user.id)).toBe(true);
    expect(await openYear(user.id)).toBe(false);
  });

  it("grants each month once, however often the top-up runs", async () => {
    const user = await insertUser(temp.db, { credits: 0 });
    await openYear(user.id);
    expect(await topUpAllotments(temp.db, user.id, at("2026-01-10T00:00:00Z"))).toBe(100);
    expect(await topUpAllotments(temp.db, user.id, at("2026-02-09T23:59:59Z"))).toBeNull();
    expect(await topUpAllotments(temp.db, user.id, at("2026-03-15T00:00:00Z"))).toBe(300);
    expect(await topUpAllotments(temp.db, user.id, at("2026-03-15T00:00:00Z"))).toBeNull();
    expect(await reasonsOf(user.id)).toEqual(["in_year month 1 of 12: 100", "in_year month 2 of 12: 100", "in_year month 3 of 12: 100"]);
  });

  it("grants no month that starts after the allotment ended", async () => {
    const user = await insertUser(temp.db, { credits: 0 });
    await openYear(user.id);
    await endAllotments(temp.db, "sub_1", at("2026-05-01T00:00:00Z"));
    await topUpAllotments(temp.db, user.id, at("2027-06-01T00:00:00Z"));
    expect(await balanceOf(user.id)).toBe(400);
    expect(await currentAllotment(temp.db, "sub_1")).toBeNull();
  });

  it("ends the other periods of the subscription but keeps the new one", async () => {
    const user = await insertUser(temp.db, { credits: 0 });
    await openYear(user.id, "in_old");
    await openYear(user.id, "in_new");
    await endAllotments(temp.db, "sub_1", at("2026-01-10T00:00:00Z"), "in_new");
    expect((await currentAllotment(temp.db, "sub_1"))?.stripeInvoiceId).toBe("in_new");
  });

  it("raises the monthly credits only from the value the caller read", async () => {
    const user = await insertUser(temp.db, { credits: 0 });
    await openYear(user.id);
    const read = (await currentAllotment(temp.db, "sub_1"))!;
    expect(await raiseMonthlyCredits(temp.db, read, 500)).toBe(true);
    expect(await raiseMonthlyCredits(temp.db, read, 500)).toBe(false);
    await topUpAllotments(temp.db, user.id, at("2026-02-10T00:00:00Z"));
    expect(await balanceOf(user.id)).toBe(1000);
  });
});
