/**
 * Every environment variable the server reads, parsed and validated with zod at start
 * (ARCHITECTURE.md section 2). README.md lists them with their defaults.
 */
import path from 'node:path';
import { DEFAULT_WAITLIST_FEE_PENCE, MIN_WAITLIST_FEE_PENCE } from '@stairway/domain/waitlist-fee';
import { z } from 'zod';
import { compileTrustedProxies } from './lib/client-ip';
import { providerConfigFields, refineProviderConfig } from './provider-config';
import { serverRoot } from './server-root';

/** The repository root (two levels above apps/server). */
export const repoRoot = path.resolve(serverRoot, '../..');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public URL of the app, used in e-mail links. */
    APP_URL: z.url().optional(),
    /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
    DATABASE_URL: z.string().optional(),
    /** Folder for the embedded database, the outbox, uploads and the generated JWT secret. */
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    /** PGlite data directory; `memory://` keeps it in memory. Defaults to DATA_DIR/pg. */
    PGLITE_DIR: z.string().optional(),
    /** HS256 secret for session tokens; generated into DATA_DIR/jwt-secret when unset. */
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /** nodemailer SMTP URL, e.g. smtps://user:pass@smtp.example.com; when unset e-mail goes to the outbox. */
    SMTP_URL: z.string().optional(),
    /** Sender of every e-mail. */
    MAIL_FROM: z.string().default('Stairway <hello@stairway.example>'),
    /** Folder where e-mails are written when SMTP_URL is unset. Defaults to DATA_DIR/outbox. */
    OUTBOX_DIR: z.string().optional(),
    /**
     * "true" lets the server start with NODE_ENV=production and no SMTP_URL, writing e-mails to the outbox, for a
     * demonstration only (issue 29 item 6; providers/email/email-provider.ts assertEmailProviderAllowed). Off by
     * default: in production the server refuses to start without SMTP_URL.
     */
    ALLOW_OUTBOX_IN_PRODUCTION: z
      .enum(['true', 'false'], { error: 'ALLOW_OUTBOX_IN_PRODUCTION must be "true" or "false"' })
      .default('false')
      .transform((v) => v === 'true'),
    /** Folder of the built web app. */
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    /** CSV file the seed imports when the database has no listings. Defaults to the bundled national sample (seed-data/listings-uk-2025.csv.gz). */
    SEED_LISTINGS_FILE: z.string().optional(),
    /** Set to "false" to start without seeding an empty database. */
    SEED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Ideal Postcodes API key (https://ideal-postcodes.co.uk); when set, getAddressSearch asks Ideal Postcodes,
     * otherwise it searches the local address index (seed-data/addresses-isle-of-wight.csv).
     */
    IDEAL_POSTCODES_API_KEY: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Sentry DSN of the server's project (issue 15, "Error reporting"; lib/error-reporting.ts): when set,
     * unexpected errors are also sent to Sentry, scrubbed of personal data; when unset they are only logged
     * and Sentry is not loaded at all.
     */
    SENTRY_DSN: z
      .url({ error: 'SENTRY_DSN must be a URL such as https://key@o0.ingest.sentry.io/0' })
      .optional(),
    /** The environment Sentry files the server's events under, e.g. `staging`; NODE_ENV when unset. */
    SENTRY_ENVIRONMENT: z.string().optional(),
    /** Folder of uploaded files when S3_BUCKET is unset. Defaults to DATA_DIR/uploads. */
    UPLOADS_DIR: z.string().optional(),
    /** S3 bucket for uploaded files (ARCHITECTURE.md §2 "uploads"); when unset files are kept in UPLOADS_DIR. */
    S3_BUCKET: z.string().optional(),
    /** The bucket's region; London by default. */
    S3_REGION: z.string().default('eu-west-2'),
    /** Endpoint of an S3-compatible store (Cloudflare R2, MinIO, …); unset for AWS. */
    S3_ENDPOINT: z.url().optional(),
    /** "true" for path-style URLs (https://endpoint/bucket/key), which MinIO needs. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Access key for the bucket; when unset the AWS default credential chain is used (AWS_*, instance role). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Prepended to every object key. */
    S3_PREFIX: z.string().default('uploads/'),
    /**
     * "true" lets the sandbox identity and open-banking providers (where applicants choose their own results)
     * run with NODE_ENV=production, for a demo, and lets `npm run ops -- approve-application` approve
     * applications whose checks were passed at the sandbox. Off by default: in production the server refuses
     * to start with the sandbox providers.
     */
    ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: z
      .enum(['true', 'false'], {
        error: 'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION must be "true" or "false"',
      })
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Stripe secret key (`sk_live_…` or `sk_test_…`): when set, the waitlist fee is taken with Stripe Checkout;
     * when unset, at the sandbox checkout on this server (refused in production unless
     * ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true).
     */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(
        /^(sk|rk)_(live|test)_/,
        'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)',
      )
      .optional(),
    /**
     * Signing secret (`whsec_…`) of the Stripe webhook endpoint pointed at APP_URL/webhooks/stripe: when set, the
     * webhook confirms payments (the source of truth); when unset, checkPaymentSession asks Stripe.
     */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    /** The waitlist fee, pence (integer minor units): £99 (9900) by default; at least 30p, Stripe's minimum. */
    WAITLIST_FEE_PENCE: z.coerce
      .number({ error: 'WAITLIST_FEE_PENCE must be a number of pence' })
      .int('WAITLIST_FEE_PENCE must be a whole number of pence')
      .min(MIN_WAITLIST_FEE_PENCE, `WAITLIST_FEE_PENCE must be at least ${MIN_WAITLIST_FEE_PENCE} (30p)`)
      .max(100_000_00, 'WAITLIST_FEE_PENCE must be at most 10000000 (£100,000)')
      .default(DEFAULT_WAITLIST_FEE_PENCE),
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
     * The proxies whose X-Forwarded-For and X-Real-IP headers are believed (issue 15 item 3): comma-separated
     * addresses or CIDR ranges (`10.0.0.0/8`), or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`.
     * Unset: no proxy is trusted and the client's address is the connection's. Parsed by lib/client-ip.ts.
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
     * How often the server removes uploaded files no row records (services/upload-sweep.ts, issue 15 item 8),
     * in minutes; 0 turns it off (then run `npm run ops -- sweep-uploads` from a scheduler). Default 360 (every
     * six hours); the first sweep runs a minute after start.
     */
    UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce
      .number({ error: 'UPLOAD_SWEEP_INTERVAL_MINUTES must be a number' })
      .int('UPLOAD_SWEEP_INTERVAL_MINUTES must be a whole number')
      .min(0, 'UPLOAD_SWEEP_INTERVAL_MINUTES must be 0 (off) or more')
      .max(10_080, 'UPLOAD_SWEEP_INTERVAL_MINUTES must be at most 10080 (a week)')
      .default(360),
    /**
     * Sign-ups allowed per IP and per e-mail domain in an hour, applicants' (onboard) and landlords'
     * (landlordSignUp) counted apart (issue 15 finding 3, issue 29 item 5; lib/rate-limits.ts): 10 and 100 unless
     * set. A domain counts each IP once an hour, and large providers (gmail.com…) not at all (issue 29 item 7). The
     * browser journeys (e2e) raise them, as all their applicants sign up from one address and one domain.
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
     * is left and exits, in seconds (issue 34; lib/graceful-shutdown.ts). Keep it below the platform's own
     * limit (Kubernetes' terminationGracePeriodSeconds is 30 by default).
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
    /**
     * A pipeline viewer the server makes sure of at start (decision 019), e.g. for a demonstration or the
     * browser tests: created with PIPELINE_VIEWER_PASSWORD when missing, given it when it differs (which signs
     * the viewer's sessions out). Set both or neither. `npm run ops -- add-pipeline-viewer` is the usual way.
     */
    PIPELINE_VIEWER_EMAIL: z.email().optional(),
    PIPELINE_VIEWER_PASSWORD: z
      .string()
      .min(12, 'PIPELINE_VIEWER_PASSWORD must be at least 12 characters')
      .optional(),
  })
  // Onfido and Plaid (issue 31): provider-config.ts.
  .extend(providerConfigFields)
  .superRefine((c, ctx) => {
    refineProviderConfig(c, ctx);
    if (c.STRIPE_WEBHOOK_SECRET && !c.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both to take payments with Stripe',
      });
    }
    if (Boolean(c.PIPELINE_VIEWER_EMAIL) !== Boolean(c.PIPELINE_VIEWER_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.PIPELINE_VIEWER_EMAIL ? 'PIPELINE_VIEWER_PASSWORD' : 'PIPELINE_VIEWER_EMAIL'],
        message: 'PIPELINE_VIEWER_EMAIL and PIPELINE_VIEWER_PASSWORD must be set together',
      });
    }
    if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  });

/** The parsed configuration. */
export type Config = z.infer<typeof configSchema> & {
  pgliteDir: string;
  outboxDir: string;
  uploadsDir: string;
  appUrl: string;
};

/**
 * Parses the configuration from an environment object.
 * @param env the environment (defaults to process.env)
 * @returns the validated configuration with derived paths filled in
 * @throws Error naming every invalid variable and what is allowed
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (e.g. DATABASE_URL= selects the embedded database).
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    pgliteDir: c.PGLITE_DIR ?? path.join(c.DATA_DIR, 'pg'),
    outboxDir: c.OUTBOX_DIR ?? path.join(c.DATA_DIR, 'outbox'),
    uploadsDir: c.UPLOADS_DIR ?? path.join(c.DATA_DIR, 'uploads'),
    appUrl: c.APP_URL ?? `http://localhost:${c.PORT}`,
  };
}
