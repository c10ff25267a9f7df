/**
 * An empty database for importer tests: PGlite in memory, or a new PostgreSQL database on the test server, copied
 * from the run's migrated, empty template.
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { onServer } from './pg-admin';
import { createDatabaseFromTemplate } from './test-databases';

/** The test server's PostgreSQL URL (DATABASE_URL when the tests were started with one), or null. */
export const testServerUrl = inject('databaseUrl');

/**
 * Opens an empty migrated database: PGlite in memory, loaded from the run's empty dump (test/global-setup.ts), or
 * a new PostgreSQL database on the test server (dropped by the returned close).
 * @param driver which database
 */
export async function openEmptyDatabase(driver: 'pglite' | 'pg'): Promise<Database> {
  if (driver === 'pglite') {
    const dump = new Blob([fs.readFileSync(inject('pgliteEmptyDumpFile'))]);
    return openDatabase({ loadDataDir: dump, migrate: false });
  }
  const url = await createDatabaseFromTemplate('empty');
  const database = await openDatabase({ databaseUrl: url, migrate: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(url, `drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
    },
  };
}
