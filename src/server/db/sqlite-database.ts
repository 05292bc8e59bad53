import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle as drizzleSync } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import type { Db, DatabaseDriver, DbOrTx } from "./client";
import { schema } from "./schema-sqlite";

const SQLITE_MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle/sqlite");

type Method = "run" | "all" | "values" | "get";

/**
 * SQLite through better-sqlite3 on one connection, behind drizzle's async
 * proxy driver so it answers the same awaited queries as PostgreSQL. A
 * transaction spans awaits, so while one is open every query from outside it
 * waits at a gate; otherwise another request's statement would run inside
 * the transaction and be committed or rolled back with it.
 */
export function openSqlite(file: string): { db: Db; driver: DatabaseDriver } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // WAL's usual setting (decision 140): a commit survives a crash of the server without waiting for the disk;
  // a power cut may lose the last few, so the commits nobody would resend are synced one by one (`durable`).
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  migrateWithoutCascades(sqlite);
  sqlite.pragma("foreign_keys = ON");

  const gate = new TransactionGate();
  const prepare = cachedStatements(sqlite);
  // Prepared once: `exec` parses its SQL on every call, and a paid call runs a transaction.
  const begin = sqlite.prepare("BEGIN IMMEDIATE");
  const commit = sqlite.prepare("COMMIT");
  const rollback = sqlite.prepare("ROLLBACK");
  const outside = drizzle(
    async (text, params, method) => {
      // Checked and run in one synchronous step, so no transaction can begin in between.
      while (gate.busy) await gate.settled();
      return execute(prepare, text, params, method);
    },
    { schema },
  );
  const inside = drizzle(async (text, params, method) => execute(prepare, text, params, method), { schema });

  const driver: DatabaseDriver = {
    dialect: "sqlite",
    transaction: (work, { durable = false } = {}) =>
      gate.exclusive(async () => {
        if (durable) sqlite.pragma("synchronous = FULL");
        begin.run();
        try {
          const result = await work(inside as unknown as DbOrTx);
          commit.run();
          return result;
        } catch (error) {
          if (sqlite.inTransaction) rollback.run();
          throw error;
        } finally {
          if (durable) sqlite.pragma("synchronous = NORMAL");
        }
      }),
    // BEGIN IMMEDIATE holds SQLite's one write lock: transactions already run one at a time.
    lock: async () => {},
    close: async () => {
      await gate.settled();
      sqlite.close();
    },
  };
  return { db: outside as unknown as Db, driver };
}

/** Statements kept prepared per connection; preparing costs more than running a small query. */
const MAX_CACHED_STATEMENTS = 500;

/**
 * Drizzle sends the same few hundred SQL texts over and over (parameters
 * travel apart), so each is prepared once per connection; the cache is
 * cleared rather than grown if some caller ever builds SQL without bound.
 */
function cachedStatements(sqlite: Database.Database): (text: string) => Database.Statement {
  const cache = new Map<string, Database.Statement>();
  return (text) => {
    let statement = cache.get(text);
    if (!statement) {
      if (cache.size >= MAX_CACHED_STATEMENTS) cache.clear();
      statement = sqlite.prepare(text);
      cache.set(text, statement);
    }
    return statement;
  };
}

function execute(prepare: (text: string) => Database.Statement, text: string, params: unknown[], method: Method): { rows: unknown[] } {
  const statement = prepare(text);
  if (!statement.reader) {
    statement.run(...params);
    return { rows: [] };
  }
  statement.raw(true);
  if (method === "get") return { rows: statement.get(...params) as unknown[] };
  const rows = statement.all(...params);
  return { rows: method === "run" ? [] : rows };
}

/** One transaction at a time on the connection; `busy` while one runs. */
class TransactionGate {
  busy = false;
  private tail: Promise<unknown> = Promise.resolve();

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(async () => {
      this.busy = true;
      try {
        return await work();
      } finally {
        this.busy = false;
      }
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Resolves once every transaction queued so far has ended. */
  settled(): Promise<unknown> {
    return this.tail;
  }
}

/**
 * SQLite changes a column by rebuilding its table (create, copy, drop,
 * rename). With foreign keys on, dropping `users` would cascade and delete
 * every session, key and payment; the migrations' own "PRAGMA foreign_keys=OFF"
 * does nothing inside the migrator's transaction. So keys stay off while
 * migrating, and the result is checked before they are turned on.
 */
function migrateWithoutCascades(sqlite: Database.Database): void {
  sqlite.pragma("foreign_keys = OFF");
  migrate(drizzleSync(sqlite), { migrationsFolder: SQLITE_MIGRATIONS });
  const broken = sqlite.pragma("foreign_key_check") as unknown[];
  if (broken.length > 0) throw new Error(`migration left ${broken.length} rows pointing at missing parents`);
}
