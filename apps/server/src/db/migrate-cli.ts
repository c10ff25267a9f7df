/**
 * `npm run db:migrate [-- --seed]`: applies the committed migrations to the configured database (DATABASE_URL,
 * or the embedded database in PGLITE_DIR) and exits (for a Kubernetes migration Job, or a deploy step before
 * the servers start). With `--seed` it then seeds what is missing, as a server does at start (the postcode
 * districts, the address index, settings, and the bundled listings into an empty table), so that servers
 * started with SEED=false do not race to seed a new database. Safe to run from several places at once on
 * PostgreSQL (an advisory lock, db/client.ts); the embedded database is refused while a server has it open
 * (exit code 3). The server also migrates when it starts, so `npm start` needs no separate step.
 */
import { loadConfig } from '../config';
import { EVERYTHING, notifyInvalidation } from '../lib/invalidation-messages';
import { createLogger } from '../lib/logger';
import { openDatabaseForCommand } from './client';
import { seedDatabase } from './seed/seed';

const config = loadConfig();
const seed = process.argv.includes('--seed');
const started = performance.now();
const database = await openDatabaseForCommand({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.pgliteDir,
});
try {
  if (seed) {
    await seedDatabase(database.db, {
      logger: createLogger(config.LOG_LEVEL),
      listingsFile: config.SEED_LISTINGS_FILE,
    });
    // Servers already running on this PostgreSQL (a rolling deploy) forget what they remember (decision 062).
    await notifyInvalidation(database, EVERYTHING).catch((error: unknown) =>
      console.warn(`The running servers could not be told of the seed: ${(error as Error).message}`),
    );
  }
} finally {
  await database.close();
}
console.log(
  `The ${database.driver === 'pg' ? 'PostgreSQL' : 'embedded'} database is migrated${seed ? ' and seeded' : ''} (${Math.round(performance.now() - started)} ms).`,
);
