/**
 * The HTTP app's security settings in one place: the response headers every page gets
 * (Content-Security-Policy, HSTS, Permissions-Policy, framing), which browser origins may call the API
 * (CORS), how large a request body the API accepts and how long any request may take. app.ts and yoga.ts
 * apply them; nothing here touches a request.
 *
 * References: OWASP HTTP Headers Cheat Sheet (https://cheatsheetseries.owasp.org/cheatsheets/HTTP_Headers_Cheat_Sheet.html),
 * MDN Content-Security-Policy (https://developer.mozilla.org/docs/Web/HTTP/Headers/Content-Security-Policy).
 */
import type { Config } from '../config';
import { RENEWED_TOKEN_HEADER } from './tokens';

/**
 * The largest request body /api accepts, in bytes (1 MiB): a GraphQL request here is a query of a few
 * kilobytes and its variables (the longest, a note or an address history, well under 100 KB). Documents are
 * uploaded to /uploads or S3, not through GraphQL. Larger bodies are refused with 413 before they are read.
 */
export const API_MAX_BODY_BYTES = 1024 * 1024;

/** Uploads (PUT /uploads/…, up to 20 MB) may take this many times REQUEST_TIMEOUT_SECONDS. */
export const UPLOAD_TIMEOUT_FACTOR = 4;

/** HSTS max-age: two years, as hstspreload.org asks (https://hstspreload.org/#deployment-recommendations). */
const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** PostHog's EU ingestion host, the web app's default when VITE_POSTHOG_HOST is unset (apps/web/src/lib/analytics.ts). */
const POSTHOG_DEFAULT_HOST = 'https://eu.i.posthog.com';

/**
 * The browser origins allowed to call the API with credentials: APP_URL's origin and CORS_ALLOWED_ORIGINS.
 * @returns origins such as `https://stairway.example` (scheme, host and port; no path)
 */
export function allowedOrigins(config: Pick<Config, 'appUrl' | 'CORS_ALLOWED_ORIGINS'>): string[] {
  return [...new Set([new URL(config.appUrl).origin, ...config.CORS_ALLOWED_ORIGINS])];
}

/**
 * The origins a browser uploads documents to when they are kept in S3 (presigned PUT URLs), for the CSP's
 * connect-src: the bucket's virtual-hosted and path-style addresses at AWS, or S3_ENDPOINT's.
 * @returns an empty list when S3_BUCKET is unset (uploads go to this server)
 */
function storageOrigins(
  config: Pick<Config, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>,
): string[] {
  if (!config.S3_BUCKET) return [];
  if (config.S3_ENDPOINT) {
    const endpoint = new URL(config.S3_ENDPOINT);
    const virtualHosted = `${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`;
    return config.S3_FORCE_PATH_STYLE ? [endpoint.origin] : [virtualHosted, endpoint.origin];
  }
  return [
    `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`,
    `https://s3.${config.S3_REGION}.amazonaws.com`,
  ];
}

/**
 * The PostHog origins the web app talks to when analytics are on (VITE_POSTHOG_KEY set at build time): the
 * ingestion host for connect-src, and its "-assets" twin from which posthog-js loads its optional scripts.
 * @returns `{ connect: [], script: [] }` when analytics are off
 */
function analyticsOrigins(config: Pick<Config, 'VITE_POSTHOG_KEY' | 'VITE_POSTHOG_HOST'>): {
  connect: string[];
  script: string[];
} {
  if (!config.VITE_POSTHOG_KEY) return { connect: [], script: [] };
  const host = new URL(config.VITE_POSTHOG_HOST ?? POSTHOG_DEFAULT_HOST);
  const assets = host.hostname.endsWith('.i.posthog.com')
    ? [`${host.protocol}//${host.hostname.replace('.i.posthog.com', '-assets.i.posthog.com')}`]
    : [];
  return { connect: [host.origin, ...assets], script: assets };
}

/**
 * The origin the web app sends its error reports and session replays to when VITE_SENTRY_DSN is set at
 * build time (the DSN's scheme and host, without its key), for the CSP's connect-src.
 * @returns an empty list when error reporting is off in the browser
 */
function monitoringOrigins(config: Pick<Config, 'VITE_SENTRY_DSN'>): string[] {
  return config.VITE_SENTRY_DSN ? [new URL(config.VITE_SENTRY_DSN).origin] : [];
}

/**
 * The web app's Content-Security-Policy. Scripts only from this origin (no 'unsafe-inline', no eval) and,
 * with analytics on, PostHog's assets host; styles may be inline (Mantine and Leaflet set element styles);
 * images from any https host (listing photos, OpenStreetMap tiles) and data:/blob: URLs; API calls to this
 * origin, the S3 bucket, PostHog and Sentry; workers from this origin and blob: URLs (Sentry's replay
 * compresses in one); no plugins; never framed (frame-ancestors 'none').
 * @returns the header's value
 */
export function contentSecurityPolicy(config: Config): string {
  const analytics = analyticsOrigins(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...analytics.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...storageOrigins(config), ...analytics.connect, ...monitoringOrigins(config)],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (new URL(config.appUrl).protocol === 'https:') policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Permissions-Policy: the browser features Stairway never uses are switched off for it and anything it
 * embeds (camera and microphone: identity checks happen on the provider's own pages).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The security headers of every response.
 * @param config the configuration (HSTS is sent when APP_URL is https or NODE_ENV is production)
 * @param options.csp false for responses that set their own policy or none (the API, whose GraphiQL page in
 *   development loads its scripts from a CDN)
 * @returns header names and values
 */
export function securityHeaders(config: Config, options: { csp: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.csp) headers['Content-Security-Policy'] = contentSecurityPolicy(config);
  if (config.NODE_ENV === 'production' || new URL(config.appUrl).protocol === 'https:') {
    headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  }
  return headers;
}

/**
 * Yoga's CORS setting: a browser on an allowed origin (allowedOrigins) may call the API with credentials;
 * any other origin gets no CORS headers, so its browser refuses to hand the response to the page.
 * @returns a function from the request to Yoga's CORS options, or false for no CORS headers
 */
export function corsOptions(config: Pick<Config, 'appUrl' | 'CORS_ALLOWED_ORIGINS'>) {
  const allowed = new Set(allowedOrigins(config));
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false as const;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      // The renewed session token (decision 030) must be readable by the web app.
      exposedHeaders: [RENEWED_TOKEN_HEADER],
      maxAge: 600,
    };
  };
}
