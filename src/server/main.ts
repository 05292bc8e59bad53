import { createApp } from "./app";
import { createPayments } from "./billing/payments";
import { ConfigError, loadConfig, readDotEnvFile, type Config } from "./config";
import { closeDatabase, openDatabase } from "./db/client";
import { DatabaseUnreachableError, maskedUrl } from "./db/database-url";
import { createLogger, type Logger } from "./logger";
import { createWorkerPool, improveWorkersFor } from "./workers/worker-pool";
import { countOf } from "../shared/plural";
import { createMailer } from "./services/mail";

/** Requests still running when a stop is asked for get this long to finish. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The engines and report drawing, in worker threads (decision 130) or, with
 * ENGINE_WORKERS=0, in this thread, where a debugger reaches them. Loaded on
 * demand, so a pooled server's own thread never holds the engines' data.
 */
async function startEngines(config: Config, logger: Logger) {
  if (config.ENGINE_WORKERS > 0) return createWorkerPool(config, { workers: config.ENGINE_WORKERS });
  const [{ createEngines }, { createInThreadReports }] = await Promise.all([import("./engines"), import("./reports/report-maker")]);
  return { engines: await createEngines(config, logger), reports: await createInThreadReports() };
}

function workerThreadsInWords(textWorkers: number): string {
  const improveWorkers = improveWorkersFor(textWorkers);
  return (
    `${countOf(textWorkers, "text worker thread", "text worker threads")} and ` +
    countOf(improveWorkers, "improve worker thread", "improve worker threads")
  );
}

async function main(): Promise<void> {
  readDotEnvFile();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const db = await openDatabase({ file: config.databaseFile, url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  const { engines, reports } = await startEngines(config, logger);
  const payments = await createPayments(config);
  const app = await createApp({ config, db, engines, reports, mailer: createMailer(config, logger), logger, payments });
  const onListening = () => {
    logger.info(`Inkprint listening on ${config.publicUrl} (${config.HOST ?? "all interfaces"}, port ${config.PORT})`);
    const threads = config.ENGINE_WORKERS > 0 ? workerThreadsInWords(config.ENGINE_WORKERS) : "the server's thread";
    logger.info(
      `engines: detect=${engines.detector.name} humanize=${engines.humanizer.name} improve=${engines.improver.name}, in ${threads}`,
    );
    const database = config.DATABASE_URL ? `PostgreSQL at ${maskedUrl(config.DATABASE_URL)}` : config.databaseFile;
    logger.info(`database: ${database}; mail: ${config.SMTP_URL ? "SMTP" : `files in ${config.mailDir}`}`);
    logger.info(`payments: ${payments ? "Stripe" : "disabled (no STRIPE_SECRET_KEY)"}`);
  };
  const server = config.HOST ? app.listen(config.PORT, config.HOST, onListening) : app.listen(config.PORT, onListening);
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE")
      console.error(`Port ${config.PORT} is already in use. Stop what uses it, or set PORT to another port.`);
    else if (error.code === "EACCES")
      console.error(`Not allowed to listen on port ${config.PORT}. Ports below 1024 need extra rights; set PORT to 1024 or above.`);
    else console.error(error);
    process.exit(1);
  });
  // A service manager stops the server with SIGTERM: running requests finish, the database is closed cleanly.
  const shutdown = () => {
    logger.info("stopping");
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      void closeDatabase(db).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
