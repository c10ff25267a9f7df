/**
 * Opens the database: node-postgres when DATABASE_URL is set, otherwise embedded PGlite
 * (ARCHITECTURE.md section 2). Both are exposed through the same Drizzle type.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root';
import { DatabaseInUseError, lockPgliteDir } from './pglite-lock';
import * as providerSchema from './provider-schema';
import * as baseSchema from './schema';

/** Every table: schema.ts and the real providers' tables of provider-schema.ts. */
const schema = { ...baseSchema, ...providerSchema };

/** The Drizzle database handle used everywhere. */
export type Db = NodePgDatabase<typeof schema>;

/** A transaction handle, as `db.transaction` passes it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with a way to close it. */
export type Database = {
  db: Db;
  driver: 'pg' | 'pglite';
  /** The pg pool when the driver is pg (used by rate limiting). */
  pool?: pg.Pool;
  close: () => Promise<void>;
};

/** Folder of the committed SQL migrations. */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');

/** The default onConnectionError: one line on standard error. */
function warnConnectionError(error: Error) {
  console.warn(`A PostgreSQL connection failed and was dropped: ${error.message}`);
}

/**
 * Listens for the failures of a pool's connections so that none ends the process. A connection is only ever
 * reported once, although node-postgres may emit two errors for it (PostgreSQL's message, then the socket's
 * end), and the pool's own 'error' event (an idle connection's failure, which the connection's listener has
 * already reported) is listened to so that it does not throw.
 * @param pool the pool
 * @param report called with the first error of each failed connection
 */
export function listenForConnectionErrors(pool: pg.Pool, report: (error: Error) => void): void {
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      report(error);
    });
  });
  pool.on('error', () => {});
}

/**
 * The key of the PostgreSQL advisory lock held while migrating: any fixed 64-bit number, the same in every
 * process ("stairway" in ASCII).
 */
export const MIGRATION_LOCK_KEY = '8319381517180035449';

/**
 * Applies the committed migrations on PostgreSQL under a session advisory lock, so that several servers, a
 * Kubernetes migration Job and `npm run db:migrate` starting at once apply each migration once: the others wait
 * for the lock, then find nothing left to apply. Drizzle's migrator takes no lock of its own.
 * @param pool the pool (one of its connections holds the lock while another migrates)
 * @param db the Drizzle database over the same pool
 */
async function migratePgOnce(pool: pg.Pool, db: NodePgDatabase<typeof schema>) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
}

/**
 * Opens a database and applies the committed migrations.
 * @param options.databaseUrl PostgreSQL URL; when absent PGlite is used
 * @param options.pgliteDir PGlite folder or `memory://`
 * @param options.loadDataDir a PGlite data dump to start from (tests)
 * @param options.onQuery called with the SQL of every query Drizzle sends (tests count them to prove that
 *   an operation's queries do not grow with its rows)
 * @param options.onConnectionError PostgreSQL only: called once for each pooled connection that fails, e.g.
 *   when PostgreSQL stops or restarts ("terminating connection due to administrator command"), whether it
 *   was idle in the pool or checked out (a transaction between queries, or the socket's end after a failed
 *   query). The query that used it fails as usual and the pool opens a new connection for the next one.
 *   node-postgres emits these as 'error' events, which end the process when nothing listens (bench/FAULTS.md:
 *   the server exited when PostgreSQL was stopped under load). Default: a warning on standard error.
 * @returns the open database
 * @throws DatabaseInUseError (db/pglite-lock.ts) when another process has the PGlite folder open
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  loadDataDir?: Blob | File;
  migrate?: boolean;
  onQuery?: (query: string) => void;
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    listenForConnectionErrors(pool, options.onConnectionError ?? warnConnectionError);
    const db = drizzlePg(pool, { schema, logger });
    if (shouldMigrate) await migratePgOnce(pool, db);
    return { db, driver: 'pg', pool, close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? 'memory://';
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true });
    // One process at a time: a second opener is refused before it can report unsaved success.
    unlock = lockPgliteDir(dir);
  }
  try {
    const client = await PGlite.create({ dataDir: dir, loadDataDir: options.loadDataDir });
    const pgliteDb = drizzlePglite(client, { schema, logger });
    if (shouldMigrate) await migratePglite(pgliteDb, { migrationsFolder });
    return {
      db: pgliteDb as unknown as Db,
      driver: 'pglite',
      close: () => client.close().finally(unlock),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * openDatabase for a command-line tool (the ops commands, the importer): when another process holds the
 * embedded database, prints why and what to do, and exits with code 3, rather than a stack trace.
 * @param options as for openDatabase
 * @returns the open database
 */
export async function openDatabaseForCommand(options: Parameters<typeof openDatabase>[0]): Promise<Database> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(3);
  }
}
