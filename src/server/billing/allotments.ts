import { and, desc, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { preparedOn, UNNAMED } from "../db/prepared";
import { planAllotments } from "../db/schema";
import { monthsDue } from "./allotment-months";

/**
 * Plan allotments: the credits a paid subscription period grants, month by
 * month. Nothing here touches a balance; credits.ts applies the
 * grants claimed here in the same transaction (docs/decisions/022).
 */

export type Allotment = typeof planAllotments.$inferSelect;
export type NewAllotment = Pick<
  Allotment,
  "userId" | "stripeSubscriptionId" | "stripeInvoiceId" | "monthlyCredits" | "months" | "periodStart" | "periodEnd"
>;

export interface AllotmentGrant {
  amount: number;
  reason: string;
}

/** Opens the allotment of a paid period; false when this invoice already opened one. */
export async function openAllotment(db: DbOrTx, allotment: NewAllotment): Promise<boolean> {
  const opened = await db.insert(planAllotments).values(allotment).onConflictDoNothing().returning({ id: planAllotments.id });
  return opened.length === 1;
}

/** The ledger reason of one month's grant: the invoice id alone for a one-month period, as before yearly periods were split. */
function monthReason(allotment: Allotment, index: number): string {
  if (allotment.months === 1) return allotment.stripeInvoiceId;
  return `${allotment.stripeInvoiceId} month ${index + 1} of ${allotment.months}`;
}

/**
 * Marks every month due at `now` as granted and returns the grants to apply.
 * The update only succeeds from the count it read, so a month is claimed once
 * even if two callers race (two instances on PostgreSQL can; one SQLite
 * database runs its transactions one at a time).
 */
/** Read before every spend, so prepared once per handle (db/prepared.ts). */
const openAllotmentsOf = (db: DbOrTx) =>
  preparedOn(db, "open-allotments", (on) =>
    on
      .select()
      .from(planAllotments)
      .where(and(eq(planAllotments.userId, sql.placeholder("userId")), lt(planAllotments.monthsGranted, planAllotments.months)))
      .prepare(UNNAMED),
  );

export async function claimDueMonths(db: DbOrTx, userId: number, now: Date): Promise<AllotmentGrant[]> {
  const open = await openAllotmentsOf(db).execute({ userId });
  const grants: AllotmentGrant[] = [];
  for (const allotment of open) {
    const due = monthsDue(allotment, now);
    if (due <= allotment.monthsGranted) continue;
    const claimed = await db
      .update(planAllotments)
      .set({ monthsGranted: due })
      .where(and(eq(planAllotments.id, allotment.id), eq(planAllotments.monthsGranted, allotment.monthsGranted)))
      .returning({ id: planAllotments.id });
    if (claimed.length !== 1) continue;
    for (let index = allotment.monthsGranted; index < due; index++)
      grants.push({ amount: allotment.monthlyCredits, reason: monthReason(allotment, index) });
  }
  return grants;
}

/** The subscription's current period: its latest allotment still running. */
export async function currentAllotment(db: DbOrTx, subscriptionId: string): Promise<Allotment | null> {
  const [latest] = await db
    .select()
    .from(planAllotments)
    .where(and(eq(planAllotments.stripeSubscriptionId, subscriptionId), isNull(planAllotments.endedAt)))
    .orderBy(desc(planAllotments.periodStart), desc(planAllotments.id))
    .limit(1);
  return latest ?? null;
}

/** Ends the subscription's running allotments (but `keepInvoiceId`'s): months starting at or after `at` will not be granted. */
export async function endAllotments(db: DbOrTx, subscriptionId: string, at: Date, keepInvoiceId?: string): Promise<void> {
  const running = and(eq(planAllotments.stripeSubscriptionId, subscriptionId), isNull(planAllotments.endedAt));
  const condition = keepInvoiceId ? and(running, ne(planAllotments.stripeInvoiceId, keepInvoiceId)) : running;
  await db.update(planAllotments).set({ endedAt: at }).where(condition);
}

/** Raises the monthly credits of an allotment from what the caller read; false when it had already changed. */
export async function raiseMonthlyCredits(db: DbOrTx, allotment: Allotment, monthlyCredits: number): Promise<boolean> {
  const raised = await db
    .update(planAllotments)
    .set({ monthlyCredits })
    .where(and(eq(planAllotments.id, allotment.id), eq(planAllotments.monthlyCredits, allotment.monthlyCredits)))
    .returning({ id: planAllotments.id });
  return raised.length === 1;
}
