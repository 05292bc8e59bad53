import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BILLING_PERIODS, PLAN_IDS } from "../../shared/plans";
import { ROLES } from "../../shared/roles";
import { TOKEN_KINDS } from "./token-kinds";

/**
 * The tables in SQLite, the embedded default. schema-pg.ts describes the same
 * tables and columns for PostgreSQL; the server reads both through schema.ts.
 */

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  uuid: text("uuid").notNull().unique(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  plan: text("plan", { enum: PLAN_IDS }).notNull().default("basic"),
  role: text("role", { enum: ROLES }).notNull().default("User"),
  credits: integer("credits").notNull().default(0),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  stripeCustomerId: text("stripe_customer_id").unique(),
  stripeSubscriptionId: text("stripe_subscription_id"),
  billingPeriod: text("billing_period", { enum: BILLING_PERIODS }),
  createdAt: createdAt(),
});

/** The session id is the SHA-256 of the cookie's token: a leaked table cannot be replayed. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** One-time secrets sent by e-mail; only their SHA-256 is kept. */
export const userTokens = sqliteTable(
  "user_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: TOKEN_KINDS }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** For e-mail changes: the address that receives the code. */
    newEmail: text("new_email"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("user_tokens_hash_idx").on(t.kind, t.tokenHash), index("user_tokens_user_idx").on(t.userId, t.kind)],
);

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The key's first 20 characters: a public identifier, safe to show and to look up by. */
    prefix: text("prefix").notNull().unique(),
    keyHash: text("key_hash").notNull(),
    name: text("name").notNull(),
    creditsUsed: integer("credits_used").notNull().default(0),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/** Every grant and spend of credits, with the balance it left. */
export const creditLedger = sqliteTable(
  "credit_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    apiKeyId: integer("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("credit_ledger_user_idx").on(t.userId)],
);

/**
 * Spends whose operation has not answered yet (docs/decisions/111). The row is
 * written in the spend's transaction and deleted in the one that keeps the
 * spend (the operation answered) or refunds it (it failed). A row still here
 * after a crash is refunded at the next start (refundInterruptedSpends).
 */
export const pendingSpends = sqliteTable("pending_spends", {
  ledgerId: integer("ledger_id")
    .primaryKey()
    .references(() => creditLedger.id, { onDelete: "cascade" }),
  /** The operation's price, which an API key's usage counted (the ledger row has what was charged). */
  cost: integer("cost").notNull(),
  startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
});

export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productBought: text("product_bought").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The Stripe object (checkout session or invoice) the payment came from; unique so it is recorded once. */
    stripeObjectId: text("stripe_object_id").unique(),
    purchasedAt: integer("purchased_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("payments_user_idx").on(t.userId, t.purchasedAt)],
);

/** Stripe event ids already processed: a replayed delivery grants nothing. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

/** One row per counted event in a sliding window (login failures, demo runs, API calls). */
export const rateLimitEvents = sqliteTable(
  "rate_limit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bucket: text("bucket").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("rate_limit_bucket_idx").on(t.bucket, t.at)],
);

/**
 * What one paid subscription period entitles to: its monthly credits, granted
 * month by month (a yearly period holds twelve). Months are granted lazily
 * when credits are spent or a Stripe event arrives; months_granted makes each
 * month's grant happen once (docs/decisions/022).
 */
export const planAllotments = sqliteTable(
  "plan_allotments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeSubscriptionId: text("stripe_subscription_id").notNull(),
    /** The invoice that paid for the period; unique so a period is opened once. */
    stripeInvoiceId: text("stripe_invoice_id").notNull().unique(),
    /** Credits each month of the period grants; raised by a mid-period upgrade, never lowered. */
    monthlyCredits: integer("monthly_credits").notNull(),
    months: integer("months").notNull(),
    monthsGranted: integer("months_granted").notNull().default(0),
    periodStart: integer("period_start", { mode: "timestamp_ms" }).notNull(),
    periodEnd: integer("period_end", { mode: "timestamp_ms" }).notNull(),
    /** Set when the subscription ended or a new period replaced this one: months starting later are not granted. */
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("plan_allotments_user_idx").on(t.userId), index("plan_allotments_subscription_idx").on(t.stripeSubscriptionId)],
);

export const schema = {
  users,
  sessions,
  userTokens,
  apiKeys,
  creditLedger,
  pendingSpends,
  payments,
  stripeEvents,
  rateLimitEvents,
  planAllotments,
};
