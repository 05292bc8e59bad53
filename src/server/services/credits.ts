import { and, eq, gte, sql } from "drizzle-orm";
import { CREDIT_COST } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { isUnlimited } from "../../shared/plans";
import { claimDueMonths } from "../billing/allotments";
import type { Db } from "../db/client";
import { apiKeys, creditLedger, users } from "../db/schema";
import { fail } from "../errors";

/**
 * The only code that changes a credit balance. Each change writes a ledger
 * row with the balance it left, in the same transaction as the change.
 */

export interface Spend {
  userId: number;
  /** What was charged: 0 for unlimited plans, which are recorded but never run out. */
  amount: number;
  /** What the operation costs before an unlimited plan waives it; an API key's usage counts this. */
  cost: number;
  apiKeyId: number | null;
  balanceAfter: number;
}

interface SpendOptions {
  userId: number;
  reason: string;
  apiKeyId?: number | null;
  /** Credits the operation costs: CREDIT_COST unless it is priced by size, as a file is (one per started 750 words). */
  amount?: number;
}

export function spendCredit(db: Db, { userId, reason, apiKeyId = null, amount: cost = CREDIT_COST }: SpendOptions): Spend {
  return db.transaction((tx) => {
    grantDueMonths(tx as unknown as Db, userId, new Date());
    const user = tx.select({ plan: users.plan, credits: users.credits }).from(users).where(eq(users.id, userId)).get();
    if (!user) throw fail.notFound(M.userNotFound);
    const amount = isUnlimited(user.plan) ? 0 : cost;
    const updated = tx
      .update(users)
      .set({ credits: sql`${users.credits} - ${amount}` })
      .where(and(eq(users.id, userId), gte(users.credits, amount)))
      .returning({ credits: users.credits })
      .get();
    if (!updated) throw fail.paymentRequired(M.insufficientCredits);
    tx.insert(creditLedger).values({ userId, delta: -amount, balanceAfter: updated.credits, reason, apiKeyId }).run();
    if (apiKeyId !== null) {
      tx.update(apiKeys)
        .set({ creditsUsed: sql`${apiKeys.creditsUsed} + ${cost}`, lastUsedAt: new Date() })
        .where(eq(apiKeys.id, apiKeyId))
        .run();
    }
    return { userId, amount, cost, apiKeyId, balanceAfter: updated.credits };
  });
}

/** Gives back a spend whose operation failed, and takes it off the key's count. */
export function refundSpend(db: Db, spend: Spend, reason: string): number {
  return db.transaction((tx) => {
    const balance = changeBalance(tx as unknown as Db, spend.userId, spend.amount, reason, spend.apiKeyId);
    if (spend.apiKeyId !== null) {
      tx.update(apiKeys)
        .set({ creditsUsed: sql`max(${apiKeys.creditsUsed} - ${spend.cost}, 0)` })
        .where(eq(apiKeys.id, spend.apiKeyId))
        .run();
    }
    return balance;
  });
}

/** Adds (or, with a negative amount, removes down to zero) credits; returns the new balance. */
export function grantCredits(db: Db, userId: number, amount: number, reason: string): number {
  return db.transaction((tx) => changeBalance(tx as unknown as Db, userId, amount, reason, null));
}

/**
 * Grants the months of paid plan periods that have started since the last
 * top-up (a yearly plan grants its monthly credits month by month, with no
 * scheduler: this runs before every spend and on each Stripe event that opens,
 * changes or ends a period). Returns the new balance, or null when nothing was
 * due.
 */
export function topUpAllotments(db: Db, userId: number, now = new Date()): number | null {
  return db.transaction((tx) => grantDueMonths(tx as unknown as Db, userId, now));
}

/** The top-up inside a transaction the caller already holds. */
function grantDueMonths(db: Db, userId: number, now: Date): number | null {
  let balance: number | null = null;
  for (const grant of claimDueMonths(db, userId, now)) balance = changeBalance(db, userId, grant.amount, grant.reason, null);
  return balance;
}

function changeBalance(db: Db, userId: number, amount: number, reason: string, apiKeyId: number | null): number {
  const user = db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw fail.notFound(M.userNotFound);
  const balanceAfter = Math.max(user.credits + amount, 0);
  db.update(users).set({ credits: balanceAfter }).where(eq(users.id, userId)).run();
  db.insert(creditLedger).values({ userId, delta: balanceAfter - user.credits, balanceAfter, reason, apiKeyId }).run();
  return balanceAfter;
}

/**
 * Spends one credit, runs the operation, and gives the credit back if the
 * operation throws. Every paid action goes through here.
 */
export async function withCredit<T>(db: Db, options: SpendOptions, operation: () => Promise<T>): Promise<{ result: T; spend: Spend }> {
  const spend = spendCredit(db, options);
  try {
    return { result: await operation(), spend };
  } catch (error) {
    refundSpend(db, spend, `refund: ${options.reason}`);
    throw error;
  }
}
