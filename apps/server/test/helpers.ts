/**
 * Test helpers: services on a fresh copy of the seeded test database, GraphQL requests through
 * `yoga.fetch` (in-process, no port), and factories.
 */
import fs from 'node:fs';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import dayjs from 'dayjs';
import { inject } from 'vitest';
import { createFetchHandler } from '../src/app';
import { createServices } from '../src/composition';
import { loadConfig } from '../src/config';
import type { AppServices } from '../src/context';
import { type Database, openDatabase } from '../src/db/client';
import { landlords } from '../src/db/schema';
import { londonToday } from '../src/lib/dates';
import { createInProcessQueue } from '../src/lib/job-queue';
import { createLogger, type Logger } from '../src/lib/logger';
import type { RateLimitOptions } from '../src/lib/rate-limits';
import type { EmailMessage, EmailProvider } from '../src/providers/email/email-provider';
import type { IdentityProvider } from '../src/providers/identity/identity-provider';
import { createEmailOutbox, type EmailOutbox } from '../src/services/email-outbox';
import { createGraphQL } from '../src/yoga';
import { fileDatabaseUrl } from './db/test-databases';

/** The database drivers the API tests run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const drivers = (inject('databaseUrl') ? ['pglite', 'pg'] : ['pglite']) as Array<'pglite' | 'pg'>;

/** An e-mail provider that keeps messages in memory for assertions. */
export function createRecordingEmail(): EmailProvider & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
      return `memory:${sent.length}`;
    },
  };
}

/**
 * The e-mail outbox over a test's provider (services/email-outbox.ts), as the server builds it: each message is
 * saved in email_outbox and handed to `provider` at once. Its retries wait on an in-process queue that is not
 * started, so a failed first try stays `pending` in the table for a test to look at.
 * @param db the test's database
 * @param provider where messages go (a recording or failing provider)
 */
export function outboxOver(db: Database['db'], provider: EmailProvider): EmailOutbox {
  const logger = createLogger('silent');
  return createEmailOutbox({ db, provider, queue: createInProcessQueue(logger), logger });
}

/** A test environment: services, a GraphQL client and a way to close it. */
export type TestEnv = AppServices & {
  database: Database;
  /** The SQL of every query sent so far (clear it with `queries.length = 0` before counting). */
  queries: string[];
  emails: EmailMessage[];
  gql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ) => Promise<GqlResult<T>>;
  /**
   * Sends an HTTP request to the app's fetch handler (GraphQL, the sandbox pages, local upload URLs),
   * in-process, as a browser would.
   * @param url a path such as /sandbox/identity/abc, or an absolute URL the server gave out
   */
  http: (url: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
};

/** A GraphQL response. */
export type GqlResult<T> = {
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
};

/**
 * The first error of a GraphQL result as the tests check it: its `extensions.code` (e.g. BAD_USER_INPUT,
 * NOT_FOUND, APPLICATION_SUBMITTED) and, for bad input, the `extensions.field` it names.
 */
export function errorOf(result: GqlResult<unknown>) {
  const extensions = result.errors?.[0]?.extensions ?? {};
  return { code: extensions.code, field: extensions.field };
}

/**
 * Opens a test environment on the given driver: a private copy of the seeded PGlite database, or the test
 * file's own PostgreSQL database, copied from the seeded template (test/db/test-databases.ts) and shared by the
 * file's environments.
 * @param options.logger a logger to capture the services' log with (default: silent)
 * @param options.rateLimits limits to use instead of the tests' raised ones (to test a limit)
 * @param options.env more environment variables for the configuration, e.g. `{ SENTRY_DSN: … }`
 * @param options.identity an identity provider to use instead of the configured one (e.g. an Onfido adapter
 *   with a short timeout, or one whose answers a test sets)
 */
