import { bigint, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { BILLING_PERIODS, PLAN_IDS } from "../../shared/plans";
import { ROLES } from "../../shared/roles";
import { TOKEN_KINDS } from "./token-kinds";

/**
 * The tables in PostgreSQL (DATABASE_URL set): the same names, columns and
 * row types as schema-sqlite.ts, which documents what each one is for. Ids
 * are identity columns "by default", so a copy from SQLite keeps its ids.
 * Times keep milliseconds, as JavaScript's Date does.
 */

const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date", precision: 3 });
const createdAt = () => moment("created_at").notNull().defaultNow();

export const users = pgTable("users", {
  id: id(),
  uuid: text("uuid").notNull().unique(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  plan: text("plan", { enum: PLAN_IDS }).notNull().default("basic"),
  role: text("role", { enum: ROLES }).notNull().default("User"),
  credits: integer("credits").notNull().default(0),
  emailVerified: boolean("email_verified").notNull().default(false),
  stripeCustomerId: text("stripe_customer_id").unique(),
  stripeSubscriptionId: text("stripe_subscription_id"),
  billingPeriod: text("billing_period", { enum: BILLING_PERIODS }),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const userTokens = pgTable(
  "user_tokens",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: TOKEN_KINDS }).notNull(),
    tokenHash: text("token_hash").notNull(),
    newEmail: text("new_email"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("user_tokens_hash_idx").on(t.kind, t.tokenHash), index("user_tokens_user_idx").on(t.userId, t.kind)],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prefix: text("prefix").notNull().unique(),
    keyHash: text("key_hash").notNull(),
    name: text("name").notNull(),
    creditsUsed: integer("credits_used").notNull().default(0),
    lastUsedAt: moment("last_used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: id(),
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

export const pendingSpends = pgTable("pending_spends", {
  ledgerId: integer("ledger_id")
    .primaryKey()
    .references(() => creditLedger.id, { onDelete: "cascade" }),
  cost: integer("cost").notNull(),
  startedAt: moment("started_at").notNull(),
});

export const payments = pgTable(
  "payments",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productBought: text("product_bought").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    stripeObjectId: text("stripe_object_id").unique(),
    purchasedAt: moment("purchased_at").notNull(),
  },
  (t) => [index("payments_user_idx").on(t.userId, t.purchasedAt)],
);

export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    /** One row per counted request: a busy server passes 2^31 ids within weeks. */
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    bucket: text("bucket").notNull(),
    /** Milliseconds since 1970, past what a 32-bit integer holds. */
    at: bigint("at", { mode: "number" }).notNull(),
  },
  (t) => [index("rate_limit_bucket_idx").on(t.bucket, t.at)],
);

export const planAllotments = pgTable(
  "plan_allotments",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeSubscriptionId: text("stripe_subscription_id").notNull(),
    stripeInvoiceId: text("stripe_invoice_id").notNull().unique(),
    monthlyCredits: integer("monthly_credits").notNull(),
    months: integer("months").notNull(),
    monthsGranted: integer("months_granted").notNull().default(0),
    periodStart: moment("period_start").notNull(),
    periodEnd: moment("period_end").notNull(),
    endedAt: moment("ended_at"),
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
