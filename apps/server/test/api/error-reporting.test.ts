/**
 * Error reporting: unexpected errors go to Sentry when SENTRY_DSN is set, with personal data scrubbed, and
 * only to the log otherwise (lib/error-reporting.ts, decision 032). A local ingest server on 127.0.0.1 stands
 * in for Sentry and records the envelopes it is sent; the errors are raised through real HTTP requests to the
 * app (GraphQL at /api, and a provider route), by making the services they call throw.
 *
 * Sentry's client is global to the process, so this file starts it once, and its first test (without
 * SENTRY_DSN) runs before any environment with SENTRY_DSN is created.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpServer } from '../../src/app';
import { loadConfig } from '../../src/config';
import { UNEXPECTED_ERROR_MESSAGE } from '../../src/lib/app-error';
import { flushErrorReports, scrubText } from '../../src/lib/error-reporting';
import { contentSecurityPolicy } from '../../src/lib/http-security';
import { capturingLogger, createTestEnv, signUp, type TestEnv } from '../helpers';

const SEARCH = /* GraphQL */ `
  query Search($input: GetAddressSearchInput!) { getAddressSearch(input: $input) { addressLine1 } }
`;
const EMAIL = 'ann.hughes@example.com';
const PASSWORD = 'Secret horse battery 42';
const POSTCODE = 'PO37 6BU';

/** An error as a failed query raises it: its message names an e-mail address and lists the query's values. */
class AddressIndexError extends Error {
  override name = 'AddressIndexError';
}
const failure = () =>
  new AddressIndexError(
    `address index unavailable while ${EMAIL} searched\nFailed query: select * from known_addresses where postcode = $1\nparams: ${POSTCODE},${EMAIL}`,
  );

/** One item of a Sentry envelope. */
type EnvelopeItem = { type: string; payload: Record<string, unknown> };
/** The parts of an error event the tests read. */
type SentEvent = {
  exception?: { values?: Array<{ type?: string; value?: string }> };
  tags?: Record<string, string>;
  request?: { url?: string; headers?: Record<string, string> };
};
/** A streamed span: its name and attributes (`{ value, type }` each). */
type SentSpan = { name: string; attributes: Record<string, { value: unknown } | undefined> };

