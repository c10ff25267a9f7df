/** An empty database for importer tests: PGlite in memory, or a new PostgreSQL database on the test server. */
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';

/** The test server's PostgreSQL URL (DATABASE_URL when the tests were started with one), or null. */
export const testServerUrl = inject('databaseUrl');

/**
 * Opens an empty migrated database: PGlite in memory, or a new PostgreSQL database on the test server
 * (dropped by the returned close).
 * @param driver which database
 */
export async function openEmptyDatabase(driver: 'pglite' | 'pg'): Promise<Database> {
  if (driver === 'pglite') return openDatabase({ pgliteDir: 'memory://' });
  const url = new URL(testServerUrl ?? '');
  const name = `stairway_import_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      url.pathname = '/postgres';
      const dropper = new pg.Client({ connectionString: url.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
