import { describe, expect, it } from "vitest";
import { RECENT_PAYMENTS_SHOWN } from "../../../../shared/limits";
import { recentPayments } from "./home-section";

describe("recent payments", () => {
  it("shows the newest five, newest first", () => {
    const payments = Array.from({ length: 7 }, (_, day) => ({
      product_bought: `Pack ${day + 1}`,
      amount_paid: 2,
      purchase_date: `2026-01-0${day + 1}T10:00:00.000Z`,
    }));
    const shown = recentPayments(payments);
    expect(shown).toHaveLength(RECENT_PAYMENTS_SHOWN);
    expect(shown.map((p) => p.product_bought)).toEqual(["Pack 7", "Pack 6", "Pack 5", "Pack 4", "Pack 3"]);
  });
});
