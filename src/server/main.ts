import { createApp } from "./app";
import { createPayments } from "./billing/payments";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createEngines } from "./engines";
import { createLogger } from "./logger";
import { createMailer } from "./services/mail";

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const db = openDatabase(config.databaseFile);
  const engines = await createEngines(config);
  const payments = createPayments(config);
  const app = createApp({ config, db, engines, mailer: createMailer(config, logger), logger, payments });
  const server = app.listen(config.PORT, () => {
    logger.info(`Inkprint listening on ${config.publicUrl} (port ${config.PORT})`);
    logger.info(`engines: detect=${engines.detector.name} humanize=${engines.humanizer.name} improve=${engines.improver.name}`);
    logger.info(`database: ${config.databaseFile}; mail: ${config.SMTP_URL ? "SMTP" : `files in ${config.mailDir}`}`);
    logger.info(`payments: ${payments ? "Stripe" : "disabled (no STRIPE_SECRET_KEY)"}`);
  });
  const shutdown = () => server.close(() => process.exit(0));
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
