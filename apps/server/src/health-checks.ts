/**
 * The health checks a load balancer or orchestrator asks (app.ts; docs/deploying.md): /healthz while the process
 * runs, /readyz while the database answers and shutdown has not begun.
 */
import type http from 'node:http';
import { sql } from 'drizzle-orm';
import type { AppServices } from './context';
import type { Lifecycle } from './lib/graceful-shutdown';

/**
 * Answers the health checks: /healthz (200 while the process runs) and /readyz (200 when the database answers,
 * 503 "unavailable" when it does not, 503 "draining" once shutdown has begun).
 * @param pathname the request's path
 * @param res the response
 * @param lifecycle whether the server is draining
 * @param db the database
 * @returns true when the path was a health check (answered or being answered), false otherwise
 */
export function answerHealthCheck(
  pathname: string,
  res: http.ServerResponse,
  lifecycle: Lifecycle,
  db: AppServices['db'],
): boolean {
  if (pathname === '/healthz') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    return true;
  }
  if (pathname !== '/readyz') return false;
  if (lifecycle.draining) {
    // Shutting down (SIGTERM): a load balancer stops sending here while the requests in flight finish.
    res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"status":"draining"}');
    return true;
  }
  db.execute(sql`select 1`)
    .then(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ready"}'))
    .catch(() => res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"status":"unavailable"}'));
  return true;
}
