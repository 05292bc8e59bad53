import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDb, insertUser, type TempDb } from "../../../tests/support/temp-db";
import { SIGNUP_CREDITS } from "../../shared/limits";
import { creditLedger, users } from "../db/schema";
import { grantCredits } from "../billing/credits";
import { markEmailVerified } from "./email-verification";

let temp: TempDb;
beforeEach(async () => {
  temp = await openTempDb();
});
afterEach(async () => temp.close());

const userRow = async (id: number) => (await temp.db.select().from(users).where(eq(users.id, id)))[0]!;
const ledgerOf = async (id: number) => await temp.db.select().from(creditLedger).where(eq(creditLedger.userId, id));

describe("markEmailVerified", () => {
  it("marks the address and grants the sign-up credits through the ledger", async () => {
    const user = await insertUser(temp.db, { credits: 0 });
    await markEmailVerified(temp.db, user.id);
    expect(await userRow(user.id)).toMatchObject({ emailVerified: true, credits: SIGNUP_CREDITS });
    expect(await ledgerOf(user.id)).toMatchObject([{ delta: SIGNUP_CREDITS, balanceAfter: SIGNUP_CREDITS }]);
  });

  it("grants them once, however often the address is proved again", async () => {
    const user = await insertUser(temp.db, { credits: 0 });
    await markEmailVerified(temp.db, user.id);
    await markEmailVerified(temp.db, user.id);
    expect((await userRow(user.id)).credits).toBe(SIGNUP_CREDITS);
  });

  it("does not grant them to an account that got them at registration, before the rule", async () => {
    const user = await insertUser(temp.db, { credits: 0 });
    await grantCredits(temp.db, user.id, SIGNUP_CREDITS, "signup: Basic plan");
    await markEmailVerified(temp.db, user.id);
    expect(await userRow(user.id)).toMatchObject({ emailVerified: true, credits: SIGNUP_CREDITS });
  });
});
