/**
 * The built web app as the HTTP app serves it (app.ts): static files from WEB_DIST_DIR with hashed assets cached a
 * year, the landing pages with their route's preload hints (lib/route-preloads.ts), the index.html fallback for
 * client-side routes, and source maps never served.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type compression from 'compression';
import sirv from 'sirv';
import { isSourceMapPath } from './lib/request-checks';
import { loadPreloadedPages } from './lib/route-preloads';

type Next = (error?: unknown) => void;

/** The built web app, when there is one: its static files and its preloaded landing pages. */
export type WebApp = {
  /** True when WEB_DIST_DIR holds a built index.html. */
  hasWeb: boolean;
  /** The static-file handler (with the index.html fallback); null without a build. */
  assets: ReturnType<typeof sirv> | null;
  /** The landing pages with their route's preload hints, by path (lib/route-preloads.ts). */
  preloadedPages: ReturnType<typeof loadPreloadedPages>;
};

/**
 * Reads the built web app from `distDir`: hashed assets are cached a year, everything else revalidated.
 * @param distDir the web build's folder (WEB_DIST_DIR)
 * @returns the web app; without a build, no assets and no preloaded pages
 */
export function loadWebApp(distDir: string): WebApp {
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
  // The pages people land on get their route's chunks as preload hints (lib/route-preloads.ts).
  const preloadedPages = hasWeb ? loadPreloadedPages(distDir) : new Map();
  return { hasWeb, assets, preloadedPages };
}

/**
 * Serves the web app: a preloaded landing page (304 when its ETag matches), else a static file or the
 * index.html fallback, compressed when accepted; source maps and, without a build, everything are 404.
 * @param req the request
 * @param res its response
 * @param pathname the request's path
 * @param web the built web app
 * @param compress the compression middleware
 */
export function serveWebApp(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  web: WebApp,
  compress: ReturnType<typeof compression>,
): void {
  const { hasWeb, assets, preloadedPages } = web;
  const notFound: Next = () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(
      hasWeb
        ? 'Not found'
        : 'The web app has not been built: run `npm run build` (npm start does it for you).',
    );
  };
  if (isSourceMapPath(pathname)) {
    // Kept on disk by the build (apps/web/vite.config.ts, 'hidden'), never served.
    res.setHeader('Cache-Control', 'no-store');
    notFound();
    return;
  }
  const preloaded = req.method === 'GET' || req.method === 'HEAD' ? preloadedPages.get(pathname) : undefined;
  compress(req as never, res as never, () => {
    if (preloaded) {
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', preloaded.etag);
      if (req.headers['if-none-match'] === preloaded.etag) {
        res.writeHead(304).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : preloaded.html);
      return;
    }
    if (assets) assets(req, res, notFound);
    else notFound();
  });
}
