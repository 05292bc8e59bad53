import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, insertUser, type TempDb } from "../../../tests/support/temp-db";
import { creditLedger, users } from "../db/schema";
import { topUpAllotments } from "./credits";
import { currentAllotment, endAllotments, openAllotment, raiseMonthlyCredits } from "./allotments";

let temp: TempDb;
beforeEach(() => {
  temp = openTempDb();
});
afterEach(() => temp.close());

const at = (iso: string) => new Date(iso);
const balanceOf = (userId: number) => temp.db.select().from(users).where(eq(users.id, userId)).get()!.credits;
const reasonsOf = (userId: number) => temp.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).all().map((row) => `${row.reason}: ${row.delta}`);

function openYear(userId: number, invoiceId = "in_year", monthlyCredits = 100) {
  return openAllotment(temp.db, {
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
  it("opens a period once per invoice", () => {
    const user = insertUser(temp.db, { credits: 0 });
    expect(openYear(user.id)).toBe(true);
    expect(openYear(user.id)).toBe(false);
  });

  it("grants each month once, however often the top-up runs", () => {
    const user = insertUser(temp.db, { credits: 0 });
    openYear(user.id);
    expect(topUpAllotments(temp.db, user.id, at("2026-01-10T00:00:00Z"))).toBe(100);
    expect(topUpAllotments(temp.db, user.id, at("2026-02-09T23:59:59Z"))).toBeNull();
    expect(topUpAllotments(temp.db, user.id, at("2026-03-15T00:00:00Z"))).toBe(300);
    expect(topUpAllotments(temp.db, user.id, at("2026-03-15T00:00:00Z"))).toBeNull();
    expect(reasonsOf(user.id)).toEqual(["in_year month 1 of 12: 100", "in_year month 2 of 12: 100", "in_year month 3 of 12: 100"]);
  });

  it("grants no month that starts after the allotment ended", () => {
    const user = insertUser(temp.db, { credits: 0 });
    openYear(user.id);
    endAllotments(temp.db, "sub_1", at("2026-05-01T00:00:00Z"));
    topUpAllotments(temp.db, user.id, at("2027-06-01T00:00:00Z"));
    expect(balanceOf(user.id)).toBe(400);
    expect(currentAllotment(temp.db, "sub_1")).toBeNull();
  });

  it("ends the other periods of the subscription but keeps the new one", () => {
    const user = insertUser(temp.db, { credits: 0 });
    openYear(user.id, "in_old");
    openYear(user.id, "in_new");
    endAllotments(temp.db, "sub_1", at("2026-01-10T00:00:00Z"), "in_new");
    expect(currentAllotment(temp.db, "sub_1")?.stripeInvoiceId).toBe("in_new");
  });

  it("raises the monthly credits only from the value the caller read", () => {
    const user = insertUser(temp.db, { credits: 0 });
    openYear(user.id);
    const read = currentAllotment(temp.db, "sub_1")!;
    expect(raiseMonthlyCredits(temp.db, read, 500)).toBe(true);
    expect(raiseMonthlyCredits(temp.db, read, 500)).toBe(false);
    topUpAllotments(temp.db, user.id, at("2026-02-10T00:00:00Z"));
    expect(balanceOf(user.id)).toBe(1000);
  });
});