export async function createTestEnv(
  driver: 'pglite' | 'pg',
  options: {
    logger?: Logger;
    rateLimits?: RateLimitOptions;
    env?: Record<string, string>;
    identity?: IdentityProvider;
  } = {},
): Promise<TestEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-env-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const queries: string[] = [];
  const onQuery = (query: string) => queries.push(query);
  const database =
    driver === 'pg'
      ? await openDatabase({ databaseUrl: await fileDatabaseUrl(), migrate: false, onQuery })
      : await openDatabase({
          loadDataDir: new Blob([fs.readFileSync(inject('pgliteDumpFile'))]),
          migrate: false,
          onQuery,
        });
  const services = await createServices(config, {
    database,
    logger: options.logger ?? createLogger('silent'),
    rateLimits: {
      signInPerEmail: 1000,
      signInPerIp: 100_000,
      signInFreeFailures: 1000,
      onboardsPerIp: 1_000_000,
      onboardsPerDomain: 1_000_000,
      emailSendsPerHour: 1000,
      uploadUrlsPerHour: 1000,
      // Per IP: every request comes from 'local', and PostgreSQL keeps the counters between runs for an hour.
      passwordResetsPerIp: 100_000,
      pipelineSignInPerIp: 100_000,
      operatorSignInPerIp: 100_000,
      coApplicantInvitesPerIp: 100_000,
      codeRequestsPerIp: 100_000,
      linkChecksPerIp: 100_000,
      ...options.rateLimits,
    },
  });
  const recording = createRecordingEmail();
  const email = outboxOver(database.db, recording);
  const env = { ...services, email, ...(options.identity ? { identity: options.identity } : {}) };
  const yoga = createGraphQL(env);
  const handler = createFetchHandler(env, yoga);
  return {
    ...env,
    queries,
    emails: recording.sent,
    http: (url, init) => handler(new Request(new URL(url, 'http://localhost:3000'), init)),
    async gql(query, variables, token) {
      const response = await yoga.fetch('http://localhost/api', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    async close() {
      await services.invalidation.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What a second's wait does to the server's remembered session checks (SESSION_CACHE_MS, lib/session-cache.ts)
 * and answers (ANSWER_CACHE_MS, lib/answer-cache.ts): they expire. Tests call it after changing accounts as
 * `npm run ops` does, from outside any GraphQL mutation, instead of waiting a second: a test environment's
 * invalidation bus is not started, so it does not hear the notification the CLI sends (lib/invalidation-bus.ts,
 * decision 062; test/api/several-servers.test.ts starts them).
 * @param env the test environment whose server forgets
 */
export function aSecondLater(env: TestEnv): void {
  env.sessionCache.forgetAll();
  env.answerCache.forgetAll();
}

let counter = 0;
/** A unique e-mail address for a test user. */
export function uniqueEmail(label = 'applicant'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** Valid onboarding answers; override any field. */
export function onboardInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Amelia',
    lastName: 'Hughes',
    email: uniqueEmail(),
    password: 'correct horse 42',
    grossAnnualPay: 40_000,
    jointApplication: false,
    deposit: 20_000,
    depositSource: 'CashSavings',
    preferredLocations: ['SO16'],
    checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
    ...overrides,
  };
}

export const ONBOARD = /* GraphQL */ `
  mutation Onboard($input: OnboardInput!) {
    onboard(input: $input) { email }
  }
`;

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) { signIn(input: $input) { token user { id } } }
`;

/**
 * Onboards a new applicant through the API, then signs them in with the password they chose, as the web app
 * does (onboard returns no session: decision 031). Their e-mail address stays unverified.
 * @returns their token and user id, and the answers they onboarded with
 */
export async function signUp(env: TestEnv, overrides: Record<string, unknown> = {}) {
  const input = onboardInput(overrides);
  const onboarded = await env.gql<{ onboard: { email: string } }>(ONBOARD, { input });
  if (!onboarded.data?.onboard) throw new Error(`onboard failed: ${JSON.stringify(onboarded.errors)}`);
  const signedIn = await env.gql<{ signIn: { token: string; user: { id: string } | null } }>(SIGN_IN, {
    input: { email: input.email, password: input.password },
  });
  const session = signedIn.data?.signIn;
  if (!session?.user) throw new Error(`sign-in after onboard failed: ${JSON.stringify(signedIn.errors)}`);
  return { token: session.token, userId: session.user.id, input };
}

/** A date a number of months before today (Europe/London), YYYY-MM-DD. */
export const monthsAgo = (months: number) =>
  dayjs(londonToday()).subtract(months, 'month').format('YYYY-MM-DD');

/**
 * Completes the applicant's personal and financial sections through the API (About you, Address history with
 * 40 months, an employed income of £45,000, no additional income), which unlocks identity verification.
 */
export async function completePersonalAndFinancial(env: TestEnv, token: string) {
  const steps: Array<[string, Record<string, unknown>]> = [
    [
      'mutation ($input: UpdateApplicationInput!) { updateApplication(input: $input) { id } }',
      { dateOfBirth: '1990-04-01', hasAdditionalIncome: false },
    ],
    [
      'mutation ($input: AddUpdateUserAddressInput!) { addUpdateUserAddress(input: $input) { address { id } } }',
      {
        addressLine1: 'Flat 11',
        addressLine2: 'Corinthian Court',
        postCode: 'PO37 6BU',
        postTown: 'SHANKLIN',
        country: 'England',
        moveInDate: monthsAgo(40),
      },
    ],
    [
      'mutation ($input: CreateUpdateIncomeInput!) { createUpdateIncome(input: $input) { income { id } } }',
      {
        type: 'Employed',
        primary: true,
        employmentOption: 'PermanentEmployment',
        jobTitle: 'Staff nurse',
        employerName: 'Isle of Wight NHS Trust',
        baseGrossIncome: 45_000,
      },
    ],
  ];
  for (const [query, input] of steps) {
    const result = await env.gql(query, { input }, token);
    if (result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
  }
}

/**
 * Completes and submits the applicant's application through the API: the personal and financial sections,
 * identity verification skipped (skipChecks), a bank connected at the sandbox open banking page, then
 * submitApplication.
 */
export async function submitCompleteApplication(env: TestEnv, token: string) {
  await completePersonalAndFinancial(env, token);
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await env.gql<T>(query, variables, token);
    if (result.errors || !result.data) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
    return result.data;
  };
  await call('mutation { skipChecks { id } }');
  const link = await call<{ setOpenBankingRequested: { url: string } }>(
    'mutation ($input: SetOpenBankingRequestedInput!) { setOpenBankingRequested(input: $input) { url } }',
    { input: {} },
  );
  await env.http(link.setOpenBankingRequested.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ bank: 'Monzo', consent: 'yes', action: 'connect' }).toString(),
    redirect: 'manual',
  });
  await call('mutation { checkOpenBanking { id } }');
  await call('mutation { submitApplication { id } }');
}

/**
 * A landlord's session token for a landlord created directly in the database (landlord tokens are refused
 * unless the account exists, lib/sessions.ts), for tests of other roles' operations.
 */
export async function landlordToken(env: TestEnv): Promise<string> {
  const [landlord] = await env.db
    .insert(landlords)
    .values({ email: uniqueEmail('landlord'), firstName: 'Lena', lastName: 'Okafor', emailVerified: true })
    .returning();
  if (!landlord) throw new Error('the landlord was not created');
  return env.tokens.sign({ kind: 'landlord', landlordId: landlord.id }, landlord.sessionVersion);
}

/**
 * A landlord's listing as createUpdateLandlordListing takes it: a three-bedroom semi in SO16 at £290,000.
 * @param overrides fields to change or add (images, published, addressLine1…)
 * @returns the mutation's input
 */
export const landlordListingInput = (overrides: Record<string, unknown> = {}) => ({
  addressLine1: '12 Test Road',
  postTown: 'SOUTHAMPTON',
  postcode: 'so16 7aa',
  type: 'SemiDetached',
  bedrooms: 3,
  bathrooms: 1,
  price: 290_000,
  summary: 'A semi with a garden.',
  ...overrides,
});

/**
 * Uploads bytes as the browser does: asks for a signed upload URL with `mutation` (an applicant's
 * getPreSignedUploadUrl, a landlord's getLandlordPreSignedUploadUrl, an operator's…), then PUTs the bytes to it.
 * @param env the test environment
 * @param token the caller's session token
 * @param mutation a document whose one root field answers `{ url key }`
 * @param bytes the file's contents
 * @param contentType the PUT's media type
 * @returns the upload's key, to record with another mutation
 * @throws when no URL is given or the PUT is refused
 */
export async function uploadThroughSignedUrl(
  env: TestEnv,
  token: string,
  mutation: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<string> {
  const result = await env.gql<Record<string, { url: string; key: string }>>(mutation, {}, token);
  const signed = Object.values(result.data ?? {})[0];
  if (!signed) throw new Error(`no upload URL: ${JSON.stringify(result.errors)}`);
  const put = await env.http(signed.url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  if (put.status !== 200) throw new Error(`the upload was refused with HTTP ${put.status}`);
  return signed.key;
}

/**
 * A real pino logger whose lines are kept, for tests that read the log.
 * @param level the lowest level written
 * @returns the logger and its lines (one JSON line each)
 */
export function capturingLogger(level: 'debug' | 'info' | 'warn' | 'error') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(level, stream), lines };
}

/** @returns a local port with nothing listening on it (a server for a child process, or one refused at once) */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts an HTTP server on a free port of 127.0.0.1.
 * @returns its base URL (`http://127.0.0.1:PORT`) and `close`, which ends open connections and stops it
 */
export async function listenOnFreePort(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
