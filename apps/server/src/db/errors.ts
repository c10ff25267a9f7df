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
