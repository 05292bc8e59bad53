import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, insertUser, type TempDb } from "../../../tests/support/temp-db";
import { SIGNUP_CREDITS } from "../../shared/limits";
import { creditLedger, users } from "../db/schema";
import { grantCredits } from "../billing/credits";
import { markEmailVerified } from "./email-verification";

let temp: TempDb;
beforeEach(() => {
  temp = openTempDb();
});
afterEach(() => temp.close());

const userRow = (id: number) => temp.db.select().from(users).where(eq(users.id, id)).get()!;
const ledgerOf = (id: number) => temp.db.select().from(creditLedger).where(eq(creditLedger.userId, id)).all();

describe("markEmailVerified", () => {
  it("marks the address and grants the sign-up credits through the ledger", () => {
    const user = insertUser(temp.db, { credits: 0 });
    markEmailVerified(temp.db, user.id);
    expect(userRow(user.id)).toMatchObject({ emailVerified: true, credits: SIGNUP_CREDITS });
    expect(ledgerOf(user.id)).toMatchObject([{ delta: SIGNUP_CREDITS, balanceAfter: SIGNUP_CREDITS }]);
  });

  it("grants them once, however often the address is proved again", () => {
    const user = insertUser(temp.db, { credits: 0 });
    markEmailVerified(temp.db, user.id);
    markEmailVerified(temp.db, user.id);
    expect(userRow(user.id).credits).toBe(SIGNUP_CREDITS);
  });

  it("does not grant them to an account that got them at registration, before the rule", () => {
    const user = insertUser(temp.db, { credits: 0 });
    grantCredits(temp.db, user.id, SIGNUP_CREDITS, "signup: Basic plan");
    markEmailVerified(temp.db, user.id);
    expect(userRow(user.id)).toMatchObject({ emailVerified: true, credits: SIGNUP_CREDITS });
  });
});
