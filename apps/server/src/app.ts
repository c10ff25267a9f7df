/**
 * The HTTP app: GraphQL at /api, the providers' pages (/sandbox/…) and local upload URLs (/uploads/…),
 * health checks, and the built web app with an index.html fallback for client-side routes
 * (ARCHITECTURE.md §1).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createServerAdapter } from '@whatwg-node/server';
import compression from 'compression';
import { sql } from 'drizzle-orm';
import sirv from 'sirv';
import type { AppServices } from './context';
import { createGraphQL, type GraphQLServer } from './yoga';

type Next = (error?: unknown) => void;

/**
 * The app's routes written against the Fetch API, for tests and the Node server alike: GraphQL at /api, the
 * sandbox providers' pages under /sandbox/ and local upload URLs under /uploads/.
 * @param services the shared services
 * @returns a handler from a Request to its Response (404 for any other path)
 */
export function createFetchHandler(
  services: AppServices,
  yoga: GraphQLServer = createGraphQL(services),
): (request: Request) => Promise<Response> {
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) return yoga.fetch(request);
    const response = await services.providerRoutes(request);
    return response ?? new Response('Not found', { status: 404 });
  };
}

/**
 * Builds the request handler.
 * @param services the shared services
 * @returns a Node request listener
 */
export function createApp(services: AppServices): http.RequestListener {
  const yoga = createGraphQL(services);
  const distDir = services.config.WEB_DIST_DIR;
  const hasWeb = fs.existsSync(path.join(distDir, 'index.html'));
  const assets = hasWeb
    ? sirv(distDir, {
        single: true,
        etag: true,
        setHeaders: (res, pathname) => {
          if (pathname.startsWith('/assets/'))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      })
    : null;
  const compress = compression();
  const providerRoutes = createServerAdapter(createFetchHandler(services, yoga));
  const log = services.logger;

  return (req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      const url = req.url ?? '';
      if (url.startsWith('/assets/')) return;
      log.info(
        { method: req.method, url, status: res.statusCode, ms: Math.round(performance.now() - started) },
        'request',
      );
    });
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    const url = new URL(req.url ?? '/', 'http://localhost');

    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      yoga(req, res);
      return;
    }
    if (url.pathname.startsWith('/sandbox/') || url.pathname.startsWith('/uploads/')) {
      providerRoutes(req, res);
      return;
    }
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (url.pathname === '/readyz') {
      services.db
        .execute(sql`select 1`)
        .then(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ready"}'))
        .catch(() =>
          res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"status":"unavailable"}'),
        );
      return;
    }
    const notFound: Next = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(
        hasWeb
          ? 'Not found'
          : 'The web app has not been built: run `npm run build` (npm start does it for you).',
      );
    };
    compress(req as never, res as never, () => {
      if (assets) assets(req, res, notFound);
      else notFound();
    });
  };
}

/** Creates an HTTP server for the app. */
export function createHttpServer(services: AppServices): http.Server {
  return http.createServer(createApp(services));
}
