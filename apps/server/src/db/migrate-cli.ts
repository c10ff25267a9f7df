/**
 * `npm run db:migrate`: applies the committed migrations to the configured database (DATABASE_URL, or the
 * embedded database in PGLITE_DIR) and exits (issue 34: a Kubernetes migration Job, or a deploy step before
 * the servers start). Safe to run from several places at once on PostgreSQL (an advisory lock, db/client.ts);
 * the embedded database is refused while a server has it open (exit code 3). The server also migrates when it
 * starts, so `npm start` needs no separate step.
 */
import { loadConfig } from '../config';
import { openDatabaseForCommand } from './client';

const config = loadConfig();
const started = performance.now();
const database = await openDatabaseForCommand({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.pgliteDir,
});
await database.close();
console.log(
  `The ${database.driver === 'pg' ? 'PostgreSQL' : 'embedded'} database is migrated (${Math.round(performance.now() - started)} ms).`,
);
