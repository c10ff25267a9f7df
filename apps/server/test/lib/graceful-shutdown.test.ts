/**
 * Graceful shutdown: on SIGTERM a server stops accepting, reports not ready, finishes what it has in flight
 * within a configurable time and exits (lib/graceful-shutdown.ts, used by main.ts). Real sockets on
 * 127.0.0.1: a server counting its requests as createApp does, and the app itself for /readyz.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import {
  attachLifecycle,
  createLifecycle,
  drainHttpServer,
  type Lifecycle,
  trackRequest,
} from '../../src/lib/graceful-shutdown';
import { createTestEnv, type TestEnv } from '../helpers';

/** A server whose /slow answers after 300 ms, /hang never, and anything else at once. */
async function startServer() {
  const lifecycle = createLifecycle();
  const server = http.createServer((req, res) => {
    trackRequest(lifecycle, res);
    if (req.url === '/slow') setTimeout(() => res.end('done'), 300);
    else if (req.url !== '/hang') res.end('quick');
  });
  attachLifecycle(server, lifecycle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, lifecycle, port };
}

/** GETs a path; resolves with the status, body and Connection header, or the socket's error code. */
function get(port: number, path: string, agent?: http.Agent) {
  return new Promise<{ status?: number; body?: string; connection?: string; error?: string }>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      res.on('end', () => resolve({ status: res.statusCode, body, connection: res.headers.connection }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

/** Waits until the server has `count` requests in flight. */
async function untilInFlight(lifecycle: Lifecycle, count: number) {
  for (let i = 0; i < 200 && lifecycle.inFlight.size < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(lifecycle.inFlight.size).toBe(count);
}

describe('drainHttpServer', () => {
  it('answers the request in flight, then refuses new connections', async () => {
    const { server, lifecycle, port } = await startServer();
    const slow = get(port, '/slow');
    await untilInFlight(lifecycle, 1);
    const drain = drainHttpServer(server, 5000);
    expect(lifecycle.draining).toBe(true);
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: 'done', connection: 'close' });
    expect(await drain).toMatchObject({ drained: true, abandoned: 0 });
    expect(lifecycle.inFlight.size).toBe(0);
    expect((await get(port, '/')).error).toBe('ECONNREFUSED');
  });

  it('with a delay, goes on answering on a kept-alive connection (closing it after) until the delay is over', async () => {
    const { server, lifecycle, port } = await startServer();
    server.keepAliveTimeout = 65_000;
    const agent = new http.Agent({ keepAlive: true });
    expect(await get(port, '/', agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
    const drain = drainHttpServer(server, 5000, 400);
    expect(lifecycle.draining).toBe(true);
    // The load balancer has not taken it out yet: its request on the idle connection is answered, not cut.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get(port, '/', agent)).toMatchObject({ status: 200, body: 'quick', connection: 'close' });
    expect(await get(port, '/')).toMatchObject({ status: 200, connection: 'close' });
    const outcome = await drain;
    expect(outcome).toMatchObject({ drained: true, abandoned: 0 });
    expect(outcome.ms).toBeGreaterThanOrEqual(390);
    expect((await get(port, '/')).error).toBe('ECONNREFUSED');
    agent.destroy();
  });

  it('does not wait for idle keep-alive connections (they would last 65 s)', async () => {
    const { server, port } = await startServer();
    server.keepAliveTimeout = 65_000;
    const agent = new http.Agent({ keepAlive: true });
    expect(await get(port, '/', agent)).toMatchObject({ status: 200, body: 'quick' });
    const outcome = await drainHttpServer(server, 10_000);
    expect(outcome.drained).toBe(true);
    expect(outcome.ms).toBeLessThan(5000);
    agent.destroy();
  });

  it('gives up at the grace period, closing what is left and counting it', async () => {
    const { server, lifecycle, port } = await startServer();
    const hanging = get(port, '/hang');
    await untilInFlight(lifecycle, 1);
    const outcome = await drainHttpServer(server, 200);
    expect(outcome).toMatchObject({ drained: false, abandoned: 1 });
    expect(outcome.ms).toBeGreaterThanOrEqual(190);
    expect((await hanging).error).toBe('ECONNRESET');
  });
});

describe('the app while draining', () => {
  let env: TestEnv;
  let server: http.Server;
  let port: number;
  const lifecycle = createLifecycle();
  beforeAll(async () => {
    env = await createTestEnv('pglite');
    server = http.createServer(createApp(env, { lifecycle }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await env.close();
  });

  it('is ready, then reports "draining" on /readyz and closes each connection after its answer', async () => {
    expect(await get(port, '/readyz')).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    lifecycle.draining = true;
    expect(await get(port, '/readyz')).toMatchObject({
      status: 503,
      body: '{"status":"draining"}',
      connection: 'close',
    });
    // Still alive: the process answers until it exits.
    expect(await get(port, '/healthz')).toMatchObject({ status: 200, connection: 'close' });
    expect(lifecycle.inFlight.size).toBe(0);
  });
});
