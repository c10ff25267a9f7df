/** Recognising the database's own errors, whichever driver (pg or PGlite) raised them. */

/**
 * Whether a database error (or its cause) is a unique-constraint violation (SQLSTATE 23505). Drizzle wraps
 * the driver's error, so the chain of causes is followed.
 * @param error anything thrown by a query
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's network error codes that mean the database cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
/**
 * node-postgres' own messages for a connection that ended or never came (its errors carry no code): "Connection
 * terminated unexpectedly", "timeout exceeded when trying to connect", "Client has encountered a connection error
 * and is not queryable".
 */
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error (or anything in its chain of causes and original errors) says the database is unavailable,
 * rather than that a query was wrong: the server cannot be reached, it is shutting down or starting up
 * (SQLSTATE 57P01-57P03), or the connection failed (class 08), as when PostgreSQL is stopped under load
 * (bench/FAULTS.md). Such errors are answered SERVICE_UNAVAILABLE (HTTP 503), not as a fault of ours.
 * @param error anything thrown by a query or by building a request's context
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNREACHABLE_CODES.has(code) || /^57P0[123]$/.test(code) || /^08/.test(code))
    )
      return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    const next = current as { cause?: unknown; originalError?: unknown };
    current = next.originalError ?? next.cause;
  }
  return false;
}
