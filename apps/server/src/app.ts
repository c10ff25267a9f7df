/**
 * The HTTP app: GraphQL at /api, the providers' pages (/sandbox/…), local upload URLs (/uploads/…), imported
 * homes' photos (/listing-photos/…, lib/listing-photos.ts), the payment provider's webhook (/webhooks/stripe), health checks, and the built web app with an index.html fallback for client-side routes
 * (ARCHITECTURE.md §1). Every response carries the security headers of lib/http-security.ts; /api refuses
 * bodies over API_MAX_BODY_BYTES (413) and every request has a time limit (REQUEST_TIMEOUT_SECONDS). The API's
 * answers and the web app are compressed (brotli, else gzip) when the request accepts it.
 */
import http from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import compression from 'compression';
import type { AppServices } from './context';
import { answerHealthCheck } from './health-checks';
import { forgetRemembered } from './lib/answer-cache';
import { UNEXPECTED_ERROR_MESSAGE } from './lib/app-error';
import { reportError } from './lib/error-reporting';
import { attachLifecycle, createLifecycle, type Lifecycle, trackRequest } from './lib/graceful-shutdown';
import { securityHeaders, UPLOAD_TIMEOUT_FACTOR } from './lib/http-security';
import { AFTER_A_WRITE } from './lib/invalidation-messages';
import { LISTING_PHOTOS_PATH, serveListingPhoto } from './lib/listing-photos';
import { apiBodyRefusal, isCrossSiteForm, refuse } from './lib/request-checks';
import { DATA_EXPORT_PATH, serveDataExport } from './services/account-data-zip';
import { handlePaymentWebhook } from './services/payment-webhook';
import { loadWebApp, serveWebApp } from './web-app';
import { handleProviderWebhook } from './webhook-routes';
import { createGraphQL, type GraphQLServer } from './yoga';

/** Where Stripe delivers its signed webhook events (docs/decisions/017). */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** The path prefix of the sandbox providers' pages (providers/sandbox/sandbox-pages.tsx). */
const SANDBOX_PAGES_PATH = '/sandbox/';

/**
 * The app's routes written against the Fetch API, for tests and the Node server alike: GraphQL at /api, the
 * sandbox providers' pages under /sandbox/, local upload URLs under /uploads/, imported homes' photos under
 * /listing-photos/ (GET and HEAD; lib/listing-photos.ts serveListingPhoto), and Stripe's webhook at
 * /webhooks/stripe (POST only; its body is read raw, as the signature covers its exact bytes). A POST to a
 * sandbox page from another origin than APP_URL's is refused with 403 (isCrossSiteForm). An error a
 * route throws is unexpected: it is logged and reported (lib/error-reporting.ts) and answered 500 with
 * UNEXPECTED_ERROR_MESSAGE (never the error's own text or stack).
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
    // A request that may write (a sandbox provider's form, an upload, a webhook) forgets the remembered session
    // checks and answers before and after it (decisions 033 and 036), and tells the other servers to forget them
    // before its answer is sent (decision 062).
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    if (writes) forgetRemembered(services);
    try {
      if (pathname === STRIPE_WEBHOOK_PATH) {
        if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
        const rawBody = Buffer.from(await request.arrayBuffer());
        return await handlePaymentWebhook(services, rawBody, request.headers.get('stripe-signature'));
      }
      const providerWebhook = await handleProviderWebhook(services, request);
      if (providerWebhook) return providerWebhook;
      if (pathname.startsWith(LISTING_PHOTOS_PATH)) return await serveListingPhoto(services.storage, request);
      // "Your data": the ZIP behind requestDataExport's short-lived link.
      if (pathname === DATA_EXPORT_PATH) return await serveDataExport(services, request);
      if (
        writes &&
        pathname.startsWith(SANDBOX_PAGES_PATH) &&
        isCrossSiteForm(request, services.config.appUrl)
      ) {
        return new Response('This form must be sent from Stairway’s own pages.', {
          status: 403,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
      }
      const response = await services.providerRoutes(request);
      return response ?? new Response('Not found', { status: 404 });
    } catch (error) {
      // The path only: query strings carry tokens and signatures.
      services.logger.error({ err: error, method: request.method, url: pathname }, 'request failed');
      reportError(error, { where: 'http', method: request.method, url: pathname });
      return new Response(UNEXPECTED_ERROR_MESSAGE, {
        status: 500,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    } finally {
      if (writes) {
        forgetRemembered(services);
        await services.invalidation.notify(AFTER_A_WRITE);
      }
    }
  };
}

/**
 * Logs the request (method, path without its query string, status, milliseconds) once its answer is sent;
 * requests for /assets/ are not logged.
 * @param log the logger
 * @param req the request
 * @param res its response
 */
