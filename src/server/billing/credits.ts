import { and, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import { CREDIT_COST } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { isUnlimited, PLAN_IDS } from "../../shared/plans";
import { claimDueMonths } from "./allotments";
import { dialectOf, withTransaction, type DbOrTx } from "../db/client";
import { bareColumn, postgresRows } from "../db/postgres-statement";
import { preparedOn, UNNAMED } from "../db/prepared";
import { apiKeys, creditLedger, pendingSpends, users, type User } from "../db/schema";
import { fail } from "../errors";

/**
 * The only code that changes a credit balance. Each change writes a ledger
 * row with the balance it left, in the same transaction as the change. A
 * spend stays pending until its operation answers (docs/decisions/111).
 */

export interface Spend {
  userId: number;
  /** What was charged: 0 for unlimited plans, which are recorded but never run out. */
  amount: number;
  /** What the operation costs before an unlimited plan waives it; an API key's usage counts this. */
  cost: number;
  apiKeyId: number | null;
  balanceAfter: number;
  /** The spend's ledger row, which names its pending_spends row until the operation answers. */
  ledgerId: number;
}

interface SpendOptions {
  userId: number;
  reason: string;
  apiKeyId?: number | null;
  /** Credits the operation costs: CREDIT_COST unless it is priced by size, as a file is (one per started 750 words). */
  amount?: number;
}

export function spendCredit(db: DbOrTx, { userId, reason, apiKeyId = null, amount: cost = CREDIT_COST }: SpendOptions): Promise<Spend> {
  return withTransaction(db, async (tx) => {
    await grantDueMonths(tx, userId, new Date());
    const spend = { userId, cost, reason, apiKeyId, now: new Date() };
    const taken = dialectOf(tx) === "postgres" ? await takeInOneStatement(tx, spend) : await takeStatementByStatement(tx, spend);
    if (!taken) {
      await balanceOf(tx, userId); // refuses an account that does not exist as such, not as one without credits
      throw fail.paymentRequired(M.insufficientCredits);
    }
    const amount = isUnlimited(taken.plan) ? 0 : cost;
    return { userId, amount, cost, apiKeyId, balanceAfter: taken.credits, ledgerId: taken.ledgerId };
  });
}

/** What a spend writes: the credits off the balance, its ledger row, its pending mark, and its count on the key. */
interface SpendWrite {
  userId: number;
  cost: number;
  reason: string;
  apiKeyId: number | null;
  now: Date;
}

/** The balance a spend left and the plan it was charged by (which decides its amount), with its ledger row. */
interface Taken {
  credits: number;
  plan: User["plan"];
  ledgerId: number;
}

/**
 * SQLite runs a statement in process, so the spend's four run one by one,
 * prepared once per handle (db/prepared.ts). The first is the conditional
 * one: two spends racing cannot both take the last credit.
 */
async function takeStatementByStatement(tx: DbOrTx, { userId, cost, reason, apiKeyId, now }: SpendWrite): Promise<Taken | null> {
  const spending = preparedOn(tx, "spend", buildSpendQueries);
  const [updated] = await spending.take.execute({ userId, cost });
  if (!updated) return null;
  const delta = isUnlimited(updated.plan) ? 0 : -cost;
  const [ledger] = await spending.record.execute({ userId, delta, balanceAfter: updated.credits, reason, apiKeyId });
  await spending.markPending.execute({ ledgerId: ledger!.id, cost, startedAt: now });
  if (apiKeyId !== null) await spending.countOnKey.execute({ apiKeyId, cost, now });
  return { ...updated, ledgerId: ledger!.id };
}

/**
 * On PostgreSQL each statement is a round trip, and the user's row stays
 * locked from the conditional update until the commit (decision 155), so the
 * same four writes go as one statement of data-modifying CTEs: the ledger
 * row, the pending mark and the key's count are written only when the
 * conditional update took the credits.
 */
async function takeInOneStatement(tx: DbOrTx, { userId, cost, reason, apiKeyId, now }: SpendWrite): Promise<Taken | null> {
  const unlimited = inArray(users.plan, UNLIMITED_PLANS);
  const charged = sql`case when ${unlimited} then 0 else ${cost}::integer end`;
  const [taken = null] = await postgresRows<Taken>(
    tx,
    sql`
    with taken as (
      update ${users} set ${bareColumn(users.credits)} = ${users.credits} - ${charged}
      where ${and(eq(users.id, userId), or(unlimited, gte(users.credits, cost)))}
      returning ${users.credits} as credits, ${users.plan} as plan, ${charged} as charged
    ), recorded as (
      insert into ${creditLedger} (${bareColumn(creditLedger.userId)}, ${bareColumn(creditLedger.delta)}, ${bareColumn(creditLedger.balanceAfter)},
        ${bareColumn(creditLedger.reason)}, ${bareColumn(creditLedger.apiKeyId)})
      select ${userId}::integer, -charged, credits, ${reason}::text, ${apiKeyId}::integer from taken
      returning ${bareColumn(creditLedger.id)} as id
    ), pending as (
      insert into ${pendingSpends} (${bareColumn(pendingSpends.ledgerId)}, ${bareColumn(pendingSpends.cost)}, ${bareColumn(pendingSpends.startedAt)})
      select id, ${cost}::integer, ${now}::timestamptz from recorded
    ), counted as (
      update ${apiKeys} set ${bareColumn(apiKeys.creditsUsed)} = ${apiKeys.creditsUsed} + ${cost}::integer,
        ${bareColumn(apiKeys.lastUsedAt)} = ${now}::timestamptz
      where ${apiKeys.id} = ${apiKeyId}::integer and exists (select 1 from taken)
    )
    select taken.credits, taken.plan, recorded.id as "ledgerId" from taken, recorded`,
  );
  return taken;
}

/** The plans whose spends are recorded at 0 credits, as the spend statement tests them. */
const UNLIMITED_PLANS = PLAN_IDS.filter(isUnlimited);

function buildSpendQueries(on: DbOrTx) {
  const userId = sql.placeholder("userId");
  const cost = sql.placeholder("cost");
  const unlimited = inArray(users.plan, UNLIMITED_PLANS);
  return {
    // The plan is read by the statement that takes the credits, so the amount and the plan cannot disagree.
    take: on
      .update(users)
      .set({ credits: sql`${users.credits} - case when ${unlimited} then 0 else ${cost} end` })
      .where(and(eq(users.id, userId), or(unlimited, gte(users.credits, cost))))
      .returning({ credits: users.credits, plan: users.plan })
      .prepare(UNNAMED),
    record: on
      .insert(creditLedger)
      .values({
        userId,
        delta: sql.placeholder("delta"),
        balanceAfter: sql.placeholder("balanceAfter"),
        reason: sql.placeholder("reason"),
        apiKeyId: sql.placeholder("apiKeyId"),
      })
      .returning({ id: creditLedger.id })
      .prepare(UNNAMED),
    markPending: on
      .insert(pendingSpends)
      .values({ ledgerId: sql.placeholder("ledgerId"), cost, startedAt: sql.placeholder("startedAt") })
      .prepare(UNNAMED),
    countOnKey: on
      .update(apiKeys)
      // The query builder's types (PostgreSQL's) take no placeholder for a date column; as a parameter it keeps SQLite's encoding.
      .set({
        creditsUsed: sql`${apiKeys.creditsUsed} + ${cost}`,
        lastUsedAt: sql`${sql.param(sql.placeholder("now"), apiKeys.lastUsedAt)}`,
      })
      .where(eq(apiKeys.id, sql.placeholder("apiKeyId")))
      .prepare(UNNAMED),
  };
}

const keepSpendOn = (db: DbOrTx) =>
  preparedOn(db, "keep-spend", (on) =>
    on
      .delete(pendingSpends)
      .where(eq(pendingSpends.ledgerId, sql.placeholder("ledgerId")))
      .prepare(UNNAMED),
  );

/** The operation answered: the spend is no longer pending, and stands. */
export async function keepSpend(db: DbOrTx, spend: Spend): Promise<void> {
  await keepSpendOn(db).execute({ ledgerId: spend.ledgerId });
}

/**
 * Gives back a spend whose operation failed, and takes it off the key's count.
 * Only a pending spend is given back, so a spend is never refunded twice.
 * Returns the balance.
 */
export function refundSpend(db: DbOrTx, spend: Spend, reason: string): Promise<number> {
  return withTransaction(db, async (tx) => (await refundIfPending(tx, spend, reason)) ?? (await balanceOf(tx, spend.userId)));
}

type PendingSpend = Pick<Spend, "ledgerId" | "userId" | "amount" | "cost" | "apiKeyId">;

/** Claims the pending row (deleting it) and refunds, in the caller's transaction; null when the spend was not pending. */
async function refundIfPending(tx: DbOrTx, spend: PendingSpend, reason: string): Promise<number | null> {
  const [claimed] = await tx.delete(pendingSpends).where(eq(pendingSpends.ledgerId, spend.ledgerId)).returning();
  if (!claimed) return null;
  const balance = await changeBalance(tx, spend.userId, spend.amount, reason, spend.apiKeyId);
  if (spend.apiKeyId !== null) {
    await tx
      .update(apiKeys)
      .set({ creditsUsed: sql`case when ${apiKeys.creditsUsed} > ${spend.cost} then ${apiKeys.creditsUsed} - ${spend.cost} else 0 end` })
      .where(eq(apiKeys.id, spend.apiKeyId));
  }
  return balance;
}

/**
 * How old a pending spend must be, at start-up, to count as interrupted. A
 * process just started holds no running operation, but another process on the
 * same database (a second instance, a restart that overlaps the old one) may.
 */
export const INTERRUPTED_SPEND_AGE_MS = 60_000;

/**
 * Refunds the spends a stopped process left pending (killed during an
 * operation, the machine lost power): the caller never got an answer. Run at
 * start-up; returns how many were refunded.
 */
export async function refundInterruptedSpends(db: DbOrTx, now = Date.now()): Promise<number> {
  const interrupted = await db
    .select({
      ledgerId: pendingSpends.ledgerId,
      cost: pendingSpends.cost,
      userId: creditLedger.userId,
      delta: creditLedger.delta,
      apiKeyId: creditLedger.apiKeyId,
      reason: creditLedger.reason,
    })
    .from(pendingSpends)
    .innerJoin(creditLedger, eq(creditLedger.id, pendingSpends.ledgerId))
    .where(lt(pendingSpends.startedAt, new Date(now - INTERRUPTED_SPEND_AGE_MS)));
  let refunded = 0;
  for (const { delta, reason, ...spend } of interrupted) {
    const balance = await withTransaction(db, (tx) => refundIfPending(tx, { ...spend, amount: -delta }, `refund: ${reason} (interrupted)`));
    if (balance !== null) refunded++;
  }
  return refunded;
}

async function balanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [user] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  if (!user) throw fail.notFound(M.userNotFound);
  return user.credits;
}

