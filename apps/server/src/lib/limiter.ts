/**
 * The rate limiter every limit of the server is made of (ARCHITECTURE.md §5): rate-limiter-flexible's counters in
 * PostgreSQL when the server runs on PostgreSQL (shared by every instance), in memory on the embedded database
 * (one process); and the one refusal a spent limit gives.
 */
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error';

/** One counter with its points and window. */
export type Limiter = RateLimiterMemory | RateLimiterPostgres;

/** Makes a counter: its key prefix (unique per limit), points per window and window in seconds. */
export type MakeLimiter = (keyPrefix: string, points: number, durationSeconds: number) => Limiter;

/**
 * The counters' factory.
 * @param pool the pg pool when running on PostgreSQL (table `rate_limits`), else undefined for in-memory counters
 * @returns a function that makes one counter
 */
export function limiterFactory(pool?: pg.Pool): MakeLimiter {
  return (keyPrefix, points, duration) =>
    pool
      ? new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix,
          points,
          duration,
        })
      : new RateLimiterMemory({ keyPrefix, points, duration });
}

/** The refusal of a spent limit: RATE_LIMITED, "Too many attempts…". */
export const limited = () =>
  new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');

/**
 * Takes one point of a counter for a key.
 * @throws RATE_LIMITED (limited()) when the key has none left in the window
 */
export async function consume(limiter: Limiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw limited();
    throw error;
  }
}
