/**
 * Stopping a server without dropping what it is answering: on SIGTERM the server stops accepting connections,
 * reports not ready on /readyz to a load balancer still holding a keep-alive connection, answers every
 * request already in flight, closes each keep-alive connection after its current answer (`Connection:
 * close`), and gives up on what is left after a grace period (SHUTDOWN_GRACE_SECONDS). Built on Node's own
 * http.Server: close(), closeIdleConnections() and closeAllConnections() (Node 18.2 and later).
 */
import type http from 'node:http';

/** A server's state as its request handler reads it. */
export type Lifecycle = {
  /** True once shutdown has begun: /readyz answers 503 and every answer closes its connection. */
  draining: boolean;
  /** The answers of the requests received and not yet answered (or abandoned by the client). */
  inFlight: Set<http.ServerResponse>;
};

const lifecycles = new WeakMap<http.Server, Lifecycle>();

/**
 * @returns a new lifecycle, not draining, nothing in flight, for createApp to track requests in
 */
export function createLifecycle(): Lifecycle {
  return { draining: false, inFlight: new Set() };
}

/**
 * Ties a lifecycle to the server whose handler updates it, for drainHttpServer.
 * @param server the HTTP server
 * @param lifecycle the lifecycle its request handler counts requests in
 */
export function attachLifecycle(server: http.Server, lifecycle: Lifecycle): void {
  lifecycles.set(server, lifecycle);
}

/**
 * Counts one request in flight until its answer is sent or its connection closes, and, once draining, asks
 * the client to close the connection after this answer.
 * @param lifecycle the server's lifecycle
 * @param res the request's response
 */
export function trackRequest(lifecycle: Lifecycle, res: http.ServerResponse): void {
  lifecycle.inFlight.add(res);
  const finish = () => lifecycle.inFlight.delete(res);
  res.on('finish', finish);
  res.on('close', finish);
  if (lifecycle.draining) res.setHeader('Connection', 'close');
}

/** How a drain ended: every request answered, or the grace period ran out with some still in flight. */
export type DrainOutcome = { drained: boolean; abandoned: number; ms: number };

/**
 * Stops a server gracefully: reports not ready at once, and with `delayMs` goes on answering for that long
 * (every answer closing its connection after it) so that a load balancer's health checks take it out before it
 * closes anything; then no new connections, idle keep-alive connections closed at once and busy ones after their
 * answer, then waits for the requests in flight until `graceMs`, when every connection left is closed. Without
 * the delay, a load balancer can send a request down an idle keep-alive connection at the moment it is closed,
 * and that request fails (bench/CLUSTER.md, the rolling restart: 2 of 5,879).
 * @param server a server made by createHttpServer (or any http.Server; without a lifecycle nothing is counted)
 * @param graceMs how long to wait for the requests in flight after the delay, in milliseconds
 * @param delayMs how long to go on answering, reported not ready, before closing (SHUTDOWN_DELAY_SECONDS), ms
 * @returns whether every request was answered, how many were abandoned at the deadline, and how long it took
 *   (ms, the delay included); never rejects
 */
export async function drainHttpServer(
  server: http.Server,
  graceMs: number,
  delayMs = 0,
): Promise<DrainOutcome> {
  const started = performance.now();
  const lifecycle = lifecycles.get(server);
  if (lifecycle) {
    lifecycle.draining = true;
    // Answers not yet begun close their connection after them; later ones do so from trackRequest.
    for (const res of lifecycle.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  }
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const closed = new Promise<boolean>((resolve) => {
    if (!server.listening) resolve(true);
    else server.close(() => resolve(true));
  });
  server.closeIdleConnections();
  // A keep-alive connection whose answer was being written when the drain began is idle a moment later.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let deadline: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    deadline = setTimeout(() => resolve(false), graceMs);
  });
  const drained = await Promise.race([closed, timedOut]);
  clearInterval(sweep);
  clearTimeout(deadline);
  const abandoned = drained ? 0 : (lifecycle?.inFlight.size ?? 0);
  if (!drained) server.closeAllConnections();
  return { drained, abandoned, ms: Math.round(performance.now() - started) };
}