/** A stand-in for Sentry's ingest: records the text of every envelope POSTed to it. */
async function startIngest() {
  const envelopes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzipped = req.headers['content-encoding'] === 'gzip';
      envelopes.push((gzipped ? zlib.gunzipSync(body) : body).toString('utf8'));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    envelopes,
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    /** The items of every envelope received so far. */
    items(): EnvelopeItem[] {
      const items: EnvelopeItem[] = [];
      for (const envelope of envelopes) {
        const lines = envelope.split('\n').filter(Boolean);
        for (let i = 1; i + 1 < lines.length; i += 2) {
          const header = JSON.parse(lines[i] as string) as { type: string };
          items.push({ type: header.type, payload: JSON.parse(lines[i + 1] as string) });
        }
      }
      return items;
    },
    /** The spans received so far (every trace is sampled), with their attributes. */
    spans(): SentSpan[] {
      return this.items()
        .filter((item) => item.type === 'span')
        .flatMap((item) => item.payload.items as SentSpan[]);
    },
    /** The error events received so far. */
    events(): SentEvent[] {
      return this.items()
        .filter((item) => item.type === 'event')
        .map((item) => item.payload as SentEvent);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Listens with the app's HTTP server on a random port. @returns its base URL and a way to close it */
async function listen(env: TestEnv) {
  const server = createHttpServer(env);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends the address search over HTTP, signed in, with extra variables that must never be reported. */
async function search(baseUrl: string, token: string, postcode: string) {
  const response = await fetch(`${baseUrl}/api?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, cookie: `s=${token}` },
    body: JSON.stringify({
      query: SEARCH,
      variables: { input: { postcode }, email: EMAIL, password: PASSWORD },
    }),
  });
  return (await response.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

describe('error reporting', () => {
  let ingest: Awaited<ReturnType<typeof startIngest>>;
  beforeAll(async () => {
    ingest = await startIngest();
  });
  afterAll(async () => {
    await ingest.close();
  });

  it('without SENTRY_DSN only logs an unexpected error: nothing is sent', async () => {
    const capture = capturingLogger('error');
    const env = await createTestEnv('pglite', { logger: capture.logger });
    const server = await listen(env);
    try {
      const { token } = await signUp(env);
      vi.spyOn(env.addressLookup, 'findByPostcode').mockRejectedValue(failure());
      const result = await search(server.url, token, POSTCODE);
      expect(result.errors?.[0]?.message).toBe(UNEXPECTED_ERROR_MESSAGE);
      expect(capture.lines.join('')).toContain('AddressIndexError');
      expect(await flushErrorReports()).toBe(false);
      expect(ingest.envelopes).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      await server.close();
      await env.close();
    }
  });

  describe('with SENTRY_DSN', () => {
    let env: TestEnv;
    let server: Awaited<ReturnType<typeof listen>>;
    let token: string;
    beforeAll(async () => {
      env = await createTestEnv('pglite', { env: { SENTRY_DSN: ingest.dsn } });
      server = await listen(env);
      ({ token } = await signUp(env, { email: EMAIL, password: PASSWORD }));
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      await server.close();
      await env.close();
    });

    it('reports an unexpected GraphQL error once, without personal data, tokens, headers or variables', async () => {
      vi.spyOn(env.addressLookup, 'findByPostcode').mockRejectedValueOnce(failure());
      const result = await search(server.url, token, POSTCODE);
      expect(result.errors?.[0]?.message).toBe(UNEXPECTED_ERROR_MESSAGE);
      expect(await flushErrorReports(5000)).toBe(true);

      const events = ingest.events();
      expect(events).toHaveLength(1);
      const [event] = events;
      const exception = event?.exception?.values?.at(-1);
      expect(exception?.type).toBe('AddressIndexError');
      expect(exception?.value).toContain('Failed query');
      expect(exception?.value).toContain('params: [redacted]');
      expect(event?.tags).toMatchObject({ where: 'graphql', path: 'getAddressSearch' });

      const sent = ingest.envelopes.join('\n');
      for (const secret of [EMAIL, PASSWORD, token, 'Bearer', POSTCODE, '"variables"', `s=${token}`]) {
        expect(sent).not.toContain(secret);
      }
      expect(sent).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}/);
      expect(event?.request?.headers).not.toHaveProperty('authorization');
      expect(event?.request?.headers).not.toHaveProperty('cookie');

      // The request's trace is sent too (tracesSampleRate 1), without the headers that authenticate.
      const apiSpan = ingest.spans().find((span) => span.attributes['url.path']?.value === '/api');
      expect(apiSpan).toBeDefined();
      const headers = Object.keys(apiSpan?.attributes ?? {}).filter((key) => key.includes('.header.'));
      expect(headers).not.toContain('http.request.header.authorization');
      expect(headers).not.toContain('http.request.header.cookie');
      expect(headers).toContain('http.request.header.content-type');
    });

    it('does not report an expected error (BAD_USER_INPUT)', async () => {
      const before = ingest.events().length;
      const result = await search(server.url, token, 'not a postcode');
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      await flushErrorReports(5000);
      expect(ingest.events()).toHaveLength(before);
    });

    it('reports an error a route throws and answers 500 without its text', async () => {
      const before = ingest.events().length;
      vi.spyOn(env, 'providerRoutes').mockRejectedValueOnce(failure());
      const response = await fetch(`${server.url}/sandbox/identity/abc?token=${token}`);
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(body).toBe(UNEXPECTED_ERROR_MESSAGE);
      await flushErrorReports(5000);

      const events = ingest.events().slice(before);
      expect(events).toHaveLength(1);
      expect(events[0]?.exception?.values?.at(-1)?.type).toBe('AddressIndexError');
      expect(events[0]?.tags).toMatchObject({ where: 'http', method: 'GET', url: '/sandbox/identity/abc' });
      const sent = JSON.stringify(events);
      expect(sent).not.toContain(EMAIL);
      expect(sent).not.toContain(token);
    });
  });

  it('scrubs e-mail addresses, query values and Drizzle parameters from any text it sends', () => {
    expect(scrubText(`reset for ${EMAIL} at /reset-password?token=abc.def&next=1`)).toBe(
      'reset for [redacted] at /reset-password?token=[redacted]&next=1',
    );
    expect(scrubText(`Failed query: select 1\nparams: ${EMAIL},x`)).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
    // Package paths are not e-mail addresses.
    expect(scrubText('at node_modules/@sentry/node/build/esm/index.js:1')).toContain('@sentry/node');
  });

  it('lets the browser send its reports to VITE_SENTRY_DSN’s host (Content-Security-Policy)', () => {
    const base = { NODE_ENV: 'test', APP_URL: 'http://localhost:3000', JWT_SECRET: 'x'.repeat(32) } as const;
    const withDsn = contentSecurityPolicy(
      loadConfig({ ...base, VITE_SENTRY_DSN: 'https://abc123@o0.ingest.sentry.io/42' }),
    );
    expect(withDsn).toMatch(/connect-src [^;]*https:\/\/o0\.ingest\.sentry\.io/);
    expect(withDsn).not.toContain('abc123');
    expect(contentSecurityPolicy(loadConfig(base))).not.toContain('sentry');
  });
});
