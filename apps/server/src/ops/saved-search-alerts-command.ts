/**
 * `npm run ops -- send-search-alerts`: sends today's saved-search alerts now, against the configured database, as
 * the server does once a London day after 07:00 (services/saved-search-alerts.ts). Safe beside running servers on
 * PostgreSQL: each search gets at most one e-mail a day whoever sends it (saved_search_alerts' primary key), and a
 * search this command e-mailed today is not e-mailed again by the server's daily run. With the embedded database
 * (no DATABASE_URL), stop the server first: PGlite has no lock across processes.
 */

import { createServices } from '../composition';
import { loadConfig } from '../config';
import { openDatabaseForCommand } from '../db/client';
import { sendSavedSearchAlerts } from '../services/saved-search-alerts';

/**
 * The command: sends the day's alerts once and prints what it did.
 * @returns the process's exit code: 0, or 1 when an e-mail failed (its homes are offered again the next day)
 */
export async function runSavedSearchAlertsCommand(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabaseForCommand({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
  });
  try {
    const services = await createServices(config, { database });
    const report = await sendSavedSearchAlerts(services);
    console.log(
      `${report.searches} saved searches due, ${report.emails} alert e-mails sent` +
        (report.failed > 0 ? `, ${report.failed} failed (offered again tomorrow)` : '') +
        (report.unreadable > 0 ? `, ${report.unreadable} searches could not be read` : '') +
        '.',
    );
    return report.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}
