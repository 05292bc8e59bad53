import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as pgSchema from "./schema-pg";
import { useTablesOf, type Dialect } from "./schema";
import { openSqlite } from "./sqlite-database";

/**
 * The database or a transaction on it: what every query helper takes, so a
 * caller's transaction passes through. One async interface for both dialects
 * (docs/decisions/120): typed by PostgreSQL's query builder, whose queries
 * are awaited, and answered at run time by SQLite's or PostgreSQL's. A
 * transaction is opened with withTransaction, never db.transaction, which
 * SQLite's driver could not run with async work.
 */
export type DbOrTx = Omit<PgDatabase<PgQueryResultHKT, typeof pgSchema.schema>, "transaction">;

/** The opened database; a transaction handle has the same type. */
export type Db = DbOrTx;

export interface TransactionOptions {
  /**
   * Whether the commit must survive a power cut, not only a crash of the
   * server: what nobody would send again (a Stripe event, answered once).
   * SQLite syncs only these (decision 140); PostgreSQL makes every commit so
   * by default, and these even where the operator turned that off (decision 155).
   */
  durable?: boolean;
}

/** What a dialect supplies beside its query builder. */
export interface DatabaseDriver {
  dialect: Dialect;
  /** Runs the work in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: DbOrTx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Within a transaction: waits until no other transaction holds the key, and holds it until this one ends. */
  lock(tx: DbOrTx, key: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** The SQLite file, used when no url is given. */
  file: string;
  /** postgres:// or postgresql://: PostgreSQL instead of the SQLite file. */
  url?: string;
  /** PostgreSQL connections this process holds at most. */
  poolSize?: number;
}

const drivers = new WeakMap<object, DatabaseDriver>();
const openTransactions = new WeakMap<object, DatabaseDriver>();

/**
 * Opens PostgreSQL when a url is given, else the SQLite file, and applies
 * pending migrations. The server's tables follow the dialect opened.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const dialect: Dialect = options.url ? "postgres" : "sqlite";
  useTablesOf(dialect);
  // The pg driver is loaded only where PostgreSQL is used.
  const { db, driver } = options.url
    ? await (await import("./postgres-database")).openPostgres(options.url, options.poolSize ?? 10)
    : openSqlite(options.file);
  drivers.set(db, driver);
  return db;
}

/** Runs the work in a transaction; given a transaction handle, the work joins that transaction (and its options). */
export function withTransaction<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>, options?: TransactionOptions): Promise<T> {
  const driver = drivers.get(db);
  if (!driver) return work(db);
  return driver.transaction((tx) => {
    openTransactions.set(tx, driver);
    return work(tx);
  }, options);
}

/**
 * Serialises transactions that read and then write the same thing (a rate
 * limit's window, say) across every instance on the database. SQLite's
 * transactions already run one at a time; PostgreSQL takes an advisory lock.
 */
export function lockInTransaction(tx: DbOrTx, key: string): Promise<void> {
  const driver = openTransactions.get(tx);
  if (!driver) throw new Error("lockInTransaction needs the handle withTransaction gave");
  return driver.lock(tx, key);
}

/**
 * Runs `work` while holding a lock named `key` that every instance on the
 * database respects, for work that talks to the outside world between its
 * checks and its writes (a Stripe checkout). On PostgreSQL it is an advisory
 * lock held by a transaction for as long as the work runs; the work's own
 * queries run outside that transaction. SQLite serves a single instance,
 * whose callers queue in process, so there the work just runs.
 */
export function withInstanceLock<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== "postgres") return work();
  return withTransaction(db, async (tx) => {
    await lockInTransaction(tx, key);
    return work();
  });
}

/** The dialect of a database openDatabase opened, or of a transaction withTransaction opened on one. */
export function dialectOf(db: DbOrTx): Dialect {
  const driver = drivers.get(db) ?? openTransactions.get(db);
  if (!driver) throw new Error("dialectOf needs a database openDatabase opened, or a transaction withTransaction opened");
  return driver.dialect;
}

export async function closeDatabase(db: Db): Promise<void> {
  await drivers.get(db)?.close();
}
