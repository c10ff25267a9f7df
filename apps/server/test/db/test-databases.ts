/**
 * PostgreSQL databases for the API tests: each test file gets its own, copied from a template that the global
 * setup migrated and seeded once (`CREATE DATABASE … TEMPLATE`, docs/testing.md). Files never share rows, so no
 * file's change (maintenance mode, the identity-check setting, rate-limit counters) can reach another, and every
 * file may run in parallel with the others.
 */
import { inject } from 'vitest';
import { onServer, withDatabaseName } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server's URL as DATABASE_URL gave it, or null when the tests run on PGlite only. */
    databaseUrl: string | null;
    /** The names of this run's templates: migrated and seeded, and migrated only (empty). */
    pgTemplates: { seeded: string; empty: string; prefix: string } | null;
  }
}

let counter = 0;

/**
 * Creates a new database on the test server as a copy of one of this run's templates, and returns its URL.
 * Throws when the tests were started without DATABASE_URL. The global setup drops every database of the run
 * when the run ends.
 * @param template `seeded` (migrated, postcode districts, settings, known addresses and the fixture listings)
 *   or `empty` (migrated only)
 */
export async function createDatabaseFromTemplate(template: 'seeded' | 'empty'): Promise<string> {
  const serverUrl = inject('databaseUrl');
  const templates = inject('pgTemplates');
  if (!serverUrl || !templates) throw new Error('PostgreSQL tests need DATABASE_URL');
  counter += 1;
  const name = `${templates.prefix}_${process.pid}_${counter}_${Date.now().toString(36)}`;
  await onServer(serverUrl, `create database "${name}" template "${templates[template]}"`);
  return withDatabaseName(serverUrl, name);
}

let fileDatabase: Promise<string> | null = null;

/**
 * This test file's own seeded PostgreSQL database (created from the seeded template on first use; every later
 * call in the same file returns the same URL, as a file's environments used to share one database). The server
 * tests share one module graph per worker (`isolate: false`, vitest.config.ts), so test/per-file-setup.ts calls
 * `forgetFileDatabase` before each file and the next file gets a database of its own.
 */
export function fileDatabaseUrl(): Promise<string> {
  fileDatabase ??= createDatabaseFromTemplate('seeded');
  return fileDatabase;
}

/**
 * Forgets the current file's database, so that the next call of `fileDatabaseUrl` makes a new one. Called before
 * each test file (test/per-file-setup.ts); the run's databases are dropped together when the run ends.
 */
export function forgetFileDatabase(): void {
  fileDatabase = null;
}
