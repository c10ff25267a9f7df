/**
 * Statements on the PostgreSQL test server itself (creating and dropping databases), for the global setup and
 * the test files alike: nothing here imports Vitest, which the global setup's process must not load.
 */
import pg from 'pg';

/** A database URL with its database name replaced. */
export function withDatabaseName(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * Runs one statement on the server's maintenance database (`postgres`), where CREATE and DROP DATABASE run.
 * @param serverUrl any database URL on the test server
 * @param sql the statement
 */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabaseName(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
