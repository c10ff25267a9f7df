/**
 * Starts Stairway: reads the configuration, opens and migrates the database, seeds it when empty and
 * listens (ARCHITECTURE.md §1: nothing else happens here).
 */

import { createHttpServer } from './app';
import { loadConfig } from './config';
import { seedDatabase } from './db/seed/seed';
import { createServices } from './services/bootstrap';

const config = loadConfig();
const services = await createServices(config);
const { logger } = services;
logger.info({ driver: services.database.driver }, 'database ready');

if (config.SEED) await seedDatabase(services.db, { logger, listingsFile: config.SEED_LISTINGS_FILE });

const server = createHttpServer(services);
server.listen(config.PORT, config.HOST, () => {
  logger.info(`Stairway is running at ${config.appUrl}`);
  if (services.email.kind === 'outbox') logger.info(`E-mails are written to ${config.outboxDir}`);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  server.close();
  server.closeAllConnections();
  await services.database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
