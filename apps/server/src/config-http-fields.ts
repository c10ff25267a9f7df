/**
 * The environment variables of HTTP serving: allowed origins, trusted proxies, rate limits, time limits,
 * graceful shutdown, the upload sweep and the web app's build-time settings the Content-Security-Policy
 * follows; validated with the rest of the configuration at start (config.ts).
 */
import { z } from 'zod';
import { compileTrustedProxies } from './lib/client-ip';

/** The zod fields of the HTTP-serving variables, merged into config.ts's schema. */
export const httpConfigFields = {
  /**
   * Other web origins (scheme, host and port, comma-separated) that may call the API from a browser besides
   * APP_URL's, e.g. `https://admin.stairway.example`.
   */
  CORS_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const item of v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const parsed = URL.canParse(item) ? new URL(item) : null;
        if (
          !parsed ||
          !['http:', 'https:'].includes(parsed.protocol) ||
          parsed.origin !== item.replace(/\/$/, '')
        ) {
          ctx.addIssue({
            code: 'custom',
            message: `CORS_ALLOWED_ORIGINS: "${item}" is not an origin; give each as scheme://host[:port], e.g. https://admin.stairway.example`,
          });
          continue;
        }
        origins.push(parsed.origin);
      }
      return origins;
    }),
  /**
   * The proxies whose X-Forwarded-For and X-Real-IP headers are believed: comma-separated addresses or CIDR
   * ranges (`10.0.0.0/8`), or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`. Unset: no proxy is
   * trusted and the client's address is the connection's. Parsed by lib/client-ip.ts.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const list = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      try {
        compileTrustedProxies(list);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY: ${(error as Error).message}; give addresses or ranges such as 10.0.0.1,10.1.0.0/16`,
        });
      }
      return list;
    }),
  /**
   * How often the server removes uploaded files no row records (services/upload-sweep.ts), in minutes; 0
   * turns it off (then run `npm run ops -- sweep-uploads` from a scheduler). Default 360 (every six hours);
   * the first sweep runs a minute after start.
   */
  UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce
    .number({ error: 'UPLOAD_SWEEP_INTERVAL_MINUTES must be a number' })
    .int('UPLOAD_SWEEP_INTERVAL_MINUTES must be a whole number')
    .min(0, 'UPLOAD_SWEEP_INTERVAL_MINUTES must be 0 (off) or more')
    .max(10_080, 'UPLOAD_SWEEP_INTERVAL_MINUTES must be at most 10080 (a week)')
    .default(360),
  /**
   * Sign-ups allowed per IP and per e-mail domain in an hour, applicants' (onboard) and landlords'
   * (landlordSignUp) counted apart (lib/rate-limits.ts): 10 and 100 unless set. A domain counts each IP once an
   * hour, and large providers (gmail.com…) not at all. The browser journeys (e2e) raise them, as all their
   * applicants sign up from one address and one domain.
   */
  ONBOARD_LIMIT_PER_IP: z.coerce
    .number({ error: 'ONBOARD_LIMIT_PER_IP must be a number' })
    .int('ONBOARD_LIMIT_PER_IP must be a whole number')
    .min(1, 'ONBOARD_LIMIT_PER_IP must be at least 1')
    .default(10),
  ONBOARD_LIMIT_PER_DOMAIN: z.coerce
    .number({ error: 'ONBOARD_LIMIT_PER_DOMAIN must be a number' })
    .int('ONBOARD_LIMIT_PER_DOMAIN must be a whole number')
    .min(1, 'ONBOARD_LIMIT_PER_DOMAIN must be at least 1')
    .default(100),
  /**
   * Failed sign-ins (applicants' passwords, landlords' codes) allowed per client IP in 15 minutes
   * (lib/rate-limits.ts checkCredential; decision 045): 30 unless set. The
   * browser journeys and the load benchmark raise it, as every person they sign in comes from one address
   * (since decision 031 each new applicant's session comes from a sign-in).
   */
  SIGN_IN_LIMIT_PER_IP: z.coerce
    .number({ error: 'SIGN_IN_LIMIT_PER_IP must be a number' })
    .int('SIGN_IN_LIMIT_PER_IP must be a whole number')
    .min(1, 'SIGN_IN_LIMIT_PER_IP must be at least 1')
    .default(30),
  /**
   * The longest a request may take, in seconds, before the server answers 503 (408 while the request body
   * is still arriving). Uploads to UPLOADS_DIR get four times as long.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'REQUEST_TIMEOUT_SECONDS must be a number of seconds' })
    .int('REQUEST_TIMEOUT_SECONDS must be a whole number of seconds')
    .min(1, 'REQUEST_TIMEOUT_SECONDS must be at least 1')
    .max(600, 'REQUEST_TIMEOUT_SECONDS must be at most 600')
    .default(30),
  /**
   * On SIGTERM or SIGINT, how long the server waits for the requests it is answering before it closes what
   * is left and exits, in seconds (lib/graceful-shutdown.ts). Keep it below the platform's own limit
   * (Kubernetes' terminationGracePeriodSeconds is 30 by default).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'SHUTDOWN_GRACE_SECONDS must be a number of seconds' })
    .int('SHUTDOWN_GRACE_SECONDS must be a whole number of seconds')
    .min(0, 'SHUTDOWN_GRACE_SECONDS must be 0 or more')
    .max(300, 'SHUTDOWN_GRACE_SECONDS must be at most 300')
    .default(20),
  /**
   * On SIGTERM or SIGINT, how long the server goes on answering, reporting not ready on /readyz, before it
   * stops accepting, in seconds (lib/graceful-shutdown.ts): set it to the load balancer's time to take a server
   * out (HAProxy: check interval × fall, 6 s in deploy/haproxy/haproxy.cfg; compose.yaml sets 7). 0 (the
   * default) closes at once, as `npm start` should; Kubernetes uses the Deployment's preStop sleep instead.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce
    .number({ error: 'SHUTDOWN_DELAY_SECONDS must be a number of seconds' })
    .int('SHUTDOWN_DELAY_SECONDS must be a whole number of seconds')
    .min(0, 'SHUTDOWN_DELAY_SECONDS must be 0 or more')
    .max(60, 'SHUTDOWN_DELAY_SECONDS must be at most 60')
    .default(0),
  /**
   * Build-time PostHog settings of the web app (VITE_POSTHOG_KEY, VITE_POSTHOG_HOST): when the key is set,
   * the Content-Security-Policy allows the PostHog host.
   */
  VITE_POSTHOG_KEY: z.string().optional(),
  VITE_POSTHOG_HOST: z.url().optional(),
  /**
   * Build-time Sentry DSN of the web app (apps/web/src/lib/error-reporting.ts): when set, the
   * Content-Security-Policy lets the browser send its reports to the DSN's host.
   */
  VITE_SENTRY_DSN: z
    .url({ error: 'VITE_SENTRY_DSN must be a URL such as https://key@o0.ingest.sentry.io/0' })
    .optional(),
};
