/**
 * The HTTP app's checks of a request before it is handled (app.ts): a sandbox form posted from another site,
 * a source map asked for, an /api body too large or of unknown size, and the short plain-text refusal.
 */
import type http from 'node:http';
import { API_MAX_BODY_BYTES } from './http-security';

/**
 * Whether a request that may write to a sandbox page comes from another site (decision 047): its Origin is not
 * APP_URL's, or its Sec-Fetch-Site is anything but same-origin. A request with neither header is not a
 * browser's (every browser sends Origin with a form's POST), so no other site can have forged it; the sandbox
 * pages still ask a browser's POST for the form's per-session token.
 * @param request the request (a POST to /sandbox/…)
 * @param appUrl APP_URL
 * @returns true when the request must be refused
 */
export function isCrossSiteForm(request: Request, appUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(appUrl).origin) return true;
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin';
}

/**
 * Whether a path asks for a source map: the build keeps them on disk, for error reporting and the benchmarks
 * to map traces, and the server never serves them.
 * @param pathname a request's path
 */
export function isSourceMapPath(pathname: string): boolean {
  return pathname.toLowerCase().endsWith('.map');
}

/**
 * Answers a request with a short plain-text message, unless an answer has already started (then the
 * connection is closed).
 * @param res the response
 * @param status the HTTP status
 * @param message the plain-text message
 */
export function refuse(res: http.ServerResponse, status: number, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end(message);
}

/**
 * Why /api will not read a request's body, if it will not: over API_MAX_BODY_BYTES by its Content-Length
 * (413), or sent without a Content-Length (chunked), whose size cannot be known before reading it (411).
 * @returns the status and message, or null when the body may be read
 */
export function apiBodyRefusal(req: http.IncomingMessage): { status: number; message: string } | null {
  const length = req.headers['content-length'];
  if (length === undefined) {
    return req.headers['transfer-encoding']
      ? { status: 411, message: 'Requests to /api must give a Content-Length.' }
      : null;
  }
  if (Number(length) > API_MAX_BODY_BYTES) {
    return {
      status: 413,
      message: `The request is too large: /api accepts at most ${API_MAX_BODY_BYTES / 1024 / 1024} MB.`,
    };
  }
  return null;
}