function logWhenFinished(
  log: AppServices['logger'],
  req: http.IncomingMessage,
  res: http.ServerResponse,
): void {
  const started = performance.now();
  res.on('finish', () => {
    // The path only: query strings carry tokens and signatures (e.g. ?token= on a reset link).
    const url = (req.url ?? '').split('?')[0] ?? '';
    if (url.startsWith('/assets/')) return;
    log.info(
      { method: req.method, url, status: res.statusCode, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
}

/**
 * Answers the request 503 (408 while its body is still arriving) when it takes longer than `ms`; the timer
 * stops when the connection closes.
 * @param log the logger (a timed-out request is logged)
 * @param req the request
 * @param res its response
 * @param ms the time limit, milliseconds
 */
function limitRequestTime(
  log: AppServices['logger'],
  req: http.IncomingMessage,
  res: http.ServerResponse,
  ms: number,
): void {
  const timer = setTimeout(() => {
    log.warn({ method: req.method, url: (req.url ?? '').split('?')[0] }, 'request timed out');
    if (req.complete) refuse(res, 503, 'The server took too long to answer. Please try again.');
    else refuse(res, 408, 'The request took too long to arrive. Please try again.');
  }, ms);
  res.on('close', () => clearTimeout(timer));
}

/**
 * Builds the request handler.
 * @param services the shared services
 * @param options.timeoutMs how long a request may take before it is answered 503 (408 while its body is
 *   still arriving), in milliseconds; REQUEST_TIMEOUT_SECONDS by default, UPLOAD_TIMEOUT_FACTOR times as long
 *   for uploads
 * @param options.lifecycle where the handler counts requests in flight and learns that shutdown has begun
 *   (/readyz then answers 503 "draining"; lib/graceful-shutdown.ts); a new one by default
 * @returns a Node request listener
 */
export function createApp(
  services: AppServices,
  options: { timeoutMs?: number; lifecycle?: Lifecycle } = {},
): http.RequestListener {
  const lifecycle = options.lifecycle ?? createLifecycle();
  const timeoutMs = options.timeoutMs ?? services.config.REQUEST_TIMEOUT_SECONDS * 1000;
  const pageHeaders = securityHeaders(services.config, { csp: true });
  // The API's JSON needs no page policy, and GraphiQL (development only) loads its scripts from a CDN.
  const apiHeaders = securityHeaders(services.config, {
    csp: services.config.NODE_ENV === 'production',
  });
  const yoga = createGraphQL(services);
  const web = loadWebApp(services.config.WEB_DIST_DIR);
  const compress = compression();
  const providerRoutes = createServerAdapter(createFetchHandler(services, yoga));
  const log = services.logger;

  return (req, res) => {
    trackRequest(lifecycle, res);
    logWhenFinished(log, req, res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
    for (const [name, value] of Object.entries(isApi ? apiHeaders : pageHeaders)) res.setHeader(name, value);

    const isUpload = url.pathname.startsWith('/uploads/') && req.method === 'PUT';
    limitRequestTime(log, req, res, isUpload ? timeoutMs * UPLOAD_TIMEOUT_FACTOR : timeoutMs);

    if (isApi) {
      const refusal = apiBodyRefusal(req);
      if (refusal) {
        refuse(res, refusal.status, refusal.message);
        return;
      }
      // The answers are JSON (getHomesSelection's is about 150 KB for three busy districts): compressed with
      // brotli or gzip when the request accepts it, over the 1 KB compression's threshold.
      compress(req as never, res as never, () => yoga(req, res));
      return;
    }
    if (url.pathname === STRIPE_WEBHOOK_PATH) {
      const refusal = apiBodyRefusal(req);
      if (refusal) {
        refuse(res, refusal.status, refusal.message);
        return;
      }
      providerRoutes(req, res);
      return;
    }
    if (
      url.pathname.startsWith('/sandbox/') ||
      url.pathname.startsWith('/uploads/') ||
      url.pathname.startsWith(LISTING_PHOTOS_PATH) ||
      url.pathname === DATA_EXPORT_PATH
    ) {
      providerRoutes(req, res);
      return;
    }
    if (answerHealthCheck(url.pathname, res, lifecycle, services.db)) return;
    serveWebApp(req, res, url.pathname, web, compress);
  };
}

/**
 * Creates an HTTP server for the app. Node's own limits back up the app's: the request headers must arrive
 * within 20 seconds and the whole request within the upload time limit; idle keep-alive connections last 65 seconds.
 * @param options.timeoutMs as for createApp
 * @returns the server, which drainHttpServer (lib/graceful-shutdown.ts) stops gracefully
 */
export function createHttpServer(services: AppServices, options: { timeoutMs?: number } = {}): http.Server {
  const lifecycle = createLifecycle();
  const server = http.createServer(createApp(services, { ...options, lifecycle }));
  attachLifecycle(server, lifecycle);
  const timeoutMs = options.timeoutMs ?? services.config.REQUEST_TIMEOUT_SECONDS * 1000;
  server.requestTimeout = timeoutMs * UPLOAD_TIMEOUT_FACTOR + 1000;
  server.headersTimeout = Math.min(20_000, server.requestTimeout);
  // Idle keep-alive connections stay open for 65 s (Node's default is 5 s) so that a client reusing one is not
  // met by the server closing it at the same moment (ECONNRESET); 65 s is above common proxies' 60 s idle limit.
  server.keepAliveTimeout = 65_000;
  return server;
}