/** Adds (or, with a negative amount, removes down to zero) credits; returns the new balance. */
export function grantCredits(db: DbOrTx, userId: number, amount: number, reason: string): Promise<number> {
  return withTransaction(db, (tx) => changeBalance(tx, userId, amount, reason, null));
}

/** The user as a balance shown or spent must read them: with any begun month of a yearly plan granted. */
export async function withDueAllotments(db: DbOrTx, user: User): Promise<User> {
  const toppedUp = await topUpAllotments(db, user.id);
  return toppedUp === null ? user : { ...user, credits: toppedUp };
}

/**
 * Grants the months of paid plan periods that have started since the last
 * top-up (a yearly plan grants its monthly credits month by month, with no
 * scheduler: this runs before every spend and on each Stripe event that opens,
 * changes or ends a period). Returns the new balance, or null when nothing was
 * due.
 */
export function topUpAllotments(db: DbOrTx, userId: number, now = new Date()): Promise<number | null> {
  return withTransaction(db, (tx) => grantDueMonths(tx, userId, now));
}

/** The top-up inside a transaction the caller already holds. */
async function grantDueMonths(tx: DbOrTx, userId: number, now: Date): Promise<number | null> {
  let balance: number | null = null;
  for (const grant of await claimDueMonths(tx, userId, now)) balance = await changeBalance(tx, userId, grant.amount, grant.reason, null);
  return balance;
}

