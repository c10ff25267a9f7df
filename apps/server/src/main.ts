/**
 * Starts Stairway: reads the configuration, opens and migrates the database, seeds it when empty, starts the
 * job queue (scheduled work and e-mail delivery), listens and warms the estimator (ARCHITECTURE.md §1: nothing else happens here). An
 * uncaught exception or an unhandled promise rejection is logged and reported (lib/error-reporting.ts), then
 * stops the process with exit code 1, as Node itself would.
 */

import { createHttpServer } from './app';
import { createServices } from './composition';
import { loadConfig } from './config';
import { seedDatabase } from './db/seed/seed';
import { warmEstimator } from './lib/calibrated-estimates';
import { flushErrorReports, reportError } from './lib/error-reporting';
import { drainHttpServer } from './lib/graceful-shutdown';
import { assertEmailProviderAllowed } from './providers/email/email-provider';
import { defineBackgroundJobs } from './services/background-jobs';
import { ensurePipelineViewer } from './services/pipeline-viewers';

const config = loadConfig();
// In production, e-mail must leave through SMTP: the outbox would keep sign-in codes and links on this
// server, unless ALLOW_OUTBOX_IN_PRODUCTION says this is a demonstration.
const services = await Promise.resolve()
  .then(() => assertEmailProviderAllowed(config))
  .then(() => createServices(config))
  .catch((error: unknown) => {
    // A configuration the server must not run with (e.g. sandbox providers in production): say why and stop.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
const { logger } = services;
logger.info({ driver: services.database.driver }, 'database ready');

/** Logs and reports an error nothing caught, then stops: the process's state can no longer be trusted. */
function crash(kind: 'uncaughtException' | 'unhandledRejection', error: unknown) {
  logger.fatal({ err: error }, kind === 'uncaughtException' ? 'uncaught exception' : 'unhandled rejection');
  reportError(error, { where: kind });
  void flushErrorReports(2000).finally(() => process.exit(1));
}
process.on('uncaughtException', (error) => crash('uncaughtException', error));
process.on('unhandledRejection', (reason) => crash('unhandledRejection', reason));

if (config.SEED) await seedDatabase(services.db, { logger, listingsFile: config.SEED_LISTINGS_FILE });
if (config.PIPELINE_VIEWER_EMAIL && config.PIPELINE_VIEWER_PASSWORD) {
  const viewer = await ensurePipelineViewer(services.db, {
    email: config.PIPELINE_VIEWER_EMAIL,
    password: config.PIPELINE_VIEWER_PASSWORD,
  });
  logger.info({ email: viewer.email, change: viewer.change }, 'pipeline viewer from PIPELINE_VIEWER_EMAIL');
}

// Scheduled work and e-mail delivery on the job queue (decision 063): pg-boss on PostgreSQL, one job per schedule
// slot across every server; in process on the embedded database. Schedules: services/background-jobs.ts.
defineBackgroundJobs(services);
await services.queue.start();
// Before serving: other servers' changes forget this one's memories at once (LISTEN on PostgreSQL; decision 062).
await services.invalidation.start();
const server = createHttpServer(services);
server.listen(config.PORT, config.HOST, () => {
  logger.info(`Stairway is running at ${config.appUrl}`);
  // The estimator's comparables are read once, a second after start rather than on the first estimate.
  setTimeout(warmEstimator, 1000).unref();
  if (services.email.kind === 'outbox') {
    logger.info(`E-mails are written to ${config.outboxDir}; open a file there to follow its links`);
    if (config.NODE_ENV === 'production') {
      logger.warn('ALLOW_OUTBOX_IN_PRODUCTION is true: e-mails stay in the outbox, nobody receives them');
    }
  }
});

let closing = false;
/**
 * Stops gracefully: the schedules first, then the server drains (no new connections, /readyz 503, every
 * request in flight answered within SHUTDOWN_GRACE_SECONDS), then the database closes. A second signal while
 * draining stops at once.
 */
async function shutdown(signal: string) {
  if (closing) {
    logger.warn({ signal }, 'second signal while draining: stopping now');
    server.closeAllConnections();
    process.exit(1);
  }
  closing = true;
  logger.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down: draining requests');
  const outcome = await drainHttpServer(
    server,
    config.SHUTDOWN_GRACE_SECONDS * 1000,
    config.SHUTDOWN_DELAY_SECONDS * 1000,
  );
  if (outcome.drained) logger.info({ ms: outcome.ms }, 'every request in flight was answered');
  else logger.warn({ ms: outcome.ms, abandoned: outcome.abandoned }, 'grace period over: requests abandoned');
  // Jobs running here finish within what is left of the grace period; pg-boss gives the rest to other servers.
  await services.queue.stop(
    Math.max(1, config.SHUTDOWN_GRACE_SECONDS + config.SHUTDOWN_DELAY_SECONDS - outcome.ms / 1000),
  );
  await services.invalidation.stop();
  await services.database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Started by `npm start` (scripts/start.mjs) with an IPC channel: when that process goes, even by kill -9, so
// does this one, rather than serving on unseen.
if (process.channel) {
  process.channel.unref();
  process.on('disconnect', () => void shutdown('parent exited'));
}