/**
 * Writes the new balance only over the one it read, so a spend committed in
 * between (by another instance, on PostgreSQL) is never overwritten: the
 * change reads again and retries. SQLite's transactions never race, so there
 * it succeeds at once.
 */
async function changeBalance(tx: DbOrTx, userId: number, amount: number, reason: string, apiKeyId: number | null): Promise<number> {
  for (;;) {
    const credits = await balanceOf(tx, userId);
    const balanceAfter = Math.max(credits + amount, 0);
    const written = await tx
      .update(users)
      .set({ credits: balanceAfter })
      .where(and(eq(users.id, userId), eq(users.credits, credits)))
      .returning({ id: users.id });
    if (written.length === 0) continue;
    await tx.insert(creditLedger).values({ userId, delta: balanceAfter - credits, balanceAfter, reason, apiKeyId });
    return balanceAfter;
  }
}

/**
 * Spends the operation's credits, runs it, and keeps the spend when it
 * answers or gives the credits back if it throws; until then the spend is
 * pending, so a crash in between is refunded at the next start. Every paid
 * action goes through here.
 */
export async function withCredit<T>(db: DbOrTx, options: SpendOptions, operation: () => Promise<T>): Promise<{ result: T; spend: Spend }> {
  const spend = await spendCredit(db, options);
  try {
    const result = await operation();
    await keepSpend(db, spend);
    return { result, spend };
  } catch (error) {
    await refundSpend(db, spend, `refund: ${options.reason}`);
    throw error;
  }
}
